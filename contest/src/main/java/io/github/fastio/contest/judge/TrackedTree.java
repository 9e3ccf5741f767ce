package io.github.fastio.contest.judge;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Every process a run started, found and measured through {@code /proc} (Linux): the CPU time of
 * all of them and their peak memory, and a way to kill them all, whatever they did to their session
 * or process group.
 *
 * <p>A process belongs to the run when its parent does, when it is in the root's session, or when
 * its environment carries the run's marker ({@link #MARKER}={@code id}), which every process the
 * run starts inherits: a grandchild that left with {@code setsid -f} or a double fork, re-parented
 * to init, still carries it. Each {@link #sample} lists {@code /proc}, adds the processes that
 * belong, and reads the {@code stat} of those alive; a process once seen stays a member after it
 * ends.
 *
 * <p>CPU time is counted where the kernel keeps it: a live process's own time ({@code utime +
 * stime}) plus what it collected from the children it waited for ({@code cutime + cstime}); a
 * process that ended counts as at its last sample, unless a member still alive (its parent, or the
 * parent's parent when both ended together) waited for it and so holds its time already. The root's
 * collected time comes at the end from its own report ({@link #finish}, to the millisecond): the
 * program's last moments included. A process that both leaves the session and clears its
 * environment within one sample of being started escapes; so does the CPU time of an orphan that
 * ends within a sample (a {@link Cgroup}, where the judge may make one, holds both).
 */
final class TrackedTree {
  /** The environment variable that marks the processes of a run. */
  static final String MARKER = "FASTIO_JUDGE_RUN";

  /** What the tree knows of one process. */
  private static final class Member {
    final long pid;
    final long startTicks;
    final ProcessHandle handle;
    long parent;
    long ownTicks;
    long collectedTicks;
    long peakKb;
    boolean alive = true;

    /** Once ended: whether a member that was alive then waited for it (its time is there). */
    boolean absorbed;

    Member(long pid, long startTicks, ProcessHandle handle) {
      this.pid = pid;
      this.startTicks = startTicks;
      this.handle = handle;
    }
  }

  private final long rootPid;
  private final byte[] marker;
  private final Map<Long, Member> members = new LinkedHashMap<>();

  /**
   * Processes seen not to belong, by pid, as long as {@code /proc} lists them (so that a pid used
   * again after a listing without it is looked at again).
   */
  private final Set<Long> strangers = new HashSet<>();

  private long cpuNanos;
  private long peakKb;

  /** What the root reported at the end it collected, in nanoseconds; -1 before. */
  private long rootReportedNanos = -1;

  /**
   * Tracks the processes of the run whose first process is {@code root}, started with {@link
   * #MARKER}={@code id} in its environment.
   */
  TrackedTree(ProcessHandle root, String id) {
    this.rootPid = root.pid();
    this.marker = (MARKER + "=" + id + "\0").getBytes(StandardCharsets.UTF_8);
    String[] f = fields(rootPid);
    Member m = new Member(rootPid, f == null ? 0 : Long.parseLong(f[19]), root);
    members.put(rootPid, m);
  }

  /**
   * The CPU time of the whole run so far in nanoseconds (samples to the kernel's clock tick, the
   * root's report to the millisecond): the largest total found.
   */
  long cpuNanos() {
    return cpuNanos;
  }

  /** The peak resident memory in KiB: the largest sum of the members' {@code VmHWM} sampled. */
  long peakKb() {
    return peakKb;
  }

  /** Finds new members, reads every live one, and updates the CPU time and peak memory. */
  void sample() {
    discover();
    long memory = 0;
    List<Member> ended = new ArrayList<>();
    for (Member m : members.values()) {
      if (!m.alive) {
        continue;
      }
      String[] f = fields(m.pid);
      if (f == null || Long.parseLong(f[19]) != m.startTicks) {
        m.alive = false;
        ended.add(m);
        continue;
      }
      m.parent = Long.parseLong(f[1]);
      m.ownTicks = Long.parseLong(f[11]) + Long.parseLong(f[12]);
      m.collectedTicks = Long.parseLong(f[13]) + Long.parseLong(f[14]);
      if (m.pid != rootPid) { // the root is the judge's small shell, not the program
        String status = read("/proc/" + m.pid + "/status");
        m.peakKb = status == null ? m.peakKb : ProcessTree.statusKb(status, "VmHWM:");
        memory += m.peakKb;
      }
    }
    for (Member m : ended) {
      m.absorbed = waitedForInside(m);
    }
    peakKb = Math.max(peakKb, memory);
    total();
  }

  /**
   * The end of the run: the root has ended and reported what it collected from the children it
   * waited for (the program), in nanoseconds; the total counts that in place of its last sample.
   */
  void finish(long rootCollectedNanos) {
    rootReportedNanos = rootCollectedNanos;
    total();
  }

  /**
   * Kills every member still running, other than the root, until a fresh look finds none (a process
   * that forks as it is killed is found again).
   *
   * @return how many were killed
   */
  int killAll() {
    Set<Long> killed = new HashSet<>();
    for (int round = 0; round < 50; round++) {
      discover();
      boolean more = false;
      for (Member m : members.values()) {
        if (m.pid != rootPid && isRunning(m) && m.handle.destroyForcibly()) {
          more |= killed.add(m.pid);
        }
      }
      if (!more) {
        break;
      }
    }
    return killed.size();
  }

  /** Whether {@code m} is still the process it was and is not a zombie (which no signal ends). */
  private static boolean isRunning(Member m) {
    String[] f = fields(m.pid);
    return f != null && Long.parseLong(f[19]) == m.startTicks && !f[0].equals("Z");
  }

  private void total() {
    long ticks = 0;
    long rootNanos = 0;
    for (Member m : members.values()) {
      if (m.pid == rootPid) {
        // the shell's own few ticks are not the program's
        rootNanos = Math.max(toNanos(m.collectedTicks), rootReportedNanos);
      } else if (m.alive || !m.absorbed) {
        ticks += m.ownTicks + m.collectedTicks;
      }
    }
    cpuNanos = Math.max(cpuNanos, toNanos(ticks) + rootNanos);
  }

  private static long toNanos(long ticks) {
    return ticks * 1_000_000_000L / ClockTicks.PER_SECOND;
  }

  /**
   * Whether an ended member's time went to a member that waited for it: its parent at its last
   * sample, alive now, or the root (which reports at the end), or, where the parent ended too, the
   * same asked of the parent.
   */
  private boolean waitedForInside(Member ended) {
    Member m = ended;
    for (int depth = 0; depth <= members.size(); depth++) {
      Member parent = members.get(m.parent);
      if (parent == null) {
        return false; // re-parented outside the run (init): it waited, not the run
      }
      if (parent.alive || parent.pid == rootPid) {
        return true;
      }
      m = parent;
    }
    return false;
  }

  /** Adds the processes of {@code /proc} that belong to the run and were not known yet. */
  private void discover() {
    Map<Long, String[]> unknown = new LinkedHashMap<>();
    Set<Long> listed = new HashSet<>();
    String[] names = new File("/proc").list();
    if (names == null) {
      return; // the members known still get sampled and killed
    }
    for (String name : names) {
      if (name.isEmpty() || name.charAt(0) < '0' || name.charAt(0) > '9') {
        continue;
      }
      long pid = Long.parseLong(name);
      listed.add(pid);
      Member known = members.get(pid);
      if ((known == null || !known.alive) && !strangers.contains(pid)) {
        String[] f = fields(pid);
        if (f != null && (known == null || Long.parseLong(f[19]) != known.startTicks)) {
          unknown.put(pid, f);
        }
      }
    }
    strangers.retainAll(listed);
    // A child of a process found in this pass may come before it: repeat until none joins.
    boolean joined = true;
    while (joined) {
      joined = false;
      for (var it = unknown.entrySet().iterator(); it.hasNext(); ) {
        var e = it.next();
        String[] f = e.getValue();
        Member parent = members.get(Long.parseLong(f[1]));
        boolean child = parent != null && parent.alive;
        if (child || Long.parseLong(f[3]) == rootPid) {
          join(e.getKey(), f);
          it.remove();
          joined = true;
        }
      }
    }
    for (var e : unknown.entrySet()) {
      if (carriesMarker(e.getKey())) {
        join(e.getKey(), e.getValue());
      } else {
        strangers.add(e.getKey());
      }
    }
  }

  private void join(long pid, String[] f) {
    Optional<ProcessHandle> h = ProcessHandle.of(pid);
    if (h.isEmpty()) {
      return; // gone already
    }
    Member m = new Member(pid, Long.parseLong(f[19]), h.get());
    m.parent = Long.parseLong(f[1]);
    m.ownTicks = Long.parseLong(f[11]) + Long.parseLong(f[12]);
    m.collectedTicks = Long.parseLong(f[13]) + Long.parseLong(f[14]);
    members.put(pid, m);
  }

  private boolean carriesMarker(long pid) {
    try {
      byte[] env = Files.readAllBytes(Paths.get("/proc/" + pid + "/environ"));
      outer:
      for (int i = 0; i + marker.length <= env.length; i++) {
        if (i > 0 && env[i - 1] != 0) {
          continue; // not the start of a variable
        }
        for (int j = 0; j < marker.length; j++) {
          if (env[i + j] != marker[j]) {
            continue outer;
          }
        }
        return true;
      }
      return false;
    } catch (IOException e) {
      return false; // gone, or not ours to read
    }
  }

  /** The fields of {@code /proc/PID/stat} after the name (index 0 is field 3), or null if gone. */
  private static String[] fields(long pid) {
    String stat = read("/proc/" + pid + "/stat");
    return stat == null ? null : ProcessTree.fieldsAfterName(stat);
  }

  private static String read(String path) {
    try {
      return new String(Files.readAllBytes(Paths.get(path)), StandardCharsets.US_ASCII);
    } catch (IOException e) {
      return null; // the process is gone
    }
  }

  /** The kernel's clock ticks per second, the unit of {@code /proc} CPU times. */
  static final class ClockTicks {
    static final long PER_SECOND = ask();

    private ClockTicks() {}

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
