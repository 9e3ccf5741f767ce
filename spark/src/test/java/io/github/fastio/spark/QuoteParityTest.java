package io.github.fastio.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fastio.CsvReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.apache.hadoop.fs.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The quote-parity pass finds where the records of each range start, exactly as a reader of the
 * whole file finds them, over random documents (quoted line breaks, doubled quotes, CRLF, lone CR,
 * delimiters inside quotes, a byte-order mark) cut at random and at every byte; and gives up, so
 * that the file is read whole, where a quote inside an unquoted field breaks the rule or an escape
 * occurs.
 */
class QuoteParityTest {
  private static final ReadOptions OPTIONS =
      ReadOptions.parse(Map.of("multiLine", "true", "escape", "\""));

  /** A random document; with {@code stray}, some fields hold a quote that does not open them. */
  static byte[] document(Random r, int records, boolean stray) {
    StringBuilder sb = new StringBuilder(r.nextInt(8) == 0 ? "\uFEFF" : "");
    String[] words = {"", "a", "12", "x y", "é", ",", "\n", "\r\n", "\"\"", "\r"};
    for (int i = 0; i < records; i++) {
      int fields = 1 + r.nextInt(4);
      for (int f = 0; f < fields; f++) {
        if (f > 0) {
          sb.append(',');
        }
        if (r.nextInt(3) == 0) {
          sb.append('"');
          for (int k = r.nextInt(4); k > 0; k--) {
            sb.append(words[r.nextInt(words.length)]);
          }
          sb.append('"');
        } else {
          sb.append(words[r.nextInt(5)]);
          if (stray && r.nextInt(25) == 0) {
            sb.append("b\"c");
          }
        }
      }
      sb.append(r.nextInt(5) == 0 ? "\r\n" : r.nextInt(9) == 0 ? "\r" : "\n");
    }
    return sb.toString().getBytes(StandardCharsets.UTF_8);
  }

  /** The records of {@code file}, read whole. */
  static List<List<String>> whole(byte[] file) {
    try (CsvReader in = CsvReader.of(file)) {
      return all(in);
    }
  }

  private static List<List<String>> all(CsvReader in) {
    List<List<String>> rows = new ArrayList<>();
    while (in.nextRecord()) {
      List<String> row = new ArrayList<>();
      while (in.hasNextField()) {
        row.add(in.next());
      }
      rows.add(row);
    }
    return rows;
  }

  /** Where the records of each range start, as the pass finds them. */
  static long[] split(byte[] file, long[] bounds) throws IOException {
    QuoteParity.Scanned[] scans = new QuoteParity.Scanned[bounds.length - 1];
    for (int i = 0; i < scans.length; i++) {
      QuoteParity.Range range = new QuoteParity.Range(new Path("/f"), bounds[i], bounds[i + 1]);
      scans[i] = new QuoteParity.Scanned("f@" + i);
      long start = QuoteParity.scanStart(bounds[i]);
      ByteArrayInputStream in =
          new ByteArrayInputStream(file, (int) start, file.length - (int) start);
      new QuoteParity.Scanner(scans[i], range, OPTIONS).scan(in, start);
    }
    return QuoteParity.recordStarts(bounds, scans);
  }

  /** {@link #split}, or the whole file where the pass gives up. */
  static long[] splitOrWhole(byte[] file, long[] bounds) throws IOException {
    long[] starts = split(file, bounds);
    return starts != null ? starts : new long[] {0, file.length};
  }

  /** The records of the ranges {@code [starts[i], starts[i + 1])} of {@code file}, in order. */
  private List<List<String>> read(java.nio.file.Path file, long[] starts) throws IOException {
    List<List<String>> rows = new ArrayList<>();
    for (int i = 0; i + 1 < starts.length; i++) {
      try (CsvReader in =
          CsvReader.openRecords(Files.newByteChannel(file), "f", starts[i], starts[i + 1])) {
        rows.addAll(all(in));
      }
    }
    return rows;
  }

  /** Random cuts of a file of {@code length} bytes into {@code n} ranges, none empty. */
  static long[] cuts(Random r, int length, int n) {
    java.util.TreeSet<Long> set = new java.util.TreeSet<>();
    set.add(0L);
    set.add((long) length);
    for (int i = 1; i < n && length > 1; i++) {
      set.add(1 + (long) r.nextInt(length - 1));
    }
    long[] bounds = new long[set.size()];
    int i = 0;
    for (long b : set) {
      bounds[i++] = b;
    }
    return bounds;
  }

