package io.github.fastio.jmh;

import io.github.fastio.bench.NumType;
import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;

/**
 * The in-memory inputs of the parse benchmarks: ASCII text, one number a line, from a fixed seed.
 */
final class InputText {
  private InputText() {}

  /**
   * The workload of the experiment programs (ints, full-range longs, 9-decimal doubles) as text.
   */
  static byte[] of(NumType type, int n) {
    StringBuilder text = new StringBuilder(n * 21);
    for (long v : type.generate(n)) {
      type.appendReference(text, v);
      text.append('\n');
    }
    return text.toString().getBytes(StandardCharsets.US_ASCII);
  }

  /**
   * Doubles of two shapes, alternating: fixed-point like {@code -123.456789012} and scientific like
   * {@code 6.02214076E23}. Built from decimal digits directly (no String.format), so 10^7 tokens
   * set up quickly.
   */
  static byte[] mixedDoubles(int n) {
    SplittableRandom random = new SplittableRandom(NumType.SEED);
    StringBuilder text = new StringBuilder(n * 20);
    for (int i = 0; i < n; i++) {
      if (random.nextBoolean()) {
        text.append('-');
      }
      if (i % 2 == 0) {
        text.append(random.nextInt(1_000_000)).append('.');
        appendPadded(text, random.nextLong(1_000_000_000L), 9);
      } else {
        text.append(1 + random.nextInt(9)).append('.');
        appendPadded(text, random.nextLong(100_000_000L), 8);
        text.append('e').append(random.nextInt(-300, 301));
      }
      text.append('\n');
    }
    return text.toString().getBytes(StandardCharsets.US_ASCII);
  }

  private static void appendPadded(StringBuilder text, long v, int width) {
    String digits = Long.toString(v);
    for (int i = digits.length(); i < width; i++) {
      text.append('0');
    }
    text.append(digits);
  }
}
