package io.github.fastio.bench;

import java.util.List;
import java.util.Map;

/**
 * Every experiment program by kind, method, {@link Shape} and type, and how to start it: the class
 * and arguments that follow {@code java -cp CLASSPATH}. Kinds: {@code read}, {@code write}, {@code
 * roundtrip} (the count comes first on standard input for readers and round trips, as an argument
 * for writers) and the {@code aplusb} problem. Method lists are in report order, fastio last.
 */
public final class Programs {
  /** The package of the {@link Shape#MAIN} and {@link Shape#BULK} programs. */
  public static final String PACKAGE = "io.github.fastio.bench.programs.";

  /** The C++ a+b program's source, a class-path resource. */
  public static final String APLUSB_CPP = "/io/github/fastio/bench/programs/aplusb.cpp";

  /** The writers' C++ anchor (formatting, or copying the expected bytes), a class-path resource. */
  public static final String WRITE_NUMBERS_CPP =
      "/io/github/fastio/bench/programs/writenumbers.cpp";

  /** The C++ twin of the huge-file sum's unchecked loop, a class-path resource. */
  public static final String HUGE_SUM_CPP = "/io/github/fastio/bench/programs/hugesum.cpp";

  private static final Map<String, List<String>> MAIN_METHODS =
      Map.of(
          "read", List.of("scanner", "tokenizer", "streamtokenizer", "bytes", "fastio"),
          "write", List.of("println", "printwriter", "bytes", "fastio"),
          "roundtrip", List.of("classic", "fastio"));

  private static final Map<String, String> CLASS_NAMES =
      Map.of(
          "scanner", "Scanner",
          "tokenizer", "Tokenizer",
          "streamtokenizer", "StreamTokenizer",
          "bytes", "Bytes",
          "fastio", "Fastio",
          "println", "Println",
          "printwriter", "PrintWriter",
          "classic", "Classic",
          "fastdoubleparser", "FastDoubleParser");

  /**
   * The double readers of the main shape: the others, and FastDoubleParser's byte[] API on tokens
   * found by a plain scan, the fastest exact double parser on the JVM besides fastio.
   */
  private static final List<String> DOUBLE_READERS =
      List.of("scanner", "tokenizer", "streamtokenizer", "bytes", "fastdoubleparser", "fastio");

  /** The Java a+b solutions, in report order; the C++ one is built and run by the CLI. */
  public static final List<String> APLUSB_METHODS = List.of("tokenizer", "classic", "fastio");

  private Programs() {}

  /**
   * The methods of a kind in a shape for a type, in report order; empty when the shape has none
   * (fastio has no bulk writer of doubles, so no bulk double writer or round trip).
   */
  public static List<String> methods(String kind, Shape shape, NumType type) {
    return switch (shape) {
      case HELPER -> Main.methods(kind);
      case MAIN -> {
        List<String> methods =
            kind.equals("read") && type == NumType.DOUBLE ? DOUBLE_READERS : MAIN_METHODS.get(kind);
        if (methods == null) {
          throw new IllegalArgumentException("unknown kind: " + kind);
        }
        yield methods;
      }
      case BULK -> {
        if (!MAIN_METHODS.containsKey(kind)) {
          throw new IllegalArgumentException("unknown kind: " + kind);
        }
        yield kind.equals("read") || type != NumType.DOUBLE ? List.of("fastio") : List.of();
      }
    };
  }

  /**
   * What follows {@code java -cp CLASSPATH} to run one program: its main class and arguments.
   *
   * @param n the count of numbers (an argument for writers; readers read it from standard input)
   * @throws IllegalArgumentException if there is no such program
   */
  public static List<String> command(String kind, String method, Shape shape, NumType type, int n) {
    if (shape == Shape.HELPER) {
      // Main knows the deliberately broken method too.
      if (!method.equals(Main.BROKEN) && !Main.methods(kind).contains(method)) {
        throw new IllegalArgumentException("no " + kind + " program '" + method + "'");
      }
      return List.of(Main.class.getName(), kind, method, type.label(), Integer.toString(n));
    }
    if (!methods(kind, shape, type).contains(method)) {
      throw new IllegalArgumentException(
          "no " + shape.label() + " " + kind + " program '" + method + "' for " + type.label());
    }
    String name =
        PACKAGE
            + switch (kind) {
              case "read" -> "Read";
              case "write" -> "Write";
              default -> "Echo";
            }
            + typeName(type)
            + CLASS_NAMES.get(method)
            + (shape == Shape.BULK ? "Bulk" : "");
    return kind.equals("write") ? List.of(name, Integer.toString(n)) : List.of(name);
  }

  /** The main class of a Java a+b solution. */
  public static String aplusbClass(String method) {
    if (!APLUSB_METHODS.contains(method)) {
      throw new IllegalArgumentException("no a+b program '" + method + "'");
    }
    return PACKAGE + "Aplusb" + CLASS_NAMES.get(method);
  }

  private static String typeName(NumType type) {
    return switch (type) {
      case INT -> "Int";
      case LONG -> "Long";
      case DOUBLE -> "Double";
    };
  }
}
