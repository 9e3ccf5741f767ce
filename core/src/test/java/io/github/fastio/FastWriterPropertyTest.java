package io.github.fastio;

import static io.github.fastio.WriterTestSupport.fast;
import static io.github.fastio.WriterTestSupport.oracle;
import static io.github.fastio.WriterTestSupport.show;
import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

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

  @Property
  void callSequencesWriteTheSameBytesAsPrintWriter(
      @ForAll("callSequences") List<Call> calls,
      @ForAll @IntRange(min = 0, max = 80) int extraBuffer) {
    byte[] expected = oracle(p -> calls.forEach(c -> c.oracle().accept(p)));
    byte[] actual =
        fast(FastWriter.MIN_BUFFER_SIZE + extraBuffer, w -> calls.forEach(c -> c.fast().accept(w)));
    assertEquals(show(expected), show(actual));
  }

  @Property
  void intsPrintAsIntegerToString(@ForAll int v) {
    assertEquals(Integer.toString(v), new String(fast(w -> w.print(v)), UTF_8));
  }

  @Property
  void longsPrintAsLongToString(@ForAll long v) {
    assertEquals(v + "\n", new String(fast(w -> w.println(v)), UTF_8));
  }

  @Property
  void fixedDecimalsEqualStringFormat(
      @ForAll double v, @ForAll @IntRange(min = 0, max = 20) int decimals) {
    assertEquals(
        String.format(Locale.ROOT, "%." + decimals + "f", v),
        new String(fast(w -> w.print(v, decimals)), UTF_8));
  }

  @Provide
  Arbitrary<List<Call>> callSequences() {
    return calls().list().ofMaxSize(40);
  }

  @SuppressWarnings("UnnecessaryStringBuilder") // print(CharSequence) of a StringBuilder is tested
  static Arbitrary<Call> calls() {
    return Arbitraries.oneOf(
        List.of(
            Arbitraries.integers()
                .map(v -> call("print(int " + v + ")", w -> w.print(v), p -> p.print(v))),
            Arbitraries.longs()
                .map(v -> call("println(long " + v + ")", w -> w.println(v), p -> p.println(v))),
            Arbitraries.doubles()
                .withStandardSpecialValues()
                .map(v -> call("print(double " + v + ")", w -> w.print(v), p -> p.print(v))),
            Arbitraries.floats()
                .withStandardSpecialValues()
                .map(v -> call("println(float " + v + ")", w -> w.println(v), p -> p.println(v))),
            Arbitraries.of(true, false)
                .map(v -> call("print(" + v + ")", w -> w.print(v), p -> p.print(v))),
            chars().map(c -> call("print(char " + (int) c + ")", w -> w.print(c), p -> p.print(c))),
            texts()
                .map(s -> call("print(String " + esc(s) + ")", w -> w.print(s), p -> p.print(s))),
            texts()
                .map(
                    s ->
                        call(
                            "println(String " + esc(s) + ")",
                            w -> w.println(s),
                            p -> p.println(s))),
            texts()
                .map(
                    s ->
                        call(
                            "print(StringBuilder " + esc(s) + ")",
                            w -> w.print(new StringBuilder(s)),
                            p -> p.print(s))),
            texts()
                .map(
                    s ->
                        call(
                            "println(char[] " + esc(s) + ")",
                            w -> w.println(s.toCharArray()),
                            p -> p.println(s.toCharArray()))),
            Arbitraries.<Object>of("str", List.of(1, 2), 3.5)
                .injectNull(0.3)
                .map(o -> call("println(Object " + o + ")", w -> w.println(o), p -> p.println(o))),
            Arbitraries.just(call("println()", FastWriter::println, PrintWriter::println)),
            Arbitraries.integers()
                .array(int[].class)
                .ofMaxSize(12)
                .map(
                    a ->
                        call(
                            "println(int[] " + java.util.Arrays.toString(a) + ")",
                            w -> w.println(a),
                            p -> {
                              for (int i = 0; i < a.length; i++) {
                                p.print(i == 0 ? "" : " ");
                                p.print(a[i]);
                              }
                              p.println();
                            })),
            Arbitraries.longs()
                .array(long[].class)
                .ofMaxSize(12)
                .map(
                    a ->
                        call(
                            "println(long[] " + java.util.Arrays.toString(a) + ")",
                            w -> w.println(a),
                            p -> {
                              for (int i = 0; i < a.length; i++) {
                                p.print(i == 0 ? "" : " ");
                                p.print(a[i]);
                              }
                              p.println();
                            })),
            Combinators.combine(
                    Arbitraries.doubles().withStandardSpecialValues(),
                    Arbitraries.integers().between(0, 20))
                .as(
                    (v, n) ->
                        call(
                            "print(" + v + ", " + n + ")",
                            w -> w.print(v, n),
                            p -> p.print(String.format(Locale.ROOT, "%." + n + "f", v)))),
            Combinators.combine(Arbitraries.integers(), texts())
                .as(
                    (v, s) ->
                        call(
                            "printf(%d|%s, " + v + ", " + esc(s) + ")",
                            w -> w.printf("%d|%s", v, s),
                            p -> p.printf(Locale.ROOT, "%d|%s", v, s)))));
  }

  private static Call call(String name, Consumer<FastWriter> fast, Consumer<PrintWriter> oracle) {
    return new Call(name, fast, oracle);
  }

  /** Mostly ASCII, with every kind of UTF-8 length and surrogates, paired or not. */
  static Arbitrary<Character> chars() {
    return Arbitraries.frequencyOf(
        net.jqwik.api.Tuple.of(6, Arbitraries.chars().range('\u0000', '\u007f')),
        net.jqwik.api.Tuple.of(2, Arbitraries.chars().range('\u0080', '\u07ff')),
        net.jqwik.api.Tuple.of(2, Arbitraries.chars().range('\u0800', '\uffff')),
        net.jqwik.api.Tuple.of(2, Arbitraries.chars().range('\ud800', '\udbff')),
        net.jqwik.api.Tuple.of(2, Arbitraries.chars().range('\udc00', '\udfff')));
  }

  static Arbitrary<String> texts() {
    return Arbitraries.frequencyOf(
        net.jqwik.api.Tuple.of(3, chars().list().ofMaxSize(40).map(FastWriterPropertyTest::join)),
        net.jqwik.api.Tuple.of(
            1,
            Arbitraries.integers()
                .between(0x10000, 0x10ffff)
                .list()
                .ofMaxSize(5)
                .map(
                    cps -> {
                      StringBuilder sb = new StringBuilder();
                      cps.forEach(sb::appendCodePoint);
                      return sb.toString();
                    })));
  }

  private static String join(List<Character> cs) {
    StringBuilder sb = new StringBuilder(cs.size());
    cs.forEach(sb::append);
    return sb.toString();
  }

  private static String esc(String s) {
    return '"' + FastWriterTextTest.escape(s) + '"';
  }
}
