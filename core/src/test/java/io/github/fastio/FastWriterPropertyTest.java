package io.github.fastio;

import static io.github.fastio.WriterTestSupport.fast;
import static io.github.fastio.WriterTestSupport.oracle;
import static io.github.fastio.WriterTestSupport.show;
import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Random sequences of calls, each made on a FastWriter and on the PrintWriter oracle, must give the
 * same bytes, with buffers small enough that values land on every buffer boundary.
 */
class FastWriterPropertyTest {

  /** One call, made the FastWriter way and the PrintWriter way. */
  record Call(String name, Consumer<FastWriter> fast, Consumer<PrintWriter> oracle) {
    @Override
    public String toString() {
      return name;
    }
  }

  /** Calls made on a writer whose buffer is {@code extraBuffer} bytes above the smallest. */
  record Sequence(List<Call> calls, int extraBuffer) {}

  @Test
  void callSequencesWriteTheSameBytesAsPrintWriter() {
    Tries.forAll(
        Tries.pairs(List.of(List.<Call>of(), specialCalls()), Tries.edges(0, 80), Sequence::new),
        r ->
            new Sequence(
                Tries.list(r, 0, 40, FastWriterPropertyTest::call), Tries.between(r, 0, 80)),
        s -> {
          byte[] expected = oracle(p -> s.calls().forEach(c -> c.oracle().accept(p)));
          byte[] actual =
              fast(
                  FastWriter.MIN_BUFFER_SIZE + s.extraBuffer(),
                  w -> s.calls().forEach(c -> c.fast().accept(w)));
          assertEquals(show(expected), show(actual));
        });
  }

  // The casts unbox the drawn value: print(Integer) would be print(Object), not print(int).
  @Test
  void intsPrintAsIntegerToString() {
    Tries.forAll(
        Tries.INT_EDGES,
        Tries::anInt,
        v -> assertEquals(Integer.toString(v), new String(fast(w -> w.print((int) v)), UTF_8)));
  }

  @Test
  void longsPrintAsLongToString() {
    Tries.forAll(
        Tries.LONG_EDGES,
        Tries::aLong,
        v -> assertEquals(v + "\n", new String(fast(w -> w.println((long) v)), UTF_8)));
  }

  /** A double and a count of decimals. */
  record Fixed(double value, int decimals) {}

  @Test
  void fixedDecimalsEqualStringFormat() {
    Tries.forAll(
        Tries.pairs(Tries.DOUBLE_EDGES, Tries.edges(0, 20), Fixed::new),
        r -> new Fixed(Tries.aDouble(r), Tries.between(r, 0, 20)),
        f ->
            assertEquals(
                String.format(Locale.ROOT, "%." + f.decimals() + "f", f.value()),
                new String(fast(w -> w.print(f.value(), f.decimals())), UTF_8)));
  }

  /** The numbers' edge values and the special doubles and floats, through their print calls. */
  private static List<Call> specialCalls() {
    List<Call> l = new ArrayList<>();
    Tries.INT_EDGES.forEach(v -> l.add(printInt(v)));
    Tries.LONG_EDGES.forEach(v -> l.add(printlnLong(v)));
    for (double v :
        new double[] {
          Double.NaN,
          Double.MIN_VALUE,
          Double.MIN_NORMAL,
          Double.POSITIVE_INFINITY,
          Double.NEGATIVE_INFINITY,
          -0.0,
          Double.MAX_VALUE
        }) {
      l.add(printDouble(v));
      l.add(printlnFloat((float) v));
      for (int n : Tries.edges(0, 20)) {
        l.add(printFixed(v, n));
      }
    }
    return l;
  }

