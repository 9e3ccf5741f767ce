package io.github.fastio.bench;

/**
 * What an experiment program reports when its work is done: one line on standard error, {@code
 * fastio-bench n=1000000 wall_ns=41234567 checksum=-123 java=17.0.15+6} (see {@link RunResult}).
 *
 * <p>It is called once, after the measured work, and is kept cheap because the parent also counts
 * the whole process's CPU time: no {@code String.format} (its Formatter costs milliseconds of class
 * loading in a fresh JVM), no string concatenation with {@code +} (compiled to an invokedynamic
 * whose first use costs tens of milliseconds), no {@code Runtime.version()} (a regex), no
 * management beans.
 */
public final class Probe {
  private Probe() {}

  /**
   * Reports the run: {@code n} numbers, the wall time since {@code startNanos} ({@link
   * System#nanoTime}), and the checksum of what was read (0 for writers).
   */
  public static void report(int n, long startNanos, long checksum) {
    long wall = System.nanoTime() - startNanos;
    StringBuilder line = new StringBuilder(96);
    line.append(RunResult.PREFIX)
        .append("n=")
        .append(n)
        .append(" wall_ns=")
        .append(wall)
        .append(" checksum=")
        .append(checksum)
        .append(" java=")
        .append(System.getProperty("java.runtime.version", "?"));
    System.err.println(line.toString());
  }
}
