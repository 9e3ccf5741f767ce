package io.github.fastio.bench.csvwrite;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The checker finds every kind of difference a writer could make, and names the record. */
class WriteCheckTest {
  @TempDir Path dir;

  private String written(String kind, int n) throws Exception {
    Path file = dir.resolve(kind + ".csv");
    WriteCsvFastio.main(new String[] {kind, Integer.toString(n), file.toString()});
    return Files.readString(file, StandardCharsets.UTF_8);
  }

  private String check(String kind, int n, String text) throws Exception {
    Path file = dir.resolve("changed.csv");
    Files.writeString(file, text, StandardCharsets.UTF_8);
    return WriteCheck.check(kind, n, file);
  }

  @Test
  void aRightFileChecksAndEveryChangeIsFound() throws Exception {
    String numeric = written("numeric", 50);
    assertEquals(WriteCheck.expected(50), check("numeric", 50, numeric));
    // the same values in other text: another writer's doubles
    assertEquals(WriteCheck.expected(50), check("numeric", 50, numeric.replace(",0.5,", ",0.50,")));
    String[] lines = numeric.split("\n");
    String second = lines[2];
    String changed = second.substring(0, second.length() - 1) + (second.endsWith("1") ? "2" : "1");
    assertEquals("record 2: rate", check("numeric", 50, numeric.replace(second, changed)));
    assertEquals("only 49 records", check("numeric", 50, numeric.replace(lines[50] + "\n", "")));
    assertEquals("more than 49 records", check("numeric", 49, numeric));
    assertEquals(
        "record 1: a field too many",
        check("numeric", 50, numeric.replace(lines[1], lines[1] + ",")));

    String text = written("text", 200);
    assertEquals(WriteCheck.expected(200), check("text", 200, text));
    assertEquals(
        "record 1: name", check("text", 200, text.replaceFirst("\n1,([^,]*),", "\n1,x$1,")));
  }
}
