package io.github.fastio.contest.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The built-in checkers, and a command checker run as testlib runs one. */
class CheckerTest {
  @TempDir Path tmp;

  private Checker.Result check(String spec, String output, String answer) throws Exception {
    Path in = Programs.write(tmp.resolve("in"), "");
    Path out = Programs.write(tmp.resolve("out"), output);
    Path ans = Programs.write(tmp.resolve("ans"), answer);
    return Checker.parse(spec, List.of()).check(in, out, ans);
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "1 2\\n3\\n    | 1 2\\n3\\n | AC",
        "1 2  \\n3   | 1 2\\n3\\n | AC",
        "1 2\\r\\n3\\r\\n | 1 2\\n3  | AC",
        "1 2\\n3\\n\\n\\n | 1 2\\n3 | AC",
        "1 2\\n3     | 1 2\\n3\\n\\n | AC",
        "1  2\\n3    | 1 2\\n3     | WA",
        "1 2 3      | 1 2\\n3     | WA",
        "1 2\\n     | 1 2\\n3     | WA",
        "1 2\\n3\\n4 | 1 2\\n3     | WA",
        "\\n1 2\\n3  | 1 2\\n3     | WA",
      })
  void exactForgivesTrailingBlanksAndFinalEmptyLinesOnly(
      String output, String answer, String verdict) throws Exception {
    assertEquals(
        verdict,
        check("exact", unescape(output), unescape(answer)).verdict.name(),
        output + " vs " + answer);
  }

  @Test
  void exactNamesTheFirstDifferingLineAndToken() throws Exception {
    Checker.Result r = check("exact", "1 2\n3 4 5\n", "1 2\n3 4 6\n");
    assertEquals("line 2, token 3: expected \"6\", found \"5\"", r.detail);
    assertEquals("line 2: output ends, expected \"3\"", check("exact", "1 2\n", "1 2\n3\n").detail);
  }

  @Test
  void tokensIgnoreLayout() throws Exception {
    assertEquals(Verdict.AC, check("tokens", "1\n2   3\n\n", "1 2 3").verdict);
    Checker.Result r = check("tokens", "1\n2\n4\n", "1 2 3");
    assertEquals(Verdict.WA, r.verdict);
    assertEquals("token 3 (line 3): expected \"3\", found \"4\"", r.detail);
    assertEquals(Verdict.WA, check("tokens", "1 2", "1 2 3").verdict);
    assertEquals(Verdict.WA, check("tokens", "1.0", "1").verdict);
  }

  /** Numbers are compared as the decimals written: the edge itself passes, a hair past fails. */
  @ParameterizedTest
  @CsvSource({
    "1.000001, 1, AC",
    "0.999999, 1, AC",
    "1.0000010000001, 1, WA",
    "0.9999989999999, 1, WA",
    "1000001, 1000000, AC",
    "1000001.0000001, 1000000, WA",
    "-1000001, -1000000, AC",
    "1e-7, 0, AC",
    "1.1e-6, 0, WA",
    "1E6, 1000000, AC",
    "nan, nan, AC",
    "nan, 0, WA",
    "abc, abd, WA",
  })
  void floatToleranceIsAbsoluteOrRelativeUpToTheEdge(String found, String expected, String verdict)
      throws Exception {
    assertEquals(verdict, check("float:1e-6", found, expected).verdict.name());
  }

  @Test
  void zeroToleranceStillComparesNumbersByValue() throws Exception {
    assertEquals(Verdict.AC, check("float:0", "1.50", "1.5").verdict);
    assertEquals(Verdict.WA, check("float:0", "1.5000001", "1.5").verdict);
  }

  @Test
  void commandCheckerGetsInputOutputAnswerAndItsExitCodeDecides() throws Exception {
    Path script =
        Programs.write(
            tmp.resolve("check.sh"),
            """
            # testlib's order: input, output (the solution's), answer
            if [ "$(cat "$2")" = "$(cat "$3")" ]; then exit 0; fi
            if [ "$(cat "$2")" = "presentation" ]; then echo "spacing" >&2; exit 2; fi
            if [ "$(cat "$2")" = "broken" ]; then echo "bad test" >&2; exit 3; fi
            echo "wrong answer: $(cat "$2") is not $(cat "$3")" >&2
            exit 1
            """);
    String spec = "sh " + script;
    Path in = Programs.write(tmp.resolve("in"), "x");
    Path ans = Programs.write(tmp.resolve("ans"), "6");
    Checker c = Checker.parse(spec, Program.command(spec, tmp, tmp, null).command);
    assertEquals(Verdict.AC, c.check(in, Programs.write(tmp.resolve("o1"), "6"), ans).verdict);
    Checker.Result wa = c.check(in, Programs.write(tmp.resolve("o2"), "7"), ans);
    assertEquals(Verdict.WA, wa.verdict);
    assertEquals("wrong answer: 7 is not 6", wa.detail);
    assertEquals(
        Verdict.PE, c.check(in, Programs.write(tmp.resolve("o3"), "presentation"), ans).verdict);
    Checker.Result fail = c.check(in, Programs.write(tmp.resolve("o4"), "broken"), ans);
    assertEquals(Verdict.FAIL, fail.verdict);
    assertEquals("the checker exited with 3: bad test", fail.detail);
  }

  private static String unescape(String s) {
    return s.strip().replace("\\n", "\n").replace("\\r", "\r");
  }
}
