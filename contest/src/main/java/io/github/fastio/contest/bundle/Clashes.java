package io.github.fastio.contest.bundle;

import com.sun.source.tree.CaseTree;
import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.ImportTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.PackageTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.TypeParameterTree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.TreePath;
import com.sun.source.util.TreePathScanner;
import io.github.fastio.contest.UserException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;

/**
 * Keeps every name of a bundle bound to what javac bound it to, once the solution and fastio's
 * classes share one file in the unnamed package:
 *
 * <ul>
 *   <li>a kept fastio class whose simple name the solution also uses (a class of its own at any
 *       depth, a type parameter, a variable, an import, a JDK type it names) is renamed throughout
 *       the bundle: its name and the first number from 2 that make a word found in no source,
 *       {@code FastWriter2}. A solution that uses no such name bundles as before, byte for byte;
 *   <li>a JDK type that fastio's code names by its simple name is written in full there, and its
 *       import left out, where the solution takes that simple name for the whole file (its
 *       top-level {@code class Math}, an import of {@code java.awt.List});
 *   <li>the solution's references to fastio follow: a full name ({@code
 *       io.github.fastio.FastWriter}) becomes the bundled name, and a member reached by a static
 *       import ({@code stdout()}) is written with its class ({@code FastWriter.stdout()}), since
 *       nothing can be imported from the unnamed package.
 * </ul>
 *
 * <p>Refused: a JDK name that fastio's code must write in full starts with a name the solution
 * takes for the whole file (a class named {@code java}).
 */
final class Clashes {
  private static final Pattern WORD =
      Pattern.compile("[\\p{javaJavaIdentifierStart}][\\p{javaJavaIdentifierPart}]*");

  private final Reachability r;

  /** The renamed top-level core types and their names in the bundle. */
  private final Map<Element, String> renamed = new HashMap<>();

  /** The JDK types that the core's code writes in full. */
  private final Set<Element> qualified = new HashSet<>();

  /** Edits of each core unit's text. */
  private final Map<CompilationUnitTree, List<Reachability.Replacement>> coreEdits =
      new HashMap<>();

  /** Edits of the solution's text. */
  final List<Reachability.Replacement> userEdits = new ArrayList<>();

  private Clashes(Reachability r) {
    this.r = r;
  }

  /**
   * The renames and qualifications that the bundle of the solution {@code userName} ({@code
   * userSource}, analyzed in {@code r}) needs with the core {@code core} (file name to source).
   *
   * @throws UserException where a needed full name is hidden by the solution
   */
  static Clashes resolve(
      Reachability r, String userName, String userSource, Map<String, String> core)
      throws UserException {
    Clashes c = new Clashes(r);
    c.rename(c.namesOfSolution(), userSource, core);
    c.qualify(userName);
    if (!c.renamed.isEmpty() || !c.qualified.isEmpty()) {
      for (CompilationUnitTree unit : r.coreUnits) {
        c.editCore(unit, core.get(Bundler.fileName(unit)));
      }
    }
    c.editSolution(userSource);
    return c;
  }

  /** The edits of a core unit's text. */
  List<Reachability.Replacement> coreEdits(CompilationUnitTree unit) {
    return coreEdits.getOrDefault(unit, List.of());
  }

  /** Whether the bundle needs the core's import of {@code type} (not written in full instead). */
  boolean importsOf(Element type) {
    return !qualified.contains(type);
  }

  /**
   * Every simple name the solution declares (types at any depth, type parameters, variables),
   * imports one by one, or names as a type other than fastio's.
   */
  private Set<String> namesOfSolution() {
    Set<String> names = new HashSet<>(singleImports().keySet());
    new SolutionScanner() {
      @Override
      public Void visitClass(ClassTree node, Void p) {
        names.add(node.getSimpleName().toString());
        return super.visitClass(node, null);
      }

      @Override
      public Void visitTypeParameter(TypeParameterTree node, Void p) {
        names.add(node.getName().toString());
        return super.visitTypeParameter(node, null);
      }

      @Override
      public Void visitVariable(VariableTree node, Void p) {
        names.add(node.getName().toString());
        return super.visitVariable(node, null);
      }

      @Override
      public Void visitIdentifier(IdentifierTree node, Void p) {
        Element e = r.trees.getElement(getCurrentPath());
        if (e instanceof TypeElement && !r.isCore(e)) {
          names.add(e.getSimpleName().toString());
        }
        return super.visitIdentifier(node, null);
      }
    }.scan(new TreePath(r.userUnit), null);
    return names;
  }

