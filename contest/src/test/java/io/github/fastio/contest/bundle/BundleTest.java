package io.github.fastio.contest.bundle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fastio.contest.UserException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Each bundle compiles alone with {@code javac --release 8} and prints what the unbundled program
 * prints (and what the JDK computes), and carries only the fastio code the solution reaches.
 */
class BundleTest {
  private static final int CODEFORCES_LIMIT = 64 * 1024;

  private static Map<String, String> core;

  @TempDir Path tmp;

  @BeforeAll
  static void loadCore() throws UserException {
    core = CoreSources.fromClasspath();
  }

  /** Bundles already made, by source: each one costs a javac run. */
  private static final Map<String, String> BUNDLES = new java.util.concurrent.ConcurrentHashMap<>();

  private static String bundle(String source) throws UserException {
    String done = BUNDLES.get(source);
    if (done == null) {
      done = Bundler.bundle("Main.java", source, core, false, null).text;
      BUNDLES.put(source, done);
    }
    return done;
  }

  /** Runs the bundle of {@code source} and the unbundled program on {@code input}; both outputs. */
  private String[] bundledAndUnbundled(String file, String source, String mainClass, String input)
      throws Exception {
    String bundle =
        file.equals("Main.java")
            ? bundle(source)
            : Bundler.bundle(file, source, core, false, null).text;
    Path bundled = Programs.compile(tmp.resolve("bundled"), Map.of(file, bundle));
    Map<String, String> plain = new TreeMap<>(core);
    plain.put(file, source);
    Path unbundled = Programs.compile(tmp.resolve("unbundled"), plain);
    String simpleName = mainClass.substring(mainClass.lastIndexOf('.') + 1);
    return new String[] {
      Programs.run(bundled, simpleName, input), Programs.run(unbundled, mainClass, input)
    };
  }

  @Test
  void intOnlyBundleMatchesTheJdkAndCarriesNoDoubleCode() throws Exception {
    Random random = new Random(1);
    int n = 1000;
    int[] a = new int[n];
    long[] b = new long[n];
    StringBuilder input = new StringBuilder().append(n).append('\n');
    for (int i = 0; i < n; i++) {
      a[i] = i < 2 ? (i == 0 ? Integer.MIN_VALUE : Integer.MAX_VALUE) : random.nextInt();
      input.append(a[i]).append(' ');
    }
    for (int i = 0; i < n; i++) {
      b[i] = i == 0 ? Long.MAX_VALUE / 2 : random.nextLong() >> random.nextInt(64);
      input.append(b[i]).append('\n');
    }
    long sum = 0;
    for (int i = 0; i < n; i++) {
      sum += a[i] + b[i];
    }
    int[] sorted = a.clone();
    Arrays.sort(sorted);
    StringBuilder expected = new StringBuilder().append(sum).append('\n');
    for (int i = 0; i < n; i++) {
      expected.append(i == 0 ? "" : " ").append(sorted[i]);
    }
    expected.append('\n').append(sorted[0]).append(' ').append(b[n - 1]).append('\n');

    String[] out = bundledAndUnbundled("Main.java", Solutions.INT_ONLY, "Main", input.toString());
    assertEquals(expected.toString(), out[0]);
    assertEquals(out[1], out[0]);

    String bundle = bundle(Solutions.INT_ONLY);
    assertFalse(bundle.contains("DoubleParser"), "int-only bundle holds DoubleParser");
    assertFalse(bundle.contains("DoubleFormatter"), "int-only bundle holds DoubleFormatter");
    assertFalse(bundle.contains("nextDouble"), "int-only bundle holds nextDouble");
  }

