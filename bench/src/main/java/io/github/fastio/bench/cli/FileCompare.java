package io.github.fastio.bench.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * Byte-by-byte comparison of an output with the expected file, as {@code cmp} does, in blocks
 * (outputs reach hundreds of MB).
 */
final class FileCompare {
  private static final int BLOCK = 1 << 16;

  private FileCompare() {}

  /**
   * The offset in {@code actual} of the first byte where it differs from {@code expected}, or -1
   * when they are identical. When one is a prefix of the other the offset is the shorter one's
   * length (where {@code cmp} reports EOF).
   */
  static long firstDifference(Path expected, Path actual) throws IOException {
    return firstDifference(expected, 0, actual, false);
  }

  /**
   * The same, comparing {@code actual} with {@code expected} from byte {@code skip} on (past the
   * count line of an input file). With {@code spaceForNewline} a space in {@code actual} also
   * matches a line break in {@code expected}: fastio's {@code print(int[])} separates the numbers
   * with spaces, and the digits must still be exactly the JDK's.
   */
  static long firstDifference(Path expected, long skip, Path actual, boolean spaceForNewline)
      throws IOException {
    try (InputStream x = Files.newInputStream(expected);
        InputStream y = Files.newInputStream(actual)) {
      x.skipNBytes(skip);
      byte[] p = new byte[BLOCK];
      byte[] q = new byte[BLOCK];
      long offset = 0;
      while (true) {
        int m = x.readNBytes(p, 0, BLOCK);
        int n = y.readNBytes(q, 0, BLOCK);
        int common = Math.min(m, n);
        int from = 0;
        while (from < common) {
          int i = Arrays.mismatch(p, from, common, q, from, common);
          if (i < 0) {
            break;
          }
          int at = from + i;
          if (!(spaceForNewline && p[at] == '\n' && q[at] == ' ')) {
            return offset + at;
          }
          from = at + 1;
        }
        if (m != n) {
          return offset + common;
        }
        if (m < BLOCK) {
          return -1;
        }
        offset += m;
      }
    }
  }

  /** The length of the file's first line, its line break included: the count line of an input. */
  static long firstLineLength(Path file) throws IOException {
    try (InputStream in = Files.newInputStream(file)) {
      long n = 0;
      int b;
      while ((b = in.read()) != -1) {
        n++;
        if (b == '\n') {
          break;
        }
      }
      return n;
    }
  }

  /**
   * The 1-based line that holds byte {@code offset} of {@code file} counted from byte {@code skip},
   * for the report.
   */
  static long lineAt(Path file, long skip, long offset) throws IOException {
    long line = 1;
    try (InputStream in = Files.newInputStream(file)) {
      in.skipNBytes(skip);
      byte[] block = new byte[BLOCK];
      long done = 0;
      while (done < offset) {
        int n = in.readNBytes(block, 0, (int) Math.min(BLOCK, offset - done));
        if (n == 0) {
          break;
        }
        for (int i = 0; i < n; i++) {
          if (block[i] == '\n') {
            line++;
          }
        }
        done += n;
      }
    }
    return line;
  }

  /** {@link #lineAt(Path, long, long)} from the file's start. */
  static long lineAt(Path file, long offset) throws IOException {
    return lineAt(file, 0, offset);
  }
}
