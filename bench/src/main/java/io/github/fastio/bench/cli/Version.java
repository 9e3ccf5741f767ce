package io.github.fastio.bench.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;
import picocli.CommandLine;

/**
 * {@code --version}: the project version the build wrote into {@code version.properties} (a
 * resource Maven filters), else the jar manifest's {@code Implementation-Version}, never a string
 * kept by hand.
 */
final class Version implements CommandLine.IVersionProvider {
  static final String RESOURCE = "version.properties";

  @Override
  public String[] getVersion() {
    return new String[] {"fastio bench " + of()};
  }

  /** The build's version, or "unknown" when the classes were not built by Maven. */
  static String of() {
    try (InputStream in = Version.class.getResourceAsStream(RESOURCE)) {
      if (in != null) {
        Properties p = new Properties();
        p.load(in);
        String v = p.getProperty("version", "");
        if (!v.isEmpty() && !v.startsWith("${")) {
          return v;
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    String manifest = Version.class.getPackage().getImplementationVersion();
    return manifest == null ? "unknown" : manifest;
  }
}
