package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.OutputStream;
import java.lang.management.ManagementFactory;
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

  private static final class Discard extends OutputStream {
    long bytes;

    @Override
    public void write(int b) {
      bytes++;
    }

    @Override
    public void write(byte[] b, int off, int len) {
      bytes += len;
    }
  }

  /** The least allocation of three passes, so a one-off allocation by the JVM cannot fail it. */
  private static long allocatedBy(Consumer<FastWriter> calls) {
    java.lang.management.ThreadMXBean bean = ManagementFactory.getThreadMXBean();
    assumeTrue(bean instanceof com.sun.management.ThreadMXBean, "no allocation counter here");
    com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) bean;
    assumeTrue(
        threads.isThreadAllocatedMemorySupported() && threads.isThreadAllocatedMemoryEnabled());

    Discard out = new Discard();
    FastWriter w = new FastWriter(out, false, 1000);
    calls.accept(w); // the first pass loads and links classes
    long thread = Thread.currentThread().getId();
    threads.getThreadAllocatedBytes(thread); // its first call allocates for itself
    long least = Long.MAX_VALUE;
    for (int pass = 0; pass < 3; pass++) {
      long before = threads.getThreadAllocatedBytes(thread);
      calls.accept(w);
      least = Math.min(least, threads.getThreadAllocatedBytes(thread) - before);
    }
    assertTrue(out.bytes > 1_000_000, "the calls went through hundreds of buffer flushes");
    return least;
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
