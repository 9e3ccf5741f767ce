package io.github.fastio.spark;

import static io.github.fastio.spark.QuoteParity.HIGH;
import static io.github.fastio.spark.QuoteParity.LANES;
import static io.github.fastio.spark.QuoteParity.equal;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.Path;
import org.apache.spark.sql.execution.datasources.PartitionedFile;

/**
 * {@code count(*)} of a file's byte range as Spark's CSV reader answers it without {@code
 * multiLine}: that reader cuts a file at every line break ({@code \n}, {@code \r\n} or a lone
 * {@code \r}), quotes or not, leaves out each line that is empty once trimmed (every byte up to
 * U+0020, as Java's {@code trim}) and each that starts with the comment character, takes the file's
 * first line left as its header in the range that starts the file, and, where the query reads no
 * column and columns are pruned, makes a row of every other line without parsing it (so no mode
 * drops one). Line breaks, the bytes above U+0020, quotes and comment characters are found eight
 * bytes a step. A line counted that holds a quote is not counted so: without {@code multiLine},
 * fastio's reader fails where a line break is inside quotes, telling to set it, rather than count
 * the lines of a record cut in two, so such a range is read record by record. A line belongs to the
 * range it starts in, as the rows' reader cuts ranges ({@code CsvReader.open}): a line starts at 0
 * or after a line break, and the last one of a range may end past it.
 */
final class LineCounts {
  private LineCounts() {}

  private static final int BLOCK = 1 << 20;
  private static final long NL = '\n' * LANES;
  private static final long CR = '\r' * LANES;

  /** The bits below the high bit in every lane: a byte's low seven bits. */
  private static final long LOW7 = ~HIGH;

  /** Added to a byte's low seven bits, carries into the high bit where they are above 0x20. */
  private static final long ABOVE_SPACE = 0x5F * LANES;

  /**
   * The rows Spark's CSV reader makes of {@code f}'s range where the query reads no column, or -1
   * where a line counted holds a quote (to be read record by record).
   */
  static long rows(PartitionedFile f, ReadOptions options, Configuration conf) {
    Path path = f.toPath();
    long lines;
    try {
      if (FileRanges.isCompressed(path, conf)) {
        try (InputStream in = FileRanges.stream(path, conf)) {
          lines = count(in, 0, Long.MAX_VALUE, options.comment, options.quote);
        }
      } else {
        try (FSDataInputStream in = path.getFileSystem(conf).open(path)) {
          long from = f.start();
          if (from > 0) {
            in.seek(from - 1);
          }
          lines = count(in, from, from + f.length(), options.comment, options.quote);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return options.header && f.start() == 0 && lines > 0 ? lines - 1 : lines;
  }

  /**
   * The lines that start in {@code [from, to)} and are neither blank nor comments ({@code comment}
   * -1: none), read from {@code in}, whose next byte is at {@code from - 1} (at 0 where {@code
   * from} is 0; a byte-order mark there is not the first line's); -1 where one of them holds {@code
   * quote} ({@code '\0'}: none).
   */
  static long count(InputStream in, long from, long to, int comment, char quote)
      throws IOException {
    byte[] buf = new byte[BLOCK + 8];
    ByteBuffer le = ByteBuffer.wrap(buf).order(ByteOrder.LITTLE_ENDIAN);
    long comments = comment < 0 ? 0 : (comment & 0xFFL) * LANES;
    long quotes = (quote & 0xFFL) * LANES;
    long at = from == 0 ? 0 : from - 1; // the offset of buf[0]
    // The current line: whether it starts in the range, has a byte above U+0020, is a comment,
    // and whether its first byte is the next word's first (a line break ended the word before).
    boolean owned = from == 0 && to > 0;
    boolean content = false;
    boolean commented = false;
    boolean quoted = false;
    boolean firstNext = from == 0;
    long lines = 0;
    int n;
    // Blocks are read whole (a multiple of 8 bytes) but at the end, so that a word's next byte is
    // the next word's first; a range reads a little past its end, to its last line's end.
    while ((n = QuoteParity.readFully(in, buf, want(at, to))) > 0) {
      Arrays.fill(buf, n, n + 8, (byte) 0);
      if (at == 0
          && n >= 3
          && buf[0] == (byte) 0xEF
          && buf[1] == (byte) 0xBB
          && buf[2] == (byte) 0xBF) {
        buf[0] = buf[1] = buf[2] = ' ';
        commented = comment >= 0 && n > 3 && buf[3] == comment;
        firstNext = false;
      }
      for (int i = 0; i < n; i += 8) {
        long w = le.getLong(i);
        long marks = comment < 0 ? 0 : equal(w, comments);
        if (firstNext) {
          commented = (marks & 0x80L) != 0;
          firstNext = false;
        }
        long text = (((w & LOW7) + ABOVE_SPACE) | w) & HIGH;
        long q = quote == '\0' ? 0 : equal(w, quotes);
        long breaks = equal(w, NL) | equal(w, CR);
        while (breaks != 0) {
          long lane = breaks & -breaks;
          long before = lane - 1;
          if (owned && !commented && (content || (text & before) != 0)) {
            if (quoted || (q & before) != 0) {
              return -1;
            }
            lines++;
          }
          text &= ~(before | lane);
          q &= ~(before | lane);
          content = false;
          quoted = false;
          long next = at + i + (Long.numberOfTrailingZeros(lane) >>> 3) + 1;
          if (next >= to) {
            return lines;
          }
          owned = true; // the scan starts at from - 1, so every line after a break starts in range
          if (lane == Long.MIN_VALUE) {
            firstNext = true;
          } else {
            commented = (marks & (lane << 8)) != 0;
          }
          breaks &= breaks - 1;
        }
        content |= text != 0;
        quoted |= q != 0;
      }
      at += n;
    }
    if (owned && !commented && content) {
      return quoted ? -1 : lines + 1;
    }
    return lines;
  }

  /** How many bytes to read at {@code at}: a block, less near a range's end, a multiple of 8. */
  private static int want(long at, long to) {
    long left = Math.max(0, to - at);
    return (int) Math.min(BLOCK, Math.max(4096, (left + 7) & ~7L));
  }
}
