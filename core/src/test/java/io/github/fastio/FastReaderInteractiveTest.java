package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.Flushable;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.InputMismatchException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Interactive use: reads happen only when a call needs a byte, once each, and a tied writer is
 * flushed right before each of them. A {@link ReaderSources.Script} fails any read past what the
 * judge has sent, which on a real pipe would block forever.
 */
class FastReaderInteractiveTest {

  @Test
  void constructingReadsNothing() {
    ReaderSources.Script judge = new ReaderSources.Script(new String[0]);
    new FastReader(judge);
    new FastReader(judge, 1);
    assertEquals(0, judge.reads);
  }

  @Test
  void eachCallStopsAtTheSeparatorAfterItsToken() {
    ReaderSources.Script judge =
        new ReaderSources.Script("42\n", "-7 ", "2.5\n", "yes\n", "x", "\n", "a line\n");
    FastReader r = new FastReader(judge);
    assertEquals(42, r.nextInt());
    assertEquals(1, judge.reads);
    assertEquals(-7L, r.nextLong());
    assertEquals(2, judge.reads);
    assertEquals(2.5, r.nextDouble());
    assertEquals(3, judge.reads);
    assertEquals("yes", r.next());
    assertEquals(4, judge.reads);
    assertEquals('x', r.nextChar());
    assertEquals(5, judge.reads, "a char needs no separator after it");
    assertEquals("", r.nextLine());
    assertEquals(6, judge.reads);
    assertEquals("a line", r.nextLine());
    assertEquals(7, judge.reads);
  }

  @Test
  void aNumberEndedByTheChosenDelimiterWaitsForNothingMore() {
    ReaderSources.Script judge = new ReaderSources.Script("12;", "-3;", "2.5;\r\n", "7;");
    FastReader r = new FastReader(judge).separators(";,");
    assertEquals(12, r.nextInt());
    assertEquals(1, judge.reads);
    assertEquals(-3L, r.nextLong());
    assertEquals(2, judge.reads);
    assertEquals(2.5, r.nextDouble());
    assertEquals(3, judge.reads);
    assertEquals(7, r.nextInt());
    assertEquals(4, judge.reads);
  }

  @Test
  void aNumberSplitAcrossReadsWaitsOnlyForItsEnd() {
    ReaderSources.Script judge = new ReaderSources.Script("12", "34", "5\n");
    assertEquals(12345, new FastReader(judge).nextInt());
    assertEquals(3, judge.reads);
  }

  @Test
  void nextCharReadsOnlyTheBytesOfItsCharacter() {
    byte[] euro = ReaderSources.utf8("\u20ac");
    ReaderSources.Script judge =
        new ReaderSources.Script(
            ReaderSources.utf8("\u00e9"),
            new byte[] {euro[0], euro[1]},
            new byte[] {euro[2]},
            new byte[] {(byte) 0xE2, 'a'});
    FastReader r = new FastReader(judge);
    assertEquals('\u00e9', r.nextChar());
    assertEquals(1, judge.reads, "no wait for a separator after a complete character");
    assertEquals('\u20ac', r.nextChar());
    assertEquals(3, judge.reads);
    assertEquals('\uFFFD', r.nextChar());
    assertEquals('a', r.nextChar());
    assertEquals(4, judge.reads);
  }

  @Test
  void aCharacterCutByAReadAfterOtherBytesWaitsOnlyForItsOwnBytes() {
    byte[] euro = ReaderSources.utf8("\u20ac");
    // The refill for the third byte moves the character to the front of the buffer.
    ReaderSources.Script judge =
        new ReaderSources.Script(new byte[] {'a', euro[0], euro[1]}, new byte[] {euro[2]});
    FastReader r = new FastReader(judge);
    assertEquals('a', r.nextChar());
    assertEquals('\u20ac', r.nextChar());
    assertEquals(2, judge.reads);
  }

  @Test
  void aBadNumberSplitAcrossReadsIsRejectedAndStaysWhole() {
    ReaderSources.Script judge = new ReaderSources.Script("12", "a", "b\n");
    FastReader r = new FastReader(judge);
    assertThrows(InputMismatchException.class, r::nextInt);
    assertEquals("12ab", r.next());
  }

