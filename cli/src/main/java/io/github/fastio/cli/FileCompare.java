package io.github.fastio.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * Byte-by-byte comparison of two files, as {@code cmp} does, in blocks (outputs reach hundreds of
 * MB).
 */
final class FileCompare {
  private static final int BLOCK = 1 << 16;

  private FileCompare() {}

  /**
   * The offset of the first byte where the files differ, or -1 when they are identical. When one
   * file is a prefix of the other the offset is the shorter one's length (where {@code cmp} reports
   * EOF).
   */
  static long firstDifference(Path a, Path b) throws IOException {
    try (InputStream x = Files.newInputStream(a);
        InputStream y = Files.newInputStream(b)) {
      byte[] p = new byte[BLOCK];
      byte[] q = new byte[BLOCK];
      long offset = 0;
      while (true) {
        int m = x.readNBytes(p, 0, BLOCK);
        int n = y.readNBytes(q, 0, BLOCK);
        int i = Arrays.mismatch(p, 0, m, q, 0, n);
        if (i >= 0) {
          return offset + i;
        }
        if (m < BLOCK) {
          return -1;
        }
        offset += m;
      }
    }
  }

  /** The 1-based line of {@code file} that holds byte {@code offset}, for the report. */
  static long lineAt(Path file, long offset) throws IOException {
    long line = 1;
    try (InputStream in = Files.newInputStream(file)) {
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
}
