package io.github.fastio.bench.csvwrite;

import java.io.FileOutputStream;
import java.io.IOException;

/**
 * The ceiling of the numeric file, not a writer: the plainest loop of digits into a 64 KiB byte
 * array, no checks of any kind (no quoting, no room test per number beyond one per record), the
 * doubles written from the integers they were made from ({@code cents} as {@code 123.45}, {@code
 * micros} as {@code 0.000123}: the same values, not always the shortest text).
 */
public final class WriteCsvUnchecked {
  private WriteCsvUnchecked() {}

  private static final byte[] HEADER = "id,price,qty,ts,rate\n".getBytes();

  /**
   * Writes the records.
   *
   * @param args {@code numeric}, N (records), FILE
   */
  public static void main(String[] args) throws IOException {
    int n = Integer.parseInt(args[1]);
    WriteData d = new WriteData();
    byte[] buf = new byte[1 << 16];
    try (FileOutputStream file = new FileOutputStream(args[2])) {
      System.arraycopy(HEADER, 0, buf, 0, HEADER.length);
      int p = HEADER.length;
      for (int i = 0; i < n; i++) {
        if (p > buf.length - 100) {
          file.write(buf, 0, p);
          p = 0;
        }
        d.nextNumeric();
        p = digits(d.id, buf, p);
        buf[p++] = ',';
        p = digits(d.cents / 100, buf, p);
        buf[p++] = '.';
        p = padded(d.cents % 100, 2, buf, p);
        buf[p++] = ',';
        p = digits(d.qty, buf, p);
        buf[p++] = ',';
        p = digits(d.ts, buf, p);
        buf[p++] = ',';
        buf[p++] = '0';
        buf[p++] = '.';
        p = padded(d.micros, 6, buf, p);
        buf[p++] = '\n';
      }
      file.write(buf, 0, p);
    }
  }

  /** The digits of {@code v >= 0}. */
  private static int digits(long v, byte[] buf, int p) {
    int len = 1;
    for (long t = v; t >= 10; t /= 10) {
      len++;
    }
    return padded(v, len, buf, p);
  }

  /** The last {@code len} digits of {@code v >= 0}, leading zeros kept. */
  private static int padded(long v, int len, byte[] buf, int p) {
    for (int i = p + len - 1; i >= p; i--) {
      buf[i] = (byte) ('0' + v % 10);
      v /= 10;
    }
    return p + len;
  }
}
