package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Random documents with comments, quoted line breaks, blank lines, CRLF, LF and lone CR, escapes
 * and stray quotes, read whole and cut into random byte ranges (and by {@code split}) under every
 * combination of comment, quote, noQuote, escape and keepBlankLines: the ranges either give every
 * record of the whole read once, or throw a message that names a line; every skip-and-count loop
 * ends, within a time-out; and ranges cut anywhere read what one range of the whole file reads.
 * {@code -Dfastio.sweep=F} runs F times as many documents.
 */
class CsvReaderRangeFuzzTest {
  @TempDir Path tmp;

  /** A reader's settings: one of each combination, picked by a number's bits. */
  private record Options(boolean comment, int quoting, boolean keepBlank) {
    CsvReader apply(CsvReader in) {
      if (comment) {
        in.comment('#');
      }
      if (quoting == 1) {
        in.noQuote();
      } else if (quoting == 2) {
        in.escape('\\');
      }
      return in.keepBlankLines(keepBlank);
    }

    static Options of(int bits) {
      return new Options((bits & 1) != 0, (bits >> 1) % 3, (bits & 8) != 0);
    }
  }

  private static final String[] WORDS = {"", "a", "12", "-3.5", "x y", "\u00e9", "#", "\\", "q\"r"};

  /** A document of up to {@code lines} lines of every kind. */
  static String document(SplittableRandom r, int lines) {
    String[] breaks = {"\n", "\r\n", "\r"};
    String usual = breaks[r.nextInt(3)];
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < lines; i++) {
      int kind = r.nextInt(10);
      if (kind == 0) {
        sb.append(""); // a blank line
      } else if (kind == 1) {
        sb.append("# note, \"quoted").append(r.nextBoolean() ? "\"" : "");
      } else {
        int fields = 1 + r.nextInt(4);
        for (int f = 0; f < fields; f++) {
          sb.append(f > 0 ? "," : "").append(field(r, breaks));
        }
      }
      if (i < lines - 1 || r.nextBoolean()) {
        sb.append(r.nextInt(8) == 0 ? breaks[r.nextInt(3)] : usual);
      }
    }
    return sb.toString();
  }

  private static String field(SplittableRandom r, String[] breaks) {
    String w = WORDS[r.nextInt(WORDS.length)];
    if (r.nextInt(3) > 0) {
      return w.replace("\"", r.nextInt(4) == 0 ? "\"" : "");
    }
    StringBuilder q = new StringBuilder("\"");
    for (int parts = 1 + r.nextInt(3); parts > 0; parts--) {
      q.append(WORDS[r.nextInt(WORDS.length)].replace("\"", "\"\""));
      int c = r.nextInt(12);
      q.append(
          c == 0
              ? breaks[r.nextInt(3)]
              : c == 1 ? "," : c == 2 ? "\"\"" : c == 3 ? "\\\"" : c == 4 ? "\\\\" : "");
    }
    return q.append(r.nextInt(30) == 0 ? "" : "\"").toString();
  }

  @Test
  void rangesGiveEveryRecordOnceOrSayWhichLineTheyCouldNotRead() throws IOException {
    Path file = tmp.resolve("fuzz.csv");
    SplittableRandom seeds = new SplittableRandom(20_261_205);
    int checked = 0;
    int withErrors = 0;
    for (int trial = 0; trial < Sweep.of(400); trial++) {
      long seed = seeds.nextLong();
      SplittableRandom r = new SplittableRandom(seed);
      byte[] bytes = document(r, 1 + r.nextInt(24)).getBytes(StandardCharsets.UTF_8);
      Files.write(file, bytes);
      Options options = Options.of(r.nextInt(16));
      String where =
          "seed "
              + seed
              + ", "
              + options
              + ", "
              + Tries.show(new String(bytes, StandardCharsets.UTF_8));
      CsvReaderRangeTest.Outcome whole =
          CsvReaderRangeTest.skipAndCount(options.apply(CsvReader.open(file)), Integer.MAX_VALUE);
      CsvReaderRangeTest.Outcome one =
          CsvReaderRangeTest.skipAndCount(
              options.apply(CsvReader.open(file, 0, bytes.length)), Integer.MAX_VALUE);
      for (int cuts = 0; cuts < 4; cuts++) {
        CsvReaderRangeTest.Outcome ranges = new CsvReaderRangeTest.Outcome();
        if (cuts == 0) {
          for (CsvReader part : CsvReader.split(file, 1 + r.nextInt(12))) {
            add(ranges, CsvReaderRangeTest.skipAndCount(options.apply(part), Integer.MAX_VALUE));
          }
        } else {
          long from = 0;
          while (from < bytes.length) {
            long to = Math.min(bytes.length, from + 1 + r.nextInt(1 + bytes.length / 2));
            add(
                ranges,
                CsvReaderRangeTest.skipAndCount(
                    options.apply(CsvReader.open(file, from, to)), Integer.MAX_VALUE));
            from = to;
          }
        }
        assertEquals(one.records, ranges.records, where + ": cut " + cuts + " against one range");
        assertEquals(one.errors.size(), ranges.errors.size(), where + ": errors, cut " + cuts);
        if (!ranges.records.equals(whole.records) || !whole.errors.isEmpty()) {
          assertTrue(!ranges.errors.isEmpty(), where + ": ranges differ from the whole, silently");
        }
        for (String e : ranges.errors) {
          assertTrue(e.contains("line "), where + ": a message without a line: " + e);
        }
      }
      checked++;
      withErrors += one.errors.isEmpty() ? 0 : 1;
    }
    // The generator must reach both sides of the property.
    assertTrue(
        withErrors > checked / 20 && withErrors < checked * 19 / 20, withErrors + "/" + checked);
  }

  private static void add(CsvReaderRangeTest.Outcome all, CsvReaderRangeTest.Outcome part) {
    all.records.addAll(part.records);
    all.errors.addAll(part.errors);
  }
}
