package io.github.fastio.contest.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.fastio.contest.Cli;
import io.github.fastio.contest.Javac;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a contestant does: fastio new, then judge, then bundle, and the bundle on its own. */
class WorkflowTest {
  private static final Path JDK25 = Paths.get("/usr/lib/jvm/temurin-25-jdk-amd64");

  @TempDir Path tmp;

  @Test
  void newSolutionIsJudgedAndBundledForJava8AndTheNewestRelease() throws Exception {
    Path main = tmp.resolve("a/Main.java");
    Cli made = Cli.run("new", main.toString());
    assertEquals(0, made.code, made.toString());
    Path tests = Programs.sumTests(tmp.resolve("tests"));
    Cli judged = Cli.run("judge", main.toString(), "--tests", tests.toString());
    assertEquals(0, judged.code, judged.toString());

    for (int release : new int[] {8, Javac.newestRelease()}) {
      Path bundle = tmp.resolve("submit" + release + "/Main.java");
      Cli bundled =
          Cli.run(
              "bundle",
              "--release",
              Integer.toString(release),
              "-o",
              bundle.toString(),
              main.toString());
      assertEquals(0, bundled.code, bundled.toString());
      assertFalse(Files.readString(bundle).contains("io.github.fastio"), "fastio import kept");
      // The bundle alone, judged: it compiles without fastio's classes and gives the same answers.
      Cli again =
          Cli.run(
              "judge",
              bundle.toString(),
              "--tests",
              tests.toString(),
              "--release",
              Integer.toString(release));
      assertEquals(0, again.code, again.toString());
    }
  }

  @Test
  void bundleCompilesWithTheNewestJdkInstalled() throws Exception {
    assumeTrue(
        Files.isExecutable(JDK25.resolve("bin/javac")),
        "skipped: no JDK 25 at " + JDK25 + " to compile the bundle at --release 25");
    Path main = tmp.resolve("Main.java");
    assertEquals(0, Cli.run("new", main.toString()).code);
    Path bundle = tmp.resolve("out/Main.java");
    assertEquals(0, Cli.run("bundle", "-o", bundle.toString(), main.toString()).code);
    Process javac =
        new ProcessBuilder(
                JDK25.resolve("bin/javac").toString(),
                "--release",
                "25",
                "-d",
                tmp.resolve("classes25").toString(),
                bundle.toString())
            .redirectErrorStream(true)
            .start();
    // A JVM child writes in the platform's charset.
    String log = new String(javac.getInputStream().readAllBytes(), Charset.defaultCharset());
    assertTrue(javac.waitFor(120, TimeUnit.SECONDS), "javac 25 did not end");
    assertEquals(0, javac.exitValue(), log);
    Cli judged =
        Cli.run(
            "judge",
            bundle.toString(),
            "--tests",
            Programs.sumTests(tmp.resolve("t")).toString(),
            "--java",
            JDK25.toString());
    assertEquals(0, judged.code, judged.toString());
  }

  @Test
  void interactiveTemplateWinsTheGuessingGame() throws Exception {
    Path main = tmp.resolve("Main.java");
    assertEquals(0, Cli.run("new", "--interactive", main.toString()).code);
    assertTrue(Files.readString(main).contains(".tie(out)"), "no tie in the interactive template");
    Path tests = tmp.resolve("tests");
    Programs.write(tests.resolve("1.in"), "1\n");
    Programs.write(tests.resolve("2.in"), "1000000000\n");
    Cli r =
        Cli.run(
            "judge",
            main.toString(),
            "--tests",
            tests.toString(),
            "--interactor",
            InteractiveJudgeTest.INTERACTOR.toString());
    assertEquals(0, r.code, r.toString());
  }

  @Test
  void newNeverOverwritesAndNamesAnotherClassWithoutPublic() throws Exception {
    Path main = tmp.resolve("Main.java");
    Files.writeString(main, "// mine");
    Cli r = Cli.run("new", main.toString());
    assertEquals(1, r.code);
    assertEquals("fastio new: " + main + " exists; not overwritten\n", r.err);
    assertEquals("// mine", Files.readString(main));

    Path other = tmp.resolve("b/Main.java");
    assertEquals(0, Cli.run("new", "--class", "Solution", other.toString()).code);
    String text = Files.readString(other);
    assertTrue(text.contains("\nclass Solution {"), text);
    Cli judged =
        Cli.run(
            "judge", other.toString(), "--tests", Programs.sumTests(tmp.resolve("t")).toString());
    assertEquals(0, judged.code, judged.toString());
    assertEquals(2, Cli.run("new", "--class", "class", tmp.resolve("c/X.java").toString()).code);
  }

