package io.github.fastio.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Where the version comes from when the filtered resource is not there. */
class VersionTest {
  @TempDir Path tmp;

  private static ByteArrayInputStream text(String s) {
    return new ByteArrayInputStream(s.getBytes(StandardCharsets.ISO_8859_1));
  }

  @Test
  void aFilteredResourceGivesItsVersion() {
    assertEquals("1.2.3", Version.fromProperties(text("version=1.2.3\n"), "version"));
  }

  @Test
  void anUnfilteredEmptyOrMissingResourceGivesNone() {
    assertNull(Version.fromProperties(text("version=${project.version}\n"), "version"));
    assertNull(Version.fromProperties(text("version=\n"), "version"));
    assertNull(Version.fromProperties(text("other=1\n"), "version"));
    assertNull(Version.fromProperties(null, "version"));
  }

  @Test
  void classesWithoutTheResourceTakeTheModulesParentVersion() throws IOException {
    Path module = Files.createDirectories(tmp.resolve("contest"));
    Files.writeString(
        module.resolve("pom.xml"),
        "<project><modelVersion>4.0.0</modelVersion><parent><groupId>g</groupId>"
            + "<version>4.5.6-SNAPSHOT</version></parent><artifactId>a</artifactId></project>");
    Path classes = Files.createDirectories(module.resolve("target/classes"));
    assertEquals("4.5.6-SNAPSHOT", Version.fromPomAbove(classes));
  }

  @Test
  void aPomsOwnVersionComesBeforeItsParents() throws IOException {
    Files.writeString(
        tmp.resolve("pom.xml"),
        "<project><parent><version>1</version></parent><version>2</version>"
            + "<dependencies><dependency><version>3</version></dependency></dependencies>"
            + "</project>");
    assertEquals("2", Version.fromPomAbove(tmp.resolve("target/fastio-cli.jar")));
  }

  @Test
  void anUnreadablePomGivesNone() throws IOException {
    Path empty = Files.createDirectories(tmp.resolve("a/b"));
    Files.writeString(tmp.resolve("a/pom.xml"), "<project><version>");
    assertNull(Version.fromPomAbove(empty));
  }
}