  /** One call of any kind, each kind as likely. */
  @SuppressWarnings("UnnecessaryStringBuilder") // print(CharSequence) of a StringBuilder is tested
  static Call call(Random r) {
    return switch (r.nextInt(16)) {
      case 0 -> printInt(Tries.anInt(r));
      case 1 -> printlnLong(Tries.aLong(r));
      case 2 -> printDouble(Tries.aDoubleOrSpecial(r));
      case 3 -> printlnFloat(Tries.aFloatOrSpecial(r));
      case 4 -> {
        boolean v = r.nextBoolean();
        yield call("print(" + v + ")", w -> w.print(v), p -> p.print(v));
      }
      case 5 -> {
        char c = aChar(r);
        yield call("print(char " + (int) c + ")", w -> w.print(c), p -> p.print(c));
      }
      case 6 -> {
        String s = text(r);
        yield call("print(String " + esc(s) + ")", w -> w.print(s), p -> p.print(s));
      }
      case 7 -> {
        String s = text(r);
        yield call("println(String " + esc(s) + ")", w -> w.println(s), p -> p.println(s));
      }
      case 8 -> {
        String s = text(r);
        yield call(
            "print(StringBuilder " + esc(s) + ")",
            w -> w.print(new StringBuilder(s)),
            p -> p.print(s));
      }
      case 9 -> {
        String s = text(r);
        yield call(
            "println(char[] " + esc(s) + ")",
            w -> w.println(s.toCharArray()),
            p -> p.println(s.toCharArray()));
      }
      case 10 -> {
        Object o = r.nextInt(10) < 3 ? null : Tries.pick(r, "str", List.of(1, 2), 3.5);
        yield call("println(Object " + o + ")", w -> w.println(o), p -> p.println(o));
      }
      case 11 -> call("println()", FastWriter::println, PrintWriter::println);
      case 12 -> {
        int[] a = Tries.list(r, 0, 12, Tries::anInt).stream().mapToInt(Integer::intValue).toArray();
        yield call(
            "println(int[] " + Arrays.toString(a) + ")",
            w -> w.println(a),
            p -> p.println(spaced(Arrays.stream(a).mapToObj(String::valueOf))));
      }
      case 13 -> {
        long[] a = Tries.list(r, 0, 12, Tries::aLong).stream().mapToLong(Long::longValue).toArray();
        yield call(
            "println(long[] " + Arrays.toString(a) + ")",
            w -> w.println(a),
            p -> p.println(spaced(Arrays.stream(a).mapToObj(String::valueOf))));
      }
      case 14 -> printFixed(Tries.aDoubleOrSpecial(r), Tries.between(r, 0, 20));
      default -> {
        int v = Tries.anInt(r);
        String s = text(r);
        yield call(
            "printf(%d|%s, " + v + ", " + esc(s) + ")",
            w -> w.printf("%d|%s", v, s),
            p -> p.printf(Locale.ROOT, "%d|%s", v, s));
      }
    };
  }

  /** The elements separated by one space, as print(int[]) and print(long[]) write them. */
  private static String spaced(Stream<String> elements) {
    return elements.collect(Collectors.joining(" "));
  }

  private static Call printInt(int v) {
    return call("print(int " + v + ")", w -> w.print(v), p -> p.print(v));
  }

  private static Call printlnLong(long v) {
    return call("println(long " + v + ")", w -> w.println(v), p -> p.println(v));
  }

  private static Call printDouble(double v) {
    return call("print(double " + v + ")", w -> w.print(v), p -> p.print(v));
  }

  private static Call printlnFloat(float v) {
    return call("println(float " + v + ")", w -> w.println(v), p -> p.println(v));
  }

  private static Call printFixed(double v, int n) {
    return call(
        "print(" + v + ", " + n + ")",
        w -> w.print(v, n),
        p -> p.print(String.format(Locale.ROOT, "%." + n + "f", v)));
  }

  private static Call call(String name, Consumer<FastWriter> fast, Consumer<PrintWriter> oracle) {
    return new Call(name, fast, oracle);
  }

  /**
   * Mostly ASCII, with every kind of UTF-8 length and surrogates, paired or not: weights 6 for
   * ASCII, 2 for each of two-byte, three-byte, high surrogate and low surrogate.
   */
  static char aChar(Random r) {
    int w = r.nextInt(14);
    return (char)
        (w < 6
            ? r.nextInt(0x80)
            : w < 8
                ? r.nextInt(0x80, 0x800)
                : w < 10
                    ? r.nextInt(0x800, 0x10000)
                    : w < 12 ? r.nextInt(0xD800, 0xDC00) : r.nextInt(0xDC00, 0xE000));
  }

  /** Three times in four up to 40 such chars, otherwise up to 5 supplementary code points. */
  static String text(Random r) {
    StringBuilder sb = new StringBuilder();
    if (r.nextInt(4) < 3) {
      for (int n = Tries.size(r, 0, 40); n > 0; n--) {
        sb.append(aChar(r));
      }
    } else {
      for (int n = Tries.size(r, 0, 5); n > 0; n--) {
        sb.appendCodePoint(Tries.between(r, 0x10000, 0x10ffff));
      }
    }
    return sb.toString();
  }

  private static String esc(String s) {
    return '"' + FastWriterTextTest.escape(s) + '"';
  }
}
