package io.github.fastio.bench.huge;

import java.io.FileInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * How fast the bytes of a file reach a {@code byte[]} of 64 KiB, the reader's buffer, by each way
 * Java has, on one thread or on several that each take an equal share: what a reader pays before it
 * parses anything. Run it on a file in the page cache:
 *
 * <pre>
 * java -cp bench/target/fastio-bench.jar io.github.fastio.bench.huge.ReadSpeed FILE [THREADS] [PASSES]
 * </pre>
 *
 * <ul>
 *   <li>{@code stream}: {@code FileInputStream.read(byte[])}, what {@code new FastReader(new
 *       FileInputStream(f))} does;
 *   <li>{@code channel}: {@code FileChannel.read(ByteBuffer, position)} into the array, what
 *       FastReader's parts of a file do (a channel each);
 *   <li>{@code map}: {@code FileChannel.map} in regions of 1 GiB, copied into the array a block at
 *       a time: a memory-mapped reader whose parsers work on a {@code byte[]};
 *   <li>{@code map-touch}: one byte of every 4 KiB page of a fresh map: the page faults alone, the
 *       least any reader of a first map pays, even one that parses the map in place.
 * </ul>
 *
 * <p>Each pass maps afresh, as a reader opened on the file does.
 */
public final class ReadSpeed {
  private ReadSpeed() {}

  private static final int BLOCK = 1 << 16;
  private static final long REGION = 1L << 30;

  /**
   * Measures.
   *
   * @param args FILE [THREADS] [PASSES]
   */
  public static void main(String[] args) throws Exception {
    Path file = Paths.get(args[0]);
    int threads = args.length > 1 ? Integer.parseInt(args[1]) : 1;
    int passes = args.length > 2 ? Integer.parseInt(args[2]) : 3;
    long size = Files.size(file);
    for (String how : new String[] {"stream", "channel", "map", "map-touch"}) {
      StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%-10s", how));
      for (int pass = 0; pass < passes; pass++) {
        long start = System.nanoTime();
        long check = run(how, file, size, threads);
        double ms = (System.nanoTime() - start) / 1e6;
        line.append(String.format(Locale.ROOT, " %7.0f ms %6.2f GB/s", ms, size / ms / 1e6));
        if (check == 42) {
          line.append('!'); // keeps the reads from being optimized away
        }
      }
      System.out.println(line + "  (" + threads + " thread(s), " + size + " bytes)");
    }
  }

  private static long run(String how, Path file, long size, int threads) throws Exception {
    List<Thread> running = new ArrayList<>();
    long[] checks = new long[threads];
    for (int t = 0; t < threads; t++) {
      int k = t;
      long from = size / threads * t;
      long to = t + 1 == threads ? size : size / threads * (t + 1);
      Thread thread =
          new Thread(
              () -> {
                try {
                  checks[k] = read(how, file, from, to);
                } catch (IOException e) {
                  throw new UncheckedIOException(e);
                }
              });
      thread.start();
      running.add(thread);
    }
    long check = 0;
    for (int t = 0; t < threads; t++) {
      running.get(t).join();
      check += checks[t];
    }
    return check;
  }

  private static long read(String how, Path file, long from, long to) throws IOException {
    byte[] b = new byte[BLOCK];
    long check = 0;
    switch (how) {
      case "stream" -> {
        try (FileInputStream in = new FileInputStream(file.toFile())) {
          in.getChannel().position(from);
          for (long pos = from; pos < to; ) {
            int n = in.read(b, 0, (int) Math.min(BLOCK, to - pos));
            pos += n;
            check += b[n - 1];
          }
        }
      }
      case "channel" -> {
        try (FileChannel ch = FileChannel.open(file)) {
          ByteBuffer bb = ByteBuffer.wrap(b);
          for (long pos = from; pos < to; ) {
            bb.clear().limit((int) Math.min(BLOCK, to - pos));
            int n = ch.read(bb, pos);
            pos += n;
            check += b[n - 1];
          }
        }
      }
      case "map", "map-touch" -> {
        try (FileChannel ch = FileChannel.open(file)) {
          for (long at = from; at < to; at += REGION) {
            MappedByteBuffer m =
                ch.map(FileChannel.MapMode.READ_ONLY, at, Math.min(REGION, to - at));
            int limit = m.capacity();
            if (how.equals("map")) {
              for (int i = 0; i < limit; i += BLOCK) {
                int n = Math.min(BLOCK, limit - i);
                m.get(i, b, 0, n);
                check += b[n - 1];
              }
            } else {
              for (int i = 0; i < limit; i += 4096) {
                check += m.get(i);
              }
            }
          }
        }
      }
      default -> throw new IllegalArgumentException(how);
    }
    return check;
  }
}
