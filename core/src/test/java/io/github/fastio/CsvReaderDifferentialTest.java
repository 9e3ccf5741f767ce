package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Random RFC 4180 files read by {@link CsvReader} against the reference reader ({@link CsvModel})
 * and FastCSV: whole, through one-byte and random-sized streams, and at every buffer size over
 * short files, so that every field, quote, doubled quote and line break lands on a buffer's end.
 */
class CsvReaderDifferentialTest {
  @TempDir Path tmp;

  /** Every field's text, quoted flag and emptiness, and every record's line, as the model has. */
  private static void assertSame(List<CsvModel.Row> expected, CsvReader in, String where) {
    int r = 0;
    while (in.nextRecord()) {
      String at = where + ", record " + r;
      if (r >= expected.size()) {
        throw new AssertionError(at + ": a record too many");
      }
      CsvModel.Row row = expected.get(r);
      assertEquals(row.line(), in.line(), at + ": line");
      int f = 0;
      while (in.hasNextField()) {
        CsvModel.Cell cell = row.cells().get(f);
        String atField = at + ", field " + f;
        assertEquals(f + 1, in.fieldNumber(), atField);
        assertEquals(cell.missing(), in.nextIsEmpty(), atField + ": empty");
        if (f % 3 == 2) {
          in.skip();
        } else if (f % 3 == 1) {
          CsvReader.Field view = in.nextField();
          assertEquals(cell.text(), view.toString(), atField);
          assertEquals(cell.quoted(), view.isQuoted(), atField + ": quoted");
        } else {
          assertEquals(cell.text(), in.next(), atField);
        }
        f++;
      }
      assertEquals(row.cells().size(), f, at + ": fields");
      r++;
    }
    assertEquals(expected.size(), r, where + ": records");
    assertFalse(in.nextRecord(), where + ": a record after the end");
  }

  private static List<List<String>> fastCsv(byte[] file) {
    List<List<String>> rows = new ArrayList<>();
    try (de.siegmar.fastcsv.reader.CsvReader<de.siegmar.fastcsv.reader.CsvRecord> r =
        de.siegmar.fastcsv.reader.CsvReader.builder()
            .allowExtraFields(true)
            .allowMissingFields(true)
            // FastCSV passes a byte-order mark only when it decodes the bytes itself.
            .ofCsvRecord(
                new StringReader(
                    new String(file, StandardCharsets.UTF_8).replaceFirst("^\uFEFF", "")))) {
      r.forEach(rec -> rows.add(rec.getFields()));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return rows;
  }

  private static List<List<String>> texts(List<CsvModel.Row> rows) {
    List<List<String>> t = new ArrayList<>();
    for (CsvModel.Row row : rows) {
      t.add(row.texts());
    }
    return t;
  }

  @Test
  void randomFilesReadAsTheModelAndFastCsvReadThem() {
    SplittableRandom rnd = new SplittableRandom(4180);
    for (int trial = 0; trial < Sweep.of(400); trial++) {
      long seed = rnd.nextLong();
      SplittableRandom r = new SplittableRandom(seed);
      byte[] file = CsvModel.randomFile(r, 1 + r.nextInt(40), true);
      List<CsvModel.Row> expected = CsvModel.parse(file);
      String where = "seed " + seed;
      assertEquals(fastCsv(file), texts(expected), where + ": the model against FastCSV");
      assertSame(expected, CsvReader.of(file), where + ", whole");
      assertSame(
          expected, CsvReader.of(ReaderSources.chunked(file, 1), 1), where + ", a byte a read");
      int chunk = 1 + r.nextInt(17);
      int buffer = 1 + r.nextInt(64);
      assertSame(
          expected,
          CsvReader.of(ReaderSources.chunked(file, chunk), buffer),
          where + ", reads of " + chunk + " into a buffer of " + buffer);
    }
  }

  @Test
  void everyBufferSizeCutsEveryFieldOfShortFiles() {
    SplittableRandom rnd = new SplittableRandom(7);
    for (int trial = 0; trial < Sweep.of(40); trial++) {
      long seed = rnd.nextLong();
      byte[] file = CsvModel.randomFile(new SplittableRandom(seed), 6, true);
      List<CsvModel.Row> expected = CsvModel.parse(file);
      for (int size = 1; size <= file.length + 1; size++) {
        assertSame(
            expected,
            CsvReader.of(new ByteArrayInputStream(file), size),
            "seed " + seed + ", buffer " + size);
      }
    }
  }

  @Test
  void rangesCutAnywhereReadEveryRecordOnce() throws IOException {
    SplittableRandom rnd = new SplittableRandom(1981);
    for (int trial = 0; trial < Sweep.of(60); trial++) {
      long seed = rnd.nextLong();
      SplittableRandom r = new SplittableRandom(seed);
      byte[] file = CsvModel.randomFile(r, 1 + r.nextInt(60), false);
      Path path = tmp.resolve("ranges-" + trial + ".csv");
      Files.write(path, file);
      List<List<String>> expected = texts(CsvModel.parse(file));
      int cuts = 1 + r.nextInt(8);
      long[] bounds = new long[cuts + 1];
      bounds[cuts] = file.length;
      for (int i = 1; i < cuts; i++) {
        bounds[i] = bounds[i - 1] + r.nextInt(file.length - (int) bounds[i - 1] + 1);
      }
      List<List<String>> read = new ArrayList<>();
      for (int i = 0; i < cuts; i++) {
        try (CsvReader in = CsvReader.open(path, bounds[i], bounds[i + 1])) {
          read.addAll(all(in));
        }
      }
      assertEquals(expected, read, "seed " + seed + ", cuts " + java.util.Arrays.toString(bounds));
      List<List<String>> split = new ArrayList<>();
      for (CsvReader part : CsvReader.split(path, 1 + r.nextInt(5))) {
        try (CsvReader in = part) {
          split.addAll(all(in));
        }
      }
      assertEquals(expected, split, "seed " + seed + ", split");
    }
  }

  static List<List<String>> all(CsvReader in) {
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

  /** Streams of a file, each delivering it another way. */
  static List<Supplier<InputStream>> sources(byte[] file, SplittableRandom r) {
    int chunk = 1 + r.nextInt(9);
    return List.of(
        () -> new ByteArrayInputStream(file),
        () -> ReaderSources.chunked(file, 1),
        () -> ReaderSources.chunked(file, chunk));
  }
}
