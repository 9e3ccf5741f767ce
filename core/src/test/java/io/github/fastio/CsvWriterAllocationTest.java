package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertEquals;

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

  /** What {@code calls} allocate a pass, the least of three ({@link WriterAllocations}). */
  private static long allocatedBy(Consumer<CsvWriter> calls) {
    return WriterAllocations.leastAllocatedBy(out -> CsvWriter.of(out, 1000), calls);
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
