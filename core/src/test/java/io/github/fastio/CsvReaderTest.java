package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.SeekableByteChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.InputMismatchException;
import java.util.List;
import java.util.NoSuchElementException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The record reader's documented cases: the format, the cursor, errors, ranges, bulk columns. */
class CsvReaderTest {
  @TempDir Path tmp;

  private static List<List<String>> rows(String text) {
    return CsvReaderDifferentialTest.all(CsvReader.of(text));
  }

  @Test
  void readsWhatPythonsCsvModuleReadsOnTheDocumentedCases() {
    // Each expectation is what Python 3.11's csv.reader(io.StringIO(text, newline="")) returns,
    // blank lines left out.
    assertEquals(List.of(List.of("abcd", "e")), rows("\"ab\"cd,e\n"));
    assertEquals(List.of(List.of("abc\"d\"", "e")), rows("\"ab\"c\"d\",e\n"));
    assertEquals(List.of(List.of("a\"b", "c")), rows("a\"b,c\n"));
    assertEquals(List.of(List.of("a\"b", "c")), rows("\"a\"\"b\",c\n"));
    assertEquals(List.of(List.of("a", "b\nc", "d")), rows("a,\"b\nc\",d\n"));
    assertEquals(List.of(List.of("a", "b")), rows("\n\na,b\n"));
    assertEquals(List.of(List.of("a"), List.of("b"), List.of("c")), rows("a\rb\r\nc\n"));
    assertEquals(List.of(List.of("a ", "b")), rows("\"a\" ,b\n"));
    assertEquals(List.of(List.of(" \"a\"", "b")), rows(" \"a\",b\n"));
    assertEquals(List.of(List.of("a", "b", "")), rows("a,b,\n"));
    assertEquals(List.of(List.of("", "x")), rows("\"\",x\n"));
    assertEquals(List.of(List.of("", "")), rows(",\n"));
    assertEquals(List.of(List.of("x"), List.of("y")), rows("x\r\n\r\ny\n"));
    assertEquals(List.of(List.of("a", "b")), rows("a,b"));
  }

  @Test
  void aMissingFieldNoLongerShiftsTheColumns() {
    // separators(",") read these as pairs and summed products 59; the records hold 32.
    CsvReader in = CsvReader.of("1,2\n3,\n5,6\n7,\n");
    long sum = 0;
    while (in.nextRecord()) {
      sum += (long) in.nextInt() * in.nextInt(0);
    }
    assertEquals(32, sum);
  }

  @Test
  void theHeaderIsTheFirstRecordAndTheCursorStartsAfterIt() {
    CsvReader in = CsvReader.of("id,\"na,me\"\n1,Ann\n");
    assertArrayEquals(new String[] {"id", "na,me"}, in.header());
    assertTrue(in.nextRecord());
    assertEquals(1, in.nextInt());
    assertEquals("Ann", in.next());
    assertThrows(IllegalStateException.class, in::header);
    assertArrayEquals(new String[0], CsvReader.of("").header());
  }

  @Test
  void aBadFieldNamesFieldLineAndOffsetAndStaysUnread() throws IOException {
    Path file = tmp.resolve("sales.csv");
    Files.write(file, "id,price\n1,2.5\n2,12x\n3,4\n".getBytes(StandardCharsets.UTF_8));
    try (CsvReader in = CsvReader.open(file)) {
      in.header();
      int bad = 0;
      double sum = 0;
      while (in.nextRecord()) {
        try {
          in.nextInt();
          sum += in.nextDouble();
        } catch (InputMismatchException e) {
          assertEquals(
              "expected a double but found \"12x\" in field 2 at line 3 of "
                  + file
                  + " (byte offset 17)",
              e.getMessage());
          assertEquals("12x", in.next());
          bad++;
        }
      }
      assertEquals(1, bad);
      assertEquals(6.5, sum);
    }
  }

  @Test
  void aFieldPastTheEndOfItsRecordSaysHowManyItHas() {
    CsvReader in = CsvReader.of("1,2\n3\n");
    assertTrue(in.nextRecord());
    in.skip();
    in.skip();
    InputMismatchException e = assertThrows(InputMismatchException.class, in::nextInt);
    assertEquals(
        "expected an int but the record at line 1 (byte offset 0) has 2 fields", e.getMessage());
    assertTrue(in.nextRecord());
    assertEquals(3, in.nextInt());
    assertFalse(in.nextRecord());
  }

