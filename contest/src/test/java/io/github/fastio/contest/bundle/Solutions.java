package io.github.fastio.contest.bundle;

/** Small solutions, as contestants write them, for the bundle tests. */
final class Solutions {
  private Solutions() {}

  static final String INT_ONLY =
      """
      import io.github.fastio.FastReader;
      import io.github.fastio.FastWriter;
      import java.util.Arrays;

      // Reads n, n ints and n longs; prints the total, the sorted ints, the least int and last long.
      public class Main {
        public static void main(String[] args) {
          FastReader in = new FastReader(System.in);
          FastWriter out = FastWriter.stdout();
          int n = in.nextInt();
          int[] a = in.nextInts(n);
          long[] b = in.nextLongs(n);
          long sum = 0;
          for (int i = 0; i < n; i++) {
            sum += a[i] + b[i];
          }
          Arrays.sort(a);
          out.println(sum);
          out.println(a);
          out.print(a[0]).print(' ').println(b[n - 1]);
          out.flush();
        }
      }
      """;

  static final String DOUBLES =
      """
      import io.github.fastio.*;

      public class Main {
        public static void main(String[] args) {
          FastReader in = new FastReader(System.in);
          FastWriter out = FastWriter.stdout();
          while (in.hasNext()) {
            double x = in.nextDouble();
            out.print(x, 9).print(' ').println(x);
          }
          out.flush();
        }
      }
      """;

  static final String LINES =
      """
      package contest.a;

      import io.github.fastio.FastReader;
      import io.github.fastio.FastWriter;

      public class Main {
        public static void main(String[] args) {
          FastReader in = new FastReader(System.in);
          FastWriter out = new FastWriter(System.out);
          int i = 0;
          while (in.hasNextLine()) {
            String line = in.nextLine();
            out.print(++i).print(": ").println(line.length()).println(line);
          }
          out.close();
        }
      }
      """;

  /**
   * Uses the file API: open, split, the streams and separators. Kept apart from {@link #EVERYTHING}
   * (whose bundle must fit the Codeforces limit), and free of lambdas, so that the bundle compiles
   * with {@code --release 8}.
   */
  static final String FILES =
      """
      import io.github.fastio.FastReader;
      import java.io.IOException;
      import java.nio.charset.StandardCharsets;
      import java.nio.file.Files;
      import java.nio.file.Path;
      import java.util.List;

      public class Main {
        public static void main(String[] args) throws IOException {
          Path file = Files.createTempFile("fastio-bundle", ".txt");
          try {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < 100000; i++) {
              sb.append(i).append(i % 10 == 9 ? "\\r\\n" : " ");
            }
            Files.write(file, sb.toString().getBytes(StandardCharsets.UTF_8));
            System.out.println(FastReader.ints(file).parallel().max().getAsInt());
            System.out.println(FastReader.longs(file).parallel().sum());
            System.out.println(FastReader.doubles(file).parallel().average().getAsDouble());
            long sum = 0;
            List<FastReader> parts = FastReader.split(file, 3);
            for (FastReader part : parts) {
              while (part.hasNext()) {
                sum += part.nextLong();
              }
              part.close();
            }
            System.out.println(sum);
            FastReader in = FastReader.open(file);
            System.out.println(in.nextLine());
            in.close();
            Files.write(file, "a;1\\nb;2.5\\nc;x\\n".getBytes(StandardCharsets.UTF_8));
            in = FastReader.open(file).separators(";");
            System.out.println(in.next() + "=" + in.nextDouble());
            System.out.println(in.next() + "=" + in.nextDouble());
            System.out.println(in.next());
            try {
              in.nextDouble();
            } catch (java.util.InputMismatchException e) {
              System.out.println(e.getMessage().replace(file.toString(), "FILE"));
            }
            in.close();
          } finally {
            Files.delete(file);
          }
        }
      }
      """;

