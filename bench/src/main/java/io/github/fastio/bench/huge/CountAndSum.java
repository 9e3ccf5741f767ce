package io.github.fastio.bench.huge;

import java.util.stream.LongStream;

/**
 * The count and the sum of a stream of longs, the work that the other programs here do per number
 * (a count and an addition), not {@code summaryStatistics()}, whose minimum and maximum would
 * charge fastio's programs for two more operations per number than the classic reader's.
 */
final class CountAndSum {
  private CountAndSum() {}

  /** {@code count sum} of {@code numbers}, sequential or parallel. */
  static String of(LongStream numbers) {
    long[] total =
        numbers.collect(
            () -> new long[2],
            (t, v) -> {
              t[0]++;
              t[1] += v;
            },
            (t, u) -> {
              t[0] += u[0];
              t[1] += u[1];
            });
    return total[0] + " " + total[1];
  }
}
