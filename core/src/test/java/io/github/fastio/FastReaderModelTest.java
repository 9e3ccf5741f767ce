package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.InputMismatchException;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Random;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * Whole documents of mixed tokens and separators, read with every kind of call, against the JDK's
 * parsers and an independent count of lines and columns (in the messages, and after each token in
 * the reader's own line() and column()); then the same documents cut at every split position, with
 * tiny buffers and one byte per read, must give the same transcript.
 */
class FastReaderModelTest {
  private static final String[] SEPARATORS = {
    " ", " ", "\n", "\r\n", "\r", "\t", "  \n\r\n ", "\n\n", "\r\r\n", "\u0000", "\u001f", "\u000b"
  };

  enum Kind {
    INT,
    LONG,
    DOUBLE,
    TOKEN
  }

  record Item(String separator, String token, Kind kind) {}

  private static final List<String> NAMED_TOKENS =
      List.of("2147483648", "-9223372036854775809", "NaN", "-", "+", "1e5", "é", "x€y");

  private static final List<String> TRAILING = List.of("", "\n", "\r\n", "\r", "  ", " \r\n\r");

  private static String token(Random r) {
    return switch (r.nextInt(6)) {
      case 0 -> String.valueOf(Tries.anInt(r));
      case 1 -> String.valueOf(Tries.aLong(r));
      case 2 -> String.valueOf(Tries.between(r, -999, 999));
      case 3 -> String.valueOf(Tries.aDouble(r));
      case 4 -> Tries.string(r, "0123456789+-.eEx", 1, 22);
      default -> Tries.pick(r, NAMED_TOKENS);
    };
  }

  /** A document of up to 12 tokens, each read as a kind, and what follows the last. */
  record Document(List<Item> items, String trailing) {
    static Document draw(Random r) {
      List<Item> items =
          Tries.list(
              r,
              0,
              12,
              x -> new Item(Tries.pick(x, SEPARATORS), token(x), Tries.pick(x, Kind.values())));
      return new Document(items, Tries.pick(r, TRAILING));
    }

    /** Each named token read as each kind after each separator, and each trailing alone. */
    static List<Document> edges() {
      List<Document> l = new ArrayList<>();
      for (String trailing : TRAILING) {
        l.add(new Document(List.of(), trailing));
      }
      for (String token : NAMED_TOKENS) {
        for (Kind kind : Kind.values()) {
          for (String separator : SEPARATORS) {
            l.add(new Document(List.of(new Item(separator, token, kind)), "\n"));
          }
        }
      }
      return l;
    }
  }

  /** What the JDK and the independent position model say each call must produce. */
  static List<String> expectedTranscript(List<Item> doc, String trailing) {
    List<String> out = new ArrayList<>();
    StringBuilder text = new StringBuilder();
    for (Item it : doc) {
      text.append(it.separator());
      String where = position(text.toString());
      text.append(it.token());
      String value;
      try {
        value = jdkValue(it);
      } catch (NumberFormatException e) {
        out.add(
            InputMismatchException.class.getSimpleName()
                + ": expected "
                + article(it.kind())
                + " but found \""
                + it.token()
                + "\" at "
                + where);
        value = it.token();
      }
      out.add(value);
      out.add("then at " + position(text.toString()));
    }
    text.append(trailing);
    out.add("hasNext=false");
    out.add(
        NoSuchElementException.class.getSimpleName()
            + ": expected an int but input ended at "
            + position(text.toString()));
    return out;
  }

  static String jdkValue(Item it) {
    return switch (it.kind()) {
      case INT -> String.valueOf(Integer.parseInt(it.token()));
      case LONG -> String.valueOf(Long.parseLong(it.token()));
      case DOUBLE -> Long.toHexString(Double.doubleToRawLongBits(Double.parseDouble(it.token())));
      case TOKEN -> it.token();
    };
  }

  static String article(Kind k) {
    return switch (k) {
      case INT -> "an int";
      case LONG -> "a long";
      case DOUBLE -> "a double";
      case TOKEN -> "a token";
    };
  }

  /** Line and byte column just after {@code prefix}, counting \r\n as one break. */
  static String position(String prefix) {
    byte[] b = prefix.getBytes(StandardCharsets.UTF_8);
    long line = 1;
    int lineStart = 0;
    for (int i = 0; i < b.length; i++) {
      if (b[i] == '\r' || (b[i] == '\n' && (i == 0 || b[i - 1] != '\r'))) {
        line++;
      }
      if (b[i] == '\r' || b[i] == '\n') {
        lineStart = i + 1;
      }
    }
    return "line " + line + ", column " + (b.length - lineStart + 1);
  }

  static List<String> transcript(FastReader r, List<Item> doc) {
    List<String> out = new ArrayList<>();
    for (Item it : doc) {
      String value;
      try {
        value = read(r, it.kind());
      } catch (InputMismatchException e) {
        out.add(Thrown.type(e) + ": " + e.getMessage());
        value = r.next();
      }
      out.add(value);
      out.add("then at line " + r.lineNumber() + ", column " + r.column());
    }
    out.add("hasNext=" + r.hasNext());
    try {
      out.add("unexpected " + r.nextInt());
    } catch (NoSuchElementException e) {
      out.add(Thrown.type(e) + ": " + e.getMessage());
    }
    return out;
  }

  static String read(FastReader r, Kind k) {
    return switch (k) {
      case INT -> String.valueOf(r.nextInt());
      case LONG -> String.valueOf(r.nextLong());
      case DOUBLE -> Long.toHexString(Double.doubleToRawLongBits(r.nextDouble()));
      case TOKEN -> r.next();
    };
  }

  static byte[] render(List<Item> doc, String trailing) {
    StringBuilder sb = new StringBuilder();
    for (Item it : doc) {
      sb.append(it.separator()).append(it.token());
    }
    return sb.append(trailing).toString().getBytes(StandardCharsets.UTF_8);
  }

  @Test
  void wholeDocumentsReadLikeTheJdk() {
    Tries.forAll(
        Document.edges(),
        Document::draw,
        d ->
            assertEquals(
                expectedTranscript(d.items(), d.trailing()),
                transcript(FastReader.of(render(d.items(), d.trailing())), d.items())));
  }

  @Test
  void everySplitPositionAndBufferSizeGivesTheSameTranscript() {
    Tries.forAll(
        Tries.scaled(300),
        Document.edges(),
        Document::draw,
        d -> sameTranscriptEveryWay(d.items(), d.trailing()));
  }

  private static void sameTranscriptEveryWay(List<Item> doc, String trailing) {
    byte[] data = render(doc, trailing);
    List<String> expected = expectedTranscript(doc, trailing);
    for (int split = 0; split <= data.length; split++) {
      int s = split;
      check(expected, doc, () -> new FastReader(ReaderSources.splitAt(data, s)), "split " + s);
    }
    for (int size = 1; size <= 9; size++) {
      int n = size;
      check(expected, doc, () -> new FastReader(new ByteArrayInputStream(data), n), "size " + n);
      check(expected, doc, () -> new FastReader(ReaderSources.chunked(data, 3), n), "chunk " + n);
      check(
          expected,
          doc,
          () -> new FastReader(ReaderSources.chunked(data, 3), n).viewLoads(),
          "chunk " + n + ", view loads");
    }
    check(expected, doc, () -> new FastReader(ReaderSources.oneByteAtATime(data)), "1 byte");
    check(expected, doc, () -> new FastReader(ReaderSources.oneByteAtATime(data), 1), "1 & 1");
  }

  private static void check(
      List<String> expected, List<Item> doc, Supplier<FastReader> reader, String how) {
    assertEquals(expected, transcript(reader.get(), doc), how);
  }
}
