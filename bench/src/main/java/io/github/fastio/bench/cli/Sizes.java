package io.github.fastio.bench.cli;

import java.math.BigDecimal;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Converts a size such as {@code 1e6}, {@code 2.5e5}, {@code 1000} or {@code 1_000} into a count of
 * numbers.
 */
final class Sizes implements ITypeConverter<Integer> {
  /** The largest size accepted: 10^8 numbers are 1 to 2 GB of text per file. */
  static final int MAX = 100_000_000;

  @Override
  public Integer convert(String text) {
    return parse(text);
  }

  static int parse(String text) {
    BigDecimal value;
    try {
      value = new BigDecimal(text.trim().replace("_", ""));
    } catch (NumberFormatException e) {
      throw new TypeConversionException("'" + text + "' is not a size (examples: 1e3, 250000)");
    }
    if (value.signum() <= 0 || value.compareTo(BigDecimal.valueOf(MAX)) > 0) {
      throw new TypeConversionException("size '" + text + "' is outside 1.." + label(MAX));
    }
    try {
      return value.intValueExact();
    } catch (ArithmeticException e) {
      throw new TypeConversionException("size '" + text + "' is not a whole number");
    }
  }

  /**
   * {@code 1e6} for powers of ten, the plain number otherwise: the label used in tables and charts.
   */
  static String label(int n) {
    int exponent = 0;
    int v = n;
    while (v >= 10 && v % 10 == 0) {
      v /= 10;
      exponent++;
    }
    return v == 1 && exponent > 0 ? "1e" + exponent : Integer.toString(n);
  }
}
