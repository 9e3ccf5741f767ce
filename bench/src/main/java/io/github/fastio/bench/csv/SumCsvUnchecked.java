package io.github.fastio.bench.csv;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Paths;

/**
 * The ceiling of the numeric file, not a reader: the plainest byte loop over 64 KiB reads, no
 * checks of any kind (no quotes, no signs, no bounds on digits or fields), a field's digits
 * accumulated as they come and the price's two decimals divided out as a double (what {@code
 * Double.parseDouble} gives for them). Prints {@link CsvSums}' numeric line of FILE.
 */
public final class SumCsvUnchecked {
  private SumCsvUnchecked() {}

  /**
   * Reads the file.
   *
   * @param args {@code numeric}, FILE
   */
  public static void main(String[] args) throws IOException {
    CsvSums sums = new CsvSums();
    byte[] buf = new byte[1 << 16];
    boolean header = true;
    int field = 0;
    long v = 0;
    try (InputStream in = Files.newInputStream(Paths.get(args[1]))) {
      for (int n; (n = in.read(buf)) > 0; ) {
        for (int i = 0; i < n; i++) {
          int c = buf[i];
          if (header) {
            header = c != '\n';
          } else if (c == ',' || c == '\n') {
            if (field == 0) {
              sums.id += v;
            } else if (field == 1) {
              sums.price(v / 100.0);
            } else if (field == 2) {
              sums.third += v;
            } else {
              sums.fourth += v;
              sums.records++;
            }
            v = 0;
            field = c == ',' ? field + 1 : 0;
          } else if (c != '.') {
            v = v * 10 + (c - '0');
          }
        }
      }
    }
    sums.print(args[0]);
  }
}