  /** The solution's single imports other than fastio's: simple name to full name. */
  private Map<String, String> singleImports() {
    Map<String, String> imports = new HashMap<>();
    for (ImportTree i : r.userUnit.getImports()) {
      String name = i.getQualifiedIdentifier().toString();
      if (!name.endsWith(".*") && !name.startsWith(CoreSources.PACKAGE + ".")) {
        imports.put(name.substring(name.lastIndexOf('.') + 1), name);
      }
    }
    return imports;
  }

  /** Gives each kept top-level core type named like one of {@code names} a fresh name. */
  private void rename(Set<String> names, String userSource, Map<String, String> core) {
    Set<String> words = null;
    for (CompilationUnitTree unit : r.coreUnits) {
      for (Tree decl : unit.getTypeDecls()) {
        Element type = r.trees.getElement(new TreePath(new TreePath(unit), decl));
        String name = type == null ? null : type.getSimpleName().toString();
        if (type == null || !r.isKept(type) || !names.contains(name)) {
          continue;
        }
        if (words == null) {
          words = words(userSource);
          for (String text : core.values()) {
            words.addAll(words(text));
          }
        }
        int k = 2;
        while (!words.add(name + k)) {
          k++;
        }
        renamed.put(type, name + k);
      }
    }
  }

  private static Set<String> words(String text) {
    Set<String> words = new HashSet<>();
    Matcher m = WORD.matcher(text);
    while (m.find()) {
      words.add(m.group());
    }
    return words;
  }

  /**
   * Marks the JDK types that the kept core code names and whose simple names the solution takes for
   * the whole file: its top-level types and single imports, and for a {@code java.lang} type its
   * on-demand imports, which would make the name ambiguous.
   */
  private void qualify(String userName) throws UserException {
    Map<String, String> fileLevel = singleImports();
    for (Tree decl : r.userUnit.getTypeDecls()) {
      if (decl instanceof ClassTree c) {
        fileLevel.put(c.getSimpleName().toString(), c.getSimpleName().toString());
      }
    }
    List<String> onDemand = new ArrayList<>();
    for (ImportTree i : r.userUnit.getImports()) {
      String name = i.getQualifiedIdentifier().toString();
      if (!i.isStatic() && name.endsWith(".*")) {
        onDemand.add(name.substring(0, name.length() - 2));
      }
    }
    List<TypeElement> named = new ArrayList<>();
    for (Element e : r.namedByCore) {
      if (e instanceof TypeElement t && !r.isCore(t)) {
        named.add(t);
      }
    }
    // In name order, so that a refusal names the same class every time.
    named.sort(Comparator.comparing(t -> t.getQualifiedName().toString()));
    for (TypeElement t : named) {
      String simple = t.getSimpleName().toString();
      String full = t.getQualifiedName().toString();
      String bound = fileLevel.get(simple);
      boolean clash = bound != null && !bound.equals(full);
      if (!clash && t.getEnclosingElement() instanceof PackageElement p) {
        clash =
            p.getQualifiedName().contentEquals("java.lang")
                && onDemand.stream()
                    .anyMatch(d -> r.elements.getTypeElement(d + "." + simple) != null);
      }
      if (clash) {
        String first = full.substring(0, full.indexOf('.'));
        if (fileLevel.containsKey(first)) {
          throw new UserException(
              userName
                  + " names "
                  + first
                  + " for the whole file, which hides the package of "
                  + full
                  + " that fastio needs: rename it");
        }
        qualified.add(t);
      }
    }
  }

  /** Renames the renamed types in a core unit and writes the qualified ones in full. */
  private void editCore(CompilationUnitTree unit, String text) {
    List<Reachability.Replacement> edits = coreEdits.computeIfAbsent(unit, u -> new ArrayList<>());
    new TreePathScanner<Void, Void>() {
      @Override
      public Void visitClass(ClassTree node, Void p) {
        String name = renamed.get(r.trees.getElement(getCurrentPath()));
        if (name != null) {
          String old = node.getSimpleName().toString();
          rename(edits, text, nameAt(text, after(unit, node, node.getModifiers()), old), old, name);
          for (Tree member : node.getMembers()) {
            if (member instanceof MethodTree m && m.getName().contentEquals("<init>")) {
              int from = after(unit, m, m.getModifiers());
              for (TypeParameterTree t : m.getTypeParameters()) {
                from = Math.max(from, (int) r.positions.getEndPosition(unit, t));
              }
              rename(edits, text, nameAt(text, from, old), old, name);
            }
          }
        }
        return super.visitClass(node, null);
      }

      @Override
      public Void visitIdentifier(IdentifierTree node, Void p) {
        Element e = r.trees.getElement(getCurrentPath());
        String name = renamed.get(e);
        if (name == null && qualified.contains(e)) {
          name = ((TypeElement) e).getQualifiedName().toString();
        }
        if (name != null) {
          int start = (int) r.positions.getStartPosition(unit, node);
          rename(edits, text, start, node.getName().toString(), name);
        }
        return super.visitIdentifier(node, null);
      }
    }.scan(new TreePath(unit), null);
  }

