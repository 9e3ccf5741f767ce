package io.github.fastio.bench;

/**
 * An order-sensitive hash of the numbers a reader returns: readers agree on it exactly when they
 * returned the same values in the same order (up to a negligible collision chance), so a reader
 * that loses a digit or a bit is caught.
 */
public final class Checksum {
  private static final long MULTIPLIER = 0x9E37_79B9_7F4A_7C15L;

  private long value;

  /** Adds one integer value. */
  public void add(long v) {
    value = (value + v) * MULTIPLIER;
    value ^= value >>> 29;
  }

  /** Adds one double by its exact bits: -0.0 and 0.0 differ, as do two doubles one ulp apart. */
  public void add(double v) {
    add(Double.doubleToRawLongBits(v));
  }

  /** The hash so far. */
  public long value() {
    return value;
  }

  /** The checksum of raw values as {@link NumType#generate} returns them (doubles as bits). */
  public static long of(long[] raw) {
    Checksum c = new Checksum();
    for (long v : raw) {
      c.add(v);
    }
    return c.value();
  }
}
