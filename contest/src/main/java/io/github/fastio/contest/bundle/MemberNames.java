package io.github.fastio.contest.bundle;

import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.MemberReferenceTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.TreePath;
import com.sun.source.util.TreePathScanner;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;

/**
 * Shorter names for the kept core fields and methods that no solution can name: those neither
 * public nor protected (a solution compiled against fastio reaches its public API only), that
 * override nothing and that no kept method overrides. Each gets a name of one or two letters, the
 * first a capital ({@code A}, {@code B}, ..., {@code Zz}), the most named first, that appears as a
 * word nowhere in the solution or the core: local names ({@link LocalNames}) are lower-case, so
 * neither renaming can capture the other's names, and no name in the bundle can capture one of
 * these. javac's trees say which identifiers name the member, so that a local or a JDK member of
 * the same name keeps its own.
 *
 * <p>Example: {@code int pos;} and every {@code pos} and {@code in.pos} that names it become {@code
 * int A;}, {@code A} and {@code in.A}.
 */
final class MemberNames {
  private static final Pattern WORD =
      Pattern.compile("[\\p{javaJavaIdentifierStart}][\\p{javaJavaIdentifierPart}]*");

  private final Reachability r;

  /** The new name of each renamed member. */
  private final Map<Element, String> names = new HashMap<>();

  private MemberNames(Reachability r) {
    this.r = r;
  }

  /**
   * The names for the members of the kept core types, given every text of the bundle (the solution
   * and the core units), whose words no new name may be.
   */
  static MemberNames choose(Reachability r, Iterable<String> texts) {
    MemberNames m = new MemberNames(r);
    Map<Element, Integer> uses = m.renamable();
    List<Element> byUse = new ArrayList<>(uses.keySet());
    byUse.sort((a, b) -> Integer.compare(uses.get(b), uses.get(a)));
    Set<String> taken = new HashSet<>();
    for (String t : texts) {
      Matcher w = WORD.matcher(t);
      while (w.find()) {
        taken.add(w.group());
      }
    }
    int next = 0;
    for (Element e : byUse) {
      String name;
      do {
        name = name(next++);
      } while (taken.contains(name));
      if (name.length() < e.getSimpleName().length()) {
        m.names.put(e, name);
      } else {
        next--; // unused: the next member may take it
      }
    }
    return m;
  }

  /**
   * The renamable members of the kept core types, each with how often the kept code names it (its
   * declaration included).
   */
  private Map<Element, Integer> renamable() {
    List<TreePath> members = new ArrayList<>();
    for (CompilationUnitTree unit : r.coreUnits) {
      for (Tree decl : unit.getTypeDecls()) {
        collect(new TreePath(new TreePath(unit), decl), members);
      }
    }
    Map<Element, Integer> uses = new LinkedHashMap<>();
    List<ExecutableElement> overriding = new ArrayList<>();
    for (TreePath p : members) {
      Element e = r.trees.getElement(p);
      if (e instanceof ExecutableElement m
          && r.overridesSupertype(m, (TypeElement) e.getEnclosingElement())) {
        overriding.add(m);
      } else if (nameable(e)) {
        uses.put(e, 1);
      }
    }
    uses.keySet().removeAll(overriddenBy(overriding, uses.keySet()));
    for (TreePath p : members) {
      countUses(p, uses);
    }
    return uses;
  }

  /** Whether no solution can name {@code e}: a field or method, neither public nor protected. */
  private static boolean nameable(Element e) {
    Set<Modifier> mods = e.getModifiers();
    return (e.getKind() == ElementKind.FIELD || e.getKind() == ElementKind.METHOD)
        && !mods.contains(Modifier.PUBLIC)
        && !mods.contains(Modifier.PROTECTED)
        && !e.getSimpleName().contentEquals("serialVersionUID");
  }

  /** The methods among {@code candidates} that one of {@code overriding} overrides. */
  private Set<Element> overriddenBy(List<ExecutableElement> overriding, Set<Element> candidates) {
    Set<Element> overridden = new HashSet<>();
    for (ExecutableElement m : overriding) {
      TypeElement type = (TypeElement) m.getEnclosingElement();
      for (Element e : candidates) {
        if (e instanceof ExecutableElement candidate
            && candidate.getSimpleName().equals(m.getSimpleName())
            && r.elements.overrides(m, candidate, type)) {
          overridden.add(e);
        }
      }
    }
    return overridden;
  }

