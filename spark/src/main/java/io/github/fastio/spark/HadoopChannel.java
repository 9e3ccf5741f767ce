package io.github.fastio.spark;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.NonWritableChannelException;
import java.nio.channels.SeekableByteChannel;
import org.apache.hadoop.fs.FSDataInputStream;

/**
 * A Hadoop file's stream as the read-only channel that {@code CsvReader.open(channel, name, from,
 * to)} reads, so that every file system Hadoop knows ({@code file:}, {@code hdfs:}, {@code s3a:})
 * is read through the same byte-range reader. Reads go through the stream's own buffer-free array
 * read (or its buffer read where it has one), so the file system's byte counters, which fill
 * Spark's task metrics, count them.
 */
final class HadoopChannel implements SeekableByteChannel {
  private final FSDataInputStream in;
  private final long size;
  private boolean open = true;

  /** A channel over {@code in}, a file of {@code size} bytes; closing it closes {@code in}. */
  HadoopChannel(FSDataInputStream in, long size) {
    this.in = in;
    this.size = size;
  }

  @Override
  public int read(ByteBuffer dst) throws IOException {
    checkOpen();
    if (!dst.hasRemaining()) {
      return 0;
    }
    if (dst.hasArray()) {
      int n = in.read(dst.array(), dst.arrayOffset() + dst.position(), dst.remaining());
      if (n > 0) {
        dst.position(dst.position() + n);
      }
      return n;
    }
    byte[] chunk = new byte[Math.min(dst.remaining(), 1 << 16)];
    int n = in.read(chunk, 0, chunk.length);
    if (n > 0) {
      dst.put(chunk, 0, n);
    }
    return n;
  }

  @Override
  public long position() throws IOException {
    checkOpen();
    return in.getPos();
  }

  @Override
  public SeekableByteChannel position(long newPosition) throws IOException {
    checkOpen();
    if (newPosition < 0) {
      throw new IllegalArgumentException("a negative position: " + newPosition);
    }
    // Hadoop's streams refuse to seek past the end; a read there simply finds the end.
    in.seek(Math.min(newPosition, size));
    return this;
  }

  @Override
  public long size() throws IOException {
    checkOpen();
    return size;
  }

  @Override
  public int write(ByteBuffer src) {
    throw new NonWritableChannelException();
  }

  @Override
  public SeekableByteChannel truncate(long newSize) {
    throw new NonWritableChannelException();
  }

  @Override
  public boolean isOpen() {
    return open;
  }

  @Override
  public void close() throws IOException {
    if (open) {
      open = false;
      in.close();
    }
  }

  private void checkOpen() throws ClosedChannelException {
    if (!open) {
      throw new ClosedChannelException();
    }
  }
}
