/**
 * The record writers' comparison of {@code fastio bench --csv-write SIZE}: a numeric file and one
 * of text, each written by one program per method, as that writer's users write it, each its own
 * JVM; the records come from {@link io.github.fastio.bench.csvwrite.WriteData}, the same in every
 * process, and {@link io.github.fastio.bench.csvwrite.WriteCheck} reads every output back after its
 * run and compares every value. {@link io.github.fastio.bench.csvwrite.WriteCsvUnchecked} is the
 * ceiling beside them: the plainest digit loop with no checks, not a writer.
 */
package io.github.fastio.bench.csvwrite;
