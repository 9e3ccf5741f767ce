package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.InputMismatchException;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A record reader's call that fails on a read and is made again gives what it gives with no
 * failure: random files (quoted fields with line breaks, comments, blank lines, CRLF) read by
 * random calls through streams that throw a time-out at random reads, each failed call retried.
 */
class CsvReaderRetryTest {
  private static String call(CsvReader in, int op) {
    for (int tries = 0; ; tries++) {
      try {
        return apply(in, op);
      } catch (UncheckedIOException e) {
        if (tries > 10_000) {
          throw e;
        }
      }
    }
  }

  private static String apply(CsvReader in, int op) {
    try {
      switch (op) {
        case 0:
        case 1:
          return "nextRecord " + in.nextRecord() + " at line " + in.line();
        case 2:
          return "next " + in.next();
        case 3:
          in.skip();
          return "skip";
        case 4:
          return "nextIsEmpty " + in.nextIsEmpty();
        case 5:
          return "hasNextField " + in.hasNextField() + " " + in.fieldNumber();
        case 6:
          return "nextInt " + in.nextInt();
        default:
          return "nextField " + in.nextField();
      }
    } catch (InputMismatchException e) {
      return "mismatch " + e.getMessage();
    } catch (NoSuchElementException e) {
      return "none " + e.getMessage();
    }
  }

  @Test
  void aRetriedCallAfterAFailedReadGivesWhatNoFailureGives() {
    SplittableRandom seeds = new SplittableRandom(1999);
    for (int trial = 0; trial < Sweep.of(2000); trial++) {
      long seed = seeds.nextLong();
      SplittableRandom r = new SplittableRandom(seed);
      StringBuilder text =
          new StringBuilder(
              new String(CsvModel.randomFile(r, 1 + r.nextInt(8), true), StandardCharsets.UTF_8));
      if (r.nextBoolean()) {
        text.insert(0, "# a comment, \"quoted\n");
      }
      byte[] data = text.toString().getBytes(StandardCharsets.UTF_8);
      int[] ops = new int[1 + r.nextInt(20)];
      for (int i = 0; i < ops.length; i++) {
        ops[i] = r.nextInt(8);
      }
      int size = 1 + r.nextInt(6);
      CsvReader clean =
          CsvReader.of(ReaderSources.flaky(data, new SplittableRandom(seed), 0, 6), size);
      CsvReader flaky =
          CsvReader.of(ReaderSources.flaky(data, new SplittableRandom(~seed), 2, 6), size);
      clean.comment('#');
      flaky.comment('#');
      // Blank lines kept: a retried nextRecord must not take a blank line's break for the one it
      // consumed before it failed.
      if (r.nextInt(3) == 0) {
        clean.keepBlankLines(true);
        flaky.keepBlankLines(true);
      }
      List<String> expected = new ArrayList<>();
      for (int op : ops) {
        expected.add(call(clean, op));
      }
      List<String> got = new ArrayList<>();
      for (int op : ops) {
        got.add(call(flaky, op));
      }
      assertEquals(
          expected,
          got,
          "seed "
              + seed
              + ", buffer "
              + size
              + ", input "
              + ReaderErrors.shown(data, 0, data.length, false));
    }
  }
}
