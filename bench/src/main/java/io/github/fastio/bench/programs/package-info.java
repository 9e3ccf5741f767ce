/**
 * The experiment's programs in the shape a contestant writes them: one class per method and type,
 * the whole loop in {@code public static void main} ({@link io.github.fastio.bench.Shape#MAIN}), or
 * fastio's bulk methods called from {@code main} ({@link io.github.fastio.bench.Shape#BULK}).
 * Nothing is shared on the hot path: no switch per number, no helper between the loop and the
 * reader or writer, so the JIT sees what it would see in a submission (a loop that runs once and is
 * compiled on-stack while it runs).
 *
 * <p>Each program ends with one {@link io.github.fastio.bench.Probe} line on standard error (the
 * wall time of its work and, for readers, the checksum); the a+b programs report nothing, they are
 * timed as whole processes. {@link io.github.fastio.bench.Programs} lists them.
 */
package io.github.fastio.bench.programs;
