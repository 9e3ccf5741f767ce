package io.github.fastio.bench.cli;

import io.github.fastio.bench.huge.HugeNumbers;
import io.github.fastio.bench.huge.SumLongsClassic;
import io.github.fastio.bench.huge.SumLongsFastio;
import io.github.fastio.bench.huge.SumLongsFastioParallel;
import io.github.fastio.bench.huge.SumLongsTokenizer;
import io.github.fastio.bench.huge.SumLongsUnchecked;
import io.github.fastio.examples.GenerateMeasurements;
import io.github.fastio.examples.StationStats;
import io.github.fastio.examples.StationStatsClassic;
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
 * {@code fastio bench --huge SIZE} and {@code --stations SIZE}: one file of that size, written once
 * into the output directory and reused while its size and generator stay the same, read by each
 * method as its own JVM (run {@code repeat} times in rotated order), beside {@code cat FILE >
 * /dev/null}, the floor of reading the file at all. Every Java run's output is checked against what
 * the generator counted. The report says how much of the file was in the page cache before the runs
 * (by {@code fincore}, where util-linux has it) and gives a first {@code cat} of the file, which
 * brings it in, before the measured runs.
 *
 * <ul>
 *   <li>numbers: lines of ten ints, summed by BufferedReader + StringTokenizer + Long.parseLong,
 *       the classic byte reader, {@code FastReader.longs(path)} on one core and with {@code
 *       .parallel()} on every core, and two anchors that are not readers: the same parse with no
 *       checks ({@link SumLongsUnchecked}) and its C++ twin built with {@code g++ -O2} (skipped
 *       with a note where there is no g++);
 *   <li>stations: {@code name;temperature} lines, min/mean/max per station by the examples'
 *       StationStatsClassic (BufferedReader, String.split, Double.parseDouble) and StationStats on
 *       one thread and on one per core.
 * </ul>
 */
final class HugeRun {
  /**
   * What to run.
   *
   * @param numbersBytes the size of the numbers file, 0 for none
   * @param stationsBytes the size of the stations file, 0 for none
   * @param compiler g++ for the C++ anchor, or null when there is none
   */
  record Config(
      String javaExe,
      String classPath,
      Path outDir,
      long numbersBytes,
      long stationsBytes,
      int repeat,
      Path compiler) {}

  /** Every Java run's heap: the readers need their buffers, never the file. */
  static final String HEAP = "-Xmx256m";

  /** The C++ anchor's row. */
  static final String CPP_LABEL = "the unchecked loop in C++, g++ -O2 (not a reader)";

  /** Stands for the file in a command line. */
  private static final String FILE = "{file}";

  /** Stands for the count of numbers in a command line. */
  private static final String COUNT = "{count}";

  private static final long LIMIT_SECONDS = 3600;

  /** A row: its label, how many cores it uses, its command (null for {@code cat}). */
  private record Method(String label, String cores, List<String> command) {}

  /** One run's figures. */
  private record Run(double wallMs, double cpuMs) {}

  private final Config config;
  private final BenchRun.Listener listener;
  private final Launcher launcher;
  private final int cores = Runtime.getRuntime().availableProcessors();

  HugeRun(Config config, BenchRun.Listener listener, Launcher launcher) {
    this.config = config;
    this.listener = listener;
    this.launcher = launcher;
  }

  /** Runs what the configuration asks; the tables to print. */
  List<Report.Table> run() throws IOException, InterruptedException {
    Files.createDirectories(config.outDir());
    List<Report.Table> tables = new ArrayList<>();
    List<String> cppNotes = new ArrayList<>();
    Path cpp = config.numbersBytes() > 0 ? buildCpp(cppNotes) : null;
    // Six or seven rows of numbers, four of stations.
    int rows =
        (config.numbersBytes() > 0 ? (cpp != null ? 7 : 6) : 0)
            + (config.stationsBytes() > 0 ? 4 : 0);
    listener.planned((long) rows * config.repeat());
    if (config.numbersBytes() > 0) {
      tables.add(numbers(cpp, cppNotes));
    }
    if (config.stationsBytes() > 0) {
      tables.add(stations());
    }
    return tables;
  }

