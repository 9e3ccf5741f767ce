package io.github.fastio.contest.judge;

import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.Tree;
import com.sun.source.util.JavacTask;
import io.github.fastio.FastReader;
import io.github.fastio.contest.Javac;
import io.github.fastio.contest.UserException;
import java.io.DataInputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringWriter;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.Locale;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import javax.lang.model.element.Modifier;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;

/**
 * A program ready to run: a solution or an interactor compiled from source with only fastio's core
 * classes on its class path (as after bundling), a jar, a class file, or a command.
 */
final class Program {
  /** The command line, without the arguments of a run. */
  final List<String> command;

  private Program(List<String> command) {
    this.command = command;
  }

  /** Where a Java program comes from, and the options of the JVM that runs it. */
  static final class Jvm {
    final Path java;
    final Integer release;
    final List<String> options;

    Jvm(Path java, Integer release, List<String> options) {
      this.java = java;
      this.release = release;
      this.options = options;
    }
  }

  /**
   * The Java program in {@code file} ({@code .java}, {@code .jar} or {@code .class}), compiled into
   * {@code work} if it is a source.
   *
   * @throws UserException if it does not compile, or has no main class to find
   */
  static Program java(Path file, Path work, Path core, Jvm jvm) throws UserException, IOException {
    String name = file.getFileName().toString();
    String classPath;
    String mainClass;
    if (name.endsWith(".java")) {
      Path classes = Files.createDirectories(work.resolve("classes"));
      mainClass = compile(file, classes, core, jvm.release);
      classPath = classes + File.pathSeparator + core;
    } else if (name.endsWith(".jar")) {
      try (JarFile jar = new JarFile(file.toFile())) {
        Manifest manifest = jar.getManifest();
        mainClass = manifest == null ? null : manifest.getMainAttributes().getValue("Main-Class");
      }
      if (mainClass == null) {
        throw new UserException(file + ": the jar's manifest names no Main-Class");
      }
      classPath = file.toAbsolutePath() + File.pathSeparator + core;
    } else if (name.endsWith(".class")) {
      mainClass = classNameOf(file);
      Path root = file.toAbsolutePath().getParent();
      for (int dots = mainClass.split("\\.").length - 1; dots > 0; dots--) {
        root = root.getParent();
      }
      classPath = root + File.pathSeparator + core;
    } else {
      throw new UserException(file + ": expected a .java, .jar or .class file");
    }
    List<String> command = new ArrayList<>();
    command.add(jvm.java.toString());
    command.addAll(jvm.options);
    command.add("-cp");
    command.add(classPath);
    command.add(mainClass);
    return new Program(command);
  }

  /**
   * A command line run through the shell, so that it may hold quotes and arguments; the run's own
   * arguments follow it. A {@code .java} file is compiled and run instead.
   */
  static Program command(String spec, Path work, Path core, Jvm jvm)
      throws UserException, IOException {
    if (spec.endsWith(".java") && Files.isRegularFile(Paths.get(spec))) {
      return java(Paths.get(spec), work, core, jvm);
    }
    List<String> command = new ArrayList<>();
    if (System.getProperty("os.name", "").startsWith("Windows")) {
      command.add("cmd");
      command.add("/c");
      command.add(spec);
    } else {
      command.add("/bin/sh");
      command.add("-c");
      command.add(spec + " \"$@\"");
      command.add("sh");
    }
    return new Program(command);
  }

