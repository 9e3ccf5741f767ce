package io.github.fastio.examples;

import io.github.fastio.CsvReader;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The least, mean and greatest temperature of each weather station over a file of {@code
 * name;temperature} lines, the shape of the One Billion Row Challenge ({@code Hamburg;12.0}), on
 * every core: {@link CsvReader#split} cuts the file into one byte range per thread, each read as
 * records of two fields delimited by {@code ';'}, and the parts' figures are added up at the end.
 *
 * <pre>
 * java -cp ... io.github.fastio.examples.GenerateMeasurements 1g measurements.txt
 * java -cp ... io.github.fastio.examples.StationStats measurements.txt [THREADS]
 * {Abidjan=-18.4/26.0/70.1, Abu Dhabi=-17.2/27.0/71.9, ...}
 * </pre>
 *
 * <p>A name is the whole field before the {@code ';'}, byte for byte (spaces, tabs and any UTF-8 in
 * it kept as they are; a name that starts with a {@code "} is read as a quoted field), found in a
 * {@link StationTable} by its bytes: no String per row, one per station. {@link
 * StationStatsClassic} is the same with BufferedReader, String.split and Double.parseDouble.
 */
public final class StationStats {
  private StationStats() {}

  public static void main(String[] args) throws InterruptedException {
    Path file = Paths.get(args[0]);
    int threads =
        args.length > 1 ? Integer.parseInt(args[1]) : Runtime.getRuntime().availableProcessors();
    System.out.println(Station.format(stations(file, threads)));
  }

  /** The figures of every station in {@code file}, read by {@code threads} threads. */
  static Map<String, Station> stations(Path file, int threads) throws InterruptedException {
    List<CsvReader> parts = CsvReader.split(file, threads);
    List<StationTable> tables = new ArrayList<>();
    List<Thread> running = new ArrayList<>();
    for (CsvReader part : parts) {
      StationTable table = new StationTable();
      tables.add(table);
      Thread t = new Thread(() -> read(part, table));
      t.start();
      running.add(t);
    }
    for (Thread t : running) {
      t.join();
    }
    Map<String, Station> all = new HashMap<>();
    for (StationTable table : tables) {
      table.addTo(all);
    }
    return all;
  }

  private static void read(CsvReader part, StationTable stations) {
    try (CsvReader in = part.delimiter(';')) {
      while (in.nextRecord()) {
        Station s = stations.get(in.nextField());
        s.add(in.nextScaled(1));
      }
    }
  }
}