  @Test
  void doubleBundleMatchesStringFormatAndDoubleToString() throws Exception {
    Random random = new Random(2);
    StringBuilder input =
        new StringBuilder("0 -0.0 0.1 1e-7 123456789.125 2.5e-5 1.7976931348623157e308");
    input.append(" 4.9e-324 0.5e-9 0.0000000005 -1.0000000005 9007199254740993\n");
    for (int i = 0; i < 2000; i++) {
      double x =
          switch (i % 4) {
            case 0 -> random.nextDouble();
            case 1 -> (random.nextInt(2_000_001) - 1_000_000) / 1000.0;
            case 2 -> Double.longBitsToDouble(random.nextLong() & 0x7FEF_FFFF_FFFF_FFFFL);
            default -> random.nextGaussian() * Math.pow(10, random.nextInt(30) - 15);
          };
      input.append(x).append(i % 10 == 9 ? '\n' : ' ');
    }
    StringBuilder expected = new StringBuilder();
    for (String token : input.toString().trim().split("\\s+", -1)) {
      double x = Double.parseDouble(token);
      expected.append(String.format(Locale.ROOT, "%.9f", x)).append(' ');
      expected.append(Double.toString(x)).append('\n');
    }

    String[] out = bundledAndUnbundled("Main.java", Solutions.DOUBLES, "Main", input.toString());
    assertEquals(expected.toString(), out[0]);
    assertEquals(out[1], out[0]);
    String bundle = bundle(Solutions.DOUBLES);
    assertTrue(bundle.contains("final class DoubleParser"), "no DoubleParser in the double bundle");
    assertTrue(bundle.contains("final class DoubleFormatter"), "no DoubleFormatter there");
  }

  /**
   * The double code takes other paths on other JDKs (its own Schubfach digits from JDK 19, its own
   * fixed notation from 21): the bundle runs on each JDK named in {@code -Dfastio.bundle.jdks}
   * (comma-separated JDK homes; default: only the one running the tests) beside a JDK-only oracle
   * on the same JVM. Release check: {@code -Dfastio.bundle.jdks=/usr/lib/jvm/temurin-25-jdk-amd64}.
   */
  @Test
  void doubleBundleMatchesTheJdkOfEachJvmItRunsOn() throws Exception {
    Random random = new Random(3);
    StringBuilder input = new StringBuilder();
    for (int i = 0; i < 3000; i++) {
      double x =
          i % 2 == 0
              ? Double.longBitsToDouble(random.nextLong() & 0x7FEF_FFFF_FFFF_FFFFL)
              : (random.nextInt(2_000_001) - 1_000_000) / 1024.0;
      input.append(i % 3 == 0 ? -x : x).append(i % 10 == 9 ? '\n' : ' ');
    }
    Path classes =
        Programs.compile(
            tmp,
            Map.of(
                "Main.java", bundle(Solutions.DOUBLES), "Oracle.java", Solutions.DOUBLES_ORACLE));
    List<Path> jdks = new ArrayList<>();
    jdks.add(Paths.get(System.getProperty("java.home")));
    for (String home : System.getProperty("fastio.bundle.jdks", "").split(",", -1)) {
      if (!home.isBlank()) {
        jdks.add(Paths.get(home.trim()));
      }
    }
    for (Path jdk : jdks) {
      assertEquals(
          Programs.run(jdk, classes, "Oracle", input.toString()),
          Programs.run(jdk, classes, "Main", input.toString()),
          jdk.toString());
    }
  }

  @Test
  void linesBundleMatchesStringLines() throws Exception {
    String input = "first line\r\n\n  spaced  \ttab\rlone cr\n\u00e9t\u00e9 \uD83D\uDE00 end\nlast";
    StringBuilder expected = new StringBuilder();
    int[] i = {0};
    input
        .lines()
        .forEach(
            line ->
                expected
                    .append(++i[0])
                    .append(": ")
                    .append(line.length())
                    .append('\n')
                    .append(line)
                    .append('\n'));
    String[] out = bundledAndUnbundled("Main.java", Solutions.LINES, "contest.a.Main", input);
    assertEquals(expected.toString(), out[0]);
    assertEquals(out[1], out[0]);
    assertFalse(bundle(Solutions.LINES).contains("package "), "the package stays in the bundle");
  }

  @Test
  void theFileApiBundlesForJava8AndStaysOutOfOtherBundles() throws Exception {
    String[] out = bundledAndUnbundled("Main.java", Solutions.FILES, "Main", "");
    assertEquals(
        """
        99999
        4999950000
        49999.5
        4999950000
        0 1 2 3 4 5 6 7 8 9
        a=1.0
        b=2.5
        c
        expected a double but found "x" at line 3, column 3 of FILE (byte offset 12)
        """,
        out[0]);
    assertEquals(out[1], out[0]);
    Programs.compile(tmp.resolve("java8"), Map.of("Main.java", bundle(Solutions.FILES)), 8);
    // The core writes no lambda: a program's first one costs its start-up tens of milliseconds.
    assertFalse(bundle(Solutions.FILES).contains("->"), "a lambda in the file API's bundle");
    for (String solution : List.of(Solutions.INT_ONLY, Solutions.EVERYTHING)) {
      String bundle = bundle(solution);
      for (String fileCode :
          List.of(
              "FilePart",
              "LineBoundary",
              "NumberSpliterator",
              "StreamSupport",
              "CsvReader",
              "RecordInput",
              "Columns")) {
        assertFalse(
            bundle.contains(fileCode), fileCode + " in a bundle that reads no file and no record");
      }
    }
  }