  @TempDir java.nio.file.Path dir;

  @Test
  void rangesFromTheFoundStartsReadTheRecordsOfTheWholeFile() throws IOException {
    Random r = new Random(2019);
    for (int trial = 0; trial < 300; trial++) {
      byte[] file = document(r, 1 + r.nextInt(30), false);
      java.nio.file.Path f = dir.resolve("d" + trial + ".csv");
      Files.write(f, file);
      long[] bounds = cuts(r, file.length, 2 + r.nextInt(6));
      long[] starts = split(file, bounds);
      String where = "trial " + trial + ", cuts " + Arrays.toString(bounds);
      if (bounds.length > 2) {
        assertNotNull(starts, where + ": a document that keeps the rule is cut");
      } else {
        starts = bounds;
      }
      assertEquals(whole(file), read(f, starts), where);
    }
  }

  @Test
  void everyCutOfShortDocuments() throws IOException {
    Random r = new Random(7);
    for (int trial = 0; trial < 30; trial++) {
      byte[] file = document(r, 6, false);
      java.nio.file.Path f = dir.resolve("s" + trial + ".csv");
      Files.write(f, file);
      List<List<String>> expected = whole(file);
      for (int cut = 1; cut < file.length; cut++) {
        long[] starts = split(file, new long[] {0, cut, file.length});
        assertNotNull(starts);
        assertEquals(expected, read(f, starts), "trial " + trial + ", cut " + cut);
      }
    }
  }

  @Test
  void aStrayQuoteMakesItGiveUpOrStillFindTheStarts() throws IOException {
    Random r = new Random(99);
    int gaveUp = 0;
    for (int trial = 0; trial < 200; trial++) {
      byte[] file = document(r, 5 + r.nextInt(30), true);
      java.nio.file.Path f = dir.resolve("q" + trial + ".csv");
      Files.write(f, file);
      long[] bounds = {0, file.length / 3, 2 * file.length / 3, file.length};
      long[] starts = splitOrWhole(file, bounds);
      if (starts.length == 2) {
        gaveUp++;
      }
      assertEquals(whole(file), read(f, starts), "trial " + trial);
    }
    assertTrue(gaveUp > 50, "gave up " + gaveUp + " times");
  }

  @Test
  void anEscapeOtherThanTheQuoteMakesItGiveUp() throws IOException {
    ReadOptions backslash = ReadOptions.parse(Map.of("multiLine", "true", "escape", "\\"));
    byte[] file = "a,\"x\\\"y\"\n1,2\n3,4\n".getBytes(StandardCharsets.UTF_8);
    QuoteParity.Scanned s = new QuoteParity.Scanned("f");
    new QuoteParity.Scanner(s, new QuoteParity.Range(new Path("/f"), 0, 9), backslash)
        .scan(new ByteArrayInputStream(file), 0);
    assertTrue(s.escapes);
    QuoteParity.Scanned clean = new QuoteParity.Scanned("f");
    new QuoteParity.Scanner(clean, new QuoteParity.Range(new Path("/f"), 9, 18), backslash)
        .scan(new ByteArrayInputStream(file, 8, 10), 8);
    assertFalse(clean.escapes);
  }

  @Test
  void aDoubledQuoteBreaksTheRuleUnlessTheQuoteIsTheEscape() throws IOException {
    // Spark's default reading (escape \): "x""y is "x" and then text to the line's end.
    byte[] file = "a,\"x\"\"y\n1,2\n".getBytes(StandardCharsets.UTF_8);
    ReadOptions backslash = ReadOptions.parse(Map.of("multiLine", "true"));
    QuoteParity.Scanned spark = new QuoteParity.Scanned("f");
    new QuoteParity.Scanner(spark, new QuoteParity.Range(new Path("/f"), 0, file.length), backslash)
        .scan(new ByteArrayInputStream(file), 0);
    assertTrue(spark.broken[0]);
    QuoteParity.Scanned rfc = new QuoteParity.Scanned("f");
    new QuoteParity.Scanner(rfc, new QuoteParity.Range(new Path("/f"), 0, file.length), OPTIONS)
        .scan(new ByteArrayInputStream(file), 0);
    assertFalse(rfc.broken[0]);
  }
}
