package io.github.fastio.contest.bundle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a compacted bundle renames and which modifiers it drops, on a small core of its own: the
 * locals and parameters get the shortest names free in their member, the fields and methods no
 * solution can name (neither public nor protected) names of capitals ({@link MemberNames}),
 * {@code @Override}, {@code public} and {@code private} go where they cannot change a binding, so
 * do suppressions of warnings, and the bundle prints what the unbundled program prints.
 */
class ShortenTest {
  @TempDir Path tmp;

  private static final String LIB =
      """
      package io.github.fastio;

      import java.util.function.IntUnaryOperator;

      /** A core class of the test's own. */
      public final class Lib {
        private static int a = 5;
        private int count;

        private Lib(int start) {
          this.count = start;
        }

        public static Lib of(int start) {
          return new Lib(start);
        }

        /** Adds a field named like the first free name: the parameter must not take it. */
        public static int plusA(int value) {
          int doubled = value * 2;
          return doubled + a;
        }

        public int sum(int[] values) {
          int total = 0;
          for (int value : values) {
            total += value;
          }
          IntUnaryOperator plusCount = element -> element + count;
          int seen = total;
          Runnable counted = new Runnable() {
            @Override
            public void run() {
              count += seen;
            }
          };
          counted.run();
          try {
            return plusCount.applyAsInt(Integer.parseInt("x" + total));
          } catch (NumberFormatException notANumber) {
            return plusCount.applyAsInt(total) + twice(total);
          }
        }

        private int twice(int twiceWhat) {
          return 2 * twiceWhat;
        }

        private long twice(long twiceWhat) {
          return 2 * twiceWhat;
        }

        @SuppressWarnings("IntLongMath") // an Error Prone check, as in the core
        public int thrice(int n) {
          return (int) twice((long) n) + n;
        }

        @Override
        public String toString() {
          return "Lib " + count;
        }
      }
      """;

  private static final String MAIN =
      """
      import io.github.fastio.Lib;

      public class Main {
        public static void main(String[] args) {
          Lib lib = Lib.of(1);
          System.out.println(Lib.plusA(3) + " " + lib.sum(new int[] {1, 2, 3}) + " " + lib.thrice(4));
          System.out.println(lib);
        }
      }
      """;

  @Test
  void localsGetFreeShortNamesAndPrivateGoesWhereItBindsNothing() throws Exception {
    Bundler.Bundle b = Bundler.bundle("Main.java", MAIN, Map.of("Lib.java", LIB), false, 8);
    String text = b.text;
    // a is a field the member names: the parameter and the local take b and c.
    assertTrue(text.contains("static int plusA(int b){int c=b*2;return c+a;}"), text);
    // count, named most, is renamed B (A is not shorter than a, which keeps its name).
    assertTrue(text.contains("\nstatic int a=5;\nint B;\n"), "private dropped on fields: " + text);
    assertTrue(text.contains("private Lib(int a){this.B=a;}"), "constructor: " + text);
    // Two methods named twice, each renamed: each keeps private, as no call can bind to the other.
    assertTrue(text.contains("private int C(int a){return 2*a;}"), text);
    assertTrue(text.contains("private long D(long a){return 2*a;}"), text);
    assertTrue(
        text.contains("for(int d:c){a+=d;}IntUnaryOperator b=e->e+B;int f=a;"), "sum: " + text);
    assertTrue(text.contains("B+=f;"), text);
    assertTrue(text.contains("+C(a);"), text);
    assertTrue(text.contains("catch(NumberFormatException h){"), text);
    // public goes but where Java needs it (an override); @Override and @SuppressWarnings go.
    assertTrue(text.contains("\nstatic Lib of(int a){return new Lib(a);}\n"), text);
    assertTrue(text.contains("\nint thrice(int n){return(int)D((long)n)+n;}"), text);
    assertTrue(text.contains("\npublic String toString(){return\"Lib \"+B;}"), text);
    assertTrue(text.contains("@Override public void run()"), "not a member: " + text);
    Path classes = Programs.compile(tmp.resolve("bundled"), Map.of("Main.java", text), 8);
    Path plain =
        Programs.compile(tmp.resolve("plain"), Map.of("Main.java", MAIN, "Lib.java", LIB), 8);
    String out = Programs.run(classes, "Main", "");
    assertEquals("11 25 12\nLib 7\n", out);
    assertEquals(Programs.run(plain, "Main", ""), out);
  }

  @Test
  void keptCommentsKeepNamesAndModifiers() throws Exception {
    String text = Bundler.bundle("Main.java", MAIN, Map.of("Lib.java", LIB), true, 8).text;
    assertTrue(text.contains("public static int plusA(int value) {"), text);
    assertTrue(text.contains("  private int count;"), text);
  }
}
