package io.github.fastio.bench;

import io.github.fastio.FastWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;

/**
 * The writer methods of the {@link Shape#HELPER} programs. Each writes the workload to standard
 * output, one number a line, in the way a contestant would with that method; the CLI then compares
 * the bytes with the JDK's reference file. Doubles go through each method's natural fixed-decimal
 * route: {@code String.format} for the JDK writers, the idiom's scaled rounding for the classic
 * byte writer, {@code print(x, 9)} for fastio.
 */
final class Writers {
  /** The methods, in report order; fastio last, the base of every ratio. */
  static final List<String> METHODS =
      List.of("println", "printwriter", "stringbuilder", "printf", "bytes", "fastio");

  /**
   * A deliberately wrong writer (the last number is off by one), never in {@link #METHODS}: it
   * exists so that the output-identity check can be shown to catch a wrong method end to end.
   */
  static final String BROKEN = Main.BROKEN;

  private static final String FIXED = "%." + NumType.DECIMALS + "f";

  private Writers() {}

  static void run(String method, NumType type, long[] raw) {
    switch (method) {
      case "println" -> println(type, raw);
      case "printwriter" -> printWriter(type, raw);
      case "stringbuilder" -> stringBuilder(type, raw);
      case "printf" -> printf(type, raw);
      case "bytes" -> bytes(type, raw);
      case "fastio" -> fastio(type, raw);
      case BROKEN -> broken(type, raw);
      default -> throw new IllegalArgumentException("unknown writer: " + method);
    }
  }

  private static String fixed(long raw) {
    return String.format(Locale.ROOT, FIXED, Double.longBitsToDouble(raw));
  }

  /** System.out hands every line to the operating system: the method the folklore warns about. */
  private static void println(NumType type, long[] raw) {
    PrintStream out = System.out;
    if (type == NumType.DOUBLE) {
      for (long v : raw) {
        out.println(fixed(v));
      }
    } else if (type == NumType.INT) {
      for (long v : raw) {
        out.println((int) v);
      }
    } else {
      for (long v : raw) {
        out.println(v);
      }
    }
    out.flush();
  }

  @SuppressWarnings("DefaultCharset") // the idiom as contestants write it, which this method times
  private static void printWriter(NumType type, long[] raw) {
    PrintWriter out = new PrintWriter(System.out);
    if (type == NumType.DOUBLE) {
      for (long v : raw) {
        out.println(fixed(v));
      }
    } else if (type == NumType.INT) {
      for (long v : raw) {
        out.println((int) v);
      }
    } else {
      for (long v : raw) {
        out.println(v);
      }
    }
    out.flush();
  }

  private static void stringBuilder(NumType type, long[] raw) {
    StringBuilder text = new StringBuilder();
    if (type == NumType.DOUBLE) {
      for (long v : raw) {
        text.append(fixed(v)).append('\n');
      }
    } else if (type == NumType.INT) {
      for (long v : raw) {
        text.append((int) v).append('\n');
      }
    } else {
      for (long v : raw) {
        text.append(v).append('\n');
      }
    }
    System.out.print(text);
    System.out.flush();
  }

  /** One PrintWriter, every number through the Formatter: the cost of format parsing per call. */
  @SuppressWarnings("DefaultCharset") // the idiom as contestants write it, which this method times
  private static void printf(NumType type, long[] raw) {
    PrintWriter out = new PrintWriter(System.out);
    if (type == NumType.DOUBLE) {
      for (long v : raw) {
        out.printf(Locale.ROOT, FIXED + "\n", Double.longBitsToDouble(v));
      }
    } else if (type == NumType.INT) {
      for (long v : raw) {
        out.printf(Locale.ROOT, "%d\n", (int) v);
      }
    } else {
      for (long v : raw) {
        out.printf(Locale.ROOT, "%d\n", v);
      }
    }
    out.flush();
  }

  private static void bytes(NumType type, long[] raw) {
    ClassicByteWriter out = new ClassicByteWriter(System.out);
    if (type == NumType.DOUBLE) {
      for (long v : raw) {
        out.print(Double.longBitsToDouble(v), NumType.DECIMALS);
        out.print('\n');
      }
    } else {
      for (long v : raw) {
        out.print(v);
        out.print('\n');
      }
    }
    out.flush();
  }

  private static void fastio(NumType type, long[] raw) {
    FastWriter out = FastWriter.stdout();
    if (type == NumType.DOUBLE) {
      for (long v : raw) {
        out.println(Double.longBitsToDouble(v), NumType.DECIMALS);
      }
    } else if (type == NumType.INT) {
      for (long v : raw) {
        out.println((int) v);
      }
    } else {
      for (long v : raw) {
        out.println(v);
      }
    }
    out.flush();
  }

  private static void broken(NumType type, long[] raw) {
    long[] copy = raw.clone();
    if (copy.length > 0) {
      copy[copy.length - 1]++;
    }
    bytes(type, copy);
  }
}
