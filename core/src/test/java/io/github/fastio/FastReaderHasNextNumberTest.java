package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.InputMismatchException;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Scanner;
import java.util.function.Predicate;
import java.util.function.ToDoubleFunction;
import org.junit.jupiter.api.Test;

/**
 * hasNextInt, hasNextLong and hasNextDouble: true exactly when the matching next method would
 * return a number, consuming nothing; for ints and longs also Scanner's answer on ASCII tokens.
 */
class FastReaderHasNextNumberTest {

  private static final String NUMBER_CHARS = "0123456789+-.eEdxN";

  /** The separators before the token, one of the shapes the fast paths and the slow paths see. */
  private static final List<String> BEFORE = List.of("", " ", "\n", "\r\n", "\t \t", "  \n\n ");

  /** A token from the alphabet of numbers and the separators before it. */
  record Spaced(String before, String token) {
    static Spaced draw(Random r) {
      return new Spaced(Tries.pick(r, BEFORE), Tries.string(r, NUMBER_CHARS, 1, 22));
    }

    /** Each one-char token after each kind of separators. */
    static List<Spaced> edges() {
      return Tries.pairs(BEFORE, Tries.stringEdges(NUMBER_CHARS, 1), Spaced::new);
    }
  }

  /**
   * 0 and the bounds of int and long, each with its neighbours up to 3 away, after "", "+", "0" or
   * "00" (a negative one with no prefix).
   */
  private static List<String> boundaryNumbers() {
    List<String> l = new ArrayList<>();
    for (long bound :
        new long[] {0L, Integer.MIN_VALUE, Integer.MAX_VALUE, Long.MIN_VALUE, Long.MAX_VALUE}) {
      for (long d = -3; d <= 3; d++) {
        long v = bound + d;
        for (String prefix : new String[] {"", "+", "0", "00"}) {
          l.add(v < 0 && !prefix.isEmpty() ? Long.toString(v) : prefix + Long.toUnsignedString(v));
        }
      }
    }
    return l;
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

  @Test
  void hasNextIntIsTrueExactlyWhenNextIntReadsTheToken() {
    checkDrawnTokens(
        FastReader::hasNextInt, FastReader::nextInt, FastReaderHasNextNumberTest::jdkInt);
  }

  @Test
  void hasNextLongIsTrueExactlyWhenNextLongReadsTheToken() {
    checkDrawnTokens(
        FastReader::hasNextLong, FastReader::nextLong, FastReaderHasNextNumberTest::jdkLong);
  }

  @Test
  void hasNextDoubleIsTrueExactlyWhenNextDoubleReadsTheToken() {
    checkDrawnTokens(
        FastReader::hasNextDouble, FastReader::nextDouble, FastReaderHasNextNumberTest::jdkDouble);
  }

  /** {@link #check} on drawn tokens after drawn separators. */
  private static void checkDrawnTokens(
      Predicate<FastReader> has, ToDoubleFunction<FastReader> next, Predicate<String> jdk) {
    Tries.forAll(
        Spaced.edges(),
        Spaced::draw,
        s -> check(s.before(), s.token(), has, next, jdk.test(s.token())));
  }

  @Test
  void integerBoundsAnswerAsTheJdk() {
    for (String token : boundaryNumbers()) {
      check("", token, FastReader::hasNextInt, FastReader::nextInt, jdkInt(token));
      check(" ", token, FastReader::hasNextLong, FastReader::nextLong, jdkLong(token));
    }
  }

  /**
   * Scanner agrees on ASCII tokens without a grouping separator (Scanner also reads "1,234" in most
   * locales, and non-ASCII digits; fastio reads as Integer.parseInt does).
   */
  @Test
  void integersAgreeWithScanner() {
    Tries.forAll(
        Tries.stringEdges(NUMBER_CHARS, 1),
        r -> Tries.string(r, NUMBER_CHARS, 1, 22),
        token -> {
          Scanner sc = new Scanner(token).useLocale(Locale.ROOT);
          FastReader r = FastReader.of(token);
          assertEquals(sc.hasNextInt(), r.hasNextInt(), () -> "hasNextInt on " + token);
          assertEquals(sc.hasNextLong(), r.hasNextLong(), () -> "hasNextLong on " + token);
        });
  }

  @Test
  void noTokenMeansNo() {
    for (String text : new String[] {"", " ", "\n\r\n\t", "\u0000"}) {
      FastReader r = FastReader.of(text);
      assertFalse(r.hasNextInt());
      assertFalse(r.hasNextLong());
      assertFalse(r.hasNextDouble());
    }
  }

  @Test
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

  @Test
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
