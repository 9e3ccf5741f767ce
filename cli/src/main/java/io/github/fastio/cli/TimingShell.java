package io.github.fastio.cli;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs a command so that its whole CPU time is measured: under bash's {@code time} keyword, which
 * writes the {@link ProcessTimes} of the command into a report file when it ends. The benchmark
 * times its runs so; the judge takes its final reading so (and samples {@code /proc} meanwhile for
 * its limits and for processes nobody waited for).
 *
 * <p>Why a shell: a process's complete CPU time is known to its parent only, from {@code wait4}'s
 * resource usage (the sum of every thread's scheduler time in microseconds, threads that exited
 * before the end included, up to the last thread's exit, and the same of every process it waited
 * for). Java's Process API does not expose it, and what can be seen from outside is either coarse
 * ({@code /proc/PID/stat} moves in clock ticks of 10 ms) or incomplete (a sample misses what a
 * program does after it: the JVM's shutdown, the JIT compiling what it had queued). bash's {@code
 * time} writes that usage to the millisecond. Without bash the command runs as it is, and there is
 * no report.
 *
 * <p>Example: {@code new ProcessBuilder(TimingShell.find().wrap(command, report))}, then after the
 * process ends {@code ProcessTimes.read(report)}.
 */
public final class TimingShell {
  /**
   * $1 is the report, the command follows. The command's standard error goes to the shell's (fd 3
   * while the group's goes to the report); its exit status is the shell's.
   */
  private static final String SCRIPT =
      "f=$1; shift; TIMEFORMAT='"
          + ProcessTimes.FORMAT
          + "'; { time \"$@\" 2>&3 3>&-; } 3>&2 2>\"$f\"";

  private final String bash;

  TimingShell(String bash) {
    this.bash = bash;
  }

  /**
   * The shell with bash from the PATH (or {@code /bin/bash}); without bash, one that runs commands
   * as they are.
   *
   * @return it
   */
  public static TimingShell find() {
    List<Path> candidates = new ArrayList<>();
    String path = System.getenv("PATH");
    if (path != null) {
      for (String dir : path.split(File.pathSeparator, -1)) {
        if (!dir.isEmpty()) {
          candidates.add(Path.of(dir, "bash"));
        }
      }
    }
    candidates.add(Path.of("/bin/bash"));
    for (Path p : candidates) {
      if (Files.isExecutable(p)) {
        return new TimingShell(p.toString());
      }
    }
    return new TimingShell(null);
  }

  /**
   * Whether commands are timed (bash was found).
   *
   * @return whether {@link #wrap} writes a report
   */
  public boolean timesProcesses() {
    return bash != null;
  }

  /**
   * The command line to start instead of {@code command}: the same program, its standard streams
   * and exit status, with its times written to {@code report} when it ends.
   *
   * @param command the program and its arguments
   * @param report the file the times go to (replaced)
   * @return the command line to start; {@code command} itself without bash
   */
  public List<String> wrap(List<String> command, Path report) {
    if (bash == null) {
      return command;
    }
    List<String> wrapped =
        new ArrayList<>(List.of(bash, "-c", SCRIPT, "fastio", report.toString()));
    wrapped.addAll(command);
    return wrapped;
  }
}
