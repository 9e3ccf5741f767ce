package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * A read that fails once and is retried gives what the reader gives with no failure: random text
 * read by random calls, through a stream that returns random chunks and throws a time-out at random
 * reads, each failed call made again until it returns.
 */
class FastReaderRetryTest {
  private static String randomText(SplittableRandom r) {
    String[] pieces = {
      "12",
      "-7",
      "x",
      "3.5",
      " ",
      "  ",
      "\t",
      "\n",
      "\r\n",
      "\r",
      "\n\n",
      "ab c",
      " ".repeat(70),
      "\n".repeat(70),
      "9".repeat(70)
    };
    StringBuilder sb = new StringBuilder();
    for (int i = 0, n = r.nextInt(30); i < n; i++) {
      sb.append(pieces[r.nextInt(pieces.length)]);
    }
    return sb.toString();
  }

  /** The call {@code op} on {@code in}, retried while the stream fails; its result as text. */
  private static String call(FastReader in, int op) {
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

  private static String apply(FastReader in, int op) {
    try {
      switch (op) {
        case 0:
          return "hasNext " + in.hasNext();
        case 1:
          return "hasNextLine " + in.hasNextLine();
        case 2:
          return "nextLine " + in.nextLine();
        case 3:
          return "next " + in.next();
        case 4:
          return "hasNextInt " + in.hasNextInt();
        case 5:
          return "nextInt " + in.nextInt();
        case 6:
          return "hasNextDouble " + in.hasNextDouble();
        default:
          return "nextChar " + in.nextChar();
      }
    } catch (java.util.InputMismatchException e) {
      return "mismatch " + e.getMessage();
    } catch (NoSuchElementException e) {
      return "end " + e.getMessage();
    }
  }

  @Test
  void aRetriedCallAfterAFailedReadGivesWhatNoFailureGives() {
    SplittableRandom seeds = new SplittableRandom(2024);
    for (int trial = 0; trial < Sweep.of(3000); trial++) {
      long seed = seeds.nextLong();
      SplittableRandom r = new SplittableRandom(seed);
      byte[] data = randomText(r).getBytes(java.nio.charset.StandardCharsets.UTF_8);
      int[] ops = new int[1 + r.nextInt(12)];
      for (int i = 0; i < ops.length; i++) {
        ops[i] = r.nextInt(8);
      }
      int size = 1 + r.nextInt(6);
      boolean capped = r.nextBoolean();
      List<String> expected = new ArrayList<>();
      FastReader clean =
          new FastReader(ReaderSources.flaky(data, new SplittableRandom(seed), 0, 8), size);
      FastReader flaky =
          new FastReader(ReaderSources.flaky(data, new SplittableRandom(~seed), 2, 8), size);
      if (capped) {
        clean.maxLength(64);
        flaky.maxLength(64);
      }
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
