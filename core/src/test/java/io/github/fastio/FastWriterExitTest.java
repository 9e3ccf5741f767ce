package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@link FastWriter#stdout()} in a real child process that forgets to flush: its output still
 * reaches file descriptor 1 however the program ends, except through {@code Runtime.halt}.
 */
class FastWriterExitTest {

  /** The child: prints, does not flush, and ends the way {@code args[0]} says. */
  public static void main(String[] args) {
    // Only a writer on the descriptor itself gets through: System.out goes nowhere.
    System.setOut(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
    FastWriter out = FastWriter.stdout();
    out.println(42).print("h\u00e9llo ").println(-1.5, 2);
    switch (args[0]) {
      case "return" -> {
        // main returns
      }
      case "exit" -> System.exit(3);
      case "throw" -> throw new IllegalStateException("the program's own bug");
      case "halt" -> Runtime.getRuntime().halt(4);
      case "close" -> {
        out.close();
        System.exit(0);
      }
      case "surrogate" -> out.print('\uD83D');
      case "thread" -> {
        // Another thread ends the program while main waits: main's writes are done.
        new Thread(() -> System.exit(5)).start();
        try {
          Thread.sleep(60_000);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      }
      default -> throw new AssertionError(args[0]);
    }
  }

  static Process child(Class<?> main, String... args) throws Exception {
    String java =
        System.getProperty("java.home") + File.separator + "bin" + File.separator + "java";
    String[] cmd = new String[4 + args.length];
    cmd[0] = java;
    cmd[1] = "-cp";
    cmd[2] = System.getProperty("java.class.path");
    cmd[3] = main.getName();
    System.arraycopy(args, 0, cmd, 4, args.length);
    return new ProcessBuilder(cmd).start();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({
    "return, 0, '42\nh\u00e9llo -1.50\n'",
    "exit, 3, '42\nh\u00e9llo -1.50\n'",
    "throw, 1, '42\nh\u00e9llo -1.50\n'",
    "close, 0, '42\nh\u00e9llo -1.50\n'",
    "surrogate, 0, '42\nh\u00e9llo -1.50\n?'",
    "thread, 5, '42\nh\u00e9llo -1.50\n'",
    "halt, 4, ''",
  })
  void outputThatWasNeverFlushedReachesStandardOutput(String end, int status, String expected)
      throws Exception {
    Process p = child(FastWriterExitTest.class, end);
    byte[] out = p.getInputStream().readAllBytes();
    String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(60, TimeUnit.SECONDS));
    assertEquals(status, p.exitValue(), err);
    assertEquals(expected, new String(out, StandardCharsets.UTF_8), err);
    if (end.equals("throw")) {
      assertTrue(err.contains("IllegalStateException: the program's own bug"), err);
    } else {
      assertEquals("", err);
    }
  }

  /** A command-line program whose reader goes away: the writer never hides it. */
  static final class Flood {
    public static void main(String[] args) {
      FastWriter out = FastWriter.stdout();
      if (args[0].equals("quiet")) {
        try {
          for (long i = 0; ; i++) {
            out.println(i);
          }
        } catch (UncheckedIOException brokenPipe) {
          System.exit(141);
        }
      }
      for (long i = 0; ; i++) {
        out.println(i);
      }
    }
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({"loud, 1", "quiet, 141"})
  void aClosedPipeThrowsAndOneCatchEndsQuietly(String mode, int status) throws Exception {
    Process p = child(Flood.class, mode);
    byte[] head = p.getInputStream().readNBytes(100);
    assertEquals("0\n1\n2\n", new String(head, 0, 6, StandardCharsets.US_ASCII));
    p.getInputStream().close(); // as head does once it has its lines
    String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(60, TimeUnit.SECONDS));
    assertEquals(status, p.exitValue(), err);
    if (mode.equals("quiet")) {
      assertEquals("", err, "no trace, and the exit hook does not try again");
    } else {
      assertTrue(
          err.contains("java.io.UncheckedIOException: java.io.IOException: Broken pipe"), err);
    }
  }
}
