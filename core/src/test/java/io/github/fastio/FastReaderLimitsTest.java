package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.InputMismatchException;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * {@link FastReader#maxLength(int)}: a token or line past the cap throws, names the cap and the
 * place, and stays unread; the look-ahead keeps at most the cap. Every case is read with every
 * buffer size and cut, since the answer must not depend on how the stream delivered the bytes.
 */
class FastReaderLimitsTest {
  private static final int CAP = ByteInput.MIN_MAX_LENGTH;

  /** Readers of {@code text} with the small cap: whole, at every buffer size, a byte a read. */
  private static List<FastReader> readers(String text) {
    byte[] data = ReaderSources.utf8(text);
    List<FastReader> rs = new ArrayList<>();
    rs.add(FastReader.of(data).maxLength(CAP));
    for (int size : new int[] {1, 2, 3, 7, 16, 63, 64, 65, 66, 100, 1 << 16}) {
      rs.add(new FastReader(new ByteArrayInputStream(data), size).maxLength(CAP));
      rs.add(new FastReader(ReaderSources.oneByteAtATime(data), size).maxLength(CAP));
    }
    for (int cut = 0; cut <= data.length; cut += 5) {
      rs.add(new FastReader(ReaderSources.splitAt(data, cut), 8).maxLength(CAP));
    }
    return rs;
  }

  @Test
  void readsAskForAtMostTheBufferSizeAfterALongTokenGrewTheBuffer() {
    byte[] data = ReaderSources.utf8("a".repeat(100) + " 5\n" + "1 ".repeat(2000));
    for (int size : new int[] {1, 4, 7, 64, 99}) {
      int[] largest = {0};
      ByteArrayInputStream bytes =
          new ByteArrayInputStream(data) {
            @Override
            public synchronized int read(byte[] b, int off, int len) {
              largest[0] = Math.max(largest[0], len);
              return super.read(b, off, len);
            }
          };
      FastReader in = new FastReader(bytes, size);
      assertEquals("a".repeat(100), in.next());
      long sum = 0;
      while (in.hasNext()) {
        sum += in.nextInt();
      }
      assertEquals(5 + 2000, sum);
      assertTrue(largest[0] <= size, size + ": a read asked for " + largest[0] + " bytes");
    }
  }

  private static void tooLong(
      String text, Function<FastReader, Object> call, String message, String after) {
    tooLong(text, r -> {}, call, message, after);
  }

  private static void tooLong(
      String text,
      Consumer<FastReader> before,
      Function<FastReader, Object> call,
      String message,
      String after) {
    for (FastReader r : readers(text)) {
      before.accept(r);
      InputMismatchException e = assertThrows(InputMismatchException.class, () -> call.apply(r));
      assertEquals(message, e.getMessage());
      e = assertThrows(InputMismatchException.class, () -> call.apply(r), "it stays unread");
      assertEquals(message, e.getMessage());
      r.maxLength(10 * CAP);
      assertEquals(after, String.valueOf(call.apply(r)), "read after raising the cap");
    }
  }

  @Test
  void aTokenOfTheCapIsReadAndOneByteMoreThrows() {
    String a = "a".repeat(CAP);
    for (FastReader r : readers(" " + a + " " + a + "b")) {
      assertEquals(a, r.next());
    }
    tooLong(
        "x\n  " + "é".repeat(CAP / 2) + "b ",
        FastReader::next,
        FastReader::next,
        "expected a token but found a token of more than 64 bytes, the reader's maxLength: \""
            + "é".repeat(CAP / 2)
            + "b...\" at line 2, column 3",
        "é".repeat(CAP / 2) + "b");
  }

  @Test
  void theShownStartOfATooLongTokenStopsBeforeACharacterThatTheCapCuts() {
    // The message shows the cap and one byte more: 32 two-byte characters and the first byte of
    // the 33rd, which the "..." stands for; never its second byte, which lies past that.
    String e40 = "é".repeat(40);
    tooLong(
        "x " + e40 + " 5",
        FastReader::next,
        FastReader::next,
        "expected a token but found a token of more than 64 bytes, the reader's maxLength: \""
            + "é".repeat(32)
            + "...\" at line 1, column 3",
        e40);
  }

  @Test
  void numbersToo() {
    String zeros = "0".repeat(CAP - 1) + "7";
    for (FastReader r : readers(zeros + " -" + zeros.substring(1) + " " + zeros)) {
      assertEquals(7, r.nextInt(), "leading zeros, as Integer.parseInt takes them");
      assertEquals(-7, r.nextLong());
      assertEquals(7.0, r.nextDouble());
    }
    String longer = "0" + zeros;
    String shown = "\"" + "0".repeat(40) + "...\"";
    tooLong(
        longer,
        FastReader::nextInt,
        "expected an int but found a token of more than 64 bytes, the reader's maxLength: "
            + shown
            + " at line 1, column 1",
        "7");
    tooLong(
        longer,
        FastReader::nextLong,
        "expected a long but found a token of more than 64 bytes, the reader's maxLength: "
            + shown
            + " at line 1, column 1",
        "7");
    tooLong(
        longer,
        FastReader::nextDouble,
        "expected a double but found a token of more than 64 bytes, the reader's maxLength: "
            + shown
            + " at line 1, column 1",
        "7.0");
  }

  @Test
  void aBadNumberIsRejectedAtTheByteThatRulesItOutEvenPastTheCap() {
    String bad = "1".repeat(CAP - 1) + "x" + "1".repeat(3 * CAP);
    for (FastReader r : readers(bad)) {
      InputMismatchException e = assertThrows(InputMismatchException.class, r::nextInt);
      assertEquals(
          "expected an int but found \"" + "1".repeat(40) + "...\" at line 1, column 1",
          e.getMessage());
    }
  }

  @Test
  void aLineOfTheCapIsReadAndOneByteMoreThrows() {
    String line = "a b\t".repeat(CAP / 4);
    for (FastReader r : readers(line + "\r\n" + line)) {
      assertEquals(line, r.nextLine());
      assertEquals(line, r.nextLine());
      assertFalse(r.hasNextLine());
    }
    tooLong(
        "5\n" + line + "!\r\n",
        r -> {
          r.nextInt();
          r.nextLine();
        },
        FastReader::nextLine,
        "expected a line but found a line of more than 64 bytes, the reader's maxLength: \""
            + "a b\\t".repeat(10)
            + "...\" at line 2, column 1",
        line + "!");
  }

  @Test
  void hasNextKeepsSeparatorsUpToTheCap() {
    String blank = "  \n" + " \n".repeat(CAP / 2 - 2);
    for (FastReader r : readers("1" + blank + "2")) {
      assertEquals(1, r.nextInt());
      assertTrue(r.hasNext());
      assertTrue(r.hasNextInt());
      assertEquals("  ", r.nextLine(), "nothing consumed: the rest of the line is still there");
      assertEquals(" ", r.nextLine());
    }
  }

  @Test
  void hasNextKeepsARunOfExactlyTheCapAndConsumesOneByteMoreEvenWithNoTokenAfterIt() {
    String spaces = " ".repeat(CAP - 1);
    for (FastReader r : readers("1" + spaces + "\n2")) {
      assertEquals(1, r.nextInt());
      assertTrue(r.hasNext());
      assertEquals(spaces, r.nextLine(), "exactly the cap: nothing consumed");
      assertEquals(2, r.nextInt());
    }
    for (FastReader r : readers("1" + spaces + " ")) {
      assertEquals(1, r.nextInt());
      assertFalse(r.hasNext());
      assertEquals(spaces + " ", r.nextLine(), "exactly the cap: nothing consumed");
    }
    for (FastReader r : readers("1" + spaces + "  ")) {
      assertEquals(1, r.nextInt());
      assertFalse(r.hasNext());
      assertFalse(r.hasNextInt());
      assertFalse(r.hasNextLine(), "one byte past the cap: the run was consumed");
    }
  }

  @Test
  void hasNextConsumesARunOfSeparatorsLongerThanTheCap() {
    String blank = " \n".repeat(CAP / 2) + "\r\n";
    for (FastReader r : readers("1  " + blank + "  2 3\nx")) {
      assertEquals(1, r.nextInt());
      assertTrue(r.hasNext());
      assertEquals("2 3", r.nextLine(), "the run was consumed: the next token's line from it on");
      InputMismatchException e = assertThrows(InputMismatchException.class, r::nextInt);
      assertEquals(
          "expected an int but found \"x\" at line " + (CAP / 2 + 3) + ", column 1",
          e.getMessage(),
          "the consumed lines still count");
    }
  }

  @Test
  void hasNextIntConsumesSeparatorsWhenTheyAndTheTokenPassTheCap() {
    String spaces = " ".repeat(CAP - 2);
    for (FastReader r : readers("1" + spaces + "123\n")) {
      assertEquals(1, r.nextInt());
      assertTrue(r.hasNextInt());
      assertEquals("123", r.nextLine());
    }
    for (FastReader r : readers("1" + spaces + "12\n")) {
      assertEquals(1, r.nextInt());
      assertTrue(r.hasNextInt());
      assertTrue(r.hasNextDouble());
      assertEquals(spaces + "12", r.nextLine(), "exactly the cap: nothing consumed");
    }
    String exact = "0".repeat(CAP - 1) + "7";
    for (FastReader r : readers("1 " + exact + "\n")) {
      assertEquals(1, r.nextInt());
      assertTrue(r.hasNextInt(), "a token of exactly the cap, after the separators it passes");
      assertTrue(r.hasNextLong());
      assertTrue(r.hasNextDouble());
      assertEquals(exact, r.nextLine(), "the separator before it was consumed");
    }
    String huge = "9".repeat(CAP + 1);
    for (FastReader r : readers("1 " + huge)) {
      assertEquals(1, r.nextInt());
      assertFalse(r.hasNextInt(), "a token past the cap is no int");
      assertFalse(r.hasNextLong());
      assertFalse(r.hasNextDouble());
      assertTrue(r.hasNext());
      assertThrows(InputMismatchException.class, r::nextLong);
    }
  }

  @Test
  void theCapHasBounds() {
    FastReader r = FastReader.of("1");
    assertThrows(IllegalArgumentException.class, () -> r.maxLength(CAP - 1));
    assertThrows(IllegalArgumentException.class, () -> r.maxLength(Integer.MAX_VALUE));
    assertSame(r, r.maxLength(Integer.MAX_VALUE - 32 - (1 << 16)));
    FastReader sized = new FastReader(new ByteArrayInputStream(new byte[0]), 100);
    int most = Integer.MAX_VALUE - 32 - 100;
    assertSame(sized, sized.maxLength(most), "the cap plus a read still fit an array");
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> sized.maxLength(most + 1));
    assertEquals("maxLength must be from 64 to " + most + ": " + (most + 1), e.getMessage());
    assertEquals(FastReader.DEFAULT_MAX_LENGTH, 64 << 20);
  }
}
