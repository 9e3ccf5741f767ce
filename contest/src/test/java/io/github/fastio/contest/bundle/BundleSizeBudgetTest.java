package io.github.fastio.contest.bundle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fastio.contest.UserException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The size budget of the fastio code a bundle pastes: at most 12 KiB (12,288 bytes) for a solution
 * that reads and prints ints ({@link Solutions#INTS_BUDGET}), at most 28 KiB (28,672 bytes) with
 * nextDouble and print(x, 9) ({@link Solutions#DOUBLES_BUDGET}). Part of the normal build: a bundle
 * over budget fails it, and a budget is never raised to fit one.
 *
 * <p>Measured when the budget was met (the core as of the merge of hugefiles): 11,633 and 27,603
 * bytes, from 18,296 and 44,820 before the bundle was compacted ({@link JavaText#compact}, {@link
 * LocalNames}, modifiers dropped); 11,878 and 28,037 on the core whose number methods were since
 * rewritten for the JIT, their digit code moved into the reader and the writer; 12,778 and 29,225
 * once the reader and the writer were each cut into a base class (the buffer and the stream, which
 * the record reader shares) and the public class, with the digit code of readers, writer and
 * formatter in one class: about 900 bytes of class headers, constructors and shared fields, for
 * which the ints-only budget went from 12 to 13 KB; 13,596 and 30,034 once the readers bounded
 * their memory by the heap's size, turned away a twentieth digit of an integer at once and threw an
 * exception that keeps its message across the fork-join framework: the budget went to 14 KB, which
 * 13,924 and 30,734 met. The readers' structure by composition (a public front over a token reader
 * over the scanning engine) cost another 435 bytes; renaming the members no solution can name
 * ({@link MemberNames}) brought the bundles under 12 and 28 KiB, the budgets since. Each budget
 * bundle also compiles at {@code --release 8} and reads and prints what the JDK would.
 */
class BundleSizeBudgetTest {
  private static Map<String, String> core;

  @TempDir Path tmp;

  @BeforeAll
  static void loadCore() throws UserException {
    core = CoreSources.fromClasspath();
  }

  @Test
  void intOnlySolutionPastesAtMost12KiB() throws Exception {
    Bundler.Bundle ints = Bundler.bundle("Main.java", Solutions.INTS_BUDGET, core, false, 8);
    System.out.println(
        "bundle size budget: ints-only library part " + ints.libraryBytes + " bytes");
    assertFalse(ints.text.contains("DoubleFormatter"), "double code in the int-only bundle");
    assertEquals(
        bytes(ints.text)
            - bytes(Solutions.INTS_BUDGET.replaceAll("(?m)^import .*\\n", "").trim() + "\n"),
        ints.libraryBytes,
        "the library part is the bundle less the solution");
    assertTrue(ints.libraryBytes <= 12 * 1024, "ints-only library part: " + ints.libraryBytes);
    Path classes = Programs.compile(tmp, Map.of("Main.java", ints.text), 8);
    assertEquals(
        "1\n-2147483648\n2147483647\n",
        Programs.run(classes, "Main", "3\n1 -2147483648\n2147483647\n"));
  }

  @Test
  void solutionWithNextDoubleAndFixedDecimalsPastesAtMost28KiB() throws Exception {
    Bundler.Bundle doubles = Bundler.bundle("Main.java", Solutions.DOUBLES_BUDGET, core, false, 8);
    System.out.println(
        "bundle size budget: nextDouble + print(x, 9) library part "
            + doubles.libraryBytes
            + " bytes");
    assertTrue(doubles.libraryBytes <= 28 * 1024, "doubles library part: " + doubles.libraryBytes);
    Path classes = Programs.compile(tmp, Map.of("Main.java", doubles.text), 8);
    assertEquals(
        "7\n" + String.format(java.util.Locale.ROOT, "%.9f", 2.0 / 3),
        Programs.run(classes, "Main", "1 7 0.66666666666666663"));
  }

  private static int bytes(String s) {
    return s.getBytes(StandardCharsets.UTF_8).length;
  }
}
