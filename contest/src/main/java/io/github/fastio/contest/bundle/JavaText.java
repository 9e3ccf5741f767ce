package io.github.fastio.contest.bundle;

import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.util.JavacTask;
import java.io.IOException;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;

/**
 * Java source text at the level of characters: which ones are comments, string or character
 * literals, or code. Enough to strip comments and to find a brace that javac's trees do not
 * position; the trees say everything else.
 */
final class JavaText {
  private JavaText() {}

  /**
   * The text with its comments removed. A comment alone on its line takes the line with it; a block
   * comment between two tokens leaves a space. Literals are kept as they are.
   */
  static String stripComments(String text) {
    StringBuilder out = new StringBuilder(text.length());
    int lineStart = 0; // in out
    boolean lineHadComment = false;
    int i = 0;
    while (i < text.length()) {
      char c = text.charAt(i);
      if (c == '/' && i + 1 < text.length() && text.charAt(i + 1) == '/') {
        i = lineEnd(text, i);
        lineHadComment = true;
      } else if (c == '/' && i + 1 < text.length() && text.charAt(i + 1) == '*') {
        int end = text.indexOf("*/", i + 2);
        end = end < 0 ? text.length() : end + 2;
        boolean spaceBefore = out.length() == lineStart || isBlank(out.charAt(out.length() - 1));
        boolean spaceAfter = end >= text.length() || Character.isWhitespace(text.charAt(end));
        if (!spaceBefore && !spaceAfter) {
          out.append(' ');
        }
        i = end;
        lineHadComment = true;
      } else if (c == '\n') {
        if (lineHadComment && out.substring(lineStart).trim().isEmpty()) {
          out.setLength(lineStart);
        } else {
          out.append('\n');
        }
        lineStart = out.length();
        lineHadComment = false;
        i++;
      } else if (c == '"' || c == '\'') {
        int end = literalEnd(text, i);
        out.append(text, i, end);
        i = end;
      } else {
        out.append(c);
        i++;
      }
    }
    if (lineHadComment && out.substring(lineStart).trim().isEmpty()) {
      out.setLength(lineStart);
    }
    return out.toString();
  }

  /**
   * The text with its comments removed and its whitespace cut to what separates tokens: a space
   * only where two tokens would otherwise run together ({@link #joins}), a line break only where
   * the text had one between two declarations or statements at brace depth {@code lineDepth} or
   * less (after a {@code ;}, <code>{</code> or <code>}</code>, before anything but a <code>}</code>
   * ), so that with depth 1 each member of a top-level class starts a line. String, character and
   * text-block literals are kept as they are; number literals lose their underscores ({@code
   * 0x8080_8080L} becomes {@code 0x80808080L}). Whitespace and those underscores have no other
   * meaning in Java, which {@link Bundler} checks by parsing both texts with javac and comparing
   * the trees.
   */
  static String compact(String text, int lineDepth) {
    StringBuilder out = new StringBuilder(text.length());
    char prev = 0; // the last character written; 0 before the first
    boolean gap = false; // whitespace or a comment since prev
    boolean lineBreak = false; // a line break in that gap
    int depth = 0;
    int i = 0;
    while (i < text.length()) {
      char c = text.charAt(i);
      if (Character.isWhitespace(c)) {
        gap = true;
        lineBreak |= c == '\n' || c == '\r';
        i++;
      } else if (c == '/' && i + 1 < text.length() && text.charAt(i + 1) == '/') {
        gap = true;
        i = lineEnd(text, i);
      } else if (c == '/' && i + 1 < text.length() && text.charAt(i + 1) == '*') {
        gap = true;
        int end = text.indexOf("*/", i + 2);
        i = end < 0 ? text.length() : end + 2;
      } else {
        if (c == '}') {
          depth--;
        }
        if (gap && prev != 0) {
          if (lineBreak
              && depth <= lineDepth
              && c != '}'
              && (prev == ';' || prev == '{' || prev == '}')) {
            out.append('\n');
          } else if (joins(prev, c)) {
            out.append(' ');
          }
        }
        if (c == '{') {
          depth++;
        }
        int end;
        if (c == '"' || c == '\'') {
          end = literalEnd(text, i);
          out.append(text, i, end);
        } else if (Character.isDigit(c) && (gap || !Character.isJavaIdentifierPart(prev))) {
          end = numberEnd(text, i);
          out.append(text.substring(i, end).replace("_", ""));
        } else {
          end = i + 1;
          out.append(c);
        }
        prev = text.charAt(end - 1);
        gap = false;
        lineBreak = false;
        i = end;
      }
    }
    if (prev != 0) {
      out.append('\n');
    }
    return out.toString();
  }

  /**
   * The end of the number literal that starts with the digit at {@code from}: its digits, letters
   * (hexadecimal digits, {@code x}, {@code L}, an exponent's {@code e}), underscores and point.
   */
  private static int numberEnd(String text, int from) {
    int i = from;
    while (i < text.length()
        && (Character.isLetterOrDigit(text.charAt(i))
            || text.charAt(i) == '_'
            || text.charAt(i) == '.')) {
      i++;
    }
    return i;
  }

