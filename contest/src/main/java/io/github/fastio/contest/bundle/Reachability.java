package io.github.fastio.contest.bundle;

import com.sun.source.tree.BlockTree;
import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.MemberReferenceTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.NewClassTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.JavacTask;
import com.sun.source.util.SourcePositions;
import com.sun.source.util.TreePath;
import com.sun.source.util.TreePathScanner;
import com.sun.source.util.Trees;
import io.github.fastio.contest.Javac;
import io.github.fastio.contest.UserException;
import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;

/**
 * Which core members a solution reaches, found by javac itself: the solution and the core sources
 * are attributed together, so every call names the exact overload it binds to ({@code println(int)}
 * does not drag in {@code println(double)} and with it the double formatter).
 *
 * <p>From the solution's references, the closure follows every element named in a kept body. A kept
 * type also keeps its initializer blocks and the methods that override a JDK supertype's ({@code
 * close()} for {@code Closeable}, {@code toString()}), since those are called from outside, and
 * those that override a core method once that method is kept (an abstract method stays
 * implemented). A reference to a compile-time constant of another core class does not keep that
 * class: if nothing else does, the reference is replaced by the constant's value (see {@link
 * #inlined}).
 */
final class Reachability {
  /** The user's compilation unit, as javac parsed it. */
  CompilationUnitTree userUnit;

  /** The core's compilation units, as javac parsed them. */
  final List<CompilationUnitTree> coreUnits = new ArrayList<>();

  /** Start and end offsets of the trees, in the text of each unit. */
  SourcePositions positions;

  /** The trees' elements. */
  Trees trees;

  /**
   * Constant references to write as literals: in a core unit, the offsets {start, end} of a name
   * like {@code DoubleFormatter.MAX_SHORTEST_LENGTH} and the literal for its value.
   */
  final Map<CompilationUnitTree, List<Replacement>> inlined = new HashMap<>();

  /** Types that the kept core code names: the imports the bundle needs among the core's. */
  final Set<Element> namedByCore = new HashSet<>();

  private final Set<Element> keptElements = new HashSet<>();
  private final Deque<Element> work = new ArrayDeque<>();
  private final List<ConstantRef> deferred = new ArrayList<>();

  /**
   * Pairs {override, overridden} of the kept types' methods that override a core type's method:
   * each is kept once the method it overrides is.
   */
  private final List<Element[]> overrides = new ArrayList<>();

  /** javac's element utilities. */
  Elements elements;

  private Types types;

  /** A span of a unit's text and what to write there instead. */
  static final class Replacement {
    final int start;
    final int end;
    final String text;

    Replacement(int start, int end, String text) {
      this.start = start;
      this.end = end;
      this.text = text;
    }
  }

  private static final class ConstantRef {
    final VariableElement field;
    final TreePath path;

    ConstantRef(VariableElement field, TreePath path) {
      this.field = field;
      this.path = path;
    }
  }

  private Reachability() {}

