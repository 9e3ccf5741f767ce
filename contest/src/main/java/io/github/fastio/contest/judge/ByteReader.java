package io.github.fastio.contest.judge;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * A stream's bytes one at a time through a buffer of fixed size, with one byte of look-ahead: what
 * the checkers read outputs with, so that a line or token of any length costs no memory.
 */
final class ByteReader implements AutoCloseable {
  private final InputStream in;
  private final byte[] buffer = new byte[1 << 16];
  private int position;
  private int limit;

  ByteReader(InputStream in) {
    this.in = in;
  }

  /** A comparison of an output with its answer, both read from their start. */
  interface Comparison {
    Checker.Result compare(ByteReader out, ByteReader ans) throws IOException;
  }

  /** Opens {@code output} and {@code answer}, compares them side by side, and closes both. */
  static Checker.Result compare(Path output, Path answer, Comparison comparison)
      throws IOException {
    try (ByteReader out = new ByteReader(Files.newInputStream(output));
        ByteReader ans = new ByteReader(Files.newInputStream(answer))) {
      return comparison.compare(out, ans);
    }
  }

  /** The next byte (0 to 255) without taking it, or -1 at the end. */
  int peek() throws IOException {
    if (position == limit && !fill()) {
      return -1;
    }
    return buffer[position] & 0xFF;
  }

  /** Takes the next byte (0 to 255), or returns -1 at the end. */
  int read() throws IOException {
    int c = peek();
    if (c >= 0) {
      position++;
    }
    return c;
  }

  /** Where the bytes of a token go as a checker reads it: the report's snippet, a number. */
  interface Sink {
    void add(int b);

    /** Adds {@code b[from]} to {@code b[from + n - 1]}. */
    void add(byte[] b, int from, int n);

    /** Both {@code first} and {@code second}. */
    static Sink both(Sink first, Sink second) {
      return new Sink() {
        @Override
        public void add(int b) {
          first.add(b);
          second.add(b);
        }

        @Override
        public void add(byte[] b, int from, int n) {
          first.add(b, from, n);
          second.add(b, from, n);
        }
      };
    }
  }

  /**
   * Reads the next token (the bytes above the space) of {@code out} and of {@code ans} side by
   * side, either possibly empty, each into its sink.
   *
   * @return whether the two differ
   */
  static boolean readTokens(ByteReader out, ByteReader ans, Sink outSink, Sink ansSink)
      throws IOException {
    boolean differ = false;
    while (true) {
      // The same bytes buffered on both sides go at once, at the speed of a scan.
      int run = sameTokenRun(out, ans);
      if (run > 0) {
        outSink.add(out.buffer, out.position, run);
        ansSink.add(out.buffer, out.position, run);
        out.position += run;
        ans.position += run;
        continue;
      }
      int x = out.peek() > ' ' ? out.read() : -1;
      int y = ans.peek() > ' ' ? ans.read() : -1;
      if (x < 0 && y < 0) {
        return differ;
      }
      if (x >= 0) {
        outSink.add(x);
      }
      if (y >= 0) {
        ansSink.add(y);
      }
      differ |= x != y;
    }
  }

  /**
   * How many of the next bytes of {@code a} and {@code b} are the same token bytes (above the
   * space) and already buffered in both; zero where either needs a fill, or the next bytes differ
   * or are not token bytes.
   */
  private static int sameTokenRun(ByteReader a, ByteReader b) {
    int n = Math.min(a.limit - a.position, b.limit - b.position);
    // The token's end first, so that a run of short tokens costs each token, not the buffer.
    int end = a.position;
    while (end < a.position + n && (a.buffer[end] & 0xFF) > ' ') {
      end++;
    }
    int length = end - a.position;
    int differ =
        Arrays.mismatch(
            a.buffer, a.position, a.position + length, b.buffer, b.position, b.position + length);
    return differ < 0 ? length : differ;
  }

  private boolean fill() throws IOException {
    int n;
    do {
      n = in.read(buffer);
    } while (n == 0);
    if (n < 0) {
      return false;
    }
    position = 0;
    limit = n;
    return true;
  }

  @Override
  public void close() throws IOException {
    in.close();
  }
}
