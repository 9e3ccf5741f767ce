package io.github.fastio.bench;

import java.io.IOException;
import java.util.List;

/**
 * The {@link Shape#HELPER} programs, one JVM per run: {@code java -cp ...
 * io.github.fastio.bench.Main KIND METHOD TYPE N}. Each method's loop lives in a static helper
 * method, one loop per type, that this class calls once.
 *
 * <ul>
 *   <li>{@code write METHOD TYPE N}: writes the N numbers of the workload to standard output;
 *   <li>{@code read METHOD TYPE N}: reads the count and then the numbers from standard input (an
 *       {@link Inputs} file), reports their checksum;
 *   <li>{@code roundtrip classic|fastio TYPE N}: reads the count and the numbers and writes the
 *       numbers back, one a line;
 *   <li>{@code empty}: prints a greeting, the baseline of a Java program that does nothing.
 * </ul>
 *
 * <p>The result goes to standard error as one {@link Probe} line; standard output carries only the
 * data, so that it can be compared with the reference file.
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

    long start = System.nanoTime();
    long checksum = 0;
    switch (kind) {
      case "write" -> Writers.run(method, type, raw);
      case "read" -> checksum = Readers.run(method, type);
      case "roundtrip" -> Roundtrip.run(method, type);
      case "empty" -> {
        System.out.println("Hello, world");
        System.out.flush();
      }
      default -> throw new IllegalArgumentException("unknown kind: " + kind);
    }
    Probe.report(n, start, checksum);
  }
}
