# Leaves a grandchild in a session of its own (setsid -f forks, so the solution's shell never
# waits for it; it is re-parented to init), then answers. The input holds how long it sleeps.
read n
sleep 0.3 # past the judge's first looks at its children
setsid -f sleep "$n" < /dev/null > /dev/null 2>&1
echo 6
