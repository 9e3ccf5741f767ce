package io.github.fastio.bench.cli;

import io.github.fastio.bench.csv.CsvFiles;
import io.github.fastio.bench.csv.SumCsvCommons;
import io.github.fastio.bench.csv.SumCsvFastCsv;
import io.github.fastio.bench.csv.SumCsvFastio;
import io.github.fastio.bench.csv.SumCsvFastioParallel;
import io.github.fastio.bench.csv.SumCsvJackson;
import io.github.fastio.bench.csv.SumCsvSplit;
import io.github.fastio.bench.csv.SumCsvUnchecked;
import io.github.fastio.bench.csv.SumCsvUnivocity;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code fastio bench --csv SIZE}: a numeric CSV and one of quoted text, each of that size, written
 * once into the output directory, each read by BufferedReader + split, FastCSV, univocity, Jackson
 * CSV and Commons CSV (each with the JDK's parsers, as their users write them), fastio's {@code
 * CsvReader} on one core and (the numeric file, which has no line breaks inside quotes) on every
 * core, and the unchecked byte loop, the ceiling of the numeric file; each as its own JVM, as
 * {@link FileBench} runs and checks them (see {@code io.github.fastio.bench.csv}).
 */
final class CsvRun {
  /** The size of each file. */
  private final long bytes;

  private final FileBench bench;
  private final String cores = Integer.toString(Runtime.getRuntime().availableProcessors());

  CsvRun(long bytes, FileBench bench) {
    this.bytes = bytes;
    this.bench = bench;
  }

  /** Both files' tables. */
  List<Report.Table> run() throws IOException, InterruptedException {
    bench.createDirectory();
    // Nine rows of the numeric file, seven of the text one.
    bench.listener().planned(16L * bench.repeat());
    return List.of(table("numeric"), table("text"));
  }

  private Report.Table table(String kind) throws IOException, InterruptedException {
    long size = bytes;
    String name = "csv-" + kind + "-" + FileBench.label(size) + ".csv";
    String expected = bench.file(name, size, (f, s) -> CsvFiles.write(kind, f, s));
    Path file = bench.path(name);
    boolean numeric = kind.equals("numeric");
    List<FileBench.Method> methods = new ArrayList<>();
    methods.add(java("BufferedReader + String.split + the JDK's parsers", SumCsvSplit.class, kind));
    methods.add(java("FastCSV 4 + the JDK's parsers", SumCsvFastCsv.class, kind));
    methods.add(java("univocity 2 + the JDK's parsers", SumCsvUnivocity.class, kind));
    methods.add(java("Jackson CSV 2 + the JDK's parsers", SumCsvJackson.class, kind));
    methods.add(java("Commons CSV 1 + the JDK's parsers", SumCsvCommons.class, kind));
    methods.add(java("fastio: CsvReader", SumCsvFastio.class, kind));
    List<FileBench.Base> bases = new ArrayList<>(List.of(new FileBench.Base(1, "FastCSV")));
    if (numeric) {
      methods.add(
          bench.java(
              "fastio: CsvReader.split, a reader per core",
              cores,
              SumCsvFastioParallel.class,
              kind,
              FileBench.FILE));
      methods.add(
          java(
              "unchecked byte loop, no checks (the ceiling, not a reader)",
              SumCsvUnchecked.class,
              kind));
      bases.add(new FileBench.Base(methods.size() - 1, "unchecked"));
    }
    methods.add(FileBench.cat());
    String title =
        numeric
            ? "A numeric CSV, id,price,qty,ts (int, 2-decimal double, int, long)"
            : "A CSV of quoted text: names with commas and quotes, missing amounts, line breaks in"
                + " quotes";
    return bench.measure(
        title + ", " + FileBench.label(size) + " (" + Files.size(file) + " bytes)",
        file,
        methods,
        bases,
        expected,
        "",
        numeric
            ? List.of()
            : List.of(
                "No reader per core for this file: a byte range cannot tell a line break inside"
                    + " quotes from one between records."));
  }

  private FileBench.Method java(String label, Class<?> main, String kind) {
    return bench.java(label, "1", main, kind, FileBench.FILE);
  }
}
