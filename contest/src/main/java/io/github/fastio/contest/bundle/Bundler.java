package io.github.fastio.contest.bundle;

import com.github.javaparser.JavaParser;
import com.github.javaparser.ParseResult;
import com.github.javaparser.ParserConfiguration;
import com.github.javaparser.Position;
import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.ImportDeclaration;
import com.github.javaparser.ast.Modifier;
import com.github.javaparser.ast.body.BodyDeclaration;
import com.github.javaparser.ast.body.ConstructorDeclaration;
import com.github.javaparser.ast.body.FieldDeclaration;
import com.github.javaparser.ast.body.MethodDeclaration;
import com.github.javaparser.ast.body.Parameter;
import com.github.javaparser.ast.body.TypeDeclaration;
import com.github.javaparser.ast.body.VariableDeclarator;
import com.github.javaparser.ast.expr.Expression;
import com.github.javaparser.ast.expr.FieldAccessExpr;
import com.github.javaparser.ast.nodeTypes.NodeWithParameters;
import com.github.javaparser.ast.type.Type;
import com.github.javaparser.printer.DefaultPrettyPrinter;
import com.github.javaparser.printer.configuration.DefaultConfigurationOption;
import com.github.javaparser.printer.configuration.DefaultPrinterConfiguration;
import com.github.javaparser.printer.configuration.DefaultPrinterConfiguration.ConfigOption;
import com.github.javaparser.printer.configuration.Indentation;
import com.github.javaparser.printer.configuration.PrinterConfiguration;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.ImportTree;
import com.sun.source.tree.Tree;
import io.github.fastio.contest.UserException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Turns a solution that imports fastio into one self-contained source file: the solution (package
 * and imports removed, the rest as written), then the core classes it reaches, package-private,
 * with the members it does not reach removed, printed without comments unless asked.
 *
 * <p>Example: {@code Bundler.bundle("Main.java", text, CoreSources.fromClasspath(), false)}.
 */
final class Bundler {
  /** The public entry points first, then the helpers they call. */
  private static final List<String> ORDER =
      Arrays.asList("FastReader", "FastWriter", "IntegerFormatter", "DoubleParser");

  private Bundler() {}

  /**
   * The bundle of {@code userSource}, the file {@code userName}, with the core {@code core} (file
   * name to source).
   *
   * @throws UserException for a solution that does not compile, clashes with a core name, or
   *     imports fastio in a way the bundle cannot keep
   */
  static String bundle(
      String userName, String userSource, Map<String, String> core, boolean keepComments)
      throws UserException {
    Reachability r = Reachability.analyze(userName, userSource, core);
    Set<String> userTypes = userTypeNames(r.userUnit);
    for (String kept : r.kept) {
      if (!kept.contains("#") && !kept.contains(".") && userTypes.contains(kept)) {
        throw clash(userName, kept);
      }
    }

    Set<String> imports = new LinkedHashSet<>();
    String body = userBody(r, userSource, imports);

    StringBuilder coreText = new StringBuilder();
    Set<String> coreImports = new LinkedHashSet<>();
    JavaParser parser = new JavaParser(new ParserConfiguration());
    PrinterConfiguration printing = printing(keepComments);
    for (String file : ordered(core.keySet())) {
      String name = file.substring(0, file.length() - ".java".length());
      if (!r.kept.contains(name)) {
        continue;
      }
      CompilationUnit unit = parse(parser, file, core.get(file));
      inline(parser, unit, r.inlined.getOrDefault(file, new HashMap<>()), file);
      for (TypeDeclaration<?> type : unit.getTypes()) {
        String key = type.getNameAsString();
        if (!keep(r, key)) {
          continue;
        }
        prune(r, type, key);
        type.removeModifier(Modifier.Keyword.PUBLIC);
        coreText
            .append('\n')
            .append(tighten(new DefaultPrettyPrinter(printing).print(type).trim()));
        coreText.append('\n');
      }
      for (ImportDeclaration i : unit.getImports()) {
        coreImports.add(
            "import "
                + (i.isStatic() ? "static " : "")
                + i.getNameAsString()
                + (i.isAsterisk() ? ".*" : "")
                + ";");
      }
    }
    // An import only a removed member used is dropped: the bundle is measured in bytes.
    for (String i : coreImports) {
      String simple = i.substring(i.lastIndexOf('.') + 1, i.length() - 1);
      if (simple.equals("*")
          || Pattern.compile("\\b" + Pattern.quote(simple) + "\\b").matcher(coreText).find()) {
        imports.add(i);
      }
    }
    checkImports(userName, imports, userTypes);
    checkJavaLang(userName, userTypes, coreText);

    StringBuilder out = new StringBuilder();
    List<String> sorted = new ArrayList<>(imports);
    // Plain imports first, then static ones, each alphabetical: the order javac does not care
    // about.
    sorted.sort(
        (a, b) -> {
          boolean sa = a.startsWith("import static ");
          boolean sb = b.startsWith("import static ");
          return sa != sb ? Boolean.compare(sa, sb) : a.compareTo(b);
        });
    for (String i : sorted) {
      out.append(i).append('\n');
    }
    if (!imports.isEmpty()) {
      out.append('\n');
    }
    out.append(body.trim()).append('\n');
    out.append(coreText);
    return out.toString();
  }

