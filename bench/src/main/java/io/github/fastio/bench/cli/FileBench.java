package io.github.fastio.bench.cli;

import io.github.fastio.cli.ProcessTimes;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * Runs over one file, for {@code fastio bench --huge}, {@code --stations} and {@code --csv}: each
 * method as its own process ({@code repeat} times, in rotated order), beside {@code cat FILE >
 * /dev/null}; each run's output checked against what the file's generator counted (a method that
 * prints anything else is WRONG, one that fails FAILED, and neither gets a time); a table of median
 * wall and CPU times, throughput and ratios to chosen rows. The report says how much of the file
 * was in the page cache before the runs (by {@code fincore}, where util-linux has it) and gives a
 * first {@code cat} of the file, which brings it in, before the measured runs. For {@code
 * --csv-write} the methods write a file instead, which is read back and checked after each run,
 * beside {@code cp} of the same bytes.
 */
final class FileBench {
  /** Every Java run's heap: the readers need their buffers, never the file. */
  static final String HEAP = "-Xmx256m";

  /** Stands for the file in a command line. */
  static final String FILE = "{file}";

  /** Stands for the count of numbers in a command line. */
  static final String COUNT = "{count}";

  /** Stands for the file a writer writes, in a command line. */
  static final String OUT = "{out}";

  private static final long LIMIT_SECONDS = 3600;

  /** A row: its label, how many cores it uses, its command (null for {@code cat}). */
  record Method(String label, String cores, List<String> command) {}

  /** One run's figures. */
  private record Run(double wallMs, double cpuMs) {}

  private final String javaExe;
  private final String classPath;
  private final Path outDir;
  private final int repeat;
  private final BenchRun.Listener listener;
  private final Launcher launcher;

  /** The throughput column's unit: {@code GB/s} or {@code MB/s}. */
  private final String unit;

  /** A bench over files in {@code outDir}, throughput in {@code unit}: GB/s or MB/s. */
  FileBench(
      String javaExe,
      String classPath,
      Path outDir,
      int repeat,
      BenchRun.Listener listener,
      Launcher launcher,
      String unit) {
    this.javaExe = javaExe;
    this.classPath = classPath;
    this.outDir = outDir;
    this.repeat = repeat;
    this.listener = listener;
    this.launcher = launcher;
    this.unit = unit;
  }

  /** Where progress goes. */
  BenchRun.Listener listener() {
    return listener;
  }

  /** The file {@code name} in the output directory. */
  Path path(String name) {
    return outDir.resolve(name);
  }

  /** How often each method runs. */
  int repeat() {
    return repeat;
  }

  /** Makes the output directory. */
  void createDirectory() throws IOException {
    Files.createDirectories(outDir);
  }

  /** A JVM running {@code main} with {@code args} ({@link #FILE} and {@link #COUNT} filled in). */
  Method java(String label, String cores, Class<?> main, String... args) {
    List<String> command =
        new ArrayList<>(List.of(javaExe, HEAP, "-cp", classPath, main.getName()));
    command.addAll(List.of(args));
    return new Method(label, cores, command);
  }

  /**
   * {@code cp FILE OUT}, the floor of writing a file: the bytes of {@code FILE} (a writer's output)
   * written again, with no work to make them.
   */
  Method copy() {
    return new Method("cp of fastio's output (the floor)", "1", List.of("cp", FILE, OUT));
  }

  /** Reads back the file a writer wrote: what it returns must be the expected output. */
  interface Verifier {
    String check(Path written) throws IOException;
  }

  /** Runs of writers: each writes {@code output}, which {@code verify} reads after the run. */
  record Writes(Path output, Verifier verify) {}

  /** {@code cat FILE > /dev/null}, the floor of reading the file at all. */
  static Method cat() {
    return new Method("cat > /dev/null (the floor)", "1", null);
  }

  /** Writes a file of about {@code size} bytes; returns what its readers must print. */
  interface Generator {
    String write(Path file, long size) throws IOException;
  }

