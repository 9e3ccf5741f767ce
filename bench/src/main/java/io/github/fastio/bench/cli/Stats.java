package io.github.fastio.bench.cli;

import java.util.Arrays;
import java.util.List;

/** The little arithmetic of the report: medians and ratios. */
final class Stats {
  private Stats() {}

  /** The median; the mean of the two middle values for an even count; NaN for none. */
  static double median(List<Double> values) {
    if (values.isEmpty()) {
      return Double.NaN;
    }
    double[] sorted = values.stream().mapToDouble(Double::doubleValue).toArray();
    Arrays.sort(sorted);
    int mid = sorted.length / 2;
    return sorted.length % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  }

  /**
   * How many times {@code value} is {@code base}: NaN when either is unknown or the base is not
   * positive (a sub-millisecond time can measure as 0 and no ratio is better than an infinite one).
   */
  static double ratio(double value, double base) {
    if (Double.isNaN(value) || Double.isNaN(base) || base <= 0) {
      return Double.NaN;
    }
    return value / base;
  }
}