  /** Refuses a solution whose own top-level type has a core class's name. */
  static void checkUserTypeNames(CompilationUnitTree unit, Set<String> coreFiles)
      throws UserException {
    String file = unit.getSourceFile().getName();
    file = file.substring(file.lastIndexOf('/') + 1);
    for (String name : userTypeNames(unit)) {
      if (coreFiles.contains(name + ".java")) {
        throw clash(file, name);
      }
    }
  }

  private static UserException clash(String file, String name) {
    return new UserException(
        file
            + " declares a class "
            + name
            + ", which clashes with fastio's "
            + name
            + " in one file: rename it");
  }

  private static Set<String> userTypeNames(CompilationUnitTree unit) {
    Set<String> names = new LinkedHashSet<>();
    for (Tree decl : unit.getTypeDecls()) {
      if (decl instanceof com.sun.source.tree.ClassTree) {
        names.add(((com.sun.source.tree.ClassTree) decl).getSimpleName().toString());
      }
    }
    return names;
  }

  /**
   * The solution's text without its package and import declarations; its imports other than
   * fastio's go into {@code imports}.
   */
  private static String userBody(Reachability r, String source, Set<String> imports)
      throws UserException {
    CompilationUnitTree unit = r.userUnit;
    List<long[]> cuts = new ArrayList<>();
    if (unit.getPackage() != null) {
      cuts.add(span(r, unit, unit.getPackage(), source));
    }
    for (ImportTree i : unit.getImports()) {
      String name = i.getQualifiedIdentifier().toString();
      if (name.startsWith(CoreSources.PACKAGE + ".")) {
        if (i.isStatic()) {
          throw new UserException(
              "import static " + name + ": static imports of fastio members are not supported");
        }
      } else {
        imports.add("import " + (i.isStatic() ? "static " : "") + name + ";");
      }
      cuts.add(span(r, unit, i, source));
    }
    for (long[] q : r.qualifiedInUser) {
      String name = source.substring((int) q[0], (int) q[1]);
      cuts.add(new long[] {q[0], q[0] + name.lastIndexOf('.') + 1});
    }
    StringBuilder body = new StringBuilder(source);
    cuts.sort((a, b) -> Long.compare(b[0], a[0]));
    for (long[] cut : cuts) {
      body.delete((int) cut[0], (int) cut[1]);
    }
    return body.toString().replaceAll("\\A(\\s*\\n)+", "");
  }

  /** From the declaration's start through its semicolon and the rest of that line. */
  private static long[] span(Reachability r, CompilationUnitTree unit, Tree tree, String source) {
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
    return new long[] {start, eol};
  }

  private static void checkImports(String file, Set<String> imports, Set<String> userTypes)
      throws UserException {
    Map<String, String> bySimpleName = new TreeMap<>();
    for (String i : imports) {
      if (i.startsWith("import static ") || i.endsWith(".*;")) {
        continue;
      }
      String qualified = i.substring("import ".length(), i.length() - 1);
      String simple = qualified.substring(qualified.lastIndexOf('.') + 1);
      String other = bySimpleName.put(simple, qualified);
      if (other != null && !other.equals(qualified)) {
        throw new UserException(
            file + " imports " + other + " but fastio needs " + qualified + ": use a full name");
      }
      if (userTypes.contains(simple)) {
        throw new UserException(
            file
                + " declares a class "
                + simple
                + ", which clashes with the import of "
                + qualified
                + " that fastio needs: rename it");
      }
    }
  }

  /**
   * Refuses a solution type that would shadow a {@code java.lang} class the pasted code uses: a
   * user's {@code class Math} would capture fastio's {@code Math.max}.
   */
  private static void checkJavaLang(String file, Set<String> userTypes, CharSequence coreText)
      throws UserException {
    for (String name : userTypes) {
      if (isJavaLang(name)
          && Pattern.compile("\\b" + Pattern.quote(name) + "\\b").matcher(coreText).find()) {
        throw new UserException(
            file
                + " declares a class "
                + name
                + ", which hides java.lang."
                + name
                + " that fastio uses: rename it");
      }
    }
  }

  private static boolean isJavaLang(String name) {
    try {
      Class.forName("java.lang." + name, false, Bundler.class.getClassLoader());
      return true;
    } catch (ClassNotFoundException e) {
      return false;
    }
  }

