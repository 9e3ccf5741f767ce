package io.github.fastio;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * A quick self-timing check, not a unit test and not the project's benchmark: reads {@code n}
 * random ints (default 10^7, about 104 MB) from memory with a classic 64 KiB byte reader and with
 * FastReader, alternating, and prints the median thread CPU time of each. Run:
 *
 * <pre>
 * mvn -B -q -pl core test-compile
 * java -cp core/target/classes:core/target/test-classes io.github.fastio.ReaderTiming 10000000
 * </pre>
 */
final class ReaderTiming {
  private ReaderTiming() {}

  /** The reader contestants paste: no overflow check, no end-of-input check. */
  private static final class ClassicReader {
    private final InputStream in;
    private final byte[] buf = new byte[1 << 16];
    private int len;
    private int ptr;

    ClassicReader(InputStream in) {
      this.in = in;
    }

    private int read() throws IOException {
      if (ptr == len) {
        len = in.read(buf, 0, buf.length);
        ptr = 0;
        if (len <= 0) {
          return -1;
        }
      }
      return buf[ptr++];
    }

    int nextInt() throws IOException {
      int c = read();
      while (c <= ' ') {
        c = read();
      }
      boolean neg = c == '-';
      if (neg) {
        c = read();
      }
      int r = 0;
      while (c >= '0' && c <= '9') {
        r = r * 10 + c - '0';
        c = read();
      }
      return neg ? -r : r;
    }
  }

  private static long classic(byte[] data) throws IOException {
    ClassicReader r = new ClassicReader(new ByteArrayInputStream(data));
    int n = r.nextInt();
    long sum = 0;
    for (int i = 0; i < n; i++) {
      sum += r.nextInt();
    }
    return sum;
  }

  private static long fastInts(byte[] data) {
    FastReader r = new FastReader(new ByteArrayInputStream(data));
    int n = r.nextInt();
    long sum = 0;
    for (int i = 0; i < n; i++) {
      sum += r.nextInt();
    }
    return sum;
  }

  private static long fastLongs(byte[] data) {
    FastReader r = new FastReader(new ByteArrayInputStream(data));
    int n = r.nextInt();
    long sum = 0;
    for (int i = 0; i < n; i++) {
      sum += r.nextLong();
    }
    return sum;
  }

  public static void main(String[] args) throws IOException {
    int n = args.length > 0 ? Integer.parseInt(args[0]) : 10_000_000;
    Random rnd = new Random(1);
    StringBuilder sb = new StringBuilder().append(n).append('\n');
    for (int i = 0; i < n; i++) {
      sb.append(rnd.nextInt(2_000_000_001) - 1_000_000_000).append(i % 10 == 9 ? '\n' : ' ');
    }
    byte[] data = sb.toString().getBytes(StandardCharsets.US_ASCII);
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    Map<String, List<Long>> times = new LinkedHashMap<>();
    long check = 0;
    for (int round = 0; round < 7; round++) {
      for (String m : new String[] {"classic", "nextInt", "nextLong"}) {
        long t0 = mx.getCurrentThreadCpuTime();
        long sum =
            switch (m) {
              case "classic" -> classic(data);
              case "nextInt" -> fastInts(data);
              default -> fastLongs(data);
            };
        times.computeIfAbsent(m, k -> new ArrayList<>()).add(mx.getCurrentThreadCpuTime() - t0);
        check ^= sum;
      }
    }
    System.out.printf("%d ints, %.1f MB, %s%n", n, data.length / 1e6, Runtime.version());
    for (Map.Entry<String, List<Long>> e : times.entrySet()) {
      List<Long> sorted = new ArrayList<>(e.getValue());
      Collections.sort(sorted);
      double ms = sorted.get(sorted.size() / 2) / 1e6;
      System.out.printf(
          "%-8s median %6.0f ms CPU  %.2f GB/s%n", e.getKey(), ms, data.length / ms / 1e6);
    }
    // What one pass of nextInt allocates: the reader, its buffer and the stream, nothing per
    // number.
    com.sun.management.ThreadMXBean amx = (com.sun.management.ThreadMXBean) mx;
    long tid = Thread.currentThread().getId();
    long a0 = amx.getThreadAllocatedBytes(tid);
    check ^= fastInts(data);
    long allocated = amx.getThreadAllocatedBytes(tid) - a0;
    System.out.printf("nextInt allocates %d bytes for %d ints%n", allocated, n);
    System.out.println("(checksum " + check + ")");
  }
}
