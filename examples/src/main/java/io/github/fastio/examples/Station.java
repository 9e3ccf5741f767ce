package io.github.fastio.examples;

import java.util.Map;
import java.util.TreeMap;

/**
 * The running figures of one weather station for {@link StationStats} and {@link
 * StationStatsClassic}: the least, the greatest and the sum of its temperatures, in tenths of a
 * degree (every value has one decimal), and their count. Sums of tenths are exact in any order, so
 * that parts added up on different threads give the same mean as one pass.
 */
class Station {
  long min = Long.MAX_VALUE;
  long max = Long.MIN_VALUE;
  long sum;
  long count;

  /** Adds one temperature, in tenths of a degree. */
  void add(long tenths) {
    min = Math.min(min, tenths);
    max = Math.max(max, tenths);
    sum += tenths;
    count++;
  }

  /** Adds the figures of the same station from another part of the file. */
  void add(Station other) {
    min = Math.min(min, other.min);
    max = Math.max(max, other.max);
    sum += other.sum;
    count += other.count;
  }

  /** A temperature with one decimal in tenths: 12.3 is 123; -0.05 and the like never occur. */
  static long tenths(double value) {
    return Math.round(value * 10);
  }

  /**
   * The mean in tenths as the One Billion Row Challenge's baseline rounds it, so that the output is
   * its text byte for byte: the sum in degrees as the nearest double, divided by the count in
   * double arithmetic, times ten, rounded halves up ({@code Math.round}). A mean that lies exactly
   * or almost halfway between two tenths can thus round either way; the baseline's sum of doubles,
   * run in any order, is within a few ulps of the exact sum, which its {@code Math.round(sum * 10)}
   * takes back to the exact tenths this class keeps.
   */
  long meanTenths() {
    return Math.round(sum / 10.0 / count * 10.0);
  }

  /**
   * {@code {Abha=-23.0/18.0/59.2, Abidjan=-16.2/26.0/67.3, ...}}: each station's min, mean and max,
   * sorted by name, in tenths ({@link #meanTenths}).
   */
  static String format(Map<String, Station> stations) {
    StringBuilder sb = new StringBuilder("{");
    for (Map.Entry<String, Station> e : new TreeMap<>(stations).entrySet()) {
      Station s = e.getValue();
      if (sb.length() > 1) {
        sb.append(", ");
      }
      sb.append(e.getKey()).append('=');
      appendTenths(sb, s.min).append('/');
      appendTenths(sb, s.meanTenths()).append('/');
      appendTenths(sb, s.max);
    }
    return sb.append('}').toString();
  }

  private static StringBuilder appendTenths(StringBuilder sb, long tenths) {
    if (tenths < 0) {
      sb.append('-');
    }
    long abs = Math.abs(tenths);
    return sb.append(abs / 10).append('.').append(abs % 10);
  }
}
