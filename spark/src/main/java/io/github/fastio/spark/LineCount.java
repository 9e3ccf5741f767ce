package io.github.fastio.spark;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;

/**
 * The line number of a byte of a file, for the message of a record that fails a task: a reader of a
 * byte range from the middle of a file does not know how many lines come before it, so the error
 * path counts them, reading the file from its start to that byte.
 */
final class LineCount {
  private LineCount() {}

  /**
   * The 1-based line of the byte at {@code offset} of {@code path}: one more than the line breaks
   * before it ({@code \n}, {@code \r\n} or a lone {@code \r}, as the reader counts them).
   */
  static long lineAt(Path path, Configuration conf, long offset) {
    long lines = 1;
    byte[] buf = new byte[1 << 16];
    long pos = 0;
    boolean afterCr = false;
    try (InputStream in = path.getFileSystem(conf).open(path)) {
      while (pos < offset) {
        int n = in.read(buf, 0, (int) Math.min(buf.length, offset - pos));
        if (n < 0) {
          break;
        }
        for (int i = 0; i < n; i++) {
          byte b = buf[i];
          if (b == '\n') {
            if (!afterCr) {
              lines++;
            }
            afterCr = false;
          } else if (b == '\r') {
            lines++;
            afterCr = true;
          } else {
            afterCr = false;
          }
        }
        pos += n;
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return lines;
  }
}
