package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Random;
import java.util.Scanner;
import org.junit.jupiter.api.Test;

/** Lines, tokens and look-ahead against java.util.Scanner. */
class FastReaderLinesTest {
  enum Op {
    NEXT,
    NEXT_LINE,
    HAS_NEXT,
    HAS_NEXT_LINE
  }

  // Only separators that Scanner's default delimiter also treats as whitespace.
  private static final String TEXT_CHARS = "ab1é \t\n\r\n\r";

  private static String text(Random r) {
    return Tries.string(r, TEXT_CHARS, 0, 30);
  }

  /** A text and the calls that read it. */
  record Script(String text, List<Op> ops) {
    static Script draw(Random r) {
      return new Script(
          FastReaderLinesTest.text(r), Tries.list(r, 0, 14, x -> Tries.pick(x, Op.values())));
    }

    /** Each one-char text read by each call, then by every call in order. */
    static List<Script> edges() {
      List<Script> l = new ArrayList<>();
      for (String text : Tries.stringEdges(TEXT_CHARS, 0)) {
        for (Op op : Op.values()) {
          l.add(new Script(text, List.of(op)));
        }
        l.add(new Script(text, List.of(Op.values())));
      }
      return l;
    }
  }

  private static List<String> scannerTranscript(byte[] data, List<Op> ops) {
    Scanner sc = new Scanner(new ByteArrayInputStream(data), StandardCharsets.UTF_8);
    List<String> out = new ArrayList<>();
    for (Op op : ops) {
      try {
        out.add(
            switch (op) {
              case NEXT -> "next " + sc.next();
              case NEXT_LINE -> "line " + sc.nextLine();
              case HAS_NEXT -> "hasNext " + sc.hasNext();
              case HAS_NEXT_LINE -> "hasNextLine " + sc.hasNextLine();
            });
      } catch (NoSuchElementException e) {
        out.add(op + " threw " + Thrown.type(e));
      }
    }
    return out;
  }

  private static List<String> fastTranscript(FastReader r, List<Op> ops) {
    List<String> out = new ArrayList<>();
    for (Op op : ops) {
      try {
        out.add(
            switch (op) {
              case NEXT -> "next " + r.next();
              case NEXT_LINE -> "line " + r.nextLine();
              case HAS_NEXT -> "hasNext " + r.hasNext();
              case HAS_NEXT_LINE -> "hasNextLine " + r.hasNextLine();
            });
      } catch (NoSuchElementException e) {
        out.add(op + " threw " + Thrown.type(e));
      }
    }
    return out;
  }

  @Test
  void mixedTokensAndLinesReadAsScannerReadsThem() {
    Tries.forAll(
        Tries.scaled(400),
        Script.edges(),
        Script::draw,
        s -> readsAsScannerReads(s.text(), s.ops()));
  }

  private static void readsAsScannerReads(String text, List<Op> ops) {
    byte[] data = text.getBytes(StandardCharsets.UTF_8);
    List<String> expected = scannerTranscript(data, ops);
    assertEquals(expected, fastTranscript(FastReader.of(data), ops));
    for (int split = 0; split <= data.length; split++) {
      assertEquals(
          expected,
          fastTranscript(new FastReader(ReaderSources.splitAt(data, split)), ops),
          "split " + split);
    }
    assertEquals(
        expected, fastTranscript(new FastReader(ReaderSources.oneByteAtATime(data), 1), ops));
  }

  @Test
  void allLinesMatchScanner() {
    Tries.forAll(
        Tries.stringEdges(TEXT_CHARS, 0), FastReaderLinesTest::text, FastReaderLinesTest::allLines);
  }

