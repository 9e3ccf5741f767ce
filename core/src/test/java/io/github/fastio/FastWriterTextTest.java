package io.github.fastio;

import static io.github.fastio.WriterTestSupport.fast;
import static io.github.fastio.WriterTestSupport.oracle;
import static io.github.fastio.WriterTestSupport.show;
import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.fastio.WriterTestSupport.RecordingStream;
import java.io.PrintWriter;
import java.nio.CharBuffer;
import java.util.Random;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/** UTF-8 encoding against the JDK's encoder behind PrintWriter, surrogates above all. */
class FastWriterTextTest {
  private static final String SMILE = "\ud83d\ude00"; // U+1F600, 4 bytes
  private static final char HIGH = '\ud83d';
  private static final char LOW = '\ude00';

  private static void assertSameBytes(Consumer<FastWriter> f, Consumer<PrintWriter> p) {
    byte[] expected = oracle(p);
    for (int size :
        new int[] {FastWriter.MIN_BUFFER_SIZE, FastWriter.MIN_BUFFER_SIZE + 1, 1 << 16}) {
      byte[] actual = fast(size, f);
      assertArrayEquals(
          expected, actual, () -> "buffer " + size + ": " + show(expected) + " != " + show(actual));
    }
  }

  private static void assertPrintsLikePrintWriter(String s) {
    assertSameBytes(w -> w.print(s), p -> p.print(s));
  }

  @Test
  void asciiIsOneBytePerChar() {
    assertEquals("hello\n", new String(fast(w -> w.println("hello")), UTF_8));
    assertPrintsLikePrintWriter("\u0000\u0001\t\u007f");
  }

  @Test
  void twoAndThreeByteCharsAtEveryRangeEdge() {
    assertPrintsLikePrintWriter("\u0080\u00e9\u07ff\u0800\u20ac\ud7ff\ue000\uffff\ufffe\ufeff");
  }

  @Test
  void surrogatePairIsFourBytes() {
    assertPrintsLikePrintWriter("a" + SMILE + "b\udbff\udfff\ud800\udc00");
  }

  @Test
  void loneSurrogatesBecomeQuestionMarks() {
    assertPrintsLikePrintWriter("\ude00x");
    assertPrintsLikePrintWriter("x\ud83dy");
    assertPrintsLikePrintWriter("\ud83d\ud83d" + LOW);
    assertPrintsLikePrintWriter(LOW + "" + HIGH + "z");
    assertPrintsLikePrintWriter("" + LOW + LOW);
  }

  @Test
  void highSurrogateAtTheEndBecomesQuestionMarkOnClose() {
    assertPrintsLikePrintWriter("end" + HIGH);
  }

  @Test
  @SuppressWarnings("UnnecessaryStringBuilder") // print(CharSequence) of a StringBuilder is tested
  void pairSplitAcrossTwoCallsOfEachTextKindStillGivesFourBytes() {
    assertSameBytes(w -> w.print("" + HIGH).print("" + LOW), p -> p.print(SMILE));
    assertSameBytes(w -> w.print(HIGH).print(LOW), p -> p.print(SMILE));
    assertSameBytes(w -> w.print(new char[] {HIGH}).print(new char[] {LOW}), p -> p.print(SMILE));
    assertSameBytes(
        w -> w.print(new StringBuilder().append(HIGH)).print(CharBuffer.wrap("" + LOW)),
        p -> p.print(SMILE));
    assertSameBytes(w -> w.print(HIGH).printf("%c", LOW), p -> p.print(SMILE));
  }

  @Test
  @SuppressWarnings("UnnecessaryStringBuilder") // print(CharSequence) of a StringBuilder is tested
  void emptyTextKeepsTheHighSurrogatePending() {
    assertSameBytes(
        w -> w.print(HIGH).print("").print(new char[0]).print(new StringBuilder()).print(LOW),
        p -> {
          p.print(HIGH);
          p.print("");
          p.print(new char[0]);
          p.print(LOW);
        });
  }

  /**
   * Also after 400 bytes: a number's room check must see the pending surrogate (limit 0) however
   * far the buffer is filled, as a check that adds pos instead of subtracting it would not.
   */
  @Test
  void pendingHighSurrogateFollowedByAnythingButLowBecomesQuestionMark() {
    for (String pad : new String[] {"", "x".repeat(400)}) {
      String high = pad + HIGH;
      assertSameBytes(w -> w.print(high).print(5), p -> p.print(high + "5"));
      assertSameBytes(w -> w.print(high).print(5L), p -> p.print(high + "5"));
      assertSameBytes(w -> w.print(high).print(1.5), p -> p.print(high + "1.5"));
      assertSameBytes(w -> w.print(high).print(1.5f), p -> p.print(high + "1.5"));
      assertSameBytes(w -> w.print(high).print(1.5, 2), p -> p.print(high + "1.50"));
      assertSameBytes(w -> w.print(high).print(true), p -> p.print(high + "true"));
    }
    assertSameBytes(w -> w.print(HIGH).print('x'), p -> p.print(HIGH + "x"));
    assertSameBytes(w -> w.print(HIGH).print('\u00e9'), p -> p.print(HIGH + "\u00e9"));
    assertSameBytes(w -> w.print(HIGH).print(HIGH).print(LOW), p -> p.print(HIGH + SMILE));
    assertSameBytes(w -> w.print(HIGH).println(), p -> p.println(HIGH));
    assertSameBytes(w -> w.print(HIGH).println(new int[] {1}), p -> p.println(HIGH + "1"));
    assertSameBytes(w -> w.print(HIGH).println(new long[0]), p -> p.println(HIGH));
  }

