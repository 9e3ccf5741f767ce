package io.github.fastio;

import java.nio.charset.StandardCharsets;

/**
 * Turns an ASCII token into a double with the same bits as {@link Double#parseDouble}.
 *
 * <p>Placeholder: delegates to the JDK until the exact fast parser lands (issue 4).
 */
final class DoubleParser {
  private DoubleParser() {}

  /**
   * Parses {@code b[from, to)}, a token without separators.
   *
   * @throws NumberFormatException where {@link Double#parseDouble} would reject the same text
   */
  static double parseDouble(byte[] b, int from, int to) {
    return Double.parseDouble(new String(b, from, to - from, StandardCharsets.ISO_8859_1));
  }
}
