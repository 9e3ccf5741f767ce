package io.github.fastio.bench.cli;

import io.github.fastio.cli.ProcessTimes;
import io.github.fastio.cli.TimingShell;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Starts one child run with its standard streams redirected to files, timed by the {@link
 * TimingShell} (the whole process's CPU time as its parent gets it, the exit included). Without
 * bash the child runs directly and the CPU column stays empty.
 */
final class Launcher {
  private final TimingShell shell;

  private Launcher(TimingShell shell) {
    this.shell = shell;
  }

  /** A launcher timing its runs where bash is there, else running them directly. */
  static Launcher find() {
    return new Launcher(TimingShell.find());
  }

  /** Whether runs are timed (and so have a whole-process CPU time). */
  boolean timesProcesses() {
    return shell.timesProcesses();
  }

  /**
   * How a run ended.
   *
   * @param timedOut whether it was killed at the time limit
   * @param exitCode its exit status (-1 when timed out)
   * @param wallMs clock time as the parent saw it, process start-up included
   * @param times the process's times, or null when it was not timed or was killed
   */
  record Outcome(boolean timedOut, int exitCode, double wallMs, ProcessTimes times) {}

  /** Runs {@code command} to the end or the time limit, whose process tree is then killed. */
  Outcome run(List<String> command, Path in, Path out, Path err, long limitSeconds)
      throws IOException, InterruptedException {
    Path report = err.resolveSibling(err.getFileName() + ".times");
    Files.deleteIfExists(report);
    ProcessBuilder builder =
        new ProcessBuilder(shell.wrap(command, report))
            .redirectInput(in.toFile())
            .redirectOutput(out.toFile())
            .redirectError(err.toFile());
    long start = System.nanoTime();
    Process process = builder.start();
    try {
      if (!process.waitFor(limitSeconds, TimeUnit.SECONDS)) {
        // The program under bash is a grandchild: kill the whole tree, not only bash.
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly().waitFor();
        return new Outcome(true, -1, (System.nanoTime() - start) / 1e6, null);
      }
      double wallMs = (System.nanoTime() - start) / 1e6;
      return new Outcome(false, process.exitValue(), wallMs, ProcessTimes.read(report));
    } finally {
      Files.deleteIfExists(report);
    }
  }
}