  /** Calls every public method, so that pruning cannot drop one a solution may use. */
  static final String EVERYTHING =
      """
      import io.github.fastio.FastReader;
      import io.github.fastio.FastWriter;
      import java.io.ByteArrayOutputStream;
      import java.nio.file.Paths;
      import java.util.Arrays;

      public class Main {
        public static void main(String[] args) throws Exception {
          if (args.length > 0) {
            FastReader.open(Paths.get(args[0])).close();
            new FastReader(System.in, 16).close();
          }
          FastReader in = FastReader.of("7 -8 2.5 word x\\nrest of line\\n1 2 3 4 5 6 0.5 1e3");
          ByteArrayOutputStream bytes = new ByteArrayOutputStream();
          FastWriter w = new FastWriter(bytes, true);
          w.print(in.nextInt()).print(' ').print(in.nextLong()).print(' ').print(in.nextDouble());
          w.println();
          w.println(in.next()).println(in.nextChar()).println(in.nextLine()).println(in.nextLine());
          w.println(in.nextInts(2)).println(in.nextLongs(2));
          double[] d = in.nextDoubles(2);
          w.print(d[0], 3).println(d[1], 2).println(1.5f).print(2.5f).println(true).print(false);
          w.println('c').print("s").print((CharSequence) new StringBuilder("sb"));
          w.println(new char[] {'a', 'b'}).print(new char[] {'z'});
          w.print((Object) Arrays.asList(1, 2)).println((Object) null).printf("%d-%s%n", 3, "x");
          w.print(12L).println(12L).println(3.25).println("str").println((CharSequence) "cs");
          w.println(in.hasNext()).println(in.hasNextLine()).print(1e300).println(-0.0);
          FastReader tied = FastReader.of(new byte[] {'4', '2'}).tie(w);
          w.println(tied.nextInt());
          w.println(FastReader.of("3;4").separators(";").nextInt());
          w.close();
          in.close();
          FastWriter out = FastWriter.stdout();
          out.print(bytes.toString("UTF-8"));
          out.flush();
        }
      }
      """;

  /** Reaches fastio only through method references. */
  static final String METHOD_REFERENCES =
      """
      import io.github.fastio.FastReader;
      import io.github.fastio.FastWriter;
      import java.util.function.IntConsumer;
      import java.util.stream.IntStream;

      public class Main {
        public static void main(String[] args) {
          FastReader in = new FastReader(System.in);
          FastWriter out = FastWriter.stdout();
          int n = in.nextInt();
          IntConsumer print = out::println;
          IntStream.generate(in::nextInt).limit(n).map(x -> x * 3).forEach(print);
          out.flush();
        }
      }
      """;

  /** Names fastio's classes in full instead of importing them. */
  static final String QUALIFIED =
      """
      public class Main {
        public static void main(String[] args) {
          io.github.fastio.FastReader in = new io.github.fastio.FastReader(System.in);
          io.github.fastio.FastWriter out = io.github.fastio.FastWriter.stdout();
          out.println(in.nextLong() * 2);
          out.flush();
        }
      }
      """;

  /** The JDK's own answer for {@link #DOUBLES}, to run beside it on the same JVM. */
  static final String DOUBLES_ORACLE =
      """
      import java.io.BufferedReader;
      import java.io.InputStreamReader;
      import java.util.Locale;

      public class Oracle {
        public static void main(String[] args) throws Exception {
          BufferedReader in = new BufferedReader(new InputStreamReader(System.in, "UTF-8"));
          StringBuilder out = new StringBuilder();
          for (String line; (line = in.readLine()) != null; ) {
            for (String token : line.trim().split("\\\\s+")) {
              if (!token.isEmpty()) {
                double x = Double.parseDouble(token);
                out.append(String.format(Locale.ROOT, "%.9f", x)).append(' ');
                out.append(Double.toString(x)).append('\\n');
              }
            }
          }
          System.out.print(out);
        }
      }
      """;

  /** A top-level class named FastReader, which fastio does not need here. */
  static final String OWN_FASTREADER_UNUSED =
      """
      import io.github.fastio.*;

      public class Main {
        public static void main(String[] args) {
          FastWriter.stdout().println(1).flush();
        }
      }

      class FastReader {}
      """;

  /** A nested class named FastWriter beside fastio's FastWriter, named in full. */
  static final String NESTED_FASTWRITER =
      """
      public class Main {
        public static void main(String[] args) {
          io.github.fastio.FastWriter out = io.github.fastio.FastWriter.stdout();
          FastWriter mine = new FastWriter();
          out.println(mine.twice(new io.github.fastio.FastReader(System.in).nextInt()));
          out.flush();
        }

        static class FastWriter {
          int twice(int x) {
            return 2 * x;
          }
        }
      }
      """;

  /** A top-level class named FastReader beside fastio's FastReader, named in full. */
  static final String OWN_FASTREADER_USED =
      """
      import io.github.fastio.FastWriter;

      public class Main {
        public static void main(String[] args) {
          io.github.fastio.FastReader in = new io.github.fastio.FastReader(System.in);
          FastWriter.stdout().println(FastReader.negate(in.nextInt())).flush();
        }
      }

      class FastReader {
        static int negate(int x) {
          return -x;
        }
      }
      """;

