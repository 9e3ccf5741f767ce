package io.github.fastio.contest.judge;

import java.math.BigDecimal;
import java.util.Locale;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** The units of the judge's limits on the command line. */
final class Units {
  private Units() {}

  /** A duration in ms: {@code 2s}, {@code 1.5s}, {@code 500ms}, or plain seconds ({@code 2}). */
  static final class Millis implements ITypeConverter<Long> {
    @Override
    public Long convert(String value) {
      String v = value.trim().toLowerCase(Locale.ROOT);
      BigDecimal scale = BigDecimal.valueOf(1000);
      if (v.endsWith("ms")) {
        v = v.substring(0, v.length() - 2);
        scale = BigDecimal.ONE;
      } else if (v.endsWith("s")) {
        v = v.substring(0, v.length() - 1);
      }
      return positive(value, v, scale, "a time such as 2s, 1.5s or 500ms");
    }
  }

  /** A size in KiB: {@code 256m}, {@code 1g}, {@code 65536k}, or plain MiB ({@code 256}). */
  static final class KiB implements ITypeConverter<Long> {
    @Override
    public Long convert(String value) {
      String v = value.trim().toLowerCase(Locale.ROOT).replaceFirst("i?b$", "");
      BigDecimal scale = BigDecimal.valueOf(1024);
      if (v.endsWith("k")) {
        scale = BigDecimal.ONE;
      } else if (v.endsWith("g")) {
        scale = BigDecimal.valueOf(1024 * 1024);
      } else if (!v.endsWith("m")) {
        v = v + "m";
      }
      return positive(value, v.substring(0, v.length() - 1), scale, "a size such as 256m or 1g");
    }
  }

  private static long positive(String original, String number, BigDecimal scale, String want) {
    try {
      BigDecimal x = new BigDecimal(number).multiply(scale);
      if (x.signum() <= 0) {
        throw new TypeConversionException("'" + original + "' is not positive");
      }
      return x.setScale(0, java.math.RoundingMode.CEILING).longValueExact();
    } catch (NumberFormatException | ArithmeticException e) {
      throw new TypeConversionException("'" + original + "' is not " + want);
    }
  }

  /** {@code 1500} as {@code 1.5 s}, {@code 2000} as {@code 2 s}. */
  static String seconds(long ms) {
    return BigDecimal.valueOf(ms).movePointLeft(3).stripTrailingZeros().toPlainString() + " s";
  }

  /**
   * {@code 1572864} as {@code 1.5 MiB}, {@code 2048} as {@code 2 KiB}, {@code 100} as {@code 100
   * B}.
   */
  static String size(long bytes) {
    if (bytes < 1024) {
      return bytes + " B";
    }
    boolean mib = bytes >= 1 << 20;
    return BigDecimal.valueOf(bytes)
            .divide(BigDecimal.valueOf(mib ? 1 << 20 : 1 << 10), 1, java.math.RoundingMode.DOWN)
            .stripTrailingZeros()
            .toPlainString()
        + (mib ? " MiB" : " KiB");
  }
}
