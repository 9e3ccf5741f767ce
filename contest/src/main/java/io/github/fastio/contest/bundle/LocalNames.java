package io.github.fastio.contest.bundle;

import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.TreePath;
import com.sun.source.util.TreePathScanner;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;

/**
 * Shorter names for the local variables and parameters of a kept core member: each gets the
 * shortest name that appears nowhere in the member's text (the most used first). Such a name can
 * capture no reference and no other name can capture it, and a local's name is not part of what a
 * program does, so the member behaves as before; javac's trees say which identifiers are the local.
 *
 * <p>Example: {@code private int f(int bufferSize){return bufferSize+pos;}} becomes {@code private
 * int f(int a){return a+pos;}}.
 */
final class LocalNames {
  private static final Pattern WORD =
      Pattern.compile("[\\p{javaJavaIdentifierStart}][\\p{javaJavaIdentifierPart}]*");

  /** Names that are not keywords but that javac reads specially in some places. */
  private static final Set<String> RESTRICTED =
      Set.of("var", "yield", "record", "sealed", "permits", "when", "module", "open", "to", "with");

  private LocalNames() {}

  /**
   * The renames in {@code member} (a method, constructor, initializer or field of a core type), as
   * spans of {@code text}, its unit's text.
   */
  static List<Reachability.Replacement> shorten(Reachability r, TreePath member, String text) {
    CompilationUnitTree unit = member.getCompilationUnit();
    int start = (int) r.positions.getStartPosition(unit, member.getLeaf());
    int end = (int) r.positions.getEndPosition(unit, member.getLeaf());
    if (start < 0 || end < 0) {
      return List.of();
    }
    Map<Element, List<int[]>> spans = localSpans(r, member, text);
    List<Element> locals = new ArrayList<>(spans.keySet());
    // The most used local gets the shortest name; a local already named with one letter keeps it.
    locals.removeIf(e -> name(e).length() == 1);
    locals.sort((a, b) -> Integer.compare(spans.get(b).size(), spans.get(a).size()));
    List<Reachability.Replacement> out = new ArrayList<>();
    Names names = new Names(wordsIn(text, start, end));
    for (Element e : locals) {
      String shorter = names.next();
      if (shorter.length() >= name(e).length()) {
        continue;
      }
      for (int[] s : spans.get(e)) {
        out.add(new Reachability.Replacement(s[0], s[1], shorter));
      }
    }
    return out;
  }

  /**
   * Every word of {@code text} between {@code start} and {@code end}: the names a local may not
   * take.
   */
  private static Set<String> wordsIn(String text, int start, int end) {
    Set<String> words = new HashSet<>();
    Matcher m = WORD.matcher(text).region(start, end);
    while (m.find()) {
      words.add(m.group());
    }
    return words;
  }

  /**
   * Where each local of {@code member} is named in {@code text}, its declaration and its uses; a
   * local with a name javac cannot place (one it made up itself) is left out, so it keeps its name.
   */
  private static Map<Element, List<int[]>> localSpans(
      Reachability r, TreePath member, String text) {
    CompilationUnitTree unit = member.getCompilationUnit();
    Map<Element, List<int[]>> spans = new LinkedHashMap<>();
    Set<Element> unplaced = new HashSet<>();
    new TreePathScanner<Void, Void>() {
      @Override
      public Void visitVariable(VariableTree node, Void p) {
        Element e = r.trees.getElement(getCurrentPath());
        if (isLocal(e)) {
          int at = nameAt(r, unit, node, text);
          if (at < 0) {
            unplaced.add(e);
          } else {
            spans
                .computeIfAbsent(e, k -> new ArrayList<>())
                .add(new int[] {at, at + name(e).length()});
          }
        }
        return super.visitVariable(node, null);
      }

      @Override
      public Void visitIdentifier(IdentifierTree node, Void p) {
        Element e = r.trees.getElement(getCurrentPath());
        if (isLocal(e)) {
          int from = (int) r.positions.getStartPosition(unit, node);
          int to = (int) r.positions.getEndPosition(unit, node);
          // javac's own identifiers (a local an anonymous class captures, passed to its
          // constructor) have no end position: such a local keeps its name.
          if (from < 0 || to < from || !text.substring(from, to).equals(name(e))) {
            unplaced.add(e);
          } else {
            spans.computeIfAbsent(e, k -> new ArrayList<>()).add(new int[] {from, to});
          }
        }
        return super.visitIdentifier(node, null);
      }
    }.scan(member, null);
    spans.keySet().removeAll(unplaced);
    return spans;
  }

  private static boolean isLocal(Element e) {
    if (e == null) {
      return false;
    }
    ElementKind k = e.getKind();
    return k == ElementKind.LOCAL_VARIABLE
        || k == ElementKind.PARAMETER
        || k == ElementKind.EXCEPTION_PARAMETER
        || k == ElementKind.RESOURCE_VARIABLE;
  }

  private static String name(Element e) {
    return e.getSimpleName().toString();
  }

  /**
   * Where the declared name of {@code node} starts in {@code text}: the first word after its type
   * (after its start for a lambda parameter without one), or -1 if that word is not the name.
   */
  private static int nameAt(
      Reachability r, CompilationUnitTree unit, VariableTree node, String text) {
    long from = -1;
    if (node.getType() != null) {
      from = r.positions.getEndPosition(unit, node.getType());
    }
    if (from < 0) {
      from = r.positions.getStartPosition(unit, node);
    }
    if (from < 0) {
      return -1;
    }
    int i = (int) from;
    while (i < text.length()) {
      char c = text.charAt(i);
      if (Character.isJavaIdentifierStart(c)) {
        Matcher m = WORD.matcher(text).region(i, text.length());
        return m.lookingAt() && m.group().contentEquals(node.getName()) ? i : -1;
      }
      if (c == '/' && i + 1 < text.length() && text.charAt(i + 1) == '*') {
        int close = text.indexOf("*/", i + 2);
        i = close < 0 ? text.length() : close + 2;
      } else if (c == '/' && i + 1 < text.length() && text.charAt(i + 1) == '/') {
        int eol = text.indexOf('\n', i);
        i = eol < 0 ? text.length() : eol;
      } else if (Character.isWhitespace(c) || c == '.') {
        i++; // between the type and the name: blanks, comments, the dots of varargs
      } else {
        return -1;
      }
    }
    return -1;
  }

  /** The names a, b, ..., z, aa, ab, ... less the taken ones, keywords and restricted names. */
  private static final class Names {
    private final Set<String> taken;
    private int n;

    Names(Set<String> taken) {
      this.taken = taken;
    }

    String next() {
      while (true) {
        String s = name(n++);
        if (!taken.contains(s) && !SourceVersion.isKeyword(s) && !RESTRICTED.contains(s)) {
          return s;
        }
      }
    }

    private static String name(int i) {
      StringBuilder s = new StringBuilder();
      int k = i;
      do {
        s.append((char) ('a' + k % 26));
        k = k / 26 - 1;
      } while (k >= 0);
      return s.reverse().toString();
    }
  }
}
