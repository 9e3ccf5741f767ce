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
    // byte, and a line of CRLF: a name is the whole field before the ';'.
    Path file = dir.resolve("odd-names.txt");
    Files.writeString(
        file,
        "New  York;1.0\nNew York;2.0\nSan\tJos\u00e9;3.5\r\nAb;-1.5\nAc;4.0\nNew  York;-3.0\n",
        java.nio.charset.StandardCharsets.UTF_8);
    String expected = Station.format(StationStatsClassic.stations(file));
    assertEquals(
        "{Ab=-1.5/-1.5/-1.5, Ac=4.0/4.0/4.0, New  York=-3.0/-1.0/1.0, New York=2.0/2.0/2.0,"
            + " San\tJos\u00e9=3.5/3.5/3.5}",
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

  @Test
  void sizesTakeASuffix() {
    assertEquals(100L << 20, GenerateMeasurements.bytes("100m"));
    assertEquals(3L << 30, GenerateMeasurements.bytes("3G"));
    assertEquals(1500, GenerateMeasurements.bytes("1500"));
  }
}
