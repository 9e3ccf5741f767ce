package io.github.fastio;

import java.io.BufferedWriter;
import java.io.ByteArrayOutputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * A quick self-timing check, not a unit test and not the project's benchmark: prints {@code n}
 * longs, one per line, with PrintWriter, a classic byte writer and FastWriter, alternating, and
 * prints each method's median thread CPU time with its range. Two workloads: {@code i * 7} (up to 9
 * digits, the benchmark's) and random full-range longs (mostly 19 digits). The sink is a discarding
 * stream, or {@code /dev/null} through a FileOutputStream with {@code file}. Run:
 *
 * <pre>
 * mvn -B -q -pl core test-compile
 * java -cp core/target/classes:core/target/test-classes io.github.fastio.WriterTiming \
 *     [n=10000000] [rounds=5] [discard|file] [methods=printwriter,classic,fastio]
 * </pre>
 */
final class WriterTiming {
  private WriterTiming() {}

  private static final class Discard extends OutputStream {
    long bytes;

    @Override
    public void write(int b) {
      bytes++;
    }

    @Override
    public void write(byte[] b, int off, int len) {
      bytes += len;
    }
  }

  /** The writer contestants paste: digits one at a time by {@code % 10}, reversed. */
  private static final class ClassicWriter {
    private final OutputStream out;
    private final byte[] buf = new byte[1 << 16];
    private final byte[] digits = new byte[20];
    private int ptr;

    ClassicWriter(OutputStream out) {
      this.out = out;
    }

    private void write(byte b) throws IOException {
      if (ptr == buf.length) {
        flush();
      }
      buf[ptr++] = b;
    }

    void println(long x) throws IOException {
      if (x < 0) {
        write((byte) '-');
        x = -x;
      }
      int len = 0;
      do {
        digits[len++] = (byte) ('0' + x % 10);
        x /= 10;
      } while (x > 0);
      while (len > 0) {
        write(digits[--len]);
      }
      write((byte) '\n');
    }

    void flush() throws IOException {
      out.write(buf, 0, ptr);
      ptr = 0;
    }
  }

  private static void run(String method, long[] values, OutputStream out) throws IOException {
    switch (method) {
      case "printwriter" -> {
        PrintWriter w =
            new PrintWriter(
                new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), 1 << 16));
        for (long v : values) {
          w.println(v);
        }
        w.flush();
      }
      case "classic" -> {
        ClassicWriter w = new ClassicWriter(out);
        for (long v : values) {
          w.println(v);
        }
        w.flush();
      }
      case "fastio" -> {
        FastWriter w = new FastWriter(out);
        for (long v : values) {
          w.println(v);
        }
        w.flush();
      }
      default -> throw new IllegalArgumentException("unknown method " + method);
    }
  }

  private static long[] workload(String name, int n) {
    long[] v = new long[n];
    Random r = new Random(5);
    for (int i = 0; i < n; i++) {
      v[i] = name.equals("i*7") ? i * 7L : r.nextLong();
    }
    return v;
  }

  public static void main(String[] args) throws IOException {
    int n = args.length > 0 ? Integer.parseInt(args[0]) : 10_000_000;
    int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 5;
    boolean file = args.length > 2 && args[2].equals("file");
    String[] methods = (args.length > 3 ? args[3] : "printwriter,classic,fastio").split(",", -1);
    String[] workloads = {"i*7", "random"};

    // The methods must agree byte for byte before their times mean anything.
    for (String w : workloads) {
      long[] sample = workload(w, 100_000);
      sample[0] = Long.MIN_VALUE + 1; // the classic writer cannot print MIN_VALUE itself
      byte[] expected = null;
      for (String m : methods) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        run(m, sample, bytes);
        if (expected == null) {
          expected = bytes.toByteArray();
        } else if (!Arrays.equals(expected, bytes.toByteArray())) {
          throw new AssertionError(m + " differs from " + methods[0] + " on " + w);
        }
      }
    }

    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    System.out.printf(
        "%d longs per run, %d rounds, sink %s, Java %s%n",
        n, rounds, file ? "/dev/null" : "discard", System.getProperty("java.version"));
    for (String w : workloads) {
      long[] values = workload(w, n);
      Map<String, List<Long>> times = new LinkedHashMap<>();
      for (int round = 0; round < rounds; round++) {
        for (int k = 0; k < methods.length; k++) {
          // Alternate the order so that no method always runs right after the same one.
          String m = methods[(round % 2 == 0) ? k : methods.length - 1 - k];
          try (OutputStream out = file ? new FileOutputStream("/dev/null") : new Discard()) {
            long t0 = mx.getCurrentThreadCpuTime();
            run(m, values, out);
            times.computeIfAbsent(m, x -> new ArrayList<>()).add(mx.getCurrentThreadCpuTime() - t0);
          }
        }
      }
      Map<String, Long> medians = new LinkedHashMap<>();
      for (String m : methods) {
        List<Long> t = new ArrayList<>(times.get(m));
        Collections.sort(t);
        medians.put(m, t.get(t.size() / 2));
        System.out.printf(
            "%-7s %-12s median %5.0f ms CPU  (min %5.0f, max %5.0f)%n",
            w, m, t.get(t.size() / 2) / 1e6, t.get(0) / 1e6, t.get(t.size() - 1) / 1e6);
      }
      Long fast = medians.get("fastio");
      if (fast != null) {
        for (Map.Entry<String, Long> e : medians.entrySet()) {
          if (!e.getKey().equals("fastio")) {
            System.out.printf(
                "%-7s fastio is %.1fx %s%n", w, e.getValue() / (double) fast, e.getKey());
          }
        }
      }
    }
  }
}
