package io.github.fastio;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.SplittableRandom;

/** Streams that deliver input the awkward ways real pipes and sockets do. */
final class ReaderSources {
  private ReaderSources() {}

  static byte[] utf8(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  /** Returns at most {@code chunk} bytes per read, as a pipe fed in small writes does. */
  static InputStream chunked(byte[] data, int chunk) {
    return new ByteArrayInputStream(data) {
      @Override
      public synchronized int read(byte[] b, int off, int len) {
        return super.read(b, off, Math.min(len, chunk));
      }
    };
  }

  /**
   * Random chunks of {@code data}, at most {@code maxChunk} bytes a read; a read fails first with a
   * time-out with the odds {@code 1 / failures} (never twice in a row; never if 0).
   */
  static InputStream flaky(byte[] data, SplittableRandom rnd, int failures, int maxChunk) {
    return new InputStream() {
      private int pos;
      private boolean failedLast;

      @Override
      public int read() {
        throw new AssertionError();
      }

      @Override
      public int read(byte[] b, int off, int len) throws IOException {
        if (failures > 0 && !failedLast && rnd.nextInt(failures) == 0) {
          failedLast = true;
          throw new SocketTimeoutException("Read timed out");
        }
        failedLast = false;
        if (pos == data.length) {
          return -1;
        }
        int n = Math.min(len, 1 + rnd.nextInt(Math.min(maxChunk, data.length - pos)));
        System.arraycopy(data, pos, b, off, n);
        pos += n;
        return n;
      }
    };
  }

  /** Delivers {@code data[0, split)} in the first read and the rest in the next ones. */
  static InputStream splitAt(byte[] data, int split) {
    return new ByteArrayInputStream(data) {
      private boolean first = true;

      @Override
      public synchronized int read(byte[] b, int off, int len) {
        if (first && split > 0) {
          first = false;
          return super.read(b, off, Math.min(len, split));
        }
        first = false;
        return super.read(b, off, len);
      }
    };
  }

  static InputStream oneByteAtATime(byte[] data) {
    return chunked(data, 1);
  }

  /**
   * As {@link #chunked}, but fills the rest of each read's range with digits it does not count: a
   * reader must not take what lies past the bytes a read returned for input.
   */
  static InputStream chunkedOverDigits(byte[] data, int chunk) {
    return new ByteArrayInputStream(data) {
      @Override
      public synchronized int read(byte[] b, int off, int len) {
        Arrays.fill(b, off, off + len, (byte) '9');
        return super.read(b, off, Math.min(len, chunk));
      }
    };
  }

  /**
   * A conversation with a judge: each read returns the next scripted chunk whole; a read after the
   * script fails the test, because a reader that asks for more than it needs would block there.
   */
  static final class Script extends InputStream {
    /** A chunk that makes its read report the end of the input. */
    static final String EOF = "<eof>";

    private final byte[][] chunks;
    private int next;
    private int offset;
    int reads;

    Script(String... chunks) {
      this.chunks = new byte[chunks.length][];
      for (int i = 0; i < chunks.length; i++) {
        this.chunks[i] = utf8(chunks[i]);
      }
    }

    Script(byte[]... chunks) {
      this.chunks = chunks.clone();
    }

    @Override
    public int read() {
      throw new AssertionError("single-byte read");
    }

    @Override
    public int read(byte[] b, int off, int len) {
      if (next == chunks.length) {
        throw new AssertionError("read past the script: this would block on a judge");
      }
      reads++;
      byte[] c = chunks[next];
      if (Arrays.equals(c, utf8(EOF))) {
        next++;
        return -1;
      }
      int n = Math.min(len, c.length - offset);
      System.arraycopy(c, offset, b, off, n);
      offset += n;
      if (offset == c.length) {
        next++;
        offset = 0;
      }
      return n;
    }
  }

  /** Fails every read with the given exception. */
  static InputStream failing(IOException e) {
    return new InputStream() {
      @Override
      public int read() throws IOException {
        throw e;
      }

      @Override
      public int read(byte[] b, int off, int len) throws IOException {
        throw e;
      }
    };
  }
}
