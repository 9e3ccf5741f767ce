package io.github.fastio.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.security.CodeSource;
import java.util.Properties;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.SAXException;
import org.xml.sax.helpers.DefaultHandler;
import picocli.CommandLine;

/**
 * {@code --version} of every fastio command (and the bundle's header): the project version of the
 * build, never a string kept by hand and never empty. It is taken from the first of: {@code
 * version.properties} (a resource Maven filters), the {@code pom.properties} Maven writes into a
 * jar, the jar manifest's {@code Implementation-Version}, and the {@code pom.xml} above the classes
 * (classes an IDE compiled without filtering the resource).
 */
public final class Version implements CommandLine.IVersionProvider {
  static final String RESOURCE = "version.properties";
  private static final String POM_PROPERTIES =
      "/META-INF/maven/io.github.fastio/fastio-cli/pom.properties";

  /** Called by picocli. */
  public Version() {}

  @Override
  public String[] getVersion() {
    return new String[] {"fastio " + of()};
  }

  /**
   * The build's version.
   *
   * @return it, or "unknown" when neither a resource, a manifest nor a pom.xml says it
   */
  public static String of() {
    String v = fromProperties(Version.class.getResourceAsStream(RESOURCE), "version");
    if (v == null) {
      v = fromProperties(Version.class.getResourceAsStream(POM_PROPERTIES), "version");
    }
    if (v == null) {
      v = usable(Version.class.getPackage().getImplementationVersion());
    }
    if (v == null) {
      v = fromPomAbove(classesLocation());
    }
    return v == null ? "unknown" : v;
  }

  /** The property {@code key} of {@code in} (closed here), or null if absent or not filtered. */
  static String fromProperties(InputStream in, String key) {
    if (in == null) {
      return null;
    }
    try (in) {
      Properties p = new Properties();
      p.load(in);
      return usable(p.getProperty(key));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The version of the nearest {@code pom.xml} in {@code start} or a folder above it: the project's
   * own {@code <version>}, else its parent's. Null when there is none.
   */
  static String fromPomAbove(Path start) {
    for (Path dir = start; dir != null; dir = dir.getParent()) {
      Path pom = dir.resolve("pom.xml");
      if (Files.isRegularFile(pom)) {
        return pomVersion(pom);
      }
    }
    return null;
  }

  private static String pomVersion(Path pom) {
    try {
      DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
      factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
      factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
      DocumentBuilder builder = factory.newDocumentBuilder();
      builder.setErrorHandler(new DefaultHandler()); // throws on a fatal error, prints nothing
      Element project = builder.parse(pom.toFile()).getDocumentElement();
      String own = usable(childText(project, "version"));
      if (own != null) {
        return own;
      }
      Element parent = child(project, "parent");
      return parent == null ? null : usable(childText(parent, "version"));
    } catch (IOException | SAXException | ParserConfigurationException e) {
      return null; // a pom.xml that is not ours to read: no version from it
    }
  }

  private static Element child(Element parent, String name) {
    for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
      if (n instanceof Element e && name.equals(e.getTagName())) {
        return e;
      }
    }
    return null;
  }

  private static String childText(Element parent, String name) {
    Element e = child(parent, name);
    return e == null ? null : e.getTextContent().strip();
  }

  /** Where this class was loaded from (a folder of classes or a jar), or null if unknown. */
  private static Path classesLocation() {
    CodeSource source = Version.class.getProtectionDomain().getCodeSource();
    if (source == null || source.getLocation() == null) {
      return null;
    }
    try {
      return Paths.get(source.getLocation().toURI()).toAbsolutePath();
    } catch (URISyntaxException | IllegalArgumentException e) {
      return null;
    }
  }

  /** {@code v} unless it is missing, blank or a placeholder Maven did not fill. */
  private static String usable(String v) {
    return v == null || v.isBlank() || v.contains("${") ? null : v.strip();
  }
}