  /**
   * Attributes {@code userSource} (file {@code userName}) with the core sources and returns what it
   * reaches.
   *
   * @throws UserException if there is no Java compiler or the solution does not compile
   */
  static Reachability analyze(
      String userName, String userSource, Map<String, String> core, Integer release)
      throws UserException {
    JavaCompiler javac = Javac.compiler("fastio bundle");
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    List<JavaFileObject> units = new ArrayList<>();
    JavaFileObject user = new Source("/" + userName, userSource);
    units.add(user);
    for (Map.Entry<String, String> file : core.entrySet()) {
      units.add(
          new Source(
              "/" + CoreSources.PACKAGE.replace('.', '/') + "/" + file.getKey(), file.getValue()));
    }
    Reachability r = new Reachability();
    try (StandardJavaFileManager files =
        javac.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8)) {
      JavacTask task =
          (JavacTask)
              javac.getTask(
                  null,
                  files,
                  diagnostics,
                  release == null
                      ? Arrays.asList("-proc:none", "-Xlint:none")
                      : Arrays.asList("-proc:none", "-Xlint:none", "--release", release.toString()),
                  null,
                  units);
      r.trees = Trees.instance(task);
      r.elements = task.getElements();
      r.types = task.getTypes();
      r.positions = r.trees.getSourcePositions();
      for (CompilationUnitTree unit : task.parse()) {
        if (unit.getSourceFile().toUri().equals(user.toUri())) {
          r.userUnit = unit;
        } else {
          r.coreUnits.add(unit);
        }
      }
      task.analyze();
      firstError(diagnostics, release);
      r.new Collector().scan(new TreePath(r.userUnit), null);
      r.closure();
    } catch (IOException e) {
      throw new UserException("javac: " + e.getMessage());
    }
    return r;
  }

  private static void firstError(DiagnosticCollector<JavaFileObject> diagnostics, Integer release)
      throws UserException {
    for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
      if (d.getKind() == Diagnostic.Kind.ERROR) {
        String line = Javac.oneLine(d);
        int colon = line.indexOf(": ");
        throw new UserException(
            line.substring(0, colon)
                + ": does not compile with fastio"
                + (release == null ? "" : " at --release " + release)
                + line.substring(colon));
      }
    }
  }

  /** Whether the closure keeps this core member or type. */
  boolean isKept(Element e) {
    return keptElements.contains(e);
  }

  private void closure() {
    while (true) {
      while (!work.isEmpty()) {
        visit(work.pop());
      }
      // An override of a core method is kept with it: a kept abstract method must stay
      // implemented, and a call of a kept method may reach the override.
      boolean more = false;
      for (Element[] pair : overrides) {
        if (keptElements.contains(pair[1]) && !keptElements.contains(pair[0])) {
          keep(pair[0]);
          more = true;
        }
      }
      // A constant of a class kept anyway stays a named constant; only the rest is inlined.
      for (ConstantRef ref : deferred) {
        if (keptElements.contains(topLevel(ref.field)) && !keptElements.contains(ref.field)) {
          keep(ref.field);
          more = true;
        }
      }
      if (!more) {
        break;
      }
    }
    for (ConstantRef ref : deferred) {
      if (!keptElements.contains(ref.field)) {
        CompilationUnitTree unit = ref.path.getCompilationUnit();
        inlined
            .computeIfAbsent(unit, u -> new ArrayList<>())
            .add(
                new Replacement(
                    (int) positions.getStartPosition(unit, ref.path.getLeaf()),
                    (int) positions.getEndPosition(unit, ref.path.getLeaf()),
                    literal(ref.field)));
      }
    }
  }

  private void visit(Element e) {
    Element enclosing = e.getEnclosingElement();
    if (enclosing instanceof TypeElement) {
      keep(enclosing);
    }
    TreePath path = trees.getPath(e);
    if (path == null) {
      return;
    }
    if (e instanceof TypeElement type) {
      ClassTree tree = (ClassTree) path.getLeaf();
      Collector collector = new Collector();
      if (tree.getExtendsClause() != null) {
        collector.scan(new TreePath(path, tree.getExtendsClause()), null);
      }
      for (Tree implemented : tree.getImplementsClause()) {
        collector.scan(new TreePath(path, implemented), null);
      }
      boolean blankFinals = hasBlankFinalFields(tree);
      for (Tree member : tree.getMembers()) {
        TreePath memberPath = new TreePath(path, member);
        if (member instanceof BlockTree) {
          collector.scan(memberPath, null);
        } else if (member instanceof MethodTree method
            && blankFinals
            && method.getName().contentEquals("<init>")) {
          keep(trees.getElement(memberPath)); // a blank final must be assigned, even if unread
        } else if (member instanceof MethodTree) {
          Element method = trees.getElement(memberPath);
          if (method instanceof ExecutableElement m) {
            for (ExecutableElement overridden : overridden(m, type)) {
              if (isCore(overridden)) {
                overrides.add(new Element[] {m, overridden});
              } else {
                keep(m); // called from outside: close() for Closeable, toString()
              }
            }
          }
        }
      }
    } else {
      new Collector().scan(path, null);
    }
  }

  /** Whether {@code type} declares an instance field that is final and has no initializer. */
  private static boolean hasBlankFinalFields(ClassTree type) {
    for (Tree member : type.getMembers()) {
      if (member instanceof VariableTree v
          && v.getInitializer() == null
          && v.getModifiers().getFlags().contains(Modifier.FINAL)
          && !v.getModifiers().getFlags().contains(Modifier.STATIC)) {
        return true;
      }
    }
    return false;
  }

  /** Whether {@code method}, declared in {@code type}, overrides or implements a supertype's. */
  boolean overridesSupertype(ExecutableElement method, TypeElement type) {
    return !overridden(method, type).isEmpty();
  }

  /** The supertypes' methods that {@code method}, declared in {@code type}, overrides. */
  private List<ExecutableElement> overridden(ExecutableElement method, TypeElement type) {
    List<ExecutableElement> found = new ArrayList<>();
    if (method.getKind() != ElementKind.METHOD || method.getModifiers().contains(Modifier.STATIC)) {
      return found;
    }
    Deque<TypeMirror> supers = new ArrayDeque<>(types.directSupertypes(type.asType()));
    Set<Element> seen = new HashSet<>();
    while (!supers.isEmpty()) {
      TypeMirror s = supers.pop();
      if (s.getKind() != TypeKind.DECLARED) {
        continue;
      }
      Element superType = ((DeclaredType) s).asElement();
      if (!seen.add(superType)) {
        continue;
      }
      for (Element m : superType.getEnclosedElements()) {
        if (m.getKind() == ElementKind.METHOD
            && elements.overrides(method, (ExecutableElement) m, type)) {
          found.add((ExecutableElement) m);
        }
      }
      supers.addAll(types.directSupertypes(s));
    }
    return found;
  }

  private void keep(Element e) {
    if (isMember(e) && isCore(e) && keptElements.add(e)) {
      work.add(e);
    }
  }

  /**
   * Whether {@code e} is a type, field, method or constructor declared directly in a named type
   * (not a local, a parameter, or a member of a local or anonymous class: those stay with the body
   * that declares them).
   */
  private static boolean isMember(Element e) {
    for (Element t = e; !(t instanceof PackageElement); t = t.getEnclosingElement()) {
      if (t == null) {
        return false;
      }
      ElementKind kind = t.getKind();
      boolean named =
          t instanceof TypeElement
              ? ((TypeElement) t).getNestingKind().isNested()
                  ? ((TypeElement) t).getNestingKind() == NestingKind.MEMBER
                  : true
              : kind == ElementKind.FIELD
                  || kind == ElementKind.METHOD
                  || kind == ElementKind.CONSTRUCTOR
                  || kind == ElementKind.ENUM_CONSTANT;
      if (!named || (t != e && !(t instanceof TypeElement))) {
        return false;
      }
    }
    return true;
  }

  /** Whether {@code e} is declared in the core's sources. */
  boolean isCore(Element e) {
    Element top = topLevel(e);
    return top instanceof TypeElement t
        && t.getQualifiedName().toString().startsWith(CoreSources.PACKAGE + ".")
        && trees.getPath(top) != null
        && trees.getPath(top).getCompilationUnit() != userUnit;
  }

  private static Element topLevel(Element e) {
    Element t = e;
    while (t != null
        && t.getEnclosingElement() != null
        && !(t.getEnclosingElement() instanceof PackageElement)) {
      t = t.getEnclosingElement();
    }
    return t;
  }

  /** The kinds of constant that a literal can stand for with the same type. */
  private static boolean inlinable(VariableElement field) {
    Object value = field.getConstantValue();
    return value instanceof Integer
        || value instanceof Long
        || value instanceof Character
        || value instanceof Boolean
        || value instanceof Short
        || value instanceof Byte;
  }

  private static String literal(VariableElement field) {
    Object v = field.getConstantValue();
    if (v instanceof Long boxed) {
      long x = boxed;
      return x < 0 ? "(" + x + "L)" : x + "L";
    }
    if (v instanceof Character c) {
      return "(char) " + (int) c;
    }
    if (v instanceof Short s) {
      return "(short) " + paren(s.intValue());
    }
    if (v instanceof Byte b) {
      return "(byte) " + paren(b.intValue());
    }
    if (v instanceof Integer i) {
      return paren(i);
    }
    return v.toString();
  }

  private static String paren(int x) {
    return x < 0 ? "(" + x + ")" : Integer.toString(x);
  }

  /** Keeps every core element a scanned tree names. */
  private final class Collector extends TreePathScanner<Void, Void> {
    @Override
    public Void visitIdentifier(IdentifierTree node, Void p) {
      reference(trees.getElement(getCurrentPath()));
      return super.visitIdentifier(node, null);
    }

    @Override
    public Void visitMemberSelect(MemberSelectTree node, Void p) {
      Element e = trees.getElement(getCurrentPath());
      if (e instanceof VariableElement field
          && e.getKind() == ElementKind.FIELD
          && inlinable(field)
          && getCurrentPath().getCompilationUnit() != userUnit
          && isCore(e)
          && !topLevel(e).equals(topLevel(enclosingElement()))) {
        deferred.add(new ConstantRef(field, getCurrentPath()));
        return null; // the qualifier names the class only to reach the constant
      }
      reference(e);
      return super.visitMemberSelect(node, null);
    }

    @Override
    public Void visitNewClass(NewClassTree node, Void p) {
      reference(trees.getElement(getCurrentPath()));
      return super.visitNewClass(node, null);
    }

    @Override
    public Void visitMemberReference(MemberReferenceTree node, Void p) {
      reference(trees.getElement(getCurrentPath()));
      return super.visitMemberReference(node, null);
    }

    private Element enclosingElement() {
      for (TreePath t = getCurrentPath(); t != null; t = t.getParentPath()) {
        if (t.getLeaf() instanceof ClassTree) {
          return trees.getElement(t);
        }
      }
      return null;
    }

    private void reference(Element e) {
      if (e != null) {
        keep(e);
        if (e instanceof TypeElement && getCurrentPath().getCompilationUnit() != userUnit) {
          namedByCore.add(e);
        }
      }
    }
  }

  private static final class Source extends SimpleJavaFileObject {
    private final String text;

    Source(String path, String text) {
      super(uri(path), Kind.SOURCE);
      this.text = text;
    }

    private static URI uri(String path) {
      try {
        return new URI("string", null, path, null);
      } catch (URISyntaxException e) {
        throw new IllegalArgumentException(path, e);
      }
    }

    @Override
    public CharSequence getCharContent(boolean ignoreEncodingErrors) {
      return text;
    }
  }
}
