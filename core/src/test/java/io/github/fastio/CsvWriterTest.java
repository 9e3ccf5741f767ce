package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The writer's documented cases, settings, errors, closing and stream failures, one by one. */
class CsvWriterTest {
  @TempDir Path tmp;

  static String written(Consumer<CsvWriter> calls) {
    return written(CsvWriter.DEFAULT_BUFFER_SIZE, calls);
  }

  static String written(int bufferSize, Consumer<CsvWriter> calls) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    CsvWriter w = CsvWriter.of(bytes, bufferSize);
    calls.accept(w);
    w.close();
    return bytes.toString(StandardCharsets.UTF_8);
  }

  @Test
  void theClassExampleWritesWhatItSays() {
    assertEquals(
        "id,name,price\n1,\"Ann, Jr.\",9.5\n2,,0.10\n",
        written(
            out -> {
              out.header("id", "name", "price");
              out.field(1).field("Ann, Jr.").field(9.5).endRecord();
              out.field(2).field((String) null).field(0.1, 2).endRecord();
            }));
  }

  @Test
  void textIsQuotedExactlyWhereItMustBe() {
    assertEquals(
        "plain,\"a,b\",\"say \"\"hi\"\"\",\"\"\n",
        written(out -> out.record("plain", "a,b", "say \"hi\"", "")));
    assertEquals(
        "\"a\nb\",\"a\rb\",\"\r\n\"\n", written(out -> out.record("a\nb", "a\rb", "\r\n")));
    assertEquals(
        "\" a\",\"a \",\" \",a b,\"\"\"\"\n",
        written(out -> out.record(" a", "a ", " ", "a b", "\"")));
    // a tab is data, not a space; a byte-order mark at a field's start is kept in quotes
    assertEquals(
        "\ta\t,\"\uFEFFx\",x\uFEFF\n", written(out -> out.record("\ta\t", "\uFEFFx", "x\uFEFF")));
    assertEquals("é€😀,\"é,😀\"\n", written(out -> out.record("é€😀", "é,😀")));
  }

  @Test
  void missingIsNothingAndTheEmptyStringIsTwoQuotes() {
    assertEquals(",,\"\",\n", written(out -> out.record(null, null, "", null)));
    assertEquals(
        "a,,b\n", written(out -> out.field("a").field((BigDecimal) null).field("b").endRecord()));
    assertEquals(
        ",,,\n",
        written(
            out ->
                out.field((LocalDate) null)
                    .field((LocalDateTime) null)
                    .field((Instant) null)
                    .field((CharSequence) null)
                    .endRecord()));
  }

  @Test
  void aRecordOfOneMissingFieldOrNoneIsAnEmptyLine() {
    assertEquals(
        "\n\n\na\n",
        written(
            out -> {
              out.field((String) null).endRecord();
              out.endRecord();
              out.record();
              out.record("a");
            }));
    // and CsvReader skips it, as the class comment says
    CsvReader in = CsvReader.of("\n\n\na\n");
    assertTrue(in.nextRecord());
    assertEquals("a", in.next());
    assertFalse(in.nextRecord());
  }

  @Test
  void numbersAreTheJdksText() {
    assertEquals(
        "-42,-9223372036854775808,0.30000000000000004,1.0E23,NaN,-Infinity,-0.0,1.0E-5,100.0\n",
        written(
            out ->
                out.field(-42)
                    .field(Long.MIN_VALUE)
                    .field(0.1 + 0.2)
                    .field(1e23) // JDK 17's Double.toString gives 9.999999999999999E22
                    .field(Double.NaN)
                    .field(Double.NEGATIVE_INFINITY)
                    .field(-0.0)
                    .field(1e-5)
                    .field(100.0)
                    .endRecord()));
    assertEquals(
        "0.1,1.0E10,1.4E-45,3.4028235E38,true,false\n",
        written(
            out ->
                out.field(0.1f)
                    .field(1e10f)
                    .field(Float.MIN_VALUE)
                    .field(Float.MAX_VALUE)
                    .field(true)
                    .field(false)
                    .endRecord()));
    assertEquals(
        "2.68,-0.0,3,0.10000000000000000000,NaN\n",
        written(
            out ->
                out.field(2.675, 2)
                    .field(-0.04, 1)
                    .field(2.5, 0)
                    .field(0.1, 20)
                    .field(Double.NaN, 3)
                    .endRecord()));
  }

  @Test
  void decimalsAndDatesAreTheirPlainAndIsoText() {
    assertEquals(
        "1000,1.50,-0.000001,2024-02-29,2024-02-29T10:15,2024-02-29T10:15:30.250,"
            + "1970-01-01T00:00:00Z,1970-01-01T00:00:00.000001Z,+10000-01-01,-0001-12-31\n",
        written(
            out ->
                out.field(new BigDecimal("1E+3"))
                    .field(new BigDecimal("1.50"))
                    .field(new BigDecimal("-1E-6"))
                    .field(LocalDate.of(2024, 2, 29))
                    .field(LocalDateTime.of(2024, 2, 29, 10, 15))
                    .field(LocalDateTime.of(2024, 2, 29, 10, 15, 30, 250_000_000))
                    .field(Instant.ofEpochSecond(0))
                    .field(Instant.ofEpochSecond(0, 1000))
                    .field(LocalDate.of(10000, 1, 1))
                    .field(LocalDate.of(-1, 12, 31))
                    .endRecord()));
  }

  @Test
  void quoteAllQuotesEveryValueButAMissingOne() {
    assertEquals(
        "\"1\",\"2.5\",\"\",,\"a\",\"true\",\"0.50\",\"2024-01-02\"\n",
        written(
            out ->
                out.quoteAll(true)
                    .field(1)
                    .field(2.5)
                    .field("")
                    .field((String) null)
                    .field("a")
                    .field(true)
                    .field(0.5, 2)
                    .field(LocalDate.of(2024, 1, 2))
                    .endRecord()));
  }

  @Test
  void otherDelimiterQuoteAndLineEnding() {
    assertEquals(
        "1;'a;b';'it''s';a,b;\"x\"\r\n2\r\n",
        written(
            out -> {
              out.delimiter(';').quote('\'').lineEnding("\r\n");
              out.field(1).field("a;b").field("it's").field("a,b").field("\"x\"").endRecord();
              out.field(2).endRecord();
            }));
    assertEquals(
        "a\tb c\r", written(out -> out.delimiter('\t').lineEnding("\r").record("a", "b c")));
    // the settings may be made in any order before the first write, swapping the two chars
    assertEquals("'\"a'\"b\n", written(out -> out.delimiter('"').quote('\'').record("\"a", "b")));
  }

  @Test
  void aBadSettingThrowsNamingIt() {
    CsvWriter w = CsvWriter.of(new ByteArrayOutputStream());
    for (char c : new char[] {'\n', '\r', 'a', 'Z', '5', '+', '-', '.', ':', 'é'}) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> w.delimiter(c));
      assertTrue(e.getMessage().startsWith("the delimiter must be ASCII"), e.getMessage());
      e = assertThrows(IllegalArgumentException.class, () -> w.quote(c));
      assertTrue(e.getMessage().startsWith("the quote must be ASCII"), e.getMessage());
    }
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> w.lineEnding("\n\r"));
    assertEquals(
        "the lineEnding must be \"\\n\", \"\\r\\n\" or \"\\r\": \"\\n\\r\"", e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> w.lineEnding(null));
    w.delimiter('|').quote('|');
    e = assertThrows(IllegalArgumentException.class, () -> w.field(1));
    assertEquals("the delimiter and the quote must differ: both are \"|\"", e.getMessage());
  }

  @Test
  void settingsAfterTheFirstWriteOrCloseThrow() {
    for (Consumer<CsvWriter> first :
        List.<Consumer<CsvWriter>>of(
            w -> w.field(1), w -> w.field((String) null), w -> w.endRecord(), CsvWriter::close)) {
      CsvWriter w = CsvWriter.of(new ByteArrayOutputStream());
      first.accept(w);
      assertEquals(
          "the delimiter is set before the first write",
          assertThrows(IllegalStateException.class, () -> w.delimiter(';')).getMessage());
      assertThrows(IllegalStateException.class, () -> w.quote('\''));
      assertThrows(IllegalStateException.class, () -> w.quoteAll(true));
      assertThrows(IllegalStateException.class, () -> w.lineEnding("\r\n"));
    }
  }

  @Test
  void aLoneSurrogateThrowsNamingRecordAndFieldAndWritesNothingOfTheField() {
    for (String bad : new String[] {"\uD800", "a\uDC00", "x\uD83D", "\uD83D\uD83D\uDE00x\uDE00"}) {
      ByteArrayOutputStream bytes = new ByteArrayOutputStream();
      CsvWriter w = CsvWriter.of(bytes);
      w.record("h");
      w.field(1);
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> w.field(bad));
      assertTrue(
          e.getMessage().startsWith("field 2 of record 2 holds a lone surrogate, U+D"),
          e.getMessage());
      assertThrows(IllegalArgumentException.class, () -> w.field(new StringBuilder(bad)));
      w.field("ok").endRecord();
      w.close();
      assertEquals("h\n1,ok\n", bytes.toString(StandardCharsets.UTF_8));
    }
  }

  @Test
  void headerIsTheFirstRecordOnly() {
    assertEquals("a,\"b c \"\n1\n", written(out -> out.header("a", "b c ").field(1).endRecord()));
    assertThrows(IllegalStateException.class, () -> written(out -> out.record("x").header("a")));
    assertThrows(IllegalStateException.class, () -> written(out -> out.field(1).header("a")));
    NullPointerException e =
        assertThrows(NullPointerException.class, () -> written(out -> out.header("a", null)));
    assertEquals("header name 2 is null", e.getMessage());
  }

  @Test
  void wholeRecordsRefuseAnOpenRecord() {
    assertThrows(IllegalStateException.class, () -> written(out -> out.field(1).record("a")));
    assertThrows(
        IllegalStateException.class,
        () -> written(out -> out.field(1).writeColumns(new Object[] {new int[1]}, null, 0, 1)));
  }

  @Test
  void charSequencesAreWrittenAsTheirStrings() {
    assertEquals(
        "x1,\"a,b\",é\n",
        written(
            out ->
                out.field(new StringBuilder("x").append(1))
                    .field(new StringBuilder("a,b"))
                    .field((CharSequence) "é")
                    .endRecord()));
  }

  @Test
  void writeColumnsIsTheMirrorOfReadColumns() {
    int[] id = {7, 1, 2, 3};
    long[] big = {0, Long.MAX_VALUE, -1, 5};
    double[] price = {0, 9.5, 0, 1e-7};
    String[] name = {null, "a,b", null, ""};
    boolean[] noPrice = {false, false, true, false};
    boolean[] noId = {false, false, false, true};
    Object[] columns = {id, null, big, price, name, null};
    boolean[][] empty = {noId, null, null, noPrice};
    String text = written(out -> out.writeColumns(columns, empty, 1, 3));
    assertEquals("1,,9223372036854775807,9.5,\"a,b\"\n2,,-1,,\n,,5,1.0E-7,\"\"\n", text);

    int[] id2 = new int[3];
    long[] big2 = new long[3];
    double[] price2 = new double[3];
    String[] name2 = new String[3];
    boolean[][] empty2 = {new boolean[3], null, new boolean[3], new boolean[3], new boolean[3]};
    CsvReader in = CsvReader.of(text);
    assertEquals(3, in.readColumns(new Object[] {id2, null, big2, price2, name2}, empty2, 0, 3));
    assertArrayEquals(new int[] {1, 2, 0}, id2);
    assertArrayEquals(new boolean[] {false, false, true}, empty2[0]);
    assertArrayEquals(new long[] {Long.MAX_VALUE, -1, 5}, big2);
    assertArrayEquals(new double[] {9.5, 0, 1e-7}, price2);
    assertArrayEquals(new boolean[] {false, true, false}, empty2[3]);
    assertArrayEquals(new String[] {"a,b", "", ""}, name2);
    assertArrayEquals(new boolean[] {false, true, false}, empty2[4]);

    assertThrows(
        IllegalArgumentException.class,
        () -> written(out -> out.writeColumns(new Object[] {new float[2]}, null, 0, 1)));
    assertThrows(
        IllegalArgumentException.class,
        () -> written(out -> out.writeColumns(new Object[] {new int[2]}, null, 1, 2)));
    assertEquals("\n\n", written(out -> out.writeColumns(new Object[] {null}, null, 0, 2)));
  }

  @Test
  void openCreatesOrTruncatesTheFile() throws IOException {
    Path file = tmp.resolve("out.csv");
    Files.write(file, "a much longer old content\n".getBytes(StandardCharsets.UTF_8));
    try (CsvWriter out = CsvWriter.open(file)) {
      out.record("x", "y");
    }
    assertEquals("x,y\n", new String(Files.readAllBytes(file), StandardCharsets.UTF_8));
    UncheckedIOException e =
        assertThrows(
            UncheckedIOException.class, () -> CsvWriter.open(tmp.resolve("no/such/dir.csv")));
    assertTrue(e.getCause() instanceof IOException);
  }

  // ---------------------------------------------------------------- closing and failures

  /** Every kind of write, each of which must fail after close. */
  static List<Consumer<CsvWriter>> everyWrite() {
    List<Consumer<CsvWriter>> l = new ArrayList<>();
    l.add(w -> w.field(1));
    l.add(w -> w.field(1L));
    l.add(w -> w.field(1.5));
    l.add(w -> w.field(1.5f));
    l.add(w -> w.field(1.5, 2));
    l.add(w -> w.field(1.5, 100_000));
    l.add(w -> w.field(true));
    l.add(w -> w.field("a"));
    l.add(w -> w.field(""));
    l.add(w -> w.field("é"));
    l.add(w -> w.field((String) null));
    l.add(w -> w.field(new StringBuilder("a")));
    l.add(w -> w.field(BigDecimal.ONE));
    l.add(w -> w.field(LocalDate.of(2000, 1, 1)));
    l.add(w -> w.field(LocalDateTime.of(2000, 1, 1, 0, 0)));
    l.add(w -> w.field(Instant.EPOCH));
    l.add(w -> w.endRecord());
    l.add(w -> w.record());
    l.add(w -> w.record("a"));
    l.add(w -> w.header());
    l.add(w -> w.writeColumns(new Object[] {new int[1]}, null, 0, 0));
    l.add(w -> w.writeColumns(new Object[] {new int[1]}, null, 0, 1));
    return l;
  }

  @Test
  void everyWriteAfterCloseThrowsAndASecondCloseDoesNothing() {
    List<Consumer<CsvWriter>> writes = everyWrite();
    for (int i = 0; i < writes.size(); i++) {
      WriterTestSupport.RecordingStream s = new WriterTestSupport.RecordingStream();
      CsvWriter w = CsvWriter.of(s);
      if (i % 2 == 0) {
        w.record("before");
      }
      w.close();
      Consumer<CsvWriter> write = writes.get(i);
      UncheckedIOException e =
          assertThrows(UncheckedIOException.class, () -> write.accept(w), "write " + i);
      assertEquals("CsvWriter is closed", e.getCause().getMessage());
      w.flush();
      w.close();
      assertEquals(1, s.closes);
      assertEquals(i % 2 == 0 ? "before\n" : "", s.text());
    }
  }

  @Test
  void aRecordLeftOpenAtCloseIsWrittenWithoutALineEnding() {
    assertEquals("a\n1,x", written(out -> out.record("a").field(1).field("x")));
  }

  @Test
  void aFailedWriteLosesNothingOnceTheStreamRecovers() {
    String expected = written(40, CsvWriterTest::manyRecords);
    for (int failAt = 0; failAt < 40; failAt++) {
      WriterTestSupport.RecordingStream s = new WriterTestSupport.RecordingStream();
      CsvWriter w = CsvWriter.of(s, 40);
      int[] writes = {0};
      boolean[] failed = {false};
      // The stream refuses one write from call failAt on; the caller retries that call.
      for (int r = 0; r < 50; r++) {
        for (int f = 0; f < 5; f++) {
          if (writes[0]++ == failAt) {
            s.failWrites = 1;
          }
          int record = r;
          int field = f;
          Runnable call =
              () -> {
                if (field == 4) {
                  w.endRecord();
                } else {
                  writeField(w, record, field);
                }
              };
          try {
            call.run();
          } catch (UncheckedIOException e) {
            assertEquals("write refused", e.getCause().getMessage());
            failed[0] = true;
            w.flush(); // the stream has recovered: what the buffer held goes out now
            call.run(); // the call wrote nothing: make it again
          }
        }
      }
      w.close();
      assertTrue(failed[0], "the stream failed at " + failAt);
      assertEquals(expected, s.text(), "failure at write " + failAt);
    }
  }

  private static void manyRecords(CsvWriter w) {
    for (int r = 0; r < 50; r++) {
      for (int f = 0; f < 4; f++) {
        writeField(w, r, f);
      }
      w.endRecord();
    }
  }

  private static void writeField(CsvWriter w, int r, int f) {
    if (f == 0) {
      w.field(r * 1_000_003);
    } else if (f == 1) {
      w.field("name, " + r);
    } else if (f == 2) {
      w.field(r / 7.0);
    } else {
      w.field(r % 3 == 0 ? null : "x");
    }
  }

  @Test
  void aFailingFlushOrCloseIsAnUncheckedIOExceptionAndClosesTheStream() {
    WriterTestSupport.RecordingStream s = new WriterTestSupport.RecordingStream();
    CsvWriter w = CsvWriter.of(s);
    w.record("a", "b");
    s.failFlush = true;
    assertThrows(UncheckedIOException.class, w::flush);
    assertEquals("a,b\n", s.text(), "the buffer reached the stream before its flush failed");
    s.failFlush = false;
    w.record("c");
    s.failWrites = 1;
    s.failClose = true;
    UncheckedIOException e = assertThrows(UncheckedIOException.class, w::close);
    assertEquals("write refused", e.getCause().getMessage());
    assertEquals("close refused", e.getSuppressed()[0].getMessage());
    assertEquals(1, s.closes);
    assertThrows(UncheckedIOException.class, () -> w.field(1));
  }
}
