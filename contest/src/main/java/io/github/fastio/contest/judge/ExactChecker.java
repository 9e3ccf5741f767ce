package io.github.fastio.contest.judge;

import java.io.IOException;
import java.nio.file.Path;

/**
 * The same lines, where a line's trailing spaces and tabs do not count, nor do empty lines at the
 * end: what a judge's "exact" comparison forgives. A line ends at {@code \n}, {@code \r\n} or
 * {@code \r}.
 *
 * <p>Both files are read side by side, a byte at a time, and nothing is kept but the first bytes of
 * the current line and token for the report ({@link Snippet}): a line of gigabytes costs the time
 * to read it and no memory. Trailing blanks are forgiven without being held: a run of separators is
 * compared as it is read, and only whether it differed, and where its last byte other than a space
 * or a tab was, is remembered until what follows it decides whether it counts.
 */
final class ExactChecker extends Checker {
  @Override
  Result check(Path input, Path output, Path answer) throws IOException {
    return ByteReader.compare(output, answer, ExactChecker::compare);
  }

  @Override
  String describe() {
    return "exact";
  }

  /** Compares the output {@code out} with the answer {@code ans}, both from their start. */
  static Result compare(ByteReader out, ByteReader ans) throws IOException {
    Snippet outLine = new Snippet();
    Snippet ansLine = new Snippet();
    for (long line = 1; ; line++) {
      boolean outEnds = out.peek() < 0;
      boolean ansEnds = ans.peek() < 0;
      if (outEnds && ansEnds) {
        return Result.ACCEPTED;
      }
      // Empty lines at the end do not count: one side's rest is compared only once text follows.
      if (outEnds) {
        return restIsBlank(ans, ansLine)
            ? Result.ACCEPTED
            : wrong("line " + line + ": output ends, expected " + ansLine.show(true));
      }
      if (ansEnds) {
        return restIsBlank(out, outLine)
            ? Result.ACCEPTED
            : wrong(
                "line " + line + ": expected the end of the output, found " + outLine.show(true));
      }
      String difference = compareLine(out, ans, outLine, ansLine);
      if (difference != null) {
        return wrong("line " + line + difference);
      }
      skipLineEnd(out);
      skipLineEnd(ans);
    }
  }

  /**
   * Compares one line of each, from their starts to their ends (left unread).
   *
   * @return null if they are the same, else how they differ: the first token, or the spacing
   */
  private static String compareLine(
      ByteReader out, ByteReader ans, Snippet outLine, Snippet ansLine) throws IOException {
    outLine.clear();
    ansLine.clear();
    Snippet outToken = new Snippet();
    Snippet ansToken = new Snippet();
    boolean spacingDiffers = false;
    for (long token = 1; ; token++) {
      Separators run = Separators.compare(out, ans, outLine, ansLine);
      boolean outEol = isLineEnd(out.peek());
      boolean ansEol = isLineEnd(ans.peek());
      if (outEol && ansEol) {
        return spacingDiffers || !run.sameAtLineEnd()
            ? ": expected "
                + ansLine.show(true)
                + ", found "
                + outLine.show(true)
                + " (spacing differs)"
            : null;
      }
      spacingDiffers |= !run.same();
      outToken.clear();
      ansToken.clear();
      boolean tokenDiffers =
          ByteReader.readTokens(
              out,
              ans,
              ByteReader.Sink.both(outToken, outLine),
              ByteReader.Sink.both(ansToken, ansLine));
      if (tokenDiffers) {
        return ", token "
            + token
            + ": expected "
            + (ansEol ? "the end of the line" : ansToken.show(false))
            + ", found "
            + (outEol ? "the end of the line" : outToken.show(false));
      }
    }
  }

  /**
   * Whether the rest of {@code r}, from a line's start, is only spaces, tabs and line ends; its
   * first line goes into {@code first} for the report.
   */
  private static boolean restIsBlank(ByteReader r, Snippet first) throws IOException {
    first.clear();
    boolean inFirst = true;
    boolean blank = true;
    for (int c; (c = r.read()) >= 0; ) {
      if (c == '\n' || c == '\r') {
        if (!blank) {
          return false;
        }
        inFirst = false;
      } else {
        if (inFirst) {
          first.add(c);
        }
        blank &= c == ' ' || c == '\t';
        if (!blank && !inFirst) {
          return false;
        }
      }
    }
    return blank;
  }

  /**
   * Two runs of separators (bytes up to the space, line ends aside), one of each side, compared as
   * they are read.
   */
  private static final class Separators {
    private long outLength;
    private long ansLength;

    /** Lengths without the trailing spaces and tabs: what counts of a run that ends the line. */
    private long outHard;

    private long ansHard;

    /** The index of the first byte where the runs differ, or -1. */
    private long firstDifference = -1;

    static Separators compare(ByteReader out, ByteReader ans, Snippet outLine, Snippet ansLine)
        throws IOException {
      Separators s = new Separators();
      for (long i = 0; ; i++) {
        int x = isSeparator(out.peek()) ? out.read() : -1;
        int y = isSeparator(ans.peek()) ? ans.read() : -1;
        if (x < 0 && y < 0) {
          return s;
        }
        if (x >= 0) {
          outLine.add(x);
          s.outLength++;
          s.outHard = x == ' ' || x == '\t' ? s.outHard : s.outLength;
        }
        if (y >= 0) {
          ansLine.add(y);
          s.ansLength++;
          s.ansHard = y == ' ' || y == '\t' ? s.ansHard : s.ansLength;
        }
        if (x != y && s.firstDifference < 0) {
          s.firstDifference = i;
        }
      }
    }

    /** Whether the runs are the same where text follows them. */
    boolean same() {
      return outLength == ansLength && firstDifference < 0;
    }

    /** Whether the runs are the same where the line ends after them. */
    boolean sameAtLineEnd() {
      return outHard == ansHard && (firstDifference < 0 || firstDifference >= outHard);
    }
  }

  private static boolean isLineEnd(int c) {
    return c < 0 || c == '\n' || c == '\r';
  }

  private static boolean isSeparator(int c) {
    return c >= 0 && c <= ' ' && c != '\n' && c != '\r';
  }

  /** Takes a line's end: {@code \n}, {@code \r\n} or {@code \r} (nothing at the end). */
  private static void skipLineEnd(ByteReader r) throws IOException {
    if (r.read() == '\r' && r.peek() == '\n') {
      r.read();
    }
  }

  private static Result wrong(String detail) {
    return new Result(Verdict.WA, detail);
  }
}
