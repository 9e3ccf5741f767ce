package io.github.fastio.contest.judge;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * A decimal number as a token writes it ({@code -12.5e-3}), held in bounded memory whatever the
 * token: its sign, its significant digits (up to {@link #MAX_DIGITS}) and the power of ten of its
 * last digit as a {@code long}, so that {@code 1e999999999} is three fields, not a number of a
 * billion digits.
 *
 * <p>Comparisons are exact. Sums are computed only over the terms whose digits lie within a bounded
 * window of each other; a term far below the others' last digit is replaced by a power of ten just
 * below it, with its sign, which decides exactly the same comparisons: the others' sum is a
 * multiple of their last digit's power, so it is either zero (and the small term's sign decides) or
 * larger than any small term. A token with more significant digits than kept is compared on its
 * first {@link #MAX_DIGITS} and one more that says whether any later digit is not zero.
 */
final class Decimal {
  /** Significant digits kept of a token. */
  static final int MAX_DIGITS = 1000;

  /** Terms whose digits are closer than this many places are summed exactly. */
  private static final long WINDOW = 64;

  private static final Decimal ZERO = new Decimal(BigInteger.ZERO, 0);

  /** The digits with their sign, without trailing zeros (zero for zero). */
  private final BigInteger unscaled;

  /** The value is {@code unscaled * 10^exponent}. */
  private final long exponent;

  /** The number of digits of {@code unscaled}. */
  private final int length;

  private Decimal(BigInteger unscaled, long exponent) {
    BigInteger u = unscaled;
    long e = exponent;
    if (u.signum() == 0) {
      e = 0;
    } else {
      BigInteger[] qr;
      while ((qr = u.divideAndRemainder(BigInteger.TEN))[1].signum() == 0) {
        u = qr[0];
        e++;
      }
    }
    this.unscaled = u;
    this.exponent = e;
    this.length = u.abs().toString().length();
  }

  /** The value of {@code d} (a tolerance from the command line). */
  static Decimal of(BigDecimal d) {
    return new Decimal(d.unscaledValue(), -(long) d.scale());
  }

  int signum() {
    return unscaled.signum();
  }

  /** The power of ten of the first digit: 2 for 123, -1 for 0.5. */
  private long top() {
    return exponent + length - 1;
  }

  private Decimal negate() {
    return new Decimal(unscaled.negate(), exponent);
  }

  private Decimal abs() {
    return new Decimal(unscaled.abs(), exponent);
  }

  private Decimal times(Decimal other) {
    return new Decimal(unscaled.multiply(other.unscaled), exponent + other.exponent);
  }

  /**
   * Whether {@code found} is within {@code tolerance} of {@code expected}: absolutely, or relative
   * to the expected value, {@code |expected - found| <= tolerance * max(1, |expected|)}.
   */
  static boolean within(Decimal expected, Decimal found, Decimal tolerance) {
    Decimal bound =
        expected.signum() == 0 || expected.top() < 0 ? tolerance : tolerance.times(expected.abs());
    // |e - f| <= b exactly when e - f - b <= 0 and f - e - b <= 0.
    return signOfSum(List.of(expected, found.negate(), bound.negate())) <= 0
        && signOfSum(List.of(found, expected.negate(), bound.negate())) <= 0;
  }

  /** The sign of the sum of {@code terms}, computed over a bounded window of digits. */
  static int signOfSum(List<Decimal> terms) {
    List<Decimal> nonZero = new ArrayList<>();
    for (Decimal t : terms) {
      if (t.signum() != 0) {
        nonZero.add(t);
      }
    }
    if (nonZero.isEmpty()) {
      return 0;
    }
    nonZero.sort(Comparator.comparingLong(Decimal::top).reversed());
    // The leading terms whose digits reach within the window of the lowest digit so far.
    int n = 1;
    long lowest = nonZero.get(0).exponent;
    while (n < nonZero.size() && nonZero.get(n).top() >= lowest - WINDOW) {
      lowest = Math.min(lowest, nonZero.get(n).exponent);
      n++;
    }
    BigInteger sum = BigInteger.ZERO;
    for (Decimal t : nonZero.subList(0, n)) {
      sum = sum.add(t.unscaled.multiply(BigInteger.TEN.pow((int) (t.exponent - lowest))));
    }
    return sum.signum() != 0 ? sum.signum() : signOfSum(nonZero.subList(n, nonZero.size()));
  }

  @Override
  public String toString() {
    return unscaled + "e" + exponent;
  }

  /**
   * Reads one token a byte at a time and says whether it is a decimal number, {@code
   * [+-]?(D+.?D*|.D+)([eE][+-]?D{1,9})?}, and which.
   */
  static final class Scanner implements ByteReader.Sink {
    private enum State {
      START,
      SIGN,
      INTEGER,
      POINT_FIRST,
      FRACTION,
      E,
      EXPONENT_SIGN,
      EXPONENT,
      NOT_A_NUMBER
    }

    private final char[] digits = new char[MAX_DIGITS + 1];
    private State state;
    private boolean negative;
    private int kept;
    private boolean droppedNonZero;

    /** Digits of the integer part from the first significant one, and leading zeros after '.'. */
    private long integerDigits;

    private long leadingFractionZeros;
    private boolean significant;
    private boolean exponentNegative;
    private int exponentDigits;
    private long exponentValue;

    Scanner() {
      reset();
    }

    /** Forgets the token read: the next one starts. */
    void reset() {
      state = State.START;
      negative = false;
      kept = 0;
      droppedNonZero = false;
      integerDigits = 0;
      leadingFractionZeros = 0;
      significant = false;
      exponentNegative = false;
      exponentDigits = 0;
      exponentValue = 0;
    }

    /** Takes the token's next byte. */
    @Override
    public void add(int c) {
      boolean digit = c >= '0' && c <= '9';
      switch (state) {
        case START, SIGN -> {
          if (digit) {
            digit(c, true);
            state = State.INTEGER;
          } else if (c == '.') {
            state = State.POINT_FIRST;
          } else if (state == State.START && (c == '+' || c == '-')) {
            negative = c == '-';
            state = State.SIGN;
          } else {
            state = State.NOT_A_NUMBER;
          }
        }
        case INTEGER -> {
          if (digit) {
            digit(c, true);
          } else if (c == '.') {
            state = State.FRACTION;
          } else {
            exponentOrNot(c);
          }
        }
        case POINT_FIRST, FRACTION -> {
          if (digit) {
            digit(c, false);
            state = State.FRACTION;
          } else if (state == State.FRACTION) {
            exponentOrNot(c);
          } else {
            state = State.NOT_A_NUMBER;
          }
        }
        case E, EXPONENT_SIGN -> {
          if (digit) {
            exponent(c);
          } else if (state == State.E && (c == '+' || c == '-')) {
            exponentNegative = c == '-';
            state = State.EXPONENT_SIGN;
          } else {
            state = State.NOT_A_NUMBER;
          }
        }
        case EXPONENT -> {
          if (digit) {
            exponent(c);
          } else {
            state = State.NOT_A_NUMBER;
          }
        }
        case NOT_A_NUMBER -> {}
      }
    }

    /**
     * Takes {@code b[from]} to {@code b[from + n - 1]}: digits past the kept ones only counted, so
     * that a number of gigabytes of digits is read at the speed of a scan.
     */
    @Override
    public void add(byte[] b, int from, int n) {
      int end = from + n;
      for (int i = from; i < end; i++) {
        if (kept == MAX_DIGITS && (state == State.INTEGER || state == State.FRACTION)) {
          int start = i;
          boolean nonZero = false;
          while (i < end && b[i] >= '0' && b[i] <= '9') {
            nonZero |= b[i] != '0';
            i++;
          }
          droppedNonZero |= nonZero;
          if (state == State.INTEGER) {
            integerDigits += i - start;
          }
          if (i == end) {
            return;
          }
        }
        add(b[i] & 0xFF);
      }
    }

    private void exponentOrNot(int c) {
      state = c == 'e' || c == 'E' ? State.E : State.NOT_A_NUMBER;
    }

    private void exponent(int c) {
      state = ++exponentDigits > 9 ? State.NOT_A_NUMBER : State.EXPONENT;
      exponentValue = exponentValue * 10 + (c - '0');
    }

    private void digit(int c, boolean integerPart) {
      if (c != '0') {
        significant = true;
      }
      if (!significant) {
        if (!integerPart) {
          leadingFractionZeros++;
        }
        return;
      }
      if (integerPart) {
        integerDigits++;
      }
      if (kept < MAX_DIGITS) {
        digits[kept++] = (char) c;
      } else if (c != '0') {
        droppedNonZero = true;
      }
    }

    /** The number read, or null if the token is not one. */
    Decimal result() {
      boolean complete =
          state == State.INTEGER || state == State.FRACTION || state == State.EXPONENT;
      if (!complete) {
        return null;
      }
      if (!significant) {
        return ZERO;
      }
      int n = kept;
      if (droppedNonZero) {
        digits[n++] = '1'; // any later digit that is not zero, as one digit past the kept ones
      }
      // The first digit's place is integerDigits - 1 (or -1 - leading zeros of the fraction).
      long first = integerDigits > 0 ? integerDigits - 1 : -1 - leadingFractionZeros;
      long e = (exponentNegative ? -exponentValue : exponentValue) + first - (n - 1);
      while (digits[n - 1] == '0') {
        n--;
        e++;
      }
      BigInteger u = new BigInteger(new String(digits, 0, n));
      return new Decimal(negative ? u.negate() : u, e);
    }
  }
}
