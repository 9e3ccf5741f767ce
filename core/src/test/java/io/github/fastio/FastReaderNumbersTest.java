package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.InputMismatchException;
import java.util.List;
import java.util.Random;
import java.util.function.Function;
import java.util.function.ToLongFunction;
import org.junit.jupiter.api.Test;

/**
 * nextInt, nextLong and nextDouble against Integer.parseInt, Long.parseLong, Double.parseDouble.
 */
class FastReaderNumbersTest {
  /**
   * The same text from an array (eight-byte loads through the ByteBuffer view) and from a stream
   * (byte loads, as from standard input).
   */
  private static FastReader[] readers(String text) {
    return new FastReader[] {
      FastReader.of(text),
      new FastReader(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)))
    };
  }

  @Test
  void lineBreaksOfEveryKindBetweenNumbersCountInMessages() {
    for (FastReader r : readers("1\r\n-2\n3.5\r\r\n4\r5 \t\n6\r\nx")) {
      assertEquals(1, r.nextInt());
      assertEquals(-2L, r.nextLong());
      assertEquals(3.5, r.nextDouble());
      assertEquals(4, r.nextInt());
      assertEquals(5L, r.nextLong());
      assertEquals(6.0, r.nextDouble());
      InputMismatchException e = assertThrows(InputMismatchException.class, r::nextInt);
      assertEquals("expected an int but found \"x\" at line 8, column 1", e.getMessage());
    }
  }

  /**
   * Asserts that the reader throws InputMismatchException exactly when the JDK throws
   * NumberFormatException, returns the same value otherwise, and leaves a rejected token unread.
   */
  private static void assertLikeJdk(
      String token, ToLongFunction<String> jdk, ToLongFunction<FastReader> ours) {
    for (FastReader r : readers(" " + token + "\n7")) {
      assertLikeJdk(token, jdk, ours, r);
    }
  }

  private static void assertLikeJdk(
      String token, ToLongFunction<String> jdk, ToLongFunction<FastReader> ours, FastReader r) {
    long expected;
    try {
      expected = jdk.applyAsLong(token);
    } catch (NumberFormatException e) {
      assertThrows(InputMismatchException.class, () -> ours.applyAsLong(r), token);
      assertEquals(token, r.next(), "a rejected token stays unread");
      assertEquals(7, r.nextInt());
      return;
    }
    assertEquals(expected, ours.applyAsLong(r), token);
    assertEquals(7, r.nextInt(), "the separator after a number is left alone");
  }

  private static final String INTEGER_CHARS = "0123456789012345+-a.";

  private static String integerLikeToken(Random r) {
    return Tries.string(r, INTEGER_CHARS, 1, 24);
  }

  @Test
  void nextIntAcceptsExactlyWhatParseIntAccepts() {
    Tries.forAll(
        Tries.stringEdges(INTEGER_CHARS, 1),
        FastReaderNumbersTest::integerLikeToken,
        token -> assertLikeJdk(token, Integer::parseInt, FastReader::nextInt));
  }

  @Test
  void nextIntAgreesNearTheIntBounds() {
    for (long d = -10; d <= 10; d++) {
      for (long v : new long[] {Integer.MIN_VALUE + d, Integer.MAX_VALUE + d, d}) {
        assertLikeJdk(Long.toString(v), Integer::parseInt, FastReader::nextInt);
      }
    }
  }

  /** A number with zeros before its digits, and maybe a plus sign. */
  record Padded(long value, int zeros, boolean plus) {
    String token() {
      return withPadding(Long.toString(value), zeros, plus);
    }

    /** Each value with no padding, the most and a little, with and without the plus. */
    static List<Padded> edges(List<? extends Number> values) {
      List<Padded> l = new ArrayList<>();
      for (boolean plus : new boolean[] {false, true}) {
        l.addAll(
            Tries.pairs(
                values, Tries.edges(0, 12), (v, zeros) -> new Padded(v.longValue(), zeros, plus)));
      }
      return l;
    }
  }

  @Test
  void nextIntReadsBackEveryInt() {
    Tries.forAll(
        Padded.edges(Tries.INT_EDGES),
        r -> new Padded(Tries.anInt(r), Tries.between(r, 0, 12), r.nextBoolean()),
        p -> assertLikeJdk(p.token(), Integer::parseInt, FastReader::nextInt));
  }

  @Test
  void nextLongAcceptsExactlyWhatParseLongAccepts() {
    Tries.forAll(
        Tries.stringEdges(INTEGER_CHARS, 1),
        FastReaderNumbersTest::integerLikeToken,
        token -> assertLikeJdk(token, Long::parseLong, FastReader::nextLong));
  }

  @Test
  void nextLongReadsBackEveryLong() {
    Tries.forAll(
        Padded.edges(Tries.LONG_EDGES),
        r -> new Padded(Tries.aLong(r), Tries.between(r, 0, 12), r.nextBoolean()),
        p -> assertLikeJdk(p.token(), Long::parseLong, FastReader::nextLong));
  }

  @Test
  void nextLongAgreesOnEveryLengthAroundTheUncheckedPrefix() {
    // 17 to 20 digits straddle the fast path's 18 unchecked digits and Long's 19.
    List<String> edges = new ArrayList<>();
    for (int digits = 1; digits <= 21; digits++) {
      edges.add("9".repeat(digits));
      edges.add("-" + "9".repeat(digits));
      edges.add("8" + "0".repeat(digits - 1));
    }
    Tries.forAll(
        edges,
        r -> {
          int digits = Tries.between(r, 1, 21);
          StringBuilder sb = new StringBuilder(r.nextBoolean() ? "-" : "");
          for (int i = 0; i < digits; i++) {
            sb.append((char) ('0' + (i == 0 ? 9 - r.nextInt(2) : r.nextInt(10))));
          }
          return sb.toString();
        },
        token -> assertLikeJdk(token, Long::parseLong, FastReader::nextLong));
  }

  private static String withPadding(String digits, int zeros, boolean plus) {
    boolean negative = digits.startsWith("-");
    String magnitude = negative ? digits.substring(1) : digits;
    return (negative ? "-" : plus ? "+" : "") + "0".repeat(zeros) + magnitude;
  }

  private static final String DOUBLE_CHARS = "0123456789012345+-.eE";

  private static final List<String> SPECIAL_DOUBLE_TOKENS =
      List.of(
          "NaN",
          "-NaN",
          "+Infinity",
          "-Infinity",
          "Infinity",
          "infinity",
          "nan",
          "0x1p3",
          "-0x1.8p-1",
          "0x1p",
          "0X.8P1",
          "1e",
          "1e+",
          ".",
          "-.5",
          "5.",
          "1.5f",
          "2d",
          "1.0E-400",
          "1e309",
          "4.9e-324",
          "2.4703282292062328e-324",
          "1_000",
          "0.1.2",
          "1ee2");

  private static void assertDoubleLikeJdk(String token) {
    assertLikeJdk(
        token,
        t -> Double.doubleToRawLongBits(Double.parseDouble(t)),
        r -> Double.doubleToRawLongBits(r.nextDouble()));
  }

  @Test
  void nextDoubleAcceptsExactlyWhatParseDoubleAccepts() {
    List<String> edges = new ArrayList<>(SPECIAL_DOUBLE_TOKENS);
    edges.addAll(Tries.stringEdges(DOUBLE_CHARS, 1));
    Tries.forAll(
        edges,
        r ->
            r.nextBoolean()
                ? Tries.string(r, DOUBLE_CHARS, 1, 25)
                : Tries.pick(r, SPECIAL_DOUBLE_TOKENS),
        FastReaderNumbersTest::assertDoubleLikeJdk);
  }

  /** A double printed by Double.toString or, if scientific, with 17 digits by String.format. */
  record Printed(double value, boolean scientific) {
    String token() {
      return scientific ? String.format("%.17e", value) : Double.toString(value);
    }
  }

  @Test
  void nextDoubleReadsBackEveryDoubleBitForBit() {
    Tries.forAll(
        Tries.pairs(Tries.DOUBLE_EDGES, List.of(false, true), Printed::new),
        r -> new Printed(Tries.aDouble(r), r.nextBoolean()),
        p -> assertDoubleLikeJdk(p.token()));
  }

  @Test
  void intBoundsParseAndOverflowByOneThrows() {
    for (FastReader r :
        readers("2147483647 -2147483648 2147483648 -2147483649 +2147483647 -0 +0 00")) {
      assertEquals(Integer.MAX_VALUE, r.nextInt());
      assertEquals(Integer.MIN_VALUE, r.nextInt());
      assertThrows(InputMismatchException.class, r::nextInt);
      assertEquals("2147483648", r.next());
      assertThrows(InputMismatchException.class, r::nextInt);
      assertEquals("-2147483649", r.next());
      assertEquals(Integer.MAX_VALUE, r.nextInt());
      assertArrayEquals(new int[] {0, 0, 0}, r.nextInts(3));
    }
  }

  @Test
  void longBoundsParseAndOverflowByOneThrows() {
    for (FastReader r :
        readers(
            "9223372036854775807 -9223372036854775808 9223372036854775808 -9223372036854775809 "
                + "0000000000000000000000000000009223372036854775807 99999999999999999999")) {
      assertEquals(Long.MAX_VALUE, r.nextLong());
      assertEquals(Long.MIN_VALUE, r.nextLong());
      assertThrows(InputMismatchException.class, r::nextLong);
      assertEquals("9223372036854775808", r.next());
      assertThrows(InputMismatchException.class, r::nextLong);
      assertEquals("-9223372036854775809", r.next());
      assertEquals(Long.MAX_VALUE, r.nextLong());
      assertThrows(InputMismatchException.class, r::nextLong);
    }
  }

  @Test
  void nonAsciiDigitsAreRejectedThoughTheJdkAcceptsThem() {
    String arabicIndicThree = "\u0663";
    assertEquals(3, Integer.parseInt(arabicIndicThree));
    FastReader r = FastReader.of(arabicIndicThree);
    assertThrows(InputMismatchException.class, r::nextInt);
    assertEquals(arabicIndicThree, r.next());
  }

  @Test
  void arraysReadInOrder() {
    FastReader r = FastReader.of("1 2 3\n4 5\n0.5 -2e3");
    assertArrayEquals(new int[] {1, 2, 3}, r.nextInts(3));
    assertArrayEquals(new long[] {4, 5}, r.nextLongs(2));
    assertArrayEquals(new double[] {0.5, -2000.0}, r.nextDoubles(2));
    assertArrayEquals(new int[0], r.nextInts(0));
    assertThrows(IllegalArgumentException.class, () -> r.nextInts(-1));
    assertThrows(IllegalArgumentException.class, () -> r.nextLongs(-1));
    assertThrows(IllegalArgumentException.class, () -> r.nextDoubles(-1));
  }

  @Test
  void nextDoubleKeepsTheSignOfAnExponentForm() {
    Function<String, Double> read = s -> FastReader.of(s).nextDouble();
    assertEquals(-1500.0, read.apply("-1.5e3"));
    assertEquals(0.3, read.apply("0.3"));
    assertEquals(Double.doubleToRawLongBits(-0.0), Double.doubleToRawLongBits(read.apply("-0")));
  }
}
