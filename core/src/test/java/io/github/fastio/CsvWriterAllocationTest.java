package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.Random;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * Writing numbers, dates and text fields allocates nothing, measured by the JVM's per-thread
 * counter: no String per number, none per quoted or non-ASCII field.
 */
class CsvWriterAllocationTest {
  private static final Random RANDOM = new Random(38);
  private static final int[] INTS = RANDOM.ints(20_000).toArray();
  private static final long[] LONGS = RANDOM.longs(20_000).toArray();
  private static final double[] DOUBLES = RANDOM.doubles(20_000).map(d -> d * 1e4).toArray();
  private static final String[] TEXT = {
    "plain", "a,b", "say \"hi\"", "\u00e9t\u00e9 \ud83d\ude00", ""
  };
  private static final LocalDate DATE = LocalDate.of(2024, 2, 29);
  private static final LocalDateTime TIME = LocalDateTime.of(2024, 2, 29, 10, 15, 30, 250_000_000);

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
  private static long allocatedBy(Consumer<CsvWriter> calls) {
    java.lang.management.ThreadMXBean bean = ManagementFactory.getThreadMXBean();
    assumeTrue(bean instanceof com.sun.management.ThreadMXBean, "no allocation counter here");
    com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) bean;
    assumeTrue(
        threads.isThreadAllocatedMemorySupported() && threads.isThreadAllocatedMemoryEnabled());
    Discard out = new Discard();
    CsvWriter w = CsvWriter.of(out, 1000);
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
  void numbersAndDatesAllocateNothing() {
    long allocated =
        allocatedBy(
            w -> {
              for (int i = 0; i < INTS.length; i++) {
                w.field(INTS[i]).field(LONGS[i]).field(DOUBLES[i]).field((float) DOUBLES[i]);
                w.field(DOUBLES[i], 3).field(i % 2 == 0).field(DATE).field(TIME).endRecord();
              }
              w.flush();
            });
    assertEquals(0, allocated);
  }

  @Test
  void textFieldsAllocateNothing() {
    long allocated =
        allocatedBy(
            w -> {
              for (int i = 0; i < 20_000; i++) {
                w.field(TEXT[i % TEXT.length]).field((String) null).endRecord().record(TEXT);
              }
              w.flush();
            });
    assertEquals(0, allocated);
  }
}