  /**
   * The file {@code name} of {@code size} bytes in the output directory, written by {@code
   * generator} unless it was written for that size before (the expected output is kept beside it);
   * returns the expected output.
   */
  String file(String name, long size, Generator generator) throws IOException {
    Path file = outDir.resolve(name);
    Path sidecar = outDir.resolve(name + ".expected");
    if (Files.isRegularFile(file) && Files.isRegularFile(sidecar)) {
      List<String> lines = Files.readAllLines(sidecar, StandardCharsets.UTF_8);
      if (lines.size() == 2 && lines.get(0).equals(Long.toString(size))) {
        return lines.get(1);
      }
    }
    long usable = Files.getFileStore(outDir).getUsableSpace();
    if (usable < size + (1L << 30)) {
      throw new IOException(
          outDir
              + " has "
              + (usable >> 20)
              + " MiB free: too little for a "
              + (size >> 20)
              + " MiB file and 1 GiB to spare");
    }
    listener.running("writing " + file);
    String expected = generator.write(file, size);
    Files.writeString(sidecar, size + "\n" + expected + "\n", StandardCharsets.UTF_8);
    return expected;
  }

  /** The rows to compare the others with: a "vs" column each, named by its {@code name}. */
  record Base(int row, String name) {}

  /**
   * Runs every method over {@code file} and checks each output against {@code expected}; the table
   * of their medians: wall ms, throughput, one ratio column per base (its wall time over the
   * row's), CPU ms.
   */
  Report.Table measure(
      String title,
      Path file,
      List<Method> methods,
      List<Base> bases,
      String expected,
      String count,
      List<String> firstNotes)
      throws IOException, InterruptedException {
    return measure(title, file, methods, bases, expected, count, firstNotes, null);
  }

  /**
   * As {@link #measure(String, Path, List, List, String, String, List)}, for writers where {@code
   * writes} is not null: each run writes {@code writes.output()} (the {@link #OUT} of its command),
   * which is read back by {@code writes.verify()} after the run, untimed, and deleted; {@code file}
   * is then a reference output, whose size the throughput is of.
   */
  Report.Table measure(
      String title,
      Path file,
      List<Method> methods,
      List<Base> bases,
      String expected,
      String count,
      List<String> firstNotes,
      Writes writes)
      throws IOException, InterruptedException {
    long bytes = Files.size(file);
    if (writes != null) {
      List<String> notes = new ArrayList<>(firstNotes);
      String[] problem = new String[methods.size()];
      List<List<Run>> runs = runAll(file, methods, expected, count, notes, problem, writes);
      notes.add(
          "Median of "
              + repeat
              + " run(s) in rotated order; each run is its own process ("
              + HEAP
              + " for the JVMs), timed whole from its parent: wall and CPU (all threads) ms, its"
              + " file written and closed; the file is then read back and every value compared,"
              + " untimed. "
              + unit
              + " is the bytes of fastio's output over the wall time. "
              + Runtime.getRuntime().availableProcessors()
              + " cores.");
      return table(title, methods, bases, bytes, notes, problem, runs);
    }
    Double before = resident(file);
    listener.running("a first read of " + file);
    Run first = runCat(file);
    List<String> notes = new ArrayList<>(firstNotes);
    String[] problem = new String[methods.size()];
    List<List<Run>> runs = runAll(file, methods, expected, count, notes, problem, null);
    Double after = resident(file);
    notes.add(
        String.format(
            Locale.ROOT,
            "page cache: %s of the file before the runs, %s after them (%s); a first read by"
                + " cat, before them: %.0f ms, %s %s.",
            percent(before),
            percent(after),
            before == null ? "fincore is not on this machine" : "fincore",
            first.wallMs(),
            throughput(bytes, first.wallMs()),
            unit));
    notes.add(
        "Median of "
            + repeat
            + " run(s) in rotated order; each run is its own process ("
            + HEAP
            + " for the JVMs), timed whole from its parent: wall and CPU (all threads) ms; "
            + unit
            + " is the file's bytes over the wall time; "
            + String.join(
                "; ",
                bases.stream()
                    .map(
                        b ->
                            "'"
                                + header(b)
                                + "' is relative to the "
                                + methods.get(b.row()).label())
                    .toList())
            + ". "
            + Runtime.getRuntime().availableProcessors()
            + " cores.");
    return table(title, methods, bases, bytes, notes, problem, runs);
  }

