package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The docs (README.md, docs/*.md and each module's README.md) name only what exists and no path of
 * the machine they were written on. The rules, kept simple so that a doc's author can tell what
 * passes:
 *
 * <ul>
 *   <li>In a code span ({@code `...`}) that is not a command line (one starting with {@code ./},
 *       {@code mvn}, {@code java} or {@code javac}), {@code Class.member} or {@code Class#member}
 *       where {@code Class} is a class of the project's sources (any module) names a method, field
 *       or member class that this class's file declares ({@code Main.java} names a file).
 *   <li>A code span that is one camel-case name starting lower-case ({@code leadingDigits}, {@code
 *       nextInt()}, {@code nextInt(int)}), with or without an argument list, names something that
 *       appears in the project's sources (main or test, any module: an option name such as Spark's
 *       {@code inferSchema} is in its parser) or a member of a class of the JDK's {@code java.*}
 *       packages, unless it is one of the few other tools' names the docs mention ({@link
 *       #ELSEWHERE}).
 *   <li>No path under {@code /tmp}, {@code /work}, {@code /home}, {@code /root}, {@code /Users},
 *       {@code /mnt}, {@code /opt} and no JDK's folder under {@code /usr/lib/jvm/}: those are one
 *       machine's. A program's path such as {@code /usr/bin/time}, {@code /dev/stdin} and {@code
 *       /proc} are every machine's.
 * </ul>
 */
class DocsTest {
  private static final Path ROOT = Paths.get("..");

  private static final Pattern SPAN = Pattern.compile("`([^`\\n]+)`");

  /** {@code Class.member} or {@code Class#member}, the class a capitalized word. */
  private static final Pattern QUALIFIED =
      Pattern.compile("\\b([A-Z][A-Za-z0-9]*)[.#]([a-zA-Z_][A-Za-z0-9_]*)");

  /** One name, camel-case starting lower-case, maybe with an argument list. */
  private static final Pattern ONE_NAME =
      Pattern.compile("([a-z][a-z0-9]*[A-Z][A-Za-z0-9]*)(\\([^()]*\\))?");

  private static final Pattern MACHINE_PATH =
      Pattern.compile(
          "(?<![A-Za-z0-9_.~$}/-])/(tmp|work|home|root|Users|mnt|opt)/[^\\s`)\"']*"
              + "|/usr/lib/jvm/[A-Za-z0-9]");

  private static final Pattern WORD = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

  /** A command line, whose words are no names. */
  private static final Pattern COMMAND = Pattern.compile("(\\./|(mvn|java|javac) ).*");

  /** What follows a file's name. */
  private static final Set<String> FILE_KINDS =
      Set.of("java", "class", "jar", "md", "csv", "txt", "sh", "cpp", "png", "json", "xml", "py");

  /**
   * Other tools' names in the docs: Gradle's and Maven's build settings, a HotSpot counter, and the
   * Spark options that the Spark source does not take (spark/README lists them).
   */
  static final Set<String> ELSEWHERE =
      Set.of(
          "mavenLocal",
          "annotationProcessorPaths",
          "classVerifyTime",
          "emptyValue",
          "dateFormat",
          "timestampFormat",
          "timestampNTZFormat",
          "timeFormat",
          "charToEscapeQuoteEscaping",
          "unescapedQuoteHandling",
          "enableDateTimeParsingFallback",
          "singleVariantColumn",
          "ignoreCorruptFiles",
          "ignoreMissingFiles");

  @Test
  void docsNameOnlyClassesAndMembersThatExist() throws IOException {
    Map<String, String> classes = projectClasses();
    Set<String> words = projectWords();
    Set<String> jdk = jdkNames();
    List<String> missing = new ArrayList<>();
    for (Path doc : docs()) {
      String text = new String(Files.readAllBytes(doc), StandardCharsets.UTF_8);
      Matcher span = SPAN.matcher(text);
      while (span.find()) {
        String s = span.group(1).trim();
        String problem = problem(s, classes, words, jdk);
        if (problem != null) {
          missing.add(ROOT.relativize(doc) + ": `" + s + "`: " + problem);
        }
      }
    }
    assertEquals(List.of(), missing, "names in the docs that the code does not have");
  }

  @Test
  void docsCarryNoPathOfTheMachineTheyWereWrittenOn() throws IOException {
    List<String> found = new ArrayList<>();
    for (Path doc : docs()) {
      List<String> lines = Files.readAllLines(doc, StandardCharsets.UTF_8);
      for (int i = 0; i < lines.size(); i++) {
        Matcher m = MACHINE_PATH.matcher(lines.get(i));
        while (m.find()) {
          found.add(ROOT.relativize(doc) + ":" + (i + 1) + ": " + m.group());
        }
      }
    }
    assertEquals(List.of(), found, "a machine's paths in the docs");
  }

  @Test
  void theRulesCatchWhatTheyAreFor() {
    Map<String, String> classes = Map.of("Digits", "static int leadingDigits(long w) {}");
    Set<String> words = Set.of("leadingDigits", "Digits", "nextInt");
    Set<String> jdk = Set.of("parseInt", "Integer");
    assertEquals(null, problem("Digits.leadingDigits(w)", classes, words, jdk));
    assertEquals(null, problem("Integer.parseInt", classes, words, jdk));
    assertEquals(null, problem("nextInt()", classes, words, jdk));
    assertEquals(null, problem("./fastio bench --out results", classes, words, jdk));
    assertTrue(problem("Digits.digitCount", classes, words, jdk) != null);
    assertTrue(problem("digitCount", classes, words, jdk) != null);
    assertTrue(problem("nextIntt()", classes, words, jdk) != null);
    assertEquals(null, problem("Digits.java", classes, words, jdk));
    assertEquals(null, problem("./fastio jmh 'Digits.x(a|b)'", classes, words, jdk));
    assertTrue(MACHINE_PATH.matcher("--out /tmp/bh").find());
    assertTrue(MACHINE_PATH.matcher("--java /usr/lib/jvm/temurin-25-jdk-amd64").find());
    assertTrue(!MACHINE_PATH.matcher("`/usr/bin/time -v`, /dev/stdin, bench/tmp/x").find());
  }

  /** What is wrong with the code span {@code s}, or null. */
  static String problem(String s, Map<String, String> classes, Set<String> words, Set<String> jdk) {
    if (COMMAND.matcher(s).matches()) {
      return null;
    }
    Matcher q = QUALIFIED.matcher(s);
    while (q.find()) {
      String source = classes.get(q.group(1));
      if (source != null && !FILE_KINDS.contains(q.group(2)) && !declares(source, q.group(2))) {
        return q.group(1) + " has no " + q.group(2);
      }
    }
    Matcher one = ONE_NAME.matcher(s);
    if (one.matches()
        && !words.contains(one.group(1))
        && !jdk.contains(one.group(1))
        && !ELSEWHERE.contains(one.group(1))) {
      return "no such name in the sources or the JDK";
    }
    return null;
  }

  /** Whether {@code source} declares {@code member}: a method, a field or a member class. */
  private static boolean declares(String source, String member) {
    String m = Pattern.quote(member);
    return Pattern.compile(
            "[\\w>\\]]\\s+" + m + "\\s*[(=;,]|(class|interface|enum|record)\\s+" + m + "\\b")
        .matcher(source)
        .find();
  }

  /** The docs: the README, docs/*.md and each module's README. */
  private static List<Path> docs() throws IOException {
    List<Path> docs = new ArrayList<>();
    docs.add(ROOT.resolve("README.md"));
    try (Stream<Path> files = Files.list(ROOT.resolve("docs"))) {
      files.filter(p -> p.toString().endsWith(".md")).sorted().forEach(docs::add);
    }
    try (Stream<Path> modules = Files.list(ROOT)) {
      modules
          .map(p -> p.resolve("README.md"))
          .filter(Files::isRegularFile)
          .filter(p -> !p.equals(ROOT.resolve("README.md")))
          .sorted()
          .forEach(docs::add);
    }
    return docs;
  }

  private static List<Path> sources(String kind) throws IOException {
    List<Path> out = new ArrayList<>();
    try (Stream<Path> modules = Files.list(ROOT)) {
      for (Path module : modules.collect(Collectors.toList())) {
        Path src = module.resolve("src").resolve(kind).resolve("java");
        if (Files.isDirectory(src)) {
          try (Stream<Path> files = Files.walk(src)) {
            files.filter(p -> p.toString().endsWith(".java")).forEach(out::add);
          }
        }
      }
    }
    return out;
  }

  /** Every main class of the project (a file's name) to its source. */
  private static Map<String, String> projectClasses() throws IOException {
    Map<String, String> classes = new HashMap<>();
    for (Path p : sources("main")) {
      String name = p.getFileName().toString().replace(".java", "");
      classes.merge(
          name, new String(Files.readAllBytes(p), StandardCharsets.UTF_8), (a, b) -> a + b);
    }
    return classes;
  }

  /** Every word of the project's sources, main and test, and of its scripts and poms. */
  private static Set<String> projectWords() throws IOException {
    Set<String> words = new HashSet<>();
    List<Path> files = new ArrayList<>(sources("main"));
    files.addAll(sources("test"));
    for (Path p : files) {
      Matcher m = WORD.matcher(new String(Files.readAllBytes(p), StandardCharsets.UTF_8));
      while (m.find()) {
        words.add(m.group());
      }
    }
    return words;
  }

  /**
   * The simple names of the public classes of the JDK's {@code java.*} packages and their members.
   */
  private static Set<String> jdkNames() throws IOException {
    Set<String> names = new HashSet<>();
    FileSystem jrt = FileSystems.getFileSystem(URI.create("jrt:/"));
    Path base = jrt.getPath("modules", "java.base", "java");
    List<String> classNames = new ArrayList<>();
    try (Stream<Path> files = Files.walk(base)) {
      files
          .map(p -> p.toString())
          .filter(p -> p.endsWith(".class") && !p.contains("$") && !p.contains("/internal/"))
          .forEach(
              p ->
                  classNames.add(
                      p.substring(p.indexOf("/java/") + 1, p.length() - 6).replace('/', '.')));
    }
    for (String name : classNames) {
      Class<?> c;
      try {
        c = Class.forName(name, false, DocsTest.class.getClassLoader());
      } catch (ClassNotFoundException | LinkageError e) {
        continue;
      }
      names.add(c.getSimpleName());
      for (Method m : c.getMethods()) {
        names.add(m.getName());
      }
      for (Field f : c.getFields()) {
        names.add(f.getName());
      }
    }
    return names;
  }
}
