package io.github.fastio.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The registry and the program classes agree: every program it names exists and has a {@code main},
 * and no program class is left out of it.
 */
class ProgramsTest {
  private static final List<String> KINDS = List.of("read", "write", "roundtrip");

  /** Every main class the registry names, for every kind, shape and type. */
  private static Set<String> registered() {
    Set<String> classes = new TreeSet<>();
    for (String kind : KINDS) {
      for (Shape shape : Shape.values()) {
        for (NumType type : NumType.values()) {
          for (String method : Programs.methods(kind, shape, type)) {
            classes.add(Programs.command(kind, method, shape, type, 10).get(0));
          }
        }
      }
    }
    for (String method : Programs.APLUSB_METHODS) {
      classes.add(Programs.aplusbClass(method));
    }
    return classes;
  }

  @Test
  void everyRegisteredProgramHasAPublicStaticMain() throws Exception {
    for (String name : registered()) {
      Method main = Class.forName(name).getMethod("main", String[].class);
      assertTrue(Modifier.isStatic(main.getModifiers()), name);
    }
  }

  @Test
  void everyProgramClassIsRegistered() throws IOException, URISyntaxException {
    Path dir = Path.of(ProgramsTest.class.getResource("/io/github/fastio/bench/programs/").toURI());
    Set<String> found = new TreeSet<>();
    try (Stream<Path> files = Files.list(dir)) {
      files
          .map(p -> p.getFileName().toString())
          .filter(f -> f.endsWith(".class") && !f.equals("package-info.class"))
          .forEach(f -> found.add(Programs.PACKAGE + f.substring(0, f.length() - 6)));
    }
    Set<String> helperOnly = registered();
    helperOnly.remove(Main.class.getName());
    assertEquals(found, helperOnly);
  }

  @Test
  void mainShapeHasEveryClassicIdiomAndFastioLast() {
    assertEquals(
        List.of("scanner", "tokenizer", "streamtokenizer", "bytes", "fastio"),
        Programs.methods("read", Shape.MAIN, NumType.INT));
    assertEquals(
        List.of("println", "printwriter", "bytes", "fastio"),
        Programs.methods("write", Shape.MAIN, NumType.LONG));
    assertEquals(
        List.of("classic", "fastio"), Programs.methods("roundtrip", Shape.MAIN, NumType.DOUBLE));
  }

  @Test
  void doublesAreAlsoReadWithFastDoubleParser() {
    assertEquals(
        List.of("scanner", "tokenizer", "streamtokenizer", "bytes", "fastdoubleparser", "fastio"),
        Programs.methods("read", Shape.MAIN, NumType.DOUBLE));
    assertEquals(
        List.of(Programs.PACKAGE + "ReadDoubleFastDoubleParser"),
        Programs.command("read", "fastdoubleparser", Shape.MAIN, NumType.DOUBLE, 5));
  }

  @Test
  void bulkHasNoDoubleWriterOrRoundTrip() {
    assertEquals(List.of("fastio"), Programs.methods("read", Shape.BULK, NumType.DOUBLE));
    assertEquals(List.of(), Programs.methods("write", Shape.BULK, NumType.DOUBLE));
    assertEquals(List.of(), Programs.methods("roundtrip", Shape.BULK, NumType.DOUBLE));
    assertThrows(
        IllegalArgumentException.class,
        () -> Programs.command("write", "fastio", Shape.BULK, NumType.DOUBLE, 1));
  }

  @Test
  void commandsNameClassAndCountAsTheProgramsExpect() {
    assertEquals(
        List.of(Programs.PACKAGE + "WriteLongPrintWriter", "1000"),
        Programs.command("write", "printwriter", Shape.MAIN, NumType.LONG, 1000));
    assertEquals(
        List.of(Programs.PACKAGE + "ReadDoubleFastioBulk"),
        Programs.command("read", "fastio", Shape.BULK, NumType.DOUBLE, 1000));
    assertEquals(
        List.of(Programs.PACKAGE + "EchoIntClassic"),
        Programs.command("roundtrip", "classic", Shape.MAIN, NumType.INT, 1000));
    assertEquals(
        List.of(Main.class.getName(), "read", "broken", "int", "5"),
        Programs.command("read", Main.BROKEN, Shape.HELPER, NumType.INT, 5));
    assertThrows(
        IllegalArgumentException.class,
        () -> Programs.command("read", "broken", Shape.MAIN, NumType.INT, 5));
    assertThrows(IllegalArgumentException.class, () -> Programs.aplusbClass("cpp"));
  }

  @Test
  void cppSourcesTravelWithTheClasses() throws IOException {
    String aplusb = cppSource(Programs.APLUSB_CPP);
    assertTrue(aplusb.contains("fread") && aplusb.contains("fwrite"), aplusb);
    String writer = cppSource(Programs.WRITE_NUMBERS_CPP);
    assertTrue(writer.contains("fwrite") && writer.contains("copy"), writer);
    String hugeSum = cppSource(Programs.HUGE_SUM_CPP);
    assertTrue(hugeSum.contains("SumLongsUnchecked") && hugeSum.contains("fread"), hugeSum);
  }

  /** A C++ source as the jar carries it. */
  private static String cppSource(String resource) throws IOException {
    try (InputStream in = Programs.class.getResourceAsStream(resource)) {
      assertNotNull(in, resource + " is missing from the class path");
      return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.US_ASCII);
    }
  }

  @Test
  void shapesParseInAnyCase() {
    assertEquals(Shape.BULK, Shape.parse("Bulk"));
    assertThrows(IllegalArgumentException.class, () -> Shape.parse("inline"));
    List<String> labels = new ArrayList<>();
    for (Shape s : Shape.values()) {
      labels.add(s.label());
    }
    assertEquals(List.of("main", "helper", "bulk"), labels);
  }
}
