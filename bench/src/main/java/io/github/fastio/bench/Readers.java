package io.github.fastio.bench;

import io.github.fastio.FastReader;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StreamTokenizer;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Locale;
import java.util.Scanner;
import java.util.StringTokenizer;

/**
 * The reader methods of the experiment. Each reads n numbers of the workload from standard input,
 * the way a contestant would with that method, and returns their {@link Checksum}; the CLI compares
 * it with the checksum of the JDK's own parse of the file. StreamTokenizer reads every number as a
 * double, so longs beyond 2^53 and many 9-decimal doubles come back changed: the check reports
 * that, it is not a bug of the benchmark.
 */
final class Readers {
  /** The methods, in report order; fastio last, the base of every ratio. */
  static final List<String> METHODS =
      List.of("scanner", "tokenizer", "streamtokenizer", "bytes", "fastio");

  /**
   * A deliberately wrong reader (the last number comes back one too large), never in {@link
   * #METHODS}.
   */
  static final String BROKEN = Main.BROKEN;

  private Readers() {}

  static long run(String method, NumType type, int n) throws IOException {
    return switch (method) {
      case "scanner" -> scanner(type, n);
      case "tokenizer" -> tokenizer(type, n);
      case "streamtokenizer" -> streamTokenizer(type, n);
      case "bytes" -> bytes(type, n, false);
      case "fastio" -> fastio(type, n);
      case BROKEN -> bytes(type, n, true);
      default -> throw new IllegalArgumentException("unknown reader: " + method);
    };
  }

  private static long scanner(NumType type, int n) {
    // ROOT: the default locale might expect a decimal comma.
    Scanner in = new Scanner(System.in).useLocale(Locale.ROOT);
    Checksum sum = new Checksum();
    for (int i = 0; i < n; i++) {
      switch (type) {
        case INT -> sum.add(in.nextInt());
        case LONG -> sum.add(in.nextLong());
        default -> sum.add(in.nextDouble());
      }
    }
    return sum.value();
  }

  private static long tokenizer(NumType type, int n) throws IOException {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
    StringTokenizer tokens = new StringTokenizer("");
    Checksum sum = new Checksum();
    for (int i = 0; i < n; i++) {
      while (!tokens.hasMoreTokens()) {
        tokens = new StringTokenizer(in.readLine());
      }
      String token = tokens.nextToken();
      switch (type) {
        case INT -> sum.add(Integer.parseInt(token));
        case LONG -> sum.add(Long.parseLong(token));
        default -> sum.add(Double.parseDouble(token));
      }
    }
    return sum.value();
  }

  private static long streamTokenizer(NumType type, int n) throws IOException {
    StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
    Checksum sum = new Checksum();
    for (int i = 0; i < n; i++) {
      if (in.nextToken() != StreamTokenizer.TT_NUMBER) {
        throw new UncheckedIOException(new IOException("StreamTokenizer: not a number at " + i));
      }
      switch (type) {
        case INT -> sum.add((int) in.nval);
        case LONG -> sum.add((long) in.nval);
        default -> sum.add(in.nval);
      }
    }
    return sum.value();
  }

  // The fast readers get one loop per type, so that no per-number switch dilutes the comparison.
  private static long bytes(NumType type, int n, boolean broken) {
    ClassicByteReader in = new ClassicByteReader(System.in);
    Checksum sum = new Checksum();
    int last = broken ? n - 1 : n;
    if (type == NumType.INT) {
      for (int i = 0; i < last; i++) {
        sum.add(in.nextInt());
      }
    } else if (type == NumType.LONG) {
      for (int i = 0; i < last; i++) {
        sum.add(in.nextLong());
      }
    } else {
      for (int i = 0; i < last; i++) {
        sum.add(in.nextDouble());
      }
    }
    if (last < n) {
      // The broken variant: the last number comes back one too large.
      if (type == NumType.DOUBLE) {
        sum.add(in.nextDouble() + 1);
      } else {
        sum.add(in.nextLong() + 1);
      }
    }
    return sum.value();
  }

  private static long fastio(NumType type, int n) {
    FastReader in = new FastReader(System.in);
    Checksum sum = new Checksum();
    if (type == NumType.INT) {
      for (int i = 0; i < n; i++) {
        sum.add(in.nextInt());
      }
    } else if (type == NumType.LONG) {
      for (int i = 0; i < n; i++) {
        sum.add(in.nextLong());
      }
    } else {
      for (int i = 0; i < n; i++) {
        sum.add(in.nextDouble());
      }
    }
    return sum.value();
  }
}
