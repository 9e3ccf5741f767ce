package io.github.fastio.contest.judge;

import io.github.fastio.cli.Version;
import io.github.fastio.contest.UserException;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code fastio judge}: a local judge with verdicts, limits and interactive problems. */
@Command(
    name = "judge",
    mixinStandardHelpOptions = true,
    versionProvider = Version.class,
    sortOptions = false,
    description = {
      "Compiles the solution with fastio's core classes on its class path (as after bundling), runs"
          + " it on every test in a folder and prints a table: verdict, CPU time of every"
          + " process it started (all JVM threads, JIT and GC included, children, and orphans"
          + " that left its session; all killed at its end), wall time, peak resident memory.",
      "Verdicts: AC, WA (first differing line and token), TLE (CPU time over the limit, or wall"
          + " time over its bound), MLE (peak resident memory over the limit, or an"
          + " OutOfMemoryError), OLE (more output than --output-limit, stopped there), RE"
          + " (exception, exit code or signal); with an interactor also ILE"
          + " (idleness: waited until the bound, as a solution that does not flush does), PE and"
          + " FAIL; OK for a test without an answer file that ran within the limits.",
      "Tests: NAME.in with NAME.out or NAME.ans, or NAME with NAME.a.",
      "CPU time and memory come from /proc (Linux); elsewhere the time column is wall time and"
          + " memory is not measured, and the output says so."
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:every test AC (or OK)",
      "1:a test was not, or the solution does not compile",
      "2:bad arguments"
    })
