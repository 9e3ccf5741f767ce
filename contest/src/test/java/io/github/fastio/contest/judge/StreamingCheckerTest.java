package io.github.fastio.contest.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The built-in checkers read both outputs side by side a byte at a time: the same verdicts and
 * messages as the plain rules ({@link CheckerOracle}) on outputs small enough to hold, and numbers
 * of any exponent decided at once.
 */
class StreamingCheckerTest {
  /** A hang would fail the test instead of stalling the build; no timing is asserted. */
  private static final Duration HANG = Duration.ofSeconds(60);

  private static ByteReader bytes(String s) {
    return new ByteReader(new ByteArrayInputStream(s.getBytes(StandardCharsets.UTF_8)));
  }

  private static String exact(String out, String ans) throws Exception {
    return ExactChecker.compare(bytes(out), bytes(ans)).detail;
  }

  private static Checker.Result tokens(String spec, String out, String ans) throws Exception {
    return tokens(spec, bytes(out), bytes(ans));
  }

  private static Checker.Result tokens(String spec, ByteReader out, ByteReader ans)
      throws Exception {
    return ((TokenChecker) Checker.parse(spec, List.of())).compare(out, ans);
  }

  /** Random pairs of outputs, the second mostly a small change of the first, seed by seed. */
  @Test
  void exactAgreesWithTheLineOracle() throws Exception {
    String alphabet = "12a  \t\t\n\n\n\r\f";
    for (long seed = 0; seed < 20_000; seed++) {
      Random random = new Random(seed);
      StringBuilder a = new StringBuilder();
      for (int i = random.nextInt(14); i > 0; i--) {
        a.append(alphabet.charAt(random.nextInt(alphabet.length())));
      }
      StringBuilder o = new StringBuilder(a);
      for (int edits = random.nextInt(3); edits > 0; edits--) {
        int at = random.nextInt(o.length() + 1);
        char c = alphabet.charAt(random.nextInt(alphabet.length()));
        switch (random.nextInt(3)) {
          case 0 -> o.insert(at, c);
          case 1 -> {
            if (at < o.length()) {
              o.deleteCharAt(at);
            }
          }
          default -> {
            if (at < o.length()) {
              o.setCharAt(at, c);
            }
          }
        }
      }
      String out = o.toString();
      String ans = a.toString();
      assertEquals(
          CheckerOracle.exact(out, ans),
          exact(out, ans),
          "seed " + seed + ": output " + escape(out) + ", answer " + escape(ans));
    }
  }

  @Test
  void exactNamesTheTokenOrTheSpacingOfALongLine() throws Exception {
    String line = "7 ".repeat(5_000);
    assertEquals(
        "line 2, token 5001: expected \"8\", found the end of the line",
        exact("x\n" + line + "\n", "x\n" + line + "8\n"));
    assertEquals(
        "line 1: expected \"7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7 7...\", found \"7 7 7 7 7 7 7 7 7 7 7"
            + " 7 7 7 7 7 7 7 7...\" (spacing differs)",
        exact(line + " \f", line));
    assertEquals("", exact(line + " \t \t\r\n\n \n", line));
  }

  /** Numbers as the exact decimals written: the oracle computes with BigDecimal. */
  @Test
  void floatAgreesWithExactDecimalsOnOrdinaryNumbers() throws Exception {
    for (long seed = 0; seed < 5_000; seed++) {
      Random random = new Random(seed);
      BigDecimal eps = BigDecimal.valueOf(1 + random.nextInt(9), random.nextInt(12) - 2);
      BigDecimal expected = randomDecimal(random);
      BigDecimal bound = eps.multiply(expected.abs().max(BigDecimal.ONE));
      BigDecimal found =
          switch (random.nextInt(5)) {
            case 0 -> expected.add(bound);
            case 1 -> expected.subtract(bound);
            case 2 -> expected.add(bound).add(BigDecimal.ONE.movePointLeft(30));
            case 3 -> randomDecimal(random);
            default -> expected.subtract(bound.multiply(BigDecimal.valueOf(random.nextDouble())));
          };
      String a = written(random, expected);
      String f = written(random, found);
      boolean oracle = CheckerOracle.within(a, f, eps);
      assertEquals(
          oracle ? Verdict.AC : Verdict.WA,
          tokens("float:" + eps, f, a).verdict,
          "seed " + seed + ": " + f + " against " + a + " at " + eps);
    }
  }