  /**
   * Rewrites the solution's references to fastio: full names and renamed types to their bundled
   * names, statically imported members with their class.
   */
  private void editSolution(String source) {
    CompilationUnitTree unit = r.userUnit;
    new SolutionScanner() {
      @Override
      public Void visitIdentifier(IdentifierTree node, Void p) {
        Element e = r.trees.getElement(getCurrentPath());
        int start = (int) r.positions.getStartPosition(unit, node);
        String old = node.getName().toString();
        if (renamed.containsKey(e)) {
          rename(userEdits, source, start, old, renamed.get(e));
        } else if (reachedByStaticImport(e)
            && !(getCurrentPath().getParentPath().getLeaf() instanceof CaseTree)) {
          rename(userEdits, source, start, old, bundledName(e.getEnclosingElement()) + "." + old);
        }
        return super.visitIdentifier(node, null);
      }

      @Override
      public Void visitMemberSelect(MemberSelectTree node, Void p) {
        Element e = r.trees.getElement(getCurrentPath());
        int start = (int) r.positions.getStartPosition(unit, node);
        int end = (int) r.positions.getEndPosition(unit, node);
        if (e instanceof TypeElement
            && r.isCore(e)
            && r.trees.getElement(new TreePath(getCurrentPath(), node.getExpression()))
                instanceof PackageElement) {
          // io.github.fastio.FastReader: the bundle has no such package. A type that javac
          // inferred (var, a lambda parameter) is a tree it made itself, without a position
          // (JDK 17) or with the start of `var` and no end (JDK 25): nothing to rewrite.
          if (start >= 0 && end > start) {
            userEdits.add(new Reachability.Replacement(start, end, bundledName(e)));
          }
          return null;
        }
        return super.visitMemberSelect(node, null);
      }
    }.scan(new TreePath(unit), null);
  }

  /**
   * Whether {@code e}, named by a bare identifier in the solution, is a static member of a core
   * type (a method, field or member type): the solution reached it by a static import, or by
   * inheritance, where its class's name reaches it as well.
   */
  private boolean reachedByStaticImport(Element e) {
    return e != null
        && e.getEnclosingElement() instanceof TypeElement owner
        && r.isCore(owner)
        && e.getKind() != ElementKind.CONSTRUCTOR
        && (e instanceof TypeElement || e.getModifiers().contains(Modifier.STATIC));
  }

  /** The name of a core type in the bundle: its outer types' names, the top-level one renamed. */
  private String bundledName(Element type) {
    Element outer = type.getEnclosingElement();
    String simple = type.getSimpleName().toString();
    return outer instanceof TypeElement
        ? bundledName(outer) + "." + simple
        : renamed.getOrDefault(type, simple);
  }

  /**
   * Adds the edit of {@code old} at {@code start} of {@code text} to {@code name}, where the text
   * there is {@code old} (javac's own trees have no position or another text).
   */
  private static void rename(
      List<Reachability.Replacement> edits, String text, int start, String old, String name) {
    if (start >= 0 && text.startsWith(old, start)) {
      edits.add(new Reachability.Replacement(start, start + old.length(), name));
    }
  }

  /** Where the text after a declaration's modifiers starts (its start if it has none). */
  private int after(CompilationUnitTree unit, Tree declaration, Tree modifiers) {
    long end = r.positions.getEndPosition(unit, modifiers);
    return (int) (end >= 0 ? end : r.positions.getStartPosition(unit, declaration));
  }

  /**
   * The start of the first word {@code name} at or after {@code from} in code (not in a comment or
   * a literal), or -1.
   */
  private static int nameAt(String text, int from, String name) {
    int i = from;
    while (i >= 0 && i < text.length()) {
      int code = JavaText.nextCode(text, i);
      if (code < 0) {
        return -1;
      }
      Matcher m = WORD.matcher(text).region(code, text.length());
      if (m.lookingAt()) {
        if (m.group().equals(name)) {
          return code;
        }
        i = m.end();
      } else {
        i = code + 1;
      }
    }
    return -1;
  }

  /** A scanner of the solution's code: its package and import declarations are cut anyway. */
  private abstract static class SolutionScanner extends TreePathScanner<Void, Void> {
    @Override
    public Void visitImport(ImportTree node, Void p) {
      return null;
    }

    @Override
    public Void visitPackage(PackageTree node, Void p) {
      return null;
    }
  }
}
