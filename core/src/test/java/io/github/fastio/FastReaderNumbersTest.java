package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.InputMismatchException;
import java.util.function.Function;
import java.util.function.ToLongFunction;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

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

  @Example
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

  @Provide
  Arbitrary<String> integerLikeTokens() {
    return Arbitraries.strings().withChars("0123456789012345+-a.").ofMinLength(1).ofMaxLength(24);
  }

  @Provide
  Arbitrary<String> nearIntBounds() {
    return Arbitraries.longs()
        .between(-10, 10)
        .flatMap(
            d ->
                Arbitraries.of(Integer.MIN_VALUE + d, Integer.MAX_VALUE + d, d)
                    .map(v -> Long.toString(v)));
  }

  @Property
  void nextIntAcceptsExactlyWhatParseIntAccepts(@ForAll("integerLikeTokens") String token) {
    assertLikeJdk(token, Integer::parseInt, FastReader::nextInt);
  }

  @Property
  void nextIntAgreesNearTheIntBounds(@ForAll("nearIntBounds") String token) {
    assertLikeJdk(token, Integer::parseInt, FastReader::nextInt);
  }

  @Property
  void nextIntReadsBackEveryInt(
      @ForAll int v, @ForAll @IntRange(max = 12) int zeros, @ForAll boolean plus) {
    String token = withPadding(Integer.toString(v), zeros, plus);
    assertLikeJdk(token, Integer::parseInt, FastReader::nextInt);
  }

  @Property
  void nextLongAcceptsExactlyWhatParseLongAccepts(@ForAll("integerLikeTokens") String token) {
    assertLikeJdk(token, Long::parseLong, FastReader::nextLong);
  }

  @Property
  void nextLongReadsBackEveryLong(
      @ForAll long v, @ForAll @IntRange(max = 12) int zeros, @ForAll boolean plus) {
    String token = withPadding(Long.toString(v), zeros, plus);
    assertLikeJdk(token, Long::parseLong, FastReader::nextLong);
  }

  @Property
  void nextLongAgreesOnEveryLengthAroundTheUncheckedPrefix(
      @ForAll @IntRange(min = 1, max = 21) int digits, @ForAll long seed) {
    // 17 to 20 digits straddle the fast path's 18 unchecked digits and Long's 19.
    StringBuilder sb = new StringBuilder(seed < 0 ? "-" : "");
    java.util.Random rnd = new java.util.Random(seed);
    for (int i = 0; i < digits; i++) {
      sb.append((char) ('0' + (i == 0 ? 9 - rnd.nextInt(2) : rnd.nextInt(10))));
    }
    assertLikeJdk(sb.toString(), Long::parseLong, FastReader::nextLong);
  }

  private static String withPadding(String digits, int zeros, boolean plus) {
    boolean negative = digits.startsWith("-");
    String magnitude = negative ? digits.substring(1) : digits;
    return (negative ? "-" : plus ? "+" : "") + "0".repeat(zeros) + magnitude;
  }

  @Provide
  Arbitrary<String> doubleLikeTokens() {
    Arbitrary<String> random =
        Arbitraries.strings().withChars("0123456789012345+-.eE").ofMinLength(1).ofMaxLength(25);
    Arbitrary<String> special =
        Arbitraries.of(
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
    return Arbitraries.oneOf(random, special);
  }

  private static void assertDoubleLikeJdk(String token) {
    assertLikeJdk(
        token,
        t -> Double.doubleToRawLongBits(Double.parseDouble(t)),
        r -> Double.doubleToRawLongBits(r.nextDouble()));
  }

  @Property
  void nextDoubleAcceptsExactlyWhatParseDoubleAccepts(@ForAll("doubleLikeTokens") String token) {
    assertDoubleLikeJdk(token);
  }

  @Property
  void nextDoubleReadsBackEveryDoubleBitForBit(@ForAll double v, @ForAll boolean scientific) {
    assertDoubleLikeJdk(scientific ? String.format("%.17e", v) : Double.toString(v));
  }

  @Example
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

  @Example
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

  @Example
  void nonAsciiDigitsAreRejectedThoughTheJdkAcceptsThem() {
    String arabicIndicThree = "\u0663";
    assertEquals(3, Integer.parseInt(arabicIndicThree));
    FastReader r = FastReader.of(arabicIndicThree);
    assertThrows(InputMismatchException.class, r::nextInt);
    assertEquals(arabicIndicThree, r.next());
  }

  @Example
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

  @Example
  void nextDoubleKeepsTheSignOfAnExponentForm() {
    Function<String, Double> read = s -> FastReader.of(s).nextDouble();
    assertEquals(-1500.0, read.apply("-1.5e3"));
    assertEquals(0.3, read.apply("0.3"));
    assertEquals(Double.doubleToRawLongBits(-0.0), Double.doubleToRawLongBits(read.apply("-0")));
  }
}
