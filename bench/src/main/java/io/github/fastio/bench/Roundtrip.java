package io.github.fastio.bench;

import io.github.fastio.FastReader;
import io.github.fastio.FastWriter;
import java.util.List;

/**
 * Reads N numbers from standard input and writes each back on its own line: the whole-process cost
 * a contestant pays, JVM start-up included, compared with an empty program. The output must equal
 * the input file.
 */
final class Roundtrip {
  /** The classic contest pair, and fastio. */
  static final List<String> METHODS = List.of("classic", "fastio");

  private Roundtrip() {}

  static void run(String method, NumType type, int n) {
    switch (method) {
      case "classic" -> classic(type, n);
      case "fastio" -> fastio(type, n);
      default -> throw new IllegalArgumentException("unknown roundtrip method: " + method);
    }
  }

  private static void classic(NumType type, int n) {
    ClassicByteReader in = new ClassicByteReader(System.in);
    ClassicByteWriter out = new ClassicByteWriter(System.out);
    for (int i = 0; i < n; i++) {
      switch (type) {
        case INT -> out.print(in.nextInt());
        case LONG -> out.print(in.nextLong());
        default -> out.print(in.nextDouble(), NumType.DECIMALS);
      }
      out.print('\n');
    }
    out.flush();
  }

  private static void fastio(NumType type, int n) {
    FastReader in = new FastReader(System.in);
    FastWriter out = FastWriter.stdout();
    for (int i = 0; i < n; i++) {
      switch (type) {
        case INT -> out.println(in.nextInt());
        case LONG -> out.println(in.nextLong());
        default -> out.println(in.nextDouble(), NumType.DECIMALS);
      }
    }
    out.flush();
  }
}
