package io.github.fastio.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Seeded random documents read by Spark's CSV reader and by fastio with the same random options,
 * compared by {@link Differential}: quoted fields with delimiters, escaped quotes and (with {@code
 * multiLine}) line breaks, stray quotes, empty and quoted empty fields, null markers, ragged rows,
 * comment lines, blank lines and lines of spaces, LF or CRLF, a header or not, one file or two in
 * {@code key=value} partition directories, and partitions of a random size. The suite runs {@value
 * #DOCS} documents; {@code -Dfastio.spark.randomDocs=N} runs N.
 */
class RandomDifferentialTest {
  static final int DOCS = 16;

  @TempDir Path dir;

  @Test
  void randomDocumentsReadAsSparksReaderReadsThem() throws IOException {
    int docs = Integer.getInteger("fastio.spark.randomDocs", DOCS);
    Differential.Tally tally = new Differential.Tally();
    for (int seed = 0; seed < docs; seed++) {
      Differential d = document(new Random(seed), dir.resolve("doc" + seed));
      tally.add("seed " + seed + ": " + d, d.judge(Differential.Stop.NONE));
    }
    System.out.println("Random documents: " + tally.report());
    assertEquals(0, tally.count(Differential.Kind.HANG), tally.report());
    assertEquals(0, tally.count(Differential.Kind.DIFFERENT), tally.report());
  }

  /** A random document under {@code root} and the options it is read with. */
  private static Differential document(Random r, Path root) throws IOException {
    Differential d = new Differential();
    Doc doc = new Doc(r);
    if (doc.header) {
      d.option("header", "true");
    }
    if (doc.comment) {
      d.option("comment", "#");
    }
    if (doc.multiLine) {
      d.option("multiLine", "true");
    }
    if (doc.quoteEscape) {
      d.option("escape", "\"");
    }
    if (r.nextInt(4) == 0) {
      d.option("nullValue", "NA");
    }
    d.option("mode", r.nextInt(3) == 0 ? "DROPMALFORMED" : "PERMISSIVE");
    if (r.nextInt(3) > 0) {
      StringBuilder schema = new StringBuilder();
      for (int c = 0; c < doc.columns; c++) {
        schema.append(c == 0 ? "" : ", ").append("c").append(c);
        schema.append(doc.ints[c] ? " INT" : " STRING");
      }
      if (r.nextInt(3) == 0) {
        schema.append(", _corrupt_record STRING");
      }
      d.schema = schema.toString();
    }
    Files.createDirectories(root);
    if (r.nextBoolean()) {
      Path file = root.resolve("a.csv");
      Files.write(file, doc.text(r).getBytes(StandardCharsets.UTF_8));
      d.path = file.toString();
    } else {
      for (int p = 1; p <= 2; p++) {
        Path part = Files.createDirectories(root.resolve("p=" + p));
        Files.write(part.resolve("a.csv"), doc.text(r).getBytes(StandardCharsets.UTF_8));
      }
      d.path = root.toString();
    }
    String[] bytes = {null, "7", "13", "50", "200"};
    String b = bytes[r.nextInt(bytes.length)];
    if (b != null) {
      d.conf.put("spark.sql.files.maxPartitionBytes", b);
    }
    return d;
  }

  /** The shape of a document: its columns, options and line ending. */
  private static final class Doc {
    final int columns;
    final boolean[] ints;
    final boolean header;
    final boolean comment;
    final boolean multiLine;
    final boolean quoteEscape;
    final String eol;

    Doc(Random r) {
      columns = 1 + r.nextInt(4);
      ints = new boolean[columns];
      for (int c = 0; c < columns; c++) {
        ints[c] = r.nextBoolean();
      }
      header = r.nextInt(3) == 0;
      comment = r.nextBoolean();
      multiLine = r.nextInt(3) == 0;
      quoteEscape = r.nextInt(3) == 0;
      eol = r.nextBoolean() ? "\n" : "\r\n";
    }

    String text(Random r) {
      StringBuilder sb = new StringBuilder();
      if (header) {
        for (int c = 0; c < columns; c++) {
          sb.append(c == 0 ? "" : ",").append("c").append(c);
        }
        sb.append(eol);
      }
      int records = 5 + r.nextInt(30);
      for (int i = 0; i < records; i++) {
        line(r, sb);
        if (i < records - 1 || r.nextBoolean()) {
          sb.append(eol);
        }
      }
      return sb.toString();
    }

    private void line(Random r, StringBuilder sb) {
      int kind = r.nextInt(20);
      if (kind == 0) {
        sb.append("# a comment, \"with\" quotes");
        return;
      } else if (kind == 1) {
        return; // a blank line
      } else if (kind == 2) {
        sb.append(r.nextBoolean() ? "   " : " \t ");
        return;
      }
      int n = columns;
      if (r.nextInt(8) == 0) {
        n = Math.max(1, columns + (r.nextBoolean() ? 1 : -1));
      }
      for (int c = 0; c < n; c++) {
        if (c > 0) {
          sb.append(',');
        }
        field(r, sb, c < columns && ints[c]);
      }
    }

    private void field(Random r, StringBuilder sb, boolean isInt) {
      switch (r.nextInt(12)) {
        case 0:
          return; // empty
        case 1:
          sb.append("\"\"");
          return;
        case 2:
          sb.append("NA");
          return;
        case 3:
          sb.append('"').append(content(r)).append('"');
          return;
        case 4:
          // stray quotes, as Spark's tests have them
          String[] stray = {"\"a\"b", "a\"b", "\"a\" ", " \"a\"", "\"a\"\"", "a\"\"b\""};
          sb.append(stray[r.nextInt(stray.length)]);
          return;
        case 5:
          sb.append(' ').append(r.nextInt(100));
          return;
        case 6:
          sb.append("word").append(r.nextInt(10));
          return;
        default:
          if (isInt || r.nextBoolean()) {
            sb.append(r.nextInt(2001) - 1000);
          } else {
            sb.append('"').append(r.nextInt(1000)).append('"');
          }
      }
    }

    private String content(Random r) {
      StringBuilder sb = new StringBuilder();
      int parts = 1 + r.nextInt(3);
      for (int i = 0; i < parts; i++) {
        switch (r.nextInt(6)) {
          case 0:
            sb.append(',');
            break;
          case 1:
            sb.append(quoteEscape ? "\"\"" : "\\\"");
            break;
          case 2:
            if (multiLine) {
              sb.append(r.nextBoolean() ? "\n" : "\r\n");
            } else {
              sb.append(' ');
            }
            break;
          case 3:
            sb.append("\\\\");
            break;
          default:
            sb.append("x").append(r.nextInt(100));
        }
      }
      return sb.toString();
    }
  }
}
