package io.github.fastio.contest.judge;

import io.github.fastio.cli.ProcessTimes;
import io.github.fastio.cli.TimingShell;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

/**
 * One program run as a judge runs it: every process it starts watched against a CPU-time, a
 * wall-time, a memory and an output limit, killed when it passes one and at its end, and measured
 * as judges measure.
 *
 * <p>On Linux the program runs under the {@link TimingShell} (the benchmark's way too), started in
 * a session of its own ({@code setsid}) with a marker in its environment: bash waits for it and
 * then writes the CPU time {@code wait4} gave it (all the program's threads: JIT, GC, and every
 * child it waited for), so the final reading is exact to the millisecond and includes the program's
 * exit, which a sample taken from outside would miss. Every few milliseconds a {@link TrackedTree}
 * finds the run's processes (children, the session, and whatever carries the marker: orphans that
 * left the session too) and samples their CPU time and peak resident set ({@code VmHWM}); its
 * total, the processes the shell did not wait for included, decides the limits, and the same figure
 * is the one reported. Where the judge may make a cgroup of the run's own ({@link Cgroup}), a small
 * shell joins it first and becomes bash, and its CPU count, which nothing the run does escapes, is
 * taken where it is larger. At the end every process of the run still there is killed.
 *
 * <p>Elsewhere (no {@code /proc}, or no bash) the program runs directly, its wall time stands in
 * for CPU time and memory is not measured: {@link #CPU_MEASURED} tells, and the judge says so in
 * its output.
 */
final class ProcessTree {
  private static final TimingShell SHELL = TimingShell.find();

  /** Whether CPU time and memory are measured ({@code /proc} and bash are there). */
  static final boolean CPU_MEASURED =
      Files.isReadable(Paths.get("/proc/self/stat")) && SHELL.timesProcesses();

  private static final Path SETSID = firstExecutable("/usr/bin/setsid", "/bin/setsid");
  private static final long SAMPLE_MS = 10;
  private static final long OUTPUT_EVERY_MS = 1;
  private static final AtomicLong RUNS = new AtomicLong();

  /** Why the judge stopped the program, if it did. */
  enum Stop {
    CPU,
    WALL,
    MEMORY,
    OUTPUT
  }

  /** What one run measured. */
  static final class Measure {
    /** The exit code; for a program killed by signal N, 128 + N (as a shell reports it). */
    int exitCode;

    /** CPU time (user + system) of the tree in ms; wall time where it is not measured. */
    long cpuMs;

    /** Wall time from start to exit in ms. */
    long wallMs;

    /** Peak resident set in KiB (the sum of each process's VmHWM), or -1 when not measured. */
    long peakKb = -1;

    /** What it wrote (as the caller counts it) at the end, or when it was stopped. */
    long outputBytes;

    /** The limit the judge stopped the program at, or null if it ended by itself. */
    Stop stopped;

    /** Processes of the tree still running when the program ended; they were killed. */
    int leftRunning;
  }

  private final Process shell;
  private final Path timesFile;
  private final long startNanos;
  private final TrackedTree tree;
  private volatile long livePeakKb = -1;

  /** The run's own cgroup, where the machine lets the judge make one; else null. */
  private final Cgroup cgroup;

  private ProcessTree(
      Process shell, Path timesFile, long startNanos, TrackedTree tree, Cgroup cgroup) {
    this.shell = shell;
    this.timesFile = timesFile;
    this.startNanos = startNanos;
    this.tree = tree;
    this.cgroup = cgroup;
  }

  /**
   * Starts {@code command}.
   *
   * @param command the program and its arguments
   * @param in where its standard input comes from ({@code Redirect.PIPE} for {@link #process()})
   * @param out where its standard output goes
   * @param err the file its standard error goes to
   * @param work a folder for the judge's own files of this run
   * @return the running tree
   * @throws IOException if the program cannot be started
   */
  static ProcessTree start(
      List<String> command,
      ProcessBuilder.Redirect in,
      ProcessBuilder.Redirect out,
      Path err,
      Path work)
      throws IOException {
    List<String> full = new ArrayList<>();
    Path times = work.resolve("times-" + System.nanoTime());
    String id =
        ProcessHandle.current().pid() + "-" + RUNS.incrementAndGet() + "-" + System.nanoTime();
    Cgroup cgroup = CPU_MEASURED ? Cgroup.create(id) : null;
    if (CPU_MEASURED) {
      if (SETSID != null) {
        full.add(SETSID.toString());
      }
      if (cgroup != null) {
        // $1 is the cgroup's list of processes: the shell joins it, then becomes the timing shell
        // (the same process), so that the program and all it starts are in the cgroup.
        full.addAll(
            List.of(
                "/bin/sh",
                "-c",
                "{ echo $$ > \"$1\"; } 2>/dev/null; shift; exec \"$@\"",
                "sh",
                cgroup.procs().toString()));
      }
      full.addAll(SHELL.wrap(command, times));
    } else {
      full.addAll(command);
    }
    ProcessBuilder pb =
        new ProcessBuilder(full).redirectInput(in).redirectOutput(out).redirectError(err.toFile());
    pb.environment().put(TrackedTree.MARKER, id);
    long t0 = System.nanoTime();
    Process shell;
    try {
      shell = pb.start();
    } catch (IOException e) {
      if (cgroup != null) {
        cgroup.remove();
      }
      throw e;
    }
    return new ProcessTree(
        shell, times, t0, CPU_MEASURED ? new TrackedTree(shell.toHandle(), id) : null, cgroup);
  }

