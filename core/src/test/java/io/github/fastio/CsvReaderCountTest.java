package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.channels.SeekableByteChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.InputMismatchException;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link CsvReader#countRecords()} against the count of {@link CsvReader#nextRecord()} calls, and
 * {@link CsvReader#openRecords} against the whole file's records, over random files cut at every
 * buffer boundary.
 */
class CsvReaderCountTest {
  @TempDir Path tmp;

  /** How many records {@code nextRecord()} finds. */
  private static long stepped(CsvReader in) {
    long n = 0;
    while (in.nextRecord()) {
      n++;
    }
    return n;
  }

  /** {@code file} with comment lines ({@code #...}, some with quotes) between its lines. */
  private static byte[] withComments(SplittableRandom r, byte[] file) {
    String[] lines = new String(file, StandardCharsets.UTF_8).split("\n", -1);
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < lines.length; i++) {
      if (i > 0) {
        sb.append('\n');
      }
      if (r.nextInt(6) == 0) {
        sb.append(r.nextBoolean() ? "# a \"note\n" : "#,1,2\n");
      }
      sb.append(lines[i]);
    }
    return sb.toString().getBytes(StandardCharsets.UTF_8);
  }

  @Test
  void countsWhatNextRecordFindsAtEveryBufferSize() {
    SplittableRandom rnd = new SplittableRandom(41);
    for (int trial = 0; trial < Sweep.of(150); trial++) {
      long seed = rnd.nextLong();
      SplittableRandom r = new SplittableRandom(seed);
      boolean comments = r.nextBoolean();
      // Comment lines go between lines: then no line break is inside quotes.
      byte[] file = CsvModel.randomFile(r, 1 + r.nextInt(30), !comments);
      if (comments) {
        file = withComments(r, file);
      }
      long expected = stepped(reader(file, comments, file.length + 1));
      if (!comments) {
        assertEquals(CsvModel.parse(file).size(), expected, "seed " + seed);
      }
      int sizes = Math.min(file.length + 1, 80);
      for (int size = 1; size <= sizes; size++) {
        assertEquals(
            expected, reader(file, comments, size).countRecords(), "seed " + seed + ", " + size);
      }
      CsvReader oneByte = CsvReader.of(ReaderSources.chunked(file, 1), 7);
      if (comments) {
        oneByte.comment('#');
      }
      assertEquals(expected, oneByte.countRecords(), "seed " + seed + ", a byte a read");
      // After some records, one of them read in part, the rest.
      CsvReader part = reader(file, comments, 16);
      long read = 0;
      while (read < expected / 2 && part.nextRecord()) {
        read++;
        if (r.nextBoolean()) {
          part.skip();
        }
      }
      assertEquals(expected - read, part.countRecords(), "seed " + seed + ", the rest");
      assertEquals(0, part.countRecords());
      assertFalse(part.nextRecord());
    }
  }

  private static CsvReader reader(byte[] file, boolean comments, int buffer) {
    CsvReader in = CsvReader.of(new ByteArrayInputStream(file), buffer);
    return comments ? in.comment('#') : in;
  }

  @Test
  void namedCases() {
    assertEquals(3, CsvReader.of("a,b\n\n1,2\r\n\r\n3,4").countRecords());
    assertEquals(2, CsvReader.of("\uFEFFx\n\"a\nb\",\"c\"\"\r\"\n").countRecords());
    assertEquals(1, CsvReader.of("a\n#\"\n").comment('#').countRecords());
    assertEquals(0, CsvReader.of("").countRecords());
    assertEquals(2, CsvReader.of("\r\r1\r2").countRecords());
    CsvReader header = CsvReader.of("id,name\n1,Ann\n2,Bo\n");
    header.header();
    assertEquals(2, header.countRecords());
  }

  @Test
  void anUnclosedQuoteThrowsAndTheRecordsBeforeItAreCountedNext() {
    CsvReader in = CsvReader.of("1\n2\n\"3\n4\n");
    assertThrows(InputMismatchException.class, in::countRecords);
    assertEquals(3, in.countRecords()); // 1, 2 and the record the quote opened
    assertEquals(0, in.countRecords());
  }

  @Test
  void rangesCutAnywhereCountEveryRecordOnce() throws IOException {
    SplittableRandom rnd = new SplittableRandom(1999);
    for (int trial = 0; trial < Sweep.of(40); trial++) {
      long seed = rnd.nextLong();
      SplittableRandom r = new SplittableRandom(seed);
      byte[] file = CsvModel.randomFile(r, 1 + r.nextInt(50), false);
      Path path = tmp.resolve("count-" + trial + ".csv");
      Files.write(path, file);
      long total = CsvModel.parse(file).size();
      for (int cut = 0; cut <= file.length; cut++) {
        long n;
        try (CsvReader a = CsvReader.open(path, 0, cut);
            CsvReader b = CsvReader.open(path, cut, file.length)) {
          n = a.countRecords() + b.countRecords();
        }
        assertEquals(total, n, "seed " + seed + ", cut " + cut);
      }
    }
  }

  @Test
  void openRecordsReadsQuotedLineBreaksBetweenRecordStarts() throws IOException {
    SplittableRandom rnd = new SplittableRandom(4180);
    for (int trial = 0; trial < Sweep.of(60); trial++) {
      long seed = rnd.nextLong();
      SplittableRandom r = new SplittableRandom(seed);
      byte[] file = CsvModel.randomFile(r, 1 + r.nextInt(40), true);
      Path path = tmp.resolve("records-" + trial + ".csv");
      Files.write(path, file);
      List<List<String>> expected;
      List<Long> starts = new ArrayList<>();
      try (CsvReader in = CsvReader.open(path)) {
        expected = new ArrayList<>();
        while (in.nextRecord()) {
          starts.add(in.recordOffset());
          List<String> row = new ArrayList<>();
          while (in.hasNextField()) {
            row.add(in.next());
          }
          expected.add(row);
        }
      }
      // Cut at random record starts (the first may follow a byte-order mark: cut at 0 instead).
      TreeSet<Long> cuts = new TreeSet<>();
      cuts.add(0L);
      cuts.add((long) file.length);
      for (int i = 1; i < starts.size(); i++) {
        if (r.nextInt(3) == 0) {
          cuts.add(starts.get(i));
        }
      }
      Long[] bounds = cuts.toArray(new Long[0]);
      List<List<String>> read = new ArrayList<>();
      long counted = 0;
      for (int i = 0; i + 1 < bounds.length; i++) {
        try (SeekableByteChannel ch = Files.newByteChannel(path);
            CsvReader in = CsvReader.openRecords(ch, path.toString(), bounds[i], bounds[i + 1])) {
          read.addAll(CsvReaderDifferentialTest.all(in));
        }
        try (SeekableByteChannel ch = Files.newByteChannel(path);
            CsvReader in = CsvReader.openRecords(ch, path.toString(), bounds[i], bounds[i + 1])) {
          counted += in.countRecords();
        }
      }
      String where = "seed " + seed + ", cuts " + cuts;
      assertEquals(expected, read, where);
      assertEquals(expected.size(), counted, where);
    }
  }
}
