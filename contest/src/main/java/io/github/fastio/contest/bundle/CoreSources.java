package io.github.fastio.contest.bundle;

import io.github.fastio.contest.UserException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLConnection;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Enumeration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** The core library's source files, by file name, from this tool's jar or from a directory. */
final class CoreSources {
  static final String PACKAGE = "io.github.fastio";
  private static final String RESOURCE_DIR = "fastio-src/io/github/fastio/";
  private static final Pattern PACKAGE_LINE =
      Pattern.compile("^package\\s+io\\.github\\.fastio\\s*;", Pattern.MULTILINE);

  private CoreSources() {}

  /** The sources packaged into this tool's jar (the build copies core/src/main/java there). */
  static Map<String, String> fromClasspath() throws UserException {
    URL probe = CoreSources.class.getClassLoader().getResource(RESOURCE_DIR + "FastReader.java");
    if (probe == null) {
      throw new UserException(
          "the fastio sources are not in this build's jar; pass --core DIR (the core module)");
    }
    Map<String, String> files = new TreeMap<>();
    try {
      if ("file".equals(probe.getProtocol())) {
        return fromPackageDir(Paths.get(probe.toURI()).getParent());
      }
      URLConnection connection = probe.openConnection();
      if (!(connection instanceof JarURLConnection jarConnection)) {
        throw new UserException("cannot list the fastio sources at " + probe);
      }
      connection.setUseCaches(false);
      try (JarFile jar = jarConnection.getJarFile()) {
        Enumeration<JarEntry> entries = jar.entries();
        while (entries.hasMoreElements()) {
          JarEntry entry = entries.nextElement();
          String name = entry.getName();
          if (name.startsWith(RESOURCE_DIR)
              && name.endsWith(".java")
              && name.indexOf('/', RESOURCE_DIR.length()) < 0) {
            try (InputStream in = jar.getInputStream(entry)) {
              files.put(
                  name.substring(RESOURCE_DIR.length()),
                  new String(in.readAllBytes(), StandardCharsets.UTF_8));
            }
          }
        }
      }
    } catch (IOException | URISyntaxException e) {
      throw new UserException("cannot read the fastio sources: " + e.getMessage());
    }
    return files;
  }

  /**
   * The sources under {@code dir}: the core module, its {@code src/main/java}, or any folder whose
   * {@code .java} files declare {@code package io.github.fastio}.
   */
  static Map<String, String> fromDirectory(Path dir) throws UserException {
    if (!Files.isDirectory(dir)) {
      throw new UserException("--core " + dir + ": not a directory");
    }
    Path main = dir.resolve("src/main/java");
    Path root = Files.isDirectory(main) ? main : dir;
    Map<String, String> files;
    try (Stream<Path> walk = Files.walk(root)) {
      List<Path> javas =
          walk.filter(p -> p.toString().endsWith(".java")).collect(Collectors.toList());
      files = new TreeMap<>();
      for (Path p : javas) {
        String text = new String(Files.readAllBytes(p), StandardCharsets.UTF_8);
        if (PACKAGE_LINE.matcher(text).find()) {
          files.put(p.getFileName().toString(), text);
        }
      }
    } catch (IOException | UncheckedIOException e) {
      throw new UserException("--core " + dir + ": " + e.getMessage());
    }
    if (!files.containsKey("FastReader.java")) {
      throw new UserException(
          "--core " + dir + ": no fastio sources (package " + PACKAGE + ") found there");
    }
    return files;
  }

  private static Map<String, String> fromPackageDir(Path dir) throws IOException {
    Map<String, String> files = new TreeMap<>();
    try (Stream<Path> list = Files.list(dir)) {
      for (Path p : list.filter(f -> f.toString().endsWith(".java")).collect(Collectors.toList())) {
        files.put(
            p.getFileName().toString(), new String(Files.readAllBytes(p), StandardCharsets.UTF_8));
      }
    }
    return files;
  }
}