  /**
   * Whether javac parses {@code a} and {@code b} into the same trees (compared as javac prints
   * them, which is without comments and layout): each is parsed as a compilation unit, names left
   * unresolved. False if either does not parse or there is no compiler.
   */
  static boolean sameSyntax(String a, String b) {
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    if (javac == null) {
      return false;
    }
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    List<JavaFileObject> units = List.of(source("A", a), source("B", b));
    try {
      JavacTask task =
          (JavacTask)
              javac.getTask(
                  null, null, diagnostics, List.of("-proc:none", "-Xlint:none"), null, units);
      List<String> printed = new ArrayList<>();
      for (CompilationUnitTree unit : task.parse()) {
        // The parts, not the unit: javac prints a unit with its doc comments.
        printed.add(unit.getPackage() + " " + unit.getImports() + " " + unit.getTypeDecls());
      }
      for (Diagnostic<?> d : diagnostics.getDiagnostics()) {
        if (d.getKind() == Diagnostic.Kind.ERROR) {
          return false;
        }
      }
      return printed.size() == 2 && printed.get(0).equals(printed.get(1));
    } catch (IOException | RuntimeException e) {
      return false;
    }
  }

  private static JavaFileObject source(String name, String text) {
    return new SimpleJavaFileObject(
        URI.create("string:///" + name + ".java"), JavaFileObject.Kind.SOURCE) {
      @Override
      public CharSequence getCharContent(boolean ignoreEncodingErrors) {
        return text;
      }
    };
  }

  /**
   * Whether {@code a} then {@code b} with nothing between would read as other tokens than with a
   * space between: two parts of words ({@code int x}, {@code 1 L}), two operator characters ({@code
   * - -}, {@code / /}, {@code > >=}), a dot beside a digit ({@code 1 .5}), or a backslash on either
   * side (outside a literal it starts a unicode escape, which may stand for a letter).
   */
  static boolean joins(char a, char b) {
    return (Character.isJavaIdentifierPart(a) && Character.isJavaIdentifierPart(b))
        || (OPERATORS.indexOf(a) >= 0 && OPERATORS.indexOf(b) >= 0)
        || (a == '.' && Character.isDigit(b))
        || (Character.isDigit(a) && b == '.')
        || a == '\\'
        || b == '\\';
  }

  private static final String OPERATORS = "=<>!~?:&|+-*/^%.@#\\";

  /**
   * The index of the first {@code c} at or after {@code from} that is code, not in a comment or a
   * literal; -1 if none.
   */
  static int indexOfCode(String text, char c, int from) {
    int i = from;
    while (i < text.length()) {
      char d = text.charAt(i);
      int after = afterComment(text, i);
      if (after != i) {
        i = after;
      } else if (d == '"' || d == '\'') {
        i = literalEnd(text, i);
      } else if (d == c) {
        return i;
      } else {
        i++;
      }
    }
    return -1;
  }

  /**
   * The index of the first character at or after {@code from} that is neither whitespace nor in a
   * comment; -1 if none.
   */
  static int nextCode(String text, int from) {
    int i = from;
    while (i < text.length()) {
      int after = afterComment(text, i);
      if (after != i) {
        i = after;
      } else if (Character.isWhitespace(text.charAt(i))) {
        i++;
      } else {
        return i;
      }
    }
    return -1;
  }

  /** The index after the comment that opens at {@code i}, or {@code i} if none does. */
  private static int afterComment(String text, int i) {
    if (text.startsWith("//", i)) {
      return lineEnd(text, i);
    }
    if (text.startsWith("/*", i)) {
      int end = text.indexOf("*/", i + 2);
      return end < 0 ? text.length() : end + 2;
    }
    return i;
  }

  private static boolean isBlank(char c) {
    return c == ' ' || c == '\t';
  }

  private static int lineEnd(String text, int i) {
    int end = text.indexOf('\n', i);
    return end < 0 ? text.length() : end;
  }

  /** The index after the string, text block or char literal that opens at {@code start}. */
  private static int literalEnd(String text, int start) {
    char quote = text.charAt(start);
    if (quote == '"' && text.startsWith("\"\"\"", start)) {
      int i = start + 3;
      while (i < text.length()) {
        if (text.charAt(i) == '\\') {
          i += 2;
        } else if (text.startsWith("\"\"\"", i)) {
          return i + 3;
        } else {
          i++;
        }
      }
      return text.length();
    }
    int i = start + 1;
    while (i < text.length()) {
      char c = text.charAt(i);
      if (c == '\\') {
        i += 2;
      } else if (c == quote || c == '\n') {
        return i + 1;
      } else {
        i++;
      }
    }
    return text.length();
  }
}
