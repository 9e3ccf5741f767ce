package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.InputMismatchException;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Fixed-seed sweeps of 30,000 tokens, times {@code -Dfastio.sweep} (see {@link Sweep}). Release
 * check: {@code mvn -pl core test -Dtest=FastReaderSweepTest -Dfastio.sweep=100}.
 */
class FastReaderSweepTest {
  private static final int N = Sweep.of(30_000);
  private static final String[] SEPARATORS = {" ", "\n", "\r\n", "\t", "  "};

  private static String randomIntegerToken(Random rnd) {
    return switch (rnd.nextInt(6)) {
      case 0 -> Integer.toString(rnd.nextInt());
      case 1 -> Long.toString(rnd.nextLong());
      case 2 -> Long.toString(rnd.nextLong() >> rnd.nextInt(64));
      case 3 ->
          Long.toString(
              (rnd.nextBoolean() ? Long.MIN_VALUE : Integer.MIN_VALUE) + rnd.nextInt(5) - 2);
      case 4 -> (rnd.nextBoolean() ? "+" : "-") + "0".repeat(rnd.nextInt(20)) + rnd.nextInt(1000);
      default -> {
        char[] c = new char[1 + rnd.nextInt(12)];
        String alphabet = "0123456789+-x.";
        for (int i = 0; i < c.length; i++) {
          c[i] = alphabet.charAt(rnd.nextInt(alphabet.length()));
        }
        yield new String(c);
      }
    };
  }

  private interface Parser {
    long parse(String s);
  }

  private interface Reading {
    long read(FastReader r);
  }

  private static void sweep(long seed, Parser jdk, Reading ours) {
    Random rnd = new Random(seed);
    List<String> tokens = new ArrayList<>();
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < N; i++) {
      String t = randomIntegerToken(rnd);
      tokens.add(t);
      sb.append(SEPARATORS[rnd.nextInt(SEPARATORS.length)]).append(t);
    }
    byte[] data = sb.toString().getBytes(StandardCharsets.US_ASCII);
    FastReader[] readers = {
      FastReader.of(data),
      new FastReader(new ByteArrayInputStream(data), 7),
      new FastReader(ReaderSources.chunked(data, 13), 64)
    };
    for (FastReader r : readers) {
      for (String t : tokens) {
        Long expected;
        try {
          expected = jdk.parse(t);
        } catch (NumberFormatException e) {
          expected = null;
        }
        try {
          long v = ours.read(r);
          if (expected == null || v != expected) {
            fail(t + " read as " + v);
          }
        } catch (InputMismatchException e) {
          if (expected != null) {
            fail(t + " rejected: " + e.getMessage());
          }
          assertEquals(t, r.next());
        }
      }
      assertFalse(r.hasNext());
    }
  }

  @Test
  void intSweepAgreesWithParseInt() {
    sweep(20261130L, Integer::parseInt, FastReader::nextInt);
  }

  @Test
  void longSweepAgreesWithParseLong() {
    sweep(424242L, Long::parseLong, FastReader::nextLong);
  }

  @Test
  void utf8SweepOfNextCharAgreesWithNewString() {
    int[] interesting = {
      0x21, 0x61, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1,
      0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF
    };
    Random rnd = new Random(7);
    ByteArrayOutputStream data = new ByteArrayOutputStream();
    StringBuilder expected = new StringBuilder();
    for (int i = 0; i < N / 4; i++) {
      byte[] t = new byte[1 + rnd.nextInt(6)];
      for (int j = 0; j < t.length; j++) {
        t[j] = (byte) interesting[rnd.nextInt(interesting.length)];
      }
      data.write(' ');
      data.writeBytes(t);
      expected.append(new String(t, StandardCharsets.UTF_8));
    }
    FastReader r = new FastReader(ReaderSources.chunked(data.toByteArray(), 5), 3);
    StringBuilder actual = new StringBuilder();
    while (r.hasNext()) {
      actual.append(r.nextChar());
    }
    assertEquals(expected.toString(), actual.toString());
  }
}
