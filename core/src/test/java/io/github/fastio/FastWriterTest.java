package io.github.fastio;

import static io.github.fastio.WriterTestSupport.fast;
import static io.github.fastio.WriterTestSupport.oracle;
import static io.github.fastio.WriterTestSupport.show;
import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fastio.WriterTestSupport.RecordingStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/** Named cases: each call against PrintWriter, nulls, arrays, flushing, closing, failures. */
class FastWriterTest {

  private static void assertSameBytes(Consumer<FastWriter> f, Consumer<PrintWriter> p) {
    byte[] expected = oracle(p);
    byte[] actual = fast(f);
    assertArrayEquals(expected, actual, () -> show(expected) + " != " + show(actual));
  }

  private static final Object WITH_NULL_TO_STRING =
      new Object() {
        @Override
        @SuppressWarnings("ToStringReturnsNull") // the broken object the tests print
        public String toString() {
          return null;
        }
      };

  @Test
  @SuppressWarnings("UnnecessaryStringBuilder") // print(CharSequence) of a StringBuilder is tested
  void everyPrintOverloadMatchesPrintWriter() {
    Object list = List.of(1, "a");
    StringBuilder sb = new StringBuilder("sb\u00e9");
    char[] chars = {'c', '\u20ac'};
    assertSameBytes(
        w ->
            w.print(-7)
                .print(Long.MIN_VALUE)
                .print(0.1)
                .print(1e10f)
                .print('x')
                .print(true)
                .print(false)
                .print("str")
                .print(sb)
                .print(chars)
                .print(list),
        w -> {
          w.print(-7);
          w.print(Long.MIN_VALUE);
          w.print(0.1);
          w.print(1e10f);
          w.print('x');
          w.print(true);
          w.print(false);
          w.print("str");
          w.print((Object) sb);
          w.print(chars);
          w.print(list);
        });
  }

  @Test
  @SuppressWarnings("UnnecessaryStringBuilder") // print(CharSequence) of a StringBuilder is tested
  void everyPrintlnOverloadMatchesPrintWriter() {
    Object list = List.of(1, "a");
    StringBuilder sb = new StringBuilder("sb");
    char[] chars = {'c', '\u20ac'};
    assertSameBytes(
        w ->
            w.println()
                .println(Integer.MIN_VALUE)
                .println(Long.MAX_VALUE)
                .println(-0.0)
                .println(Float.NaN)
                .println('\u00ff')
                .println(true)
                .println("str")
                .println(sb)
                .println(chars)
                .println(list),
        w -> {
          w.println();
          w.println(Integer.MIN_VALUE);
          w.println(Long.MAX_VALUE);
          w.println(-0.0);
          w.println(Float.NaN);
          w.println('\u00ff');
          w.println(true);
          w.println("str");
          w.println((Object) sb);
          w.println(chars);
          w.println(list);
        });
  }

  @Test
  void nullStringObjectAndCharSequencePrintNull() {
    assertSameBytes(
        w ->
            w.print((String) null)
                .print((Object) null)
                .print((CharSequence) null)
                .println((String) null)
                .println((Object) null)
                .println((CharSequence) null),
        w -> {
          w.print((String) null);
          w.print((Object) null);
          w.print((Object) null);
          w.println((String) null);
          w.println((Object) null);
          w.println((Object) null);
        });
  }

  @Test
  void nullCharArrayThrowsNullPointerExceptionLikePrintWriter() {
    PrintWriter pw = new PrintWriter(new java.io.StringWriter());
    assertThrows(NullPointerException.class, () -> pw.print((char[]) null));
    assertThrows(NullPointerException.class, () -> pw.println((char[]) null));
    FastWriter w = new FastWriter(new RecordingStream());
    assertThrows(NullPointerException.class, () -> w.print((char[]) null));
    assertThrows(NullPointerException.class, () -> w.println((char[]) null));
  }

  @Test
  void objectWhoseToStringIsNullThrowsOnPrintButPrintsNullOnPrintlnLikePrintWriter() {
    PrintWriter pw = new PrintWriter(new java.io.StringWriter());
    assertThrows(NullPointerException.class, () -> pw.print(WITH_NULL_TO_STRING));
    FastWriter w = new FastWriter(new RecordingStream());
    assertThrows(NullPointerException.class, () -> w.print(WITH_NULL_TO_STRING));
    assertSameBytes(w2 -> w2.println(WITH_NULL_TO_STRING), p -> p.println(WITH_NULL_TO_STRING));
  }

