package io.github.fastio.contest.judge;

import java.io.BufferedInputStream;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Decides whether an output is right: {@code exact} (the same lines), {@code tokens} (the same
 * whitespace-separated tokens), {@code float:E} (tokens, numbers within E) or a command run as
 * testlib runs a checker.
 */
abstract class Checker {
  /** What a checker says: a verdict and, unless accepted, where and why. */
  static final class Result {
    final Verdict verdict;
    final String detail;

    Result(Verdict verdict, String detail) {
      this.verdict = verdict;
      this.detail = detail;
    }

    static final Result ACCEPTED = new Result(Verdict.AC, "");
  }

  /**
   * Checks {@code output} (the solution's) against {@code answer} for the test {@code input}.
   *
   * @throws IOException if a file cannot be read or the checker cannot be run
   */
  abstract Result check(Path input, Path output, Path answer) throws IOException;

  /** How {@code --checker} names this one, for the report's header. */
  abstract String describe();

  /** Whether {@code spec} names a checker of the judge's own, not a command. */
  static boolean isBuiltIn(String spec) {
    return spec.equals("exact") || spec.equals("tokens") || spec.startsWith("float:");
  }

  /**
   * The checker that {@code spec} names.
   *
   * @param spec {@code exact}, {@code tokens}, {@code float:E}, or a command
   * @param command the program to run when {@code spec} is none of the built-in ones
   * @throws IllegalArgumentException for a {@code float:} without a valid positive number
   */
  static Checker parse(String spec, List<String> command) {
    if (spec.equals("exact")) {
      return new Exact();
    }
    if (spec.equals("tokens")) {
      return new Tokens(null);
    }
    if (spec.startsWith("float:")) {
      BigDecimal e;
      try {
        e = new BigDecimal(spec.substring("float:".length()));
      } catch (NumberFormatException ex) {
        throw new IllegalArgumentException(
            "--checker " + spec + ": float:E wants a number, as in float:1e-6");
      }
      if (e.signum() < 0) {
        throw new IllegalArgumentException("--checker " + spec + ": the error must be >= 0");
      }
      return new Tokens(e);
    }
    return new CommandChecker(spec, command);
  }

  /**
   * The same lines, where a line's trailing spaces, tabs and carriage return do not count, nor do
   * empty lines at the end: what a judge's "exact" comparison forgives.
   */
  static final class Exact extends Checker {
    @Override
    Result check(Path input, Path output, Path answer) throws IOException {
      try (BufferedReader out = Files.newBufferedReader(output, StandardCharsets.UTF_8);
          BufferedReader ans = Files.newBufferedReader(answer, StandardCharsets.UTF_8)) {
        long line = 0;
        while (true) {
          String o = out.readLine();
          String a = ans.readLine();
          line++;
          if (o == null && a == null) {
            return Result.ACCEPTED;
          }
          o = o == null ? null : stripEnd(o);
          a = a == null ? null : stripEnd(a);
          // Empty lines at the end do not count: compare them only once text follows.
          if (o != null && o.isEmpty() && a == null && isRestEmpty(out)) {
            return Result.ACCEPTED;
          }
          if (a != null && a.isEmpty() && o == null && isRestEmpty(ans)) {
            return Result.ACCEPTED;
          }
          if (o == null) {
            return new Result(Verdict.WA, "line " + line + ": output ends, expected " + show(a));
          }
          if (a == null) {
            return new Result(
                Verdict.WA, "line " + line + ": expected the end of the output, found " + show(o));
          }
          if (!o.equals(a)) {
            return new Result(Verdict.WA, "line " + line + differingToken(o, a));
          }
        }
      }
    }

    @Override
    String describe() {
      return "exact";
    }

    private static boolean isRestEmpty(BufferedReader r) throws IOException {
      for (String s; (s = r.readLine()) != null; ) {
        if (!stripEnd(s).isEmpty()) {
          return false;
        }
      }
      return true;
    }

