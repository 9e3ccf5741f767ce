package io.github.fastio.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Two real JVMs joined by pipes, as on a judge: the judge's standard output is the solution's
 * standard input through a shell pipe, and the solution's standard output comes back to the judge
 * through a named pipe. Nothing in between buffers or relays, so a solution that does not flush
 * hangs here exactly as it would on the judge.
 */
class InteractiveTwoProcessTest {
  private static final String JAVA =
      Path.of(System.getProperty("java.home"), "bin", "java").toString();

  @TempDir Path dir;

  @ParameterizedTest
  @ValueSource(longs = {1, 2, 777, 123_456_789, 999_999_999, 1_000_000_000})
  void tiedSolutionFindsTheSecret(long secret) throws Exception {
    Result r = play(GuessTheNumber.class, secret, 60);
    assertFalse(r.timedOut, "the tied solution hung: a question was not flushed before a read");
    assertEquals("0", r.judgeStatus, "judge verdict: " + r.judgeLog);
  }

  @Test
  void solutionThatDoesNotFlushHangs() throws Exception {
    // The control that shows the test above can fail: without tie() or flush() the first question
    // stays in the
    // solution's buffer, the judge waits for it, the solution waits for the answer.
    Result r = play(GuessWithoutFlush.class, 42, 4);
    assertEquals(true, r.timedOut, "expected a deadlock, judge said: " + r.judgeLog);
  }

  private record Result(boolean timedOut, String judgeStatus, String judgeLog) {}

  private Result play(Class<?> solution, long secret, int seconds) throws Exception {
    assumeTrue(
        new File("/usr/bin/mkfifo").canExecute() || new File("/bin/mkfifo").canExecute(),
        "needs mkfifo");
    String cp = System.getProperty("java.class.path");
    Path fifo = dir.resolve("answers");
    Path status = dir.resolve("status");
    Path log = dir.resolve("judge.log");
    String script =
        "mkfifo \"$FIFO\" && "
            + "{ \"$JAVA\" -cp \"$CP\" "
            + GuessJudge.class.getName()
            + " $SECRET < \"$FIFO\" 2> \"$LOG\"; echo $? > \"$STATUS\"; } | "
            + "\"$JAVA\" -cp \"$CP\" "
            + solution.getName()
            + " > \"$FIFO\"";
    ProcessBuilder pb = new ProcessBuilder("sh", "-c", script);
    pb.environment().put("FIFO", fifo.toString());
    pb.environment().put("JAVA", JAVA);
    pb.environment().put("CP", cp);
    Path input = dir.resolve("secret.in");
    Files.write(input, Long.toString(secret).getBytes(StandardCharsets.UTF_8));
    pb.environment().put("SECRET", input + " " + dir.resolve("judge.out"));
    pb.environment().put("LOG", log.toString());
    pb.environment().put("STATUS", status.toString());
    pb.redirectErrorStream(true).redirectOutput(dir.resolve("shell.log").toFile());
    Process shell = pb.start();
    boolean finished = shell.waitFor(seconds, TimeUnit.SECONDS);
    if (!finished) {
      shell.descendants().forEach(ProcessHandle::destroyForcibly);
      shell.destroyForcibly().waitFor();
    }
    return new Result(!finished, read(status).trim(), read(log).trim());
  }

  private static String read(Path p) throws IOException {
    return Files.exists(p) ? new String(Files.readAllBytes(p), StandardCharsets.UTF_8) : "";
  }
}
