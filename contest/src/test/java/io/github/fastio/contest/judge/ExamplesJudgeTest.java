package io.github.fastio.contest.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fastio.contest.Cli;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The example problems as the README shows them: on the generated test of 10^6 numbers the fastio
 * solution passes a 1 s limit and the Scanner + System.out.println one does not.
 */
class ExamplesJudgeTest {
  private static final Path EXAMPLES = Paths.get("..", "examples");

  @TempDir static Path tests;

  @BeforeAll
  static void generateTheLargeTests() throws Exception {
    for (String problem : new String[] {"sum", "echo"}) {
      Path dir = Files.createDirectories(tests.resolve(problem));
      try (Stream<Path> files = Files.list(EXAMPLES.resolve("tests").resolve(problem))) {
        for (Path f : (Iterable<Path>) files::iterator) {
          if (!f.getFileName().toString().startsWith("big.")) {
            Files.copy(f, dir.resolve(f.getFileName()));
          }
        }
      }
    }
    Process gen =
        new ProcessBuilder(
                Paths.get(System.getProperty("java.home"), "bin", "java").toString(),
                EXAMPLES.resolve("tests/Generate.java").toString(),
                "1000000",
                tests.toString())
            .redirectErrorStream(true)
            .start();
    String log = new String(gen.getInputStream().readAllBytes());
    assertTrue(gen.waitFor(120, TimeUnit.SECONDS), "the generator did not end");
    assertEquals(0, gen.exitValue(), log);
  }

  @ParameterizedTest
  @ValueSource(strings = {"sum:SumOfNumbers", "echo:EchoNumbers"})
  void fastioSolutionPassesTheLargeTestAndTheClassicOneDoesNot(String problem) {
    String dir = problem.substring(0, problem.indexOf(':'));
    String name = problem.substring(dir.length() + 1);
    Path sources = EXAMPLES.resolve("src/main/java/io/github/fastio/examples");
    Cli fast =
        Cli.run(
            "judge",
            sources.resolve(name + ".java").toString(),
            "--tests",
            tests.resolve(dir).toString(),
            "--time-limit",
            "1s");
    assertEquals(0, fast.code, fast.toString());
    assertEquals("AC", fast.verdict("big"), fast.toString());
    Cli classic =
        Cli.run(
            "judge",
            sources.resolve(name + "Classic.java").toString(),
            "--tests",
            tests.resolve(dir).toString(),
            "--time-limit",
            "1s");
    assertEquals(1, classic.code, classic.toString());
    assertEquals("AC", classic.verdict("1"), classic.toString());
    assertEquals("TLE", classic.verdict("big"), classic.toString());
  }
}