  @Test
  void flushDoesNotWriteAPendingHighSurrogateJustAsPrintWriterDoesNot() {
    RecordingStream s = new RecordingStream();
    FastWriter w = new FastWriter(s);
    w.print("a" + HIGH).flush();
    assertEquals("a", s.text());
    w.print(LOW).flush();
    assertEquals("a" + SMILE, s.text());

    java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
    PrintWriter p = new WriterTestSupport.Oracle(bytes);
    p.print("a" + HIGH);
    p.flush();
    assertEquals("a", bytes.toString(UTF_8));
  }

  @Test
  void pairAcrossTheScratchChunkBoundaryOfALongText() {
    // Texts are encoded 1024 chars at a time; put a pair across every nearby boundary.
    for (int at = 1020; at < 1030; at++) {
      StringBuilder sb = new StringBuilder();
      for (int i = 0; i < at; i++) {
        sb.append((char) ('a' + i % 26));
      }
      sb.append(SMILE).append("tail");
      String s = sb.toString();
      assertPrintsLikePrintWriter(s);
      assertSameBytes(w -> w.print(sb), p -> p.print(s));
      assertSameBytes(w -> w.print(CharBuffer.wrap(s)), p -> p.print(s));
      assertSameBytes(w -> w.print(s.toCharArray()), p -> p.print(s));
    }
  }

  @Test
  void multiByteCharAtEveryPositionAcrossTheBufferEnd() {
    String[] chars = {"\u00e9", "\u20ac", SMILE, "" + LOW};
    for (String c : chars) {
      for (int prefix = 0; prefix < FastWriter.MIN_BUFFER_SIZE + 5; prefix++) {
        String s = "x".repeat(prefix) + c + c + "y";
        for (int size = FastWriter.MIN_BUFFER_SIZE; size < FastWriter.MIN_BUFFER_SIZE + 4; size++) {
          byte[] expected = oracle(p -> p.print(s));
          byte[] actual = fast(size, w -> w.print(s));
          assertArrayEquals(expected, actual, "prefix " + prefix + ", buffer " + size);
        }
      }
    }
  }

  @Test
  void pendingHighSurrogateResolvedAtEveryPositionOfTheBufferEnd() {
    for (int prefix = 0; prefix < FastWriter.MIN_BUFFER_SIZE + 5; prefix++) {
      String pad = "x".repeat(prefix);
      for (int size = FastWriter.MIN_BUFFER_SIZE; size < FastWriter.MIN_BUFFER_SIZE + 4; size++) {
        String where = "prefix " + prefix + ", buffer " + size;
        assertArrayEquals(
            oracle(p -> p.print(pad + SMILE)),
            fast(size, w -> w.print(pad + HIGH).print(LOW)),
            where);
        assertArrayEquals(
            oracle(p -> p.print(pad + HIGH + "7")),
            fast(size, w -> w.print(pad + HIGH).print(7)),
            where);
      }
    }
  }

  @Test
  void stringPassedAsCharSequencePrintsLikeAString() {
    CharSequence s = "caf\u00e9";
    assertSameBytes(w -> w.print(s).println(s), p -> p.print("caf\u00e9caf\u00e9\n"));
  }

  /**
   * A fixed-seed sweep of random texts mixing ASCII, 2- and 3-byte chars, valid pairs and lone
   * surrogates, printed in random pieces through each text call: 2000 texts, times {@code
   * -Dfastio.sweep} (see {@link Sweep}).
   */
  @Test
  void randomTextsInRandomPiecesMatchPrintWriter() {
    int texts = Sweep.of(2000);
    Random r = new Random(20261130);
    for (int t = 0; t < texts; t++) {
      String s = randomText(r, r.nextInt(r.nextBoolean() ? 20 : 3000));
      int[] cuts = r.ints(r.nextInt(5), 0, s.length() + 1).sorted().toArray();
      int size = FastWriter.MIN_BUFFER_SIZE + r.nextInt(100);
      int kind = r.nextInt(5);
      byte[] expected = oracle(p -> p.print(s));
      byte[] actual =
          fast(
              size,
              w -> {
                int from = 0;
                for (int i = 0; i <= cuts.length; i++) {
                  int to = i < cuts.length ? cuts[i] : s.length();
                  printPiece(w, s.substring(from, to), kind);
                  from = to;
                }
              });
      assertArrayEquals(expected, actual, "text " + t + " kind " + kind + ": " + escape(s));
    }
  }

  @SuppressWarnings("UnnecessaryStringBuilder") // print(CharSequence) of a StringBuilder is tested
  private static void printPiece(FastWriter w, String piece, int kind) {
    switch (kind) {
      case 0 -> w.print(piece);
      case 1 -> w.print(piece.toCharArray());
      case 2 -> w.print(new StringBuilder(piece));
      case 3 -> w.print(CharBuffer.wrap(piece));
      default -> piece.chars().forEach(c -> w.print((char) c));
    }
  }

  static String randomText(Random r, int length) {
    StringBuilder sb = new StringBuilder(length);
    for (int i = 0; i < length; i++) {
      int k = r.nextInt(20);
      if (k < 10) {
        sb.append((char) r.nextInt(0x80));
      } else if (k < 12) {
        sb.append((char) (0x80 + r.nextInt(0x780)));
      } else if (k < 14) {
        sb.append((char) (0x800 + r.nextInt(0xD800 - 0x800)));
      } else if (k < 16) {
        sb.appendCodePoint(0x10000 + r.nextInt(0x100000));
      } else if (k < 18) {
        sb.append((char) (0xD800 + r.nextInt(0x800))); // any lone surrogate
      } else {
        sb.append((char) r.nextInt(0x10000));
      }
    }
    return sb.toString();
  }

  static String escape(String s) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      sb.append(c >= 0x20 && c < 0x7f ? String.valueOf(c) : String.format("\\u%04x", (int) c));
    }
    return sb.toString();
  }
}
