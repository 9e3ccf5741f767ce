package io.github.fastio.bench.cli;

import io.github.fastio.bench.Main;
import io.github.fastio.bench.NumType;
import io.github.fastio.bench.Shape;
import io.github.fastio.cli.Version;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code fastio bench}: the whole-process experiment, each run its own JVM, reported as tables and
 * charts.
 */
@Command(
    name = "bench",
    mixinStandardHelpOptions = true,
    versionProvider = Version.class,
    sortOptions = false,
    description = {
      "Runs every reader and writer method at every size as its own JVM, in each program shape chosen, in"
          + " rotated order, then the a+b problem against a C++ solution; checks every output against the JDK's"
          + " (a mismatch is reported as WRONG, never as fast), and prints the median wall time of the I/O work"
          + " with each method's ratio to fastio, and the whole process's CPU time (all threads, start-up and"
          + " exit included, as a judge counts it).",
      "Writes report.md, runs.csv and chart-*.png into --out. The default run (ints, 1e3 to 1e7, loop in main"
          + " and bulk, 5 runs each, a+b at 1e6 pairs) takes about 3 minutes on 2 cores; --shape all about 5;"
          + " --sizes 1e3,1e4,1e5,1e6 --repeat 3 about one.",
      "With --huge SIZE or --stations SIZE it measures huge files instead: one file of that size,"
          + " read by each method on one core and fastio on every core, beside cat > /dev/null;"
          + " report-huge.md. With --csv SIZE, the record readers on a numeric CSV and a quoted-text"
          + " one; report-csv.md. With --csv-write SIZE, the record writers; report-csv-write.md."
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:the run finished (peers may be WRONG: see the table)",
      "1:fastio itself was WRONG or FAILED, or the run could not finish (one line; --verbose adds"
          + " the stack trace)",
      "2:bad arguments"
    })
