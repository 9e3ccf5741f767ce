package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.InputMismatchException;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a new user reaches for first: a field by its header name, a record as an array, a loop or a
 * stream over the records, quoting off, blank lines kept, and messages that name the type and the
 * setting.
 */
class CsvReaderConveniencesTest {
  @TempDir Path tmp;

  /** The records as the cursor reads them: {@code nextRecord()} and {@code next()} each field. */
  private static List<List<String>> byCursor(CsvReader in) {
    return CsvReaderDifferentialTest.all(in);
  }

  private static List<List<String>> lists(Iterable<String[]> records) {
    List<List<String>> out = new ArrayList<>();
    for (String[] r : records) {
      out.add(Arrays.asList(r));
    }
    return out;
  }

  @Test
  void aFieldByItsHeaderName() {
    CsvReader in = CsvReader.of("id,price,qty\n1,2.5,3\n2,,4\n3,1.25,1\n");
    assertArrayEquals(new String[] {"id", "price", "qty"}, in.header());
    int price = in.headerIndex("price");
    int qty = in.headerIndex("qty");
    assertEquals(1, price);
    double total = 0;
    while (in.nextRecord()) {
      in.toField(price);
      double p = in.nextDouble(0);
      in.toField(qty);
      total += p * in.nextInt();
    }
    assertEquals(2.5 * 3 + 1.25, total);
  }

