package io.github.fastio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.fastio.FastReader;
import io.github.fastio.bench.NumType;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Every default method of every group, in child JVMs at 10^3 numbers, agrees with the JDK, except
 * the peers that are inexact by construction. This is what makes the tables trustworthy: a method
 * that is only fast because it is wrong would show here first.
 */
class DefaultMethodsTest {
  @TempDir Path dir;

  /** group/method pairs allowed to be WRONG per type: the idioms the README names as inexact. */
  private static Set<String> inexact(NumType type) {
    return switch (type) {
      case INT -> Set.of();
      case LONG -> Set.of("READERS/streamtokenizer");
      case DOUBLE -> Set.of("READERS/bytes", "WRITERS/bytes", "ROUNDTRIP/classic");
    };
  }

  private static boolean fastioImplemented() {
    try {
      return FastReader.of("7").nextInt() == 7;
    } catch (UnsupportedOperationException e) {
      return false; // the core placeholder of a branch the real core has not reached yet
    }
  }

  @ParameterizedTest
  @EnumSource(
      value = NumType.class,
      names = {"INT", "DOUBLE"})
  void everyExactMethodMatchesTheJdk(NumType type) throws Exception {
    assumeTrue(fastioImplemented(), "core placeholder: fastio methods cannot run yet");
    Results r = BenchRunTest.runTiny(dir, type, BenchRun.defaultMethods(List.of(Group.values())));
    List<String> bad = new ArrayList<>();
    for (Group g : r.groups()) {
      for (String m : r.methods(g)) {
        Cell cell = r.cell(g, m, 1000);
        if (cell.status != Cell.Status.OK && !inexact(type).contains(g + "/" + m)) {
          bad.add(g + "/" + m + ": " + cell.status + " " + cell.detail);
        }
      }
    }
    assertEquals(List.of(), bad);
  }
}