  /** Counts in {@code uses} each name in the member at {@code p} of a member counted there. */
  private void countUses(TreePath p, Map<Element, Integer> uses) {
    new TreePathScanner<Void, Void>() {
      @Override
      public Void scan(Tree tree, Void v) {
        if (tree instanceof IdentifierTree
            || tree instanceof MemberSelectTree
            || tree instanceof MemberReferenceTree) {
          Element e = r.trees.getElement(new TreePath(getCurrentPath(), tree));
          if (e != null) {
            uses.computeIfPresent(e, (k, n) -> n + 1);
          }
        }
        return super.scan(tree, v);
      }
    }.scan(p, null);
  }

  /** The kept members of the type at {@code type} and of its kept member types. */
  private void collect(TreePath type, List<TreePath> into) {
    Element t = r.trees.getElement(type);
    if (t == null || !r.isKept(t) || !(type.getLeaf() instanceof ClassTree c)) {
      return;
    }
    for (Tree member : c.getMembers()) {
      TreePath p = new TreePath(type, member);
      if (member instanceof ClassTree) {
        collect(p, into);
      } else if (member instanceof VariableTree || member instanceof MethodTree) {
        Element e = r.trees.getElement(p);
        if (e != null && r.isKept(e)) {
          into.add(p);
        }
      }
    }
  }

  /**
   * The renames in {@code member} (a kept member of a core type), as spans of {@code text}, its
   * unit's text: its own name if it is renamed, and every name in it of a renamed member.
   */
  List<Reachability.Replacement> edits(TreePath member, String text) {
    List<Reachability.Replacement> out = new ArrayList<>();
    if (names.isEmpty()) {
      return out;
    }
    CompilationUnitTree unit = member.getCompilationUnit();
    Element own = r.trees.getElement(member);
    String ownName = own == null ? null : names.get(own);
    if (ownName != null) {
      int at = declaredNameAt(unit, member.getLeaf(), own, text);
      if (at >= 0) {
        out.add(new Reachability.Replacement(at, at + own.getSimpleName().length(), ownName));
      }
    }
    new TreePathScanner<Void, Void>() {
      @Override
      public Void visitIdentifier(IdentifierTree node, Void p) {
        rename(getCurrentPath(), node.getName().toString(), false);
        return super.visitIdentifier(node, p);
      }

      @Override
      public Void visitMemberSelect(MemberSelectTree node, Void p) {
        rename(getCurrentPath(), node.getIdentifier().toString(), true);
        return super.visitMemberSelect(node, p);
      }

      @Override
      public Void visitMemberReference(MemberReferenceTree node, Void p) {
        rename(getCurrentPath(), node.getName().toString(), true);
        return super.visitMemberReference(node, p);
      }

      /** Renames the name at the start of the tree (an identifier) or at its end (a selection). */
      private void rename(TreePath path, String name, boolean atEnd) {
        Element e = r.trees.getElement(path);
        String to = e == null ? null : names.get(e);
        if (to == null) {
          return;
        }
        int start = (int) r.positions.getStartPosition(unit, path.getLeaf());
        int end = (int) r.positions.getEndPosition(unit, path.getLeaf());
        if (start < 0 || end < start) {
          return; // javac's own tree, not in the text
        }
        int from = atEnd ? end - name.length() : start;
        if (from >= start && text.startsWith(name, from)) {
          out.add(new Reachability.Replacement(from, from + name.length(), to));
        }
      }
    }.scan(member, null);
    return out;
  }

  /** Where the declared name of the field or method {@code tree} starts in {@code text}, or -1. */
  private int declaredNameAt(CompilationUnitTree unit, Tree tree, Element e, String text) {
    Tree type =
        tree instanceof VariableTree v
            ? v.getType()
            : tree instanceof MethodTree m ? m.getReturnType() : null;
    long from = type == null ? -1 : r.positions.getEndPosition(unit, type);
    if (from < 0) {
      return -1;
    }
    Matcher m = WORD.matcher(text).region((int) from, text.length());
    // The first word after the type (comments between them are not words javac would allow here
    // in the core's style; a mismatch leaves the name as it is, which is always correct).
    return m.find() && m.group().contentEquals(e.getSimpleName()) ? m.start() : -1;
  }

  /** The {@code i}th name: A, ..., Z, then Aa, ..., Az, AA, ..., ZZ, then Z1352 and on. */
  private static String name(int i) {
    String letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    if (i < 26) {
      return String.valueOf((char) ('A' + i));
    }
    int k = i - 26;
    if (k >= 26 * letters.length()) {
      return "Z" + k;
    }
    return (char) ('A' + k / letters.length()) + String.valueOf(letters.charAt(k % 52));
  }
}
