package io.github.fastio.contest.bundle;

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
   * The index of the first {@code c} at or after {@code from} that is code, not in a comment or a
   * literal; -1 if none.
   */
  static int indexOfCode(String text, char c, int from) {
    int i = from;
    while (i < text.length()) {
      char d = text.charAt(i);
      if (d == '/' && i + 1 < text.length() && text.charAt(i + 1) == '/') {
        i = lineEnd(text, i);
      } else if (d == '/' && i + 1 < text.length() && text.charAt(i + 1) == '*') {
        int end = text.indexOf("*/", i + 2);
        i = end < 0 ? text.length() : end + 2;
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
