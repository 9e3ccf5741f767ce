package io.github.fastio.bench;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What one experiment run reports on standard error, as one parseable line: {@code fastio-bench
 * kind=write method=fastio type=int n=1000000 cpu_ms=41.2 wall_ms=38.9 process_cpu_ms=160.3
 * checksum=-123 java=17.0.15+6}.
 *
 * <p>{@code cpu_ms} and {@code wall_ms} cover the I/O work only (the seed experiment's measure);
 * {@code process_cpu_ms} is the JVM's whole CPU time up to the report, start-up and JIT threads
 * included (what an empty program is compared against). The checksum is 0 for writers.
 *
 * @param kind write, read, roundtrip or empty
 * @param method the method's name
 * @param type the workload
 * @param n numbers processed
 * @param cpuMs process CPU time spent in the measured part
 * @param wallMs clock time of the measured part
 * @param processCpuMs process CPU time since the JVM started
 * @param checksum readers' {@link Checksum}, 0 otherwise
 * @param java the running JDK ({@code Runtime.version()})
 */
public record RunResult(
    String kind,
    String method,
    NumType type,
    int n,
    double cpuMs,
    double wallMs,
    double processCpuMs,
    long checksum,
    String java) {

  /** Marks the line among whatever else a child JVM may print on standard error. */
  public static final String PREFIX = "fastio-bench ";

  private static final Pattern FIELD = Pattern.compile("(\\w+)=(\\S+)");

  /** The report line. */
  public String format() {
    return String.format(
        Locale.ROOT,
        "%skind=%s method=%s type=%s n=%d cpu_ms=%.3f wall_ms=%.3f process_cpu_ms=%.3f checksum=%d"
            + " java=%s",
        PREFIX,
        kind,
        method,
        type.label(),
        n,
        cpuMs,
        wallMs,
        processCpuMs,
        checksum,
        java);
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
              f.get("kind"),
              f.get("method"),
              NumType.parse(f.get("type")),
              Integer.parseInt(f.get("n")),
              Double.parseDouble(f.get("cpu_ms")),
              Double.parseDouble(f.get("wall_ms")),
              Double.parseDouble(f.get("process_cpu_ms")),
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
