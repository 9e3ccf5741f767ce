package io.github.fastio;

/** Integer tokens at the edges that the integer readers' checks must tell apart. */
final class IntegerTokens {
  private IntegerTokens() {}

  /**
   * The int and long limits and one past each, values that long arithmetic wraps into range, more
   * digits than any long has, leading zeros and signed zeros.
   */
  static final String[] EDGES = {
    "2147483647",
    "2147483648",
    "-2147483648",
    "-2147483649",
    "9223372036854775807",
    "9223372036854775808",
    "-9223372036854775808",
    "-9223372036854775809",
    "18446744073709551615",
    "99999999999999999999",
    // 2^64 + 5, -(2^64 + 5) and 2^65 + 1: long arithmetic wraps them to small values in range,
    // which only the length test tells from the real ones.
    "18446744073709551621",
    "-18446744073709551621",
    "36893488147419103233",
    "4294967301",
    "12345678901234567890123",
    "0000000000000000000000000000007",
    "-0",
    "+0",
    "00000000",
    "99999999"
  };
}
