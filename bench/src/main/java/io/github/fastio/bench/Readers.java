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
 * The reader methods of the {@link Shape#HELPER} programs. Each reads the count n and then n
 * numbers of the workload from standard input, the way a contestant would with that method, in a
 * helper method with one loop per type, and returns their {@link Checksum}; the CLI compares it
 * with the checksum of the JDK's own parse of the file. StreamTokenizer reads every number as a
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

  static long run(String method, NumType type) throws IOException {
    return switch (method) {
      case "scanner" -> scanner(type);
      case "tokenizer" -> tokenizer(type);
      case "streamtokenizer" -> streamTokenizer(type);
      case "bytes" -> bytes(type, false);
      case "fastio" -> fastio(type);
      case BROKEN -> bytes(type, true);
      default -> throw new IllegalArgumentException("unknown reader: " + method);
    };
  }

  // One loop per type in every method, so that no per-number switch dilutes the comparison.

  @SuppressWarnings("DefaultCharset") // the idiom as contestants write it, which this method times
  private static long scanner(NumType type) {
    // ROOT: the default locale might expect a decimal comma.
    Scanner in = new Scanner(System.in).useLocale(Locale.ROOT);
    int n = in.nextInt();
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

  @SuppressWarnings("DefaultCharset") // the idiom as contestants write it, which this method times
  private static long tokenizer(NumType type) throws IOException {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
    StringTokenizer tokens = new StringTokenizer(in.readLine());
    int n = Integer.parseInt(tokens.nextToken());
    Checksum sum = new Checksum();
    if (type == NumType.INT) {
      for (int i = 0; i < n; i++) {
        while (!tokens.hasMoreTokens()) {
          tokens = new StringTokenizer(in.readLine());
        }
        sum.add(Integer.parseInt(tokens.nextToken()));
      }
    } else if (type == NumType.LONG) {
      for (int i = 0; i < n; i++) {
        while (!tokens.hasMoreTokens()) {
          tokens = new StringTokenizer(in.readLine());
        }
        sum.add(Long.parseLong(tokens.nextToken()));
      }
    } else {
      for (int i = 0; i < n; i++) {
        while (!tokens.hasMoreTokens()) {
          tokens = new StringTokenizer(in.readLine());
        }
        sum.add(Double.parseDouble(tokens.nextToken()));
      }
    }
    return sum.value();
  }

  @SuppressWarnings("DefaultCharset") // the idiom as contestants write it, which this method times
  private static long streamTokenizer(NumType type) throws IOException {
    StreamTokenizer in = new StreamTokenizer(new BufferedReader(new InputStreamReader(System.in)));
    int n = (int) number(in, -1);
    Checksum sum = new Checksum();
    if (type == NumType.INT) {
      for (int i = 0; i < n; i++) {
        sum.add((int) number(in, i));
      }
    } else if (type == NumType.LONG) {
      for (int i = 0; i < n; i++) {
        sum.add((long) number(in, i));
      }
    } else {
      for (int i = 0; i < n; i++) {
        sum.add(number(in, i));
      }
    }
    return sum.value();
  }

  private static double number(StreamTokenizer in, int i) throws IOException {
    if (in.nextToken() != StreamTokenizer.TT_NUMBER) {
      throw new UncheckedIOException(new IOException("StreamTokenizer: not a number at " + i));
    }
    return in.nval;
  }

  private static long bytes(NumType type, boolean broken) {
    ClassicByteReader in = new ClassicByteReader(System.in);
    int n = in.nextInt();
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

  private static long fastio(NumType type) {
    FastReader in = new FastReader(System.in);
    int n = in.nextInt();
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
