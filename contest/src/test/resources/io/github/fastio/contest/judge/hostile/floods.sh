# Writes its output as fast as it can, forever: a judge without an output limit fills the disk.
exec yes 0123456789012345678901234567890123456789
