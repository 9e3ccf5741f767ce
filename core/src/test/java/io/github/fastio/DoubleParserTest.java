package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Named edge cases, each compared with {@link Double#parseDouble} on the same text. */
class DoubleParserTest {

  /** The JDK's answer: the bits as hex, or "NFE" where it throws. */
  static String jdk(String s) {
    try {
      return Long.toHexString(Double.doubleToRawLongBits(Double.parseDouble(s)));
    } catch (NumberFormatException e) {
      return "NFE";
    }
  }

  /** fastio's answer on the token placed inside other bytes, so from/to must be honoured. */
  static String fastio(byte[] token) {
    byte[] b = new byte[token.length + 6];
    java.util.Arrays.fill(b, (byte) '7');
    System.arraycopy(token, 0, b, 3, token.length);
    try {
      return Long.toHexString(
          Double.doubleToRawLongBits(DoubleParser.parseDouble(b, 3, 3 + token.length)));
    } catch (NumberFormatException e) {
      return "NFE";
    }
  }

  /** Checks both entry points on {@code s}: the whole token and the reader's one-pass path. */
  static void assertSameAsJdk(String s) {
    assertEquals(jdk(s), fastio(s.getBytes(StandardCharsets.ISO_8859_1)), () -> "token: " + s);
    assertReaderAgrees(s);
  }

  /**
   * The reader parses a token in one pass while it finds its end: followed by a separator, by more
   * input or by nothing, the token up to the first byte {@code <= ' '} must read as the JDK reads
   * it, or be rejected where the JDK rejects it, leaving the next token where it was. Each token is
   * read twice: first in a new reader, whose first call fills the buffer and so parses on the slow
   * path, and after another token, where the data is in the buffer and nextDouble's fast path
   * (doubleAt, decimalEnd) takes it or hands it on.
   */
  static void assertReaderAgrees(String s) {
    int cut = 0;
    while (cut < s.length() && s.charAt(cut) > ' ') {
      cut++;
    }
    String token = s.substring(0, cut);
    if (token.isEmpty()) {
      return; // the reader would skip the separators and read what follows
    }
    String expected = jdk(token);
    for (String lead : new String[] {"", "7 "}) {
      for (String tail : new String[] {"", " ", "\n5", "  \t"}) {
        readerAgrees(lead, token, tail, expected);
      }
    }
  }

  private static void readerAgrees(String lead, String token, String tail, String expected) {
    FastReader r = FastReader.of((lead + token + tail).getBytes(StandardCharsets.ISO_8859_1));
    if (!lead.isEmpty()) {
      assertEquals(7, r.nextInt());
    }
    String got;
    try {
      got = Long.toHexString(Double.doubleToRawLongBits(r.nextDouble()));
    } catch (java.util.InputMismatchException e) {
      got = "NFE";
      byte[] t = token.getBytes(StandardCharsets.ISO_8859_1);
      assertEquals(
          new String(t, StandardCharsets.UTF_8), r.next(), "a rejected token stays unread");
    }
    assertEquals(
        expected, got, () -> "token " + token + " after '" + lead + "' before " + tail.trim());
    if (tail.startsWith("\n5")) {
      assertEquals(5, r.nextInt(), () -> "after " + token);
    }
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "0",
        "-0",
        "+0",
        "0.0",
        "-0.0",
        "00000.00000",
        "-0e99999999999",
        "0e-99999999999",
        "1",
        "-1",
        "+1",
        "1.",
        ".5",
        "-.5",
        "+.5e-3",
        "5.e3",
        "1e5",
        "1E5",
        "1e+5",
        "1e-5",
        "1d",
        "1D",
        "1f",
        "1F",
        "1.5e3d",
        "-2.5E-3f",
        ".5f",
        "1.f",
        "1e0d",
        "123456789",
        "-123.456789012",
        "6.02214076e23",
        "3.141592653589793",
        "0.1",
        "0.2",
        "0.3",
        "0.30000000000000004",
        "1e22",
        "1e23",
        "9e22",
        "8.98846567431158e307",
        "4.9e-324",
        "5e-324",
        "2e-324",
        "3e-324",
        "2.4703282292062327e-324",
        "2.4703282292062328e-324",
        "2.2250738585072014e-308",
        "2.2250738585072011e-308",
        "2.2250738585072012e-308",
        "2.225073858507201e-308",
        "1.7976931348623157e308",
        "1.7976931348623158e308",
        "1.7976931348623159e308",
        "1.797693134862315807937e308",
        "1.7976931348623158079e308",
        "1e308",
        "1e309",
        "1e400",
        "-1e400",
        "1e-400",
        "-1e-400",
        "1e99999999999",
        "-1e99999999999",
        "1e-99999999999",
        "9007199254740991",
        "9007199254740992",
        "9007199254740993",
        "9007199254740994",
        "9007199254740995",
        "9007199254740993.0",
        "90071992547409930e-1",
        "18014398509481985",
        "9223372036854775807",
        "9223372036854775808",
        "18446744073709551615",
        "18446744073709551616",
        "9999999999999999999",
        "10000000000000000000",
        "99999999999999999999",
        "0000000000000000000000001.5",
        "0.0000000000000000000001",
        "1.00000000000000000000000000000000001",
        "123456789012345678901234567890e-30",
        "7.2057594037927933e16",
        "1e-342",
        "1e-343",
        "1e-323",
        "9.8813129168249309e-324",
        "2.4703282292062327208828439643411068618252990130716238221279284125033775363510437593264991818081799618989828234772285886546332835517796989819938739800539093906315035659515570226392290858392449105184435931802849936536152500319370457678249219365623669863658480757001585769269903706311928279558551332927834338409351978015531246597263579574622766465272827220056374006485499977096599470454020828166226237857393450736339007967761930577506740176324673600968951340535537458516661134223766678604162159680461914467291840300530057530849048765391711386591646239524912623653881879636239373280423891018672348497668235089863388587925628302755995657524455507255189313690836254779186948667994968324049705821028513185451396213837722826145437693412532098591327667236328125e-324"
      })
  void edgeCasesMatchJdk(String s) {
    assertSameAsJdk(s);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "",
        "-",
        "+",
        ".",
        "-.",
        "e5",
        "E5",
        ".e5",
        "1e",
        "1e+",
        "1e-",
        "1E+-5",
        "1e--5",
        "1.2.3",
        "1..2",
        "1_0",
        "1,5",
        "0x",
        "0x1",
        "0x1p",
        "0xp1",
        "in",
        "inf",
        "Inf",
        "infinity",
        "Infinit",
        "Infinityx",
        "nan",
        "NaNx",
        "NaN0",
        "--1",
        "+-1",
        "-+1",
        "1e5.5",
        "1f5",
        "1ff",
        "1fd",
        "1df",
        "1 2",
        "1e5e5",
        "1.5 x",
        "1x",
        "x1",
        "1+",
        "1-",
        "1e5 f",
        "1.0L",
        "0b1",
        "1e 5",
        "d",
        ".d",
        "1.e",
        "1ee5",
        "\u00b2",
        "1\u00b2",
        "\u00bd",
        "1\u00a0",
        "\u00a01",
        "\u0660",
        "1e\u00b9"
      })
  void malformedTokensThrowLikeJdk(String s) {
    assertEquals("NFE", jdk(s), () -> "JDK accepts " + s);
    assertSameAsJdk(s);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "NaN",
        "-NaN",
        "+NaN",
        "Infinity",
        "-Infinity",
        "+Infinity",
        "Infinityd",
        "NaNf",
        "0x1p3",
        "0X1.8P-3d",
        "-0x1.fffffffffffffp1023",
        "0x1p-1074",
        "0x.8p1",
        "0x1.p1F",
        " 1.5",
        "1.5 ",
        "\t2\n",
        " ",
        "\u0000 1e5 \u0001",
        " NaN "
      })
  void rareFormsAndPaddingMatchJdk(String s) {
    assertSameAsJdk(s);
  }

  @Test
  void nonAsciiBytesThrow() {
    for (int c = 0x80; c <= 0xff; c++) {
      byte[] t = {'1', (byte) c};
      assertEquals("NFE", fastio(t), "byte " + c);
      byte[] u = {(byte) c, '1'};
      assertEquals("NFE", fastio(u), "byte " + c);
    }
  }

  @Test
  void everySingleByteAndPairMatchesJdk() {
    for (int c = 0; c < 256; c++) {
      assertSameAsJdk(String.valueOf((char) c));
      for (char c2 : "0159.eE+-dDfFxXpPNaI \u0000\u007f".toCharArray()) {
        assertSameAsJdk("" + (char) c + c2);
        assertSameAsJdk("" + c2 + (char) c);
      }
    }
  }

  @Test
  void everyPowerOfTenAndItsNeighboursMatchJdk() {
    for (int p = -350; p <= 350; p++) {
      assertSameAsJdk("1e" + p);
      assertSameAsJdk("-1E" + p);
      assertSameAsJdk("9.999999999999999999e" + p);
      assertSameAsJdk("1.000000000000000001e" + p);
      assertSameAsJdk("0.99999999999999999e" + p);
      double d = Double.parseDouble("1e" + p);
      for (double x : new double[] {Math.nextDown(d), Math.nextUp(d)}) {
        if (x > 0 && x < Double.POSITIVE_INFINITY) {
          assertSameAsJdk(Double.toString(x));
          assertSameAsJdk(new BigDecimal(x).round(new java.math.MathContext(25)).toString());
        }
      }
    }
  }

  @Test
  void hugeExponentDigitStringsSaturate() {
    assertSameAsJdk("1e" + "9".repeat(50));
    assertSameAsJdk("1e-" + "9".repeat(50));
    assertSameAsJdk("0.000001e" + "0".repeat(40) + "300");
    assertSameAsJdk("1000000e-" + "0".repeat(40) + "330");
    assertSameAsJdk("1e2147483647");
    assertSameAsJdk("1e2147483648");
    assertSameAsJdk("1e-2147483648");
    assertSameAsJdk("1e-2147483649");
    assertSameAsJdk("0." + "0".repeat(500) + "1e800");
    assertSameAsJdk("1" + "0".repeat(500) + "e-800");
  }

  @Test
  void longDigitStringsMatchJdk() {
    Random r = new Random(8);
    for (int k = 0; k < 300; k++) {
      StringBuilder sb = new StringBuilder();
      for (int j = 0; j < 800; j++) {
        sb.append((char) ('0' + r.nextInt(10)));
      }
      int dot = r.nextInt(802) - 1;
      if (dot >= 0) {
        sb.insert(dot, '.');
      }
      assertSameAsJdk(sb + "e" + (r.nextInt(1400) - 1100));
    }
    assertSameAsJdk("1" + "0".repeat(800));
    assertSameAsJdk("0." + "0".repeat(800) + "1");
    assertSameAsJdk("0." + "0".repeat(300) + "1" + "0".repeat(500));
    assertSameAsJdk("0".repeat(800) + "." + "0".repeat(800));
    assertSameAsJdk("0".repeat(800) + "1.5");
    assertSameAsJdk("9".repeat(800));
    assertSameAsJdk("9".repeat(800) + "e-800");
    assertSameAsJdk("9007199254740993" + "0".repeat(700));
    assertSameAsJdk("9007199254740993" + "0".repeat(700) + "1e-700");
    assertSameAsJdk("9007199254740992" + "9".repeat(700) + "e-700");
    assertSameAsJdk("1." + "0".repeat(30) + "1");
  }

  @Test
  void exactMidpointsOfExtremeValuesTieToEven() {
    double[] xs = {
      Double.MIN_VALUE,
      2 * Double.MIN_VALUE,
      3 * Double.MIN_VALUE,
      Double.MIN_NORMAL,
      Math.nextDown(Double.MIN_NORMAL),
      Math.nextDown(Double.MAX_VALUE),
      1.0,
      9007199254740992.0
    };
    for (double x : xs) {
      BigDecimal a = new BigDecimal(x);
      BigDecimal mid = a.add(new BigDecimal(Math.nextUp(x))).divide(BigDecimal.valueOf(2));
      BigDecimal one = BigDecimal.ONE.movePointLeft(mid.scale() + 5);
      assertSameAsJdk(mid.toString());
      assertSameAsJdk(mid.add(one).toString());
      assertSameAsJdk(mid.subtract(one).toString());
    }
    BigDecimal max = new BigDecimal(Double.MAX_VALUE);
    BigDecimal overMid =
        max.add(new BigDecimal(Math.ulp(Double.MAX_VALUE)).divide(BigDecimal.valueOf(2)));
    assertSameAsJdk(overMid.toString());
    assertSameAsJdk(overMid.subtract(BigDecimal.ONE).toString());
    assertSameAsJdk(overMid.toPlainString());
    assertSameAsJdk(new BigDecimal(Double.MIN_VALUE).divide(BigDecimal.valueOf(2)).toString());
  }

  @Test
  void tiesAndExactValuesWithOneToFourDecimalsAreDecidedWithoutJdk() {
    Random r = new Random(21);
    BigDecimal two = BigDecimal.valueOf(2);
    for (int k = 0; k < 4000; k++) {
      double d = Math.scalb(1 + r.nextDouble(), 50 + r.nextInt(8)); // 17-18 digit integers
      d = k % 2 == 0 ? Math.rint(d) : d;
      BigDecimal exact = new BigDecimal(d);
      BigDecimal mid = exact.add(new BigDecimal(Math.nextUp(d))).divide(two);
      for (BigDecimal x : new BigDecimal[] {exact, mid}) {
        BigDecimal t = x.setScale(Math.max(1, x.scale()) + r.nextInt(2));
        if (t.precision() > 19 || t.scale() > 4) {
          continue;
        }
        String s = t.toPlainString();
        assertSameAsJdk(s);
        double v = DoubleParser.eiselLemire(t.unscaledValue().longValue(), -t.scale());
        assertEquals(jdk(s), Long.toHexString(Double.doubleToRawLongBits(v)), s);
      }
    }
  }

  @Test
  void exactMidpointsAboveTwoToThe53TieToEvenInEiselLemire() {
    // Midpoints of doubles from 2^53 on are integers: with trailing zeros stripped, many have at
    // most 19 digits, and Eisel-Lemire decides them from an exact product (q in 0..27).
    Random r = new Random(53);
    BigDecimal two = BigDecimal.valueOf(2);
    int[] byParity = new int[2];
    for (int k = 0; k < 20_000; k++) {
      double d = Math.scalb(1 + r.nextDouble(), 53 + r.nextInt(11));
      BigDecimal mid =
          new BigDecimal(d).add(new BigDecimal(Math.nextUp(d))).divide(two).stripTrailingZeros();
      if (mid.precision() > 19 || mid.unscaledValue().bitLength() > 63) {
        continue;
      }
      long w = mid.unscaledValue().longValue();
      int q = -mid.scale();
      for (long near = w - 1; near <= w + 1; near++) {
        String s = near + "e" + q;
        double v = DoubleParser.eiselLemire(near, q);
        assertEquals(jdk(s), Long.toHexString(Double.doubleToRawLongBits(v)), s);
      }
      byParity[(int) (Double.doubleToRawLongBits(d) & 1)]++;
    }
    // Both kinds of tie: the lower neighbour even (rounds down) and odd (rounds up).
    assertTrue(byParity[0] > 100 && byParity[1] > 100, Arrays.toString(byParity));
  }

  @Test
  void powersOfFiveTableMatchesBigInteger() {
    long[] t = DoubleParser.Pow5.TABLE;
    for (int q = -342; q <= 308; q++) {
      BigInteger v;
      if (q >= 0) {
        v = BigInteger.valueOf(5).pow(q);
        v = v.shiftRight(v.bitLength() - 128);
      } else {
        BigInteger p = BigInteger.valueOf(5).pow(-q);
        v = BigInteger.ONE.shiftLeft(p.bitLength() + 127).divide(p);
      }
      assertEquals(128, v.bitLength(), "q=" + q);
      assertEquals(v.shiftRight(64).longValue(), t[2 * (q + 342)], "high word, q=" + q);
      assertEquals(v.longValue(), t[2 * (q + 342) + 1], "low word, q=" + q);
    }
  }

  @Test
  void binaryExponentFormulaIsFloorOfQLog2Ten() {
    for (int q = -342; q <= 308; q++) {
      BigInteger p = BigInteger.TEN.pow(Math.abs(q));
      int expected = q >= 0 ? p.bitLength() - 1 : -p.bitLength();
      assertEquals(expected, (217706 * q) >> 16, "q=" + q);
    }
  }

  @Test
  void eiselLemireIsRightOrUndecidedAndRarelyUndecided() {
    Random r = new Random(5);
    int undecided = 0;
    int n = 20_000;
    for (int k = 0; k < n; k++) {
      long w = r.nextLong() >>> r.nextInt(64);
      if (w == 0) {
        continue;
      }
      int q = r.nextInt(651) - 342;
      double v = DoubleParser.eiselLemire(w, q);
      if (Double.isNaN(v)) {
        undecided++;
        continue;
      }
      String s = Long.toUnsignedString(w) + "e" + q;
      assertEquals(jdk(s), Long.toHexString(Double.doubleToRawLongBits(v)), s);
    }
    assertTrue(undecided < n / 1000, "undecided: " + undecided);
  }

  @Test
  void bytesOutsideTheTokenAreNeverRead() {
    String[] tokens = {
      "",
      "-",
      "1",
      "-1",
      "1.5",
      "1e",
      "1e-",
      "1e5",
      "1e-5",
      "1d",
      "1.5e3f",
      "12345678901234567890",
      "1234567890123456789012345"
    };
    String[] after = {"", ".5", "e5", "-", "+", "5", "d", "f"};
    for (String t : tokens) {
      for (String a : after) {
        byte[] b = (t + a).getBytes(StandardCharsets.ISO_8859_1);
        String got;
        try {
          got =
              Long.toHexString(
                  Double.doubleToRawLongBits(DoubleParser.parseDouble(b, 0, t.length())));
        } catch (NumberFormatException e) {
          got = "NFE";
        }
        assertEquals(jdk(t), got, () -> "token " + t + " before " + a);
      }
    }
  }

  @Test
  void tokensOverTenMillionBytesMatchJdk() {
    String s = "1" + "0".repeat(10_000_000) + "e-10000000";
    assertEquals(jdk(s), fastio(s.getBytes(StandardCharsets.ISO_8859_1)), "1, 10^7 zeros, e-10^7");
  }

  @Test
  void tokenRangeBeyondTheArrayThrows() {
    byte[] b = "12".getBytes(StandardCharsets.ISO_8859_1);
    assertThrows(IndexOutOfBoundsException.class, () -> DoubleParser.parseDouble(b, 0, 3));
  }
}
