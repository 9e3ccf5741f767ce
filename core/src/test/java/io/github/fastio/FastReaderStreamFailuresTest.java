package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.SocketTimeoutException;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.InputMismatchException;
import java.util.NoSuchElementException;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * Where the reader stands after each kind of failure, and that reading goes on from there when it
 * makes sense: a stream that fails and recovers (a socket's time-out), one that returns no byte, a
 * bad token, the end of the input.
 */
class FastReaderStreamFailuresTest {

  /** Each read returns the next chunk; a null chunk throws a time-out once, as a socket does. */
  private static final class Flaky extends InputStream {
    private final Deque<byte[]> chunks = new ArrayDeque<>();

    Flaky(String... parts) {
      for (String p : parts) {
        chunks.add(p == null ? new byte[0] : ReaderSources.utf8(p));
      }
    }

    @Override
    public int read() {
      throw new AssertionError();
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      byte[] c = chunks.poll();
      if (c == null) {
        return -1;
      }
      if (c.length == 0) {
        throw new SocketTimeoutException("Read timed out");
      }
      int n = Math.min(len, c.length);
      System.arraycopy(c, 0, b, off, n);
      if (n < c.length) {
        chunks.addFirst(java.util.Arrays.copyOfRange(c, n, c.length));
      }
      return n;
    }
  }

  private static void failsThenReads(
      String[] parts, Function<FastReader, Object> call, Object... expected) {
    for (int size : new int[] {1, 2, 5, 1 << 16}) {
      FastReader r = new FastReader(new Flaky(parts), size);
      int i = 0;
      for (Object want : expected) {
        if (want == null) {
          UncheckedIOException e = assertThrows(UncheckedIOException.class, () -> call.apply(r));
          assertTrue(e.getCause() instanceof SocketTimeoutException);
        } else {
          assertEquals(want, call.apply(r), "call " + i + ", buffer " + size);
        }
        i++;
      }
    }
  }

  @Test
  void aNumberCutByAFailureIsReadWholeOnceTheStreamRecovers() {
    String[] parts = {"12 3", null, "4 -", null, "5\n"};
    failsThenReads(parts, FastReader::nextInt, 12, null, 34, null, -5);
    failsThenReads(parts, FastReader::nextLong, 12L, null, 34L, null, -5L);
    failsThenReads(parts, FastReader::nextDouble, 12.0, null, 34.0, null, -5.0);
    failsThenReads(parts, FastReader::next, "12", null, "34", null, "-5");
    failsThenReads(parts, r -> r.hasNextInt() ? r.nextInt() : -1, 12, null, 34, null, -5);
    failsThenReads(
        parts, r -> r.hasNextDouble() ? r.nextDouble() : -1, 12.0, null, 34.0, null, -5.0);
  }

  @Test
  void aLineCutByAFailureIsReadWholeOnceTheStreamRecovers() {
    String[] parts = {"ab", null, "c\r", null, "\nd\r", "\n"};
    failsThenReads(parts, FastReader::nextLine, null, "abc", null, "d");
    FastReader r = new FastReader(new Flaky(parts));
    assertEquals('a', r.nextChar());
    assertEquals('b', r.nextChar());
    assertThrows(UncheckedIOException.class, r::nextChar);
    assertEquals('c', r.nextChar());
    assertThrows(UncheckedIOException.class, r::nextChar);
    assertEquals('d', r.nextChar());
    assertFalse(r.hasNext());
  }

  @Test
  void bytesAStreamWroteBeforeItFailedAreNotInput() {
    FastReader r = new FastReader(writesASevenThenFails(new IOException("reset mid-read")));
    UncheckedIOException e = assertThrows(UncheckedIOException.class, r::nextInt);
    assertEquals("reset mid-read", e.getCause().getMessage());
    assertFalse(r.hasNext());
    assertThrows(NoSuchElementException.class, r::nextInt);
  }

  @Test
  void bytesAStreamWroteBeforeAnUncheckedFailureAreNotInputEither() {
    FastReader r =
        new FastReader(writesASevenThenFails(new IllegalStateException("closed mid-read")));
    IllegalStateException e = assertThrows(IllegalStateException.class, r::nextInt);
    assertEquals("closed mid-read", e.getMessage());
    assertFalse(r.hasNext());
    assertThrows(NoSuchElementException.class, r::nextInt);
  }

  /**
   * A stream whose first read writes {@code '7'} into the buffer and then throws {@code failure}
   * (an {@link IOException} or an unchecked exception), and which ends after that.
   */
  private static InputStream writesASevenThenFails(Exception failure) {
    return new InputStream() {
      private int calls;

      @Override
      public int read() {
        throw new UnsupportedOperationException();
      }

      @Override
      public int read(byte[] b, int off, int len) throws IOException {
        if (calls++ == 0) {
          b[off] = '7';
          if (failure instanceof IOException) {
            throw (IOException) failure;
          }
          throw (RuntimeException) failure;
        }
        return -1;
      }
    };
  }

  @Test
  void aStreamThatKeepsReturningNoByteIsAnErrorNotAHang() {
    InputStream zeros =
        new InputStream() {
          int reads;

          @Override
          public int read() {
            throw new AssertionError();
          }

          @Override
          public int read(byte[] b, int off, int len) {
            // Every third read has a byte: a stream that is merely slow to give one.
            if (++reads % 3 == 0 && reads < 30) {
              b[off] = (byte) (reads < 27 ? '7' : ' ');
              return 1;
            }
            return 0;
          }
        };
    FastReader r = new FastReader(zeros);
    assertEquals(77777777, r.nextInt(), "reads of no byte between bytes are retried");
    UncheckedIOException e = assertThrows(UncheckedIOException.class, r::nextInt);
    assertEquals(
        "java.io.IOException: the stream returned no byte 1000 times in a row, where a read must"
            + " wait until it has one",
        e.getMessage());
  }

  @Test
  void aReadOfNoByteIsRetriedUpTo1000TimesInARow() {
    for (int empty : new int[] {998, 999, 1000}) {
      String[] chunks = new String[empty + 2];
      Arrays.fill(chunks, "");
      chunks[empty] = "5";
      chunks[empty + 1] = ReaderSources.Script.EOF;
      ReaderSources.Script slow = new ReaderSources.Script(chunks);
      FastReader r = new FastReader(slow);
      if (empty < 1000) {
        assertEquals(5, r.nextInt(), empty + " reads of no byte, then one");
        assertEquals(empty + 2, slow.reads, "the reads until the end of the input");
      } else {
        assertThrows(UncheckedIOException.class, r::nextInt);
        assertEquals(1000, slow.reads, "no read after the 1000th empty one");
      }
    }
  }

  @Test
  void afterABadTokenTheSeparatorsBeforeItAreConsumedAndTheTokenStays() {
    FastReader r = FastReader.of("5\n  abc def\n");
    assertEquals(5, r.nextInt());
    assertThrows(InputMismatchException.class, r::nextInt);
    assertThrows(InputMismatchException.class, r::nextLong);
    assertThrows(InputMismatchException.class, r::nextDouble);
    assertFalse(r.hasNextInt());
    assertEquals("abc def", r.nextLine(), "as with Scanner, the line from the bad token on");
  }

  @Test
  void afterTheEndEveryCallThrowsTheSame() {
    FastReader r = FastReader.of("1\n\n");
    assertEquals(1, r.nextInt());
    String m = "expected an int but input ended at line 3, column 1";
    assertEquals(m, assertThrows(NoSuchElementException.class, r::nextInt).getMessage());
    assertEquals(m, assertThrows(NoSuchElementException.class, r::nextInt).getMessage());
    assertFalse(r.hasNext());
    assertFalse(r.hasNextLine());
    assertThrows(NoSuchElementException.class, r::nextLine);
    assertThrows(NoSuchElementException.class, r::next);
  }
}
