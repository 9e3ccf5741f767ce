# Writes 2 MiB at once and ends before any sample can see it: the size at the end still counts.
head -c 2097152 /dev/zero
