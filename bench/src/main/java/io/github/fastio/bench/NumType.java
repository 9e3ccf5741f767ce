package io.github.fastio.bench;

import java.util.Locale;
import java.util.SplittableRandom;

/**
 * The three workloads: what numbers are generated, and how the JDK (the oracle) writes one of them.
 *
 * <p>Ranges follow typical contest data: ints of up to ten digits with signs, longs over the whole
 * range (so that a reader storing numbers as doubles shows its loss), doubles of up to seven
 * integer digits printed with {@link #DECIMALS} decimals.
 */
public enum NumType {
  INT(0),
  LONG(1),
  DOUBLE(2);

  /**
   * Decimals of the double workload: the common "print with 1e-9 precision" of contest problems.
   */
  public static final int DECIMALS = 9;

  /** The fixed seed: every run, every method and the CLI's input generator see the same numbers. */
  public static final long SEED = 0x5EED_F0A5_710L;

  /**
   * What this workload adds to {@link #SEED} (its position in the declaration, written out, so that
   * a reordering of the constants changes no workload's numbers).
   */
  private final int seedOffset;

  NumType(int seedOffset) {
    this.seedOffset = seedOffset;
  }

  /** Parses {@code int}, {@code long} or {@code double} (any case). */
  public static NumType parse(String name) {
    for (NumType t : values()) {
      if (t.label().equalsIgnoreCase(name)) {
        return t;
      }
    }
    throw new IllegalArgumentException(
        "unknown type '" + name + "' (expected int, long or double)");
  }

  /** The lower-case name used on command lines and in reports. */
  public String label() {
    return name().toLowerCase(Locale.ROOT);
  }

  /**
   * The n numbers of this workload, in order, as raw values: ints and longs as longs, doubles as
   * their bits.
   */
  public long[] generate(int n) {
    SplittableRandom random = new SplittableRandom(SEED + seedOffset);
    long[] values = new long[n];
    for (int i = 0; i < n; i++) {
      values[i] = next(random);
    }
    return values;
  }

  private long next(SplittableRandom random) {
    return switch (this) {
      case INT -> random.nextInt(-1_000_000_000, 1_000_000_001);
      case LONG -> random.nextLong();
      case DOUBLE -> Double.doubleToRawLongBits(random.nextDouble(-1e6, 1e6));
    };
  }

  /**
   * Appends one number as the JDK writes it (no line break): the reference every writer must match.
   */
  public void appendReference(StringBuilder out, long raw) {
    if (this == DOUBLE) {
      out.append(String.format(Locale.ROOT, "%." + DECIMALS + "f", Double.longBitsToDouble(raw)));
    } else {
      out.append(raw);
    }
  }
}
