package io.github.fastio.spark;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.sql.execution.datasources.PartitionedFile;

/**
 * The line separator of a file as Spark's {@code multiLine} reader takes it: its tokenizer detects
 * one from the first line break of the input ({@code \r\n}, {@code \r} or {@code \n}, inside quotes
 * or not) and turns that separator inside quotes into {@code \n}. For {@code a,"x\r\ny"\r\n} it is
 * {@code \r\n}, and the field reads {@code x\ny}.
 */
final class LineSeparators {
  /** How far into a file a line break is looked for. */
  private static final int LOOK = 1 << 20;

  private LineSeparators() {}

  /** The separator of {@code f}'s file, or null where its first MiB has no line break. */
  static String of(PartitionedFile f, Configuration conf) {
    byte[] buf = new byte[1 << 16];
    long seen = 0;
    boolean cr = false;
    try (InputStream in = FileRanges.stream(f.toPath(), conf)) {
      for (int n; seen < LOOK && (n = in.read(buf)) > 0; seen += n) {
        for (int i = 0; i < n; i++) {
          if (cr) {
            return buf[i] == '\n' ? "\r\n" : "\r";
          }
          if (buf[i] == '\n') {
            return "\n";
          }
          cr = buf[i] == '\r';
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return cr ? "\r" : null;
  }
}
