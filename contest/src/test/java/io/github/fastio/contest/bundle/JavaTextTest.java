package io.github.fastio.contest.bundle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.fastio.contest.UserException;
import java.util.Map;
import org.junit.jupiter.api.Test;

class JavaTextTest {
  @Test
  void commentsGoAndLinesHoldingOnlyACommentGoWithThem() {
    String source =
        "/** Doc. */\nclass A {\n  // alone\n  int a; // after\n  /*\n   * block\n   */\n  int b;\n}\n";
    assertEquals("class A {\n  int a; \n  int b;\n}\n", JavaText.stripComments(source));
  }

  @Test
  void commentMarkersInsideLiteralsAreCode() {
    String source =
        "String s = \"// not a comment /* nor this */\"; char c = '\"'; char d = '/'; // x\n"
            + "String t = \"a\\\"//b\"; String u = \"\"\"\n  /* kept */\n  \"\"\";\n";
    assertEquals(
        "String s = \"// not a comment /* nor this */\"; char c = '\"'; char d = '/'; \n"
            + "String t = \"a\\\"//b\"; String u = \"\"\"\n  /* kept */\n  \"\"\";\n",
        JavaText.stripComments(source));
  }

  @Test
  void blockCommentBetweenTokensLeavesASpace() {
    assertEquals("int x = 1;", JavaText.stripComments("int/**/x = /* one */1;"));
  }

  @Test
  void indexOfCodeSkipsCommentsAndLiterals() {
    String source = "@A(\"{\") /* { */ // {\nclass B extends C<'{'> {";
    assertEquals(source.lastIndexOf('{'), JavaText.indexOfCode(source, '{', 0));
    assertEquals(-1, JavaText.indexOfCode("// {", '{', 0));
  }

  @Test
  void compactKeepsOnlyTheSpacesBetweenWordsAndBetweenOperators() {
    String source =
        """
        final class A {
          private static final int X = 1 << 16;

          @Override
          public String toString() {
            int a = - -X, b = a - -1, c = a + +b, d = a++ + b, e = -a >> 1 >>> 2;
            boolean f = a > -1 && b >= 0 || !(c <= d) ? a != b : a == b;
            Map<String, List<Integer>> m = new HashMap<>();
            return (a / /* half */ 2) + "" + 1L + .5 + 1. + 0x1F;
          }
        }
        """;
    String compact =
        "final class A{\n"
            + "private static final int X=1<<16;\n"
            + "@Override public String toString(){"
            + "int a= - -X,b=a- -1,c=a+ +b,d=a++ +b,e= -a>>1>>>2;"
            + "boolean f=a> -1&&b>=0|| !(c<=d)?a!=b:a==b;"
            + "Map<String,List<Integer>>m=new HashMap<>();"
            + "return(a/2)+\"\"+1L+ .5+1. +0x1F;}}\n";
    assertEquals(compact, JavaText.compact(source, 1));
    assertTrue(JavaText.sameSyntax(source, compact));
  }

  @Test
  void compactKeepsLiteralsAsTheyAre() {
    String source =
        "class B {\n"
            + "  String s = \"a  // not a comment /* nor this */ b\" + '/' + ' ' + '\\'' + \"\\\"  \";\n"
            + "  String u = \"\\u0041  \\\\u0042\" ;   char t = '\\t' ; // gone\n"
            + "  String v = \"\"\"\n    text  block // kept\n    \"\"\";\n"
            + "}\n";
    String compact =
        "class B{\n"
            + "String s=\"a  // not a comment /* nor this */ b\"+'/'+' '+'\\''+\"\\\"  \";\n"
            + "String u=\"\\u0041  \\\\u0042\";char t='\\t';\n"
            + "String v=\"\"\"\n    text  block // kept\n    \"\"\";}\n";
    assertEquals(compact, JavaText.compact(source, 1));
    assertTrue(JavaText.sameSyntax(source, compact));
  }

