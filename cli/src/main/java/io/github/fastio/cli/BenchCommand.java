package io.github.fastio.cli;

import io.github.fastio.bench.Main;
import io.github.fastio.bench.NumType;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
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
    sortOptions = false,
    description = {
      "Runs every reader and writer method at every size as its own JVM, in rotated order, checks every output"
          + " against the JDK's (a mismatch is reported as WRONG, never as fast), and prints the median CPU and"
          + " wall time with each method's ratio to fastio.",
      "Writes report.md, runs.csv and chart-*.png into --out. The default run (ints, 1e3 to 1e7, 5 runs each)"
          + " takes about 2-3 minutes on 2 cores; --sizes 1e3,1e4,1e5,1e6 --repeat 3 about one."
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:the run finished (peers may be WRONG: see the table)",
      "1:fastio itself was WRONG or FAILED, or the run could not finish",
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
      defaultValue = "5",
      description =
          "Runs of each method at each size; medians are reported (default: ${DEFAULT-VALUE}).")
  int repeat;

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
      description = "Only one group: readers, writers or roundtrip (default: all three).")
  Group only;

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
          "Skip a method at the larger sizes once its time, scaled from a smaller size, would pass this"
              + " (default: ${DEFAULT-VALUE}).")
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
    if (repeat < 1) {
      throw new ParameterException(spec.commandLine(), "--repeat must be at least 1");
    }
    if (!(budget > 0)) {
      throw new ParameterException(spec.commandLine(), "--budget must be positive");
    }
    List<Integer> sorted = sizes.stream().distinct().sorted().toList();
    BenchRun.Config config =
        new BenchRun.Config(
            sorted,
            repeat,
            javaExecutable(),
            System.getProperty("java.class.path"),
            type,
            out,
            budget,
            selectedMethods());
    PrintWriter err = spec.commandLine().getErr();
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
    err.println(
        "wrote " + out.resolve("report.md") + ", " + out.resolve("runs.csv") + ", " + charts);
    return fastioFailed(results) ? 1 : 0;
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

  private Map<Group, List<String>> selectedMethods() {
    List<Group> groups = only == null ? List.of(Group.values()) : List.of(only);
    Map<Group, List<String>> all = BenchRun.defaultMethods(groups);
    if (methods == null) {
      return all;
    }
    Map<Group, List<String>> chosen = new LinkedHashMap<>();
    List<String> unknown = new ArrayList<>(methods);
    all.forEach(
        (group, names) -> {
          List<String> keep = new ArrayList<>();
          for (String name : names) {
            if (methods.contains(name) || (group == Group.ROUNDTRIP && name.equals("empty"))) {
              keep.add(name);
              unknown.remove(name);
            }
          }
          if (methods.contains(Main.BROKEN) && group != Group.ROUNDTRIP) {
            keep.add(keep.size() - (keep.contains("fastio") ? 1 : 0), Main.BROKEN);
          }
          if (keep.stream().anyMatch(m -> !m.equals("empty"))) {
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

  private static String knownMethods(Map<Group, List<String>> all) {
    return all.values().stream()
        .flatMap(List::stream)
        .distinct()
        .reduce((a, b) -> a + ", " + b)
        .orElse("");
  }

  private static boolean fastioFailed(Results results) {
    for (Group group : results.groups()) {
      for (int size : results.sizes) {
        Cell cell = results.cell(group, "fastio", size);
        if (cell.status == Cell.Status.WRONG || cell.status == Cell.Status.FAILED) {
          return true;
        }
      }
    }
    return false;
  }

  private String setting(Results results) {
    return String.format(
        Locale.ROOT,
        "Run %s on %s %s, %d CPUs, JDK %s. Sizes %s; %d run(s) of each method at each size; budget %.0f s."
            + " Reproduce: `./fastio bench --sizes %s --repeat %d --type %s%s`.\n\n"
            + "Each run is its own JVM, its output checked against the JDK's. CPU times come from the JVM's"
            + " process CPU clock (OperatingSystemMXBean), which moves in 10 ms steps on Linux: below about"
            + " 50 ms, read the wall times.",
        Instant.now().truncatedTo(ChronoUnit.SECONDS),
        System.getProperty("os.name"),
        System.getProperty("os.arch"),
        Runtime.getRuntime().availableProcessors(),
        results.java,
        String.join(", ", results.sizes.stream().map(Sizes::label).toList()),
        results.repeat,
        results.budgetSeconds,
        String.join(",", results.sizes.stream().map(Sizes::label).toList()),
        results.repeat,
        results.type.label(),
        only == null ? "" : " --only " + only.label());
  }
}
