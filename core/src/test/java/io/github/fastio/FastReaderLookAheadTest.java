package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.InputMismatchException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The look-ahead methods on tokens that a refill moves: the answer is about the token the next
 * method reads, wherever the stream cut the input.
 */
class FastReaderLookAheadTest {

  /** Every cut of {@code text}: two reads, the first ending at the cut. */
  private static FastReader[] everyCut(String text) {
    byte[] data = ReaderSources.utf8(text);
    FastReader[] readers = new FastReader[data.length + 1];
    for (int cut = 0; cut <= data.length; cut++) {
      readers[cut] = new FastReader(ReaderSources.splitAt(data, cut));
    }
    return readers;
  }

  @ParameterizedTest
  @ValueSource(strings = {"2147483648", "-2147483649", "99999999999", "+-1"})
  void hasNextIntSaysNoToATokenThatARefillMoved(String token) {
    for (FastReader r : everyCut("1 " + token + "\n")) {
      assertEquals(1, r.nextInt());
      assertFalse(r.hasNextInt(), token);
      assertThrows(InputMismatchException.class, r::nextInt);
      assertEquals(token, r.next());
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"x5", "1e", ".", "1.5.5", "-x1"})
  void hasNextDoubleSaysNoToATokenThatARefillMoved(String token) {
    for (FastReader r : everyCut("1 " + token + "\n")) {
      assertEquals(1, r.nextInt());
      assertFalse(r.hasNextDouble(), token);
      assertThrows(InputMismatchException.class, r::nextDouble);
      assertEquals(token, r.next());
    }
  }

  @Test
  void hasNextIntAfterTheEndWasSeenLooksAtTheRestOfATokenThatNextCharBegan() {
    for (FastReader r : everyCut("x12")) {
      assertFalse(r.hasNextDouble(), "reads to the end of the input");
      assertEquals('x', r.nextChar());
      assertTrue(r.hasNextInt(), "the rest, 12, is an int");
      assertTrue(r.hasNextLong());
      assertEquals(12, r.nextInt());
      assertFalse(r.hasNext());
    }
  }

  @Test
  void hasNextLongSaysYesToALongThatARefillMoved() {
    for (FastReader r : everyCut("x 9223372036854775807 y")) {
      assertEquals("x", r.next());
      assertTrue(r.hasNextLong());
      assertFalse(r.hasNextInt());
      assertTrue(r.hasNextDouble());
      assertEquals(Long.MAX_VALUE, r.nextLong());
    }
  }

  /** How many line breaks {@code s} holds, {@code \r\n} counting as one. */
  private static int lineBreaks(String s) {
    return s.replace("\r\n", "\n").replaceAll("[^\r\n]", "").length();
  }

  @Test
  void hasNextBetweenNumbersLeavesTheLineCountToTheReads() {
    for (String sep : new String[] {" ", "\n", "\r\n", "\r", "\t", "  ", "\n\n"}) {
      for (FastReader r : everyCut("1" + sep + "-2" + sep + "3" + sep + "x")) {
        for (int v : new int[] {1, -2, 3}) {
          assertTrue(r.hasNext());
          assertEquals(v, r.nextInt());
        }
        assertTrue(r.hasNext());
        InputMismatchException e = assertThrows(InputMismatchException.class, r::nextInt);
        int line = 1 + 3 * lineBreaks(sep);
        int column = line == 1 ? 5 + 3 * sep.length() : 1;
        assertEquals(
            "expected an int but found \"x\" at line " + line + ", column " + column,
            e.getMessage(),
            "separator " + sep.replace("\n", "\\n").replace("\r", "\\r"));
        assertEquals("x", r.next());
        assertFalse(r.hasNext());
      }
    }
  }

  @ParameterizedTest
  @ValueSource(booleans = {false, true})
  void hasNextAfterALineThatEndedAtItsCarriageReturnDoesNotCountTheLineFeedTwice(
      boolean askHasNextLine) {
    // Cut between '\r' and '\n', nextLine returns at the '\r'; the '\n' that the next read brings
    // is consumed there by peekToken (hasNext) or atLineStart (hasNextLine), never counted again.
    for (FastReader r : everyCut("a\r\n5\nx")) {
      assertEquals("a", r.nextLine());
      if (askHasNextLine) {
        assertTrue(r.hasNextLine());
      }
      assertTrue(r.hasNext());
      assertEquals(5, r.nextInt());
      assertTrue(r.hasNext());
      InputMismatchException e = assertThrows(InputMismatchException.class, r::nextInt);
      assertEquals("expected an int but found \"x\" at line 3, column 1", e.getMessage());
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"1 ,\n", "1\n,\n", "1 ,;", "1\n;"})
  void hasNextSaysNoWhenOnlyChosenSeparatorsAreLeft(String text) {
    for (FastReader r : everyCut(text)) {
      r.separators(",;");
      assertEquals(1, r.nextInt());
      assertFalse(r.hasNext(), text);
    }
    FastReader r = FastReader.of(text).separators(",;");
    assertEquals(1, r.nextInt());
    assertFalse(r.hasNext(), text);
  }
}
