package io.github.fastio.contest.judge;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import java.util.stream.Stream;

/**
 * One program run as a judge runs it: its whole process tree watched against a CPU-time, a
 * wall-time and a memory limit, killed whole when it passes one, and measured as judges measure.
 *
 * <p>On Linux the program runs under a small shell, started in a session of its own ({@code
 * setsid}), that waits for it and then writes its own {@code /proc/self/stat}: the kernel has by
 * then added the program's CPU time (all its threads: JIT, GC, and every child it waited for) to
 * the shell's {@code cutime}/{@code cstime}, so the final reading is exact to the clock tick and
 * includes the program's exit, which a sample taken from outside would miss. While the program
 * runs, {@code /proc/PID/stat} (CPU) and {@code /proc/PID/status} (VmHWM, the peak resident set)
 * are sampled every few milliseconds to stop it at a limit. At the end every process of the session
 * (a child left running, an orphan) is killed.
 *
 * <p>Elsewhere (no {@code /proc}) the program runs directly, its wall time stands in for CPU time
 * and memory is not measured: {@link #CPU_MEASURED} tells, and the judge says so in its output.
 */
final class ProcessTree {
  /** Whether CPU time and memory are measured ({@code /proc} is there). */
  static final boolean CPU_MEASURED = Files.isReadable(Paths.get("/proc/self/stat"));

  private static final Path SETSID = firstExecutable("/usr/bin/setsid", "/bin/setsid");
  private static final long SAMPLE_MS = 10;
  private static final long DESCENDANTS_EVERY_MS = 100;

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
  private final Path statFile;
  private final long startNanos;
  private final Map<Long, ProcessHandle> seen = new ConcurrentHashMap<>();
  private volatile long liveCpuTicks;
  private volatile long livePeakKb = -1;

