package io.github.fastio;

import java.io.Closeable;
import java.io.InputStream;
import java.nio.file.Path;

/** Placeholder with the public API of issue 2; the real reader replaces it. */
public final class FastReader implements Closeable {
  public FastReader(InputStream in) {
    this(in, 1 << 16);
  }

  public FastReader(InputStream in, int bufferSize) {
    throw new UnsupportedOperationException("not yet");
  }

  public static FastReader of(String text) {
    throw new UnsupportedOperationException("not yet");
  }

  public static FastReader of(byte[] bytes) {
    throw new UnsupportedOperationException("not yet");
  }

  public static FastReader open(Path path) {
    throw new UnsupportedOperationException("not yet");
  }

  public int nextInt() {
    throw new UnsupportedOperationException("not yet");
  }

  public long nextLong() {
    throw new UnsupportedOperationException("not yet");
  }

  public double nextDouble() {
    throw new UnsupportedOperationException("not yet");
  }

  public String next() {
    throw new UnsupportedOperationException("not yet");
  }

  public char nextChar() {
    throw new UnsupportedOperationException("not yet");
  }

  public String nextLine() {
    throw new UnsupportedOperationException("not yet");
  }

  public boolean hasNext() {
    throw new UnsupportedOperationException("not yet");
  }

  public boolean hasNextLine() {
    throw new UnsupportedOperationException("not yet");
  }

  public int[] nextInts(int n) {
    throw new UnsupportedOperationException("not yet");
  }

  public long[] nextLongs(int n) {
    throw new UnsupportedOperationException("not yet");
  }

  public double[] nextDoubles(int n) {
    throw new UnsupportedOperationException("not yet");
  }

  public FastReader tie(FastWriter out) {
    throw new UnsupportedOperationException("not yet");
  }

  @Override
  public void close() {}
}
