package io.github.fastio.bench.huge;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;

/**
 * The huge input: lines of ten ints uniform in ±10^9 (about 11 bytes each with the separator),
 * separated by spaces, from a fixed seed, written until the file holds the size asked for.
 */
public final class HugeNumbers {
  private HugeNumbers() {}

  /** The numbers of a line. */
  public static final int PER_LINE = 10;

  private static final long SEED = 0x5EED_B16_F11EL;

  /** What a reader of the file must report: how many numbers, and their sum. */
  public record Summary(long count, long sum) {
    /** The line the programs print: {@code count sum}. */
    public String line() {
      return count + " " + sum;
    }
  }

  /** Writes whole lines until the file holds at least {@code bytes} bytes. */
  public static Summary write(Path file, long bytes) throws IOException {
    SplittableRandom random = new SplittableRandom(SEED);
    byte[] block = new byte[1 << 20];
    long count = 0;
    long sum = 0;
    long written = 0;
    try (OutputStream out = Files.newOutputStream(file)) {
      int n = 0;
      while (written + n < bytes) {
        if (n > block.length - 16 * PER_LINE) {
          out.write(block, 0, n);
          written += n;
          n = 0;
        }
        for (int i = 0; i < PER_LINE; i++) {
          int v = random.nextInt(-1_000_000_000, 1_000_000_001);
          count++;
          sum += v;
          n = append(block, n, v);
          block[n++] = (byte) (i + 1 < PER_LINE ? ' ' : '\n');
        }
      }
      out.write(block, 0, n);
    }
    return new Summary(count, sum);
  }

  private static int append(byte[] b, int n, int v) {
    long x = v;
    if (x < 0) {
      b[n++] = '-';
      x = -x;
    }
    int digits = 1;
    for (long p = 10; p <= x; p *= 10) {
      digits++;
    }
    for (int i = n + digits - 1; i >= n; i--) {
      b[i] = (byte) ('0' + x % 10);
      x /= 10;
    }
    return n + digits;
  }
}
