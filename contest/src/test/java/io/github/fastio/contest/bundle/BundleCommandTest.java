package io.github.fastio.contest.bundle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fastio.contest.FastioContest;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code fastio bundle} on the command line: exit codes 0, 1, 2 and one-line errors. */
class BundleCommandTest {
  private final StringWriter err = new StringWriter();
  private final StringWriter out = new StringWriter();

  @TempDir Path tmp;

  private int run(String... args) {
    CommandLine cmd = FastioContest.commandLine();
    cmd.setErr(new PrintWriter(err, true));
    cmd.setOut(new PrintWriter(out, true));
    String[] all = new String[args.length + 1];
    all[0] = "bundle";
    System.arraycopy(args, 0, all, 1, args.length);
    return cmd.execute(all);
  }

  private Path solution(String text) throws Exception {
    Path p = tmp.resolve("Main.java");
    Files.write(p, text.getBytes(StandardCharsets.UTF_8));
    return p;
  }

  private void assertOneLineError(String expectedPart) {
    String message = err.toString();
    assertEquals(1, message.lines().count(), message);
    assertTrue(message.startsWith("fastio bundle: "), message);
    assertTrue(message.contains(expectedPart), message);
  }

  @Test
  void missingSolutionFileExitsWithTwo() {
    assertEquals(2, run(tmp.resolve("Nope.java").toString()));
    assertOneLineError("no such file");
  }

  @Test
  void classHidingAPackageFastioNamesExitsWithOne() throws Exception {
    assertEquals(1, run(solution(Solutions.HIDES_PACKAGE_JAVA).toString()));
    assertOneLineError("hides the package of java.lang.Math");
  }

  @Test
  void solutionThatDoesNotCompileExitsWithOne() throws Exception {
    assertEquals(1, run(solution(Solutions.DOES_NOT_COMPILE).toString()));
    assertOneLineError("Main.java:5: does not compile with fastio");
  }

  @Test
  void coreDirectoryWithoutFastioSourcesExitsWithOne() throws Exception {
    assertEquals(1, run("--core", tmp.toString(), solution(Solutions.INT_ONLY).toString()));
    assertOneLineError("no fastio sources");
  }

  @Test
  void coreDirectoryGivesTheSameBundleAsTheBuiltInSources() throws Exception {
    Path main = solution(Solutions.DOUBLES);
    assertEquals(0, run(main.toString()));
    String builtIn = out.toString();
    Path file = tmp.resolve("out.java");
    assertEquals(
        0, run("--core", Programs.CORE_DIR.toString(), "-o", file.toString(), main.toString()));
    assertEquals(builtIn, Programs.read(file));
    assertEquals("", err.toString());
  }

  @Test
  void outputIntoAMissingFolderCreatesIt() throws Exception {
    Path file = tmp.resolve("submit/a/Main.java");
    assertEquals(0, run("-o", file.toString(), solution(Solutions.INT_ONLY).toString()));
    assertTrue(Programs.read(file).contains("final class FastReader"), Programs.read(file));
    assertEquals("", err.toString());
  }

  @Test
  void bundlePastAJudgesLimitIsWrittenWithAWarning() throws Exception {
    assertEquals(0, run("--keep-comments", solution(Solutions.EVERYTHING).toString()));
    assertTrue(out.toString().length() > 64 * 1024, "the test needs a bundle over 64 KB");
    String message = err.toString();
    assertEquals(1, message.lines().count(), message);
    assertTrue(message.startsWith("fastio bundle: warning: "), message);
    assertTrue(message.contains("64 KB"), message);
  }

  @Test
  void smallBundleHasNoWarning() throws Exception {
    assertEquals(0, run(solution(Solutions.INT_ONLY).toString()));
    assertEquals("", err.toString());
  }

  @Test
  void releaseEightCompilesTheBundle() throws Exception {
    assertEquals(0, run("--release", "8", solution(Solutions.VAR_FREE_LAMBDAS).toString()));
    assertEquals("", err.toString());
  }

  @Test
  void releaseEightRefusesVarInOneLine() throws Exception {
    assertEquals(1, run("--release", "8", solution(Solutions.VAR_AND_LAMBDAS).toString()));
    assertOneLineError("Main.java:8: does not compile with fastio at --release 8");
  }

  @Test
  void releaseBelowEightIsBadUsage() throws Exception {
    assertEquals(2, run("--release", "7", solution(Solutions.INT_ONLY).toString()));
  }

  @Test
  void cannotFindSymbolNamesTheSymbol() throws Exception {
    assertEquals(1, run(solution(Solutions.DOES_NOT_COMPILE).toString()));
    assertOneLineError("nextBigInteger");
  }
}