  private ProcessTree(Process shell, Path statFile, long startNanos) {
    this.shell = shell;
    this.statFile = statFile;
    this.startNanos = startNanos;
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
    Path stat = work.resolve("stat-" + System.nanoTime());
    if (CPU_MEASURED) {
      if (SETSID != null) {
        full.add(SETSID.toString());
      }
      // $1 is the file for the report; the program's own arguments follow. The shell's cutime and
      // cstime (fields 16 and 17 of its stat) hold the program's CPU time once it has been waited
      // for; 'read' is a builtin, so no other child adds to them.
      full.add("/bin/sh");
      full.add("-c");
      full.add(
          "f=$1; shift; \"$@\"; rc=$?; read -r s < /proc/$$/stat; echo \"$rc $s\" > \"$f\";"
              + " exit $rc");
      full.add("sh");
      full.add(stat.toString());
    }
    full.addAll(command);
    ProcessBuilder pb =
        new ProcessBuilder(full).redirectInput(in).redirectOutput(out).redirectError(err.toFile());
    long t0 = System.nanoTime();
    return new ProcessTree(pb.start(), stat, t0);
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
    long cpuLimitMs = limits.cpuMs;
    long wallLimitMs = limits.wallMs;
    long memoryLimitKb = limits.memoryKb;
    Measure m = new Measure();
    long lastScan = 0;
    try {
      while (!shell.waitFor(SAMPLE_MS, TimeUnit.MILLISECONDS)) {
        long now = System.nanoTime();
        long wall = (now - startNanos) / 1_000_000;
        if (written.getAsLong() > limits.outputBytes) {
          m.stopped = Stop.OUTPUT; // first: it is the limit a run passes fastest
        } else if (CPU_MEASURED) {
          if (lastScan == 0 || now - lastScan > DESCENDANTS_EVERY_MS * 1_000_000) {
            shell.descendants().forEach(h -> seen.putIfAbsent(h.pid(), h));
            lastScan = now;
          }
          sample();
          if (ticksToMs(liveCpuTicks) > cpuLimitMs) {
            m.stopped = Stop.CPU;
          } else if (livePeakKb > memoryLimitKb) {
            m.stopped = Stop.MEMORY;
          }
        } else if (wall > cpuLimitMs) {
          m.stopped = Stop.CPU;
        }
        if (m.stopped == null && wall > wallLimitMs) {
          m.stopped = Stop.WALL;
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
      m.leftRunning = killTree();
    }
    m.outputBytes = written.getAsLong();
    m.wallMs = (System.nanoTime() - startNanos) / 1_000_000;
    m.exitCode = shell.exitValue();
    m.cpuMs = m.wallMs;
    m.peakKb = livePeakKb;
    if (CPU_MEASURED) {
      m.cpuMs = ticksToMs(liveCpuTicks);
      String report = readReport();
      if (report != null) {
        String[] f = fieldsAfterName(report);
        m.exitCode = Integer.parseInt(report.substring(0, report.indexOf(' ')));
        // after the name: state is field 3, so cutime (16) and cstime (17) are at 13 and 14
        m.cpuMs = ticksToMs(Long.parseLong(f[13]) + Long.parseLong(f[14]));
      }
    }
    return m;
  }

  private String readReport() {
    try {
      if (Files.isRegularFile(statFile)) {
        String s = new String(Files.readAllBytes(statFile), StandardCharsets.UTF_8).trim();
        Files.deleteIfExists(statFile);
        return s.isEmpty() ? null : s;
      }
    } catch (IOException e) {
      // no report: the live samples stand
    }
    return null;
  }

  /** Reads CPU time and peak memory of every process seen (except the shell, which waits). */
  private void sample() {
    long ticks = 0;
    long peak = 0;
    for (ProcessHandle h : seen.values()) {
      String stat = read("/proc/" + h.pid() + "/stat");
      if (stat == null) {
        continue;
      }
      String[] f = fieldsAfterName(stat);
      ticks +=
          Long.parseLong(f[11])
              + Long.parseLong(f[12])
              + Long.parseLong(f[13])
              + Long.parseLong(f[14]);
      String status = read("/proc/" + h.pid() + "/status");
      if (status != null) {
        peak += statusKb(status, "VmHWM:");
      }
    }
    liveCpuTicks = Math.max(liveCpuTicks, ticks);
    livePeakKb = Math.max(livePeakKb, peak);
  }

  /**
   * Kills every process of the tree: those seen, the shell's descendants now, and (with setsid)
   * every process of its session, orphans included.
   *
   * @return how many were still running
   */
  private int killTree() {
    List<ProcessHandle> victims = new ArrayList<>();
    shell.descendants().forEach(victims::add);
    for (ProcessHandle h : seen.values()) {
      if (h.isAlive() && !victims.contains(h)) {
        victims.add(h);
      }
    }
    if (CPU_MEASURED && SETSID != null) {
      victims.addAll(sessionMembers(shell.pid()));
    }
    int killed = 0;
    for (ProcessHandle h : victims) {
      if (h.isAlive() && h.destroyForcibly()) {
        killed++;
      }
    }
    return killed;
  }

  /** The processes whose session id (field 6 of their stat) is {@code sid}, other than it. */
  private static List<ProcessHandle> sessionMembers(long sid) {
    List<ProcessHandle> members = new ArrayList<>();
    try (Stream<Path> procs = Files.list(Paths.get("/proc"))) {
      procs
          .map(p -> p.getFileName().toString())
          .filter(name -> name.chars().allMatch(Character::isDigit))
          .forEach(
              pid -> {
                String stat = read("/proc/" + pid + "/stat");
                if (stat != null && Long.parseLong(pid) != sid) {
                  String[] f = fieldsAfterName(stat);
                  if (Long.parseLong(f[3]) == sid) {
                    ProcessHandle.of(Long.parseLong(pid)).ifPresent(members::add);
                  }
                }
              });
    } catch (IOException e) {
      // the handles already known still get killed
    }
    return members;
  }

  private static String read(String path) {
    try {
      return new String(Files.readAllBytes(Paths.get(path)), StandardCharsets.US_ASCII);
    } catch (IOException e) {
      return null; // the process is gone
    }
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

  private static long ticksToMs(long ticks) {
    return ticks * 1000 / ClockTicks.PER_SECOND;
  }

  private static Path firstExecutable(String... paths) {
    for (String p : paths) {
      if (Files.isExecutable(Paths.get(p))) {
        return Paths.get(p);
      }
    }
    return null;
  }

  /** The kernel's clock ticks per second, the unit of {@code /proc} CPU times. */
  private static final class ClockTicks {
    static final long PER_SECOND = ask();

    private static long ask() {
      try {
        Process p = new ProcessBuilder("getconf", "CLK_TCK").redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.US_ASCII);
        if (p.waitFor() == 0) {
          return Long.parseLong(out.trim());
        }
      } catch (IOException | NumberFormatException e) {
        // the usual value below
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      return 100; // USER_HZ on every common Linux
    }
  }
}
