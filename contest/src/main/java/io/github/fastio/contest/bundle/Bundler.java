package io.github.fastio.contest.bundle;

import com.sun.source.tree.AnnotationTree;
import com.sun.source.tree.BlockTree;
import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.ImportTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.ModifiersTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.TreePath;
import io.github.fastio.cli.Version;
import io.github.fastio.contest.UserException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
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
 * Turns a solution that imports fastio into one self-contained source file: the solution (package
 * and fastio imports removed, the rest as written), then the core classes it reaches,
 * package-private, with the members it does not reach removed, and unless asked to keep comments,
 * compacted: no comments, and no whitespace that javac does not need ({@link JavaText#compact}).
 *
 * <p>One parser does it all: javac attributes the solution with the core sources ({@link
 * Reachability}), and the bundle is cut from the core's own text at the offsets of javac's trees,
 * so the kept code keeps its layout and nothing has to be matched between two views of the source.
 *
 * <p>Example: {@code Bundler.bundle("Main.java", text, CoreSources.fromClasspath(), false, 8)}.
 */
final class Bundler {
  private static final Pattern PUBLIC = Pattern.compile("\\bpublic\\s+");
  private static final Pattern PRIVATE = Pattern.compile("\\bprivate\\s+");
  private static final Pattern FINAL = Pattern.compile("\\bfinal\\s+");

  /** Compacted, each declaration at this brace depth or less starts a line. */
  private static final int LINE_DEPTH = 1;

  /** The line that opens a compacted library part. */
  static final String HEADER =
      "// fastio "
          + Version.of()
          + ", compacted by fastio bundle (--keep-comments keeps its layout and comments)\n";

  private Bundler() {}

  /** A finished bundle. */
  static final class Bundle {
    /** The whole file. */
    final String text;

    /**
     * Its bytes (UTF-8) that are not the solution's: fastio's classes and the imports they need.
     */
    final int libraryBytes;

    Bundle(String text, int libraryBytes) {
      this.text = text;
      this.libraryBytes = libraryBytes;
    }
  }

  /**
   * The bundle of {@code userSource}, the file {@code userName}, with the core {@code core} (file
   * name to source).
   *
   * @param release the {@code --release} to check the solution against, or null for this JDK's
   * @throws UserException for a solution that does not compile, or that hides a package whose class
   *     the core must name in full ({@link Clashes})
   */
  static Bundle bundle(
      String userName,
      String userSource,
      Map<String, String> core,
      boolean keepComments,
      Integer release)
      throws UserException {
    Reachability r = Reachability.analyze(userName, userSource, core, release);
    Clashes clashes = Clashes.resolve(r, userName, userSource, core);
    List<String> texts = new ArrayList<>(core.values());
    texts.add(userSource);
    MemberNames members = keepComments ? null : MemberNames.choose(r, texts);
    Set<String> userImports = new LinkedHashSet<>();
    String body = userBody(r, clashes, userSource, userImports).trim() + "\n";

    StringBuilder coreText = new StringBuilder();
    Set<String> imports = new LinkedHashSet<>(userImports);
    List<CompilationUnitTree> units = new ArrayList<>(r.coreUnits);
    units.sort(Comparator.comparing(Bundler::rank).thenComparing(Bundler::fileName));
    for (CompilationUnitTree unit : units) {
      String kept = kept(r, clashes, members, unit, core.get(fileName(unit)), keepComments);
      if (kept != null) {
        coreText.append(keepComments ? '\n' + tidy(kept) : compacted(kept));
        imports.addAll(neededImports(r, clashes, unit));
      }
    }

    List<String> sorted = new ArrayList<>(imports);
    // Plain imports first, then static ones, each alphabetical: the order javac does not care
    // about.
    sorted.sort(
        (a, b) -> {
          boolean sa = a.startsWith("import static ");
          boolean sb = b.startsWith("import static ");
          return sa != sb ? Boolean.compare(sa, sb) : a.compareTo(b);
        });
    String text =
        importLines(sorted)
            + (imports.isEmpty() ? "" : "\n")
            + body
            + (!keepComments && coreText.length() > 0 ? HEADER : "")
            + coreText;
    return new Bundle(text, bytes(text) - bytes(body) - bytes(importLines(userImports)));
  }

  /**
   * The text of a core unit's type declarations that the bundle keeps, with the members it does not
   * keep removed and the edits applied, not yet compacted; null if it keeps none.
   */
  private static String kept(
      Reachability r,
      Clashes clashes,
      MemberNames members,
      CompilationUnitTree unit,
      String text,
      boolean keepComments) {
    List<Edit> edits = new ArrayList<>();
    int previousEnd = declarationsStart(r, unit);
    boolean any = false;
    for (Tree decl : unit.getTypeDecls()) {
      TreePath path = new TreePath(new TreePath(unit), decl);
      int end = end(r, unit, decl, text);
      Element type = r.trees.getElement(path);
      if (type != null && r.isKept(type)) {
        dropPublic(r, unit, (ClassTree) decl, text, edits);
        prune(r, members, path, text, edits);
        any = true;
      } else {
        edits.add(new Edit(previousEnd, end, ""));
      }
      previousEnd = end;
    }
    if (!any) {
      return null;
    }
    for (Reachability.Replacement c : r.inlined.getOrDefault(unit, List.of())) {
      edits.add(new Edit(c.start, c.end, c.text));
    }
    for (Reachability.Replacement c : clashes.coreEdits(unit)) {
      edits.add(new Edit(c.start, c.end, c.text));
    }
    return apply(text, declarationsStart(r, unit), previousEnd, edits);
  }

  /**
   * The imports of a kept core unit that the bundle needs. One that only a removed member needed is
   * dropped (the bundle is measured in bytes), and so is one of a type written in full there
   * ({@link Clashes}). Static and on-demand imports are kept (the core has none today).
   */
  private static Set<String> neededImports(
      Reachability r, Clashes clashes, CompilationUnitTree unit) {
    Set<String> imports = new LinkedHashSet<>();
    for (ImportTree i : unit.getImports()) {
      Element named =
          r.trees.getElement(
              new TreePath(new TreePath(new TreePath(unit), i), i.getQualifiedIdentifier()));
      String name = i.getQualifiedIdentifier().toString();
      if (i.isStatic()
          || name.endsWith(".*")
          || named == null
          || (r.namedByCore.contains(named) && clashes.importsOf(named))) {
        imports.add("import " + (i.isStatic() ? "static " : "") + name + ";");
      }
    }
    return imports;
  }

  /**
   * {@code kept} compacted ({@link JavaText#compact}), or with its comments stripped and its blank
   * lines tidied if compacting would change what javac parses (a safety net: the tests compact
   * every core file).
   */
  private static String compacted(String kept) {
    String compact = JavaText.compact(kept, LINE_DEPTH);
    return JavaText.sameSyntax(kept, compact) ? compact : '\n' + tidy(JavaText.stripComments(kept));
  }

  private static String importLines(java.util.Collection<String> imports) {
    StringBuilder s = new StringBuilder();
    for (String i : imports) {
      s.append(i).append('\n');
    }
    return s.toString();
  }

  private static int bytes(String s) {
    return s.getBytes(StandardCharsets.UTF_8).length;
  }

  /** The public classes first (what the solution names), then the helpers, each by name. */
  private static int rank(CompilationUnitTree unit) {
    for (Tree decl : unit.getTypeDecls()) {
      if (decl instanceof ClassTree c && c.getModifiers().getFlags().contains(Modifier.PUBLIC)) {
        return 0;
      }
    }
    return 1;
  }

  static String fileName(CompilationUnitTree unit) {
    String path = unit.getSourceFile().toUri().getPath();
    return path.substring(path.lastIndexOf('/') + 1);
  }

  /** Where the first type declaration's text may begin: after the last import or the package. */
  private static int declarationsStart(Reachability r, CompilationUnitTree unit) {
    long end = 0;
    if (unit.getPackage() != null) {
      end = r.positions.getEndPosition(unit, unit.getPackage());
    }
    for (ImportTree i : unit.getImports()) {
      end = Math.max(end, r.positions.getEndPosition(unit, i));
    }
    return (int) end;
  }

  /** A change to a unit's text: {@code [start, end)} becomes {@code text}. */
  private static final class Edit {
    final int start;
    final int end;
    final String text;

    Edit(int start, int end, String text) {
      this.start = start;
      this.end = end;
      this.text = text;
    }
  }

  /**
   * {@code text[from, to)} with the edits applied; an edit inside a span that an earlier one
   * replaced (a constant in a removed method) has nothing left to change.
   */
  private static String apply(String text, int from, int to, List<Edit> edits) {
    edits.sort(Comparator.comparingInt((Edit e) -> e.start).thenComparingInt(e -> -e.end));
    StringBuilder out = new StringBuilder();
    int at = from;
    for (Edit e : edits) {
      if (e.start < at) {
        continue;
      }
      out.append(text, at, e.start).append(e.text);
      at = e.end;
    }
    out.append(text, at, to);
    return out.toString();
  }

  /**
   * The end offset of a member: after its closing brace, or after the semicolon of a field (javac
   * ends a field's tree at its initializer).
   */
  private static int end(Reachability r, CompilationUnitTree unit, Tree tree, String text) {
    int end = (int) r.positions.getEndPosition(unit, tree);
    int i = end;
    while (i < text.length() && Character.isWhitespace(text.charAt(i))) {
      i++;
    }
    return i < text.length() && text.charAt(i) == ';' ? i + 1 : end;
  }

  /** The offset of the line break that ends the line of {@code at}. */
  private static int lineEnd(String text, int at) {
    int i = at;
    while (i < text.length() && text.charAt(i) != '\n') {
      i++;
    }
    return i;
  }

  /**
   * Removes {@code public} from a top-level type: the solution's class is the file's public one.
   */
  private static void dropPublic(
      Reachability r, CompilationUnitTree unit, ClassTree type, String text, List<Edit> edits) {
    ModifiersTree modifiers = type.getModifiers();
    if (!modifiers.getFlags().contains(Modifier.PUBLIC)) {
      return;
    }
    int start = (int) r.positions.getStartPosition(unit, modifiers);
    int end = (int) r.positions.getEndPosition(unit, modifiers);
    Matcher m = PUBLIC.matcher(text).region(start, text.length());
    if (start >= 0 && m.find() && m.start() <= end) {
      edits.add(new Edit(m.start(), m.end(), ""));
    }
  }

  /**
   * Removes the members of a kept type that the closure did not keep, each with the comments and
   * blank lines before it; recurses into kept member types. When compacting ({@code names} not
   * null) it also drops modifiers and renames locals ({@link LocalNames}) and members ({@link
   * MemberNames}).
   */
  private static void prune(
      Reachability r, MemberNames names, TreePath typePath, String text, List<Edit> edits) {
    boolean compact = names != null;
    CompilationUnitTree unit = typePath.getCompilationUnit();
    ClassTree type = (ClassTree) typePath.getLeaf();
    int bodyStart =
        JavaText.indexOfCode(text, '{', (int) r.positions.getStartPosition(unit, type)) + 1;
    int previousEnd = bodyStart;
    List<? extends Tree> members = type.getMembers();
    for (int k = 0; k < members.size(); k++) {
      Tree member = members.get(k);
      long start = r.positions.getStartPosition(unit, member);
      if (start < 0 || r.positions.getEndPosition(unit, member) < 0) {
        continue; // the default constructor, which javac adds without text
      }
      // "int a, b;" is one declaration in the text and two trees: keep both if either is kept.
      int last = k;
      while (last + 1 < members.size()
          && members.get(last + 1) instanceof VariableTree
          && r.positions.getStartPosition(unit, members.get(last + 1)) == start) {
        last++;
      }
      boolean kept = false;
      for (int j = k; j <= last; j++) {
        kept |= isKept(r, new TreePath(typePath, members.get(j)));
      }
      int end = end(r, unit, members.get(last), text);
      if (!kept) {
        edits.add(new Edit(lineEnd(text, previousEnd), end, ""));
      } else {
        if (compact) {
          for (int j = k; j <= last; j++) {
            dropModifiers(r, new TreePath(typePath, members.get(j)), text, edits);
          }
        }
        if (member instanceof ClassTree) {
          prune(r, names, new TreePath(typePath, member), text, edits);
        } else if (compact) {
          rename(r, names, new TreePath(typePath, member), text, edits);
        }
      }
      previousEnd = end;
      k = last;
    }
  }

  /** The shorter names of the locals ({@link LocalNames}) and members ({@link MemberNames}). */
  private static void rename(
      Reachability r, MemberNames names, TreePath member, String text, List<Edit> edits) {
    for (Reachability.Replacement c : LocalNames.shorten(r, member, text)) {
      edits.add(new Edit(c.start, c.end, c.text));
    }
    for (Reachability.Replacement c : names.edits(member, text)) {
      edits.add(new Edit(c.start, c.end, c.text));
    }
  }

  /**
   * Removes from a kept member the modifiers and annotations that change nothing but the bytes in a
   * one-file bundle where every class shares one package:
   *
   * <ul>
   *   <li>{@code @Override} and {@code @SuppressWarnings}, which only compilers and checkers read;
   *   <li>{@code public}, except on a method that overrides or implements one (Java requires it
   *       there) and in an interface: the solution's code is in the same package;
   *   <li>{@code private} on a field, method or member type of a final class: a final class has no
   *       subclass to inherit the member, and a method loses it only if no other method of the
   *       class (inherited ones included) has its name, so that no call that compiled before can
   *       bind to it now. Constructors keep theirs;
   *   <li>{@code final} on a method: a method that compiled final has no override to change.
   * </ul>
   */
  private static void dropModifiers(
      Reachability r, TreePath member, String text, List<Edit> edits) {
    Tree leaf = member.getLeaf();
    ModifiersTree modifiers;
    if (leaf instanceof VariableTree v) {
      modifiers = v.getModifiers();
    } else if (leaf instanceof MethodTree m) {
      modifiers = m.getModifiers();
    } else if (leaf instanceof ClassTree c) {
      modifiers = c.getModifiers();
    } else {
      return;
    }
    Element e = r.trees.getElement(member);
    Element owner = e == null ? null : e.getEnclosingElement();
    CompilationUnitTree unit = member.getCompilationUnit();
    int start = (int) r.positions.getStartPosition(unit, modifiers);
    int end = (int) r.positions.getEndPosition(unit, modifiers);
    if (!(owner instanceof TypeElement ownerType) || start < 0 || end < 0) {
      return;
    }
    TreePath modifiersPath = new TreePath(member, modifiers);
    for (AnnotationTree a : modifiers.getAnnotations()) {
      Element type = r.trees.getElement(new TreePath(modifiersPath, a.getAnnotationType()));
      if (type instanceof TypeElement t
          && (t.getQualifiedName().contentEquals("java.lang.Override")
              || t.getQualifiedName().contentEquals("java.lang.SuppressWarnings"))) {
        edits.add(
            new Edit(
                (int) r.positions.getStartPosition(unit, a),
                (int) r.positions.getEndPosition(unit, a),
                ""));
      }
    }
    Set<Modifier> flags = modifiers.getFlags();
    if (flags.contains(Modifier.PUBLIC)
        && !owner.getKind().isInterface()
        && !(e instanceof ExecutableElement method && r.overridesSupertype(method, ownerType))) {
      drop(PUBLIC, text, start, end, edits);
    }
    if (flags.contains(Modifier.PRIVATE)
        && owner.getModifiers().contains(Modifier.FINAL)
        && e.getKind() != ElementKind.CONSTRUCTOR
        && !(e.getKind() == ElementKind.METHOD && overloaded(r, e, ownerType))) {
      drop(PRIVATE, text, start, end, edits);
    }
    if (flags.contains(Modifier.FINAL) && e.getKind() == ElementKind.METHOD) {
      drop(FINAL, text, start, end, edits);
    }
  }

  /**
   * Whether another method of {@code owner}, inherited ones included, has the name of {@code e}.
   */
  private static boolean overloaded(Reachability r, Element e, TypeElement owner) {
    for (Element other : r.elements.getAllMembers(owner)) {
      if (other != e
          && other.getKind() == ElementKind.METHOD
          && other.getSimpleName().contentEquals(e.getSimpleName())) {
        return true;
      }
    }
    return false;
  }

  /** Removes the first match of {@code modifier} in {@code text[start, end)}. */
  private static void drop(Pattern modifier, String text, int start, int end, List<Edit> edits) {
    Matcher m = modifier.matcher(text).region(start, text.length());
    if (m.find() && m.start() <= end) {
      edits.add(new Edit(m.start(), m.end(), ""));
    }
  }

  private static boolean isKept(Reachability r, TreePath member) {
    if (member.getLeaf() instanceof BlockTree) {
      return true; // an initializer block runs whenever its class is used
    }
    Element e = r.trees.getElement(member);
    return e == null || r.isKept(e);
  }

  /**
   * Trailing blanks go, and blank lines where a removed member or comment left them: never two in a
   * row, none after an opening or before a closing brace, none between two one-line field
   * declarations.
   */
  @SuppressWarnings("StringSplitter") // split drops the trailing empty lines, as meant
  static String tidy(String text) {
    List<String> out = new ArrayList<>();
    for (String line : text.split("\n")) {
      out.add(line.replaceFirst("\\s+$", ""));
    }
    StringBuilder s = new StringBuilder(text.length());
    for (int i = 0; i < out.size(); i++) {
      String line = out.get(i);
      if (line.isEmpty()) {
        String before = s.length() == 0 ? "" : lastLine(s);
        String after = nextNonEmpty(out, i);
        if (before.isEmpty()
            || before.endsWith("{")
            || after.trim().startsWith("}")
            || (before.endsWith(";") && after.endsWith(";"))) {
          continue;
        }
      }
      s.append(line).append('\n');
    }
    return s.toString();
  }

  private static String lastLine(StringBuilder s) {
    int end = s.length() - 1;
    int start = s.lastIndexOf("\n", end - 1) + 1;
    return s.substring(start, end);
  }

  private static String nextNonEmpty(List<String> lines, int from) {
    for (int i = from; i < lines.size(); i++) {
      if (!lines.get(i).isEmpty()) {
        return lines.get(i);
      }
    }
    return "";
  }

  /**
   * The solution's text without its package and import declarations, and with the edits of {@code
   * clashes}; its imports other than fastio's go into {@code imports}.
   */
  private static String userBody(
      Reachability r, Clashes clashes, String source, Set<String> imports) {
    CompilationUnitTree unit = r.userUnit;
    List<Reachability.Replacement> edits = new ArrayList<>(clashes.userEdits);
    if (unit.getPackage() != null) {
      edits.add(cut(r, unit, unit.getPackage(), source));
    }
    for (ImportTree i : unit.getImports()) {
      String name = i.getQualifiedIdentifier().toString();
      if (!name.startsWith(CoreSources.PACKAGE + ".")) {
        imports.add("import " + (i.isStatic() ? "static " : "") + name + ";");
      }
      edits.add(cut(r, unit, i, source));
    }
    StringBuilder body = new StringBuilder(source);
    edits.sort((a, b) -> Integer.compare(b.start, a.start));
    for (Reachability.Replacement e : edits) {
      body.replace(e.start, e.end, e.text);
    }
    return body.toString().replaceAll("\\A(\\s*\\n)+", "");
  }

  /** The cut from a declaration's start through its semicolon and the rest of that line. */
  private static Reachability.Replacement cut(
      Reachability r, CompilationUnitTree unit, Tree tree, String source) {
    int start = (int) r.positions.getStartPosition(unit, tree);
    int end = source.indexOf(';', start) + 1;
    int eol = end;
    while (eol < source.length() && (source.charAt(eol) == ' ' || source.charAt(eol) == '\t')) {
      eol++;
    }
    if (eol < source.length() && source.charAt(eol) == '\r') {
      eol++;
    }
    if (eol < source.length() && source.charAt(eol) == '\n') {
      eol++;
    }
    return new Reachability.Replacement(start, eol, "");
  }
}
