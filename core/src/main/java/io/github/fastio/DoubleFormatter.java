package io.github.fastio;

import java.util.Locale;

/**
 * Writes doubles and floats as ASCII bytes, the same bytes as the JDK's own text for them.
 *
 * <p>Placeholder: delegates to the JDK until the exact fast formatter lands (issue 4).
 */
final class DoubleFormatter {
  private DoubleFormatter() {}

  /** Bytes that {@link #writeShortest(double, byte[], int)} may need at most. */
  static final int MAX_SHORTEST_LENGTH = 32;

  /** Bytes that {@link #writeFixed} may need at most for {@code decimals} decimals. */
  static int maxFixedLength(int decimals) {
    return 1 + 309 + 1 + decimals;
  }

  /**
   * Writes {@code Double.toString(v)} of the running JDK at {@code off}; returns the new offset.
   */
  static int writeShortest(double v, byte[] buf, int off) {
    return writeAscii(Double.toString(v), buf, off);
  }

  /** Writes {@code Float.toString(v)} of the running JDK at {@code off}; returns the new offset. */
  static int writeShortest(float v, byte[] buf, int off) {
    return writeAscii(Float.toString(v), buf, off);
  }

  /**
   * Writes {@code String.format(Locale.ROOT, "%.<decimals>f", v)} at {@code off}; returns the new
   * offset. The caller has reserved {@link #maxFixedLength(int)} bytes.
   */
  static int writeFixed(double v, int decimals, byte[] buf, int off) {
    return writeAscii(String.format(Locale.ROOT, "%." + decimals + "f", v), buf, off);
  }

  private static int writeAscii(String s, byte[] buf, int off) {
    for (int i = 0; i < s.length(); i++) {
      buf[off++] = (byte) s.charAt(i);
    }
    return off;
  }
}