  @Test
  void compactDropsTheUnderscoresOfNumberLiteralsOnly() {
    String source =
        """
        class N {
          long a = 0x8080_8080_8080_8080L + 1_000 * 10__0 + 1_0.2_5e1_0 + 0b1_0;
          int b_1 = a_1_0 + B_2; String s = "1_000"; char c = '_';
        }
        """;
    String compact =
        """
        class N{
        long a=0x8080808080808080L+1000*100+10.25e10+0b10;
        int b_1=a_1_0+B_2;String s="1_000";char c='_';}
        """;
    assertEquals(compact, JavaText.compact(source, 1));
    assertTrue(JavaText.sameSyntax(source, compact));
  }

  @Test
  void compactBreaksLinesOnlyBetweenDeclarationsAtTheGivenDepth() {
    String source =
        """
        class C {
          int a;
          static class D {
            int b;
            void f() {
              g();
              h();
            }
          }
          int[] c = {
            1,
            2
          };
        }
        class E {}
        """;
    assertEquals(
        "class C{\nint a;\nstatic class D{int b;void f(){g();h();}}\nint[]c={1,2};}\nclass E{}\n",
        JavaText.compact(source, 1));
    assertEquals(
        """
        class C{
        int a;
        static class D{
        int b;
        void f(){g();h();}}
        int[]c={
        1,2};}
        class E{}
        """,
        JavaText.compact(source, 2));
  }

  @Test
  void unicodeEscapesOutsideLiteralsKeepTheirSpaces() {
    // backslash-u-0061 is the letter a: "int" and the escape must stay apart.
    String source = "class U { int \\u0061 = 1; int b = \\u0061 + 1; }";
    String compact = JavaText.compact(source, 0);
    assertEquals("class U{int \\u0061=1;int b= \\u0061+1;}\n", compact);
    assertTrue(JavaText.sameSyntax(source, compact));
  }

  @Test
  void joinsIsTrueWhereTwoTokensWouldRunTogether() {
    assertTrue(JavaText.joins('t', 'x'));
    assertTrue(JavaText.joins('1', 'L'));
    assertTrue(JavaText.joins('_', '$'));
    assertTrue(JavaText.joins('-', '-'));
    assertTrue(JavaText.joins('/', '/'));
    assertTrue(JavaText.joins('/', '*'));
    assertTrue(JavaText.joins('>', '>'));
    assertTrue(JavaText.joins('<', '='));
    assertTrue(JavaText.joins('.', '5'));
    assertTrue(JavaText.joins('1', '.'));
    assertTrue(JavaText.joins('t', '\\'));
    assertTrue(JavaText.joins('\\', '='));
    assertFalse(JavaText.joins(')', 'x'));
    assertFalse(JavaText.joins('x', '('));
    assertFalse(JavaText.joins('"', 'x'));
    assertFalse(JavaText.joins('=', '\''));
  }

  @Test
  void sameSyntaxTellsWhitespaceFromTokens() {
    assertTrue(JavaText.sameSyntax("class A { int a = b - -c; }", "class A{int a=b- -c;}"));
    assertFalse(JavaText.sameSyntax("class A { int a = b - -c; }", "class A{int a=b--c;}"));
    assertFalse(JavaText.sameSyntax("class A { int a = 1; }", "class A { int a = 2; }"));
    assertFalse(JavaText.sameSyntax("class A {", "class A {"), "a text that does not parse");
  }

  /** Every core file, whole, compacts to what javac parses as the same trees. */
  @Test
  void everyCoreFileCompactsToTheSameTrees() throws UserException {
    for (Map.Entry<String, String> file : CoreSources.fromClasspath().entrySet()) {
      String text = file.getValue();
      for (int depth = 0; depth <= 2; depth++) {
        String compact = JavaText.compact(text, depth);
        assertTrue(JavaText.sameSyntax(text, compact), file.getKey() + " at depth " + depth);
        assertTrue(compact.length() < text.length() * 2 / 3, file.getKey() + ": " + compact);
      }
    }
  }
}