  @Test
  void noRecordIsNoSuchElement() {
    CsvReader in = CsvReader.of("1\n");
    assertThrows(NoSuchElementException.class, in::nextInt);
    assertTrue(in.nextRecord());
    in.nextInt();
    assertFalse(in.nextRecord());
    NoSuchElementException e = assertThrows(NoSuchElementException.class, in::next);
    assertTrue(e.getMessage().contains("no record is current"), e.getMessage());
  }

  @Test
  void anUnterminatedQuoteNamesWhereItOpened() {
    CsvReader in = CsvReader.of("a,b\nc,\"open\nd,e\n");
    assertTrue(in.nextRecord());
    assertTrue(in.nextRecord());
    assertEquals("c", in.next());
    InputMismatchException e = assertThrows(InputMismatchException.class, in::next);
    assertEquals(
        "a quote opened in field 2 at line 2 (byte offset 6) is never closed: the input ends inside"
            + " it",
        e.getMessage());
    assertFalse(in.nextRecord());
  }

  @Test
  void textAfterAClosingQuoteIsFlaggedForTheRecordReadOrPassedAtEveryCut() {
    byte[] data = ReaderSources.utf8("\"ab\"cd,e\n\"x\",y\nz,\"q\"r\n\"s\"\n\"1\"2\n");
    for (int chunk = 1; chunk <= data.length; chunk++) {
      for (boolean skip : new boolean[] {false, true}) {
        CsvReader in = CsvReader.of(ReaderSources.chunked(data, chunk));
        List<Boolean> flags = new ArrayList<>();
        List<String> fields = new ArrayList<>();
        while (in.nextRecord()) {
          assertFalse(in.hadTextAfterQuote());
          while (in.hasNextField()) {
            if (skip) {
              in.skip();
            } else {
              fields.add(in.next());
            }
          }
          flags.add(in.hadTextAfterQuote());
        }
        assertFalse(in.hadTextAfterQuote());
        assertEquals(List.of(true, false, true, false, true), flags, "chunk " + chunk);
        if (!skip) {
          assertEquals(List.of("abcd", "e", "x", "y", "z", "qr", "s", "12"), fields);
        }
      }
    }
    CsvReader in = CsvReader.of("\"1\"2\n");
    assertTrue(in.nextRecord());
    assertEquals(12, in.nextInt());
    assertTrue(in.hadTextAfterQuote());
  }

  @Test
  void lineCountsQuotedLineBreaks() {
    CsvReader in = CsvReader.of("a,\"x\ny\r\nz\"\nb\n");
    assertTrue(in.nextRecord());
    assertEquals(1, in.line());
    assertTrue(in.nextRecord());
    assertEquals(4, in.line());
  }

  @Test
  void otherDelimitersQuotesEscapesAndComments() {
    CsvReader semi = CsvReader.of("Hamburg;12.0\n\"Abu; Dhabi\";21.5\n").delimiter(';');
    assertTrue(semi.nextRecord());
    assertEquals("Hamburg", semi.next());
    assertEquals(12.0, semi.nextDouble());
    assertTrue(semi.nextRecord());
    assertEquals("Abu; Dhabi", semi.next());
    CsvReader tabs = CsvReader.of("a b\t'x\t''y'\n").delimiter('\t').quote('\'');
    assertTrue(tabs.nextRecord());
    assertEquals("a b", tabs.next());
    assertEquals("x\t'y", tabs.next());
    CsvReader backslash = CsvReader.of("\"a\\\"b\",\"c\\\\d\",\"e\\f\"\n").escape('\\');
    assertTrue(backslash.nextRecord());
    assertEquals("a\"b", backslash.next());
    assertEquals("c\\d", backslash.next());
    assertEquals("e\\f", backslash.next(), "an escape before another byte is data");
    CsvReader comments = CsvReader.of("# a \"comment\n1\n#2\n3\n").comment('#');
    assertEquals(List.of(List.of("1"), List.of("3")), CsvReaderDifferentialTest.all(comments));
  }

