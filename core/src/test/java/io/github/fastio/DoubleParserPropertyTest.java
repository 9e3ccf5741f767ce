package io.github.fastio;

import static io.github.fastio.DoubleParserTest.assertSameAsJdk;

import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Generated doubles and generated near-numeric text, each compared with the JDK. */
class DoubleParserPropertyTest {

  @Test
  void everyDoublePrintedByToStringParsesBack() {
    Tries.forAll(Tries.DOUBLE_EDGES, Tries::aDouble, d -> assertSameAsJdk(Double.toString(d)));
  }

  @Test
  void everyDoublePrintedExactlyParsesBack() {
    Tries.forAll(
        Tries.DOUBLE_EDGES, Tries::aDouble, d -> assertSameAsJdk(new BigDecimal(d).toString()));
  }

  /** A double and a count of digits after the point. */
  record Digits(double value, int digits) {
    String scientific() {
      return String.format(Locale.ROOT, "%." + digits + "e", value);
    }
  }

  @Test
  void scientificFormsWithAnyPrecisionMatchJdk() {
    Tries.forAll(
        Tries.pairs(Tries.DOUBLE_EDGES, Tries.edges(0, 25), Digits::new),
        r -> new Digits(Tries.aDouble(r), Tries.between(r, 0, 25)),
        d -> assertSameAsJdk(d.scientific()));
  }

  /** An unsigned mantissa and a decimal exponent. */
  record Scaled(long mantissa, int exponent) {
    String text() {
      return Long.toUnsignedString(mantissa) + "e" + exponent;
    }
  }

  @Test
  void unsignedMantissaWithAnyExponentMatchesJdk() {
    Tries.forAll(
        Tries.pairs(Tries.LONG_EDGES, Tries.edges(-400, 400), Scaled::new),
        r -> new Scaled(Tries.aLong(r), Tries.between(r, -400, 400)),
        s -> assertSameAsJdk(s.text()));
  }

  private static final String NUMBERISH = "0123456789.eE+-fFdDxXpPaNI ";

  @Test
  void textFromTheNumberAlphabetIsAcceptedExactlyWhereJdkAcceptsIt() {
    Tries.forAll(
        Tries.stringEdges(NUMBERISH, 0),
        r -> Tries.string(r, NUMBERISH, 0, 12),
        DoubleParserTest::assertSameAsJdk);
  }

  @Test
  void arbitraryLatin1TextIsAcceptedExactlyWhereJdkAcceptsIt() {
    Tries.forAll(
        List.of("", "\u0000", "\u00ff", " ", "1", "-"),
        DoubleParserPropertyTest::latin1,
        DoubleParserTest::assertSameAsJdk);
  }

  /** Up to 8 chars, each any of the 256 of ISO-8859-1. */
  private static String latin1(Random r) {
    int n = Tries.size(r, 0, 8);
    StringBuilder sb = new StringBuilder(n);
    for (int i = 0; i < n; i++) {
      sb.append((char) r.nextInt(256));
    }
    return sb.toString();
  }
}