  @Test
  void compileErrorIsOneLineThenJavacsFirstLines() throws Exception {
    Path main =
        Programs.write(
            tmp.resolve("Main.java"),
            "public class Main {\n  public static void main(String[] a) {\n    int x = y;\n  }\n}\n");
    Cli r =
        Cli.run("judge", main.toString(), "--tests", Programs.oneTest(tmp.resolve("t")).toString());
    assertEquals(1, r.code, r.toString());
    List<String> lines = r.err.lines().toList();
    assertEquals(
        "fastio judge: compile error: Main.java:3: cannot find symbol (symbol: variable y,"
            + " location: class Main)",
        lines.get(0));
    assertTrue(lines.get(1).endsWith("Main.java:3: error: cannot find symbol"), r.err);
    assertTrue(lines.contains("    int x = y;"), r.err);
  }

  @Test
  void classFileAndJarAreJudgedAsTheSource() throws Exception {
    Path src =
        Programs.write(tmp.resolve("src/contest/Main.java"), "package contest;\n" + Programs.SUM);
    Path classes = Files.createDirectories(tmp.resolve("classes"));
    Path core =
        Paths.get(
            io.github.fastio.FastReader.class
                .getProtectionDomain()
                .getCodeSource()
                .getLocation()
                .toURI());
    int rc =
        javax.tools.ToolProvider.getSystemJavaCompiler()
            .run(
                null, null, null, "-cp", core.toString(), "-d", classes.toString(), src.toString());
    assertEquals(0, rc);
    Path tests = Programs.sumTests(tmp.resolve("t"));
    Cli r =
        Cli.run(
            "judge", classes.resolve("contest/Main.class").toString(), "--tests", tests.toString());
    assertEquals(0, r.code, r.toString());

    Path jar = tmp.resolve("main.jar");
    java.util.jar.Manifest m = new java.util.jar.Manifest();
    m.getMainAttributes().put(java.util.jar.Attributes.Name.MANIFEST_VERSION, "1.0");
    m.getMainAttributes().put(java.util.jar.Attributes.Name.MAIN_CLASS, "contest.Main");
    try (java.util.jar.JarOutputStream out =
        new java.util.jar.JarOutputStream(Files.newOutputStream(jar), m)) {
      out.putNextEntry(new java.util.jar.JarEntry("contest/Main.class"));
      out.write(Files.readAllBytes(classes.resolve("contest/Main.class")));
      out.closeEntry();
    }
    Cli j = Cli.run("judge", jar.toString(), "--tests", tests.toString());
    assertEquals(0, j.code, j.toString());
  }

  @Test
  void jobsGiveTheSameVerdictsAndRunNearLimitTestsAgainAlone() throws Exception {
    Path tests = Programs.sumTests(tmp.resolve("t"));
    Programs.write(tests.resolve("3.in"), "1\n7\n");
    Programs.write(tests.resolve("3.out"), "8\n");
    // Test 2 loops: its TLE is confirmed by a run of its own.
    Path main =
        Programs.write(
            tmp.resolve("Main.java"),
            Programs.SUM.replace(
                "out.println(sum);",
                "while (sum == 10) { sum = System.nanoTime() == 0 ? 0 : 10; }\n"
                    + "out.println(sum);"));
    Cli r =
        Cli.run(
            "judge",
            main.toString(),
            "--tests",
            tests.toString(),
            "--jobs",
            "3",
            "--time-limit",
            "1s");
    assertEquals(1, r.code, r.toString());
    assertEquals("AC", r.verdict("1"), r.toString());
    assertEquals("TLE", r.verdict("2"), r.toString());
    assertTrue(r.detail("2").startsWith("(run again alone)"), r.toString());
    assertEquals("WA", r.verdict("3"), r.toString());
    List<String> order = new ArrayList<>();
    r.out
        .lines()
        .filter(l -> l.matches("[123] +(AC|WA|TLE) .*"))
        .forEach(l -> order.add(l.substring(0, 1)));
    assertEquals(List.of("1", "2", "3"), order);
  }
}
