package io.github.fastio.contest.bundle;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
}