  @Test
  void customCharSequencePrintsItsChars() {
    CharSequence seq = java.nio.CharBuffer.wrap("buffer \ud83d\ude00 text");
    assertSameBytes(w -> w.print(seq).println(seq), p -> p.print(seq + "" + seq + "\n"));
  }

  @Test
  void intArrayPrintsElementsSeparatedByOneSpace() {
    int[] a = {0, -1, Integer.MIN_VALUE, Integer.MAX_VALUE, 42};
    assertEquals("0 -1 -2147483648 2147483647 42\n", new String(fast(w -> w.println(a)), UTF_8));
  }

  @Test
  void longArrayPrintsElementsSeparatedByOneSpace() {
    long[] a = {Long.MIN_VALUE, 7, Long.MAX_VALUE};
    assertEquals(
        "-9223372036854775808 7 9223372036854775807\n", new String(fast(w -> w.println(a)), UTF_8));
  }

  @Test
  void printOfAnArrayIsItsPrintlnWithoutTheNewline() {
    int[] ints = {5, -6};
    long[] longs = {Long.MIN_VALUE};
    assertEquals(
        "5 -6|-9223372036854775808||",
        new String(
            fast(
                w -> w.print(ints).print('|').print(longs).print('|').print(new int[0]).print('|')),
            UTF_8));
  }

  @Test
  void emptyArraysPrintAnEmptyLine() {
    assertEquals("\n\n", new String(fast(w -> w.println(new int[0]).println(new long[0])), UTF_8));
  }

  @Test
  void arraysLongerThanTheBufferMatchJoinedToString() {
    java.util.Random r = new java.util.Random(7);
    int[] ints = r.ints(5000).toArray();
    long[] longs = r.longs(5000).toArray();
    String expected =
        Arrays.stream(ints).mapToObj(Integer::toString).reduce((x, y) -> x + " " + y).get()
            + "\n"
            + Arrays.stream(longs).mapToObj(Long::toString).reduce((x, y) -> x + " " + y).get()
            + "\n";
    for (int size = FastWriter.MIN_BUFFER_SIZE; size < FastWriter.MIN_BUFFER_SIZE + 25; size++) {
      byte[] out = fast(size, w -> w.println(ints).println(longs));
      assertEquals(expected, new String(out, UTF_8), "buffer " + size);
    }
  }

  @Test
  @SuppressWarnings("UnnecessaryStringBuilder") // print(CharSequence) of a StringBuilder is tested
  void everyCallReturnsTheSameWriter() {
    FastWriter w = new FastWriter(new RecordingStream());
    assertSame(w, w.print(1));
    assertSame(w, w.print(1L));
    assertSame(w, w.print(1.0));
    assertSame(w, w.print(1f));
    assertSame(w, w.print(1.0, 2));
    assertSame(w, w.print('c'));
    assertSame(w, w.print(true));
    assertSame(w, w.print("s"));
    assertSame(w, w.print(new StringBuilder("s")));
    assertSame(w, w.print(new char[] {'c'}));
    assertSame(w, w.print(List.of()));
    assertSame(w, w.println());
    assertSame(w, w.println(1));
    assertSame(w, w.println(1L));
    assertSame(w, w.println(1.0));
    assertSame(w, w.println(1f));
    assertSame(w, w.println(1.0, 2));
    assertSame(w, w.println('c'));
    assertSame(w, w.println(true));
    assertSame(w, w.println("s"));
    assertSame(w, w.println(new StringBuilder("s")));
    assertSame(w, w.println(new char[] {'c'}));
    assertSame(w, w.println(List.of()));
    assertSame(w, w.println(new int[] {1}));
    assertSame(w, w.println(new long[] {1}));
    assertSame(w, w.printf("%d", 1));
  }

  @Test
  void nullStreamIsRejected() {
    assertThrows(NullPointerException.class, () -> new FastWriter(null));
  }

  @Test
  void tooSmallBufferSizeIsRaisedToTheMinimum() {
    String expected = Long.MIN_VALUE + "\n" + Double.MIN_VALUE + "\n";
    byte[] out = fast(1, w -> w.println(Long.MIN_VALUE).println(Double.MIN_VALUE));
    assertEquals(expected, new String(out, UTF_8));
  }

  // ------------------------------------------------------------ flushing