  @Test
  void settingsAreCheckedAndComeFirst() {
    assertThrows(IllegalArgumentException.class, () -> CsvReader.of("").delimiter('\n'));
    assertThrows(IllegalArgumentException.class, () -> CsvReader.of("").delimiter('"'));
    assertThrows(IllegalArgumentException.class, () -> CsvReader.of("").delimiter('.'));
    assertThrows(IllegalArgumentException.class, () -> CsvReader.of("").quote(','));
    assertThrows(IllegalArgumentException.class, () -> CsvReader.of("").delimiter('é'));
    CsvReader in = CsvReader.of("1\n");
    in.nextRecord();
    assertThrows(IllegalStateException.class, () -> in.delimiter(';'));
  }

  @Test
  void theViewHoldsTheBytesAndEqualBytesHashAlike() {
    CsvReader in = CsvReader.of("\"a\"\"b\",x\u00e9\n");
    assertTrue(in.nextRecord());
    CsvReader.Field f = in.nextField();
    byte[] bytes = "a\"b".getBytes(StandardCharsets.UTF_8);
    assertTrue(f.contentEquals(bytes));
    assertTrue(f.isQuoted());
    int hash = f.hashCode();
    assertEquals('"', f.byteAt(1));
    assertArrayEquals(bytes, f.toByteArray());
    assertEquals("x\u00e9", new String(in.nextField().toByteArray(), StandardCharsets.UTF_8));
  }

  @Test
  void recordGivesTheRawTextOfTheCurrentRecord() {
    CsvReader in = CsvReader.of("1,\"a,\"\"b\"\nbad,row\r\n3,c\n");
    assertTrue(in.nextRecord());
    in.nextInt();
    assertEquals("1,\"a,\"\"b\"", in.record());
    assertTrue(in.nextRecord());
    assertThrows(InputMismatchException.class, in::nextInt);
    assertEquals("bad,row", in.record());
    assertTrue(in.nextRecord());
    assertEquals(3, in.nextInt());
  }

