package io.github.fastio.bench;

import com.sun.management.OperatingSystemMXBean;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.util.List;

/**
 * One experiment run, one JVM: {@code java -cp ... io.github.fastio.bench.Main KIND METHOD [TYPE
 * N]}.
 *
 * <ul>
 *   <li>{@code write METHOD TYPE N}: writes the N numbers of the workload to standard output;
 *   <li>{@code read METHOD TYPE N}: reads N numbers from standard input, reports their checksum;
 *   <li>{@code roundtrip classic|fastio TYPE N}: reads N numbers and writes them back, one a line;
 *   <li>{@code empty}: prints a greeting, the baseline of a Java program that does nothing.
 * </ul>
 *
 * <p>The result goes to standard error as one {@link RunResult} line; standard output carries only
 * the data, so that it can be compared with the reference file.
 */
public final class Main {
  /** The deliberately wrong reader and writer, never among the defaults: the checks' self-test. */
  public static final String BROKEN = "broken";

  private Main() {}

  /** The methods of a kind, in report order. */
  public static List<String> methods(String kind) {
    return switch (kind) {
      case "write" -> Writers.METHODS;
      case "read" -> Readers.METHODS;
      case "roundtrip" -> Roundtrip.METHODS;
      case "empty" -> List.of("empty");
      default -> throw new IllegalArgumentException("unknown kind: " + kind);
    };
  }

  /**
   * Entry point of one run.
   *
   * @param args KIND METHOD [TYPE N]
   * @throws IOException if standard input or output fails
   */
  public static void main(String[] args) throws IOException {
    if (args.length < 1 || (!args[0].equals("empty") && args.length != 4)) {
      System.err.println(
          "usage: Main write|read|roundtrip METHOD int|long|double N, or Main empty");
      System.exit(2);
    }
    String kind = args[0];
    String method = args.length > 1 ? args[1] : "empty";
    NumType type = args.length > 2 ? NumType.parse(args[2]) : NumType.INT;
    int n = args.length > 3 ? Integer.parseInt(args[3]) : 0;
    long[] raw = kind.equals("write") ? type.generate(n) : null;

    OperatingSystemMXBean os = (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    long cpuStart = os.getProcessCpuTime();
    long start = System.nanoTime();
    long checksum = 0;
    switch (kind) {
      case "write" -> Writers.run(method, type, raw);
      case "read" -> checksum = Readers.run(method, type, n);
      case "roundtrip" -> Roundtrip.run(method, type, n);
      case "empty" -> {
        System.out.println("Hello, world");
        System.out.flush();
      }
      default -> throw new IllegalArgumentException("unknown kind: " + kind);
    }
    long wall = System.nanoTime() - start;
    long cpuEnd = os.getProcessCpuTime();
    RunResult result =
        new RunResult(
            kind,
            method,
            type,
            n,
            (cpuEnd - cpuStart) / 1e6,
            wall / 1e6,
            cpuEnd / 1e6,
            checksum,
            Runtime.version().toString());
    System.err.println(result.format());
  }
}
