package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.InputMismatchException;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.Yaml;

/**
 * Test suites no one here wrote, read as their authors expect (see {@code outside/README.md} in the
 * test resources): csv-spectrum's files against its JSON, and FastCSV's specification by example,
 * each case with every line ending and space it names. Each is read from an array, through one-byte
 * reads and (csv-spectrum's) from the file.
 */
class OutsideSuitesTest {
  private static Path outside(String dir) {
    try {
      return Paths.get(OutsideSuitesTest.class.getResource("outside/" + dir).toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  private static List<List<String>> all(CsvReader in) {
    List<List<String>> rows = new ArrayList<>();
    for (String[] r : in) {
      rows.add(Arrays.asList(r));
    }
    return rows;
  }

  @Test
  void csvSpectrumFilesReadAsItsJsonSays() throws IOException {
    int files = 0;
    try (Stream<Path> csvs = Files.list(outside("csv-spectrum/csvs"))) {
      for (Path csv : (Iterable<Path>) csvs.sorted()::iterator) {
        String name = csv.getFileName().toString().replace(".csv", "");
        Path json = outside("csv-spectrum/json").resolve(name + ".json");
        List<Map<String, String>> expected;
        try (InputStream in = Files.newInputStream(json)) {
          expected = new Yaml().load(in);
        }
        byte[] bytes = Files.readAllBytes(csv);
        List<List<String>> rows = new ArrayList<>();
        for (Map<String, String> row : expected) {
          rows.add(new ArrayList<>(row.values()));
        }
        for (CsvReader in : readers(bytes, csv)) {
          String[] header = in.header();
          assertEquals(
              new ArrayList<>(expected.get(0).keySet()), Arrays.asList(header), name + ": header");
          assertEquals(rows, all(in), name);
        }
        files++;
      }
    }
    assertEquals(11, files);
  }

  /** The same bytes read from an array, a byte a read, and from the file. */
  private static List<CsvReader> readers(byte[] bytes, Path file) {
    return List.of(
        CsvReader.of(bytes),
        CsvReader.of(ReaderSources.oneByteAtATime(bytes), 1),
        CsvReader.open(file));
  }

  /** The spec's placeholders: line endings and spaces, each with its variants. */
  private static final String[][] VARIANTS = {
    {"\u23CE", "\n", "\r\n", "\r"}, {"\u2420", " ", "\t", "\f"}
  };

  /** A spec text with {@code lineEnding} for each ⏎ and {@code space} for each ␠. */
  private static String expand(String s, String lineEnding, String space) {
    return s.replace("\u240A", "\n")
        .replace("\u240D", "\r")
        .replace("\u2424", "\r\n")
        .replace("\u23CE", lineEnding)
        .replace("\u2420", space);
  }

  @Test
  @SuppressWarnings("unchecked")
  void fastCsvsSpecificationByExample() throws IOException {
    int checked = 0;
    Set<Object> refused = new TreeSet<>();
    try (Stream<Path> specs = Files.list(outside("fastcsv-spec"))) {
      for (Path spec : (Iterable<Path>) specs.sorted()::iterator) {
        if (!spec.toString().endsWith(".yaml")) {
          continue;
        }
        Map<String, Object> doc;
        try (InputStream in = Files.newInputStream(spec)) {
          doc = new Yaml().load(in);
        }
        Map<String, Object> settings = (Map<String, Object>) doc.getOrDefault("settings", Map.of());
        String comments = String.valueOf(settings.getOrDefault("commentMode", "NONE"));
        if (comments.equals("READ")) {
          continue; // comment lines given as records: fastio skips them or reads them as data
        }
        boolean skipEmpty = Boolean.TRUE.equals(settings.get("skipEmptyLines"));
        boolean mayThrow = Boolean.TRUE.equals(settings.get("exceptionAllowed"));
        for (Map<String, Object> check : (List<Map<String, Object>>) doc.get("checks")) {
          for (String lineEnding : Arrays.copyOfRange(VARIANTS[0], 1, 4)) {
            for (String space : Arrays.copyOfRange(VARIANTS[1], 1, 4)) {
              String input = expand((String) check.get("input"), lineEnding, space);
              List<List<String>> expected = new ArrayList<>();
              for (List<String> r : (List<List<String>>) check.get("records")) {
                List<String> row = new ArrayList<>();
                for (String f : r) {
                  row.add(expand(f, lineEnding, space));
                }
                expected.add(row);
              }
              String where = check.get("id") + " " + Tries.show(input);
              byte[] bytes = input.getBytes(StandardCharsets.UTF_8);
              for (CsvReader in :
                  List.of(
                      CsvReader.of(bytes), CsvReader.of(ReaderSources.oneByteAtATime(bytes), 1))) {
                if (comments.equals("SKIP")) {
                  in.comment('#');
                }
                in.keepBlankLines(!skipEmpty);
                try {
                  assertEquals(expected, all(in), where);
                } catch (InputMismatchException e) {
                  assertTrue(mayThrow, where + ": " + e);
                  refused.add(check.get("id"));
                }
              }
              checked++;
            }
          }
        }
      }
    }
    assertTrue(checked > 300, checked + " cases");
    // A quote that is never closed: fastio throws, naming where it opened (FastCSV reads on to the
    // end, as the spec allows either).
    assertEquals(Set.of("open-quotation-1", "open-quotation-2"), refused);
  }
}
