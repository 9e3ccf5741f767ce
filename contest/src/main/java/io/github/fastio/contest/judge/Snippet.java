package io.github.fastio.contest.judge;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The start of a token or line as a report shows it: the first bytes kept, the rest only counted,
 * so that a checker's message costs the same memory whatever the output holds.
 */
final class Snippet implements ByteReader.Sink {
  /** Enough bytes for the 40 characters a report shows, at up to four bytes a character. */
  private static final int KEPT = 160;

  private final byte[] kept = new byte[KEPT];
  private long length;

  @Override
  public void add(int b) {
    if (length < KEPT) {
      kept[(int) length] = (byte) b;
    }
    length++;
  }

  @Override
  public void add(byte[] b, int from, int n) {
    if (length < KEPT) {
      int k = (int) Math.min(n, KEPT - length);
      System.arraycopy(b, from, kept, (int) length, k);
    }
    length += n;
  }

  /** Forgets what was added: the next line's start. */
  void clear() {
    length = 0;
  }

  /**
   * The text as a report shows it: quoted, cut at 40 characters; {@code stripBlanks} drops trailing
   * spaces and tabs (a line's, which the exact checker does not count).
   */
  String show(boolean stripBlanks) {
    int n = (int) Math.min(length, KEPT);
    if (stripBlanks && length <= KEPT) {
      while (n > 0 && (kept[n - 1] == ' ' || kept[n - 1] == '\t')) {
        n--;
      }
    }
    // Cut at KEPT bytes, the text still holds more than the 40 characters shown.
    return Checker.show(new String(Arrays.copyOf(kept, n), StandardCharsets.UTF_8));
  }
}
