package io.github.fastio;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.function.Consumer;

/** Oracles and instrumented streams shared by the FastWriter tests. */
final class WriterTestSupport {
  private WriterTestSupport() {}

  /**
   * The JDK reference: a PrintWriter over a UTF-8 OutputStreamWriter whose line separator is {@code
   * \n} on every platform. Every {@code println(x)} of PrintWriter calls {@code println()}, so
   * overriding that one method changes the separator and nothing else.
   */
  static final class Oracle extends PrintWriter {
    Oracle(OutputStream out) {
      super(new OutputStreamWriter(out, StandardCharsets.UTF_8));
    }

    @Override
    public void println() {
      write('\n');
    }
  }

  /** The bytes a FastWriter with this buffer size produces for {@code calls}, after close. */
  static byte[] fast(int bufferSize, Consumer<FastWriter> calls) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    FastWriter w = new FastWriter(bytes, false, bufferSize);
    calls.accept(w);
    w.close();
    return bytes.toByteArray();
  }

  static byte[] fast(Consumer<FastWriter> calls) {
    return fast(FastWriter.DEFAULT_BUFFER_SIZE, calls);
  }

  /** The bytes the PrintWriter oracle produces for {@code calls}, after close. */
  static byte[] oracle(Consumer<PrintWriter> calls) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    PrintWriter w = new Oracle(bytes);
    calls.accept(w);
    w.close();
    if (w.checkError()) {
      throw new AssertionError("the oracle itself failed");
    }
    return bytes.toByteArray();
  }

  static String show(byte[] bytes) {
    StringBuilder sb = new StringBuilder();
    for (byte b : bytes) {
      int u = b & 0xFF;
      if (u >= 0x20 && u < 0x7F) {
        sb.append((char) u);
      } else {
        sb.append(String.format("\\x%02x", u));
      }
    }
    return sb.toString();
  }

  /** Counts what reaches it; can be told to fail its next writes, flushes or close. */
  static final class RecordingStream extends OutputStream {
    final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    int writeCalls;
    int flushes;
    int closes;
    int failWrites;
    boolean failFlush;
    boolean failClose;

    @Override
    public void write(int b) throws IOException {
      write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
      if (failWrites > 0) {
        failWrites--;
        throw new IOException("write refused");
      }
      writeCalls++;
      bytes.write(b, off, len);
    }

    @Override
    public void flush() throws IOException {
      if (failFlush) {
        throw new IOException("flush refused");
      }
      flushes++;
    }

    @Override
    public void close() throws IOException {
      closes++;
      if (failClose) {
        throw new IOException("close refused");
      }
    }

    String text() {
      return bytes.toString(StandardCharsets.UTF_8);
    }
  }
}
