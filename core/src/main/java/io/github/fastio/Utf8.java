package io.github.fastio;

/**
 * The shape of UTF-8 multi-byte sequences (RFC 3629), for the readers' decoding of a character and
 * for the messages that show a token: which lead bytes start a sequence of which length, and which
 * second bytes may follow them. Continuation bytes after the second are {@code 0x80-0xBF}. For
 * example {@code length(0xE2)} is 3 and the euro sign is {@code E2 82 AC}.
 */
final class Utf8 {
  private Utf8() {}

  /** The length of the sequence that the lead byte {@code lead} (0-255) starts: 2 to 4, else 0. */
  static int length(int lead) {
    return lead >= 0xC2 && lead <= 0xDF
        ? 2
        : lead >= 0xE0 && lead <= 0xEF ? 3 : lead >= 0xF0 && lead <= 0xF4 ? 4 : 0;
  }

  /** The smallest second byte after {@code lead}: shorter forms are overlong. */
  static int lowestSecond(int lead) {
    return lead == 0xE0 ? 0xA0 : lead == 0xF0 ? 0x90 : 0x80;
  }

  /**
   * The largest second byte after {@code lead}: above is past U+10FFFF, or, without {@code
   * surrogates}, a surrogate's code (which the JDK's decoder takes in whole and replaces by one
   * U+FFFD).
   */
  static int highestSecond(int lead, boolean surrogates) {
    return lead == 0xF4 ? 0x8F : lead == 0xED && !surrogates ? 0x9F : 0xBF;
  }
}