  private static BigDecimal randomDecimal(Random random) {
    BigDecimal d =
        BigDecimal.valueOf(random.nextLong() >> random.nextInt(64), random.nextInt(40) - 20);
    return random.nextInt(10) == 0 ? BigDecimal.ZERO : d;
  }

  /** {@code d} in one of the ways a program writes a number: plain, scientific, padded. */
  private static String written(Random random, BigDecimal d) {
    return switch (random.nextInt(4)) {
      case 0 -> d.toPlainString();
      case 1 -> d.toString();
      case 2 -> d.setScale(Math.max(d.scale(), 0) + 3, RoundingMode.UNNECESSARY).toPlainString();
      default -> d.unscaledValue() + "e" + (-d.scale());
    };
  }

  @ParameterizedTest
  @CsvSource({
    "1e99999999, 1, WA",
    "1e999999999, 1, WA",
    "-1e999999999, 1, WA",
    "1e-999999999, 1, WA",
    "1e-999999999, 0, AC",
    "-1e-999999999, 0, AC",
    "10e999999998, 1e999999999, AC",
    "1.000001e999999999, 1e999999999, AC",
    "1.0000011e999999999, 1e999999999, WA",
    "0.999999e999999999, 1e999999999, AC",
    "1e999999999, -1e999999999, WA",
    "1e-999999999, 1e-999999998, AC",
    "1e999999999, 1e999999999, AC",
    "1e9999999999, 1e9999999999, AC",
    "1e9999999999, 1, WA",
    "0e999999999, 0, AC",
  })
  void exponentsOfAnySizeAreDecidedWithoutBuildingTheNumber(
      String found, String expected, String verdict) {
    assertTimeoutPreemptively(
        HANG, () -> assertEquals(verdict, tokens("float:1e-6", found, expected).verdict.name()));
  }

  @Test
  void aNumberOfMoreDigitsThanKeptStillDiffersByItsLastOnes() throws Exception {
    String one = "1." + "0".repeat(5_000);
    assertEquals(Verdict.AC, tokens("float:0", one, "1").verdict);
    assertEquals(Verdict.WA, tokens("float:0", one + "1", "1").verdict);
    assertEquals(Verdict.AC, tokens("float:1e-6", one + "1", "1").verdict);
    assertEquals(Verdict.AC, tokens("float:0", "1" + "0".repeat(5_000), "1e5000").verdict);
    assertEquals(Verdict.WA, tokens("float:0", "1" + "0".repeat(5_000), "1e4999").verdict);
  }

  @Test
  void tokensNameTheTokenAndTheOutputsLine() throws Exception {
    assertEquals(
        "token 3 (line 3): expected \"3\", found \"4\"",
        tokens("tokens", "1\n2\n4\n", "1 2 3").detail);
    assertEquals(
        "token 3 (line 1): output ends, expected \"3\"", tokens("tokens", "1 2", "1 2 3").detail);
    assertEquals(
        "token 2 (line 2): expected the end of the output, found \"2\"",
        tokens("tokens", "1\n2", "1").detail);
    String big = "9".repeat(100_000);
    String shown = "\"" + "9".repeat(37) + "...\"";
    assertEquals(
        "token 1 (line 1): expected " + shown + ", found " + shown,
        tokens("tokens", big + "8", big + "7").detail);
  }

  /** More bytes than a Java array holds: a checker that kept the line or token could not run. */
  static final long BEYOND_ANY_ARRAY = (1L << 31) + 100;

