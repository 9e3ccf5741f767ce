package io.github.fastio;

import java.io.Closeable;
import java.io.Flushable;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.Locale;
import java.util.Objects;

/**
 * The output side of {@link FastWriter}: its buffer, the stream behind it, flushing and closing,
 * and the UTF-8 encoding of text into the buffer. {@code FastWriter} adds what to print; the
 * invariants they keep together are in {@code package-info.java}.
 */
abstract class ByteOutput implements Closeable, Flushable {
  static final int DEFAULT_BUFFER_SIZE = 1 << 16;

  /** The part of the buffer used before the first write-out; see {@link #room}. */
  static final int FIRST_ROOM = 4096;

  /** Bytes that {@link Digits#writeLong} may write at most for an int: "-2147483648". */
  static final int MAX_INT_LENGTH = 11;

  /** Bytes that {@link Digits#writeLong} may write at most: "-9223372036854775808". */
  static final int MAX_LONG_LENGTH = 20;

  /** Bytes after the returned end that a write may overwrite with garbage. */
  static final int SLACK = 8;

  /** The smallest buffer: the longest number (and its newline) must fit in one piece. */
  static final int MIN_BUFFER_SIZE =
      Math.max(MAX_LONG_LENGTH, DoubleFormatter.MAX_SHORTEST_LENGTH) + 1;

  private static final int SCRATCH_CHARS = 1024;

  private final OutputStream out;
  final boolean autoFlush;

  /** The buffer, with {@link #SLACK} bytes past {@link #capacity} for its stores. */
  final byte[] buf;

  /** {@link #buf} seen little-endian, for the 8-byte stores of {@link Digits#writeLong}. */
  final ByteBuffer le;

  /** The usable size of {@link #buf}. */
  final int capacity;

  /**
   * Non-ASCII Strings and non-String CharSequences are copied here in chunks and encoded from here,
   * so one encoder over a char[] serves them all.
   */
  final char[] scratch;

  int pos;

  /**
   * Where the free space ends for the fast paths: {@link #room} normally, 0 while a high surrogate
   * is pending or after close, so that every write takes the slow path ({@link #makeRoom}) which
   * deals with those states. The hot paths thus test one bound and nothing else.
   */
  int limit;

  /**
   * How much of the buffer is used before it is written out: {@link #FIRST_ROOM} at first, doubled
   * at each write-out up to {@link #capacity}. The first few lines of output thus take the slow
   * path a few times while the JIT profiles the print methods, which keeps that path in their
   * compiled code; a buffer full only after the JIT compiled them would find the path missing from
   * the code (never seen taken) and throw it away, along with the caller's compiled loop.
   */
  private int room;

  /** A high surrogate that ended the last text write, or 0 (never a surrogate) if none. */
  private char pendingHigh;

  private boolean closed;

  /** Whether the stream has thrown at this writer: the program has been told, so exit is quiet. */
  private boolean failed;

  /** For {@link #stdout()}: flushes what the program left in the buffer when the JVM exits. */
  Thread exitFlush;

  /** A writer to {@code out}; a buffer below the minimum is enlarged. */
  ByteOutput(OutputStream out, boolean autoFlush, int bufferSize) {
    this.out = Objects.requireNonNull(out, "out");
    this.autoFlush = autoFlush;
    this.capacity = Math.max(bufferSize, MIN_BUFFER_SIZE);
    this.buf = new byte[capacity + SLACK];
    this.le = ByteBuffer.wrap(buf).order(ByteOrder.LITTLE_ENDIAN);
    this.scratch = new char[SCRATCH_CHARS];
    this.room = Math.min(capacity, FIRST_ROOM);
    this.limit = room;
  }

  /**
   * The shutdown hook of {@link FastWriter#stdout()}: writes what is left, a pending high surrogate
   * as {@code ?} as {@link #close()} would, and leaves standard output open for other hooks.
   */
  void flushAtExit() {
    if (closed || failed) {
      return;
    }
    try {
      if (pendingHigh != 0) {
        makeRoom(0);
      }
      flush();
    } catch (UncheckedIOException e) {
      System.err.println("fastio: standard output lost at exit: " + e.getCause());
    }
  }

  // ---------------------------------------------------------------- flush and close

