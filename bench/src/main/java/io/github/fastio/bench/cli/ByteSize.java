package io.github.fastio.bench.cli;

import java.math.BigDecimal;
import java.util.Locale;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Converts a file size such as {@code 3g}, {@code 500m}, {@code 64k} (powers of 1024, either case)
 * or {@code 1e9} and {@code 1000} (bytes) into bytes.
 */
final class ByteSize implements ITypeConverter<Long> {
  /** The largest size accepted: 1 TiB. */
  static final long MAX = 1L << 40;

  @Override
  public Long convert(String text) {
    return parse(text);
  }

  static long parse(String text) {
    String s = text.trim().toLowerCase(Locale.ROOT).replace("_", "");
    int shift = 0;
    if (s.endsWith("k") || s.endsWith("m") || s.endsWith("g")) {
      shift = "kmg".indexOf(s.charAt(s.length() - 1)) * 10 + 10;
      s = s.substring(0, s.length() - 1);
    }
    BigDecimal value;
    try {
      value = new BigDecimal(s).multiply(BigDecimal.valueOf(1L << shift));
    } catch (NumberFormatException e) {
      throw new TypeConversionException(
          "'" + text + "' is not a file size (examples: 3g, 500m, 64k, 1e9)");
    }
    if (value.signum() <= 0 || value.compareTo(BigDecimal.valueOf(MAX)) > 0) {
      throw new TypeConversionException("file size '" + text + "' is outside 1 byte..1024g");
    }
    return value.longValue();
  }
}