  /**
   * Fastio's package-private helpers' names taken by a top-level class, a local class, a type
   * parameter and a variable.
   */
  static final String HELPER_NAMES =
      """
      import io.github.fastio.FastReader;
      import io.github.fastio.FastWriter;

      public class Main {
        static <ByteInput> ByteInput first(ByteInput[] a) {
          return a[0];
        }

        public static void main(String[] args) {
          class ByteOutput {
            int ReaderErrors = 5;
          }
          FastReader in = new FastReader(System.in);
          FastWriter out = FastWriter.stdout();
          int Digits = in.nextInt();
          out.println(first(new String[] {"x"})).println(Digits + new ByteOutput().ReaderErrors);
          out.println(new Digits().name()).flush();
        }
      }

      class Digits {
        String name() {
          return "mine";
        }
      }
      """;

  /** A type parameter and a local class named like fastio's classes, which it names in full. */
  static final String LOCAL_AND_TYPE_PARAMETER =
      """
      public class Main {
        static <FastWriter> FastWriter first(FastWriter[] a) {
          io.github.fastio.FastWriter.stdout().println(a.length).flush();
          return a[0];
        }

        public static void main(String[] args) {
          class FastReader {
            int three() {
              return 3;
            }
          }
          io.github.fastio.FastWriter out = io.github.fastio.FastWriter.stdout();
          out.println(first(new String[] {"x", "y"}));
          out.println(new FastReader().three() + new io.github.fastio.FastReader(System.in).nextInt());
          out.flush();
        }
      }
      """;

  /** fastio's members by static imports, on demand and one by one. */
  static final String STATIC_IMPORTS =
      """
      import static io.github.fastio.FastWriter.*;
      import static io.github.fastio.FastWriter.stdout;

      import io.github.fastio.FastReader;

      public class Main {
        public static void main(String[] args) {
          stdout().println(new FastReader(System.in).nextInt() + 1).flush();
        }
      }
      """;

  /** A member type of fastio imported by its own name, and a static method by a static import. */
  static final String IMPORTS_MEMBER_TYPE =
      """
      import static io.github.fastio.CsvReader.of;

      import io.github.fastio.CsvReader;
      import io.github.fastio.CsvReader.Field;

      public class Main {
        public static void main(String[] args) {
          CsvReader csv = of(System.in);
          csv.nextRecord();
          Field f = csv.nextField();
          System.out.println(f.length());
        }
      }
      """;

  /** A static import beside a variable named like the class it imports from. */
  static final String STATIC_IMPORT_AND_VARIABLE =
      """
      import static io.github.fastio.FastWriter.stdout;

      import io.github.fastio.FastReader;

      public class Main {
        public static void main(String[] args) {
          int FastWriter = new FastReader(System.in).nextInt();
          stdout().println(FastWriter + 1).flush();
        }
      }
      """;

  /** A top-level class named like java.util.Arrays, which fastio imports. */
  static final String SHADOWS_ARRAYS =
      """
      import io.github.fastio.FastReader;
      import io.github.fastio.FastWriter;

      public class Main {
        public static void main(String[] args) {
          FastReader in = new FastReader(System.in);
          int[] a = in.nextInts(3);
          FastWriter.stdout().println(a).println(Arrays.sum(a)).flush();
        }
      }

      class Arrays {
        static int sum(int[] a) {
          int s = 0;
          for (int x : a) {
            s += x;
          }
          return s;
        }
      }
      """;

  /** java.awt.List imported beside fastio's java.util.List (split returns one). */
  static final String IMPORTS_AWT_LIST =
      """
      import io.github.fastio.FastReader;
      import java.awt.List;
      import java.nio.file.Paths;

      public class Main {
        public static void main(String[] args) {
          List unused = null;
          long sum = 0;
          String file = new FastReader(System.in).next();
          for (FastReader part : FastReader.split(Paths.get(file), 2)) {
            while (part.hasNext()) {
              sum += part.nextLong();
            }
          }
          System.out.println(sum + " " + (unused == null));
        }
      }
      """;

  /**
   * An on-demand import of org.omg.CORBA, whose Object makes java.lang.Object ambiguous by its
   * simple name (in Java 8, which has CORBA), beside fastio's println(Object).
   */
  static final String IMPORTS_CORBA =
      """
      import io.github.fastio.FastWriter;
      import org.omg.CORBA.*;

      public class Main {
        public static void main(String[] args) {
          FastWriter.stdout().println(java.util.Arrays.asList(1, 2)).flush();
        }
      }
      """;

