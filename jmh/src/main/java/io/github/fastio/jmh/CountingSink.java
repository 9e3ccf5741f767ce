package io.github.fastio.jmh;

import java.io.OutputStream;

/**
 * An OutputStream that keeps only a count and a running hash of the bytes: the formatting work
 * stays observable (the JIT cannot drop it) while the cost of storing the output is left out of the
 * comparison.
 */
final class CountingSink extends OutputStream {
  long count;
  long hash;

  @Override
  public void write(int b) {
    count++;
    hash = hash * 31 + b;
  }

  @Override
  public void write(byte[] b, int off, int len) {
    count += len;
    // Sampling the block's edges is enough to make its contents used without costing a pass over
    // it.
    if (len > 0) {
      hash = hash * 31 + b[off] + b[off + len - 1];
    }
  }
}