  /**
   * Drops the printer's blank line after a class header and between one-line field declarations:
   * fields read better as one group, and the bundle is measured in bytes.
   */
  static String tighten(String printed) {
    String[] lines = printed.split("\n", -1);
    StringBuilder out = new StringBuilder(printed.length());
    for (int i = 0; i < lines.length; i++) {
      boolean blank = lines[i].isEmpty() && i > 0 && i + 1 < lines.length;
      if (blank
          && (lines[i - 1].endsWith("{") && lines[i - 1].contains("class ")
              || lines[i - 1].endsWith(";") && lines[i + 1].endsWith(";"))) {
        continue;
      }
      out.append(lines[i]);
      if (i + 1 < lines.length) {
        out.append('\n');
      }
    }
    return out.toString();
  }

  private static List<String> ordered(Set<String> files) {
    List<String> sorted = new ArrayList<>(files);
    sorted.sort(
        (a, b) -> {
          int ia = rank(a);
          int ib = rank(b);
          return ia != ib ? Integer.compare(ia, ib) : a.compareTo(b);
        });
    return sorted;
  }

  private static int rank(String file) {
    int i = ORDER.indexOf(file.replace(".java", ""));
    return i < 0 ? ORDER.size() : i;
  }

  private static CompilationUnit parse(JavaParser parser, String file, String text)
      throws UserException {
    ParseResult<CompilationUnit> result = parser.parse(text);
    if (!result.isSuccessful() || !result.getResult().isPresent()) {
      throw new UserException("cannot parse fastio's " + file + ": " + result.getProblems());
    }
    return result.getResult().get();
  }

  private static void inline(
      JavaParser parser, CompilationUnit unit, Map<String, String> constants, String file)
      throws UserException {
    int replaced = 0;
    for (FieldAccessExpr access : unit.findAll(FieldAccessExpr.class)) {
      Position begin = access.getBegin().orElse(null);
      String literal = begin == null ? null : constants.get(begin.line + ":" + begin.column);
      if (literal != null) {
        Expression value = parser.parseExpression(literal).getResult().orElse(null);
        if (value != null && access.replace(value)) {
          replaced++;
        }
      }
    }
    if (replaced != constants.size()) {
      throw new UserException(
          "internal error: could not inline the constants " + constants + " in " + file);
    }
  }

  private static boolean keep(Reachability r, String key) {
    return r.kept.contains(key) || !r.universe.contains(key);
  }

  private static void prune(Reachability r, TypeDeclaration<?> type, String typeKey) {
    for (BodyDeclaration<?> member : new ArrayList<>(type.getMembers())) {
      if (member instanceof TypeDeclaration) {
        TypeDeclaration<?> nested = (TypeDeclaration<?>) member;
        String key = typeKey + "." + nested.getNameAsString();
        if (keep(r, key)) {
          prune(r, nested, key);
        } else {
          member.remove();
        }
      } else if (member instanceof MethodDeclaration) {
        MethodDeclaration m = (MethodDeclaration) member;
        if (!keep(r, typeKey + "#" + m.getNameAsString() + params(m))) {
          member.remove();
        }
      } else if (member instanceof ConstructorDeclaration) {
        if (!keep(r, typeKey + "#<init>" + params((ConstructorDeclaration) member))) {
          member.remove();
        }
      } else if (member instanceof FieldDeclaration) {
        FieldDeclaration f = (FieldDeclaration) member;
        for (VariableDeclarator v : new ArrayList<>(f.getVariables())) {
          if (!keep(r, typeKey + "#" + v.getNameAsString())) {
            v.remove();
          }
        }
        if (f.getVariables().isEmpty()) {
          member.remove();
        }
      }
    }
  }

  private static String params(NodeWithParameters<?> m) {
    return m.getParameters().stream()
        .map(Bundler::erasedName)
        .collect(Collectors.joining(",", "(", ")"));
  }

  private static String erasedName(Parameter p) {
    return erasedName(p.getType()) + (p.isVarArgs() ? "[]" : "");
  }

  private static String erasedName(Type t) {
    if (t.isArrayType()) {
      return erasedName(t.asArrayType().getComponentType()) + "[]";
    }
    if (t.isClassOrInterfaceType()) {
      return t.asClassOrInterfaceType().getNameAsString();
    }
    return t.asString();
  }

  private static PrinterConfiguration printing(boolean keepComments) {
    PrinterConfiguration c = new DefaultPrinterConfiguration();
    c.addOption(
        new DefaultConfigurationOption(
            ConfigOption.INDENTATION, new Indentation(Indentation.IndentType.SPACES, 2)));
    if (!keepComments) {
      c.removeOption(new DefaultConfigurationOption(ConfigOption.PRINT_COMMENTS));
      c.removeOption(new DefaultConfigurationOption(ConfigOption.PRINT_JAVADOC));
    }
    return c;
  }
}
