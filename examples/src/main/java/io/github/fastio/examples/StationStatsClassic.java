package io.github.fastio.examples;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.HashMap;
import java.util.Map;

/**
 * {@link StationStats} as it is often first written: BufferedReader, String.split and
 * Double.parseDouble, on one core. The same output.
 */
public final class StationStatsClassic {
  private StationStatsClassic() {}

  public static void main(String[] args) throws IOException {
    System.out.println(Station.format(stations(Paths.get(args[0]))));
  }

  /** The figures of every station in {@code file}. */
  @SuppressWarnings("StringSplitter") // line.split(";"), as the program is often first written
  static Map<String, Station> stations(Path file) throws IOException {
    Map<String, Station> stations = new HashMap<>();
    try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      String line;
      while ((line = in.readLine()) != null) {
        String[] fields = line.split(";");
        Station s = stations.get(fields[0]);
        if (s == null) {
          s = new Station();
          stations.put(fields[0], s);
        }
        s.add(Station.tenths(Double.parseDouble(fields[1])));
      }
    }
    return stations;
  }
}
