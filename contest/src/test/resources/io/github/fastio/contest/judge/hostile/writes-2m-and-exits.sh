# Writes 2 MiB at once and ends: caught while it writes, or by the size at the end.
head -c 2097152 /dev/zero