  /** The started process, for its standard streams when they are pipes. */
  Process process() {
    return shell;
  }

  /** The peak resident set so far in KiB, or -1 when not measured. */
  long peakKbSoFar() {
    return livePeakKb;
  }

  /**
   * Waits for the program to end, stopping it at a limit, and measures it.
   *
   * @param limits CPU time, wall time (a program that sleeps or waits), memory and output allowed
   * @param written what the program has written so far, in bytes, checked at every sample
   * @return what was measured
   * @throws InterruptedException if the judge is interrupted (the tree is killed first)
   */
  Measure await(Runner.Limits limits, LongSupplier written) throws InterruptedException {
    Measure m = new Measure();
    long cpuAtStop = -1;
    try {
      long lastSample = System.nanoTime() - SAMPLE_MS * 1_000_000;
      while (!shell.waitFor(OUTPUT_EVERY_MS, TimeUnit.MILLISECONDS)) {
        long now = System.nanoTime();
        long wall = (now - startNanos) / 1_000_000;
        if (now - lastSample >= SAMPLE_MS * 1_000_000) {
          lastSample = now;
          if (tree != null) {
            tree.sample();
            livePeakKb = tree.peakKb();
            if (cpuMs() > limits.cpuMs) {
              m.stopped = Stop.CPU;
              cpuAtStop = cpuMs(); // the figure that decided is the one reported
            } else if (livePeakKb > limits.memoryKb) {
              m.stopped = Stop.MEMORY;
            }
          } else if (wall > limits.cpuMs) {
            m.stopped = Stop.CPU;
          }
          if (m.stopped == null && wall > limits.wallMs) {
            m.stopped = Stop.WALL;
          }
        }
        // Output, the limit a run passes fastest (a gigabyte a second), is watched every
        // millisecond, and again just after a sample, which may have taken a while.
        if (m.stopped == null && written.getAsLong() > limits.outputBytes) {
          m.stopped = Stop.OUTPUT;
        }
        if (m.stopped != null) {
          killTree();
          break;
        }
      }
      // The shell reports once its program is gone (killed or not); a shell that hangs is killed.
      if (!shell.waitFor(2, TimeUnit.SECONDS)) {
        shell.destroyForcibly();
        shell.waitFor();
      }
    } finally {
      if (tree != null) {
        tree.sample(); // the program seen gone, what else runs seen once more before it is killed
      }
      m.leftRunning = killTree();
    }
    m.outputBytes = written.getAsLong();
    m.wallMs = (System.nanoTime() - startNanos) / 1_000_000;
    m.exitCode = shell.exitValue();
    m.cpuMs = m.wallMs;
    m.peakKb = livePeakKb;
    if (tree != null) {
      ProcessTimes times = readTimes();
      if (times != null) {
        tree.finish(Math.round(times.cpuMs() * 1e6));
      }
      m.cpuMs = cpuAtStop >= 0 ? cpuAtStop : cpuMs();
      m.peakKb = Math.max(livePeakKb, tree.peakKb());
    }
    if (cgroup != null) {
      cgroup.remove();
    }
    return m;
  }

  /**
   * The run's CPU time: the tracked tree's total, or the cgroup's where it has one (which counts
   * the processes that escaped the tree too; where the shell could not join it, it reads 0).
   */
  private long cpuMs() {
    long nanos = tree.cpuNanos();
    if (cgroup != null) {
      nanos = Math.max(nanos, cgroup.cpuNanos());
    }
    return nanos / 1_000_000;
  }

  /** The shell's report of the program's times, or null (the live samples stand). */
  private ProcessTimes readTimes() {
    try {
      ProcessTimes times = ProcessTimes.read(timesFile);
      Files.deleteIfExists(timesFile);
      return times;
    } catch (IOException e) {
      return null;
    }
  }

  /**
   * Kills every process of the run but the shell: those the tree finds (orphans included), or
   * without {@code /proc} the shell's descendants now.
   *
   * @return how many were still running
   */
  private int killTree() {
    if (tree != null) {
      int killed = tree.killAll();
      return cgroup == null ? killed : Math.max(killed, cgroup.killAllBut(shell.pid()));
    }
    int killed = 0;
    for (ProcessHandle h : (Iterable<ProcessHandle>) shell.descendants()::iterator) {
      if (h.destroyForcibly()) {
        killed++;
      }
    }
    return killed;
  }

  /**
   * The fields of a {@code /proc/PID/stat} line after the command name, which may hold spaces and
   * parentheses: index 0 is field 3 (state).
   */
  static String[] fieldsAfterName(String stat) {
    return stat.substring(stat.lastIndexOf(')') + 2).trim().split(" ");
  }

  static long statusKb(String status, String key) {
    int i = status.indexOf(key);
    if (i < 0) {
      return 0;
    }
    int end = status.indexOf('\n', i);
    String value = status.substring(i + key.length(), end < 0 ? status.length() : end).trim();
    return Long.parseLong(value.split("\\s+", -1)[0]);
  }

  private static Path firstExecutable(String... paths) {
    for (String p : paths) {
      if (Files.isExecutable(Paths.get(p))) {
        return Paths.get(p);
      }
    }
    return null;
  }
}
