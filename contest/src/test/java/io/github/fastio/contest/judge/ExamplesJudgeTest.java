package io.github.fastio.contest.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fastio.contest.Cli;
import java.nio.charset.Charset;
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
 * The example problems as the README shows them: the fastio solution and the Scanner +
 * System.out.println one are both right on every test, the generated one of 10^6 numbers included,
 * as the judge takes them (a source file, fastio on its class path). Which of them fits a 1 s limit
 * is a measurement on one machine, shown in the README's judge session; a unit test does not assert
 * timings, and the TLE verdict itself is tested on programs that spin (JudgeVerdictTest).
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
    // A JVM child writes in the platform's charset.
    String log = new String(gen.getInputStream().readAllBytes(), Charset.defaultCharset());
    assertTrue(gen.waitFor(120, TimeUnit.SECONDS), "the generator did not end");
    assertEquals(0, gen.exitValue(), log);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "sum:SumOfNumbers",
        "sum:SumOfNumbersClassic",
        "echo:EchoNumbers",
        "echo:EchoNumbersClassic"
      })
  void exampleSolutionIsRightOnEveryTestTheLargeOneIncluded(String problem) {
    String dir = problem.substring(0, problem.indexOf(':'));
    String name = problem.substring(dir.length() + 1);
    Path sources = EXAMPLES.resolve("src/main/java/io/github/fastio/examples");
    // A limit far above either solution's time on a loaded 2-core machine: the verdicts, not
    // the speed, are under test.
    Cli r =
        Cli.run(
            "judge",
            sources.resolve(name + ".java").toString(),
            "--tests",
            tests.resolve(dir).toString(),
            "--time-limit",
            "30s");
    assertEquals(0, r.code, r.toString());
    for (String test : new String[] {"1", "big"}) {
      assertEquals("AC", r.verdict(test), r.toString());
    }
  }
}
