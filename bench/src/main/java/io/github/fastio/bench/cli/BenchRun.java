package io.github.fastio.bench.cli;

import io.github.fastio.bench.Main;
import io.github.fastio.bench.NumType;
import io.github.fastio.bench.Programs;
import io.github.fastio.bench.RunResult;
import io.github.fastio.bench.Shape;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Runs the experiment: for each size (smallest first) it writes the input, then runs every row
 * {@code repeat} times as a child process, in an order rotated from one repetition to the next so
 * that no program always runs first or right after a heavy one. Each run is checked at once
 * (writers and round trips byte for byte against the JDK's file, readers by checksum, a+b against
 * the JDK's answers). After a size, peers whose I/O work would pass the budget at the next size are
 * skipped (fastio's methods never are). The a+b problem runs last, at its own size.
 */
final class BenchRun {
  /**
   * What to run.
   *
   * @param sizes counts of numbers for readers, writers and round trips, smallest first
   * @param rows the rows of each group, in report order
   * @param pairs the a+b problem's count of pairs
   * @param compiler g++ for the C++ a+b program, or null when there is none
   */
  record Config(
      List<Integer> sizes,
      int repeat,
      String javaExe,
      String classPath,
      NumType type,
      Path outDir,
      double budgetSeconds,
      Map<Group, List<Row>> rows,
      int pairs,
      Path compiler) {}

  /** Progress events, for the progress bar. */
  interface Listener {
    void planned(long runs);

    void running(String what);

    void done();
  }

  /** Scratch files of one child run: checked right after it, gone after each size. */
  private static final String OUTPUT = "output.txt";

  private static final String ERRORS = "stderr.txt";

  /** The method the report is about, in every group and shape. */
  static final String FASTIO = "fastio";

  private final Config config;
  private final Listener listener;
  private final Launcher launcher;
  private final Results results;
  private long planned;
  private Path aplusbBinary;
  private Path writerBinary;

  BenchRun(Config config, Listener listener) {
    this(config, listener, Launcher.find());
  }

  BenchRun(Config config, Listener listener, Launcher launcher) {
    this.config = config;
    this.listener = listener;
    this.launcher = launcher;
    this.results = new Results(config.type(), config.repeat(), config.budgetSeconds());
  }

  /** A row of a group, one child process per run. */
  private record Task(Group group, Row row) {}

  /** What a run's output must match. */
  private record Expected(Path file, long skip, long checksum) {}

  Results run() throws IOException, InterruptedException {
    Files.createDirectories(config.outDir());
    List<Task> numberTasks = new ArrayList<>();
    List<Task> aplusbTasks = new ArrayList<>();
    config
        .rows()
        .forEach(
            (g, rows) ->
                rows.forEach(r -> (g.numbers() ? numberTasks : aplusbTasks).add(new Task(g, r))));
    // Register every cell in report order, so skipped and failed rows still get their line.
    for (Task t : numberTasks) {
      results.sizes(t.group(), config.sizes());
      for (int size : config.sizes()) {
        results.cell(t.group(), t.row(), size);
      }
    }
    for (Task t : aplusbTasks) {
      results.sizes(Group.APLUSB, List.of(config.pairs()));
      results.cell(Group.APLUSB, t.row(), config.pairs());
    }
    planned =
        ((long) numberTasks.size() * config.sizes().size() + aplusbTasks.size()) * config.repeat();
    listener.planned(planned);
    if (!numberTasks.isEmpty()) {
      runNumbers(numberTasks);
    }
    if (!aplusbTasks.isEmpty()) {
      runAplusb(aplusbTasks);
    }
    if (results.java.equals("?")) {
      results.java = probeJava();
    }
    return results;
  }

  private void runNumbers(List<Task> tasks) throws IOException, InterruptedException {
    List<Task> active = new ArrayList<>(tasks);
    List<Integer> sizes = config.sizes();
    writerBinary =
        buildCpp(active, Group.WRITERS, sizes, CppAnchor.WRITER, "the C++ writers are skipped");
    for (int s = 0; s < sizes.size(); s++) {
      int size = sizes.get(s);
      Path input = config.outDir().resolve("input-" + config.type().label() + "-" + size + ".txt");
      listener.running("input " + Sizes.label(size));
      long checksum = InputFiles.write(config.type(), size, input);
      Expected expected = new Expected(input, Integer.toString(size).length() + 1, checksum);
      repeat(active, size, input, expected);
      Files.deleteIfExists(input);
      if (s + 1 < sizes.size()) {
        planned -= skipSlow(active, size, sizes.subList(s + 1, sizes.size()));
        listener.planned(planned);
      }
    }
  }

  private void runAplusb(List<Task> tasks) throws IOException, InterruptedException {
    int pairs = config.pairs();
    List<Task> active = new ArrayList<>(tasks);
    aplusbBinary =
        buildCpp(
            active,
            Group.APLUSB,
            List.of(pairs),
            CppAnchor.APLUSB,
            "the C++ a+b program is skipped");
    Path input = config.outDir().resolve("aplusb-input-" + pairs + ".txt");
    Path answers = config.outDir().resolve("aplusb-answers-" + pairs + ".txt");
    listener.running("a+b input " + Sizes.label(pairs));
    InputFiles.writeAplusb(pairs, input, answers);
    repeat(active, pairs, input, new Expected(answers, 0, 0));
    Files.deleteIfExists(input);
    Files.deleteIfExists(answers);
  }

  /**
   * Builds {@code program} once for the C++ rows among {@code active}; null when there are none.
   * When it cannot run, returns null and drops those rows from {@code active}, with their cells
   * marked at every size and (without g++) the note {@code what} under the table.
   */
  private Path buildCpp(
      List<Task> active, Group group, List<Integer> sizes, CppAnchor.Program program, String what)
      throws IOException, InterruptedException {
    List<Task> rows = active.stream().filter(t -> CppAnchor.isCpp(t.row().method())).toList();
    if (rows.isEmpty()) {
      return null;
    }
    Cell.Status status;
    String why;
    if (config.compiler() == null) {
      status = Cell.Status.SKIPPED;
      why = "skipped (no g++)";
      results.note(group, "g++ is not on the PATH: " + what);
    } else {
      listener.running("g++ -O2 " + program.source());
      try {
        return CppAnchor.build(config.compiler(), config.outDir(), program);
      } catch (CppAnchor.Unavailable e) {
        status = Cell.Status.FAILED;
        why = e.getMessage();
      }
    }
    for (Task t : rows) {
      for (int size : sizes) {
        results.cell(t.group(), t.row(), size).mark(status, why);
      }
    }
    active.removeAll(rows);
    planned -= (long) rows.size() * sizes.size() * config.repeat();
    listener.planned(planned);
    return null;
  }

  private void repeat(List<Task> active, int size, Path input, Expected expected)
      throws IOException, InterruptedException {
    for (int r = 0; r < config.repeat(); r++) {
      List<Task> order = new ArrayList<>(active);
      Collections.rotate(order, -(r * order.size() / config.repeat()));
      for (Task t : order) {
        Cell cell = results.cell(t.group(), t.row(), size);
        listener.running(t.row().label() + " " + t.group().kind + " " + Sizes.label(size));
        if (cell.status == Cell.Status.OK) {
          runOnce(t, size, input, expected, cell);
        }
        listener.done();
      }
    }
    Files.deleteIfExists(config.outDir().resolve(OUTPUT));
    Files.deleteIfExists(config.outDir().resolve(ERRORS));
  }

  /** Drops from {@code active} the rows predicted to exceed the budget; returns the runs saved. */
  private long skipSlow(List<Task> active, int size, List<Integer> larger) {
    long saved = 0;
    for (var it = active.iterator(); it.hasNext(); ) {
      Task t = it.next();
      Cell cell = results.cell(t.group(), t.row(), size);
      // A program that failed (a crash, or a time-out that cost minutes) is not run again larger.
      boolean failed = cell.status == Cell.Status.FAILED;
      if (failed || overBudget(t.row(), cell, size, larger.get(0), config.budgetSeconds())) {
        it.remove();
        String why =
            failed
                ? "skipped (failed at " + Sizes.label(size) + ")"
                : String.format(Locale.ROOT, "skipped (>%.0f s)", config.budgetSeconds());
        for (int bigger : larger) {
          results.cell(t.group(), t.row(), bigger).mark(Cell.Status.SKIPPED, why);
          saved += config.repeat();
        }
      }
    }
    return saved;
  }

  /**
   * The wall time of the I/O work predicted at {@code next} numbers from its median at {@code
   * size}: the work grows about linearly with the count. Only the time the program measured itself
   * is scaled, never the whole process's: JVM start-up (a fixed 50-100 ms) times a size ratio of
   * 100 would predict seconds for any program. NaN when the cell has no time of its own.
   */
  static double predictedWorkMs(Cell cell, int size, int next) {
    return cell.wallMs() * next / size;
  }

  /**
   * Whether a row is skipped at {@code next} numbers for passing the budget: never for fastio's
   * methods (the report is about them: every shape runs at every size), and never without a
   * prediction; otherwise when its predicted I/O work passes the budget.
   */
  static boolean overBudget(Row row, Cell cell, int size, int next, double budgetSeconds) {
    if (row.method().equals(FASTIO)) {
      return false;
    }
    double predicted = predictedWorkMs(cell, size, next);
    return !Double.isNaN(predicted) && predicted > budgetSeconds * 1000;
  }

  /** The command line of one run (before the timing wrapper). */
  List<String> command(Group group, Row row, int size) {
    if (CppAnchor.isCpp(row.method())) {
      if (group == Group.APLUSB) {
        return List.of(String.valueOf(aplusbBinary));
      }
      return List.of(
          String.valueOf(writerBinary), row.method().equals(CppAnchor.FLOOR) ? "copy" : "format");
    }
    List<String> command = new ArrayList<>(List.of(config.javaExe(), "-cp", config.classPath()));
    if (group == Group.APLUSB) {
      command.add(Programs.aplusbClass(row.method()));
    } else if (row.method().equals("empty")) {
      command.addAll(List.of(Main.class.getName(), "empty"));
    } else {
      command.addAll(Programs.command(group.kind, row.method(), row.shape(), config.type(), size));
    }
    return command;
  }

  private void runOnce(Task t, int size, Path input, Expected expected, Cell cell)
      throws IOException, InterruptedException {
    Path output = config.outDir().resolve(OUTPUT);
    Path errors = config.outDir().resolve(ERRORS);
    long limitSeconds = (long) Math.max(60, 6 * config.budgetSeconds());
    Launcher.Outcome outcome =
        launcher.run(command(t.group(), t.row(), size), input, output, errors, limitSeconds);
    if (outcome.timedOut()) {
      cell.mark(Cell.Status.FAILED, "timed out after " + limitSeconds + " s");
      return;
    }
    String stderr = Files.readString(errors, StandardCharsets.UTF_8);
    if (outcome.exitCode() != 0) {
      cell.mark(Cell.Status.FAILED, "exit " + outcome.exitCode() + ": " + firstProblem(stderr));
      return;
    }
    RunResult child = null;
    if (t.group().numbers()) {
      try {
        child = RunResult.parse(stderr);
      } catch (IllegalArgumentException e) {
        cell.mark(Cell.Status.FAILED, e.getMessage());
        return;
      }
      if (!CppAnchor.isCpp(t.row().method())) {
        results.java = child.java();
      }
    }
    String wrong =
        check(
            t.group(),
            t.row(),
            child,
            expected.file(),
            expected.skip(),
            output,
            expected.checksum());
    Files.deleteIfExists(output);
    if (wrong != null) {
      cell.mark(Cell.Status.WRONG, wrong);
      return;
    }
    cell.runs.add(new Cell.Run(child, outcome.times(), outcome.wallMs()));
  }

  /**
   * Why the run's result is wrong, or null when it matches the JDK: a reader's checksum must equal
   * {@code checksum}; any other output must equal {@code expected} from byte {@code skip} on (a
   * bulk program may write a space where the file has a line break).
   */
  static String check(
      Group group, Row row, RunResult result, Path expected, long skip, Path output, long checksum)
      throws IOException {
    if (group == Group.READERS) {
      return result.checksum() == checksum ? null : "checksum differs from the JDK's parse";
    }
    if (row.method().equals("empty")) {
      return null;
    }
    long offset = FileCompare.firstDifference(expected, skip, output, row.shape() == Shape.BULK);
    if (offset < 0) {
      return null;
    }
    return "output differs from the JDK's at byte "
        + offset
        + " (line "
        + FileCompare.lineAt(expected, skip, offset)
        + ")";
  }

  /** The JDK of the runs, from one empty program (when no program reported it). */
  private String probeJava() throws IOException, InterruptedException {
    Path empty = config.outDir().resolve("empty-input.txt");
    Path output = config.outDir().resolve(OUTPUT);
    Path errors = config.outDir().resolve(ERRORS);
    Files.write(empty, new byte[0]);
    try {
      List<String> command =
          List.of(config.javaExe(), "-cp", config.classPath(), Main.class.getName(), "empty");
      Launcher.Outcome outcome = launcher.run(command, empty, output, errors, 60);
      if (outcome.timedOut() || outcome.exitCode() != 0) {
        return "?";
      }
      return RunResult.parse(Files.readString(errors, StandardCharsets.UTF_8)).java();
    } catch (IllegalArgumentException e) {
      return "?";
    } finally {
      Files.deleteIfExists(empty);
      Files.deleteIfExists(output);
      Files.deleteIfExists(errors);
    }
  }

  /** The line of a child's standard error worth showing: its exception, or its last line. */
  static String firstProblem(String stderr) {
    String last = "no output";
    for (String line : stderr.lines().toList()) {
      String trimmed = line.trim();
      if (trimmed.startsWith("Exception") || trimmed.startsWith("Error")) {
        return shorten(trimmed);
      }
      if (!trimmed.isEmpty()) {
        last = trimmed;
      }
    }
    return shorten(last);
  }

  private static String shorten(String s) {
    return s.length() <= 160 ? s : s.substring(0, 157) + "...";
  }

  /**
   * The default rows of every group: for readers, writers and round trips every method of every
   * chosen shape (shapes in {@link Shape} order, round trips starting with the empty program, the
   * C++ writer and its floor after the writers of ints and longs); for a+b the three Java programs
   * and the C++ one.
   */
  static Map<Group, List<Row>> defaultRows(
      Collection<Group> groups, Collection<Shape> shapes, NumType type) {
    Map<Group, List<Row>> rows = new LinkedHashMap<>();
    for (Group g : groups) {
      List<Row> list = new ArrayList<>();
      if (g == Group.APLUSB) {
        for (String m : Programs.APLUSB_METHODS) {
          list.add(new Row(m, Shape.MAIN));
        }
        list.add(Row.of(CppAnchor.METHOD));
      } else {
        if (g == Group.ROUNDTRIP) {
          list.add(Row.of("empty"));
        }
        for (Shape shape : Shape.values()) {
          if (shapes.contains(shape)) {
            for (String m : Programs.methods(g.kind, shape, type)) {
              list.add(new Row(m, shape));
            }
          }
        }
        if (g == Group.WRITERS && type != NumType.DOUBLE) {
          // C++ prints doubles its own way (printf), not Java's: no anchor for them.
          list.add(Row.of(CppAnchor.METHOD));
          list.add(Row.of(CppAnchor.FLOOR));
        }
      }
      rows.put(g, list);
    }
    return rows;
  }
}