  @Test
  void everyPublicMethodSurvivesBundling() throws Exception {
    String[] out = bundledAndUnbundled("Main.java", Solutions.EVERYTHING, "Main", "");
    assertEquals(out[1], out[0]);
    assertTrue(out[0].startsWith("7 -8 2.5\nword\n"), out[0]);
  }

  @Test
  void methodReferencesKeepTheOverloadTheyBindTo() throws Exception {
    String[] out =
        bundledAndUnbundled("Main.java", Solutions.METHOD_REFERENCES, "Main", "3\n1 -2 700000000");
    assertEquals("3\n-6\n" + 700_000_000 * 3 + "\n", out[0]);
    assertEquals(out[1], out[0]);
    String bundle = bundle(Solutions.METHOD_REFERENCES);
    assertTrue(bundle.contains("FastWriter println(int v)"), "println(int) dropped");
    assertFalse(bundle.contains("println(long v)"), "println(long) kept");
  }

  @ParameterizedTest
  @ValueSource(strings = {"EchoNumbers", "GuessJudge", "GuessTheNumber", "SumOfNumbers"})
  void everyExampleBundlesIntoOneFileThatCompilesForJava8(String example) throws Exception {
    String bundle =
        Bundler.bundle(
                example + ".java",
                Programs.read(Programs.EXAMPLES_DIR.resolve(example + ".java")),
                core,
                false,
                null)
            .text;
    assertFalse(bundle.contains("package "), "package kept");
    assertTrue(bytes(bundle) < CODEFORCES_LIMIT, example + ": " + bytes(bundle));
    Programs.compile(tmp, Map.of(example + ".java", bundle));
  }

  @Test
  void windowsLineEndingsInTheSolutionAreCutCleanly() throws Exception {
    String crlf = Solutions.LINES.replace("\n", "\r\n");
    String bundle = Bundler.bundle("Main.java", crlf, core, false, null).text;
    assertFalse(bundle.contains("package contest"), "package kept");
    assertFalse(bundle.contains("io.github.fastio"), "fastio import kept");
    assertTrue(bundle.contains(";\n\npublic class Main {\r\n"), bundle);
    Path classes = Programs.compile(tmp, Map.of("Main.java", bundle));
    assertEquals("1: 2\nab\n", Programs.run(classes, "Main", "ab"));
  }

  @Test
  void tidyGroupsFieldsKeepsMethodsApartAndDropsTrailingBlanks() {
    String cut = "final class A {\n\n  int a;\n\n  int b;  \n\n\n  void f() {\n  }\t\n\n}\n";
    assertEquals(
        "final class A {\n  int a;\n  int b;\n\n  void f() {\n  }\n}\n", Bundler.tidy(cut));
  }

  @Test
  void fullyQualifiedFastioNamesLoseTheirPackage() throws Exception {
    String[] out =
        bundledAndUnbundled("Main.java", Solutions.QUALIFIED, "Main", "-4611686018427387904");
    assertEquals(Long.toString(-4611686018427387904L * 2) + "\n", out[0]);
    assertEquals(out[1], out[0]);
    assertFalse(bundle(Solutions.QUALIFIED).contains("io.github"), "a qualified name kept");
  }

  @ParameterizedTest
  @ValueSource(strings = {"EchoNumbers", "SumOfNumbers"})
  void exampleBundleMatchesTheUnbundledExample(String example) throws Exception {
    String source = Programs.read(Programs.EXAMPLES_DIR.resolve(example + ".java"));
    Random random = new Random(example.hashCode());
    StringBuilder input = new StringBuilder("500\n");
    long sum = 0;
    StringBuilder echoed = new StringBuilder();
    for (int i = 0; i < 500; i++) {
      int x = random.nextInt();
      sum += x;
      input.append(x).append(i % 7 == 6 ? "\n" : "  ");
      echoed.append(x).append('\n');
    }
    String[] out =
        bundledAndUnbundled(
            example + ".java", source, "io.github.fastio.examples." + example, input.toString());
    assertEquals(example.equals("SumOfNumbers") ? sum + "\n" : echoed.toString(), out[0]);
    assertEquals(out[1], out[0]);
  }

