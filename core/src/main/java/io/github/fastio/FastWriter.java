package io.github.fastio;

import java.io.Closeable;
import java.io.Flushable;
import java.io.OutputStream;

/** Placeholder with the public API of issue 2; the real writer replaces it. */
public final class FastWriter implements Closeable, Flushable {
  public FastWriter(OutputStream out) {
    this(out, false);
  }

  public FastWriter(OutputStream out, boolean autoFlush) {
    throw new UnsupportedOperationException("not yet");
  }

  public static FastWriter stdout() {
    throw new UnsupportedOperationException("not yet");
  }

  public FastWriter print(int v) {
    throw new UnsupportedOperationException("not yet");
  }

  public FastWriter print(long v) {
    throw new UnsupportedOperationException("not yet");
  }

  public FastWriter print(double v) {
    throw new UnsupportedOperationException("not yet");
  }

  public FastWriter print(double v, int decimals) {
    throw new UnsupportedOperationException("not yet");
  }

  public FastWriter print(String s) {
    throw new UnsupportedOperationException("not yet");
  }

  public FastWriter print(char c) {
    throw new UnsupportedOperationException("not yet");
  }

  public FastWriter println() {
    throw new UnsupportedOperationException("not yet");
  }

  public FastWriter println(int v) {
    throw new UnsupportedOperationException("not yet");
  }

  public FastWriter println(long v) {
    throw new UnsupportedOperationException("not yet");
  }

  public FastWriter println(double v) {
    throw new UnsupportedOperationException("not yet");
  }

  public FastWriter println(double v, int decimals) {
    throw new UnsupportedOperationException("not yet");
  }

  public FastWriter println(String s) {
    throw new UnsupportedOperationException("not yet");
  }

  public FastWriter println(int[] a) {
    throw new UnsupportedOperationException("not yet");
  }

  public FastWriter println(long[] a) {
    throw new UnsupportedOperationException("not yet");
  }

  public FastWriter printf(String format, Object... args) {
    throw new UnsupportedOperationException("not yet");
  }

  @Override
  public void flush() {}

  @Override
  public void close() {}
}
