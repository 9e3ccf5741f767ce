package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** {@link FastWriter#stdout()} in a real child process: its bytes reach file descriptor 1. */
class FastWriterStdoutTest {

  /** The child: replaces System.out, so only a writer on the descriptor itself gets through. */
  public static void main(String[] args) {
    System.setOut(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
    try (FastWriter out = FastWriter.stdout()) {
      out.println(42).print("h\u00e9llo ").println(-1.5, 2);
    }
  }

  @Test
  void stdoutWritesToTheProcessOutputNotThroughSystemOut() throws Exception {
    String java =
        System.getProperty("java.home") + File.separator + "bin" + File.separator + "java";
    Process p =
        new ProcessBuilder(
                java,
                "-cp",
                System.getProperty("java.class.path"),
                FastWriterStdoutTest.class.getName())
            .redirectError(ProcessBuilder.Redirect.INHERIT)
            .start();
    byte[] out = p.getInputStream().readAllBytes();
    assertTrue(p.waitFor(60, TimeUnit.SECONDS));
    assertEquals(0, p.exitValue());
    assertEquals("42\nh\u00e9llo -1.50\n", new String(out, StandardCharsets.UTF_8));
  }
}