  @Test
  void recordIsWholeWhenTheRestOfItIsReadThroughARefill() {
    // Records longer than the 16-byte reads: the rest of each is read after the buffer moved.
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < 50; i++) {
      text.append(i).append(",abcdefghij,klmnopqrst,").append(i * 7).append('\n');
    }
    CsvReader in =
        CsvReader.of(
            new java.io.ByteArrayInputStream(text.toString().getBytes(StandardCharsets.UTF_8)), 16);
    for (int i = 0; i < 50; i++) {
      assertTrue(in.nextRecord());
      assertEquals(i, in.nextInt());
      assertEquals(i + ",abcdefghij,klmnopqrst," + i * 7, in.record());
    }
    assertFalse(in.nextRecord());
  }

  @Test
  void columnsFillInBulkAndSkipWhatIsNotAsked() {
    CsvReader in = CsvReader.of("1,x,2.5,10\n2,y,,20\n3,\"z\",4,30\n");
    int[] id = new int[4];
    double[] price = new double[4];
    long[] ts = new long[4];
    boolean[] noPrice = new boolean[4];
    Object[] columns = {id, null, price, ts};
    boolean[][] empty = {null, null, noPrice, null};
    assertEquals(2, in.readColumns(columns, empty, 1, 2));
    assertArrayEquals(new int[] {0, 1, 2, 0}, id);
    assertArrayEquals(new double[] {0, 2.5, 0, 0}, price);
    assertArrayEquals(new boolean[] {false, false, true, false}, noPrice);
    assertEquals(1, in.readColumns(columns, empty, 0, 4));
    assertEquals(3, id[0]);
    assertEquals(30, ts[0]);
    assertEquals(0, in.readColumns(columns, empty, 0, 4));
  }

  @Test
  void aBadRecordInBulkComesAfterTheRecordsBeforeIt() {
    CsvReader in = CsvReader.of("1\n2\nx\n4\n");
    int[] id = new int[8];
    assertEquals(2, in.readColumns(new Object[] {id}, null, 0, 8));
    InputMismatchException e =
        assertThrows(
            InputMismatchException.class, () -> in.readColumns(new Object[] {id}, null, 0, 8));
    assertTrue(e.getMessage().contains("\"x\" in field 1 at line 3"), e.getMessage());
    assertEquals(1, in.readColumns(new Object[] {id}, null, 0, 8));
    assertEquals(4, id[0]);
    assertThrows(
        IllegalArgumentException.class, () -> in.readColumns(new Object[] {"x"}, null, 0, 1));
    assertThrows(
        IllegalArgumentException.class, () -> in.readColumns(new Object[] {id}, null, 4, 5));
  }

  @Test
  void aByteOrderMarkAtTheFirstByteIsPassedSoTheFirstNameIsRight() throws IOException {
    byte[] mark = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};
    String text = "id,name\n1,\uFEFFx\n\uFEFF2,y\n";
    byte[] file = concat(mark, text.getBytes(StandardCharsets.UTF_8));
    CsvReader in = CsvReader.of(file);
    assertArrayEquals(new String[] {"id", "name"}, in.header());
    assertTrue(in.nextRecord());
    assertEquals(11, in.recordOffset(), "offsets count the mark's bytes");
    assertEquals(1, in.nextInt());
    assertEquals("\uFEFFx", in.next(), "a mark elsewhere is data");
    assertTrue(in.nextRecord());
    assertThrows(InputMismatchException.class, in::nextInt, "and no number");
    assertEquals(
        List.of(List.of("id", "name"), List.of("1", "\uFEFFx"), List.of("\uFEFF2", "y")),
        CsvReaderDifferentialTest.all(CsvReader.of(ReaderSources.chunked(file, 1), 1)));
    Path path = tmp.resolve("marked.csv");
    Files.write(path, file);
    for (int cut = 0; cut <= file.length; cut++) {
      List<List<String>> rows = CsvReaderDifferentialTest.all(CsvReader.open(path, 0, cut));
      rows.addAll(CsvReaderDifferentialTest.all(CsvReader.open(path, cut, file.length)));
      assertEquals(CsvReaderDifferentialTest.all(CsvReader.of(file)), rows, "cut at " + cut);
    }
    assertEquals(List.of(List.of("\uFEFF")), rows("\uFEFF\uFEFF\n"), "only the first mark");
  }

  private static byte[] concat(byte[] a, byte[] b) {
    byte[] c = java.util.Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, c, a.length, b.length);
    return c;
  }

  @Test
  void aStreamWithANameIsNamedInMessagesAsAFileIs() {
    CsvReader in =
        CsvReader.of(
            new java.io.ByteArrayInputStream("1,2\n3,x\n".getBytes(StandardCharsets.UTF_8)),
            "sales.csv.gz");
    assertTrue(in.nextRecord());
    assertTrue(in.nextRecord());
    assertEquals(3, in.nextInt());
    InputMismatchException e = assertThrows(InputMismatchException.class, in::nextInt);
    assertEquals(
        "expected an int but found \"x\" in field 2 at line 2 of sales.csv.gz (byte offset 6)",
        e.getMessage());
  }

  @Test
  void aRangeThatMeetsALineBreakInQuotesSaysSoAndEndsTheRecordThere() throws IOException {
    Path file = tmp.resolve("quoted.csv");
    Files.write(file, "a,b\n\"x\ny\",c\nd,e\n".getBytes(StandardCharsets.UTF_8));
    CsvReader in = CsvReader.open(file, 0, 5);
    assertTrue(in.nextRecord());
    assertTrue(in.nextRecord());
    InputMismatchException e = assertThrows(InputMismatchException.class, in::next);
    assertEquals(
        "a line break inside the quotes of field 1 at line 2 of "
            + file
            + " (byte offset 4): a byte range cannot tell it from one between records, so the"
            + " record ends there and the next is read from the line after it; read such a file"
            + " whole",
        e.getMessage());
    assertFalse(in.nextRecord(), "the line after the break starts past the range");
    in.close();
    try (CsvReader whole = CsvReader.open(file)) {
      assertEquals(
          List.of(List.of("a", "b"), List.of("x\ny", "c"), List.of("d", "e")),
          CsvReaderDifferentialTest.all(whole));
    }
  }

  @Test
  void aChannelRangeNamesItsSourceAndCountsFromItsFirstRecord() throws IOException {
    Path file = tmp.resolve("part.csv");
    Files.write(file, "1,2\r\n3,4\r\n5,x\r\n".getBytes(StandardCharsets.UTF_8));
    SeekableByteChannel channel = Files.newByteChannel(file);
    try (CsvReader in = CsvReader.open(channel, "s3a://bucket/part.csv", 4, 12)) {
      assertTrue(in.nextRecord(), "the record at 5: 4 is inside the \\r\\n before it");
      assertEquals(5, in.recordOffset());
      assertEquals(3, in.nextInt());
      assertEquals(4, in.nextInt());
      assertTrue(in.nextRecord(), "the record at 10 starts inside the range");
      assertEquals(5, in.nextInt());
      InputMismatchException e = assertThrows(InputMismatchException.class, in::nextInt);
      assertEquals(
          "expected an int but found \"x\" in field 2 at byte offset 12 of s3a://bucket/part.csv"
              + " (line 2 of the part from byte offset 4)",
          e.getMessage());
      assertFalse(in.nextRecord());
    }
    assertFalse(channel.isOpen());
  }

  @Test
  void splitPartsOpenTheFileWhenFirstRead() throws IOException {
    Path file = tmp.resolve("lazy.csv");
    Files.write(file, "1\n2\n3\n".getBytes(StandardCharsets.UTF_8));
    List<CsvReader> parts = CsvReader.split(file, 3);
    Files.delete(file);
    Files.write(file, "7\n8\n9\n".getBytes(StandardCharsets.UTF_8));
    long sum = 0;
    for (CsvReader part : parts) {
      while (part.nextRecord()) {
        sum += part.nextInt();
      }
      part.close();
    }
    assertEquals(24, sum);
  }

  @Test
  void aFieldLongerThanMaxLengthIsRefused() {
    String big = "x".repeat(200);
    CsvReader in = CsvReader.of(ReaderSources.chunked(("1," + big + ",2\n3\n").getBytes(), 7), 16);
    in.maxLength(64);
    assertTrue(in.nextRecord());
    assertEquals(1, in.nextInt());
    InputMismatchException e = assertThrows(InputMismatchException.class, in::next);
    assertTrue(e.getMessage().contains("more than 64 bytes"), e.getMessage());
    assertTrue(in.nextRecord());
    assertEquals(3, in.nextInt());
  }

  @Test
  void anUnterminatedQuoteThatIsPassedNamesWhereItOpened() {
    for (int how = 0; how < 2; how++) {
      CsvReader in = CsvReader.of("x,\"abc\ndef\nghi");
      assertTrue(in.nextRecord());
      in.skip();
      InputMismatchException e =
          assertThrows(InputMismatchException.class, how == 0 ? in::skip : in::nextRecord);
      assertEquals(
          "a quote opened in field 2 at line 1 (byte offset 2) is never closed: the input ends"
              + " inside it",
          e.getMessage());
    }
  }

  @Test
  void aFieldAfterARecordNearTheCapIsReadInFewReadsAndTheRecordIsLetGo() {
    // The record kept for record() would pass the cap: it is let go, not grown by a byte a read
    // (which took minutes at a cap of 8 MiB).
    int cap = 1 << 16;
    String first = "q".repeat(cap - 100);
    String second = "a".repeat(cap / 2);
    byte[] input = (first + "," + second + ",end\n2\n").getBytes(StandardCharsets.US_ASCII);
    int[] reads = {0};
    InputStream chunks = ReaderSources.chunked(input, 1000);
    InputStream counted =
        new FilterInputStream(chunks) {
          @Override
          public int read(byte[] b, int off, int len) throws IOException {
            reads[0]++;
            return super.read(b, off, len);
          }
        };
    CsvReader in = CsvReader.of(counted, 4096).maxLength(cap);
    assertTrue(in.nextRecord());
    assertEquals(first.length(), in.nextField().length());
    assertEquals(second, in.next());
    assertEquals("end", in.next());
    assertThrows(IllegalStateException.class, in::record);
    assertTrue(in.nextRecord());
    assertEquals(2, in.nextInt());
    assertTrue(reads[0] < 2 * input.length / 1000, reads[0] + " reads");
  }

  @Test
  void aHeaderOfTooManyNamesForTheCapIsRefused() {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < 30_000; i++) {
      b.append(i % 10).append(',');
    }
    b.setCharAt(b.length() - 1, '\n');
    CsvReader in = CsvReader.of(b + "1\n").maxLength(1 << 20);
    InputMismatchException e = assertThrows(InputMismatchException.class, in::header);
    assertTrue(
        e.getMessage().startsWith("the header at line 1 (byte offset 0) has more names"),
        e.getMessage());
    assertTrue(e.getMessage().contains("name 21400 is over"), e.getMessage());
    // A header within the bound is read whole.
    assertEquals(
        20_000, CsvReader.of(b.substring(0, 39_999) + "\n").maxLength(1 << 20).header().length);
  }

  @Test
  void aClosedReaderLetsGoOfItsBufferAndReadsNoMore() {
    CsvReader in = CsvReader.of("1,\"a\"\"b\"\n2,c\n");
    assertTrue(in.nextRecord());
    assertEquals(1, in.nextInt());
    assertEquals("a\"b", in.next());
    assertTrue(in.nextRecord());
    CsvReader.Field view = in.nextField();
    assertEquals("2", view.toString());
    in.close();
    assertEquals(ByteInput.PAD, in.buf.length);
    assertEquals(0, view.array().length, "the view still holds the buffer");
    assertEquals(null, in.content, "the last field still holds the buffer");
    UncheckedIOException e = assertThrows(UncheckedIOException.class, in::nextRecord);
    assertEquals("CsvReader is closed: nothing more can be read", e.getCause().getMessage());
  }

  @Test
  void rangesInsideOneHugeLineReadTheirOwnBytesNotTheLinesRest() throws IOException {
    // Each range that starts inside the long field finds no record in it: it stops at its end,
    // where it read to the line's end before (every range a megabyte: quadratic in the parts).
    String huge = "y".repeat(1 << 20);
    byte[] text = ("1,2\n3," + huge + ",9\n4,5\n").getBytes(StandardCharsets.US_ASCII);
    Path file = tmp.resolve("huge-line.csv");
    Files.write(file, text);
    int parts = 256;
    long read = 0;
    List<List<String>> records = new ArrayList<>();
    for (int i = 0; i < parts; i++) {
      long from = (long) text.length * i / parts;
      long to = (long) text.length * (i + 1) / parts;
      CountingChannel channel = new CountingChannel(Files.newByteChannel(file));
      try (CsvReader in = CsvReader.open(channel, "huge-line.csv", from, to)) {
        records.addAll(CsvReaderDifferentialTest.all(in));
      }
      read += channel.read;
    }
    assertEquals(List.of(List.of("1", "2"), List.of("3", huge, "9"), List.of("4", "5")), records);
    assertTrue(read < 4L * text.length, read + " bytes read for a file of " + text.length);
  }

  /** A channel that counts the bytes read through it. */
  private static final class CountingChannel implements SeekableByteChannel {
    private final SeekableByteChannel channel;
    long read;

    CountingChannel(SeekableByteChannel channel) {
      this.channel = channel;
    }

    @Override
    public int read(ByteBuffer dst) throws IOException {
      int n = channel.read(dst);
      read += Math.max(n, 0);
      return n;
    }

    @Override
    public int write(ByteBuffer src) throws IOException {
      return channel.write(src);
    }

    @Override
    public long position() throws IOException {
      return channel.position();
    }

    @Override
    public SeekableByteChannel position(long newPosition) throws IOException {
      channel.position(newPosition);
      return this;
    }

    @Override
    public long size() throws IOException {
      return channel.size();
    }

    @Override
    public SeekableByteChannel truncate(long size) throws IOException {
      channel.truncate(size);
      return this;
    }

    @Override
    public boolean isOpen() {
      return channel.isOpen();
    }

    @Override
    public void close() throws IOException {
      channel.close();
    }
  }
}
