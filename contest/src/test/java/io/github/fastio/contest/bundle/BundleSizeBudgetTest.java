package io.github.fastio.contest.bundle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fastio.contest.UserException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The size budget of the fastio code a bundle pastes (KB = 1,000 bytes, as the docs count): at most
 * 12 KB for a solution that reads and prints ints, at most 32 KB with nextDouble and print(x, 9).
 * The build runs this class on its own and reports a miss without failing (see the module's pom):
 * the budget is the core's to meet.
 */
class BundleSizeBudgetTest {
  private static Map<String, String> core;

  @BeforeAll
  static void loadCore() throws UserException {
    core = CoreSources.fromClasspath();
  }

  @Test
  void intOnlySolutionPastesAtMost12Kb() throws Exception {
    Bundler.Bundle ints = Bundler.bundle("Main.java", Solutions.INTS_BUDGET, core, false, null);
    System.out.println(
        "bundle size budget: ints-only library part " + ints.libraryBytes + " bytes");
    assertFalse(ints.text.contains("DoubleFormatter"), "double code in the int-only bundle");
    assertEquals(
        bytes(ints.text)
            - bytes(Solutions.INTS_BUDGET.replaceAll("(?m)^import .*\\n", "").trim() + "\n"),
        ints.libraryBytes,
        "the library part is the bundle less the solution");
    assertTrue(ints.libraryBytes <= 12_000, "ints-only library part: " + ints.libraryBytes);
  }

  @Test
  void solutionWithNextDoubleAndFixedDecimalsPastesAtMost32Kb() throws Exception {
    Bundler.Bundle doubles =
        Bundler.bundle("Main.java", Solutions.DOUBLES_BUDGET, core, false, null);
    System.out.println(
        "bundle size budget: nextDouble + print(x, 9) library part "
            + doubles.libraryBytes
            + " bytes");
    assertTrue(doubles.libraryBytes <= 32_000, "doubles library part: " + doubles.libraryBytes);
  }

  private static int bytes(String s) {
    return s.getBytes(StandardCharsets.UTF_8).length;
  }
}