  @Test
  void headerIndexSaysWhatIsWrong() {
    CsvReader none = CsvReader.of("a,b\n");
    IllegalStateException noHeader =
        assertThrows(IllegalStateException.class, () -> none.headerIndex("a"));
    assertTrue(noHeader.getMessage().contains("call header()"), noHeader.getMessage());
    CsvReader in = CsvReader.of("id,price\n1,2\n");
    in.header();
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> in.headerIndex("prices"));
    assertEquals(
        "the header has no name \"prices\": its 2 names are \"id\", \"price\"", e.getMessage());
    CsvReader twice = CsvReader.of("a,b,a\n");
    twice.header();
    assertEquals(0, twice.headerIndex("a"), "the first of two");
  }

  @Test
  void toFieldGoesForwardOnlyAndNamesAMissingField() {
    CsvReader in = CsvReader.of("a,b,c\nd\n");
    assertThrows(NoSuchElementException.class, () -> in.toField(0));
    assertTrue(in.nextRecord());
    in.toField(0);
    assertEquals("a", in.next());
    in.toField(2);
    assertEquals("c", in.next());
    IllegalArgumentException back =
        assertThrows(IllegalArgumentException.class, () -> in.toField(1));
    assertEquals(
        "field 2 is passed: the cursor is at the end of the record, and goes forward only",
        back.getMessage());
    assertThrows(IllegalArgumentException.class, () -> in.toField(2));
    assertTrue(in.nextRecord());
    InputMismatchException past = assertThrows(InputMismatchException.class, () -> in.toField(3));
    assertEquals(
        "expected field 4 but the record at line 2 (byte offset 6) has 1 field", past.getMessage());
    assertFalse(in.nextRecord());
  }

  @Test
  void nextRecordAsArrayGivesEachFieldsText() {
    CsvReader in = CsvReader.of("a,\"b,c\",\n\"x\"\"y\"\n");
    assertArrayEquals(new String[] {"a", "b,c", ""}, in.nextRecordAsArray());
    assertArrayEquals(new String[] {"x\"y"}, in.nextRecordAsArray());
    assertNull(in.nextRecordAsArray());
    assertNull(in.nextRecordAsArray());
  }

  @Test
  void theLoopTheStreamAndTheCursorReadTheSameRecords() {
    SplittableRandom seeds = new SplittableRandom(4242);
    for (int trial = 0; trial < Sweep.of(300); trial++) {
      long seed = seeds.nextLong();
      byte[] file = CsvModel.randomFile(new SplittableRandom(seed), 1 + trial % 20, true);
      List<List<String>> expected = byCursor(CsvReader.of(file));
      assertEquals(expected, lists(CsvReader.of(file)), "for loop, seed " + seed);
      List<List<String>> streamed;
      try (Stream<String[]> records = CsvReader.of(file).records()) {
        streamed = records.map(Arrays::asList).collect(Collectors.toList());
      }
      assertEquals(expected, streamed, "stream, seed " + seed);
      CsvReader arrays = CsvReader.of(file);
      List<List<String>> byArray = new ArrayList<>();
      for (String[] r; (r = arrays.nextRecordAsArray()) != null; ) {
        byArray.add(Arrays.asList(r));
      }
      assertEquals(expected, byArray, "nextRecordAsArray, seed " + seed);
    }
  }

  @Test
  void anIteratorGoesOnWhereTheReaderIsAndAfterAnError() {
    CsvReader in = CsvReader.of("h\n1\n\"x\n");
    in.header();
    Iterator<String[]> it = in.iterator();
    assertTrue(it.hasNext());
    assertTrue(it.hasNext(), "hasNext reads no second record");
    assertArrayEquals(new String[] {"1"}, it.next());
    assertThrows(InputMismatchException.class, it::hasNext, "the unclosed quote");
    assertFalse(it.hasNext());
    assertThrows(NoSuchElementException.class, it::next);
  }

  @Test
  void closingTheStreamClosesTheReader() throws IOException {
    Path f = tmp.resolve("r.csv");
    Files.write(f, "1\n2\n3\n".getBytes(StandardCharsets.UTF_8));
    CsvReader in = CsvReader.open(f);
    try (Stream<String[]> records = in.records()) {
      assertEquals(2, records.limit(2).count());
    }
    assertThrows(UncheckedIOException.class, in::nextRecord);
  }

  @Test
  void noQuoteMakesTheQuoteData() {
    String tsv = "5\"3\tx\n\"a\tb\"\n\"\n";
    CsvReader in = CsvReader.of(tsv).delimiter('\t').noQuote();
    assertEquals(List.of(List.of("5\"3", "x"), List.of("\"a", "b\""), List.of("\"")), byCursor(in));
    CsvReader view = CsvReader.of("\"a\",b\n").noQuote();
    view.nextRecord();
    CsvReader.Field f = view.nextField();
    assertEquals("\"a\"", f.toString());
    assertFalse(f.isQuoted());
    // Quoting on, the stray quote swallows the rest of the file.
    assertThrows(
        InputMismatchException.class, () -> byCursor(CsvReader.of("5\t\"3\nx\n").delimiter('\t')));
    assertEquals(
        List.of(List.of("5", "\"3"), List.of("x")),
        byCursor(CsvReader.of("5\t\"3\nx\n").delimiter('\t').noQuote()));
    // And on again.
    assertEquals(List.of(List.of("a,b")), byCursor(CsvReader.of("'a,b'\n").noQuote().quote('\'')));
  }

  @Test
  void keptBlankLinesAreRecordsOfOneMissingField() {
    CsvReader in = CsvReader.of("1\n\n3\r\n\r\n\r5\n").keepBlankLines(true);
    List<String> got = new ArrayList<>();
    while (in.nextRecord()) {
      if (in.nextIsEmpty()) {
        assertEquals(0, in.nextInt(0));
        assertFalse(in.hasNextField());
        got.add("missing at line " + in.line());
      } else {
        got.add(Integer.toString(in.nextInt()));
      }
    }
    assertEquals(
        List.of("1", "missing at line 2", "3", "missing at line 4", "missing at line 5", "5"), got);
    assertEquals(
        List.of(List.of("a"), List.of(""), List.of("b")),
        byCursor(CsvReader.of("a\n\nb\n").keepBlankLines(true)));
    assertEquals(
        List.of(List.of("a"), List.of("b")), byCursor(CsvReader.of("a\n\nb\n")), "skipped");
    assertEquals(
        List.of(List.of("a")),
        byCursor(CsvReader.of("a\n").keepBlankLines(true)),
        "the last line break starts no record");
    assertEquals(
        List.of(List.of(""), List.of("a"), List.of("")),
        byCursor(CsvReader.of("\na\n\n").keepBlankLines(true)));
    assertEquals(
        List.of(List.of("a"), List.of("")),
        byCursor(CsvReader.of("#c\na\n#d\n\n").comment('#').keepBlankLines(true)));
  }

  @Test
  void aOneColumnTableWithMissingValuesComesBackFromCsvWriter() {
    java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
    String[] column = {"1", null, "", null, "4"};
    try (CsvWriter out = CsvWriter.of(bytes)) {
      for (String v : column) {
        out.field(v).endRecord();
      }
    }
    CsvReader in = CsvReader.of(bytes.toByteArray()).keepBlankLines(true);
    List<String> back = new ArrayList<>();
    while (in.nextRecord()) {
      boolean missing = in.nextIsEmpty();
      String text = in.next();
      back.add(missing ? null : text);
      assertFalse(in.hasNextField(), "one field a record");
    }
    assertEquals(Arrays.asList(column), back);
  }

  @Test
  void keptBlankLinesMatchPythonsCsvModule() {
    // Python 3's csv.reader(io.StringIO(text, newline="")) gives [] for a blank line: one missing
    // field here, so the same rows with [] as [""].
    assertEquals(
        List.of(List.of("x", "y"), List.of(""), List.of(""), List.of("z")),
        byCursor(CsvReader.of("x,y\r\n\r\n\nz").keepBlankLines(true)));
  }

  @Test
  void messagesNameTheTypeAskedAndTheSettingRefused() {
    CsvReader in = CsvReader.of("1\n");
    in.nextRecord();
    in.nextInt();
    InputMismatchException d = assertThrows(InputMismatchException.class, () -> in.nextDouble(0));
    assertEquals(
        "expected a double but the record at line 1 (byte offset 0) has 1 field", d.getMessage());
    InputMismatchException i = assertThrows(InputMismatchException.class, () -> in.nextInt(0));
    assertTrue(i.getMessage().startsWith("expected an int but"), i.getMessage());
    InputMismatchException l = assertThrows(InputMismatchException.class, () -> in.nextLong(0));
    assertTrue(l.getMessage().startsWith("expected a long but"), l.getMessage());
    String[] settings = {
      "delimiter(c)", "quote(c)", "escape(c)", "comment(c)", "noQuote()", "keepBlankLines(keep)"
    };
    for (String setting : settings) {
      IllegalStateException e =
          assertThrows(
              IllegalStateException.class,
              () -> {
                switch (setting) {
                  case "delimiter(c)" -> in.delimiter(';');
                  case "quote(c)" -> in.quote('\'');
                  case "escape(c)" -> in.escape('\\');
                  case "comment(c)" -> in.comment('#');
                  case "noQuote()" -> in.noQuote();
                  default -> in.keepBlankLines(true);
                }
              });
      assertEquals(
          setting + " must come before the first read: the settings are fixed once reading starts",
          e.getMessage());
    }
    IllegalArgumentException bad =
        assertThrows(IllegalArgumentException.class, () -> CsvReader.of("").comment('\n'));
    assertTrue(bad.getMessage().startsWith("the comment must be"), bad.getMessage());
  }
}
