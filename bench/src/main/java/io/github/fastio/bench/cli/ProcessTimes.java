package io.github.fastio.bench.cli;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A child process's whole clock and CPU time, as the kernel reports it to the parent that waits for
 * it ({@code wait4}'s resource usage, printed by bash's {@code time}): every thread, the ones that
 * exited before the end included, from {@code exec} to the last thread's exit.
 *
 * @param wallMs clock time from start to exit
 * @param userMs CPU time in user mode, all threads
 * @param sysMs CPU time in the kernel, all threads
 */
record ProcessTimes(double wallMs, double userMs, double sysMs) {
  /** Marks the line bash's {@code time} writes (see {@link Launcher}). */
  static final String PREFIX = "fastio-time ";

  private static final Pattern LINE =
      Pattern.compile(
          Pattern.quote(PREFIX) + "real=(\\d+[.,]\\d+) user=(\\d+[.,]\\d+) sys=(\\d+[.,]\\d+)");

  /** User plus system time: what a judge counts as the program's CPU time. */
  double cpuMs() {
    return userMs + sysMs;
  }

  /**
   * The last timing line in a child's standard error, or null if there is none (the child ran
   * without the wrapper). Seconds with a decimal point or comma (bash follows the locale).
   */
  static ProcessTimes parse(String stderr) {
    ProcessTimes found = null;
    for (String line : stderr.lines().toList()) {
      Matcher m = LINE.matcher(line);
      if (m.matches()) {
        found = new ProcessTimes(seconds(m.group(1)), seconds(m.group(2)), seconds(m.group(3)));
      }
    }
    return found;
  }

  private static double seconds(String text) {
    return Double.parseDouble(text.replace(',', '.')) * 1000;
  }

  /** The line as bash writes it, for tests. */
  String format() {
    return String.format(
        Locale.ROOT,
        "%sreal=%.3f user=%.3f sys=%.3f",
        PREFIX,
        wallMs / 1e3,
        userMs / 1e3,
        sysMs / 1e3);
  }
}
