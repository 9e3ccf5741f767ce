package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The arithmetic under Schubfach, checked exactly with BigInteger over its whole range. */
class SchubfachTest {
  /*
   * doubleDigits takes exact integer arithmetic for exponents q in [-32, 0] (from 2^20 to 2^53);
   * the table path is the one proven for every double, so the two must agree on every significand
   * class there: random ones, the boundary 2^52 (whose interval is narrower below), both ends, and
   * the ones next to a power of ten. -Dfastio.sweep=100 for a release check.
   */
  @Test
  void exactSmallExponentDigitsEqualTheTableDigits() {
    SplittableRandom r = new SplittableRandom(2053);
    int perExponent = Sweep.of(20_000);
    for (int q = -33; q <= 1; q++) {
      for (int i = 0; i < perExponent; i++) {
        long c;
        if (i < 4) {
          c = new long[] {1L << 52, (1L << 53) - 1, (1L << 52) + 1, (1L << 53) - 2}[i];
        } else if (i < 40) { // the significands nearest to 10^j 2^-q, j chosen to fit 53 bits
          double near = Math.scalb(Math.pow(10, 15 + (i % 2)), -q);
          c = (long) Math.scalb(near, q - Math.getExponent(near) + 52) + (i / 2 % 18) - 9;
          c = Math.max(1L << 52, Math.min((1L << 53) - 1, c));
        } else {
          c = (1L << 52) | (r.nextLong() >>> 12);
        }
        boolean boundary = c == 1L << 52;
        int k = boundary ? Schubfach.flog10ThreeQuartersPow2(q) : Schubfach.flog10Pow2(q);
        long expected = Schubfach.tableDigits(c, q, k, boundary);
        assertEquals(expected, Schubfach.doubleDigits(c, q, k, boundary), c + " 2^" + q);
      }
    }
  }

  @Test
  void logarithmEstimatesAreExactFloors() {
    BigInteger ten = BigInteger.TEN;
    for (int q = -2000; q <= 2000; q++) {
      // floor(q log10 2) = k  <=>  10^k <= 2^q < 10^(k+1), compared as integers
      int k = Schubfach.flog10Pow2(q);
      assertTrue(le(ten, k, q, 1) && !le(ten, k + 1, q, 1), "flog10Pow2 " + q);
      // floor(log10(3/4 2^q)): 4 10^k <= 3 2^q < 4 10^(k+1)
      int k3 = Schubfach.flog10ThreeQuartersPow2(q);
      assertTrue(le(ten, k3, q, 3) && !le(ten, k3 + 1, q, 3), "flog10ThreeQuartersPow2 " + q);
      // floor(e log2 10) = r  <=>  2^r <= 10^e < 2^(r+1)
      int e = q;
      int r = Schubfach.flog2Pow10(e);
      assertTrue(pow2LePow10(r, e) && !pow2LePow10(r + 1, e), "flog2Pow10 " + e);
    }
  }

  /** 4 10^k <= m 2^q (m = 1 compares 10^k <= 2^q; the 4 then cancels on both sides). */
  private static boolean le(BigInteger ten, int k, int q, int m) {
    BigInteger lhs = BigInteger.valueOf(m == 1 ? 1 : 4);
    BigInteger rhs = BigInteger.valueOf(m);
    lhs = k >= 0 ? lhs.multiply(ten.pow(k)) : lhs;
    rhs = k < 0 ? rhs.multiply(ten.pow(-k)) : rhs;
    lhs = q < 0 ? lhs.shiftLeft(-q) : lhs;
    rhs = q >= 0 ? rhs.shiftLeft(q) : rhs;
    return lhs.compareTo(rhs) <= 0;
  }

  private static boolean pow2LePow10(int r, int e) {
    BigInteger lhs = r >= 0 ? BigInteger.ONE.shiftLeft(r) : BigInteger.ONE;
    BigInteger rhs = r < 0 ? BigInteger.ONE.shiftLeft(-r) : BigInteger.ONE;
    lhs = e < 0 ? lhs.multiply(BigInteger.TEN.pow(-e)) : lhs;
    rhs = e >= 0 ? rhs.multiply(BigInteger.TEN.pow(e)) : rhs;
    return lhs.compareTo(rhs) <= 0;
  }

  @Test
  void tableHoldsTenToTheEAsA126BitCeilingPlus() {
    for (int e = Schubfach.Table.E_MIN; e <= Schubfach.Table.E_MAX; e++) {
      int i = 2 * (e - Schubfach.Table.E_MIN);
      long hi = Schubfach.Table.G[i];
      long lo = Schubfach.Table.G[i + 1];
      assertTrue(hi > 0 && lo >= 0, "limbs of " + e);
      BigInteger g = BigInteger.valueOf(hi).shiftLeft(63).add(BigInteger.valueOf(lo));
      assertTrue(g.bitLength() == 126, "g for " + e + " has 126 bits");
      // g - 1 <= 10^e 2^s < g with s = 125 - floor(log2 10^e)
      int s = 125 - Schubfach.flog2Pow10(e);
      BigInteger p = BigInteger.TEN.pow(Math.abs(e));
      BigInteger exactNum = e >= 0 ? p : BigInteger.ONE;
      BigInteger exactDen = e >= 0 ? BigInteger.ONE : p;
      exactNum = s >= 0 ? exactNum.shiftLeft(s) : exactNum;
      exactDen = s < 0 ? exactDen.shiftLeft(-s) : exactDen;
      BigInteger gm1 = g.subtract(BigInteger.ONE).multiply(exactDen);
      assertTrue(gm1.compareTo(exactNum) <= 0, "g - 1 too large for " + e);
      assertTrue(g.multiply(exactDen).compareTo(exactNum) > 0, "g too small for " + e);
    }
  }

  @Test
  void scaledSignificandsFitTheProducts() {
    // the products need 0 <= cp < 2^63: double cp = (4c + 2) << h with 4c + 2 <= 2^55 + 2; float
    // cp = (4c + 2) << h with 4c + 2 <= 2^26 + 2
    for (int q = -1074; q <= 971; q++) {
      for (int k : new int[] {Schubfach.flog10Pow2(q), Schubfach.flog10ThreeQuartersPow2(q)}) {
        int h = q + Schubfach.flog2Pow10(-k) + 2;
        assertTrue(h >= 0 && h <= 7, "double h " + h + " at q " + q);
        assertTrue(-k >= Schubfach.Table.E_MIN && -k <= Schubfach.Table.E_MAX);
      }
    }
    for (int q = -149; q <= 104; q++) {
      for (int k : new int[] {Schubfach.flog10Pow2(q), Schubfach.flog10ThreeQuartersPow2(q)}) {
        int h = q + Schubfach.flog2Pow10(-k) + 33;
        assertTrue(h >= 0 && h <= 36, "float h " + h + " at q " + q);
      }
    }
  }
}
