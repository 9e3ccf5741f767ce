package io.github.fastio.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The station figures of a generated file, as the generator counted them while writing, from {@link
 * StationStats} on any number of threads and from {@link StationStatsClassic}.
 */
class StationStatsTest {
  @TempDir Path dir;

  @Test
  void everyWayOfReadingGivesTheGeneratorsFigures() throws Exception {
    Path file = dir.resolve("measurements.txt");
    String expected = GenerateMeasurements.write(file, 3 << 20);
    assertEquals(expected, baselineOutput(file));
    assertTrue(Files.size(file) >= 3 << 20);
    assertTrue(expected.contains(", Abu Dhabi=") && expected.contains(", Zürich="), expected);
    assertEquals(expected, Station.format(StationStatsClassic.stations(file)));
    for (int threads : new int[] {1, 2, 3, 8, 64}) {
      assertEquals(expected, Station.format(StationStats.stations(file, threads)), threads + "");
    }
  }

  @Test
  void namesAreKeptByteForByte() throws Exception {
    // Two spaces, a tab, a non-ASCII letter, a name that differs from another only in its last
    // byte, a line of CRLF, names with quotes: a name is the whole field before the ';'.
    Path file = dir.resolve("odd-names.txt");
    Files.writeString(
        file,
        "New  York;1.0\nNew York;2.0\nSan\tJos\u00e9;3.5\r\nAb;-1.5\nAc;4.0\nNew  York;-3.0\n"
            + "\"Ab\";0.5\n\"Ab;1.5\n",
        java.nio.charset.StandardCharsets.UTF_8);
    String expected = Station.format(StationStatsClassic.stations(file));
    assertEquals(
        "{\"Ab=1.5/1.5/1.5, \"Ab\"=0.5/0.5/0.5, Ab=-1.5/-1.5/-1.5, Ac=4.0/4.0/4.0,"
            + " New  York=-3.0/-1.0/1.0, New York=2.0/2.0/2.0, San\tJos\u00e9=3.5/3.5/3.5}",
        expected);
    for (int threads : new int[] {1, 2, 5}) {
      assertEquals(expected, Station.format(StationStats.stations(file, threads)), threads + "");
    }
  }

  @Test
  void manyStationsGrowTheTable() throws Exception {
    Path file = dir.resolve("many.txt");
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 5000; i++) {
      sb.append("station ").append(i).append(';').append(i % 100).append(".5\n");
    }
    Files.writeString(file, sb.toString(), java.nio.charset.StandardCharsets.UTF_8);
    assertEquals(
        Station.format(StationStatsClassic.stations(file)),
        Station.format(StationStats.stations(file, 2)));
  }

  @Test
  void theFormatIsTheChallengesWithMeansRoundedHalfUp() {
    Station a = new Station();
    a.add(-5);
    a.add(10);
    Station b = new Station();
    b.add(-123);
    b.add(-124);
    assertEquals("{a=-0.5/0.3/1.0, b=-12.4/-12.3/-12.3}", Station.format(Map.of("b", b, "a", a)));
  }

  /**
   * The One Billion Row Challenge's output for {@code file}, computed as its baseline defines it
   * (written here from that definition): each value parsed as a double, the sum of doubles in file
   * order, min and max and the mean {@code (round(sum * 10) / 10) / count} each rounded to tenths
   * by {@code Math.round(x * 10.0) / 10.0} and printed by {@code Double.toString}, the stations
   * sorted by name as Strings.
   */
  static String baselineOutput(Path file) throws java.io.IOException {
    Map<String, double[]> stations = new java.util.TreeMap<>();
    for (String line : Files.readAllLines(file, java.nio.charset.StandardCharsets.UTF_8)) {
      int semicolon = line.indexOf(';');
      double v = Double.parseDouble(line.substring(semicolon + 1));
      double[] s =
          stations.computeIfAbsent(
              line.substring(0, semicolon),
              k -> new double[] {Double.POSITIVE_INFINITY, 0, Double.NEGATIVE_INFINITY, 0});
      s[0] = Math.min(s[0], v);
      s[1] += v;
      s[2] = Math.max(s[2], v);
      s[3]++;
    }
    StringBuilder sb = new StringBuilder("{");
    for (Map.Entry<String, double[]> e : stations.entrySet()) {
      double[] s = e.getValue();
      double mean = (Math.round(s[1] * 10.0) / 10.0) / s[3];
      sb.append(sb.length() > 1 ? ", " : "").append(e.getKey()).append('=');
      sb.append(tenths(s[0])).append('/').append(tenths(mean)).append('/').append(tenths(s[2]));
    }
    return sb.append('}').toString();
  }

  private static double tenths(double x) {
    return Math.round(x * 10.0) / 10.0;
  }

  @Test
  void theOutputIsTheChallengeBaselinesText() throws Exception {
    // Few values a station, so that many means lie halfway between two tenths.
    java.util.SplittableRandom r = new java.util.SplittableRandom(1);
    for (int trial = 0; trial < 20; trial++) {
      Path file = dir.resolve("few-" + trial + ".txt");
      StringBuilder sb = new StringBuilder();
      for (int i = 0, n = 1 + r.nextInt(3000); i < n; i++) {
        int t = r.nextInt(4) == 0 ? r.nextInt(1999) - 999 : r.nextInt(41) - 20;
        sb.append(r.nextInt(5) == 0 ? "Zürich " : "s").append(r.nextInt(1 + n / 3)).append(';');
        sb.append(t < 0 ? "-" : "").append(Math.abs(t) / 10).append('.').append(Math.abs(t) % 10);
        sb.append('\n');
      }
      Files.writeString(file, sb.toString(), java.nio.charset.StandardCharsets.UTF_8);
      String expected = baselineOutput(file);
      assertEquals(expected, Station.format(StationStatsClassic.stations(file)), file.toString());
      for (int threads : new int[] {1, 3}) {
        assertEquals(expected, Station.format(StationStats.stations(file, threads)), "" + threads);
      }
    }
  }

  @Test
  void sizesTakeASuffix() {
    assertEquals(100L << 20, GenerateMeasurements.bytes("100m"));
    assertEquals(3L << 30, GenerateMeasurements.bytes("3G"));
    assertEquals(1500, GenerateMeasurements.bytes("1500"));
  }
}
