package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Nothing lost, nothing silent: a failing stream, and every write after close. */
class FastWriterClosedTest {

  @SuppressWarnings("UnnecessaryStringBuilder") // print(CharSequence) of a StringBuilder is tested
  static Stream<Arguments> everyWrite() {
    return Stream.<Object[]>of(
            new Object[] {"print(\"\")", (Consumer<FastWriter>) w -> w.print("")},
            new Object[] {"print(null String)", (Consumer<FastWriter>) w -> w.print((String) null)},
            new Object[] {"print(\"x\")", (Consumer<FastWriter>) w -> w.print("x")},
            new Object[] {
              "print(empty StringBuilder)", (Consumer<FastWriter>) w -> w.print(new StringBuilder())
            },
            new Object[] {"print(empty char[])", (Consumer<FastWriter>) w -> w.print(new char[0])},
            new Object[] {"print(empty int[])", (Consumer<FastWriter>) w -> w.print(new int[0])},
            new Object[] {"print(empty long[])", (Consumer<FastWriter>) w -> w.print(new long[0])},
            new Object[] {"print(Object \"\")", (Consumer<FastWriter>) w -> w.print((Object) "")},
            new Object[] {"printf(\"\")", (Consumer<FastWriter>) w -> w.printf("")},
            new Object[] {"print(1)", (Consumer<FastWriter>) w -> w.print(1)},
            new Object[] {"print(1L)", (Consumer<FastWriter>) w -> w.print(1L)},
            new Object[] {"print(1.5)", (Consumer<FastWriter>) w -> w.print(1.5)},
            new Object[] {"print(1.5f)", (Consumer<FastWriter>) w -> w.print(1.5f)},
            new Object[] {"print(1.5, 3)", (Consumer<FastWriter>) w -> w.print(1.5, 3)},
            new Object[] {"print(true)", (Consumer<FastWriter>) w -> w.print(true)},
            new Object[] {"print('x')", (Consumer<FastWriter>) w -> w.print('x')},
            new Object[] {"print(high surrogate)", (Consumer<FastWriter>) w -> w.print('\uD83D')},
            new Object[] {"println()", (Consumer<FastWriter>) FastWriter::println},
            new Object[] {"println(1)", (Consumer<FastWriter>) w -> w.println(1)},
            new Object[] {"println(\"\")", (Consumer<FastWriter>) w -> w.println("")},
            new Object[] {
              "println(empty int[])", (Consumer<FastWriter>) w -> w.println(new int[0])
            })
        .map(Arguments::of);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("everyWrite")
  void everyWriteAfterCloseFailsTheSameWay(String name, Consumer<FastWriter> write) {
    for (boolean autoFlush : new boolean[] {false, true}) {
      ByteArrayOutputStream bytes = new ByteArrayOutputStream();
      FastWriter w = new FastWriter(bytes, autoFlush);
      w.print("before");
      w.close();
      UncheckedIOException e = assertThrows(UncheckedIOException.class, () -> write.accept(w));
      assertEquals("java.io.IOException: FastWriter is closed", e.getMessage());
      w.close();
      w.flush();
      assertEquals("before", bytes.toString(StandardCharsets.UTF_8));
    }
  }

  /** Refuses the writes it is told to, as a full disk or a reader that went away does. */
  private static final class Refusing extends OutputStream {
    final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    int refuse;
    boolean closed;

    @Override
    public void write(int b) throws IOException {
      write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
      if (refuse > 0) {
        refuse--;
        throw new IOException("Broken pipe");
      }
      bytes.write(b, off, len);
    }

    @Override
    public void close() {
      closed = true;
    }
  }

  @Test
  void whatAFailedFlushHeldReachesTheStreamOnTheNextFlushOrClose() {
    Refusing sink = new Refusing();
    FastWriter w = new FastWriter(sink);
    w.println(1).print("two");
    sink.refuse = 2;
    assertEquals(
        "java.io.IOException: Broken pipe",
        assertThrows(UncheckedIOException.class, w::flush).getMessage());
    assertThrows(UncheckedIOException.class, w::flush);
    w.println(3);
    w.flush();
    assertEquals("1\ntwo3\n", sink.bytes.toString(StandardCharsets.UTF_8));
    w.print(4);
    sink.refuse = 1;
    assertThrows(UncheckedIOException.class, w::close, "close reports the failure");
    assertEquals(true, sink.closed, "and closes the stream all the same");
    assertThrows(UncheckedIOException.class, () -> w.print(5));
    w.close();
  }

  @Test
  void aBufferThatFillsWhileTheStreamRefusesKeepsEveryByte() {
    Refusing sink = new Refusing();
    FastWriter w = new FastWriter(sink, false, FastWriter.MIN_BUFFER_SIZE);
    int[] a = new int[200];
    Arrays.setAll(a, i -> i);
    StringBuilder expected = new StringBuilder();
    for (int i : a) {
      sink.refuse = i % 3 == 0 ? 1 : 0;
      try {
        w.println(i);
        expected.append(i).append('\n');
      } catch (UncheckedIOException e) {
        // The buffer was full and the stream refused: this number was not buffered.
        w.println(i);
        expected.append(i).append('\n');
      }
    }
    w.close();
    assertEquals(expected.toString(), sink.bytes.toString(StandardCharsets.UTF_8));
  }
}
