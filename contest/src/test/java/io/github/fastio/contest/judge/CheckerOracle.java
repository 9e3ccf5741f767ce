package io.github.fastio.contest.judge;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The checkers' rules written the plain way, whole lines and tokens as strings and numbers as
 * {@code BigDecimal}: the oracle for the streaming checkers on outputs small enough to hold.
 */
final class CheckerOracle {
  private static final Pattern NUMBER =
      Pattern.compile("[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d{1,9})?");

  private CheckerOracle() {}

  /** The exact checker's verdict and detail: WA's detail, or "" for AC. */
  static String exact(String out, String ans) throws IOException {
    List<String> o = lines(out);
    List<String> a = lines(ans);
    for (int i = 0; ; i++) {
      String line = "line " + (i + 1);
      String x = i < o.size() ? o.get(i) : null;
      String y = i < a.size() ? a.get(i) : null;
      if (x == null && y == null) {
        return "";
      }
      // Empty lines at the end do not count, once the other side has ended.
      if (y == null && o.subList(i, o.size()).stream().allMatch(String::isEmpty)) {
        return "";
      }
      if (x == null && a.subList(i, a.size()).stream().allMatch(String::isEmpty)) {
        return "";
      }
      if (x == null) {
        return line + ": output ends, expected " + Checker.show(y);
      }
      if (y == null) {
        return line + ": expected the end of the output, found " + Checker.show(x);
      }
      if (!x.equals(y)) {
        return line + differingToken(x, y);
      }
    }
  }

  /** The lines as BufferedReader splits them, trailing spaces and tabs dropped. */
  private static List<String> lines(String text) throws IOException {
    List<String> lines = new ArrayList<>();
    BufferedReader r = new BufferedReader(new StringReader(text));
    for (String s; (s = r.readLine()) != null; ) {
      lines.add(s.replaceFirst("[ \t]+$", ""));
    }
    return lines;
  }

  private static String differingToken(String o, String a) {
    String[] ot = tokens(o);
    String[] at = tokens(a);
    for (int i = 0; i < Math.max(ot.length, at.length); i++) {
      String x = i < ot.length ? ot[i] : null;
      String y = i < at.length ? at[i] : null;
      if (x == null || y == null || !x.equals(y)) {
        return ", token "
            + (i + 1)
            + ": expected "
            + (y == null ? "the end of the line" : Checker.show(y))
            + ", found "
            + (x == null ? "the end of the line" : Checker.show(x));
      }
    }
    return ": expected " + Checker.show(a) + ", found " + Checker.show(o) + " (spacing differs)";
  }

  private static String[] tokens(String s) {
    String t = s.trim();
    return t.isEmpty() ? new String[0] : t.split("[\\x00- ]+");
  }

  /** Whether {@code found} is within {@code e} of {@code expected}, both numbers. */
  static boolean within(String expected, String found, BigDecimal e) {
    if (!NUMBER.matcher(expected).matches() || !NUMBER.matcher(found).matches()) {
      return expected.equals(found);
    }
    BigDecimal a = new BigDecimal(expected);
    BigDecimal diff = a.subtract(new BigDecimal(found)).abs();
    return diff.compareTo(e) <= 0 || diff.compareTo(e.multiply(a.abs())) <= 0;
  }
}
