package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/** Printing numbers and text allocates nothing, measured by the JVM's per-thread counter. */
class FastWriterAllocationTest {
  private static final Random RANDOM = new Random(3);
  private static final int[] INTS = RANDOM.ints(20_000).toArray();
  private static final long[] LONGS = RANDOM.longs(20_000).toArray();
  private static final String TEXT = "ascii, \u00e9t\u00e9, \u20ac, \ud83d\ude00";
  private static final StringBuilder BUILDER = new StringBuilder(TEXT);
  private static final char[] CHARS = TEXT.toCharArray();

  /** What {@code calls} allocate a pass, the least of three ({@link WriterAllocations}). */
  private static long allocatedBy(Consumer<FastWriter> calls) {
    return WriterAllocations.leastAllocatedBy(out -> new FastWriter(out, false, 1000), calls);
  }

  @Test
  void printingIntsAndLongsAllocatesNothing() {
    long allocated =
        allocatedBy(
            w -> {
              for (int i = 0; i < INTS.length; i++) {
                w.print(INTS[i]).print(' ').println(LONGS[i]);
                w.println(INTS[i]).print(LONGS[i]).println();
              }
              w.println(INTS).println(LONGS).flush();
            });
    assertEquals(0, allocated);
  }

  @Test
  void printingTextCharsAndBooleansAllocatesNothing() {
    long allocated =
        allocatedBy(
            w -> {
              for (int i = 0; i < 10_000; i++) {
                w.print(TEXT).print(BUILDER).print(CHARS).print('\u00e9').println(i % 2 == 0);
              }
              w.flush();
            });
    assertEquals(0, allocated);
  }
}
