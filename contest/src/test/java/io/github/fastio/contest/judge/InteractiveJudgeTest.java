package io.github.fastio.contest.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fastio.contest.Cli;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code fastio judge --interactor}: the guessing game's interactor against three solutions. */
class InteractiveJudgeTest {
  static final Path EXAMPLES =
      Paths.get("..", "examples", "src", "main", "java", "io", "github", "fastio", "examples");
  static final Path INTERACTOR = EXAMPLES.resolve("GuessJudge.java");

  @TempDir Path tmp;

  private Cli play(String solution, String... options) throws Exception {
    Path main = Programs.write(tmp.resolve("src/Main.java"), solution);
    Path tests = tmp.resolve("tests");
    Programs.write(tests.resolve("1.in"), "123456789\n");
    String[] args = new String[options.length + 6];
    System.arraycopy(
        new String[] {
          "judge",
          main.toString(),
          "--tests",
          tests.toString(),
          "--interactor",
          INTERACTOR.toString()
        },
        0,
        args,
        0,
        6);
    System.arraycopy(options, 0, args, 6, options.length);
    return Cli.run(args);
  }

  private static String example(String name) throws Exception {
    return Files.readString(EXAMPLES.resolve(name + ".java"))
        .replaceFirst("package [\\w.]+;", "")
        .replace("public final class " + name, "public class Main")
        .replace("private " + name + "()", "private Main()");
  }

  @Test
  void tiedSolutionIsAcceptedAndTheTranscriptShowsBothSides() throws Exception {
    Path transcript = tmp.resolve("logs/transcript.txt");
    Cli r = play(example("GuessTheNumber"), "--transcript", transcript.toString());
    assertEquals(0, r.code, r.toString());
    assertEquals("AC", r.verdict("1"), r.toString());
    String t = Files.readString(transcript);
    assertTrue(t.startsWith("# test 1: AC"), t);
    assertTrue(t.contains("\n> ? 500000000\n< <\n> ? 250000000\n"), t);
    assertTrue(t.endsWith("< =\n> ! 123456789\n"), t);
  }

  @Test
  void wrongGuessIsTheInteractorsWrongAnswer() throws Exception {
    Cli r =
        play(
            """
            public class Main {
              public static void main(String[] args) {
                System.out.println("! 42");
              }
            }
            """);
    assertEquals(1, r.code, r.toString());
    assertEquals("WA", r.verdict("1"), r.toString());
    assertEquals("WA: answered 42", r.detail("1"));
  }

  @Test
  void solutionThatForgetsToFlushIsIdleNotAHang() throws Exception {
    Path transcript = tmp.resolve("transcript.txt");
    long t0 = System.nanoTime();
    Cli r =
        play(
            Files.readString(
                    Paths.get("..", "examples", "src", "test", "java")
                        .resolve("io/github/fastio/examples/GuessWithoutFlush.java"))
                .replaceFirst("package [\\w.]+;", "")
                .replace("public final class GuessWithoutFlush", "public class Main")
                .replace("private GuessWithoutFlush()", "private Main()"),
            "--time-limit",
            "1s",
            "--wall-limit",
            "1.5s",
            "--transcript",
            transcript.toString());
    assertEquals("ILE", r.verdict("1"), r.toString());
    assertTrue(r.detail("1").contains("not flushed"), r.toString());
    assertTrue((System.nanoTime() - t0) / 1e9 < 15, "the judge took too long");
    // Nothing reached the interactor: the question stayed in the solution's buffer.
    assertEquals(
        "# test 1: ILE ('>' the solution wrote, '<' the interactor wrote)\n",
        Files.readString(transcript));
  }

  @Test
  void interactorGivenAsACommandGetsTheInputFile() throws Exception {
    Path script =
        Programs.write(
            tmp.resolve("judge.sh"),
            """
            read secret < "$1"
            read guess
            [ "$guess" = "! $secret" ] && exit 0
            echo "expected ! $secret, got $guess" >&2
            exit 1
            """);
    String main =
        """
        public class Main {
          public static void main(String[] args) {
            System.out.println("! 123456789");
          }
        }
        """;
    Path src = Programs.write(tmp.resolve("src/Main.java"), main);
    Path tests = tmp.resolve("tests");
    Programs.write(tests.resolve("1.in"), "123456789\n");
    Programs.write(tests.resolve("2.in"), "5\n");
    Cli r =
        Cli.run(
            "judge", src.toString(), "--tests", tests.toString(), "--interactor", "sh " + script);
    assertEquals("AC", r.verdict("1"), r.toString());
    assertEquals("WA", r.verdict("2"), r.toString());
    assertEquals("expected ! 5, got ! 123456789", r.detail("2"));
  }
}