  /**
   * A stream of {@code length} bytes: {@code head}, then {@code fill} repeated, then {@code tail}
   * (the last bytes), made as they are read.
   */
  static ByteReader generated(String head, String fill, long length, String tail) {
    byte[] h = head.getBytes(StandardCharsets.US_ASCII);
    byte[] f = fill.getBytes(StandardCharsets.US_ASCII);
    byte[] t = tail.getBytes(StandardCharsets.US_ASCII);
    return new ByteReader(
        new InputStream() {
          private long at;

          @Override
          public int read() {
            byte[] one = new byte[1];
            return read(one, 0, 1) < 0 ? -1 : one[0] & 0xFF;
          }

          @Override
          public int read(byte[] b, int off, int len) {
            if (at == length) {
              return -1;
            }
            int n = (int) Math.min(len, length - at);
            if (f.length == 1) {
              Arrays.fill(b, off, off + n, f[0]);
            } else {
              for (int i = 0; i < n; i++) {
                b[off + i] = f[(int) ((at + i) % f.length)];
              }
            }
            for (long i = at; i < Math.min(at + n, h.length); i++) {
              b[off + (int) (i - at)] = h[(int) i];
            }
            long tailStart = length - t.length;
            for (long i = Math.max(at, tailStart); i < at + n; i++) {
              b[off + (int) (i - at)] = t[(int) (i - tailStart)];
            }
            at += n;
            return n;
          }
        });
  }

  @Test
  void exactComparesALineLongerThanAnyArray() throws Exception {
    assertTimeoutPreemptively(
        HANG,
        () -> {
          assertEquals(
              Verdict.AC,
              ExactChecker.compare(
                      generated("1 ", "7", BEYOND_ANY_ARRAY, " 2 \n"),
                      generated("1 ", "7", BEYOND_ANY_ARRAY, " 2\r\n"))
                  .verdict);
          assertEquals(
              "line 1, token 2: expected \"7777777777777777777777777777777777777...\", found"
                  + " \"7777777777777777777777777777777777777...\"",
              ExactChecker.compare(
                      generated("1 ", "7", BEYOND_ANY_ARRAY, "8 2"),
                      generated("1 ", "7", BEYOND_ANY_ARRAY, "9 2"))
                  .detail);
        });
  }

  /**
   * 16 MB of one-digit tokens on one line, through both checkers: each token costs its own bytes (a
   * scan of the whole buffer per token once made this minutes for 200 MB; no timing is asserted
   * beyond the hang guard).
   */
  @Test
  void aLineOfManyShortTokensCostsEachTokenItsBytes() throws Exception {
    long length = 16L << 20;
    assertTimeoutPreemptively(
        HANG,
        () -> {
          assertEquals(
              Verdict.AC,
              ExactChecker.compare(generated("", "1 ", length, ""), generated("", "1 ", length, ""))
                  .verdict);
          assertEquals(
              Verdict.AC,
              tokens("float:1e-6", generated("", "1 ", length, ""), generated("", "1 ", length, ""))
                  .verdict);
        });
  }

  @Test
  void floatComparesANumberLongerThanAnyArray() throws Exception {
    assertTimeoutPreemptively(
        HANG,
        () -> {
          assertEquals(
              Verdict.AC,
              tokens(
                      "float:1e-6",
                      generated("1.", "0", BEYOND_ANY_ARRAY, "1"),
                      generated("1.", "0", BEYOND_ANY_ARRAY, "2"))
                  .verdict);
          assertEquals(
              Verdict.WA,
              tokens(
                      "float:1e-6",
                      generated("1", "0", 10_000_000, ""),
                      generated("2", "0", 10_000_000, ""))
                  .verdict);
        });
  }

  private static String escape(String s) {
    return "\""
        + s.replace("\n", "\\n").replace("\r", "\\r").replace("\t", "\\t").replace("\f", "\\f")
        + "\"";
  }
}
