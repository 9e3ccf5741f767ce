package io.github.fastio.examples;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Random;

/**
 * Writes a file of {@code name;temperature} lines for {@link StationStats}, the shape of the One
 * Billion Row Challenge: a station drawn from a fixed list (names with spaces and non-ASCII letters
 * among them), a temperature with one decimal around its mean, from a fixed seed: {@code java -cp
 * ... io.github.fastio.examples.GenerateMeasurements 1g measurements.txt} (a size in bytes, with k,
 * m or g).
 */
public final class GenerateMeasurements {
  private GenerateMeasurements() {}

  /** Stations and their mean temperatures, in tenths of a degree. */
  private static final Object[][] STATIONS = {
    {"Abha", 180},
    {"Abidjan", 260},
    {"Abu Dhabi", 270},
    {"Accra", 264},
    {"Addis Ababa", 160},
    {"Adelaide", 173},
    {"Alexandria", 200},
    {"Alice Springs", 210},
    {"Almaty", 100},
    {"Amsterdam", 102},
    {"Anchorage", 28},
    {"Athens", 192},
    {"Bangkok", 286},
    {"Barcelona", 182},
    {"Beijing", 129},
    {"Berlin", 103},
    {"Bogotá", 156},
    {"Boston", 109},
    {"Bulawayo", 189},
    {"Cairo", 214},
    {"Cape Town", 162},
    {"Chicago", 98},
    {"Dakar", 240},
    {"Dar es Salaam", 258},
    {"Denver", 104},
    {"Dhaka", 259},
    {"Dublin", 98},
    {"Edinburgh", 93},
    {"Hamburg", 97},
    {"Helsinki", 59},
    {"Ho Chi Minh City", 274},
    {"Hong Kong", 233},
    {"Istanbul", 139},
    {"Jakarta", 267},
    {"Kinshasa", 253},
    {"Kraków", 83},
    {"Kuala Lumpur", 273},
    {"Lagos", 268},
    {"Lima", 197},
    {"Lisbon", 175},
    {"London", 113},
    {"Los Angeles", 186},
    {"Madrid", 150},
    {"Mexico City", 175},
    {"Montréal", 68},
    {"Moscow", 58},
    {"Mumbai", 271},
    {"Nairobi", 178},
    {"New Delhi", 250},
    {"New York City", 129},
    {"Oslo", 57},
    {"Paris", 123},
    {"Perth", 187},
    {"Reykjavík", 43},
    {"Rio de Janeiro", 238},
    {"Rome", 152},
    {"San Francisco", 146},
    {"Santiago", 147},
    {"São Paulo", 199},
    {"Seoul", 125},
    {"Singapore", 270},
    {"St. John's", 50},
    {"Stockholm", 66},
    {"Sydney", 177},
    {"Tel Aviv", 200},
    {"Tokyo", 154},
    {"Toronto", 94},
    {"Vienna", 104},
    {"Yakutsk", -88},
    {"Zürich", 93},
  };

  public static void main(String[] args) throws IOException {
    Path file = Paths.get(args[1]);
    write(file, bytes(args[0]));
    System.out.println("wrote " + file + ": " + Files.size(file) + " bytes");
  }

  /** {@code 100m} is 100 * 2^20 bytes; k, m and g in either case, or none. */
  static long bytes(String size) {
    String s = size.trim().toLowerCase(Locale.ROOT);
    int shift = s.endsWith("k") ? 10 : s.endsWith("m") ? 20 : s.endsWith("g") ? 30 : 0;
    String digits = shift == 0 ? s : s.substring(0, s.length() - 1);
    return (long) (Double.parseDouble(digits) * (1L << shift));
  }

  /**
   * Writes lines until the file holds at least {@code bytes} bytes, and returns what {@link
   * StationStats} must print for it, computed from the values as they are written.
   */
  public static String write(Path file, long bytes) throws IOException {
    Random random = new Random(42);
    Map<String, Station> stations = new HashMap<>();
    byte[][] names = new byte[STATIONS.length][];
    for (int i = 0; i < names.length; i++) {
      names[i] = ((String) STATIONS[i][0] + ";").getBytes(StandardCharsets.UTF_8);
    }
    byte[] digits = new byte[8];
    long written = 0;
    try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(file), 1 << 16)) {
      while (written < bytes) {
        int k = random.nextInt(STATIONS.length);
        long mean = (Integer) STATIONS[k][1];
        long t = Math.max(-999, Math.min(999, mean + Math.round(random.nextGaussian() * 100)));
        stations.computeIfAbsent((String) STATIONS[k][0], n -> new Station()).add(t);
        out.write(names[k]);
        int n = 0;
        long abs = Math.abs(t);
        digits[n++] = (byte) ('0' + abs % 10);
        digits[n++] = '.';
        abs /= 10;
        do {
          digits[n++] = (byte) ('0' + abs % 10);
          abs /= 10;
        } while (abs > 0);
        if (t < 0) {
          digits[n++] = '-';
        }
        for (int i = n - 1; i >= 0; i--) {
          out.write(digits[i]);
        }
        out.write('\n');
        written += names[k].length + n + 1;
      }
    }
    return Station.format(stations);
  }
}
