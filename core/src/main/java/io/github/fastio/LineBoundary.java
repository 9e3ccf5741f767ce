package io.github.fastio;

import java.io.EOFException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.SeekableByteChannel;

/**
 * Where lines start in a file, for cutting it into parts that hold whole lines: a line starts at
 * offset {@code b} when {@code b} is 0, or the byte before it is {@code '\n'}, or that byte is
 * {@code '\r'} and byte {@code b} is not {@code '\n'} (a {@code \r\n} is one line break, never cut
 * in two). Found by reading forward from the offset wanted, so that cutting a file of short lines
 * reads a few bytes per cut.
 */
final class LineBoundary {
  private LineBoundary() {}

  /**
   * The first offset in {@code [at, end)} where a line starts in the file {@code channel} reads, or
   * {@code end} if there is none; moves the channel's position.
   *
   * @throws EOFException if the file ends before {@code end}: it shrank since {@code end} was read
   */
  static long atOrAfter(SeekableByteChannel channel, long at, long end) throws IOException {
    if (at <= 0) {
      return 0;
    }
    if (at >= end) {
      return end;
    }
    // The byte before the offset decides too, so the reading starts there; lines are usually
    // short, so the first block is small and later ones grow.
    byte[] block = new byte[256];
    long blockStart = at - 1;
    channel.position(blockStart);
    int before = -1;
    while (blockStart < end) {
      int n =
          channel.read(ByteBuffer.wrap(block, 0, (int) Math.min(block.length, end - blockStart)));
      if (n < 0) {
        throw new EOFException(
            "the file changed while it was split: it ends at byte offset "
                + blockStart
                + ", before "
                + end);
      }
      for (int i = 0; i < n; i++) {
        int c = block[i];
        if (before == '\n' || (before == '\r' && c != '\n')) {
          return blockStart + i;
        }
        before = c;
      }
      blockStart += n;
      if (block.length < 1 << 16) {
        block = new byte[block.length * 4];
      }
    }
    return end;
  }
}
