package io.github.fastio;

/**
 * Sizes of the fixed-seed random sweeps. Each test states the size it runs in CI; {@code
 * -Dfastio.sweep=F} multiplies every one of them by F (default 1; a release check runs 100).
 */
final class Sweep {
  private Sweep() {}

  /** The multiplier, at least 1. */
  static final int FACTOR = factor();

  private static int factor() {
    int f = Integer.getInteger("fastio.sweep", 1);
    if (f < 1) {
      throw new IllegalArgumentException("fastio.sweep is a multiplier, at least 1: " + f);
    }
    return f;
  }

  /** A sweep of {@code ciSize} cases in CI, F times as many under {@code -Dfastio.sweep=F}. */
  static int of(int ciSize) {
    return Math.multiplyExact(ciSize, FACTOR);
  }
}