  @Test
  void nothingReachesTheStreamBeforeFlushWhileTheBufferHasRoom() {
    RecordingStream s = new RecordingStream();
    FastWriter w = new FastWriter(s);
    w.println(123).println("abc").printf("%d%n", 5);
    assertEquals(0, s.writeCalls);
    w.flush();
    assertEquals("123\nabc\n5" + System.lineSeparator(), s.text());
    assertEquals(1, s.flushes);
  }

  @Test
  void fullBufferIsWrittenWithoutFlushingTheStream() {
    RecordingStream s = new RecordingStream();
    FastWriter w = new FastWriter(s, false, 64);
    for (int i = 0; i < 100; i++) {
      w.println(i);
    }
    assertTrue(s.writeCalls > 0);
    assertEquals(0, s.flushes);
    w.flush();
    StringBuilder expected = new StringBuilder();
    for (int i = 0; i < 100; i++) {
      expected.append(i).append('\n');
    }
    assertEquals(expected.toString(), s.text());
  }

  @Test
  void theFirstWriteOutsGrowFromFourKibibytesToTheWholeBuffer() {
    List<Integer> sizes = new ArrayList<>();
    ByteArrayOutputStream all = new ByteArrayOutputStream();
    OutputStream s =
        new OutputStream() {
          @Override
          public void write(int b) {
            throw new AssertionError("single-byte write");
          }

          @Override
          public void write(byte[] b, int off, int len) {
            sizes.add(len);
            all.write(b, off, len);
          }
        };
    FastWriter w = new FastWriter(s);
    StringBuilder expected = new StringBuilder();
    for (int i = 0; i < 100_000; i++) {
      w.println(i * 7919);
      expected.append(i * 7919).append('\n');
    }
    w.flush();
    assertEquals(expected.toString(), new String(all.toByteArray(), UTF_8));
    // Each write-out is the buffer's room minus less than one line: 4 KiB, 8, 16, 32, then 64 KiB.
    int room = FastWriter.FIRST_ROOM;
    for (int i = 0; i < sizes.size() - 1; i++) {
      int size = sizes.get(i);
      assertTrue(size <= room && size > room - 12, "write-out " + i + ": " + size + " of " + room);
      room = Math.min(2 * room, FastWriter.DEFAULT_BUFFER_SIZE);
    }
    assertEquals(FastWriter.DEFAULT_BUFFER_SIZE, room);
  }

  @Test
  void aWriteLargerThanTheRoomSoFarGetsRoomAtOnce() {
    RecordingStream s = new RecordingStream();
    FastWriter w = new FastWriter(s);
    w.print("x");
    // printf-style fixed decimals need up to 5000 bytes here, more than the first 4 KiB of room.
    w.print(1e300, 4600);
    w.flush();
    assertEquals("x" + String.format(Locale.ROOT, "%.4600f", 1e300), s.text());
  }

  @Test
  @SuppressWarnings("UnnecessaryStringBuilder") // print(CharSequence) of a StringBuilder is tested
  void autoFlushFlushesAfterEveryPrintlnAndPrintfOnly() {
    RecordingStream s = new RecordingStream();
    FastWriter w = new FastWriter(s, true);
    w.print(1).print("a").print(2.5).print('c').print(true);
    assertEquals(0, s.flushes);
    assertEquals("", s.text());
    w.println();
    assertEquals(1, s.flushes);
    assertEquals("1a2.5ctrue\n", s.text());
    w.println(1).println(2L).println(3.0).println(4f).println(5.0, 1).println('x');
    w.println(true).println("s").println(new StringBuilder("b")).println(new char[] {'c'});
    w.println(List.of()).println(new int[] {1}).println(new long[] {2});
    assertEquals(14, s.flushes);
    w.printf("%s", "f");
    assertEquals(15, s.flushes);
    assertEquals("1a2.5ctrue\n1\n2\n3.0\n4.0\n5.0\nx\ntrue\ns\nb\nc\n[]\n1\n2\nf", s.text());
  }

  @Test
  void withoutAutoFlushPrintlnDoesNotFlush() {
    RecordingStream s = new RecordingStream();
    FastWriter w = new FastWriter(s);
    w.println(1).println("x").printf("y");
    assertEquals(0, s.flushes);
    assertEquals(0, s.writeCalls);
  }

  @Test
  void flushOfAnEmptyBufferStillFlushesTheStream() {
    RecordingStream s = new RecordingStream();
    new FastWriter(s).flush();
    assertEquals(0, s.writeCalls);
    assertEquals(1, s.flushes);
  }

  // ------------------------------------------------------------ closing

