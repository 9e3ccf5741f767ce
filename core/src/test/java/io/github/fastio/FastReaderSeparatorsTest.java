package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.InputMismatchException;
import java.util.List;
import java.util.Random;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * Chosen separators ({@link FastReader#separators(String)}) through every method, against {@link
 * ReaderModel} with the same separators, for inputs cut at every position and delivered a byte a
 * read; and the rules: what may be chosen, what a separator does to lines and to messages.
 */
class FastReaderSeparatorsTest {

  @Test
  void nameValueLinesReadAsTokens() {
    FastReader in = FastReader.of("Hamburg;12.0\nBulawayo;8.9\n").separators(";");
    assertEquals("Hamburg", in.next());
    assertEquals(12.0, in.nextDouble());
    assertEquals("Bulawayo", in.next());
    assertEquals(8.9, in.nextDouble());
    assertFalse(in.hasNext());
  }

  @Test
  void csvColumnsOfNumbers() {
    FastReader in = FastReader.of("1,-2,3\r\n40,50,-9223372036854775808\r\n").separators(",");
    assertEquals(1, in.nextInt());
    assertEquals(-2, in.nextLong());
    assertEquals(3.0, in.nextDouble());
    assertEquals(40, in.nextInt());
    assertEquals(50, in.nextInt());
    assertEquals(Long.MIN_VALUE, in.nextLong());
    assertFalse(in.hasNext());
  }

  @Test
  void aRunOfSeparatorsStandsBetweenTwoTokens() {
    FastReader in = FastReader.of(",,1,, ,2|;3,").separators(",|;");
    assertEquals(1, in.nextInt());
    assertEquals(2, in.nextInt());
    assertEquals(3, in.nextInt());
    assertFalse(in.hasNext());
  }

  @Test
  void aSeparatorNeverEndsALine() {
    FastReader in = FastReader.of("a;b\nc;d").separators(";");
    assertEquals("a", in.next());
    assertEquals(";b", in.nextLine());
    assertEquals("c;d", in.nextLine());
    assertFalse(in.hasNextLine());
  }

  @Test
  void lookAheadsSeeTheTokenAfterTheSeparator() {
    FastReader in = FastReader.of("x;7;8.5;y").separators(";");
    assertEquals("x", in.next());
    assertTrue(in.hasNextInt());
    assertTrue(in.hasNextLong());
    assertEquals(7, in.nextInt());
    assertFalse(in.hasNextInt());
    assertTrue(in.hasNextDouble());
    assertEquals(8.5, in.nextDouble());
    assertEquals('y', in.nextChar());
    assertFalse(in.hasNext());
  }

  @Test
  void aBadTokenEndsAtTheSeparatorInTheMessage() {
    FastReader in = FastReader.of("12;3x;4").separators(";");
    assertEquals(12, in.nextInt());
    InputMismatchException e = assertThrows(InputMismatchException.class, in::nextInt);
    assertEquals("expected an int but found \"3x\" at line 1, column 4", e.getMessage());
    assertEquals("3x", in.next());
    assertEquals(4, in.nextInt());
  }

  @Test
  void emptyChoiceGoesBackToTheUsualSeparators() {
    FastReader in = FastReader.of("1;2 3").separators(";").separators("");
    assertEquals("1;2", in.next());
    assertEquals(3, in.nextInt());
  }

  @Test
  void theUsualSeparatorsMayBeNamedAndChangeNothing() {
    FastReader in = FastReader.of("1\t2 3").separators(" \t");
    assertEquals(1, in.nextInt());
    assertEquals(2, in.nextInt());
    assertEquals(3, in.nextInt());
  }

  @Test
  void returnsTheSameReader() {
    FastReader in = FastReader.of("");
    assertSame(in, in.separators(","));
  }

  @Test
  void charactersOfNumbersAndNonAsciiAreRefused() {
    for (String bad : new String[] {"0", "9", "+", "-", ".", "e", "E", ",é", "\u00A0"}) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> FastReader.of("").separators(bad));
      assertTrue(e.getMessage().startsWith("separators must be ASCII characters"), e.getMessage());
    }
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> FastReader.of("").separators(";\u00A0"));
    assertEquals(
        "separators must be ASCII characters that cannot be part of a number (not a digit, '+',"
            + " '-', '.', 'e' or 'E'): \";\\u00A0\"",
        e.getMessage());
  }

  @Test
  void exactlyTheAsciiCharactersThatCannotBePartOfANumberAreAccepted() {
    for (char c = 0; c <= 0x100; c++) {
      String chars = String.valueOf(c);
      boolean refused = c >= 0x80 || "0123456789+-.eE".indexOf(c) >= 0;
      if (refused) {
        assertThrows(
            IllegalArgumentException.class, () -> FastReader.of("").separators(chars), chars);
      } else {
        FastReader.of("").separators(chars);
      }
    }
  }

  @Test
  void aRefusedChoiceLeavesTheSeparatorsAsTheyWere() {
    FastReader in = FastReader.of("1;2,3").separators(";");
    assertThrows(IllegalArgumentException.class, () -> in.separators(",-"));
    assertEquals(1, in.nextInt());
    assertEquals("2,3", in.next());
  }

  private static final List<String> FIXED_PIECES =
      List.of(",", ";", "|", ",,", ";|", " ", "\n", "\r\n", "\r", "\t", "abc", "é");

  private static final List<String> CHOSEN = List.of(",", ";", ",;|", "", "|x");

  /** Bytes that make tokens, chosen separators, usual separators and line breaks. */
  private static String input(Random r) {
    StringBuilder sb = new StringBuilder();
    for (int n = Tries.size(r, 0, 16); n > 0; n--) {
      sb.append(
          switch (r.nextInt(5)) {
            case 0 -> Tries.string(r, "0123456789-+.eE", 1, 12);
            case 1 -> String.valueOf(Tries.anInt(r));
            case 2 -> String.valueOf(Tries.aLong(r));
            case 3 -> String.valueOf(Tries.aDouble(r));
            default -> Tries.pick(r, FIXED_PIECES);
          });
    }
    return sb.toString();
  }

  /** A text, the calls that read it (by their number in FastReaderFuzzTest), the separators. */
  record Reading(String text, List<Integer> calls, String chosen) {
    static Reading draw(Random r) {
      // Every call of FastReaderFuzzTest but the arrays, whose failures differ only in count.
      return new Reading(
          input(r), Tries.list(r, 1, 16, x -> Tries.between(x, 0, 10)), Tries.pick(r, CHOSEN));
    }

    /** Each piece alone, read by every call, with each choice of separators. */
    static List<Reading> edges() {
      List<Integer> every = new ArrayList<>();
      for (int call = 0; call <= 10; call++) {
        every.add(call);
      }
      List<Reading> l = new ArrayList<>();
      for (String chosen : CHOSEN) {
        for (String piece : FIXED_PIECES) {
          l.add(new Reading(piece + "7" + piece, every, chosen));
        }
      }
      return l;
    }
  }

  @Test
  void everyMethodAgreesWithTheModelAtEveryCut() {
    Tries.forAll(
        Tries.scaled(400),
        Reading.edges(),
        Reading::draw,
        t -> agreesWithTheModelAtEveryCut(t.text(), t.calls(), t.chosen()));
  }

  private static void agreesWithTheModelAtEveryCut(
      String text, List<Integer> calls, String chosen) {
    byte[] data = text.getBytes(StandardCharsets.UTF_8);
    List<String> expected = new ArrayList<>();
    ReaderModel model = new ReaderModel(data, FastReader.DEFAULT_MAX_LENGTH, chosen);
    for (int call : calls) {
      expected.add(
          FastReaderFuzzTest.name(call)
              + " -> "
              + FastReaderFuzzTest.outcome(() -> FastReaderFuzzTest.modelCall(model, call)));
    }
    check(expected, calls, () -> FastReader.of(data).separators(chosen), "of(byte[])");
    for (int split = 0; split <= data.length; split++) {
      int s = split;
      check(
          expected,
          calls,
          () -> new FastReader(ReaderSources.splitAt(data, s)).separators(chosen),
          "split " + s);
    }
    for (int size = 1; size <= 5; size++) {
      int n = size;
      check(
          expected,
          calls,
          () -> new FastReader(new ByteArrayInputStream(data), n).separators(chosen),
          "buffer " + n);
    }
    check(
        expected,
        calls,
        () -> new FastReader(ReaderSources.oneByteAtATime(data), 1).separators(chosen),
        "a byte a read");
  }

  private static void check(
      List<String> expected, List<Integer> calls, Supplier<FastReader> reader, String how) {
    FastReader r = reader.get();
    List<String> got = new ArrayList<>();
    for (int call : calls) {
      got.add(
          FastReaderFuzzTest.name(call)
              + " -> "
              + FastReaderFuzzTest.outcome(() -> FastReaderFuzzTest.call(r, call)));
    }
    assertEquals(expected, got, how);
  }
}
