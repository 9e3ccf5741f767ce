package io.github.fastio.contest.judge;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Path;

/**
 * The same whitespace-separated tokens; with a tolerance {@code e}, two tokens that are both
 * decimal numbers also match when they differ by at most e, or by at most e times the expected
 * value. Numbers are compared as the exact decimals written, so the edge itself is accepted.
 *
 * <p>Both files are read side by side a byte at a time: a token costs the time to read it and no
 * memory but its first bytes, kept for the report, and a number's summary ({@link Decimal}), whose
 * exponent is a field, never a power computed.
 */
final class TokenChecker extends Checker {
  private final BigDecimal tolerance;

  /** With {@code tolerance} null, tokens must be the same bytes. */
  TokenChecker(BigDecimal tolerance) {
    this.tolerance = tolerance;
  }

  @Override
  Result check(Path input, Path output, Path answer) throws IOException {
    return ByteReader.compare(output, answer, this::compare);
  }

  @Override
  String describe() {
    return tolerance == null
        ? "tokens"
        : "float:" + tolerance.toString() + " (absolute or relative error)";
  }

  /** Compares the output {@code out} with the answer {@code ans}, both from their start. */
  Result compare(ByteReader out, ByteReader ans) throws IOException {
    Decimal within = tolerance == null ? null : Decimal.of(tolerance);
    Decimal.Scanner outNumber = new Decimal.Scanner();
    Decimal.Scanner ansNumber = new Decimal.Scanner();
    Snippet outToken = new Snippet();
    Snippet ansToken = new Snippet();
    // The numbers are read only where they may decide.
    ByteReader.Sink outSink = within == null ? outToken : ByteReader.Sink.both(outToken, outNumber);
    ByteReader.Sink ansSink = within == null ? ansToken : ByteReader.Sink.both(ansToken, ansNumber);
    long line = 1;
    for (long n = 1; ; n++) {
      line += skipSeparators(out);
      skipSeparators(ans);
      boolean outHas = out.peek() >= 0;
      boolean ansHas = ans.peek() >= 0;
      if (!outHas && !ansHas) {
        return Result.ACCEPTED;
      }
      outToken.clear();
      ansToken.clear();
      outNumber.reset();
      ansNumber.reset();
      boolean same = !ByteReader.readTokens(out, ans, outSink, ansSink);
      String where = "token " + n + " (line " + line + ")";
      if (!outHas) {
        return wrong(where + ": output ends, expected " + ansToken.show(false));
      }
      if (!ansHas) {
        return wrong(where + ": expected the end of the output, found " + outToken.show(false));
      }
      if (!same && !isWithin(ansNumber.result(), outNumber.result(), within)) {
        return wrong(
            where + ": expected " + ansToken.show(false) + ", found " + outToken.show(false));
      }
    }
  }

  private static boolean isWithin(Decimal expected, Decimal found, Decimal tolerance) {
    return tolerance != null
        && expected != null
        && found != null
        && Decimal.within(expected, found, tolerance);
  }

  /** Skips bytes up to the space; returns how many line feeds were among them. */
  private static long skipSeparators(ByteReader r) throws IOException {
    long lines = 0;
    for (int c = r.peek(); c >= 0 && c <= ' '; c = r.peek()) {
      if (r.read() == '\n') {
        lines++;
      }
    }
    return lines;
  }

  private static Result wrong(String detail) {
    return new Result(Verdict.WA, detail);
  }
}
