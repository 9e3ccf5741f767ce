package io.github.fastio.contest;

import java.util.Locale;
import java.util.stream.Collectors;
import javax.lang.model.SourceVersion;
import javax.tools.Diagnostic;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.ToolProvider;

/** The running JDK's compiler, and javac's diagnostics as one line. */
public final class Javac {
  private Javac() {}

  /**
   * The system Java compiler.
   *
   * @param who the command that needs it, for the message
   * @return javac
   * @throws UserException on a JRE, which has none
   */
  public static JavaCompiler compiler(String who) throws UserException {
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    if (javac == null) {
      throw new UserException(who + " needs a JDK (javac), not a JRE");
    }
    return javac;
  }

  /**
   * The newest {@code --release} this JDK's javac accepts.
   *
   * @return its feature number, such as 17
   */
  public static int newestRelease() {
    // From the constant's name (RELEASE_17), not from its place in the enum.
    return Integer.parseInt(SourceVersion.latestSupported().name().substring("RELEASE_".length()));
  }

  /**
   * Checks a {@code --release} value against what this javac accepts.
   *
   * @param release the release asked for, or null for none
   * @return whether javac accepts it (8 up to {@link #newestRelease()})
   */
  public static boolean isSupportedRelease(Integer release) {
    return release == null || (release >= 8 && release <= newestRelease());
  }

  /**
   * {@code d} as one line: {@code File.java:5: cannot find symbol (symbol: method f(), location:
   * class Main)}. javac spreads some messages over several lines; the later ones name the symbol.
   *
   * @param d a diagnostic
   * @return its file name (without folders), line and message
   */
  public static String oneLine(Diagnostic<? extends JavaFileObject> d) {
    String where = d.getSource() == null ? "" : d.getSource().toUri().getPath();
    where = where.substring(where.lastIndexOf('/') + 1);
    String[] lines = d.getMessage(Locale.ROOT).split("\\R");
    String message = lines[0].trim();
    if (lines.length > 1) {
      message +=
          java.util.Arrays.stream(lines)
              .skip(1)
              .map(l -> l.trim().replaceAll("\\s+", " "))
              .filter(l -> !l.isEmpty())
              .collect(Collectors.joining(", ", " (", ")"));
    }
    return (where.isEmpty() ? "" : where + ":" + d.getLineNumber() + ": ") + message;
  }
}