  /**
   * Writes the buffer to the stream and flushes the stream. A high surrogate that ended the last
   * text stays held back (see the class comment). Does nothing after {@link #close()}.
   *
   * @throws UncheckedIOException if the stream throws
   */
  @Override
  public void flush() {
    if (closed) {
      return;
    }
    flushBuffer();
    try {
      out.flush();
    } catch (IOException e) {
      failed = true;
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Flushes, then closes the stream, even if flushing failed (what could not be written is then
   * dropped). A second call does nothing; every write after close, an empty one included, throws
   * {@link UncheckedIOException} with the message {@code FastWriter is closed}; {@link #flush()}
   * does nothing.
   *
   * @throws UncheckedIOException if the stream throws
   */
  @Override
  public void close() {
    if (closed) {
      return;
    }
    UncheckedIOException failure = null;
    try {
      if (pendingHigh != 0) {
        makeRoom(0);
      }
      flush();
    } catch (UncheckedIOException e) {
      failure = e;
    } finally {
      closed = true;
      pos = 0;
      limit = 0;
      if (exitFlush != null) {
        try {
          Runtime.getRuntime().removeShutdownHook(exitFlush);
        } catch (IllegalStateException shuttingDown) {
          // close() from another hook: ours sees closed and does nothing.
        }
        exitFlush = null;
      }
      try {
        out.close();
      } catch (IOException e) {
        if (failure == null) {
          failure = new UncheckedIOException(e);
        } else {
          failure.addSuppressed(e);
        }
      }
    }
    if (failure != null) {
      throw failure;
    }
  }

  // ---------------------------------------------------------------- internals

  /**
   * The slow path of every write: fails after close, turns a pending high surrogate into {@code ?},
   * and flushes the buffer unless {@code n <= capacity} bytes are free, leaving at least {@code n}
   * below {@link #limit}.
   */
  void makeRoom(int n) {
    checkOpen();
    if (pendingHigh != 0) {
      // Room for it was made before the surrogate was held back (see encode).
      pendingHigh = 0;
      limit = room;
      buf[pos++] = '?';
    }
    if (limit - pos < n) {
      flushBuffer();
      if (room < capacity) {
        room = Math.min(capacity, Math.max(2 * room, n));
        limit = room;
      }
    }
  }

  /**
   * Every write after {@link #close()} fails here, the same way, empty ones included: {@code
   * FastWriter is closed} (or the name of the writer's class).
   */
  void checkOpen() {
    if (closed) {
      throw new UncheckedIOException(new IOException(getClass().getSimpleName() + " is closed"));
    }
  }

  /**
   * Sets {@link #limit} to 0, so that the next write takes the slow path ({@link #makeRoom}), which
   * a subclass overrides to act before its first write; {@link #openLimit()} undoes it.
   */
  void holdLimit() {
    limit = 0;
  }

  /** Restores {@link #limit} after {@link #holdLimit()}. */
  void openLimit() {
    limit = room;
  }

  private void flushBuffer() {
    if (pos > 0) {
      try {
        out.write(buf, 0, pos);
      } catch (IOException e) {
        // pos stays: if the stream recovers, a later flush writes the same bytes again.
        failed = true;
        throw new UncheckedIOException(e);
      }
      pos = 0;
    }
  }

  /**
   * The most decimals a double's exact value has (the smallest subnormal's 1,074), with room to
   * spare: past them every JDK's {@code %.nf} writes zeros, whatever its digits before.
   */
  static final int EXACT_DECIMALS = 1100;

  /**
   * {@code String.format(Locale.ROOT, "%.<decimals>f", v)} where it may not fit in the buffer: that
   * text, and past {@link #EXACT_DECIMALS} that text up to there and then the zeros a buffer at a
   * time, so that a million decimals need no String of a million chars.
   */
  void writeWideFixed(double v, int decimals) {
    if (decimals <= EXACT_DECIMALS || Double.isNaN(v) || Double.isInfinite(v)) {
      writeString(String.format(Locale.ROOT, "%." + decimals + "f", v));
      return;
    }
    writeString(String.format(Locale.ROOT, "%." + EXACT_DECIMALS + "f", v));
    for (int zeros = decimals - EXACT_DECIMALS; zeros > 0; ) {
      if (pos == limit) {
        makeRoom(1);
      }
      int n = Math.min(zeros, limit - pos);
      Arrays.fill(buf, pos, pos + n, (byte) '0');
      pos += n;
      zeros -= n;
    }
  }

  void writeAscii(byte[] bytes) {
    if (limit - pos < bytes.length) {
      makeRoom(bytes.length);
    }
    System.arraycopy(bytes, 0, buf, pos, bytes.length);
    pos += bytes.length;
  }

  void writeString(String s) {
    int n = s.length();
    int p = pos;
    // Fails when a surrogate is pending or after close (limit 0), so those take the slow path,
    // the empty string included.
    if (n < limit - p) {
      byte[] b = buf;
      int i = 0;
      while (i < n) {
        char c = s.charAt(i);
        if (c >= 0x80) {
          break;
        }
        b[p + i] = (byte) c;
        i++;
      }
      pos = p + i;
      if (i == n) {
        return;
      }
      writeChunks(s, i);
    } else {
      writeChunks(s, 0);
    }
  }

  private void writeChunks(String s, int from) {
    int n = s.length();
    if (from == n) {
      checkOpen();
    }
    for (int i = from; i < n; ) {
      int chunk = Math.min(n - i, scratch.length);
      s.getChars(i, i + chunk, scratch, 0);
      encode(scratch, 0, chunk);
      i += chunk;
    }
  }

  /**
   * Encodes {@code src[from, to)} as UTF-8 as the JDK's encoder does when it is fed this text after
   * all earlier text: a pair split across calls still gives 4 bytes, a lone surrogate gives {@code
   * ?}.
   */
  void encode(char[] src, int from, int to) {
    int i = from;
    if (i == to) {
      checkOpen();
      return;
    }
    if (pendingHigh != 0) {
      i = finishPair(src, i);
    }
    byte[] b = buf;
    while (i < to) {
      int p = pos;
      int stop = i + Math.min(to - i, limit - p);
      while (i < stop) {
        char c = src[i];
        if (c >= 0x80) {
          break;
        }
        b[p++] = (byte) c;
        i++;
      }
      pos = p;
      if (i == to) {
        return;
      }
      if (limit - p < 4) {
        makeRoom(4);
        continue;
      }
      i = encodeNonAscii(src, i, to);
    }
  }

  /**
   * The first char of {@code src[i, to)} after a high surrogate that the last call left pending: a
   * low one completes the pair (4 bytes), anything else leaves a {@code ?} for it. Returns where
   * the text goes on.
   */
  private int finishPair(char[] src, int i) {
    char high = pendingHigh;
    if (Character.isLowSurrogate(src[i])) {
      pendingHigh = 0;
      limit = room;
      putFourBytes(Character.toCodePoint(high, src[i]));
      return i + 1;
    }
    makeRoom(1); // writes the '?'
    return i;
  }

  /**
   * Encodes the char {@code src[i]}, not ASCII, with the low surrogate after it if it is the high
   * one of a pair, into the 4 bytes free at {@code pos}; returns the index of the next char.
   */
  private int encodeNonAscii(char[] src, int i, int to) {
    byte[] b = buf;
    int p = pos;
    char c = src[i++];
    if (c < 0x800) {
      b[p] = (byte) (0xC0 | (c >> 6));
      b[p + 1] = (byte) (0x80 | (c & 0x3F));
      pos = p + 2;
    } else if (!Character.isSurrogate(c)) {
      b[p] = (byte) (0xE0 | (c >> 12));
      b[p + 1] = (byte) (0x80 | ((c >> 6) & 0x3F));
      b[p + 2] = (byte) (0x80 | (c & 0x3F));
      pos = p + 3;
    } else if (Character.isHighSurrogate(c) && i == to) {
      // The 4 bytes free here stay free: while it is pending, limit 0 sends every write to
      // makeRoom or to the top of encode, which resolve it first.
      pendingHigh = c;
      limit = 0;
    } else if (Character.isHighSurrogate(c) && Character.isLowSurrogate(src[i])) {
      putFourBytes(Character.toCodePoint(c, src[i++]));
    } else {
      b[p] = '?';
      pos = p + 1;
    }
    return i;
  }

  private void putFourBytes(int cp) {
    byte[] b = buf;
    int p = pos;
    b[p] = (byte) (0xF0 | (cp >> 18));
    b[p + 1] = (byte) (0x80 | ((cp >> 12) & 0x3F));
    b[p + 2] = (byte) (0x80 | ((cp >> 6) & 0x3F));
    b[p + 3] = (byte) (0x80 | (cp & 0x3F));
    pos = p + 4;
  }
}
