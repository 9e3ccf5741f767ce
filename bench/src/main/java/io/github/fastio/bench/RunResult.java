package io.github.fastio.bench;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What one experiment program reported on standard error ({@link Probe}): {@code fastio-bench
 * n=1000000 wall_ns=38912345 checksum=-123 java=17.0.15+6}.
 *
 * <p>{@code wall_ns} covers the I/O work only: from the start of the program's work (before it
 * builds its reader or writer) to the end of the last flush. The checksum is 0 for writers. The
 * whole process's CPU and wall time are measured by the parent, not reported here.
 *
 * @param n numbers processed
 * @param wallMs clock time of the I/O work
 * @param checksum readers' {@link Checksum}, 0 otherwise
 * @param java the running JDK ({@code java.runtime.version})
 */
public record RunResult(int n, double wallMs, long checksum, String java) {

  /** Marks the line among whatever else a child JVM may print on standard error. */
  public static final String PREFIX = "fastio-bench ";

  private static final Pattern FIELD = Pattern.compile("(\\w+)=(\\S+)");

  /** The report line, as {@link Probe} writes it. */
  public String format() {
    return PREFIX
        + "n="
        + n
        + " wall_ns="
        + Math.round(wallMs * 1e6)
        + " checksum="
        + checksum
        + " java="
        + java;
  }

  /**
   * Finds the report line in a child's standard error.
   *
   * @throws IllegalArgumentException if there is none or it is malformed
   */
  public static RunResult parse(String stderr) {
    for (String line : stderr.lines().toList()) {
      if (line.startsWith(PREFIX)) {
        Map<String, String> f = new LinkedHashMap<>();
        Matcher m = FIELD.matcher(line);
        while (m.find()) {
          f.put(m.group(1), m.group(2));
        }
        try {
          return new RunResult(
              Integer.parseInt(f.get("n")),
              Long.parseLong(f.get("wall_ns")) / 1e6,
              Long.parseLong(f.get("checksum")),
              f.getOrDefault("java", "?"));
        } catch (RuntimeException e) {
          throw new IllegalArgumentException("malformed report line: " + line, e);
        }
      }
    }
    throw new IllegalArgumentException(
        "no report line ('" + PREFIX.trim() + " ...') in the output");
  }
}