  private Report.Table table(
      String title,
      List<Method> methods,
      List<Base> bases,
      long bytes,
      List<String> notes,
      String[] problem,
      List<List<Run>> runs) {
    List<String> headers = new ArrayList<>(List.of("method", "cores", "wall ms", unit));
    bases.forEach(b -> headers.add(header(b)));
    headers.add("CPU ms");
    return new Report.Table(title, headers, rows(methods, runs, problem, bases, bytes), notes);
  }

  private static String header(Base b) {
    return b.name().isEmpty() ? "vs" : "vs " + b.name();
  }

  /** Every method {@link #repeat} times in rotated order; a method's problem in {@code problem}. */
  private List<List<Run>> runAll(
      Path file,
      List<Method> methods,
      String expected,
      String count,
      List<String> notes,
      String[] problem,
      Writes writes)
      throws IOException, InterruptedException {
    List<List<Run>> runs = new ArrayList<>();
    List<Integer> order = new ArrayList<>();
    for (int i = 0; i < methods.size(); i++) {
      runs.add(new ArrayList<>());
      order.add(i);
    }
    for (int r = 0; r < repeat; r++) {
      List<Integer> rotated = new ArrayList<>(order);
      Collections.rotate(rotated, -(r * rotated.size() / repeat));
      for (int i : rotated) {
        Method m = methods.get(i);
        listener.running(m.label());
        if (m.command() == null) {
          runs.get(i).add(runCat(file));
        } else {
          Run run = runProgram(m, file, expected, count, notes, writes);
          if (run != null) {
            runs.get(i).add(run);
          } else {
            String last = notes.get(notes.size() - 1);
            problem[i] = last.contains(": WRONG") ? "WRONG" : "FAILED";
          }
        }
        listener.done();
      }
    }
    return runs;
  }

  /** The table's rows: a method that was wrong or failed once has no time worth showing. */
  private List<List<String>> rows(
      List<Method> methods, List<List<Run>> runs, String[] problem, List<Base> bases, long bytes) {
    List<List<String>> rows = new ArrayList<>();
    for (int i = 0; i < methods.size(); i++) {
      Method m = methods.get(i);
      List<String> row = new ArrayList<>(List.of(m.label(), m.cores()));
      if (problem[i] != null) {
        row.add(problem[i]);
        while (row.size() < 5 + bases.size()) {
          row.add("");
        }
        rows.add(row);
        continue;
      }
      double wall = median(runs.get(i), true);
      row.add(Report.ms(wall));
      row.add(throughput(bytes, wall));
      for (Base b : bases) {
        double baseMs = problem[b.row()] != null ? Double.NaN : median(runs.get(b.row()), true);
        row.add(Double.isNaN(baseMs) ? "" : String.format(Locale.ROOT, "%.2fx", baseMs / wall));
      }
      row.add(Report.ms(median(runs.get(i), false)));
      rows.add(row);
    }
    return rows;
  }

  private String throughput(long bytes, double ms) {
    return String.format(Locale.ROOT, "%.2f", bytes / ms / (unit.equals("GB/s") ? 1e6 : 1e3));
  }

  private Run runCat(Path file) throws IOException, InterruptedException {
    Path err = outDir.resolve("huge-stderr.txt");
    Launcher.Outcome o =
        launcher.run(
            List.of("cat", file.toString()),
            new File("/dev/null").toPath(),
            new File("/dev/null").toPath(),
            err,
            LIMIT_SECONDS);
    ProcessTimes t = o.times();
    Files.deleteIfExists(err);
    if (o.timedOut() || o.exitCode() != 0) {
      throw new IOException("cat " + file + " failed (exit " + o.exitCode() + ")");
    }
    return t == null ? new Run(o.wallMs(), Double.NaN) : new Run(t.wallMs(), t.cpuMs());
  }

