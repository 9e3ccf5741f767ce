package io.github.fastio;

import static io.github.fastio.DoubleParserTest.assertSameAsJdk;

import java.math.BigDecimal;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.StringLength;

/** Generated doubles and generated near-numeric text, each compared with the JDK. */
class DoubleParserPropertyTest {

  @Property
  void everyDoublePrintedByToStringParsesBack(@ForAll double d) {
    assertSameAsJdk(Double.toString(d));
  }

  @Property
  void everyDoublePrintedExactlyParsesBack(@ForAll double d) {
    if (Double.isFinite(d)) {
      assertSameAsJdk(new BigDecimal(d).toString());
    }
  }

  @Property
  void scientificFormsWithAnyPrecisionMatchJdk(
      @ForAll double d, @ForAll @IntRange(min = 0, max = 25) int digits) {
    if (Double.isFinite(d)) {
      assertSameAsJdk(String.format(java.util.Locale.ROOT, "%." + digits + "e", d));
    }
  }

  @Property
  void unsignedMantissaWithAnyExponentMatchesJdk(
      @ForAll long w, @ForAll @IntRange(min = -400, max = 400) int q) {
    assertSameAsJdk(Long.toUnsignedString(w) + "e" + q);
  }

  @Property
  void textFromTheNumberAlphabetIsAcceptedExactlyWhereJdkAcceptsIt(@ForAll("numberish") String s) {
    assertSameAsJdk(s);
  }

  @Property
  void arbitraryLatin1TextIsAcceptedExactlyWhereJdkAcceptsIt(
      @ForAll @StringLength(max = 8) String s) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < s.length(); i++) {
      sb.append((char) (s.charAt(i) & 0xff));
    }
    assertSameAsJdk(sb.toString());
  }

  @Provide
  Arbitrary<String> numberish() {
    return Arbitraries.strings().withChars("0123456789.eE+-fFdDxXpPaNI ").ofMaxLength(12);
  }
}
