package io.github.fastio.examples;

import io.github.fastio.FastReader;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The least, mean and greatest temperature of each weather station over a file of {@code
 * name;temperature} lines, the shape of the One Billion Row Challenge ({@code Hamburg;12.0}), on
 * every core: the file is split at line starts into one part per thread, each read by a {@link
 * FastReader} whose separators include {@code ';'}, and the parts' figures are added up at the end.
 *
 * <pre>
 * java -cp ... io.github.fastio.examples.GenerateMeasurements 1g measurements.txt
 * java -cp ... io.github.fastio.examples.StationStats measurements.txt [THREADS]
 * {Abidjan=-18.4/26.0/70.1, Abu Dhabi=-17.2/27.0/71.9, ...}
 * </pre>
 *
 * <p>A name may hold spaces ({@code Abu Dhabi}), which separate tokens too: a name is every token
 * before the temperature, the first token that reads as a number. {@link StationStatsClassic} is
 * the same with BufferedReader, String.split and Double.parseDouble.
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
    List<FastReader> parts = FastReader.split(file, threads);
    List<Map<String, Station>> results = new ArrayList<>();
    List<Thread> running = new ArrayList<>();
    for (FastReader part : parts) {
      Map<String, Station> result = new HashMap<>();
      results.add(result);
      Thread t = new Thread(() -> read(part, result));
      t.start();
      running.add(t);
    }
    for (Thread t : running) {
      t.join();
    }
    Map<String, Station> all = results.get(0);
    for (Map<String, Station> part : results.subList(1, results.size())) {
      for (Map.Entry<String, Station> e : part.entrySet()) {
        all.computeIfAbsent(e.getKey(), k -> new Station()).add(e.getValue());
      }
    }
    return all;
  }

  private static void read(FastReader part, Map<String, Station> stations) {
    try (FastReader in = part.separators(";")) {
      while (in.hasNext()) {
        String name = in.next();
        while (!in.hasNextDouble()) {
          name = name + " " + in.next();
        }
        long tenths = Station.tenths(in.nextDouble());
        Station s = stations.get(name);
        if (s == null) {
          s = new Station();
          stations.put(name, s);
        }
        s.add(tenths);
      }
    }
  }
}
