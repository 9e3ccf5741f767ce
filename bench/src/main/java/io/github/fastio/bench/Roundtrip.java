package io.github.fastio.bench;

import io.github.fastio.FastReader;
import io.github.fastio.FastWriter;
import java.util.List;

/**
 * The {@link Shape#HELPER} round trips: read the count and N numbers from standard input and write
 * each number back on its own line: the whole-process cost a contestant pays, JVM start-up
 * included, compared with an empty program. The output must equal the input file after its first
 * line.
 */
final class Roundtrip {
  /** The classic contest pair, and fastio. */
  static final List<String> METHODS = List.of("classic", "fastio");

  private Roundtrip() {}

  static void run(String method, NumType type) {
    switch (method) {
      case "classic" -> classic(type);
      case "fastio" -> fastio(type);
      default -> throw new IllegalArgumentException("unknown roundtrip method: " + method);
    }
  }

  // One loop per type, so that no per-number switch dilutes the comparison.

  private static void classic(NumType type) {
    ClassicByteReader in = new ClassicByteReader(System.in);
    ClassicByteWriter out = new ClassicByteWriter(System.out);
    int n = in.nextInt();
    if (type == NumType.INT) {
      for (int i = 0; i < n; i++) {
        out.print(in.nextInt());
        out.print('\n');
      }
    } else if (type == NumType.LONG) {
      for (int i = 0; i < n; i++) {
        out.print(in.nextLong());
        out.print('\n');
      }
    } else {
      for (int i = 0; i < n; i++) {
        out.print(in.nextDouble(), NumType.DECIMALS);
        out.print('\n');
      }
    }
    out.flush();
  }

  private static void fastio(NumType type) {
    FastReader in = new FastReader(System.in);
    FastWriter out = FastWriter.stdout();
    int n = in.nextInt();
    if (type == NumType.INT) {
      for (int i = 0; i < n; i++) {
        out.println(in.nextInt());
      }
    } else if (type == NumType.LONG) {
      for (int i = 0; i < n; i++) {
        out.println(in.nextLong());
      }
    } else {
      for (int i = 0; i < n; i++) {
        out.println(in.nextDouble(), NumType.DECIMALS);
      }
    }
    out.flush();
  }
}