  /**
   * A class named java hides the package of java.lang.Math, which fastio must write in full once
   * the solution's class Math takes the simple name.
   */
  static final String HIDES_PACKAGE_JAVA = Solutions.SHADOWS_MATH + "\nclass java {}\n";

  /** A class of its own named Math would capture the Math.max calls of the pasted fastio code. */
  static final String SHADOWS_MATH =
      """
      import io.github.fastio.FastWriter;

      public class Main {
        public static void main(String[] args) {
          FastWriter.stdout().println(Math.twice(21)).flush();
        }
      }

      class Math {
        static int twice(int x) {
          return 2 * x;
        }
      }
      """;

  static final String DOES_NOT_COMPILE =
      """
      import io.github.fastio.FastReader;

      public class Main {
        public static void main(String[] args) {
          new FastReader(System.in).nextBigInteger();
        }
      }
      """;

  /**
   * Declares fastio objects with {@code var} and as lambda parameters: javac gives the types it
   * infers there trees without a source position.
   */
  static final String VAR_AND_LAMBDAS =
      """
      import io.github.fastio.FastReader;
      import io.github.fastio.FastWriter;
      import java.util.function.BiConsumer;
      import java.util.function.ToIntFunction;

      public class Main {
        public static void main(String[] args) {
          var in = new FastReader(System.in);
          ToIntFunction<FastReader> next = r -> r.nextInt();
          BiConsumer<FastWriter, Long> print = (w, x) -> w.println(x);
          try (var out = FastWriter.stdout()) {
            int n = next.applyAsInt(in);
            var total = 0L;
            for (var i = 0; i < n; i++) {
              total += next.applyAsInt(in);
            }
            print.accept(out, total);
          }
        }
      }
      """;

  /**
   * Modern Java around fastio: a record, a switch expression, method references, streams, a
   * try-with-resources and a text block (release 17).
   */
  static final String MODERN =
      """
      import io.github.fastio.FastReader;
      import io.github.fastio.FastWriter;
      import java.util.ArrayList;
      import java.util.Comparator;
      import java.util.List;

      public class Main {
        record Point(long x, long y) {
          long norm() {
            return Math.abs(x) + Math.abs(y);
          }
        }

        public static void main(String[] args) {
          FastReader in = new FastReader(System.in);
          List<Point> points = new ArrayList<>();
          for (int i = in.nextInt(); i > 0; i--) {
            points.add(new Point(in.nextLong(), in.nextLong()));
          }
          points.sort(Comparator.comparingLong(Point::norm).thenComparingLong(Point::x));
          try (FastWriter out = new FastWriter(System.out)) {
            points.stream().map(Point::toString).forEach(out::println);
            String kind =
                switch (points.size()) {
                  case 0 -> "none";
                  case 1 -> "one";
                  default -> "many";
                };
            out.print(\"""
                total:\""").print(' ').println(kind);
          }
        }
      }
      """;

  /** Reads ints and prints ints, nothing else: the bundle-size budget of an int-only solution. */
  static final String INTS_BUDGET =
      """
      import io.github.fastio.FastReader;
      import io.github.fastio.FastWriter;

      public class Main {
        public static void main(String[] args) {
          FastReader in = new FastReader(System.in);
          FastWriter out = FastWriter.stdout();
          int n = in.nextInt();
          for (int i = 0; i < n; i++) {
            out.println(in.nextInt());
          }
          out.flush();
        }
      }
      """;

  /** {@link #INTS_BUDGET} plus nextDouble and print(x, 9): the budget with the double code. */
  static final String DOUBLES_BUDGET =
      """
      import io.github.fastio.FastReader;
      import io.github.fastio.FastWriter;

      public class Main {
        public static void main(String[] args) {
          FastReader in = new FastReader(System.in);
          FastWriter out = FastWriter.stdout();
          int n = in.nextInt();
          for (int i = 0; i < n; i++) {
            out.println(in.nextInt());
          }
          out.print(in.nextDouble(), 9);
          out.flush();
        }
      }
      """;

  /** Lambdas and method references on fastio types, as Java 8 writes them. */
  static final String VAR_FREE_LAMBDAS =
      """
      import io.github.fastio.FastReader;
      import io.github.fastio.FastWriter;
      import java.util.function.ToLongFunction;

      public class Main {
        public static void main(String[] args) {
          FastReader in = new FastReader(System.in);
          ToLongFunction<FastReader> next = r -> r.nextLong();
          FastWriter out = FastWriter.stdout();
          out.println(next.applyAsLong(in) + next.applyAsLong(in));
          out.flush();
        }
      }
      """;
}