  @Test
  void closeFlushesThenClosesTheStreamOnce() {
    RecordingStream s = new RecordingStream();
    FastWriter w = new FastWriter(s);
    w.print("bye");
    w.close();
    assertEquals("bye", s.text());
    assertEquals(1, s.flushes);
    assertEquals(1, s.closes);
    w.close();
    assertEquals(1, s.closes);
  }

  @Test
  void printAfterCloseThrowsInsteadOfLosingTheText() {
    RecordingStream s = new RecordingStream();
    FastWriter w = new FastWriter(s);
    w.close();
    assertThrows(UncheckedIOException.class, () -> w.print(1));
    assertThrows(UncheckedIOException.class, () -> w.print(1L));
    assertThrows(UncheckedIOException.class, () -> w.print(1.0));
    assertThrows(UncheckedIOException.class, () -> w.print(1.0, 3));
    assertThrows(UncheckedIOException.class, () -> w.print('c'));
    assertThrows(UncheckedIOException.class, () -> w.print('\u00e9'));
    assertThrows(UncheckedIOException.class, () -> w.print("s"));
    assertThrows(UncheckedIOException.class, () -> w.print(true));
    assertThrows(UncheckedIOException.class, () -> w.println());
    assertThrows(UncheckedIOException.class, () -> w.println(new int[0]));
    assertEquals("", s.text());
  }

  @Test
  void printOfNothingAfterCloseFailsAsAnyWriteAndFlushAfterCloseDoesNothing() {
    RecordingStream s = new RecordingStream();
    FastWriter w = new FastWriter(s);
    w.close();
    assertThrows(UncheckedIOException.class, () -> w.print(""));
    assertThrows(UncheckedIOException.class, () -> w.print(new char[0]));
    w.flush();
    assertEquals(1, s.flushes);
  }

  // ------------------------------------------------------------ failures

  @Test
  void failingWriteSurfacesAsUncheckedIoExceptionOnFlush() {
    RecordingStream s = new RecordingStream();
    s.failWrites = 1;
    FastWriter w = new FastWriter(s);
    w.print("x");
    UncheckedIOException e = assertThrows(UncheckedIOException.class, w::flush);
    assertEquals("write refused", e.getCause().getMessage());
  }

  @Test
  void failingWriteSurfacesWhenTheBufferFills() {
    RecordingStream s = new RecordingStream();
    s.failWrites = 1;
    FastWriter w = new FastWriter(s, false, 64);
    assertThrows(
        UncheckedIOException.class,
        () -> {
          for (int i = 0; i < 100; i++) {
            w.print(i);
          }
        });
  }

  @Test
  void failingStreamFlushSurfacesAsUncheckedIoException() {
    RecordingStream s = new RecordingStream();
    s.failFlush = true;
    FastWriter w = new FastWriter(s);
    assertInstanceOf(
        IOException.class, assertThrows(UncheckedIOException.class, w::flush).getCause());
  }

  @Test
  void failingAutoFlushSurfacesFromPrintln() {
    RecordingStream s = new RecordingStream();
    s.failFlush = true;
    FastWriter w = new FastWriter(s, true);
    assertThrows(UncheckedIOException.class, () -> w.println(1));
  }

  @Test
  void bytesOfAFailedWriteAreWrittenByTheNextFlush() {
    RecordingStream s = new RecordingStream();
    s.failWrites = 1;
    FastWriter w = new FastWriter(s);
    w.print("kept");
    assertThrows(UncheckedIOException.class, w::flush);
    w.print("!").flush();
    assertEquals("kept!", s.text());
  }

  @Test
  void closeClosesTheStreamEvenWhenTheFinalWriteFails() {
    RecordingStream s = new RecordingStream();
    s.failWrites = 1;
    s.failClose = true;
    FastWriter w = new FastWriter(s);
    w.print("lost");
    UncheckedIOException e = assertThrows(UncheckedIOException.class, w::close);
    assertEquals("write refused", e.getCause().getMessage());
    assertEquals("close refused", e.getSuppressed()[0].getMessage());
    assertEquals(1, s.closes);
    w.close();
    assertEquals(1, s.closes);
  }

  @Test
  void failingCloseSurfacesAsUncheckedIoException() {
    RecordingStream s = new RecordingStream();
    s.failClose = true;
    FastWriter w = new FastWriter(s);
    w.print("x");
    UncheckedIOException e = assertThrows(UncheckedIOException.class, w::close);
    assertEquals("close refused", e.getCause().getMessage());
    assertEquals("x", s.text());
  }
}
