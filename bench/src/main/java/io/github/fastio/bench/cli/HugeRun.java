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
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code fastio bench --huge SIZE} and {@code --stations SIZE}: one file of that size, written once
 * into the output directory and reused while its size and generator stay the same, read by each
 * method as its own JVM, as {@link FileBench} runs and checks them.
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
  record Config(long numbersBytes, long stationsBytes, Path compiler) {}

  /** The C++ anchor's row. */
  static final String CPP_LABEL = "the unchecked loop in C++, g++ -O2 (not a reader)";

  private final Config config;
  private final FileBench bench;
  private final String cores = Integer.toString(Runtime.getRuntime().availableProcessors());

  HugeRun(Config config, FileBench bench) {
    this.config = config;
    this.bench = bench;
  }

  /** Runs what the configuration asks; the tables to print. */
  List<Report.Table> run() throws IOException, InterruptedException {
    bench.createDirectory();
    List<Report.Table> tables = new ArrayList<>();
    List<String> cppNotes = new ArrayList<>();
    Path cpp = config.numbersBytes() > 0 ? buildCpp(cppNotes) : null;
    // Six or seven rows of numbers, four of stations.
    int rows =
        (config.numbersBytes() > 0 ? (cpp != null ? 7 : 6) : 0)
            + (config.stationsBytes() > 0 ? 4 : 0);
    bench.listener().planned((long) rows * bench.repeat());
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
    bench.listener().running("g++ -O2 " + CppAnchor.HUGE_SUM.source());
    try {
      return CppAnchor.build(config.compiler(), bench.path(""), CppAnchor.HUGE_SUM);
    } catch (CppAnchor.Unavailable e) {
      notes.add("The C++ anchor is skipped: " + e.getMessage() + ".");
      return null;
    }
  }

  private Report.Table numbers(Path cpp, List<String> notes)
      throws IOException, InterruptedException {
    long size = config.numbersBytes();
    String name = "huge-numbers-" + FileBench.label(size) + ".txt";
    String expected = bench.file(name, size, (f, s) -> HugeNumbers.write(f, s).line());
    Path file = bench.path(name);
    String count = expected.substring(0, expected.indexOf(' '));
    String f = FileBench.FILE;
    List<FileBench.Method> methods =
        new ArrayList<>(
            List.of(
                bench.java(
                    "BufferedReader + StringTokenizer + Long.parseLong",
                    "1",
                    SumLongsTokenizer.class,
                    f),
                bench.java("classic byte reader", "1", SumLongsClassic.class, f, FileBench.COUNT),
                bench.java("fastio: FastReader.longs(path)", "1", SumLongsFastio.class, f),
                bench.java(
                    "fastio: FastReader.longs(path).parallel()",
                    cores,
                    SumLongsFastioParallel.class,
                    f),
                bench.java(
                    "unchecked SWAR loop: fastio's parse, no checks (not a reader)",
                    "1",
                    SumLongsUnchecked.class,
                    f)));
    if (cpp != null) {
      methods.add(new FileBench.Method(CPP_LABEL, "1", List.of(cpp.toString(), f)));
    }
    methods.add(FileBench.cat());
    return bench.measure(
        "Sum of the ints of a " + FileBench.label(size) + " file (" + Files.size(file) + " bytes)",
        file,
        methods,
        List.of(new FileBench.Base(1, "")),
        expected,
        count,
        notes);
  }

  private Report.Table stations() throws IOException, InterruptedException {
    long size = config.stationsBytes();
    String name = "huge-stations-" + FileBench.label(size) + ".txt";
    String expected = bench.file(name, size, GenerateMeasurements::write);
    Path file = bench.path(name);
    List<FileBench.Method> methods =
        List.of(
            bench.java(
                "BufferedReader + String.split + Double.parseDouble",
                "1",
                StationStatsClassic.class,
                FileBench.FILE),
            bench.java(
                "fastio: StationStats, one thread", "1", StationStats.class, FileBench.FILE, "1"),
            bench.java(
                "fastio: StationStats, one thread per core",
                cores,
                StationStats.class,
                FileBench.FILE),
            FileBench.cat());
    return bench.measure(
        "Min/mean/max per station of a "
            + FileBench.label(size)
            + " file ("
            + Files.size(file)
            + " bytes)",
        file,
        methods,
        List.of(new FileBench.Base(0, "")),
        expected,
        "",
        List.of());
  }
}
