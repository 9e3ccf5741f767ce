package io.github.fastio.contest.judge;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.List;

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
      return new ExactChecker();
    }
    if (spec.equals("tokens")) {
      return new TokenChecker(null);
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
      return new TokenChecker(e);
    }
    return new CommandChecker(spec, command);
  }

  /** A token or line as the report shows it: quoted, cut at 40 characters. */
  static String show(String s) {
    String cut = s.length() > 40 ? s.substring(0, 37) + "..." : s;
    return "\"" + cut + "\"";
  }
}
