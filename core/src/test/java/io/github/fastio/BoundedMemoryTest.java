package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedOutputStream;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.InputMismatchException;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Hostile inputs of 400 MB, made on the fly, read under a heap of 64 MB (the {@code bounded-memory}
 * surefire execution runs this class alone with {@code -Xmx64m}): a token or line that long throws
 * the cap's exception instead of {@link OutOfMemoryError}, whatever the method, the default cap
 * being fitted to the heap; a run of separators that long is looked past without being kept; the
 * file streams and split's parts share the heap among the threads.
 */
@Tag("memory")
class BoundedMemoryTest {
  @TempDir static Path dir;

  @BeforeAll
  static void theHeapIsSmallerThanTheInput() {
    long max = Runtime.getRuntime().maxMemory();
    assertTrue(max <= 64L << 20, "run with -Xmx64m, not " + (max >> 20) + " MB");
  }

  private static final String CAP_MESSAGE =
      " of more than " + ByteInput.defaultMaxLength(1) + " bytes, the reader's maxLength: \"";

  @Test
  void theDefaultCapFitsTheHeap() {
    assertTrue(ByteInput.defaultMaxLength(1) <= Runtime.getRuntime().maxMemory() / 8);
    assertEquals(ByteInput.defaultMaxLength(1), new FastReader(System.in).tokens.in.maxLength);
  }

  @Test
  void everyMethodOnA400MegabyteTokenThrowsInsteadOfRunningOutOfMemory() {
    for (Function<FastReader, Object> call :
        List.<Function<FastReader, Object>>of(
            FastReader::next,
            FastReader::nextLine,
            FastReader::nextInt,
            FastReader::nextLong,
            FastReader::nextDouble,
            FastReader::hasNextInt,
            FastReader::hasNextDouble,
            FastReader::hasNext)) {
      for (byte fill : new byte[] {'a', '9', '0'}) {
        FastReader r = new FastReader(HugeInputs.run(fill, HugeInputs.MB400, " 1"));
        try {
          Object got = call.apply(r);
          assertTrue(got instanceof Boolean, "only the look-aheads answer: " + got);
        } catch (InputMismatchException e) {
          assertTrue(e.getMessage().startsWith("expected "), e.getMessage());
        }
      }
    }
  }

  @Test
  void aNumberThatCannotBeALongIsRejectedAtItsTwentiethDigit() {
    FastReader r = new FastReader(HugeInputs.run((byte) '9', HugeInputs.MB400, " 1"));
    InputMismatchException e = assertThrows(InputMismatchException.class, r::nextLong);
    assertTrue(e.getMessage().startsWith("expected a long but found \"9999"), e.getMessage());
    assertFalse(r.hasNextInt());
  }

  @Test
  void aParallelStreamOfHugeTokensThrowsTheCapsExceptionOnEveryThread() throws IOException {
    Path file = dir.resolve("four-tokens.txt");
    try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(file))) {
      byte[] block = new byte[1 << 16];
      Arrays.fill(block, (byte) '7');
      for (int token = 0; token < 4; token++) {
        for (int i = 0; i < 24 * 16; i++) {
          out.write(block);
        }
        out.write('\n');
      }
    }
    for (java.util.function.DoubleSupplier read :
        new java.util.function.DoubleSupplier[] {
          () -> FastReader.longs(file).parallel().sum(),
          () -> FastReader.doubles(file).parallel().sum(),
          () -> FastReader.longs(file, 1 << 20).parallel().sum(),
          () ->
              FastReader.split(file, 4).parallelStream()
                  .mapToLong(
                      part -> {
                        try (FastReader in = part) {
                          return in.next().length();
                        }
                      })
                  .sum()
        }) {
      // A long fails at its 20th digit; a double or a token is read up to the cap.
      InputMismatchException e = assertThrows(InputMismatchException.class, read::getAsDouble);
      assertTrue(
          e.getMessage().contains("the reader's maxLength")
              || e.getMessage().startsWith("expected a long but found \"7777"),
          e.getMessage());
    }
  }

  @Test
  void theLargestBufferSizeIsAcceptedAndFailsOnlyForWantOfMemoryAtTheFirstRead() {
    InputStream in = new ByteArrayInputStream(new byte[0]);
    FastReader r = new FastReader(in, Integer.MAX_VALUE - 32);
    assertThrows(OutOfMemoryError.class, r::hasNext);
  }

  @Test
  void a400MegabyteTokenThrowsTheCapsException() {
    FastReader r = new FastReader(HugeInputs.run((byte) 'a', HugeInputs.MB400, " b"));
    InputMismatchException e = assertThrows(InputMismatchException.class, r::next);
    assertTrue(
        e.getMessage().startsWith("expected a token but found a token" + CAP_MESSAGE + "aaaa"),
        e.getMessage());
    assertTrue(e.getMessage().endsWith("...\" at line 1, column 1"), e.getMessage());
  }

  @Test
  void a400MegabyteNumberThrowsTheCapsException() {
    FastReader r = new FastReader(HugeInputs.run((byte) '0', HugeInputs.MB400, "7 "));
    InputMismatchException e = assertThrows(InputMismatchException.class, r::nextInt);
    assertTrue(e.getMessage().startsWith("expected an int but found a token" + CAP_MESSAGE));
    r = new FastReader(HugeInputs.run((byte) '9', HugeInputs.MB400, ".5 "));
    e = assertThrows(InputMismatchException.class, r::nextDouble);
    assertTrue(e.getMessage().startsWith("expected a double but found a token" + CAP_MESSAGE));
  }

  @Test
  void a400MegabyteLineThrowsTheCapsException() {
    FastReader r = new FastReader(HugeInputs.run((byte) 'x', HugeInputs.MB400, "\nend"));
    InputMismatchException e = assertThrows(InputMismatchException.class, r::nextLine);
    assertTrue(
        e.getMessage().startsWith("expected a line but found a line" + CAP_MESSAGE + "xxxx"),
        e.getMessage());
  }

  @Test
  void hasNextLooksPast400MegabytesOfSpacesWithoutKeepingThem() {
    FastReader r = new FastReader(HugeInputs.run((byte) ' ', HugeInputs.MB400, "42\n"));
    assertTrue(r.hasNext());
    assertTrue(r.hasNextInt());
    assertEquals("42", r.nextLine(), "the run was consumed: the line from the token on");
  }

  @Test
  void hasNextLooksPast400MegabytesOfBlankLinesAndCountsThem() {
    FastReader r = new FastReader(HugeInputs.run((byte) '\n', HugeInputs.MB400, "x"));
    assertTrue(r.hasNext());
    InputMismatchException e = assertThrows(InputMismatchException.class, r::nextInt);
    assertEquals(
        "expected an int but found \"x\" at line " + (HugeInputs.MB400 + 1) + ", column 1",
        e.getMessage());
    assertThrows(
        java.util.NoSuchElementException.class,
        () -> new FastReader(HugeInputs.run((byte) '\t', HugeInputs.MB400, "")).nextInt());
  }
}
