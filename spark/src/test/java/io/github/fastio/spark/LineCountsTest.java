package io.github.fastio.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link LineCounts#count} against the rule written plainly: the file's lines cut at {@code \n},
 * {@code \r\n} and a lone {@code \r}, each taken as a String and kept where its {@code trim()} is
 * not empty and it does not start with the comment character, counted in the range it starts in;
 * every range of seeded random documents, whole and one byte per read.
 */
class LineCountsTest {
  /**
   * The lines counted by the plain rule: those starting in {@code [from, to)}; -1 where one of them
   * holds a quote.
   */
  private static long expected(byte[] doc, long from, long to, int comment) {
    long n = 0;
    int start = 0;
    boolean bom =
        doc.length >= 3
            && (doc[0] & 0xFF) == 0xEF
            && (doc[1] & 0xFF) == 0xBB
            && (doc[2] & 0xFF) == 0xBF;
    while (start < doc.length) {
      int end = start;
      while (end < doc.length && doc[end] != '\n' && doc[end] != '\r') {
        end++;
      }
      int textFrom = start == 0 && bom ? 3 : start;
      String line = new String(doc, textFrom, Math.max(0, end - textFrom), StandardCharsets.UTF_8);
      boolean kept =
          !line.trim().isEmpty()
              && (comment < 0 || !line.startsWith(String.valueOf((char) comment)));
      if (kept && start >= from && start < to) {
        if (line.indexOf('"') >= 0) {
          return -1;
        }
        n++;
      }
      int next = end + 1;
      if (end + 1 < doc.length && doc[end] == '\r' && doc[end + 1] == '\n') {
        next++;
      }
      start = next;
    }
    return n;
  }

  private static long counted(byte[] doc, long from, long to, int comment, boolean byteAtATime)
      throws IOException {
    int skip = from == 0 ? 0 : (int) from - 1;
    InputStream in = new ByteArrayInputStream(doc, skip, doc.length - skip);
    if (byteAtATime) {
      InputStream whole = in;
      in =
          new InputStream() {
            @Override
            public int read() throws IOException {
              return whole.read();
            }

            @Override
            public int read(byte[] b, int off, int len) throws IOException {
              return whole.read(b, off, Math.min(len, 1));
            }
          };
    }
    return LineCounts.count(in, from, to, comment, '"');
  }

  private static final String[] PIECES = {
    "1,2",
    "abc",
    "  ",
    "\t",
    " x ",
    "#c",
    " #c",
    "\"q\"",
    "\"a\nb\"",
    "\"",
    "é",
    "\u00a0",
    "\0",
    ",",
    "#",
    "12345678901234567",
    ""
  };
  private static final String[] BREAKS = {"\n", "\r\n", "\r", "\n\n", "\r\n\r\n"};

  private static byte[] document(Random r) {
    return lines(r, PIECES, BREAKS, r.nextInt(40)).getBytes(StandardCharsets.UTF_8);
  }

  /**
   * A random text of {@code lines} lines, each of up to three {@code pieces}, cut by {@code
   * breaks}, the last one's maybe left out; a byte-order mark before them one time in eight.
   */
  static String lines(Random r, String[] pieces, String[] breaks, int lines) {
    StringBuilder sb = new StringBuilder(r.nextInt(8) == 0 ? "\uFEFF" : "");
    for (int i = 0; i < lines; i++) {
      for (int p = r.nextInt(4); p > 0; p--) {
        sb.append(pieces[r.nextInt(pieces.length)]);
      }
      if (i < lines - 1 || r.nextBoolean()) {
        sb.append(breaks[r.nextInt(breaks.length)]);
      }
    }
    return sb.toString();
  }

  @Test
  void everyRangeOfRandomDocumentsCountsAsThePlainRule() throws IOException {
    for (int seed = 0; seed < 400; seed++) {
      Random r = new Random(seed);
      byte[] doc = document(r);
      int comment = r.nextBoolean() ? '#' : r.nextInt(6) == 0 ? ' ' : -1;
      assertEquals(
          expected(doc, 0, doc.length, comment),
          counted(doc, 0, doc.length, comment, false),
          "seed " + seed);
      for (int from = 0; from <= doc.length; from++) {
        int to = from + r.nextInt(doc.length - from + 1);
        boolean byteAtATime = r.nextInt(4) == 0;
        assertEquals(
            expected(doc, from, to, comment),
            counted(doc, from, to, comment, byteAtATime),
            "seed " + seed + " [" + from + ", " + to + ")");
      }
      // Ranges that meet count every line once.
      int cut = r.nextInt(doc.length + 1);
      long whole = expected(doc, 0, doc.length, comment);
      if (whole >= 0) {
        assertEquals(
            whole,
            counted(doc, 0, cut, comment, false) + counted(doc, cut, doc.length, comment, false),
            "seed " + seed + " cut at " + cut);
      }
    }
  }

  @Test
  void longLinesAcrossBlocks() throws IOException {
    // Lines that cross the 1 MiB blocks, and line starts on every lane of a word.
    StringBuilder sb = new StringBuilder();
    Random r = new Random(7);
    while (sb.length() < 3 << 20) {
      int len = r.nextInt(5) == 0 ? r.nextInt(100_000) : r.nextInt(20);
      for (int i = 0; i < len; i++) {
        sb.append(i == 0 && r.nextInt(3) == 0 ? '#' : r.nextInt(4) == 0 ? ' ' : 'x');
      }
      sb.append(r.nextBoolean() ? "\n" : "\r\n");
    }
    byte[] doc = sb.toString().getBytes(StandardCharsets.UTF_8);
    for (int comment : new int[] {-1, '#'}) {
      assertEquals(
          expected(doc, 0, doc.length, comment), counted(doc, 0, doc.length, comment, false));
      long third = doc.length / 3;
      for (long from : new long[] {1, third, third + 1, 2 * third}) {
        assertEquals(
            expected(doc, from, doc.length, comment),
            counted(doc, from, doc.length, comment, false),
            "from " + from);
        assertEquals(
            expected(doc, from, from + (1 << 20) + 3, comment),
            counted(doc, from, from + (1 << 20) + 3, comment, false),
            "from " + from);
      }
    }
  }
}
