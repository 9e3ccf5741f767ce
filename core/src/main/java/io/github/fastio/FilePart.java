package io.github.fastio;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.SeekableByteChannel;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The bytes {@code [from, to)} of a regular file (or from {@code from} to its end) as a stream,
 * read through a channel of its own (a file's is opened at the first read), so that readers of
 * other parts on other threads share no file position and no lock. The part is fixed when it is
 * made: bytes appended to the file later are not read, and a file that no longer holds the part
 * whole (it was truncated) fails the read that finds out, rather than ending the part early and
 * looking complete.
 *
 * <p>The blocks are copied from the page cache into the reader's buffer by plain reads: on a file
 * in the page cache that costs less than the page faults of a first pass through a memory map, and
 * the reader's parsers stay one implementation over its {@code byte[]}.
 */
final class FilePart extends InputStream {
  /**
   * The buffer of a stream's part, which is opened when a thread starts reading it: 1 MiB, so that
   * a file of a few gigabytes costs a few thousand refills, fewer than the 5,000 calls after which
   * HotSpot's second compiler would spend about 0.1 s compiling the read path behind the refill,
   * taken from the readers when every core reads.
   */
  static final int STREAM_BUFFER = 1 << 20;

  /** The file to open at the first read, or null where the channel was given. */
  private final Path path;

  private SeekableByteChannel channel;

  /** Whether the channel is at {@code pos}: a given one is positioned at the first read. */
  private boolean positioned;

  private final String name;

  /** Where the part ends, or -1 for wherever the file ends. */
  private final long to;

  private long pos;

  /**
   * The bytes {@code [from, to)} of the regular file at {@code path} ({@code to} -1: to wherever
   * the file ends), which is opened at the first read.
   */
  FilePart(Path path, long from, long to) {
    this(path, null, path.toString(), from, to);
  }

  /**
   * The bytes of {@code channel} from {@code from} to its end; the channel is positioned at the
   * first read, and {@code name} names it in messages.
   */
  FilePart(SeekableByteChannel channel, String name, long from) {
    this(null, channel, name, from, -1);
  }

  private FilePart(Path path, SeekableByteChannel channel, String name, long from, long to) {
    this.path = path;
    this.channel = channel;
    this.name = name;
    this.pos = from;
    this.to = to;
  }

  /**
   * The bytes of the regular file at {@code path} from the one before {@code from} (where {@code
   * from > 0}) to its end, for a reader of the records that start in {@code [from, to)}: the byte
   * before tells whether one starts at {@code from}, and the last one may end past {@code to}.
   *
   * @throws IllegalArgumentException unless {@code 0 <= from <= to}
   * @throws UncheckedIOException if there is no such regular file
   */
  static FilePart before(Path path, long from, long to) {
    checkRange(from, to);
    try {
      Origin.checkFile(path);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return new FilePart(path, Math.max(0, from - 1), -1);
  }

  /** {@link #before(Path, long, long)} of a channel, which {@code name} names in messages. */
  static FilePart before(SeekableByteChannel channel, String name, long from, long to) {
    checkRange(from, to);
    return new FilePart(channel, name, Math.max(0, from - 1));
  }

  /** Refuses a range unless {@code 0 <= from <= to}. */
  static void checkRange(long from, long to) {
    if (from < 0 || to < from) {
      throw new IllegalArgumentException("a range needs 0 <= from <= to: " + from + ", " + to);
    }
  }

  /**
   * Where the {@code i}th of {@code parts} about equal shares of {@code size} bytes starts, from 0
   * ({@code size} for {@code i == parts}): the one cutting of a file into parts, which the readers
   * then move to where a line or a record starts.
   */
  static long share(long size, int parts, int i) {
    return size / parts * i + size % parts * i / parts;
  }

  /**
   * The most parts {@code split} cuts a file into: more parts than threads cost memory (a reader
   * each, up to about a kilobyte until it is read) and no speed.
   */
  static final int MAX_PARTS = 1 << 16;

  /**
   * Heap per part: a small heap allows fewer parts than {@link #MAX_PARTS}, so that the readers of
   * a split, all held by the caller's list, take at most about a quarter of it (16,384 parts in a
   * heap of 64 MiB; the whole 65,536 from 256 MiB on).
   */
  static final int HEAP_PER_PART = 4096;

  /** The most parts {@code split} cuts a file into in this JVM's heap. */
  static int maxParts() {
    return (int) Math.min(MAX_PARTS, Math.max(1, Runtime.getRuntime().maxMemory() / HEAP_PER_PART));
  }

  /** Refuses a part count below 1 or above {@link #maxParts()}. */
  static void checkParts(int parts) {
    int max = maxParts();
    if (parts < 1 || parts > max) {
      throw new IllegalArgumentException(
          "parts must be from 1 to "
              + max
              + (max < MAX_PARTS
                  ? " (a reader each; one per 4 KiB of this heap): "
                  : " (a reader each): ")
              + parts);
    }
  }

  @Override
  public int read() throws IOException {
    byte[] one = new byte[1];
    return read(one, 0, 1) < 0 ? -1 : one[0] & 0xFF;
  }

  @Override
  public int read(byte[] b, int off, int len) throws IOException {
    if (len == 0) {
      return 0;
    }
    if (to >= 0 && pos >= to) {
      return -1;
    }
    if (!positioned) {
      if (channel == null) {
        channel = Files.newByteChannel(path);
      }
      channel.position(pos);
      positioned = true;
    }
    int n = channel.read(ByteBuffer.wrap(b, off, to < 0 ? len : (int) Math.min(len, to - pos)));
    if (n < 0) {
      if (to < 0) {
        return -1;
      }
      throw new EOFException(
          name
              + " changed while it was read: it ends at byte offset "
              + pos
              + ", inside a part that ended at byte offset "
              + to
              + " when the file was split");
    }
    pos += n;
    return n;
  }

  @Override
  public void close() throws IOException {
    if (channel != null) {
      channel.close();
    }
  }
}