  /**
   * One run of {@code m} (a JVM or the C++ anchor); null (and a note) when it failed or printed the
   * wrong answer.
   */
  private Run runProgram(
      Method m, Path file, String expected, String count, List<String> notes, Writes writes)
      throws IOException, InterruptedException {
    List<String> command = new ArrayList<>();
    for (String arg : m.command()) {
      command.add(
          arg.equals(FILE)
              ? file.toString()
              : arg.equals(COUNT)
                  ? count
                  : arg.equals(OUT) && writes != null ? writes.output().toString() : arg);
    }
    Path out = outDir.resolve("huge-output.txt");
    Path err = outDir.resolve("huge-stderr.txt");
    try {
      Launcher.Outcome o =
          launcher.run(command, new File("/dev/null").toPath(), out, err, LIMIT_SECONDS);
      String stderr = Files.readString(err, StandardCharsets.UTF_8);
      if (o.timedOut() || o.exitCode() != 0) {
        notes.add(
            m.label()
                + ": FAILED, "
                + (o.timedOut() ? "timed out" : "exit " + o.exitCode())
                + ": "
                + BenchRun.firstProblem(stderr));
        return null;
      }
      String got =
          writes != null
              ? writes.verify().check(writes.output())
              : Files.readString(out, StandardCharsets.UTF_8).trim();
      if (!got.equals(expected)) {
        notes.add(m.label() + ": WRONG, printed " + shorten(got) + ", not " + shorten(expected));
        return null;
      }
      ProcessTimes t = o.times();
      return t == null ? new Run(o.wallMs(), Double.NaN) : new Run(t.wallMs(), t.cpuMs());
    } finally {
      Files.deleteIfExists(out);
      Files.deleteIfExists(err);
      if (writes != null) {
        Files.deleteIfExists(writes.output());
      }
    }
  }

  private static String shorten(String s) {
    return s.length() <= 60 ? s : s.substring(0, 57) + "...";
  }

  private static double median(List<Run> runs, boolean wall) {
    if (runs.isEmpty()) {
      return Double.NaN;
    }
    List<Double> v = new ArrayList<>();
    for (Run r : runs) {
      v.add(wall ? r.wallMs() : r.cpuMs());
    }
    Collections.sort(v);
    int n = v.size();
    return n % 2 == 1 ? v.get(n / 2) : (v.get(n / 2 - 1) + v.get(n / 2)) / 2;
  }

  /** The share of {@code file} in the page cache by fincore, or null without fincore. */
  static Double resident(Path file) throws InterruptedException {
    try {
      Process p =
          new ProcessBuilder(
                  "fincore", "--bytes", "--noheadings", "--output", "RES", file.toString())
              .redirectErrorStream(true)
              .start();
      String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
      if (!p.waitFor(30, TimeUnit.SECONDS) || p.exitValue() != 0) {
        return null;
      }
      return Long.parseLong(out) / (double) Math.max(1, Files.size(file));
    } catch (IOException | NumberFormatException e) {
      return null;
    }
  }

  private static String percent(Double share) {
    return share == null ? "?" : String.format(Locale.ROOT, "%.0f%%", 100 * share);
  }

  /** {@code 3g}, {@code 500m}, {@code 64k} where the size is a whole number of them, else bytes. */
  static String label(long bytes) {
    if (bytes >= 1L << 30 && bytes % (1L << 30) == 0) {
      return (bytes >> 30) + "g";
    }
    if (bytes >= 1L << 20 && bytes % (1L << 20) == 0) {
      return (bytes >> 20) + "m";
    }
    if (bytes >= 1L << 10 && bytes % (1L << 10) == 0) {
      return (bytes >> 10) + "k";
    }
    return Long.toString(bytes);
  }
}
