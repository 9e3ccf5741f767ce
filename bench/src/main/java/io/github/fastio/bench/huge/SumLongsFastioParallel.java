package io.github.fastio.bench.huge;

import io.github.fastio.FastReader;
import java.nio.file.Paths;
import java.util.LongSummaryStatistics;

/**
 * fastio on every core, {@code FastReader.longs(path).parallel()}: prints {@code count sum} of
 * FILE.
 */
public final class SumLongsFastioParallel {
  private SumLongsFastioParallel() {}

  /**
   * Sums the file.
   *
   * @param args FILE
   */
  public static void main(String[] args) {
    LongSummaryStatistics s = FastReader.longs(Paths.get(args[0])).parallel().summaryStatistics();
    System.out.println(s.getCount() + " " + s.getSum());
  }
}
