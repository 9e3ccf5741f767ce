package io.github.fastio.contest.bundle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fastio.contest.UserException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Writes the {@code fastio bundle} section of the catalogue of bad inputs, {@code
 * docs/bad-inputs.md}, from what the bundler does with each solution, and fails if the committed
 * section says otherwise. After a deliberate change, {@code mvn -pl contest -am verify
 * -Dtest=BundleCatalogueTest -Dsurefire.failIfNoSpecifiedTests=false -Dfastio.catalogue=write}
 * rewrites it. {@link BundleClashTest} compiles and runs each of these bundles.
 */
class BundleCatalogueTest {
  private static final Path FILE = Paths.get("..", "docs", "bad-inputs.md");
  private static final String HEADING = "\n## fastio bundle\n";
  private static final Pattern FULL_NAME = Pattern.compile("\\bjava(?:\\.[a-z]\\w*)+\\.[A-Z]\\w*");

  /** A solution and what it is, in words. */
  private record Case(String what, String source) {}

  private static final List<Case> CASES =
      List.of(
          new Case(
              "a nested `class FastWriter`; fastio's named in full, `io.github.fastio.FastWriter`",
              Solutions.NESTED_FASTWRITER),
          new Case(
              "a top-level `class FastReader`; fastio's not used", Solutions.OWN_FASTREADER_UNUSED),
          new Case(
              "a top-level `class FastReader`; fastio's named in full",
              Solutions.OWN_FASTREADER_USED),
          new Case(
              "fastio's helpers' names taken: `class Digits`, a local `class ByteOutput`, a type"
                  + " parameter `ByteInput`, a variable `ReaderErrors`",
              Solutions.HELPER_NAMES),
          new Case(
              "a type parameter `FastWriter` and a local `class FastReader`; fastio's named in full",
              Solutions.LOCAL_AND_TYPE_PARAMETER),
          new Case(
              "`import static io.github.fastio.FastWriter.*;` and `...FastWriter.stdout;`",
              Solutions.STATIC_IMPORTS),
          new Case(
              "`import io.github.fastio.CsvReader.Field;` and `import static"
                  + " io.github.fastio.CsvReader.of;`",
              Solutions.IMPORTS_MEMBER_TYPE),
          new Case(
              "`import static io.github.fastio.FastWriter.stdout;` and a variable `int FastWriter`",
              Solutions.STATIC_IMPORT_AND_VARIABLE),
          new Case(
              "a top-level `class Arrays` (fastio imports `java.util.Arrays`)",
              Solutions.SHADOWS_ARRAYS),
          new Case("a top-level `class Math` (fastio calls `Math.max`)", Solutions.SHADOWS_MATH),
          new Case(
              "`import java.awt.List;` (fastio's `split` imports `java.util.List`)",
              Solutions.IMPORTS_AWT_LIST),
          new Case(
              "`import org.omg.CORBA.*;`, whose `Object` makes `Object` ambiguous in Java 8",
              Solutions.IMPORTS_CORBA),
          new Case("a top-level `class Math` and a `class java`", Solutions.HIDES_PACKAGE_JAVA),
          new Case("a call fastio does not have", Solutions.DOES_NOT_COMPILE));

  static String section() throws UserException {
    Map<String, String> core = CoreSources.fromClasspath();
    StringBuilder s = new StringBuilder(HEADING);
    s.append(
        """

        Each row is a solution given to `fastio bundle --release 8`, run by the test that writes
        this section: what the bundle does with it. The bundle renames a fastio class whose name
        the solution uses, writes in full a JDK class whose simple name the solution takes for the
        whole file, and writes a member reached by a static import of fastio with its class; each
        bundle below but the refused ones compiles alone at `--release 8` and prints what the
        unbundled solution prints.

        | solution | bundle |
        |---|---|
        """);
    for (Case c : CASES) {
      s.append("| ")
          .append(c.what())
          .append(" | ")
          .append(outcome(c.source(), core))
          .append(" |\n");
    }
    return s.toString();
  }

  /** What the bundle of {@code source} does, found in the bundle itself. */
  private static String outcome(String source, Map<String, String> core) {
    String bundle;
    try {
      bundle = Bundler.bundle("Main.java", source, core, false, 8).text;
    } catch (UserException e) {
      return "refused, exit 1: `" + e.getMessage() + "`";
    }
    int header = Math.max(0, bundle.indexOf(Bundler.HEADER));
    String library = bundle.substring(header);
    List<String> facts = new ArrayList<>();
    for (String file : core.keySet()) {
      String name = file.replace(".java", "");
      Matcher m = Pattern.compile("\\bclass " + name + "(\\d+)\\b").matcher(library);
      if (m.find()) {
        facts.add("fastio's `" + name + "` is `" + name + m.group(1) + "`");
      }
    }
    String coreText = String.join("\n", core.values());
    String coreCode = JavaText.stripComments(coreText).replaceAll("(?m)^import .*$", "");
    Set<String> written = new TreeSet<>();
    Matcher m = FULL_NAME.matcher(library);
    while (m.find()) {
      if (!coreCode.contains(m.group())) {
        written.add(m.group());
      }
    }
    for (String name : written) {
      facts.add(
          "fastio writes `"
              + name
              + "` in full"
              + (coreText.contains("import " + name + ";") ? ", without its import" : ""));
    }
    Set<String> original = new HashSet<>(Arrays.asList(source.split("\n", -1)));
    for (String line : bundle.substring(0, header).split("\n", -1)) {
      if (!line.isBlank() && !line.startsWith("import ") && !original.contains(line)) {
        facts.add("`" + line.trim() + "`");
      }
    }
    return facts.isEmpty() ? "bundled as written" : String.join("; ", facts);
  }

  @Test
  void theCommittedSectionIsWhatTheBundlerDoes() throws IOException, UserException {
    String now = section();
    String file = Files.readString(FILE);
    if ("write".equals(System.getProperty("fastio.catalogue"))) {
      int[] at = sectionAt(file);
      Files.writeString(FILE, file.substring(0, at[0]) + now + file.substring(at[1]));
      file = Files.readString(FILE);
    }
    int[] at = sectionAt(file);
    assertEquals(
        file.substring(at[0], at[1]),
        now,
        "docs/bad-inputs.md is not what the bundler does: rerun with -Dfastio.catalogue=write and"
            + " review the diff");
  }

  /** Where the section starts and ends in {@code file}. */
  private static int[] sectionAt(String file) {
    int start = file.indexOf(HEADING);
    assertTrue(start >= 0, "docs/bad-inputs.md has no fastio bundle section");
    int end = file.indexOf("\n## ", start + HEADING.length());
    return new int[] {start, end < 0 ? file.length() : end};
  }
}
