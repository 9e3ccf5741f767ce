package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.InputMismatchException;
import java.util.Locale;
import java.util.Scanner;
import java.util.function.Predicate;
import java.util.function.ToDoubleFunction;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * hasNextInt, hasNextLong and hasNextDouble: true exactly when the matching next method would
 * return a number, consuming nothing; for ints and longs also Scanner's answer on ASCII tokens.
 */
class FastReaderHasNextNumberTest {

  @Provide
  Arbitrary<String> numberLikeTokens() {
    return Arbitraries.strings().withChars("0123456789+-.eEdxN").ofMinLength(1).ofMaxLength(22);
  }

  @Provide
  Arbitrary<String> boundaryNumbers() {
    Arbitrary<Long> near =
        Combinators.combine(
                Arbitraries.of(
                    0L,
                    (long) Integer.MIN_VALUE,
                    (long) Integer.MAX_VALUE,
                    Long.MIN_VALUE,
                    Long.MAX_VALUE),
                Arbitraries.longs().between(-3, 3))
            .as(Long::sum);
    return Combinators.combine(near, Arbitraries.of("", "+", "0", "00"))
        .as(
            (v, prefix) ->
                v < 0 && !prefix.isEmpty() ? Long.toString(v) : prefix + Long.toUnsignedString(v));
  }

  /** The separators before the token, one of the shapes the fast paths and the slow paths see. */
  @Provide
  Arbitrary<String> before() {
    return Arbitraries.of("", " ", "\n", "\r\n", "\t \t", "  \n\n ");
  }

  /**
   * Checks {@code has} against {@code next} on {@code token}: the answer, nothing consumed (the
   * line is still whole), and the value when there is one.
   */
  private static void check(
      String before,
      String token,
      Predicate<FastReader> has,
      ToDoubleFunction<FastReader> next,
      boolean jdkAccepts) {
    String text = before + token + " \nnext line";
    FastReader r = FastReader.of(text);
    boolean answer = has.test(r);
    assertEquals(jdkAccepts, answer, () -> "token " + token);
    assertEquals(answer, has.test(r), "asking twice gives the same answer");
    FastReader fresh = FastReader.of(text);
    try {
      double unused = next.applyAsDouble(fresh);
      assertTrue(answer, () -> "next read " + token + " that has said no to");
    } catch (InputMismatchException e) {
      assertFalse(answer, () -> "next rejected " + token + " that has said yes to");
    }
    // Nothing was consumed: the rest of the first line is still there, separators included.
    String firstLine = text.split("\n", -1)[0];
    if (!before.contains("\n") && !before.contains("\r")) {
      assertEquals(firstLine, r.nextLine().replace("\r", ""));
    } else {
      assertEquals(token, r.next());
    }
  }

  private static boolean jdkInt(String token) {
    try {
      Integer.parseInt(token);
      return true;
    } catch (NumberFormatException e) {
      return false;
    }
  }

  private static boolean jdkLong(String token) {
    try {
      Long.parseLong(token);
      return true;
    } catch (NumberFormatException e) {
      return false;
    }
  }

  private static boolean jdkDouble(String token) {
    try {
      Double.parseDouble(token);
      return true;
    } catch (NumberFormatException e) {
      return false;
    }
  }

  @Property
  void hasNextIntIsTrueExactlyWhenNextIntReadsTheToken(
      @ForAll("numberLikeTokens") String token, @ForAll("before") String before) {
    check(before, token, FastReader::hasNextInt, FastReader::nextInt, jdkInt(token));
  }

  @Property
  void hasNextLongIsTrueExactlyWhenNextLongReadsTheToken(
      @ForAll("numberLikeTokens") String token, @ForAll("before") String before) {
    check(before, token, FastReader::hasNextLong, FastReader::nextLong, jdkLong(token));
  }

  @Property
  void hasNextDoubleIsTrueExactlyWhenNextDoubleReadsTheToken(
      @ForAll("numberLikeTokens") String token, @ForAll("before") String before) {
    check(before, token, FastReader::hasNextDouble, FastReader::nextDouble, jdkDouble(token));
  }

  @Property
  void integerBoundsAnswerAsTheJdk(@ForAll("boundaryNumbers") String token) {
    check("", token, FastReader::hasNextInt, FastReader::nextInt, jdkInt(token));
    check(" ", token, FastReader::hasNextLong, FastReader::nextLong, jdkLong(token));
  }

  /**
   * Scanner agrees on ASCII tokens without a grouping separator (Scanner also reads "1,234" in most
   * locales, and non-ASCII digits; fastio reads as Integer.parseInt does).
   */
  @Property
  void integersAgreeWithScanner(@ForAll("numberLikeTokens") String token) {
    Scanner sc = new Scanner(token).useLocale(Locale.ROOT);
    FastReader r = FastReader.of(token);
    assertEquals(sc.hasNextInt(), r.hasNextInt(), () -> "hasNextInt on " + token);
    assertEquals(sc.hasNextLong(), r.hasNextLong(), () -> "hasNextLong on " + token);
  }

  @Example
  void noTokenMeansNo() {
    for (String text : new String[] {"", " ", "\n\r\n\t", "\u0000"}) {
      FastReader r = FastReader.of(text);
      assertFalse(r.hasNextInt());
      assertFalse(r.hasNextLong());
      assertFalse(r.hasNextDouble());
    }
  }

  @Example
  void aTokenSplitAcrossReadsIsReadWholeBeforeAnswering() {
    byte[] data = "  2147483647 2147483648".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    for (int size = 1; size <= data.length; size++) {
      FastReader r = new FastReader(ReaderSources.oneByteAtATime(data), size);
      assertTrue(r.hasNextInt());
      assertEquals(Integer.MAX_VALUE, r.nextInt());
      assertFalse(r.hasNextInt(), "one past the int range");
      assertTrue(r.hasNextLong());
      assertEquals(2147483648L, r.nextLong());
      assertFalse(r.hasNextLong());
    }
  }

  @Example
  void hasNextDoubleAgreesWithTheJdkWhateverTheFirstByte() {
    // The first byte rules out a word before the parser is asked: check every byte there.
    for (String rest : new String[] {"", "5", ".5", "aN", "nfinity", "x1p3", "e5", "5d"}) {
      for (int first = 0x21; first < 0x7F; first++) {
        String token = (char) first + rest;
        boolean jdk;
        try {
          Double.parseDouble(token);
          jdk = true;
        } catch (NumberFormatException e) {
          jdk = false;
        }
        assertEquals(jdk, FastReader.of(token).hasNextDouble(), token);
      }
    }
  }
}
