package io.github.fastio.contest.judge;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;

/**
 * A cgroup (version 2) of a run's own, where the machine lets the judge make one: every process the
 * run starts is in it, whatever it does to its session, its process group or its environment, and
 * the kernel counts their CPU time there, the processes that ended included ({@code cpu.stat}'s
 * {@code usage_usec}), and kills them all at once ({@code cgroup.kill}). The run's first process
 * joins it by writing its own pid into {@link #procs} before it starts the program.
 */
final class Cgroup {
  private final Path dir;

  private Cgroup(Path dir) {
    this.dir = dir;
  }

  /**
   * A new cgroup named for the run {@code id}, below the judge's own, or null where none can be.
   */
  static Cgroup create(String id) {
    Path own = ownDirectory();
    if (own == null) {
      return null;
    }
    try {
      return new Cgroup(Files.createDirectory(own.resolve("fastio-judge-" + id)));
    } catch (IOException | UnsupportedOperationException e) {
      return null; // not writable here (a container, no rights): the tracked tree alone
    }
  }

  /** The judge's own cgroup in the version 2 hierarchy, or null where there is none. */
  private static Path ownDirectory() {
    try {
      String mount = null;
      for (String line : Files.readAllLines(Paths.get("/proc/self/mountinfo"))) {
        int dash = line.indexOf(" - ");
        if (dash > 0 && line.startsWith("cgroup2 ", dash + 3)) {
          mount = line.split(" ")[4];
          break;
        }
      }
      if (mount == null) {
        return null;
      }
      for (String line : Files.readAllLines(Paths.get("/proc/self/cgroup"))) {
        if (line.startsWith("0::")) {
          Path own = Paths.get(mount, line.substring(3));
          return Files.isWritable(own) ? own : null;
        }
      }
    } catch (IOException e) {
      // no /proc: no cgroup
    }
    return null;
  }

  /** The file a process writes its pid into to join. */
  Path procs() {
    return dir.resolve("cgroup.procs");
  }

  /** The CPU time of every process that was in it, in nanoseconds; 0 if it cannot be read. */
  long cpuNanos() {
    try {
      for (String line : Files.readAllLines(dir.resolve("cpu.stat"))) {
        if (line.startsWith("usage_usec ")) {
          return Long.parseLong(line.substring("usage_usec ".length()).trim()) * 1000;
        }
      }
    } catch (IOException | NumberFormatException e) {
      // removed, or not readable: the tracked tree's figure stands
    }
    return 0;
  }

  /**
   * Kills every process in it but {@code spare} (the judge's shell, which reports once its program
   * is gone), and waits until they are gone.
   *
   * @return how many there were
   */
  int killAllBut(long spare) {
    int killed = 0;
    for (int round = 0; round < 100; round++) {
      List<String> pids = members();
      pids.remove(Long.toString(spare));
      if (pids.isEmpty()) {
        break;
      }
      for (String pid : pids) {
        if (ProcessHandle.of(Long.parseLong(pid)).map(ProcessHandle::destroyForcibly).orElse(false)
            && round == 0) {
          killed++;
        }
      }
      pause();
    }
    return killed;
  }

  /** Kills whatever is left in it and removes it; a cgroup that will not empty is left. */
  void remove() {
    try {
      Files.write(dir.resolve("cgroup.kill"), "1".getBytes(StandardCharsets.US_ASCII));
    } catch (IOException e) {
      killAllBut(-1); // a kernel before 5.14: one by one
    }
    for (int tries = 0; tries < 100; tries++) {
      try {
        Files.delete(dir);
        return;
      } catch (IOException e) {
        pause(); // its last processes are still leaving
      }
    }
  }

  private List<String> members() {
    try {
      return new java.util.ArrayList<>(Files.readAllLines(procs()));
    } catch (IOException e) {
      return new java.util.ArrayList<>();
    }
  }

  private static void pause() {
    try {
      Thread.sleep(10);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