  @Test
  void aHugeBadNumberIsRejectedWithoutBufferingAllOfIt() {
    byte[] data = ("12x" + "y".repeat(1 << 20) + " 5").getBytes(StandardCharsets.US_ASCII);
    ByteArrayInputStream in = new ByteArrayInputStream(data);
    FastReader r = new FastReader(in, 16);
    assertThrows(InputMismatchException.class, r::nextInt);
    assertThrows(InputMismatchException.class, r::nextLong);
    assertTrue(data.length - in.available() <= 256, "read only what the message shows");
    assertEquals(data.length - 2, r.next().length());
    assertEquals(5, r.nextInt());
  }

  @Test
  void hasNextWaitsOnlyUntilATokenStarts() {
    ReaderSources.Script judge = new ReaderSources.Script("1\n", "\n", " 2");
    FastReader r = new FastReader(judge);
    assertEquals(1, r.nextInt());
    assertTrue(r.hasNext());
    assertEquals(3, judge.reads);
  }

  /** Counts flushes and checks, at every read, that one came right before it. */
  private static final class TiedPair extends InputStream implements Flushable {
    private final InputStream data;
    int flushes;
    int reads;

    TiedPair(String text) {
      this.data = new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
    }

    @Override
    public void flush() {
      flushes++;
    }

    @Override
    public int read() {
      throw new AssertionError("single-byte read");
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      reads++;
      assertEquals(reads, flushes, "flushed right before this read");
      return data.read(b, off, Math.min(len, 3));
    }
  }

  @Test
  void tiedWriterIsFlushedBeforeEveryReadAndNowhereElse() {
    TiedPair pair = new TiedPair("10 20\n30 hello\nworld\n");
    FastReader r = new FastReader(pair).tieTo(pair);
    assertEquals(0, pair.flushes, "tying flushes nothing");
    assertEquals(10, r.nextInt());
    assertEquals(20, r.nextInt());
    assertEquals(30, r.nextInt());
    assertEquals(" hello", r.nextLine());
    assertEquals("world", r.nextLine());
    assertFalse(r.hasNextLine());
    assertTrue(pair.reads > 5);
    assertEquals(pair.reads, pair.flushes);
  }

  @Test
  void tieWithNullUnties() {
    TiedPair pair = new TiedPair("1 2");
    FastReader r = new FastReader(pair).tieTo(pair);
    assertSame(r, r.tie(null));
    assertThrows(AssertionError.class, r::nextInt, "no flush any more before the read");
  }

  @Test
  void ioErrorsSurfaceAsUnchecked() {
    IOException cause = new IOException("pipe broke");
    FastReader r = new FastReader(ReaderSources.failing(cause));
    UncheckedIOException e = assertThrows(UncheckedIOException.class, r::nextInt);
    assertSame(cause, e.getCause());
  }

  @Test
  void closeClosesTheStream() {
    boolean[] closed = {false};
    InputStream in =
        new ByteArrayInputStream(new byte[0]) {
          @Override
          public void close() {
            closed[0] = true;
          }
        };
    new FastReader(in).close();
    assertTrue(closed[0]);
    FastReader.of("1").close();
  }

  @Test
  void closeFailureSurfacesAsUnchecked() {
    InputStream in =
        new ByteArrayInputStream(new byte[0]) {
          @Override
          public void close() throws IOException {
            throw new IOException("no");
          }
        };
    assertThrows(UncheckedIOException.class, () -> new FastReader(in).close());
  }

  @Test
  void openReadsAFile(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("in.txt");
    Files.write(file, "3\n1 2 3\n".getBytes(StandardCharsets.US_ASCII));
    try (FastReader r = FastReader.open(file)) {
      assertEquals(3, r.nextInt());
      assertArrayEquals(new int[] {1, 2, 3}, r.nextInts(3));
      assertFalse(r.hasNext());
    }
    assertThrows(UncheckedIOException.class, () -> FastReader.open(dir.resolve("missing")));
  }

  @Test
  void badArgumentsAreRejected() {
    InputStream in = new ByteArrayInputStream(new byte[0]);
    assertThrows(IllegalArgumentException.class, () -> new FastReader(in, 0));
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class, () -> new FastReader(in, Integer.MAX_VALUE - 31));
    assertEquals("bufferSize must be from 1 to 2147483615: 2147483616", e.getMessage());
    assertThrows(NullPointerException.class, () -> new FastReader(null));
  }
}