  @ParameterizedTest
  @ValueSource(longs = {1, 123_456_789, 1_000_000_000})
  void interactiveBundleWithTieWinsAgainstTheJudge(long secret) throws Exception {
    String solution =
        Bundler.bundle(
                "GuessTheNumber.java",
                Programs.read(Programs.EXAMPLES_DIR.resolve("GuessTheNumber.java")),
                core,
                false,
                null)
            .text;
    String judge =
        Programs.withoutPackage(Programs.read(Programs.EXAMPLES_DIR.resolve("GuessJudge.java")));
    Path classes =
        Programs.compile(tmp, Map.of("GuessTheNumber.java", solution, "GuessJudge.java", judge));
    Process s = Programs.java(classes, "GuessTheNumber").start();
    Process j =
        Programs.java(classes, "GuessJudge", secretFile(secret).toString())
            .redirectError(ProcessBuilder.Redirect.PIPE)
            .start();
    Programs.pump(s.getInputStream(), j.getOutputStream());
    Programs.pump(j.getInputStream(), s.getOutputStream());
    assertTrue(j.waitFor(60, TimeUnit.SECONDS), "judge did not end");
    assertTrue(s.waitFor(60, TimeUnit.SECONDS), "solution did not end");
    String verdict = Programs.readAll(j.getErrorStream());
    assertEquals(0, j.exitValue(), verdict);
    assertTrue(verdict.startsWith("AC"), verdict);
  }

  private Path secretFile(long secret) throws java.io.IOException {
    Path input = tmp.resolve("secret.in");
    java.nio.file.Files.write(input, Long.toString(secret).getBytes(StandardCharsets.UTF_8));
    return input;
  }

  @Test
  void bundlesStayUnderTheCodeforcesLimitAndCommentsAreOptional() throws Exception {
    int everything = bytes(bundle(Solutions.EVERYTHING));
    int commented = bytes(Bundler.bundle("Main.java", Solutions.EVERYTHING, core, true, null).text);
    assertTrue(everything < CODEFORCES_LIMIT, "everything: " + everything);
    // As `fastio bundle --help` says of --keep-comments: three to four times the size.
    assertTrue(
        commented > 3 * everything && commented < 4 * everything,
        "with comments: " + commented + " vs " + everything);
  }

  @Test
  void keptCommentsStillCompileAndRun() throws Exception {
    String bundle = Bundler.bundle("Main.java", Solutions.DOUBLES, core, true, null).text;
    assertTrue(bundle.contains("/**"), "javadoc dropped");
    Path classes = Programs.compile(tmp, Map.of("Main.java", bundle));
    assertEquals("0.500000000 0.5\n", Programs.run(classes, "Main", "0.5"));
  }

  @Test
  void strippedBundleHasNoFastioCommentsOrPublicHelpers() throws Exception {
    String bundle = bundle(Solutions.DOUBLES);
    assertFalse(bundle.contains("/**"), "javadoc kept");
    assertFalse(bundle.contains("public final class FastReader"), "FastReader stays public");
    assertFalse(bundle.contains("import io.github.fastio"), "fastio import kept");
    assertEquals(1, bundle.split("import java.util.Arrays;", -1).length - 1, "duplicate import");
    // Compacted: after the header no line is indented (the solution's own lines are).
    String library = bundle.substring(bundle.indexOf(Bundler.HEADER) + Bundler.HEADER.length());
    assertTrue(bundle.contains("\n}\n" + Bundler.HEADER + "final class "), bundle);
    assertFalse(library.matches("(?s).*\n[ \t].*"), "an indented line: " + library);
    assertFalse(library.contains("\n\n"), "a blank line");
  }

  @Test
  void headerNamesTheBuildsVersion() throws Exception {
    String built = System.getProperty("fastio.project.version");
    assertTrue(built != null && !built.isEmpty(), "surefire passes the pom's version");
    String bundle = bundle(Solutions.DOUBLES);
    assertTrue(bundle.contains("\n// fastio " + built + ", compacted by fastio bundle"), bundle);
  }

  private static int bytes(String s) {
    return s.getBytes(StandardCharsets.UTF_8).length;
  }