  /**
   * Compiles {@code source} with fastio's classes on the class path.
   *
   * @return the class to run: the one named like the file, else the first with a main method
   */
  private static String compile(Path source, Path classes, Path core, Integer release)
      throws UserException, IOException {
    JavaCompiler javac = Javac.compiler("fastio judge");
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    List<String> options = new ArrayList<>();
    List.of("-d", classes.toString(), "-cp", core.toString(), "-encoding", "UTF-8", "-proc:none")
        .forEach(options::add);
    options.add("-Xlint:none");
    if (release != null) {
      options.add("--release");
      options.add(release.toString());
    }
    try (StandardJavaFileManager files =
        javac.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8)) {
      JavacTask task =
          (JavacTask)
              javac.getTask(
                  new StringWriter(),
                  files,
                  diagnostics,
                  options,
                  null,
                  files.getJavaFileObjects(source.toFile()));
      String main =
          mainClass(task.parse(), source.getFileName().toString().replaceFirst("\\.java$", ""));
      task.generate();
      List<Diagnostic<? extends JavaFileObject>> errors = new ArrayList<>();
      for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
        if (d.getKind() == Diagnostic.Kind.ERROR) {
          errors.add(d);
        }
      }
      if (!errors.isEmpty()) {
        throw compileError(errors, release);
      }
      if (main == null) {
        throw new UserException(source + ": no class with a public static void main");
      }
      return main;
    }
  }

  /**
   * The class to run among {@code units}: the one named {@code fileClass} with a main method, else
   * the first with one; null if none has one.
   */
  private static String mainClass(Iterable<? extends CompilationUnitTree> units, String fileClass) {
    String main = null;
    for (CompilationUnitTree unit : units) {
      String pkg = unit.getPackageName() == null ? "" : unit.getPackageName() + ".";
      for (Tree decl : unit.getTypeDecls()) {
        if (decl instanceof ClassTree type && hasMain(type)) {
          String simple = type.getSimpleName().toString();
          if (simple.equals(fileClass) || main == null) {
            main = pkg + simple;
          }
        }
      }
    }
    return main;
  }

  /**
   * The failure javac's {@code errors} make: the first in one line, and javac's report of them all,
   * its first 12 lines.
   */
  @SuppressWarnings(
      "StringSplitter") // the errors' lines: split drops trailing empty ones, as meant
  private static UserException compileError(
      List<Diagnostic<? extends JavaFileObject>> errors, Integer release) {
    List<String> texts = new ArrayList<>();
    for (Diagnostic<? extends JavaFileObject> d : errors) {
      texts.add(d.toString());
    }
    String[] lines = String.join("\n", texts).split("\\R");
    StringBuilder head = new StringBuilder();
    for (int i = 0; i < Math.min(lines.length, 12); i++) {
      head.append(lines[i]).append('\n');
    }
    if (lines.length > 12) {
      head.append("... (").append(errors.size()).append(" errors in all)\n");
    }
    return new UserException(
        "compile error"
            + (release == null ? "" : " at --release " + release)
            + ": "
            + Javac.oneLine(errors.get(0)),
        head.toString());
  }

  private static boolean hasMain(ClassTree type) {
    for (Tree member : type.getMembers()) {
      if (member instanceof MethodTree m) {
        if (m.getName().contentEquals("main")
            && m.getModifiers().getFlags().contains(Modifier.STATIC)) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * A folder holding fastio's core classes (package {@code io.github.fastio}, nothing else): the
   * class path of every solution. From this tool's jar they are copied into {@code work}.
   */
  static Path coreClasses(Path work) throws IOException {
    Path location;
    try {
      location =
          Paths.get(FastReader.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    } catch (URISyntaxException e) {
      throw new IOException("cannot locate fastio's classes", e);
    }
    if (Files.isDirectory(location)) {
      return location; // the core module's own classes folder, in a build
    }
    Path core = Files.createDirectories(work.resolve("fastio-core"));
    String prefix = FastReader.class.getPackageName().replace('.', '/') + "/";
    try (JarFile jar = new JarFile(location.toFile())) {
      Enumeration<JarEntry> entries = jar.entries();
      while (entries.hasMoreElements()) {
        JarEntry e = entries.nextElement();
        String n = e.getName();
        if (n.startsWith(prefix) && n.endsWith(".class") && n.indexOf('/', prefix.length()) < 0) {
          Path target = core.resolve(n);
          Files.createDirectories(target.getParent());
          try (InputStream in = jar.getInputStream(e)) {
            Files.copy(in, target);
          }
        }
      }
    }
    return core;
  }

  /** The binary name of the class in a class file, read from its constant pool. */
  static String classNameOf(Path classFile) throws IOException, UserException {
    try (DataInputStream in = new DataInputStream(Files.newInputStream(classFile))) {
      if (in.readInt() != 0xCAFEBABE) {
        throw new UserException(classFile + ": not a class file");
      }
      in.readUnsignedShort();
      in.readUnsignedShort();
      int count = in.readUnsignedShort();
      String[] utf8 = new String[count];
      int[] classNameIndex = new int[count];
      for (int i = 1; i < count; i++) {
        int tag = in.readUnsignedByte();
        switch (tag) {
          case 1 -> utf8[i] = in.readUTF();
          case 7 -> classNameIndex[i] = in.readUnsignedShort();
          case 8, 16, 19, 20 -> in.readUnsignedShort();
          case 15 -> {
            in.readUnsignedByte();
            in.readUnsignedShort();
          }
          case 3, 4, 9, 10, 11, 12, 17, 18 -> in.readInt();
          case 5, 6 -> {
            in.readLong();
            i++; // takes two entries
          }
          default -> throw new UserException(classFile + ": unknown constant pool tag " + tag);
        }
      }
      in.readUnsignedShort(); // access flags
      int thisClass = in.readUnsignedShort();
      return utf8[classNameIndex[thisClass]].replace('/', '.');
    }
  }
}
