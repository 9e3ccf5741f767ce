package io.github.fastio.bench.huge;

import io.github.fastio.FastReader;
import java.nio.file.Paths;

/** fastio on one core, {@code FastReader.longs(path)}: prints {@code count sum} of FILE. */
public final class SumLongsFastio {
  private SumLongsFastio() {}

  /**
   * Sums the file.
   *
   * @param args FILE
   */
  public static void main(String[] args) {
    System.out.println(CountAndSum.of(FastReader.longs(Paths.get(args[0]))));
  }
}
