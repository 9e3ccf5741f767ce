package io.github.fastio.bench.cli;

import io.github.fastio.bench.csvwrite.WriteCheck;
import io.github.fastio.bench.csvwrite.WriteCsvCommons;
import io.github.fastio.bench.csvwrite.WriteCsvFastCsv;
import io.github.fastio.bench.csvwrite.WriteCsvFastio;
import io.github.fastio.bench.csvwrite.WriteCsvJackson;
import io.github.fastio.bench.csvwrite.WriteCsvPrintWriter;
import io.github.fastio.bench.csvwrite.WriteCsvUnchecked;
import io.github.fastio.bench.csvwrite.WriteCsvUnivocity;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code fastio bench --csv-write SIZE}: numeric records and text records, about SIZE bytes of
 * each, written to a file by fastio's {@code CsvWriter}, FastCSV, univocity, Jackson CSV, Commons
 * CSV, {@code PrintWriter} with {@code String.join}, and (the numeric records) the unchecked digit
 * loop, the ceiling; each as its own JVM, each output read back and every value checked ({@link
 * WriteCheck}), beside {@code cp} of fastio's output, the floor. The reference output, fastio's, is
 * written once into the output directory; it sets the record count and the MB/s.
 */
final class CsvWriteRun {
  /** About how many bytes each file has. */
  private final long bytes;

  private final FileBench bench;

  CsvWriteRun(long bytes, FileBench bench) {
    this.bytes = bytes;
    this.bench = bench;
  }

  /** Both kinds' tables. */
  List<Report.Table> run() throws IOException, InterruptedException {
    bench.createDirectory();
    // Nine rows of the numeric records, eight of the text ones.
    bench.listener().planned(17L * bench.repeat());
    return List.of(table("numeric"), table("text"));
  }

  private Report.Table table(String kind) throws IOException, InterruptedException {
    boolean numeric = kind.equals("numeric");
    // Bytes a record takes, about: measured on fastio's output of these records.
    int records = (int) Math.min(Integer.MAX_VALUE - 1, bytes / (numeric ? 50 : 60));
    String name = "csv-write-" + kind + "-" + FileBench.label(bytes) + ".csv";
    Path reference = bench.path(name);
    String expected =
        bench.file(
            name,
            bytes,
            (file, size) -> {
              WriteCsvFastio.main(new String[] {kind, Integer.toString(records), file.toString()});
              return WriteCheck.expected(records);
            });
    String check = WriteCheck.check(kind, records, reference);
    if (!check.equals(WriteCheck.expected(records))) {
      throw new IOException("the reference output " + reference + " reads back wrong: " + check);
    }
    Path out = bench.path("csv-write-output.csv");
    String n = Integer.toString(records);
    List<FileBench.Method> methods = new ArrayList<>();
    methods.add(java("FastCSV 4, the JDK's toString", WriteCsvFastCsv.class, kind, n));
    methods.add(java("univocity 2, the JDK's toString", WriteCsvUnivocity.class, kind, n));
    methods.add(java("Jackson CSV 2, its own number writers", WriteCsvJackson.class, kind, n));
    methods.add(java("Commons CSV 1, the JDK's toString", WriteCsvCommons.class, kind, n));
    methods.add(
        java("PrintWriter + String.join, the JDK's toString", WriteCsvPrintWriter.class, kind, n));
    methods.add(java("fastio: CsvWriter", WriteCsvFastio.class, kind, n));
    List<FileBench.Base> bases = new ArrayList<>(List.of(new FileBench.Base(0, "FastCSV")));
    if (numeric) {
      methods.add(
          java(
              "unchecked digit loop, no checks (the ceiling, not a writer)",
              WriteCsvUnchecked.class,
              kind,
              n));
      bases.add(new FileBench.Base(methods.size() - 1, "unchecked"));
    }
    methods.add(bench.copy());
    String title =
        numeric
            ? "Writing numeric records, id,price,qty,ts,rate (int, 2-decimal double, int, long,"
                + " 6-decimal double)"
            : "Writing text records: names with commas, comments with quotes and line breaks,"
                + " missing amounts";
    return bench.measure(
        title + ", " + n + " records (" + Files.size(reference) + " bytes from fastio)",
        reference,
        methods,
        bases,
        expected,
        "",
        List.of(),
        new FileBench.Writes(out, written -> WriteCheck.check(kind, records, written)));
  }

  private FileBench.Method java(String label, Class<?> main, String kind, String n) {
    return bench.java(label, "1", main, kind, n, FileBench.OUT);
  }
}
