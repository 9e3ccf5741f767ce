package io.github.fastio.contest.bundle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fastio.contest.UserException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Solutions that take a name the pasted fastio code uses (a class, local class, type parameter,
 * variable or import named like one of fastio's classes or like a JDK class fastio names) or that
 * reach fastio by static imports: each bundle, checked against Java 8, compiles alone at {@code
 * --release 8} and prints what the unbundled program prints.
 */
class BundleClashTest {
  private static Map<String, String> core;

  @TempDir Path tmp;

  @BeforeAll
  static void loadCore() throws UserException {
    core = CoreSources.fromClasspath();
  }

  /** The bundle of {@code source} at release 8, compiled and run on {@code input}. */
  private String bundleAndRun(String source, String input, String expected) throws Exception {
    String bundle = Bundler.bundle("Main.java", source, core, false, 8).text;
    Path classes = Programs.compile(tmp.resolve("bundled"), Map.of("Main.java", bundle), 8);
    assertEquals(expected, Programs.run(classes, "Main", input), bundle);
    Map<String, String> plain = new TreeMap<>(core);
    plain.put("Main.java", source);
    Path unbundled = Programs.compile(tmp.resolve("unbundled"), plain, 8);
    assertEquals(expected, Programs.run(unbundled, "Main", input), "the unbundled program");
    return bundle;
  }

  @Test
  void nestedClassNamedFastWriterBesideFastiosNamedInFull() throws Exception {
    String bundle = bundleAndRun(Solutions.NESTED_FASTWRITER, "21", "42\n");
    assertTrue(bundle.contains("final class FastWriter2 "), bundle);
    assertTrue(bundle.contains("FastWriter2 out = FastWriter2.stdout();"), bundle);
    assertTrue(bundle.contains("FastWriter mine = new FastWriter();"), "the solution's own kept");
    String commented = Bundler.bundle("Main.java", Solutions.NESTED_FASTWRITER, core, true, 8).text;
    assertTrue(commented.contains("final class FastWriter2 "), commented);
    Path classes = Programs.compile(tmp.resolve("commented"), Map.of("Main.java", commented), 8);
    assertEquals("42\n", Programs.run(classes, "Main", "21"));
  }

  @Test
  void topLevelClassNamedFastReaderThatFastioDoesNotNeedStaysAsWritten() throws Exception {
    String bundle = bundleAndRun(Solutions.OWN_FASTREADER_UNUSED, "", "1\n");
    assertTrue(bundle.contains("\nclass FastReader {}\n"), bundle);
  }

  @Test
  void topLevelClassNamedFastReaderBesideFastiosNamedInFull() throws Exception {
    String bundle = bundleAndRun(Solutions.OWN_FASTREADER_USED, "7", "-7\n");
    assertTrue(bundle.contains("FastReader2 in = new FastReader2(System.in);"), bundle);
    assertTrue(bundle.contains("FastReader.negate("), "the solution's own class renamed");
  }

  @Test
  void helperNamesTakenByClassesTypeParametersAndVariables() throws Exception {
    String bundle = bundleAndRun(Solutions.HELPER_NAMES, "4", "x\n9\nmine\n");
    for (String helper : new String[] {"ByteInput", "ByteOutput", "Digits", "ReaderErrors"}) {
      assertTrue(bundle.contains("class " + helper + "2"), helper + " not renamed: " + bundle);
    }
  }

  @Test
  void localClassAndTypeParameterNamedLikeFastiosClasses() throws Exception {
    bundleAndRun(Solutions.LOCAL_AND_TYPE_PARAMETER, "5", "2\nx\n8\n");
  }

  @Test
  void staticImportsOfFastioMembersAreWrittenWithTheirClass() throws Exception {
    String bundle = bundleAndRun(Solutions.STATIC_IMPORTS, "41", "42\n");
    assertTrue(bundle.contains("FastWriter.stdout().println("), bundle);
    assertFalse(bundle.contains("import static"), bundle);
    assertFalse(bundle.contains("FastWriter2"), "renamed without a clash");
  }

  @Test
  void memberTypeImportedByItsOwnNameIsWrittenWithItsClass() throws Exception {
    String bundle = bundleAndRun(Solutions.IMPORTS_MEMBER_TYPE, "abc,d\n", "3\n");
    assertTrue(bundle.contains("CsvReader.Field f = csv.nextField();"), bundle);
    assertTrue(bundle.contains("CsvReader csv = CsvReader.of(System.in);"), bundle);
  }

  @Test
  void staticImportBesideAVariableNamedLikeItsClass() throws Exception {
    String bundle = bundleAndRun(Solutions.STATIC_IMPORT_AND_VARIABLE, "41", "42\n");
    assertTrue(bundle.contains("FastWriter2.stdout().println(FastWriter + 1)"), bundle);
  }

  @Test
  void topLevelClassNamedLikeAJdkClassFastioImports() throws Exception {
    String bundle = bundleAndRun(Solutions.SHADOWS_ARRAYS, "1 2 3", "1 2 3\n6\n");
    assertFalse(bundle.contains("import java.util.Arrays;"), bundle);
    assertTrue(bundle.contains("java.util.Arrays."), bundle);
  }

  @Test
  void topLevelClassNamedLikeAJavaLangClassFastioUses() throws Exception {
    String bundle = bundleAndRun(Solutions.SHADOWS_MATH, "", "42\n");
    assertTrue(bundle.contains("java.lang.Math."), bundle);
  }

  @Test
  void onDemandImportOfAClassNamedLikeAJavaLangClassFastioUses() throws Exception {
    String bundle = bundleAndRun(Solutions.IMPORTS_CORBA, "", "[1, 2]\n");
    assertTrue(bundle.contains("println(java.lang.Object "), bundle);
  }

  @Test
  void importOfAnotherClassNamedLikeOneFastioImports() throws Exception {
    Path file = tmp.resolve("numbers.txt");
    Files.write(file, "1 2 3\n4 5 6\n".getBytes(StandardCharsets.UTF_8));
    String bundle = bundleAndRun(Solutions.IMPORTS_AWT_LIST, file.toString(), "21 true\n");
    assertTrue(bundle.contains("import java.awt.List;"), bundle);
    assertFalse(bundle.contains("import java.util.List;"), bundle);
    assertTrue(bundle.contains("java.util.List<"), bundle);
  }

  @Test
  void classNamedLikeThePackageOfANameFastioMustWriteInFullIsRefused() {
    UserException e =
        assertThrows(
            UserException.class,
            () -> Bundler.bundle("Main.java", Solutions.HIDES_PACKAGE_JAVA, core, false, 8));
    assertEquals(
        "Main.java names java for the whole file, which hides the package of java.lang.Math"
            + " that fastio needs: rename it",
        e.getMessage());
  }
}