  /** The C++ anchor's executable, or null with a note on why there is none. */
  private Path buildCpp(List<String> notes) throws IOException, InterruptedException {
    if (config.compiler() == null) {
      notes.add("g++ is not on the PATH: the C++ anchor is skipped.");
      return null;
    }
    listener.running("g++ -O2 " + CppAnchor.HUGE_SUM.source());
    try {
      return CppAnchor.build(config.compiler(), config.outDir(), CppAnchor.HUGE_SUM);
    } catch (CppAnchor.Unavailable e) {
      notes.add("The C++ anchor is skipped: " + e.getMessage() + ".");
      return null;
    }
  }

  private Report.Table numbers(Path cpp, List<String> notes)
      throws IOException, InterruptedException {
    long size = config.numbersBytes();
    Path file = config.outDir().resolve("huge-numbers-" + label(size) + ".txt");
    Path sidecar = config.outDir().resolve("huge-numbers-" + label(size) + ".sum");
    String expected = reused(file, sidecar, size);
    if (expected == null) {
      room(size);
      listener.running("writing " + file);
      expected = HugeNumbers.write(file, size).line();
      Files.writeString(sidecar, size + "\n" + expected + "\n", StandardCharsets.UTF_8);
    }
    String count = expected.substring(0, expected.indexOf(' '));
    List<Method> methods =
        new ArrayList<>(
            List.of(
                java(
                    "BufferedReader + StringTokenizer + Long.parseLong",
                    "1",
                    SumLongsTokenizer.class,
                    FILE),
                java("classic byte reader", "1", SumLongsClassic.class, FILE, COUNT),
                java("fastio: FastReader.longs(path)", "1", SumLongsFastio.class, FILE),
                java(
                    "fastio: FastReader.longs(path).parallel()",
                    Integer.toString(cores),
                    SumLongsFastioParallel.class,
                    FILE),
                java(
                    "unchecked SWAR loop: fastio's parse, no checks (not a reader)",
                    "1",
                    SumLongsUnchecked.class,
                    FILE)));
    if (cpp != null) {
      methods.add(new Method(CPP_LABEL, "1", List.of(cpp.toString(), FILE)));
    }
    methods.add(new Method("cat > /dev/null (the floor)", "1", null));
    return measure(
        "Sum of the ints of a " + label(size) + " file (" + Files.size(file) + " bytes)",
        file,
        methods,
        1,
        expected,
        count,
        notes);
  }

  private Report.Table stations() throws IOException, InterruptedException {
    long size = config.stationsBytes();
    Path file = config.outDir().resolve("huge-stations-" + label(size) + ".txt");
    Path sidecar = config.outDir().resolve("huge-stations-" + label(size) + ".expected");
    String expected = reused(file, sidecar, size);
    if (expected == null) {
      room(size);
      listener.running("writing " + file);
      expected = GenerateMeasurements.write(file, size);
      Files.writeString(sidecar, size + "\n" + expected + "\n", StandardCharsets.UTF_8);
    }
    List<Method> methods =
        List.of(
            java(
                "BufferedReader + String.split + Double.parseDouble",
                "1",
                StationStatsClassic.class,
                FILE),
            java("fastio: StationStats, one thread", "1", StationStats.class, FILE, "1"),
            java(
                "fastio: StationStats, one thread per core",
                Integer.toString(cores),
                StationStats.class,
                FILE),
            new Method("cat > /dev/null (the floor)", "1", null));
    return measure(
        "Min/mean/max per station of a " + label(size) + " file (" + Files.size(file) + " bytes)",
        file,
        methods,
        0,
        expected,
        "",
        List.of());
  }

  private Method java(String label, String cores, Class<?> main, String... args) {
    List<String> command =
        new ArrayList<>(List.of(config.javaExe(), HEAP, "-cp", config.classPath(), main.getName()));
    command.addAll(List.of(args));
    return new Method(label, cores, command);
  }

  /**
   * The expected output recorded beside {@code file} when the file was written for {@code size}, or
   * null when it must be written (again).
   */
  private static String reused(Path file, Path sidecar, long size) throws IOException {
    if (!Files.isRegularFile(file) || !Files.isRegularFile(sidecar)) {
      return null;
    }
    List<String> lines = Files.readAllLines(sidecar, StandardCharsets.UTF_8);
    return lines.size() == 2 && lines.get(0).equals(Long.toString(size)) ? lines.get(1) : null;
  }

  private void room(long size) throws IOException {
    long usable = Files.getFileStore(config.outDir()).getUsableSpace();
    if (usable < size + (1L << 30)) {
      throw new IOException(
          config.outDir()
              + " has "
              + (usable >> 20)
              + " MiB free: too little for a "
              + (size >> 20)
              + " MiB file and 1 GiB to spare");
    }
  }

