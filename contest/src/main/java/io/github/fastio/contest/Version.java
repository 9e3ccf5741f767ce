package io.github.fastio.contest;

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
public final class Version implements CommandLine.IVersionProvider {
  /** Called by picocli. */
  public Version() {}

  @Override
  public String[] getVersion() {
    return new String[] {"fastio " + of()};
  }

  /**
   * The build's version.
   *
   * @return it, or "unknown" when the classes were not built by Maven
   */
  public static String of() {
    try (InputStream in = Version.class.getResourceAsStream("version.properties")) {
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
