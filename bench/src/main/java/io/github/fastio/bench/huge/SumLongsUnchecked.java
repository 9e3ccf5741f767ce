package io.github.fastio.bench.huge;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.Paths;

/**
 * An anchor, not a reader: prints {@code count sum} of FILE with the parse of fastio's {@code
 * nextLong} (eight bytes a step, read little-endian through a {@code ByteBuffer} view, then the 9th
 * and later digits one at a time) and everything else taken away: no check of a token, no overflow
 * test, no line count, no error path, the state in locals. It is right only on files of {@link
 * HugeNumbers}' shape: a byte above a space that does not start a number is skipped, a lone {@code
 * -} too, and a long number wraps. fastio's streams read the 9th to 16th digits in a second
 * eight-byte step instead, so what this anchor costs against fastio's one-core row in the same run
 * is what fastio's checks, line count and stream plumbing cost, and that step saves. Its C++ twin
 * ({@code programs/hugesum.cpp}) is the same loop where no JIT compiles it.
 */
public final class SumLongsUnchecked {
  private SumLongsUnchecked() {}

  /** The file is read in blocks of this many bytes, as fastio's stream parts read theirs. */
  static final int BLOCK = 1 << 20;

  /**
   * Sums the file.
   *
   * @param args FILE
   * @throws IOException if reading fails
   */
  public static void main(String[] args) throws IOException {
    System.out.println(sum(Paths.get(args[0]), BLOCK));
  }

  /**
   * {@code count sum} of the file's tokens, read {@code block} bytes at a time. One method on
   * purpose: the anchor keeps its whole state in locals, and a helper for the parse of a block
   * would hand back its count, sum and position through fields.
   */
  static String sum(Path file, int block) throws IOException {
    // 8 bytes after the block for the last load; the tail of a cut token moves to the front.
    byte[] buf = new byte[block + 8];
    ByteBuffer into = ByteBuffer.wrap(buf, 0, block);
    ByteBuffer le = ByteBuffer.wrap(buf).order(ByteOrder.LITTLE_ENDIAN);
    long count = 0;
    long sum = 0;
    int kept = 0;
    try (FileChannel channel = FileChannel.open(file)) {
      for (; ; ) {
        into.limit(block).position(kept);
        int read = channel.read(into);
        int lim = kept + Math.max(read, 0);
        // Parse up to the last separator; at the end of the file, everything (a space ends it).
        int stop = lim;
        if (read < 0) {
          buf[stop] = ' ';
        } else {
          while (stop > 0 && buf[stop - 1] > ' ') {
            stop--;
          }
        }
        int p = 0;
        while (p < stop) {
          if (buf[p] <= ' ') {
            p++;
            continue;
          }
          // 1 for a '-', else 0, without a branch (as fastio's): a branch on random signs is
          // mispredicted half the time, which cost this loop a third of its speed.
          int neg = (((buf[p] & 0xFF) ^ '-') - 1) >>> 31;
          int q = p + neg;
          long w = le.getLong(q);
          long nonDigits =
              ((w - 0x3030_3030_3030_3030L) | (w + 0x4646_4646_4646_4646L))
                  & 0x8080_8080_8080_8080L;
          int n = Long.numberOfTrailingZeros(nonDigits) >> 3;
          if (n == 0) {
            p = q + 1; // not a number: skipped, so that the loop always moves on
            continue;
          }
          long v;
          if (n < 8) {
            int half = 32 - 4 * n;
            v = eightDigits(w << half << half);
            p = q + n;
          } else {
            v = eightDigits(w);
            p = q + 8;
            int d;
            while ((d = buf[p] - '0') >= 0 && d <= 9) {
              v = v * 10 + d;
              p++;
            }
          }
          sum += (v ^ -neg) + neg;
          count++;
        }
        if (read < 0) {
          return count + " " + sum;
        }
        kept = lim - stop;
        if (kept == block) {
          throw new IOException("a token longer than the block at " + file);
        }
        System.arraycopy(buf, stop, buf, 0, kept);
      }
    }
  }

  /**
   * The value of the 8 ASCII digits of {@code w}, lowest byte first (zero bytes lead): the
   * multiply-shifts of the core's {@code Digits.value8}, which is not public.
   */
  private static long eightDigits(long w) {
    long pairs = ((w & 0x0F0F_0F0F_0F0F_0F0FL) * (1 + (10 << 8))) >>> 8;
    long quads = ((pairs & 0x00FF_00FF_00FF_00FFL) * (1 + (100L << 16))) >>> 16;
    return ((quads & 0x0000_FFFF_0000_FFFFL) * (1 + (10_000L << 32))) >>> 32;
  }
}