    /** ", token 2: expected "5", found "6"" for the first token that differs in the lines. */
    private static String differingToken(String o, String a) {
      String[] ot = o.trim().isEmpty() ? new String[0] : o.trim().split("\\s+");
      String[] at = a.trim().isEmpty() ? new String[0] : a.trim().split("\\s+");
      for (int i = 0; i < Math.max(ot.length, at.length); i++) {
        String x = i < ot.length ? ot[i] : null;
        String y = i < at.length ? at[i] : null;
        if (x == null || y == null || !x.equals(y)) {
          return ", token "
              + (i + 1)
              + ": expected "
              + (y == null ? "the end of the line" : show(y))
              + ", found "
              + (x == null ? "the end of the line" : show(x));
        }
      }
      // Same tokens, different spacing.
      return ": expected " + show(a) + ", found " + show(o) + " (spacing differs)";
    }

    private static String stripEnd(String s) {
      int end = s.length();
      while (end > 0 && (s.charAt(end - 1) == ' ' || s.charAt(end - 1) == '\t')) {
        end--;
      }
      return s.substring(0, end);
    }
  }

  /**
   * The same whitespace-separated tokens; with a tolerance {@code e}, two tokens that are both
   * decimal numbers also match when they differ by at most e, or by at most e times the expected
   * value. Numbers are compared as the exact decimals written, so the edge itself is accepted.
   */
  static final class Tokens extends Checker {
    private static final Pattern NUMBER =
        Pattern.compile("[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d{1,9})?");
    private final BigDecimal tolerance;

    Tokens(BigDecimal tolerance) {
      this.tolerance = tolerance;
    }

    @Override
    Result check(Path input, Path output, Path answer) throws IOException {
      try (TokenReader out = new TokenReader(Files.newInputStream(output));
          TokenReader ans = new TokenReader(Files.newInputStream(answer))) {
        for (long n = 1; ; n++) {
          byte[] a = ans.next();
          byte[] o = out.next();
          if (a == null && o == null) {
            return Result.ACCEPTED;
          }
          String where = "token " + n + " (line " + out.line + ")";
          if (o == null) {
            return new Result(Verdict.WA, where + ": output ends, expected " + show(text(a)));
          }
          if (a == null) {
            return new Result(
                Verdict.WA, where + ": expected the end of the output, found " + show(text(o)));
          }
          if (!Arrays.equals(a, o) && !withinTolerance(text(a), text(o))) {
            return new Result(
                Verdict.WA, where + ": expected " + show(text(a)) + ", found " + show(text(o)));
          }
        }
      }
    }

    private boolean withinTolerance(String expected, String found) {
      if (tolerance == null
          || !NUMBER.matcher(expected).matches()
          || !NUMBER.matcher(found).matches()) {
        return false;
      }
      BigDecimal a = new BigDecimal(expected);
      BigDecimal diff = a.subtract(new BigDecimal(found)).abs();
      return diff.compareTo(tolerance) <= 0 || diff.compareTo(tolerance.multiply(a.abs())) <= 0;
    }

    @Override
    String describe() {
      return tolerance == null
          ? "tokens"
          : "float:" + tolerance.toString() + " (absolute or relative error)";
    }

    private static String text(byte[] token) {
      return new String(token, StandardCharsets.UTF_8);
    }
  }

  /** Whitespace-separated tokens of a file, and the line the last one was on. */
  static final class TokenReader implements AutoCloseable {
    private final InputStream in;
    long line = 1;
    private int pushedBack = -2;

    TokenReader(InputStream in) {
      this.in = new BufferedInputStream(in, 1 << 16);
    }

    /** The next token, or null at the end. */
    byte[] next() throws IOException {
      int c = read();
      while (c >= 0 && c <= ' ') {
        if (c == '\n') {
          line++;
        }
        c = read();
      }
      if (c < 0) {
        return null;
      }
      byte[] token = new byte[16];
      int n = 0;
      while (c > ' ') {
        if (n == token.length) {
          token = Arrays.copyOf(token, n * 2);
        }
        token[n++] = (byte) c;
        c = read();
      }
      pushedBack = c;
      return Arrays.copyOf(token, n);
    }

    private int read() throws IOException {
      if (pushedBack != -2) {
        int c = pushedBack;
        pushedBack = -2;
        return c;
      }
      return in.read();
    }

    @Override
    public void close() throws IOException {
      in.close();
    }
  }

  /** A token or line as the report shows it: quoted, cut at 40 characters. */
  static String show(String s) {
    String cut = s.length() > 40 ? s.substring(0, 37) + "..." : s;
    return "\"" + cut + "\"";
  }
}
