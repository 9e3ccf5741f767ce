package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The shape of the core: which main source file names which other one in its code (comments and
 * string literals left out, so a javadoc link is no dependency), read from the sources. No two
 * files may name each other, nor close any longer cycle, so that each file can be read, tested and
 * changed knowing only those below it. The graph is printed, the files below others first, for
 * whoever wants to see it.
 */
class CoreGraphTest {
  private static final Path SOURCES = Paths.get("src", "main", "java", "io", "github", "fastio");

  private static final Pattern WORD = Pattern.compile("[A-Za-z_$][A-Za-z_$0-9]*");

  @Test
  void noFileOfTheCoreNamesOneThatNamesItBackNorClosesACycle() throws IOException {
    Map<String, Set<String>> graph = graph();
    assertEquals(List.of(), ties(graph), "two-way ties in the core");
    List<String> order = layers(graph);
    StringBuilder shown = new StringBuilder("the core, each file after those it names:\n");
    for (String f : order) {
      shown.append("  ").append(f).append(" -> ").append(graph.get(f)).append('\n');
    }
    System.out.print(shown);
    assertEquals(
        graph.keySet(), new TreeSet<>(order), "a cycle among the files not listed:\n" + shown);
  }

  @Test
  void aTieAndALongerCycleAreFound() {
    Map<String, Set<String>> tie = new TreeMap<>();
    tie.put("A", Set.of("B"));
    tie.put("B", Set.of("A", "C"));
    tie.put("C", Set.of());
    assertEquals(List.of("A <-> B"), ties(tie));
    Map<String, Set<String>> cycle = new TreeMap<>();
    cycle.put("A", Set.of("B"));
    cycle.put("B", Set.of("C"));
    cycle.put("C", Set.of("A"));
    cycle.put("D", Set.of("A"));
    cycle.put("E", Set.of());
    assertEquals(List.of(), ties(cycle));
    assertEquals(List.of("E"), layers(cycle));
  }

  /** One idea a file: none of the core's main files is longer than this. */
  private static final int MAX_LINES = 900;

  @Test
  void noFileOfTheCoreIsOverNineHundredLines() throws IOException {
    List<String> over = new ArrayList<>();
    for (Path p : sources()) {
      int lines = Files.readAllLines(p, StandardCharsets.UTF_8).size();
      if (lines > MAX_LINES) {
        over.add(p.getFileName() + ": " + lines);
      }
    }
    assertEquals(List.of(), over, "core files over " + MAX_LINES + " lines");
  }

  /** The pairs of files that name each other, the first name the lesser: {@code A <-> B}. */
  static List<String> ties(Map<String, Set<String>> graph) {
    List<String> ties = new ArrayList<>();
    for (Map.Entry<String, Set<String>> e : graph.entrySet()) {
      for (String to : e.getValue()) {
        if (e.getKey().compareTo(to) < 0 && graph.get(to).contains(e.getKey())) {
          ties.add(e.getKey() + " <-> " + to);
        }
      }
    }
    return ties;
  }

  @Test
  void theGraphSeesANameInCodeAndNotInCommentsOrText() {
    Set<String> names = Set.of("Origin", "Digits", "FastReader");
    assertEquals(
        Set.of("Digits"),
        names(
            "/** {@link Origin} */ class A { // FastReader\n long x = Digits.load(\"Origin\"); }",
            names));
  }

  /** Each core main file's class name to the core class names its code uses, itself left out. */
  static Map<String, Set<String>> graph() throws IOException {
    Map<String, String> code = new TreeMap<>();
    for (Path p : sources()) {
      String name = p.getFileName().toString().replace(".java", "");
      if (!name.equals("package-info")) {
        code.put(name, new String(Files.readAllBytes(p), StandardCharsets.UTF_8));
      }
    }
    assertTrue(code.size() > 10, "the core's sources from " + SOURCES.toAbsolutePath());
    Map<String, Set<String>> graph = new TreeMap<>();
    for (Map.Entry<String, String> e : code.entrySet()) {
      Set<String> used = names(e.getValue(), code.keySet());
      used.remove(e.getKey());
      graph.put(e.getKey(), used);
    }
    return graph;
  }

  /**
   * The files in an order where each comes after those it names; shorter where there is a cycle.
   */
  private static List<String> layers(Map<String, Set<String>> graph) {
    List<String> order = new ArrayList<>();
    Set<String> placed = new TreeSet<>();
    boolean progress = true;
    while (progress) {
      progress = false;
      for (Map.Entry<String, Set<String>> e : graph.entrySet()) {
        if (!placed.contains(e.getKey()) && placed.containsAll(e.getValue())) {
          order.add(e.getKey());
          placed.add(e.getKey());
          progress = true;
        }
      }
    }
    return order;
  }

  /**
   * The words of {@code source}'s code, without comments and literals, that are in {@code names}.
   */
  static Set<String> names(String source, Set<String> names) {
    Set<String> found = new TreeSet<>();
    Matcher m = WORD.matcher(code(source));
    while (m.find()) {
      if (names.contains(m.group())) {
        found.add(m.group());
      }
    }
    return found;
  }

  /** {@code source} with its comments, string, text block and char literals blanked out. */
  private static String code(String s) {
    StringBuilder out = new StringBuilder(s.length());
    int i = 0;
    while (i < s.length()) {
      char c = s.charAt(i);
      if (s.startsWith("//", i)) {
        int eol = s.indexOf('\n', i);
        i = eol < 0 ? s.length() : eol;
      } else if (s.startsWith("/*", i)) {
        int close = s.indexOf("*/", i + 2);
        i = close < 0 ? s.length() : close + 2;
        out.append(' ');
      } else if (s.startsWith("\"\"\"", i)) {
        int close = s.indexOf("\"\"\"", i + 3);
        i = close < 0 ? s.length() : close + 3;
        out.append(' ');
      } else if (c == '"' || c == '\'') {
        int j = i + 1;
        while (j < s.length() && s.charAt(j) != c) {
          j += s.charAt(j) == '\\' ? 2 : 1;
        }
        i = j + 1;
        out.append(' ');
      } else {
        out.append(c);
        i++;
      }
    }
    return out.toString();
  }

  private static List<Path> sources() throws IOException {
    try (Stream<Path> files = Files.list(SOURCES)) {
      List<Path> list = new ArrayList<>();
      files.filter(p -> p.toString().endsWith(".java")).sorted().forEach(list::add);
      return list;
    }
  }
}
