# Leaves a sleeper that has cleared its environment (so it carries no marker) and taken a session
# of its own (setsid -f: re-parented to init), after the judge's first looks at its children: only
# a cgroup of the run's own still holds it. The input holds how long it sleeps.
read n
sleep 0.3
env -i /usr/bin/setsid -f sleep "$n" < /dev/null > /dev/null 2>&1
echo 6