final class BenchCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(
      names = "--sizes",
      split = ",",
      converter = Sizes.class,
      defaultValue = "1e3,1e4,1e5,1e6,1e7",
      paramLabel = "N",
      description = "Counts of numbers, e.g. 1e3,1e4,1e5,1e6,1e7 (default: ${DEFAULT-VALUE}).")
  List<Integer> sizes;

  @Option(
      names = "--repeat",
      description =
          "Runs of each method at each size; medians are reported (default: 5; 1 with --huge or"
              + " --stations; 3 with --csv and --csv-write).")
  Integer repeat;

  @Option(
      names = "--huge",
      paramLabel = "SIZE",
      converter = ByteSize.class,
      description =
          "Instead of the experiment: a file of ints of this size (e.g. 3g; written once into --out,"
              + " reused), summed by BufferedReader + StringTokenizer + Long.parseLong, the classic"
              + " byte reader, fastio on one core and on every core, beside a check-free loop"
              + " with fastio's parse (an anchor) and cat > /dev/null (the floor); says how much of"
              + " the file was in the page cache.")
  Long huge;

  @Option(
      names = "--stations",
      paramLabel = "SIZE",
      converter = ByteSize.class,
      description =
          "Instead of the experiment (or beside --huge): a file of name;temperature lines of this"
              + " size, min/mean/max per station by BufferedReader + String.split +"
              + " Double.parseDouble and by fastio on one core and on every core, beside cat.")
  Long stations;

  @Option(
      names = "--csv",
      paramLabel = "SIZE",
      converter = ByteSize.class,
      description =
          "Instead of the experiment: a numeric CSV (id,price,qty,ts) and one of quoted text, each"
              + " of this size, read by BufferedReader + split, FastCSV, univocity, Jackson CSV and"
              + " Commons CSV (with the JDK's parsers), fastio's CsvReader on one core and on every"
              + " core, and an unchecked byte loop (the ceiling), beside cat; report-csv.md.")
  Long csv;

  @Option(
      names = "--csv-write",
      paramLabel = "SIZE",
      converter = ByteSize.class,
      description =
          "Instead of the experiment: numeric records (id,price,qty,ts,rate) and text records"
              + " (some needing quotes), about this size of each, written to a file by FastCSV,"
              + " univocity, Jackson CSV, Commons CSV, PrintWriter + String.join (the JDK's"
              + " toString for numbers where the writer takes Strings), fastio's CsvWriter and an"
              + " unchecked digit loop (the ceiling), beside cp; every output read back and"
              + " checked; report-csv-write.md.")
  Long csvWrite;

  @Option(
      names = "--java",
      paramLabel = "PATH",
      description =
          "The java executable or JDK home for the runs (default: the one running this tool).")
  Path java;

  @Option(
      names = "--only",
      paramLabel = "GROUP",
      converter = Group.Converter.class,
      description = "Only one group: readers, writers, roundtrip or aplusb (default: all four).")
  Group only;

  @Option(
      names = "--shape",
      split = ",",
      defaultValue = "main,bulk",
      paramLabel = "SHAPE",
      description =
          "Program shapes of readers, writers and round trips: main (the whole loop in main, what a"
              + " contestant writes), helper (the loop in a method main calls once), bulk (fastio's"
              + " nextInts/print(int[]) and the like), or all (default: ${DEFAULT-VALUE}).")
  List<String> shapes;

  @Option(
      names = "--pairs",
      converter = Sizes.class,
      defaultValue = "1e6",
      paramLabel = "N",
      description = "Pairs of the a+b problem, about 38 bytes each (default: ${DEFAULT-VALUE}).")
  int pairs;

  @Option(
      names = "--type",
      defaultValue = "int",
      converter = TypeConverter.class,
      description = "The numbers: int, long or double (9 decimals) (default: ${DEFAULT-VALUE}).")
  NumType type;

  @Option(
      names = "--out",
      paramLabel = "DIR",
      defaultValue = "bench-results",
      description =
          "Where inputs, report.md, runs.csv and the charts go (default: ${DEFAULT-VALUE}).")
  Path out;

  @Option(
      names = "--budget",
      paramLabel = "SECONDS",
      defaultValue = "10",
      description =
          "Skip a peer at the larger sizes once the wall time of its I/O work, scaled linearly from"
              + " the size before, would pass this; fastio's methods always run (default:"
              + " ${DEFAULT-VALUE}).")
  double budget;

  @Option(
      names = "--methods",
      split = ",",
      paramLabel = "NAME",
      description =
          "Only these methods, e.g. bytes,fastio (default: all). 'broken' adds a deliberately wrong one, to"
              + " see the check catch it.")
  List<String> methods;

  /** Converts --type, with the same one-line error as every other bad argument. */
  static final class TypeConverter implements CommandLine.ITypeConverter<NumType> {
    @Override
    public NumType convert(String value) {
      try {
        return NumType.parse(value);
      } catch (IllegalArgumentException e) {
        throw new CommandLine.TypeConversionException(e.getMessage());
      }
    }
  }

  @Override
  public Integer call() throws IOException, InterruptedException {
    boolean hugeFiles = huge != null || stations != null;
    int runs = repeat != null ? repeat : hugeFiles ? 1 : csv != null || csvWrite != null ? 3 : 5;
    if (runs < 1) {
      throw new ParameterException(spec.commandLine(), "--repeat must be at least 1");
    }
    if (csvWrite != null) {
      if (hugeFiles || csv != null) {
        throw new ParameterException(
            spec.commandLine(),
            "--csv-write is a run of its own: not with --huge, --stations or --csv");
      }
      long bytes = csvWrite;
      return fileTables("report-csv-write.md", runs, b -> new CsvWriteRun(bytes, b).run(), "MB/s");
    }
    if (csv != null) {
      if (hugeFiles) {
        throw new ParameterException(
            spec.commandLine(), "--csv is a run of its own: not with --huge or --stations");
      }
      long bytes = csv;
      return fileTables("report-csv.md", runs, b -> new CsvRun(bytes, b).run(), "MB/s");
    }
    if (hugeFiles) {
      return hugeFiles(runs);
    }
    return numbers(runs);
  }

  /**
   * The default run, the numbers' groups (readers, writers, round trips, a+b): the tables on
   * stdout, report.md, runs.csv and the charts in --out.
   */
  private int numbers(int runs) throws IOException, InterruptedException {
    if (!(budget > 0)) {
      throw new ParameterException(spec.commandLine(), "--budget must be positive");
    }
    List<Integer> sorted = sizes.stream().distinct().sorted().toList();
    BenchRun.Config config =
        new BenchRun.Config(
            sorted,
            runs,
            javaExecutable(),
            System.getProperty("java.class.path"),
            type,
            out,
            budget,
            selectedRows(),
            pairs,
            CppAnchor.findCompiler(System.getenv("PATH")));
    Results results;
    try (ProgressBar bar =
        new ProgressBarBuilder()
            .setTaskName("bench")
            .setStyle(ProgressBarStyle.ASCII)
            .setConsumer(new ConsoleProgressBarConsumer(System.err))
            .setUpdateIntervalMillis(200)
            .build()) {
      results = new BenchRun(config, progress(bar)).run();
    }
    write(results);
    return fastioFailed(results) ? 1 : 0;
  }

  /** The default run's results: the tables on stdout, the files in --out named on stderr. */
  private void write(Results results) throws IOException {
    List<Report.Table> tables = Report.tables(results);
    PrintWriter stdout = spec.commandLine().getOut();
    stdout.print(Report.text(tables));
    stdout.flush();
    Files.writeString(
        out.resolve("report.md"),
        Report.markdown(tables, setting(results)),
        StandardCharsets.UTF_8);
    Files.writeString(out.resolve("runs.csv"), Csv.of(results), StandardCharsets.UTF_8);
    List<Path> charts = Chart.write(results, out);
    PrintWriter err = spec.commandLine().getErr();
    err.println(
        "wrote " + out.resolve("report.md") + ", " + out.resolve("runs.csv") + ", " + charts);
    err.println("reproduce: " + reproduce());
  }

  /** --huge and --stations: the tables on stdout and in report-huge.md. */
  private int hugeFiles(int runs) throws IOException, InterruptedException {
    HugeRun.Config config =
        new HugeRun.Config(
            huge == null ? 0 : huge,
            stations == null ? 0 : stations,
            CppAnchor.findCompiler(System.getenv("PATH")));
    return fileTables("report-huge.md", runs, b -> new HugeRun(config, b).run(), "GB/s");
  }

  /** Runs over files on a bench: their tables. */
  private interface FileRun {
    List<Report.Table> run(FileBench bench) throws IOException, InterruptedException;
  }

  /**
   * The tables of a run over files on stdout and in {@code reportName}; 1 where a fastio row was
   * WRONG or FAILED.
   */
  private int fileTables(String reportName, int runs, FileRun run, String unit)
      throws IOException, InterruptedException {
    List<Report.Table> tables;
    try (ProgressBar bar =
        new ProgressBarBuilder()
            .setTaskName("bench")
            .setStyle(ProgressBarStyle.ASCII)
            .setConsumer(new ConsoleProgressBarConsumer(System.err))
            .setUpdateIntervalMillis(200)
            .build()) {
      tables =
          run.run(
              new FileBench(
                  javaExecutable(),
                  System.getProperty("java.class.path"),
                  out,
                  runs,
                  progress(bar),
                  Launcher.find(),
                  unit));
    }
    PrintWriter stdout = spec.commandLine().getOut();
    stdout.print(Report.text(tables));
    stdout.flush();
    String setting =
        String.format(
            Locale.ROOT,
            "Run %s on %s %s, %d CPUs, JDK %s; %d run(s) of each. Reproduce: `%s`.",
            Instant.now().truncatedTo(ChronoUnit.SECONDS),
            System.getProperty("os.name"),
            System.getProperty("os.arch"),
            Runtime.getRuntime().availableProcessors(),
            System.getProperty("java.runtime.version"),
            runs,
            reproduce());
    Path report = out.resolve(reportName);
    Files.writeString(report, Report.markdown(tables, setting), StandardCharsets.UTF_8);
    spec.commandLine().getErr().println("wrote " + report);
    spec.commandLine().getErr().println("reproduce: " + reproduce());
    boolean failed =
        tables.stream()
            .flatMap(t -> t.notes().stream())
            .anyMatch(
                n -> n.startsWith("fastio") && (n.contains(": WRONG") || n.contains(": FAILED")));
    return failed ? 1 : 0;
  }

  private static BenchRun.Listener progress(ProgressBar bar) {
    return new BenchRun.Listener() {
      @Override
      public void planned(long runs) {
        bar.maxHint(runs);
      }

      @Override
      public void running(String what) {
        bar.setExtraMessage(what);
      }

      @Override
      public void done() {
        bar.step();
      }
    };
  }

  private String javaExecutable() {
    if (java == null) {
      return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }
    Path exe = Files.isDirectory(java) ? java.resolve("bin").resolve("java") : java;
    if (!Files.isExecutable(exe)) {
      throw new ParameterException(spec.commandLine(), "--java: no java executable at " + exe);
    }
    return exe.toString();
  }

  /** The shapes of --shape, in {@link Shape} order. */
  private Set<Shape> selectedShapes() {
    Set<Shape> chosen = EnumSet.noneOf(Shape.class);
    for (String name : shapes) {
      if (name.equalsIgnoreCase("all")) {
        chosen.addAll(EnumSet.allOf(Shape.class));
        continue;
      }
      try {
        chosen.add(Shape.parse(name.trim()));
      } catch (IllegalArgumentException e) {
        throw new ParameterException(
            spec.commandLine(),
            "--shape: '" + name + "' is not a shape (main, helper, bulk or all)");
      }
    }
    return chosen;
  }

  private Map<Group, List<Row>> selectedRows() {
    List<Group> groups = only == null ? List.of(Group.values()) : List.of(only);
    Map<Group, List<Row>> all = BenchRun.defaultRows(groups, selectedShapes(), type);
    if (methods == null) {
      all.values().removeIf(List::isEmpty);
      if (all.isEmpty()) {
        throw new ParameterException(
            spec.commandLine(),
            "no programs: --shape "
                + String.join(",", shapes)
                + " has none for "
                + (only == null ? "any group" : only.label()));
      }
      return all;
    }
    Map<Group, List<Row>> chosen = new LinkedHashMap<>();
    List<String> unknown = new ArrayList<>(methods);
    all.forEach(
        (group, rows) -> {
          List<Row> keep = new ArrayList<>();
          for (Row row : rows) {
            if (methods.contains(row.method())
                || (group == Group.ROUNDTRIP && row.method().equals("empty"))) {
              keep.add(row);
              unknown.remove(row.method());
            }
          }
          if (methods.contains(Main.BROKEN) && (group == Group.READERS || group == Group.WRITERS)) {
            // The self-test method is a helper-shape program, whatever --shape says.
            int fastio =
                keep.indexOf(
                    keep.stream()
                        .filter(r -> r.method().equals("fastio"))
                        .findFirst()
                        .orElse(null));
            keep.add(fastio < 0 ? keep.size() : fastio, new Row(Main.BROKEN, Shape.HELPER));
          }
          if (keep.stream().anyMatch(r -> !r.method().equals("empty"))) {
            chosen.put(group, keep);
          }
        });
    unknown.removeIf(m -> m.equals(Main.BROKEN) || m.equals("empty"));
    if (!unknown.isEmpty() || chosen.isEmpty()) {
      throw new ParameterException(
          spec.commandLine(),
          "--methods: unknown or unselected method(s) "
              + (unknown.isEmpty() ? methods : unknown)
              + " (known: "
              + knownMethods(all)
              + ")");
    }
    return chosen;
  }

  private static String knownMethods(Map<Group, List<Row>> all) {
    return all.values().stream()
        .flatMap(List::stream)
        .map(Row::method)
        .distinct()
        .reduce((a, b) -> a + ", " + b)
        .orElse("");
  }

  private static boolean fastioFailed(Results results) {
    for (Group group : results.groups()) {
      for (Row row : results.rows(group)) {
        if (!row.method().equals("fastio")) {
          continue;
        }
        for (int size : results.sizes(group)) {
          Cell cell = results.cell(group, row, size);
          if (cell.status == Cell.Status.WRONG || cell.status == Cell.Status.FAILED) {
            return true;
          }
        }
      }
    }
    return false;
  }

  private String setting(Results results) {
    List<String> sizeLabels = sizes.stream().distinct().sorted().map(Sizes::label).toList();
    String shapeList = String.join(",", selectedShapes().stream().map(Shape::label).toList());
    return String.format(
        Locale.ROOT,
        "Run %s on %s %s, %d CPUs, JDK %s. Type %s; sizes %s; shapes %s; a+b at %s pairs; %d run(s)"
            + " of each program at each size; budget %.0f s (peers only). Reproduce: `%s`.\n\n"
            + "Each run is its own process, its output checked against the JDK's. The wall time of the"
            + " I/O work is measured inside the program (System.nanoTime, from before it builds its"
            + " reader or writer to its last flush); the whole process's CPU and wall time come from"
            + " its parent (bash's `time`: the kernel's wait4 usage, every thread, start-up and exit"
            + " included).",
        Instant.now().truncatedTo(ChronoUnit.SECONDS),
        System.getProperty("os.name"),
        System.getProperty("os.arch"),
        Runtime.getRuntime().availableProcessors(),
        results.java,
        results.type.label(),
        String.join(", ", sizeLabels),
        shapeList,
        Sizes.label(pairs),
        results.repeat,
        results.budgetSeconds,
        reproduce());
  }

  /** {@code ./fastio bench} with every option this run was given. */
  private String reproduce() {
    return Reproduce.line(spec.commandLine().getParseResult());
  }
}
