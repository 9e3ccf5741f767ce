package io.github.fastio.contest.judge;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.stream.Stream;

/** Programs written to earn one verdict each, and small test folders, for the judge tests. */
final class Programs {
  private Programs() {}

  /** Sums n longs with fastio: the right answer. */
  static final String SUM =
      """
      import io.github.fastio.FastReader;
      import io.github.fastio.FastWriter;

      public class Main {
        public static void main(String[] args) {
          FastReader in = new FastReader(System.in);
          FastWriter out = FastWriter.stdout();
          int n = in.nextInt();
          long sum = 0;
          for (int i = 0; i < n; i++) {
            sum += in.nextLong();
          }
          out.println(sum);
          out.flush();
        }
      }
      """;

  /** Off by one on every answer. */
  static final String SUM_PLUS_ONE = SUM.replace("out.println(sum)", "out.println(sum + 1)");

  static final String BUSY_LOOP =
      """
      public class Main {
        static volatile long sink;

        public static void main(String[] args) {
          for (long i = 0; ; i++) {
            sink = i;
          }
        }
      }
      """;

  static final String SLEEPS =
      """
      public class Main {
        public static void main(String[] args) throws Exception {
          Thread.sleep(600_000);
        }
      }
      """;

  static final String THROWS =
      """
      public class Main {
        public static void main(String[] args) {
          int[] a = new int[2];
          System.out.println(a[args.length + 5]);
        }
      }
      """;

  static final String EXITS_3 =
      """
      public class Main {
        public static void main(String[] args) {
          System.out.println(6);
          System.exit(3);
        }
      }
      """;

  /** Keeps allocating 8 MB blocks until the heap (the memory limit) is full. */
  static final String HOGS_MEMORY =
      """
      import java.util.ArrayList;
      import java.util.List;

      public class Main {
        public static void main(String[] args) {
          List<long[]> kept = new ArrayList<>();
          while (true) {
            kept.add(new long[1 << 20]);
          }
        }
      }
      """;

  /** Writes 64 KiB blocks to standard output for ever. */
  static final String FLOODS =
      """
      import java.util.Arrays;

      public class Main {
        public static void main(String[] args) {
          byte[] block = new byte[1 << 16];
          Arrays.fill(block, (byte) '7');
          while (true) {
            System.out.write(block, 0, block.length);
          }
        }
      }
      """;

  /** Starts a child process that would run for 10 minutes, and exits at once. */
  static final String LEAVES_A_CHILD =
      """
      public class Main {
        public static void main(String[] args) throws Exception {
          new ProcessBuilder("sleep", "%s").start();
          System.out.println(6);
        }
      }
      """;

  /**
   * Two threads spin for {@code %d} ms of CPU each (as the JVM itself measures them), then the
   * program writes the CPU time of its whole process, read from /proc/self/stat just before it
   * ends, to the file {@code %s}.
   */
  static final String TWO_THREADS_SPIN =
      """
      import java.lang.management.ManagementFactory;
      import java.nio.file.Files;
      import java.nio.file.Paths;

      public class Main {
        static void spin(long ms) {
          long end = ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() + ms * 1_000_000;
          long x = 0;
          while (ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() < end) {
            x++;
          }
          if (x == 42) {
            System.out.print("");
          }
        }

        public static void main(String[] args) throws Exception {
          Thread other = new Thread(() -> spin(%d));
          other.start();
          spin(%d);
          other.join();
          System.out.println(6);
          String stat = new String(Files.readAllBytes(Paths.get("/proc/self/stat")));
          String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
          long ms = (Long.parseLong(f[11]) + Long.parseLong(f[12])) * 10;
          Files.write(Paths.get("%s"), Long.toString(ms).getBytes());
        }
      }
      """;

  /** Writes the sum tests into {@code dir}: "1" (1 2 3 = 6) and "2" (5 5 = 10). */
  static Path sumTests(Path dir) throws IOException {
    Files.createDirectories(dir);
    write(dir.resolve("1.in"), "3\n1 2 3\n");
    write(dir.resolve("1.out"), "6\n");
    write(dir.resolve("2.in"), "2\n5 5\n");
    write(dir.resolve("2.out"), "10\n");
    return dir;
  }

  /** A folder with one test whose input is 1 2 3 and answer 6. */
  static Path oneTest(Path dir) throws IOException {
    Files.createDirectories(dir);
    write(dir.resolve("1.in"), "3\n1 2 3\n");
    write(dir.resolve("1.out"), "6\n");
    return dir;
  }

  /**
   * Whether a process whose command line holds {@code tag} is running (not a zombie), after a
   * moment for a SIGKILL just sent to take effect.
   */
  static boolean running(String tag) throws Exception {
    for (int tries = 0; tries < 50; tries++) {
      if (!runningNow(tag)) {
        return false;
      }
      Thread.sleep(20);
    }
    return true;
  }

  private static boolean runningNow(String tag) throws IOException {
    try (Stream<Path> procs = Files.list(Paths.get("/proc"))) {
      return procs.anyMatch(
          p -> {
            try {
              String cmd =
                  new String(Files.readAllBytes(p.resolve("cmdline")), StandardCharsets.UTF_8);
              String state =
                  new String(Files.readAllBytes(p.resolve("stat")), StandardCharsets.UTF_8);
              return cmd.contains(tag) && !state.contains(") Z ");
            } catch (IOException e) {
              return false;
            }
          });
    }
  }

  /**
   * Runs the shell script {@code hostile/NAME} of the test resources as the solution of one test,
   * named {@code t}, whose answer is 6, in {@code tmp} (its output: {@code
   * tmp/work/run-1-t/output}).
   */
  static Runner.Outcome runScript(Path tmp, String name, Runner.Limits limits, String input)
      throws Exception {
    return runScript(tmp, name, limits, input, null);
  }

  /** The same, with the shell command {@code interactor} (or null) as the test's interactor. */
  static Runner.Outcome runScript(
      Path tmp, String name, Runner.Limits limits, String input, String interactor)
      throws Exception {
    Path script = Paths.get(Programs.class.getResource("hostile/" + name).toURI());
    Program solution = Program.command("sh " + script, tmp, null, null);
    Path in = write(tmp.resolve("t.in"), input);
    Path answer = write(tmp.resolve("t.out"), "6\n");
    Runner runner =
        new Runner(
            solution,
            interactor == null ? null : Program.command(interactor, tmp, null, null),
            Checker.parse("exact", List.of()),
            limits,
            Files.createDirectories(tmp.resolve("work")),
            false);
    return runner.run(new TestCase("t", in, answer), 1);
  }

  static Path write(Path file, String text) throws IOException {
    Files.createDirectories(file.toAbsolutePath().getParent());
    Files.write(file, text.getBytes(StandardCharsets.UTF_8));
    return file;
  }
}
