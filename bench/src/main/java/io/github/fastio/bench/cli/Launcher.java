package io.github.fastio.bench.cli;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Starts one child run with its standard streams redirected to files, under bash's {@code time}
 * keyword, which appends a {@link ProcessTimes} line to the child's standard error.
 *
 * <p>Why bash: a precise and complete CPU time of a process is only known to its parent, from
 * {@code wait4}'s resource usage (the sum of every thread's scheduler time in microseconds, threads
 * that exited before the end included, up to the last thread's exit). Java's Process API does not
 * expose it, and what a JVM can see of itself is either coarse ({@code getProcessCpuTime} moves in
 * 10 ms ticks on Linux) or incomplete (its live threads' {@code /proc/self/task/N/schedstat} miss
 * exited threads and everything after the reading: the JVM's shutdown and the JIT compiling what it
 * had queued). bash's {@code time} prints that usage to the millisecond. Without bash the child
 * runs directly and the CPU column stays empty.
 */
final class Launcher {
  private static final String SCRIPT =
      "TIMEFORMAT='" + ProcessTimes.PREFIX + "real=%3R user=%3U sys=%3S'; time \"$@\"";

  private final String bash;

  private Launcher(String bash) {
    this.bash = bash;
  }

  /** A launcher using bash from the PATH (or /bin/bash); without bash, one that runs directly. */
  static Launcher find() {
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
        return new Launcher(p.toString());
      }
    }
    return new Launcher(null);
  }

  /** Whether runs are timed by bash (and so have a whole-process CPU time). */
  boolean timesProcesses() {
    return bash != null;
  }

  /** The command line actually started for {@code command}. */
  List<String> wrap(List<String> command) {
    if (bash == null) {
      return command;
    }
    List<String> wrapped = new ArrayList<>(List.of(bash, "-c", SCRIPT, "fastio-bench"));
    wrapped.addAll(command);
    return wrapped;
  }

  /**
   * How a run ended.
   *
   * @param timedOut whether it was killed at the time limit
   * @param exitCode its exit status (-1 when timed out)
   * @param wallMs clock time as the parent saw it, process start-up included
   */
  record Outcome(boolean timedOut, int exitCode, double wallMs) {}

  /** Runs {@code command} to the end or the time limit, whose process tree is then killed. */
  Outcome run(List<String> command, Path in, Path out, Path err, long limitSeconds)
      throws IOException, InterruptedException {
    ProcessBuilder builder =
        new ProcessBuilder(wrap(command))
            .redirectInput(in.toFile())
            .redirectOutput(out.toFile())
            .redirectError(err.toFile());
    long start = System.nanoTime();
    Process process = builder.start();
    if (!process.waitFor(limitSeconds, TimeUnit.SECONDS)) {
      // The JVM under bash is a grandchild: kill the whole tree, not only bash.
      process.descendants().forEach(ProcessHandle::destroyForcibly);
      process.destroyForcibly().waitFor();
      return new Outcome(true, -1, (System.nanoTime() - start) / 1e6);
    }
    return new Outcome(false, process.exitValue(), (System.nanoTime() - start) / 1e6);
  }
}
