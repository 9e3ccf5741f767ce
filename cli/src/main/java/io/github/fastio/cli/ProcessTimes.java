package io.github.fastio.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A command's clock and CPU time as the kernel reports them to the parent that waits for it ({@code
 * wait4}'s resource usage): every thread of the command and of each process it waited for, the
 * threads that exited before the end included, from {@code exec} to the last thread's exit. {@link
 * TimingShell} runs a command so that this report is written when it ends.
 *
 * @param wallMs clock time from start to exit
 * @param userMs CPU time in user mode, all threads
 * @param sysMs CPU time in the kernel, all threads
 */
public record ProcessTimes(double wallMs, double userMs, double sysMs) {
  /** The report's one line, {@code real user sys} in seconds (bash's {@code TIMEFORMAT}). */
  static final String FORMAT = "%3R %3U %3S";

  private static final Pattern LINE =
      Pattern.compile("(\\d+[.,]\\d+) (\\d+[.,]\\d+) (\\d+[.,]\\d+)");

  /**
   * User plus system time: what a judge counts as the program's CPU time.
   *
   * @return it, in milliseconds
   */
  public double cpuMs() {
    return userMs + sysMs;
  }

  /**
   * The times in a report that {@link TimingShell} had written.
   *
   * @param report the report file
   * @return its times, or null when there is none (the command ran without the shell, or the shell
   *     was killed before the command ended)
   * @throws IOException if the report exists but cannot be read
   */
  public static ProcessTimes read(Path report) throws IOException {
    try {
      return parse(Files.readString(report, StandardCharsets.UTF_8));
    } catch (NoSuchFileException e) {
      return null;
    }
  }

  /**
   * The times of a report's text: its last line of three numbers, in seconds with a decimal point
   * or comma (bash follows the locale); null if there is none.
   */
  static ProcessTimes parse(String text) {
    ProcessTimes found = null;
    for (String line : text.lines().toList()) {
      Matcher m = LINE.matcher(line.strip());
      if (m.matches()) {
        found = new ProcessTimes(seconds(m.group(1)), seconds(m.group(2)), seconds(m.group(3)));
      }
    }
    return found;
  }

  private static double seconds(String text) {
    return Double.parseDouble(text.replace(',', '.')) * 1000;
  }

  /**
   * The report's line as bash writes it.
   *
   * @return {@code real user sys}, in seconds to the millisecond
   */
  public String format() {
    return String.format(Locale.ROOT, "%.3f %.3f %.3f", wallMs / 1e3, userMs / 1e3, sysMs / 1e3);
  }
}
