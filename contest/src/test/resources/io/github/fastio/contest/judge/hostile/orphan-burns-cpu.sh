# Leaves a process in a session of its own that spins for ever, and waits without using any CPU
# itself: only the orphan's CPU time can reach the time limit. The input tags the orphan.
read n
sleep 0.3 # past the judge's first looks at its children
setsid -f sh -c "while :; do :; done # $n" < /dev/null > /dev/null 2>&1
sleep 60