public final class JudgeCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(
      paramLabel = "SOLUTION",
      description = "Main.java (compiled here), a runnable jar, or a .class file.")
  Path solution;

  @Option(
      names = "--tests",
      required = true,
      paramLabel = "DIR",
      description = "The folder of tests.")
  Path tests;

  @Option(
      names = "--time-limit",
      paramLabel = "T",
      defaultValue = "2s",
      converter = Units.Millis.class,
      description = "CPU time allowed per test: 2s, 1.5s, 500ms (default: ${DEFAULT-VALUE}).")
  long timeLimitMs;

  @Option(
      names = "--memory-limit",
      paramLabel = "M",
      defaultValue = "256m",
      converter = Units.KiB.class,
      description =
          "Peak resident memory allowed, and the JVM's -Xmx: 256m, 1g (default: ${DEFAULT-VALUE}).")
  long memoryLimitKb;

  @Option(
      names = "--output-limit",
      paramLabel = "M",
      defaultValue = "256m",
      converter = Units.KiB.class,
      description =
          "What a run may write, standard output and error together: 64m, 1g (default:"
              + " ${DEFAULT-VALUE}). Past it the run is stopped at once, as OLE.")
  long outputLimitKb;

  @Option(
      names = "--wall-limit",
      paramLabel = "T",
      converter = Units.Millis.class,
      description =
          "Wall time after which a run that sleeps or waits is stopped (default: twice the time"
              + " limit plus 1 s, more when --jobs exceeds the cores).")
  Long wallLimitMs;

  @Option(
      names = "--checker",
      paramLabel = "C",
      defaultValue = "exact",
      description =
          "exact (the same lines; trailing blanks and final empty lines do not count), tokens"
              + " (the same whitespace-separated tokens), float:E (tokens; numbers within"
              + " absolute or relative error E, as in float:1e-6), or a command run as"
              + " 'C input output answer' that exits 0 for AC, 1 WA, 2 PE (testlib's checkers;"
              + " a Checker.java is compiled first).")
  String checkerSpec;

  @Option(
      names = "--interactor",
      paramLabel = "I",
      description =
          "Judge an interactive problem: I (Judge.java, compiled here, or a command) runs as"
              + " 'I input output [answer]' with its standard input and output joined to the"
              + " solution's; its exit code is the verdict: 0 AC, 1 WA, 2 PE, 3 FAIL (testlib's).")
  String interactorSpec;

  @Option(
      names = "--transcript",
      paramLabel = "FILE",
      description =
          "With --interactor: write the exchanges, '>' the solution's lines, '<' the"
              + " interactor's.")
  Path transcriptFile;

  @Option(
      names = "--jobs",
      paramLabel = "N",
      defaultValue = "1",
      description =
          "Run N tests at once. CPU time is counted by the kernel per process, so waiting for a"
              + " core does not add to it; wall time does, and the wall bound grows to match."
              + " Tests judged TLE or within 20%% of the time limit are run again alone, and"
              + " that run decides (marked 'run again alone').")
  int jobs;

  @Option(
      names = "--java",
      paramLabel = "PATH",
      description = "The java to run solutions with, or its JDK folder (default: this tool's).")
  Path java;

  @Option(
      names = "--release",
      paramLabel = "N",
      description = "Compile the solution with javac --release N, as a judge running Java N would.")
  Integer release;

  @Option(
      names = "--java-option",
      paramLabel = "OPT",
      description =
          "Another JVM option for the solution (repeatable). The JVM always gets -Xmx (the memory"
              + " limit), -Xss64m, -XX:+UseSerialGC and -DONLINE_JUDGE=true.")
  List<String> javaOptions = new ArrayList<>();

  /** Called by picocli. */
  public JudgeCommand() {}

  @Override
  public Integer call() throws UserException, IOException, InterruptedException {
    PrintWriter out = spec.commandLine().getOut();
    validate();
    long wall = wallBound();
    Runner.Limits limits =
        new Runner.Limits(timeLimitMs, wall, memoryLimitKb, outputLimitKb * 1024);
    List<TestCase> cases = TestCase.find(tests);
    Path work = Files.createTempDirectory("fastio-judge");
    try {
      Path core = Program.coreClasses(work);
      Path javaExe = javaExecutable();
      long compileStart = System.nanoTime();
      Program program =
          Program.java(
              solution,
              Files.createDirectories(work.resolve("solution")),
              core,
              new Program.Jvm(javaExe, release, solutionOptions()));
      long compileMs = (System.nanoTime() - compileStart) / 1_000_000;
      Program interactor =
          interactorSpec == null ? null : helper(interactorSpec, "interactor", work, core, javaExe);
      Checker checker =
          Checker.parse(
              checkerSpec,
              Checker.isBuiltIn(checkerSpec)
                  ? List.of()
                  : helper(checkerSpec, "checker", work, core, javaExe).command);
      Runner runner =
          new Runner(program, interactor, checker, limits, work, transcriptFile != null);
      printSetting(
          out,
          cases.size(),
          wall,
          interactor == null ? "checker " + checker.describe() : "interactor " + interactorSpec);
      List<Runner.Outcome> outcomes = runAll(runner, cases, out);
      if (transcriptFile != null) {
        writeTranscript(outcomes);
      }
      summary(out, outcomes, compileMs);
      return outcomes.stream().allMatch(o -> o.verdict.passes()) ? 0 : 1;
    } finally {
      deleteTree(work);
    }
  }

  /** The wall-time bound: --wall-limit, else twice the CPU limit and a second, per wave of jobs. */
  private long wallBound() {
    if (wallLimitMs != null) {
      return wallLimitMs;
    }
    int cores = Runtime.getRuntime().availableProcessors();
    return (2 * timeLimitMs + 1000) * Math.max(1, (jobs + cores - 1) / cores);
  }

  /**
   * A program the judge runs beside the solution (the interactor, a checker command): a command
   * line, or a {@code .java} file compiled into the folder {@code name} of {@code work}.
   */
  private static Program helper(String spec, String name, Path work, Path core, Path javaExe)
      throws UserException, IOException {
    return Program.command(
        spec,
        Files.createDirectories(work.resolve(name)),
        core,
        new Program.Jvm(javaExe, null, List.of()));
  }

  /** The solution's JVM options: a judge's usual ones, then the user's. */
  private List<String> solutionOptions() {
    List<String> options = new ArrayList<>();
    options.add("-Xmx" + (memoryLimitKb / 1024) + "m");
    options.add("-Xss64m");
    options.add("-XX:+UseSerialGC");
    options.add("-DONLINE_JUDGE=true");
    options.addAll(javaOptions);
    return options;
  }

  /** The judge's first lines: what it runs, on what, under which limits, judged by what. */
  private void printSetting(PrintWriter out, int count, long wall, String judgedBy) {
    out.printf(
        Locale.ROOT,
        "fastio judge: %s on %d test%s in %s: time limit %s of CPU (wall bound %s), memory"
            + " limit %d MiB, %s%n",
        solution.getFileName(),
        count,
        count == 1 ? "" : "s",
        tests,
        Units.seconds(timeLimitMs),
        Units.seconds(wall),
        memoryLimitKb / 1024,
        judgedBy);
    if (!ProcessTree.CPU_MEASURED) {
      out.println(
          "fastio judge: no /proc or no bash on this system: the cpu column is wall time and"
              + " memory is not measured");
    }
    out.flush();
  }

  private void validate() {
    if (!Files.isRegularFile(solution)) {
      throw new ParameterException(spec.commandLine(), "no such file: " + solution);
    }
    if (jobs < 1) {
      throw new ParameterException(spec.commandLine(), "--jobs must be at least 1");
    }
    if (transcriptFile != null && interactorSpec == null) {
      throw new ParameterException(spec.commandLine(), "--transcript needs --interactor");
    }
    if (!io.github.fastio.contest.Javac.isSupportedRelease(release)) {
      throw new ParameterException(
          spec.commandLine(),
          "--release "
              + release
              + ": this JDK's javac offers 8 to "
              + io.github.fastio.contest.Javac.newestRelease());
    }
    try {
      Checker.parse(checkerSpec, List.of());
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage());
    }
  }

  private Path javaExecutable() throws UserException {
    Path exe =
        java == null
            ? Paths.get(System.getProperty("java.home"), "bin", "java")
            : Files.isDirectory(java) ? java.resolve("bin").resolve("java") : java;
    if (!Files.isExecutable(exe)) {
      throw new UserException("--java " + java + ": no java there");
    }
    return exe;
  }

  private List<Runner.Outcome> runAll(Runner runner, List<TestCase> cases, PrintWriter out)
      throws IOException, InterruptedException {
    Table table = new Table(out, cases);
    List<Runner.Outcome> outcomes = new ArrayList<>();
    if (jobs == 1) {
      for (TestCase t : cases) {
        Runner.Outcome o = runner.run(t, 0);
        outcomes.add(o);
        table.row(o);
      }
      return outcomes;
    }
    ExecutorService pool = Executors.newFixedThreadPool(jobs);
    try {
      List<Future<Runner.Outcome>> futures = new ArrayList<>();
      for (TestCase t : cases) {
        futures.add(pool.submit(() -> runner.run(t, 0)));
      }
      for (Future<Runner.Outcome> f : futures) {
        outcomes.add(get(f));
      }
    } finally {
      pool.shutdownNow();
    }
    // Near the limit, a test shares no core with another: its own run decides.
    for (int i = 0; i < outcomes.size(); i++) {
      Runner.Outcome o = outcomes.get(i);
      if (o.verdict == Verdict.TLE || o.cpuMs * 5 > timeLimitMs * 4) {
        Runner.Outcome again = runner.run(o.test, 1);
        again.alone = true;
        outcomes.set(i, again);
      }
    }
    for (Runner.Outcome o : outcomes) {
      table.row(o);
    }
    return outcomes;
  }

  private static Runner.Outcome get(Future<Runner.Outcome> f)
      throws IOException, InterruptedException {
    try {
      return f.get();
    } catch (ExecutionException e) {
      if (e.getCause() instanceof IOException) {
        throw (IOException) e.getCause();
      }
      if (e.getCause() instanceof RuntimeException) {
        throw (RuntimeException) e.getCause();
      }
      throw new IllegalStateException(e.getCause());
    }
  }

  private void writeTranscript(List<Runner.Outcome> outcomes) throws IOException {
    StringBuilder text = new StringBuilder();
    for (Runner.Outcome o : outcomes) {
      text.append("# test ")
          .append(o.test.name)
          .append(": ")
          .append(o.verdict)
          .append(" ('>' the solution wrote, '<' the interactor wrote)\n");
      text.append(o.transcript == null ? "" : o.transcript);
    }
    Path parent = transcriptFile.toAbsolutePath().getParent();
    if (parent != null) {
      Files.createDirectories(parent);
    }
    Files.write(transcriptFile, text.toString().getBytes(StandardCharsets.UTF_8));
  }

  private void summary(PrintWriter out, List<Runner.Outcome> outcomes, long compileMs) {
    Map<Verdict, Integer> counts = new EnumMap<>(Verdict.class);
    long overhead = 0;
    for (Runner.Outcome o : outcomes) {
      counts.merge(o.verdict, 1, Integer::sum);
      overhead += o.overheadMs;
    }
    StringBuilder line = new StringBuilder();
    counts.forEach(
        (v, n) -> line.append(line.length() == 0 ? "" : ", ").append(n).append(' ').append(v));
    out.printf(
        Locale.ROOT,
        "%d test%s: %s. Compiled in %d ms; the judge's own time %d ms a test (wall time around"
            + " each run less the run's).%n",
        outcomes.size(),
        outcomes.size() == 1 ? "" : "s",
        line,
        compileMs,
        outcomes.isEmpty() ? 0 : overhead / outcomes.size());
    out.flush();
  }

  /** The table of outcomes, its columns as wide as the longest test name. */
  private static final class Table {
    private final PrintWriter out;
    private final int nameWidth;

    Table(PrintWriter out, List<TestCase> cases) {
      this.out = out;
      this.nameWidth =
          Math.max(
              4, cases.stream().map(t -> t.name.length()).max(Comparator.naturalOrder()).get());
      out.printf(
          Locale.ROOT,
          "%-" + nameWidth + "s  %-7s %7s %8s %7s  %s%n",
          "test",
          "verdict",
          "cpu ms",
          "wall ms",
          "mem MiB",
          "detail");
    }

    void row(Runner.Outcome o) {
      String detail = (o.alone ? "(run again alone) " : "") + o.detail;
      out.printf(
          Locale.ROOT,
          "%-" + nameWidth + "s  %-7s %7d %8d %7s" + (detail.isEmpty() ? "%s" : "  %s") + "%n",
          o.test.name,
          o.verdict,
          o.cpuMs,
          o.wallMs,
          o.peakKb < 0 ? "-" : String.format(Locale.ROOT, "%.1f", o.peakKb / 1024.0),
          detail);
      out.flush();
    }
  }

  private static void deleteTree(Path dir) throws IOException {
    if (!Files.exists(dir)) {
      return;
    }
    try (Stream<Path> walk = Files.walk(dir)) {
      for (Path p : (Iterable<Path>) walk.sorted(Comparator.reverseOrder())::iterator) {
        Files.deleteIfExists(p);
      }
    }
  }
}