  private Report.Table measure(
      String title,
      Path file,
      List<Method> methods,
      int base,
      String expected,
      String count,
      List<String> firstNotes)
      throws IOException, InterruptedException {
    long bytes = Files.size(file);
    Double before = resident(file);
    listener.running("a first read of " + file);
    Run first = runCat(file);
    List<List<Run>> runs = new ArrayList<>();
    for (int i = 0; i < methods.size(); i++) {
      runs.add(new ArrayList<>());
    }
    List<String> notes = new ArrayList<>(firstNotes);
    String[] problem = new String[methods.size()];
    List<Integer> order = new ArrayList<>();
    for (int i = 0; i < methods.size(); i++) {
      order.add(i);
    }
    for (int r = 0; r < config.repeat(); r++) {
      List<Integer> rotated = new ArrayList<>(order);
      Collections.rotate(rotated, -(r * rotated.size() / config.repeat()));
      for (int i : rotated) {
        Method m = methods.get(i);
        listener.running(m.label());
        if (m.command() == null) {
          runs.get(i).add(runCat(file));
        } else {
          Run run = runProgram(m, file, expected, count, notes);
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
    Double after = resident(file);
    List<List<String>> rows = new ArrayList<>();
    double baseMs = median(runs.get(base), true);
    for (int i = 0; i < methods.size(); i++) {
      Method m = methods.get(i);
      List<Run> rs = runs.get(i);
      if (problem[i] != null) {
        // A method that was wrong once has no time worth showing.
        rows.add(List.of(m.label(), m.cores(), problem[i], "", "", ""));
        continue;
      }
      double wall = median(rs, true);
      double cpu = median(rs, false);
      rows.add(
          List.of(
              m.label(),
              m.cores(),
              Report.ms(wall),
              String.format(Locale.ROOT, "%.2f", bytes / wall / 1e6),
              String.format(Locale.ROOT, "%.2fx", baseMs / wall),
              Report.ms(cpu)));
    }
    notes.add(
        String.format(
            Locale.ROOT,
            "page cache: %s of the file before the runs, %s after them (%s); a first read by"
                + " cat, before them: %.0f ms, %.2f GB/s.",
            percent(before),
            percent(after),
            before == null ? "fincore is not on this machine" : "fincore",
            first.wallMs(),
            bytes / first.wallMs() / 1e6));
    notes.add(
        "Median of "
            + config.repeat()
            + " run(s) in rotated order; each run is its own process ("
            + HEAP
            + " for the JVMs), timed whole from its parent: wall and CPU (all threads) ms; GB/s"
            + " is the file's bytes over the wall time; 'vs' is relative to the "
            + methods.get(base).label()
            + ". "
            + cores
            + " cores.");
    return new Report.Table(
        title, List.of("method", "cores", "wall ms", "GB/s", "vs", "CPU ms"), rows, notes);
  }

  private Run runCat(Path file) throws IOException, InterruptedException {
    Path err = config.outDir().resolve("huge-stderr.txt");
    Launcher.Outcome o =
        launcher.run(
            List.of("cat", file.toString()),
            new File("/dev/null").toPath(),
            new File("/dev/null").toPath(),
            err,
            LIMIT_SECONDS);
    ProcessTimes t = ProcessTimes.parse(Files.readString(err, StandardCharsets.UTF_8));
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
  private Run runProgram(Method m, Path file, String expected, String count, List<String> notes)
      throws IOException, InterruptedException {
    List<String> command = new ArrayList<>();
    for (String arg : m.command()) {
      command.add(arg.equals(FILE) ? file.toString() : arg.equals(COUNT) ? count : arg);
    }
    Path out = config.outDir().resolve("huge-output.txt");
    Path err = config.outDir().resolve("huge-stderr.txt");
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
      String got = Files.readString(out, StandardCharsets.UTF_8).trim();
      if (!got.equals(expected)) {
        notes.add(m.label() + ": WRONG, printed " + shorten(got) + ", not " + shorten(expected));
        return null;
      }
      ProcessTimes t = ProcessTimes.parse(stderr);
      return t == null ? new Run(o.wallMs(), Double.NaN) : new Run(t.wallMs(), t.cpuMs());
    } finally {
      Files.deleteIfExists(out);
      Files.deleteIfExists(err);
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