  private static void allLines(String text) {
    byte[] data = text.getBytes(StandardCharsets.UTF_8);
    Scanner sc = new Scanner(new ByteArrayInputStream(data), StandardCharsets.UTF_8);
    List<String> expected = new ArrayList<>();
    while (sc.hasNextLine()) {
      expected.add(sc.nextLine());
    }
    for (int size = 1; size <= 4; size++) {
      FastReader r = new FastReader(ReaderSources.oneByteAtATime(data), size);
      List<String> actual = new ArrayList<>();
      while (r.hasNextLine()) {
        actual.add(r.nextLine());
      }
      assertEquals(expected, actual, "buffer " + size);
      assertThrows(NoSuchElementException.class, r::nextLine);
    }
  }

  @Test
  void nextLineAfterNextIntReturnsTheRestOfThatLine() {
    FastReader r = FastReader.of("5\nhello world\r\n7 rest \r\nlast");
    assertEquals(5, r.nextInt());
    assertEquals("", r.nextLine());
    assertEquals("hello world", r.nextLine());
    assertEquals(7, r.nextInt());
    assertEquals(" rest ", r.nextLine());
    assertTrue(r.hasNextLine());
    assertEquals("last", r.nextLine());
    assertFalse(r.hasNextLine());
    NoSuchElementException e = assertThrows(NoSuchElementException.class, r::nextLine);
    assertEquals("expected a line but input ended at line 4, column 5", e.getMessage());
  }

  @Test
  void hasNextConsumesNothing() {
    FastReader r = FastReader.of("1  \n\n  \t\n 2");
    assertEquals(1, r.nextInt());
    assertTrue(r.hasNext());
    assertTrue(r.hasNext());
    assertEquals("  ", r.nextLine());
    assertEquals("", r.nextLine());
    assertTrue(r.hasNextLine());
    assertEquals(2, r.nextInt());
    assertFalse(r.hasNext());
    assertFalse(r.hasNextLine());
  }

  @Test
  void hasNextAcrossALongRunOfSeparatorsGrowsTheBufferAndKeepsThem() {
    String blanks = " ".repeat(1000) + "\n" + "\t".repeat(1000);
    FastReader r =
        new FastReader(
            new ByteArrayInputStream(("x" + blanks + "y").getBytes(StandardCharsets.US_ASCII)), 4);
    assertEquals("x", r.next());
    assertTrue(r.hasNext());
    assertEquals(" ".repeat(1000), r.nextLine());
    assertEquals("\t".repeat(1000) + "y", r.nextLine());
    assertFalse(r.hasNext());
  }

  @Test
  void linesLongerThanTheBufferComeWhole() {
    String longLine = "é".repeat(5000) + " x";
    byte[] data = (longLine + "\r\n" + longLine).getBytes(StandardCharsets.UTF_8);
    FastReader r = new FastReader(ReaderSources.chunked(data, 7), 16);
    assertEquals(longLine, r.nextLine());
    assertEquals(longLine, r.nextLine());
    assertFalse(r.hasNextLine());
  }

  @Test
  void crlfSplitAcrossReadsIsOneLineBreak() {
    ReaderSources.Script judge =
        new ReaderSources.Script("ab\r", "\ncd\r", "\n", ReaderSources.Script.EOF);
    FastReader r = new FastReader(judge);
    assertEquals("ab", r.nextLine());
    assertEquals(1, judge.reads, "the '\\r' ends the line without waiting for a '\\n'");
    assertEquals("cd", r.nextLine());
    assertFalse(r.hasNextLine());
  }

  @Test
  void aCrLfSplitByNextLineThenLookedAtByHasNextStillCountsOnce() {
    ReaderSources.Script judge =
        new ReaderSources.Script("ab\r", "\n5 x", ReaderSources.Script.EOF);
    FastReader r = new FastReader(judge);
    assertEquals("ab", r.nextLine());
    assertTrue(r.hasNext());
    assertEquals(5, r.nextInt());
    java.util.InputMismatchException e =
        assertThrows(java.util.InputMismatchException.class, r::nextInt);
    assertEquals("expected an int but found \"x\" at line 2, column 3", e.getMessage());
  }
}
