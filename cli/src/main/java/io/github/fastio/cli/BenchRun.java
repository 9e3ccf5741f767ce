package io.github.fastio.cli;

import io.github.fastio.bench.Main;
import io.github.fastio.bench.NumType;
import io.github.fastio.bench.RunResult;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Runs the experiment: for each size (smallest first) it writes the input, then runs every method
 * {@code repeat} times as a child JVM, in an order rotated from one repetition to the next so that
 * no method always runs first or right after a heavy one. Each run is checked at once (writers and
 * round trips byte for byte against the JDK's file, readers by checksum). After a size, methods
 * whose time would pass the budget at the next size are skipped.
 */
final class BenchRun {
  /** What to run. */
  record Config(
      List<Integer> sizes,
      int repeat,
      String javaExe,
      String classPath,
      NumType type,
      Path outDir,
      double budgetSeconds,
      Map<Group, List<String>> methods) {}

  /** Progress events, for the progress bar. */
  interface Listener {
    void planned(long runs);

    void running(String what);

    void done();
  }

  private static final String MAIN = Main.class.getName();

  /** Scratch files of one child run: checked right after it, gone after each size. */
  private static final String OUTPUT = "output.txt";

  private static final String ERRORS = "stderr.txt";

  private final Config config;
  private final Listener listener;
  private final Results results;

  BenchRun(Config config, Listener listener) {
    this.config = config;
    this.listener = listener;
    this.results =
        new Results(config.type(), config.sizes(), config.repeat(), config.budgetSeconds());
  }

  /** A method of a group, one child JVM per run. */
  private record Task(Group group, String method) {}

  Results run() throws IOException, InterruptedException {
    Files.createDirectories(config.outDir());
    List<Task> tasks = new ArrayList<>();
    config.methods().forEach((g, ms) -> ms.forEach(m -> tasks.add(new Task(g, m))));
    // Register every cell in report order, so skipped and failed methods still get their row.
    for (Task t : tasks) {
      for (int size : config.sizes()) {
        results.cell(t.group(), t.method(), size);
      }
    }
    long planned = (long) tasks.size() * config.sizes().size() * config.repeat();
    listener.planned(planned);

    List<Task> active = new ArrayList<>(tasks);
    List<Integer> sizes = config.sizes();
    for (int s = 0; s < sizes.size(); s++) {
      int size = sizes.get(s);
      Path input = config.outDir().resolve("input-" + config.type().label() + "-" + size + ".txt");
      listener.running("input " + Sizes.label(size));
      long expected = Inputs.write(config.type(), size, input);
      for (int r = 0; r < config.repeat(); r++) {
        List<Task> order = new ArrayList<>(active);
        Collections.rotate(order, -(r * order.size() / config.repeat()));
        for (Task t : order) {
          Cell cell = results.cell(t.group(), t.method(), size);
          listener.running(t.method() + " " + t.group().kind + " " + Sizes.label(size));
          if (cell.status == Cell.Status.OK) {
            runOnce(t, size, input, expected, cell);
          }
          listener.done();
        }
      }
      Files.deleteIfExists(input);
      Files.deleteIfExists(config.outDir().resolve(OUTPUT));
      Files.deleteIfExists(config.outDir().resolve(ERRORS));
      if (s + 1 < sizes.size()) {
        planned -= skipSlow(active, size, sizes.subList(s + 1, sizes.size()));
        listener.planned(planned);
      }
    }
    return results;
  }

  /**
   * Drops from {@code active} the methods predicted to exceed the budget; returns the runs saved.
   */
  private long skipSlow(List<Task> active, int size, List<Integer> larger) {
    long saved = 0;
    for (var it = active.iterator(); it.hasNext(); ) {
      Task t = it.next();
      Cell cell = results.cell(t.group(), t.method(), size);
      // Whole-process clock time grows about linearly with the count once start-up is paid. A
      // method that failed (a crash, or a time-out that cost minutes) is not run again larger.
      double predictedMs = cell.processWallMs() * larger.get(0) / size;
      boolean failed = cell.status == Cell.Status.FAILED;
      if (failed || predictedMs > config.budgetSeconds() * 1000) {
        it.remove();
        String why =
            failed
                ? "skipped (failed at " + Sizes.label(size) + ")"
                : String.format(Locale.ROOT, "skipped (>%.0f s)", config.budgetSeconds());
        for (int bigger : larger) {
          results.cell(t.group(), t.method(), bigger).mark(Cell.Status.SKIPPED, why);
          saved += config.repeat();
        }
      }
    }
    return saved;
  }

  private void runOnce(Task t, int size, Path input, long expected, Cell cell)
      throws IOException, InterruptedException {
    Path output = config.outDir().resolve(OUTPUT);
    Path errors = config.outDir().resolve(ERRORS);
    List<String> command =
        new ArrayList<>(List.of(config.javaExe(), "-cp", config.classPath(), MAIN));
    if (t.group() == Group.ROUNDTRIP && t.method().equals("empty")) {
      command.add("empty");
    } else {
      command.addAll(
          List.of(t.group().kind, t.method(), config.type().label(), Integer.toString(size)));
    }
    ProcessBuilder builder =
        new ProcessBuilder(command)
            .redirectInput(input.toFile())
            .redirectOutput(output.toFile())
            .redirectError(errors.toFile());
    long start = System.nanoTime();
    Process process = builder.start();
    long limitSeconds = (long) Math.max(60, 6 * config.budgetSeconds());
    if (!process.waitFor(limitSeconds, TimeUnit.SECONDS)) {
      process.destroyForcibly().waitFor();
      cell.mark(Cell.Status.FAILED, "timed out after " + limitSeconds + " s");
      return;
    }
    double wallMs = (System.nanoTime() - start) / 1e6;
    String stderr = Files.readString(errors, StandardCharsets.UTF_8);
    if (process.exitValue() != 0) {
      cell.mark(Cell.Status.FAILED, "exit " + process.exitValue() + ": " + firstProblem(stderr));
      return;
    }
    RunResult result;
    try {
      result = RunResult.parse(stderr);
    } catch (IllegalArgumentException e) {
      cell.mark(Cell.Status.FAILED, e.getMessage());
      return;
    }
    results.java = result.java();
    String wrong = check(t.group(), t.method(), result, input, output, expected);
    Files.deleteIfExists(output);
    if (wrong != null) {
      cell.mark(Cell.Status.WRONG, wrong);
      return;
    }
    cell.runs.add(result);
    cell.processWallMs.add(wallMs);
  }

  /** Why the run's result is wrong, or null when it matches the JDK. */
  static String check(
      Group group, String method, RunResult result, Path input, Path output, long expected)
      throws IOException {
    if (group == Group.READERS) {
      return result.checksum() == expected ? null : "checksum differs from the JDK's parse";
    }
    if (method.equals("empty")) {
      return null;
    }
    long offset = FileCompare.firstDifference(input, output);
    if (offset < 0) {
      return null;
    }
    return "output differs from the JDK's at byte "
        + offset
        + " (line "
        + FileCompare.lineAt(input, offset)
        + ")";
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
   * The default methods of every group, from the experiment programs; round trips start with the
   * empty one.
   */
  static Map<Group, List<String>> defaultMethods(List<Group> groups) {
    Map<Group, List<String>> methods = new LinkedHashMap<>();
    for (Group g : groups) {
      List<String> list = new ArrayList<>();
      if (g == Group.ROUNDTRIP) {
        list.add("empty");
      }
      list.addAll(Main.methods(g.kind));
      methods.put(g, list);
    }
    return methods;
  }
}
