package io.github.fastio.examples;

import io.github.fastio.CsvReader;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The least, mean and greatest temperature of each weather station over a file of {@code
 * name;temperature} lines, the shape of the One Billion Row Challenge ({@code Hamburg;12.0}), on
 * every core: {@link CsvReader#split} cuts the file into byte ranges, eight per thread, which the
 * threads claim one after another, each read as records of two fields delimited by {@code ';'};
 * each thread keeps its own table, and the tables' figures are added up at the end.
 *
 * <pre>
 * java -cp ... io.github.fastio.examples.GenerateMeasurements 1g measurements.txt
 * java -cp ... io.github.fastio.examples.StationStats measurements.txt [THREADS]
 * {Abidjan=-18.4/26.0/70.1, Abu Dhabi=-17.2/27.0/71.9, ...}
 * </pre>
 *
 * <p>A name is the whole field before the {@code ';'}, byte for byte (spaces, tabs, quotes and any
 * UTF-8 in it kept as they are: the reader's quoting is off, as the challenge's names may hold any
 * byte but {@code ;} and a line break), found in a {@link StationTable} by its bytes and the hash
 * the reader's scan computed: no String and no copy per row, one of each per station. The
 * temperature is read as tenths of a degree, exactly, by {@link CsvReader#nextScaled(int)
 * nextScaled(1)}, and the output is the challenge's baseline's text byte for byte ({@link
 * Station#meanTenths()}). {@link StationStatsClassic} is the same with BufferedReader, String.split
 * and Double.parseDouble.
 */
public final class StationStats {
  private StationStats() {}

  public static void main(String[] args) throws InterruptedException {
    Path file = Paths.get(args[0]);
    int threads =
        args.length > 1 ? Integer.parseInt(args[1]) : Runtime.getRuntime().availableProcessors();
    System.out.println(Station.format(stations(file, threads)));
  }

  /**
   * Parts a thread claims, one after another, so that a thread the OS holds back leaves its share
   * to the others instead of finishing last.
   */
  private static final int PARTS_PER_THREAD = 8;

  /** The figures of every station in {@code file}, read by {@code threads} threads. */
  static Map<String, Station> stations(Path file, int threads) throws InterruptedException {
    List<CsvReader> parts = CsvReader.split(file, threads == 1 ? 1 : threads * PARTS_PER_THREAD);
    AtomicInteger next = new AtomicInteger();
    AtomicReference<RuntimeException> failure = new AtomicReference<>();
    List<StationTable> tables = new ArrayList<>();
    List<Thread> running = new ArrayList<>();
    for (int t = 0; t < threads; t++) {
      StationTable table = new StationTable();
      tables.add(table);
      Thread thread =
          new Thread(
              () -> {
                try {
                  for (int i; (i = next.getAndIncrement()) < parts.size(); ) {
                    read(parts.get(i), table);
                  }
                } catch (RuntimeException e) {
                  failure.compareAndSet(null, e);
                  next.set(parts.size()); // the others stop at their next claim
                }
              });
      thread.start();
      running.add(thread);
    }
    for (Thread t : running) {
      t.join();
    }
    if (failure.get() != null) {
      throw failure.get();
    }
    Map<String, Station> all = new HashMap<>();
    for (StationTable table : tables) {
      table.addTo(all);
    }
    return all;
  }

  private static void read(CsvReader part, StationTable stations) {
    try (CsvReader in = part.delimiter(';').noQuote()) {
      while (in.nextRecord()) {
        Station s = stations.get(in.nextField());
        s.add(in.nextScaled(1));
      }
    }
  }
}
