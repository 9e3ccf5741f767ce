package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * Writes the catalogue of bad inputs, {@code docs/bad-inputs.md}, from what the reader and writer
 * actually do with each, and fails if the committed file says otherwise: the table cannot drift
 * from the code. After a deliberate change, {@code mvn -pl core test -Dtest=BadInputCatalogueTest
 * -Dfastio.catalogue=write} rewrites it.
 */
class BadInputCatalogueTest {
  private static final Path FILE = Paths.get("..", "docs", "bad-inputs.md");

  /** Describes the state after a call, by making further calls. */
  private interface ReaderProbe {
    String describe(FastReader r) throws Exception;
  }

  private static String q(String s) {
    StringBuilder sb = new StringBuilder("\"");
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == '\n') {
        sb.append("\\n");
      } else if (c == '\r') {
        sb.append("\\r");
      } else if (c == '\t') {
        sb.append("\\t");
      } else if (c < ' ' || c == 0xFFFD || c == 0xFEFF) {
        sb.append(String.format("\\u%04X", (int) c));
      } else {
        sb.append(c);
      }
    }
    return sb.append('"').toString();
  }

  private static String outcome(Function<Object, Object> run, Object subject) {
    try {
      Object v = run.apply(subject);
      return "returns `" + (v instanceof String text ? q(text) : String.valueOf(v)) + "`";
    } catch (RuntimeException e) {
      return "throws `" + Thrown.type(e) + "`: `" + e.getMessage() + "`";
    }
  }

  private static String cell(String s) {
    return s.replace("|", "\\|");
  }

  /** A reader of a stream, as of standard input, which most programs read. */
  static FastReader text(String s) {
    return new FastReader(new ByteArrayInputStream(s.getBytes(StandardCharsets.UTF_8)));
  }

  static FastReader bytes(int... b) {
    byte[] out = new byte[b.length];
    for (int i = 0; i < b.length; i++) {
      out[i] = (byte) b[i];
    }
    return new FastReader(new ByteArrayInputStream(out));
  }

  /** A stream that delivers {@code first}, then throws once, then delivers {@code rest}. */
  static InputStream throwsOnce(String first, String rest) {
    return new InputStream() {
      private final InputStream a = new ByteArrayInputStream(ReaderSources.utf8(first));
      private final InputStream b = new ByteArrayInputStream(ReaderSources.utf8(rest));
      private boolean thrown;

      @Override
      public int read() {
        throw new AssertionError();
      }

      @Override
      public int read(byte[] buf, int off, int len) throws IOException {
        int n = a.read(buf, off, len);
        if (n > 0) {
          return n;
        }
        if (!thrown) {
          thrown = true;
          throw new IOException("Connection reset");
        }
        return b.read(buf, off, len);
      }
    };
  }

  /** A stream that returns 0 (no byte) from every read. */
  static InputStream zeros() {
    return new InputStream() {
      @Override
      public int read() {
        throw new AssertionError();
      }

      @Override
      public int read(byte[] buf, int off, int len) {
        return 0;
      }
    };
  }

  /** A stream that refuses writes while {@code broken}, as a closed pipe does. */
  static final class Pipe extends OutputStream {
    final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    boolean broken = true;

    @Override
    public void write(int b) throws IOException {
      write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
      if (broken) {
        throw new IOException("Broken pipe");
      }
      bytes.write(b, off, len);
    }
  }

  private static String markdown(List<String[]> table) {
    StringBuilder sb = new StringBuilder();
    sb.append("| input | call | result | after it |\n|---|---|---|---|\n");
    for (String[] r : table) {
      sb.append("| ")
          .append(cell(r[0]))
          .append(" | ")
          .append(cell(r[1]))
          .append(" | ")
          .append(cell(r[2]))
          .append(" | ")
          .append(cell(r[3]))
          .append(" |\n");
    }
    return sb.toString();
  }

  /** A reader row: the reader made fresh by {@code make}, the call, and the probe after it. */
  private static String[] row(
      String input,
      java.util.function.Supplier<FastReader> make,
      String call,
      Function<FastReader, Object> run,
      ReaderProbe after) {
    FastReader r = make.get();
    String result = outcome(o -> run.apply((FastReader) o), r);
    String rest;
    try {
      rest = after.describe(r);
    } catch (Exception e) {
      rest = "throws `" + Thrown.type(e) + "`: `" + e.getMessage() + "`";
    }
    return new String[] {input, "`" + call + "`", result, rest};
  }

  private static String then(String call, Function<FastReader, Object> run, FastReader r) {
    return "`" + call + "` " + outcome(o -> run.apply((FastReader) o), r);
  }

  private static String readerTable() {
    List<String[]> t = new ArrayList<>();
    t.add(
        row(
            "empty input",
            () -> text(""),
            "nextInt()",
            FastReader::nextInt,
            r ->
                then("hasNext()", FastReader::hasNext, r)
                    + "; "
                    + then("nextLine()", FastReader::nextLine, r)));
    t.add(
        row(
            "only whitespace: `\" \\t\\n  \"`",
            () -> text(" \t\n  "),
            "nextInt()",
            FastReader::nextInt,
            r ->
                "every token call throws the same; "
                    + then("hasNextLine()", FastReader::hasNextLine, r)));
    t.add(
        row(
            "only whitespace: `\" \\t\\n  \"`",
            () -> text(" \t\n  "),
            "nextLine()",
            FastReader::nextLine,
            r -> then("nextLine()", FastReader::nextLine, r)));
    t.add(
        row(
            "a lone sign: `\"-\"`",
            () -> text("-"),
            "nextInt()",
            FastReader::nextInt,
            r -> then("next()", FastReader::next, r)));
    t.add(
        row(
            "sign then space: `\"- 5\"`",
            () -> text("- 5"),
            "nextInt()",
            FastReader::nextInt,
            r ->
                then("next()", FastReader::next, r)
                    + "; "
                    + then("nextInt()", FastReader::nextInt, r)));
    t.add(
        row(
            "int overflow by one: `\"2147483648\"`",
            () -> text("2147483648"),
            "nextInt()",
            FastReader::nextInt,
            r -> then("nextLong()", FastReader::nextLong, r)));
    t.add(
        row(
            "int overflow by one: `\"-2147483649\"`",
            () -> text("-2147483649"),
            "nextInt()",
            FastReader::nextInt,
            r -> then("nextLong()", FastReader::nextLong, r)));
    t.add(
        row(
            "long overflow by one: `\"9223372036854775808\"`",
            () -> text("9223372036854775808"),
            "nextLong()",
            FastReader::nextLong,
            r -> then("nextDouble()", FastReader::nextDouble, r)));
    t.add(
        row(
            "long overflow by one: `\"-9223372036854775809\"`",
            () -> text("-9223372036854775809"),
            "nextLong()",
            FastReader::nextLong,
            r -> then("hasNextLong()", FastReader::hasNextLong, r)));
    t.add(
        row(
            "double overflow: `\"1e309\"`",
            () -> text("1e309 4.9e-325"),
            "nextDouble()",
            FastReader::nextDouble,
            r -> then("nextDouble()", FastReader::nextDouble, r) + " (as `Double.parseDouble`)"));
    String nines = "9".repeat(1_000_000);
    t.add(
        row(
            "a 10^6-digit number: 10^6 nines",
            () -> text(nines),
            "nextLong()",
            FastReader::nextLong,
            r -> then("nextDouble()", FastReader::nextDouble, r)));
    String zeros = "0".repeat(1_000_000) + "7";
    t.add(
        row(
            "10^6 zeros, then `7`",
            () -> text(zeros),
            "nextInt()",
            FastReader::nextInt,
            r -> then("hasNext()", FastReader::hasNext, r)));
    t.add(
        row(
            "NUL bytes: `\"1\\u00002\"`",
            () -> text("1\u00002"),
            "nextInt()",
            FastReader::nextInt,
            r -> "NUL separates tokens: " + then("nextInt()", FastReader::nextInt, r)));
    t.add(
        row(
            "NUL bytes: `\"a\\u0000b\"`",
            () -> text("a\u0000b"),
            "nextLine()",
            FastReader::nextLine,
            r -> then("hasNextLine()", FastReader::hasNextLine, r)));
    t.add(
        row(
            "invalid UTF-8: bytes `FF 35`",
            () -> bytes(0xFF, '5'),
            "nextInt()",
            FastReader::nextInt,
            r -> then("next()", FastReader::next, r) + ", as `new String(bytes, UTF_8)`"));
    t.add(
        row(
            "invalid UTF-8: bytes `C3 28`",
            () -> bytes(0xC3, '('),
            "nextChar()",
            r -> String.valueOf(r.nextChar()),
            r -> then("nextChar()", x -> String.valueOf(x.nextChar()), r)));
    t.add(
        row(
            "a byte-order mark before a number: `EF BB BF 35`",
            () -> bytes(0xEF, 0xBB, 0xBF, '5'),
            "nextInt()",
            FastReader::nextInt,
            r -> then("next()", FastReader::next, r)));
    t.add(
        row(
            "a 400 MB token (`a` × 400 MB), streamed",
            () -> new FastReader(HugeInputs.run((byte) 'a', HugeInputs.MB400, " b")),
            "next()",
            FastReader::next,
            r ->
                "the token stays; after `maxLength(1 << 30)`, `next()` would read it (and need the memory)"));
    t.add(
        row(
            "a 400 MB line (`x` × 400 MB), streamed",
            () -> new FastReader(HugeInputs.run((byte) 'x', HugeInputs.MB400, "\n")),
            "nextLine()",
            FastReader::nextLine,
            r -> "the line stays; " + then("nextChar()", x -> String.valueOf(x.nextChar()), r)));
    t.add(
        row(
            "400 MB of spaces, then `\"42\\n\"`, streamed",
            () -> new FastReader(HugeInputs.run((byte) ' ', HugeInputs.MB400, "42\n")),
            "hasNext()",
            FastReader::hasNext,
            r ->
                "the spaces were consumed, not kept: "
                    + then("nextLine()", FastReader::nextLine, r)));
    t.add(
        row(
            "CR-only line ends: `\"a\\r\\rb\"`",
            () -> text("a\r\rb"),
            "nextLine()",
            FastReader::nextLine,
            r ->
                then("nextLine()", FastReader::nextLine, r)
                    + "; "
                    + then("nextInt()", FastReader::nextInt, r)));
    t.add(
        row(
            "input ending inside a number: `\"12\"`",
            () -> text("12"),
            "nextInt()",
            FastReader::nextInt,
            r -> then("hasNext()", FastReader::hasNext, r)));
    t.add(
        row(
            "input ending inside a number: `\"1.5e\"`",
            () -> text("1.5e"),
            "nextDouble()",
            FastReader::nextDouble,
            r -> then("next()", FastReader::next, r)));
    t.add(
        row(
            "a stream that delivers `\"12 3\"`, throws `IOException(\"Connection reset\")` once, then delivers `\"4\\n\"`",
            () -> {
              FastReader r = new FastReader(throwsOnce("12 3", "4\n"));
              r.nextInt();
              return r;
            },
            "nextInt()",
            FastReader::nextInt,
            r ->
                "the `3` stays buffered; once the stream recovers, "
                    + then("nextInt()", FastReader::nextInt, r)));
    t.add(
        row(
            "a stream whose every read returns 0 bytes",
            () -> new FastReader(zeros()),
            "nextInt()",
            FastReader::nextInt,
            r -> "nothing consumed; the same call tries again"));
    t.add(
        row(
            "a stream that returns 1 byte per read: `\"12 -3\\n\"`",
            () -> new FastReader(ReaderSources.oneByteAtATime(ReaderSources.utf8("12 -3\n"))),
            "nextInt()",
            FastReader::nextInt,
            r -> then("nextInt()", FastReader::nextInt, r) + ", as with any other delivery"));
    t.add(
        row(
            "a judge that answers `\"5\\n\"`, then closes the pipe",
            () -> new FastReader(new ByteArrayInputStream(ReaderSources.utf8("5\n"))),
            "nextInt()",
            FastReader::nextInt,
            r -> then("nextInt()", FastReader::nextInt, r)));
    t.add(
        row(
            "400 MB of the digit `9` (a number no long holds), then `\" 1\"`",
            () -> new FastReader(HugeInputs.run((byte) '9', HugeInputs.MB400, " 1")),
            "nextLong()",
            FastReader::nextLong,
            r -> "rejected at its 20th digit, without reading the rest: memory stays a buffer"));
    t.add(
        row(
            "100 blank lines (more than the cap, `maxLength(64)`), then `\"ab\"`; the stream throws"
                + " `IOException(\"Connection reset\")` once, after the first 70",
            () ->
                new FastReader(throwsOnce("\n".repeat(70), "\n".repeat(30) + "ab"), 8)
                    .maxLength(64),
            "hasNext()",
            FastReader::hasNext,
            r ->
                then("hasNext()", FastReader::hasNext, r)
                    + ", then "
                    + then("nextLine()", FastReader::nextLine, r)
                    + ": the call made again goes on consuming the run, as without the failure"));
    return markdown(t);
  }

  /** The file API's rows: a file made in a temporary directory. */
  private static String filesTable() throws IOException {
    Path dir = Files.createTempDirectory("fastio-catalogue");
    Path file = dir.resolve("numbers.txt");
    StringBuilder sb = new StringBuilder();
    for (int i = 1; i <= 30_000; i++) {
      sb.append(i == 20_000 ? "x" : Integer.toString(i)).append('\n');
    }
    Files.writeString(file, sb.toString());
    List<String[]> t = new ArrayList<>();
    t.add(
        new String[] {
          "a directory",
          "`FastReader.open(dir)` (and `split`, the streams, `CsvReader.open`)",
          outcome(o -> FastReader.open(dir), null).replace(dir.toString(), "dir"),
          "nothing to close: it fails before a reader exists"
        });
    t.add(
        new String[] {
          "a file",
          "`FastReader.split(file, Integer.MAX_VALUE)`",
          outcome(o -> FastReader.split(file, Integer.MAX_VALUE), null),
          "parts open the file when first read, so that 2,000 parts hold no file open until then"
        });
    t.add(
        new String[] {
          "30,000 lines of numbers, line 20,000 `x`",
          "`FastReader.longs(file).parallel().sum()`",
          outcome(o -> FastReader.longs(file).parallel().sum(), null)
              .replace(file.toString(), "numbers.txt"),
          "the message of the file's first bad token, whichever thread met it; printed, the"
              + " exception reads `java.util.InputMismatchException: ...`"
        });
    t.add(
        new String[] {
          "the same",
          "`FastReader.split(file, 4).parallelStream().mapToLong(...)` reading every part",
          outcome(o -> FastReaderSplitTest.sumOfParts(file, 4), null)
              .replace(file.toString(), "numbers.txt"),
          "the message reaches the caller of the stream, not only the exception's cause"
        });
    Files.delete(file);
    Files.delete(dir);
    return markdown(t);
  }

  private static String csvTable() {
    List<String[]> t = new ArrayList<>();
    t.add(
        csvRow(
            "`\"id,price\\n1,12x\\n\"`",
            "id,price\n1,12x\n",
            "nextInt(); nextDouble()",
            in -> {
              in.header();
              in.nextRecord();
              in.nextInt();
              return in.nextDouble();
            },
            in -> "the field stays unread: `next()` returns `\"" + in.next() + "\"`"));
    t.add(
        csvRow(
            "`\"1,2\\n3\\n\"`",
            "1,2\n3\n",
            "a third field of the first record",
            in -> {
              in.nextRecord();
              in.skip();
              in.skip();
              return in.nextInt();
            },
            in -> "`nextRecord()` " + in.nextRecord() + ", `nextInt()` " + in.nextInt()));
    t.add(
        csvRow(
            "`\"a,\\\"open\\nb\\n\"`",
            "a,\"open\nb\n",
            "next() twice",
            in -> {
              in.nextRecord();
              in.next();
              return in.next();
            },
            in -> "the quote runs to the end: `nextRecord()` " + in.nextRecord()));
    t.add(
        csvRow(
            "`\"x,\\\"abc\\ndef\\n\"`",
            "x,\"abc\ndef\n",
            "skip() twice",
            in -> {
              in.nextRecord();
              in.skip();
              in.skip();
              return null;
            },
            in -> "the quote runs to the end: `nextRecord()` " + in.nextRecord()));
    t.add(
        csvRow(
            "a header of 30,000 one-byte names, then `1`",
            "0,".repeat(29_999) + "0\n1\n",
            "maxLength(1 << 20); header()",
            in -> {
              in.maxLength(1 << 20);
              return in.header();
            },
            in -> "`nextRecord()` " + in.nextRecord() + ", `nextInt()` " + in.nextInt()));
    t.add(
        csvRow(
            "`\"2,,3\\n\"`",
            "2,,3\n",
            "nextInt() twice",
            in -> {
              in.nextRecord();
              in.nextInt();
              return in.nextInt();
            },
            in ->
                "`nextIsEmpty()` "
                    + in.nextIsEmpty()
                    + ": a missing value; `nextInt(-1)` "
                    + in.nextInt(-1)));
    t.add(
        csvRow(
            "`\"7\\n8\\n\"`",
            "7\n8\n",
            "nextInt(); nextDouble(0)",
            in -> {
              in.nextRecord();
              in.nextInt();
              return in.nextDouble(0);
            },
            in -> "`nextRecord()` " + in.nextRecord() + ", `nextInt()` " + in.nextInt()));
    t.add(
        csvRow(
            "`\"id,price\\n1,2\\n\"`",
            "id,price\n1,2\n",
            "header(); headerIndex(\"prices\")",
            in -> {
              in.header();
              return in.headerIndex("prices");
            },
            in -> "`headerIndex(\"price\")` " + in.headerIndex("price")));
    t.add(
        csvRow(
            "`\"a\\tb\\n\"`",
            "a\tb\n",
            "nextRecord(); delimiter('\\t')",
            in -> {
              in.nextRecord();
              return in.delimiter('\t');
            },
            in ->
                "the settings stay: `next()` is the whole line, of "
                    + in.next().length()
                    + " chars; `hasNextField()` "
                    + in.hasNextField()));
    return markdown(t);
  }

  private static String[] csvRow(
      String input,
      String text,
      String call,
      Function<CsvReader, Object> run,
      Function<CsvReader, Object> after) {
    CsvReader in = CsvReader.of(text);
    String result = outcome(o -> run.apply(in), in);
    String rest;
    try {
      rest = String.valueOf(after.apply(in));
    } catch (RuntimeException e) {
      rest = "throws `" + Thrown.type(e) + "`: `" + e.getMessage() + "`";
    }
    return new String[] {input, "`" + call + "`", result, rest};
  }

  private static String writerTable() {
    List<String[]> t = new ArrayList<>();
    {
      Pipe p = new Pipe();
      FastWriter w = new FastWriter(p);
      w.println(1);
      String result = writerOutcome(w::flush);
      p.broken = false;
      w.flush();
      t.add(
          new String[] {
            "an output stream that throws `IOException(\"Broken pipe\")`, after `println(1)`",
            "`flush()`",
            result,
            "the bytes stay buffered: once the stream takes writes again, `flush()` writes "
                + "`"
                + q(p.bytes.toString(StandardCharsets.UTF_8))
                + "`; `close()` tries once more, then drops them"
          });
    }
    {
      Pipe p = new Pipe();
      FastWriter w = new FastWriter(p);
      w.print("? 7");
      FastReader in = new FastReader(new ByteArrayInputStream(new byte[0])).tie(w);
      t.add(
          new String[] {
            "a judge that closed both pipes, after `print(\"? 7\")` on a tied writer",
            "`in.nextInt()`",
            outcome(o -> in.nextInt(), in),
            "the question stays buffered; `in.nextInt()` again throws the same"
          });
    }
    {
      FastWriter w = new FastWriter(new ByteArrayOutputStream());
      w.close();
      t.add(
          new String[] {
            "a closed writer",
            "`print(\"\")` (any write, empty or not)",
            writerOutcome(() -> w.print("")),
            "`close()` and `flush()` do nothing"
          });
    }
    return markdown(t);
  }

  private static String writerOutcome(Runnable r) {
    try {
      r.run();
      return "returns";
    } catch (UncheckedIOException e) {
      return "throws `" + Thrown.type(e) + "`: `" + e.getMessage() + "`";
    }
  }

  static String catalogue() throws IOException {
    return "# Bad inputs: what fastio does with them\n\n"
        + "<!-- Generated by core/src/test/java/io/github/fastio/BadInputCatalogueTest.java from what\n"
        + "     the code does; `mvn -pl core test -Dtest=BadInputCatalogueTest -Dfastio.catalogue=write`\n"
        + "     rewrites it; the `fastio bundle` and `fastio judge` sections are written the same way\n"
        + "     by the contest module's BundleCatalogueTest and JudgeCatalogueTest.\n"
        + "     Do not edit by hand. -->\n\n"
        + "Each row is run by the test that writes this file: the input, the call, what it returns or\n"
        + "throws (with the exact message), and what further calls see after it. The rules behind the\n"
        + "rows: a bad token throws `InputMismatchException` and stays unread (the separators before it\n"
        + "are consumed); the end of the input throws `NoSuchElementException`, and so does every later\n"
        + "call; a token or line longer than the reader's `maxLength` (64 MiB, or an eighth of the\n"
        + "heap where that is less, unless set) throws\n"
        + "`InputMismatchException` and stays unread; a stream's `IOException` surfaces as\n"
        + "`UncheckedIOException` with nothing but separators consumed, so that the same call can be made\n"
        + "again. Lines and columns count from 1; a column counts bytes. Tokens in messages show at most\n"
        + "40 characters, invisible ones escaped (`\\uFEFF`), bytes that are not UTF-8 as `\\xFF`.\n\n"
        + "## FastReader\n\n"
        + readerTable()
        + "\n## Files: open, split and the streams\n\n"
        + filesTable()
        + "\n## CsvReader\n\n"
        + csvTable()
        + "\n## FastWriter\n\n"
        + writerTable();
  }

  @Test
  void theCommittedCatalogueIsWhatTheCodeDoes() throws IOException {
    String now = catalogue();
    String file = Files.exists(FILE) ? Files.readString(FILE) : "";
    if (Boolean.getBoolean("fastio.catalogue.write")
        || "write".equals(System.getProperty("fastio.catalogue"))) {
      Files.writeString(FILE, now + file.substring(libraryPart(file).length()));
      file = Files.readString(FILE);
    }
    String committed = libraryPart(file);
    assertEquals(
        committed,
        now,
        "docs/bad-inputs.md is not what the code does: rerun with -Dfastio.catalogue=write and"
            + " review the diff");
  }

  /**
   * The file up to the tools' sections ({@code ## fastio bundle}, {@code ## fastio judge}), which
   * the contest module's tests write.
   */
  private static String libraryPart(String file) {
    int tools = file.indexOf("\n## fastio ");
    return tools < 0 ? file : file.substring(0, tools);
  }
}