  @Test
  void solutionThatDoesNotCompileIsReportedWithItsLine() {
    UserException e =
        org.junit.jupiter.api.Assertions.assertThrows(
            UserException.class, () -> bundle(Solutions.DOES_NOT_COMPILE));
    assertTrue(e.getMessage().startsWith("Main.java:5: "), e.getMessage());
    assertTrue(
        e.getMessage().contains("nextBigInteger"), "the symbol is not named: " + e.getMessage());
    assertEquals(1, e.getMessage().lines().count(), e.getMessage());
  }

  @Test
  void lineOnlyBundleCarriesNoNumberParsing() throws Exception {
    String bundle = bundle(Solutions.LINES);
    assertFalse(bundle.contains("nextInt("), "nextInt kept");
    assertFalse(bundle.contains("DoubleFormatter"), "DoubleFormatter kept");
    assertTrue(bundle.contains("String nextLine()"), "nextLine dropped");
  }

  @Test
  void varAndLambdaParametersOfFastioTypesBundleAndBehaveAsUnbundled() throws Exception {
    String[] out = bundledAndUnbundled("Main.java", Solutions.VAR_AND_LAMBDAS, "Main", "3 1 -2 40");
    assertEquals("39\n", out[0]);
    assertEquals(out[1], out[0]);
  }

  @Test
  void modernJavaSolutionBundlesAndBehavesAsUnbundled() throws Exception {
    String[] out =
        bundledAndUnbundled("Main.java", Solutions.MODERN, "Main", "3\n5 -5\n1 0\n-1 0\n");
    assertEquals("Point[x=-1, y=0]\nPoint[x=1, y=0]\nPoint[x=5, y=-5]\ntotal: many\n", out[0]);
    assertEquals(out[1], out[0]);
  }

  @Test
  void tabsInTheCoreAndTheSolutionCutCleanly() throws Exception {
    Map<String, String> tabbed = new TreeMap<>();
    for (Map.Entry<String, String> f : core.entrySet()) {
      tabbed.put(f.getKey(), indentWithTabs(f.getValue()));
    }
    assertTrue(tabbed.get("FastWriter.java").contains("\n\t"), "no tab in the tabbed core");
    String solution = indentWithTabs(Solutions.DOUBLES);
    String bundle = Bundler.bundle("Main.java", solution, tabbed, false, null).text;
    String plain = bundle(Solutions.DOUBLES);
    assertEquals(
        plain.replaceAll("(?m)^[ \t]+", "").replaceAll("[ \t]+", " "),
        bundle.replaceAll("(?m)^[ \t]+", "").replaceAll("[ \t]+", " "),
        "a tab changed what is kept or inlined");
    Path classes = Programs.compile(tmp, Map.of("Main.java", bundle));
    assertEquals("0.250000000 0.25\n", Programs.run(classes, "Main", "0.25"));
  }

  /** Each two leading spaces become one tab, as an editor set to tabs would write. */
  private static String indentWithTabs(String source) {
    StringBuilder out = new StringBuilder();
    for (String line : source.split("\n", -1)) {
      int spaces = 0;
      while (spaces < line.length() && line.charAt(spaces) == ' ') {
        spaces++;
      }
      out.append("\t".repeat(spaces / 2)).append(line.substring(spaces / 2 * 2)).append('\n');
    }
    return out.substring(0, out.length() - 1);
  }

  @Test
  void helpersFollowThePublicClassesInNameOrder() throws Exception {
    String bundle = bundle(Solutions.EVERYTHING);
    List<String> classes = new ArrayList<>();
    java.util.regex.Matcher m =
        java.util.regex.Pattern.compile("(?m)^final class (\\w+)").matcher(bundle);
    while (m.find()) {
      classes.add(m.group(1));
    }
    assertEquals(List.of("FastReader", "FastWriter"), classes.subList(0, 2), classes.toString());
    List<String> helpers = new ArrayList<>(classes.subList(2, classes.size()));
    helpers.sort(null);
    assertEquals(helpers, classes.subList(2, classes.size()), "helpers not in name order");
    assertTrue(
        classes.containsAll(List.of("DoubleFormatter", "DoubleParser", "FixedDecimals")),
        classes.toString());
  }

  @Test
  void releaseEightRefusesVarWithTheSolutionsLine() {
    UserException e =
        org.junit.jupiter.api.Assertions.assertThrows(
            UserException.class,
            () -> Bundler.bundle("Main.java", Solutions.VAR_AND_LAMBDAS, core, false, 8));
    assertTrue(e.getMessage().startsWith("Main.java:8: "), e.getMessage());
  }
}
