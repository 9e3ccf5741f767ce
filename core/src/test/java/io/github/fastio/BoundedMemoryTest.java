package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.util.InputMismatchException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Hostile inputs of 400 MB, made on the fly, read under a heap of 256 MB (the {@code
 * bounded-memory} surefire execution runs this class alone with {@code -Xmx256m}): a token or line
 * that long throws the cap's exception instead of {@link OutOfMemoryError}, and a run of separators
 * that long is looked past without being kept.
 */
@Tag("memory")
class BoundedMemoryTest {

  @BeforeAll
  static void theHeapIsSmallerThanTheInput() {
    long max = Runtime.getRuntime().maxMemory();
    assertTrue(max <= 256L << 20, "run with -Xmx256m, not " + (max >> 20) + " MB");
  }

  private static final String CAP_MESSAGE =
      " of more than 67108864 bytes, the reader's maxLength: \"";

  @Test
  void theLargestBufferSizeIsAcceptedAndFailsOnlyForWantOfMemory() {
    InputStream in = new ByteArrayInputStream(new byte[0]);
    assertThrows(OutOfMemoryError.class, () -> new FastReader(in, Integer.MAX_VALUE - 32));
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
