package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.InputMismatchException;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A token in a message shows every character one cannot see as an escape. */
class FastReaderMessagesTest {

  private static String message(byte[] input) {
    return assertThrows(InputMismatchException.class, () -> FastReader.of(input).nextInt())
        .getMessage();
  }

  private static byte[] bytes(int... b) {
    byte[] out = new byte[b.length];
    for (int i = 0; i < b.length; i++) {
      out[i] = (byte) b[i];
    }
    return out;
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '\'',
      value = {
        "EF BB BF 35 | \\uFEFF5",
        "FF 35 | \\xFF5",
        "31 7F | 1\\u007F",
        "E2 82 | \\xE2\\x82",
        "C0 AF | \\xC0\\xAF",
        "ED A0 80 | \\xED\\xA0\\x80",
        "F4 90 80 80 | \\xF4\\x90\\x80\\x80",
        "31 C2 A0 32 | 1\\u00A02",
        "E2 80 8B 37 | \\u200B7",
        "E2 80 A8 | \\u2028",
        "C2 85 | \\u0085",
        "EE 80 80 | \\uE000",
        "F3 A0 80 81 | \\uDB40\\uDC01",
        "61 5C 22 62 | a\\\\\\\"b",
        "E2 82 AC 78 | €x",
        "F0 9F 98 80 | \uD83D\uDE00",
        "D9 A1 D9 A2 | ١٢",
        "DF 80 | \u07C0",
        "E0 A0 80 | \u0800",
        "F0 80 80 80 | \\xF0\\x80\\x80\\x80",
        "F1 80 80 80 | \\uD8C0\\uDC00",
        "F4 80 80 80 | \\uDBC0\\uDC00",
      })
  void invisibleAndBrokenCharactersAreEscaped(String hex, String shown) {
    String[] parts = hex.trim().split(" ", -1);
    byte[] input = new byte[parts.length];
    for (int i = 0; i < parts.length; i++) {
      input[i] = (byte) Integer.parseInt(parts[i], 16);
    }
    assertEquals(
        "expected an int but found \"" + shown.trim() + "\" at line 1, column 1", message(input));
  }

  @Test
  void aTokenLongerThanTheMessageStillShowsItsMalformedBytes() {
    byte[] input = new byte[200];
    Arrays.fill(input, (byte) 'a');
    input[0] = (byte) 0xFF;
    input[1] = (byte) 0xC3;
    assertEquals(
        "expected an int but found \"\\xFF\\xC3" + "a".repeat(38) + "...\" at line 1, column 1",
        message(input));
  }

  @Test
  void aByteOrderMarkBeforeANumber() {
    assertEquals(
        "expected an int but found \"\\uFEFF5\" at line 1, column 1",
        message("\uFEFF5 6".getBytes(StandardCharsets.UTF_8)));
    assertEquals(
        "expected a long but found \"7\\xFF\" at line 2, column 4",
        assertThrows(
                InputMismatchException.class,
                () -> FastReader.of(bytes('1', '\n', ' ', 0, ' ', '7', 0xFF)).nextLongs(2))
            .getMessage());
  }

  /**
   * One character's bytes: a byte above ' ' (malformed UTF-8 when above 0x7F), a char above ' '
   * that is not a surrogate, or a supplementary code point, each as likely.
   */
  private static byte[] piece(Random r) {
    return switch (r.nextInt(3)) {
      case 0 -> new byte[] {(byte) (0x21 + r.nextInt(0xFF - 0x20))};
      case 1 -> {
        char c;
        do {
          c = (char) r.nextInt(0x21, 0x10000);
        } while (Character.isSurrogate(c));
        yield String.valueOf(c).getBytes(StandardCharsets.UTF_8);
      }
      default ->
          new String(Character.toChars(r.nextInt(0x10000, 0x110000)))
              .getBytes(StandardCharsets.UTF_8);
    };
  }

  /** 1 to 50 pieces, not starting as a number does. */
  private static byte[] token(Random r) {
    while (true) {
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      for (int n = Tries.size(r, 1, 50); n > 0; n--) {
        out.writeBytes(piece(r));
      }
      byte[] b = out.toByteArray();
      if (!(b[0] >= '0' && b[0] <= '9') && b[0] != '-' && b[0] != '+') {
        return b;
      }
    }
  }

  /** Tokens at the edges of what shows as is, what is escaped, and the 40-character cut. */
  private static List<byte[]> edges() {
    return List.of(
        bytes('!'),
        bytes(0x7E),
        bytes(0x7F),
        bytes(0x80),
        bytes(0xFF),
        "\u00A0".getBytes(StandardCharsets.UTF_8),
        "\uFFFF".getBytes(StandardCharsets.UTF_8),
        "\uDBFF\uDFFF".getBytes(StandardCharsets.UTF_8),
        "x".repeat(40).getBytes(StandardCharsets.UTF_8),
        "x".repeat(41).getBytes(StandardCharsets.UTF_8),
        ("x".repeat(39) + "\u00A0").getBytes(StandardCharsets.UTF_8),
        ("x".repeat(39) + "\uD83D\uDE00").getBytes(StandardCharsets.UTF_8));
  }

  /**
   * The shown token, its escapes undone, is the token's bytes (or their start, with "..."), in at
   * most 40 characters, and every character left is one a person can see.
   */
  @Test
  void theShownTokenSpellsTheBytesInVisibleCharacters() {
    Tries.forAll(
        edges(), FastReaderMessagesTest::token, FastReaderMessagesTest::spellsTheBytesVisibly);
  }

  private static void spellsTheBytesVisibly(byte[] token) {
    String m = message(token);
    String prefix = "expected an int but found \"";
    assertTrue(m.startsWith(prefix), m);
    String shown = m.substring(prefix.length(), m.lastIndexOf("\" at line 1, column 1"));
    String whole = new String(token, StandardCharsets.ISO_8859_1);
    int[] units = new int[1];
    String spelled = spell(shown, m, units);
    if (!spelled.equals(whole)) {
      assertTrue(shown.endsWith("..."), m);
      spelled = spell(shown.substring(0, shown.length() - 3), m, units);
      assertTrue(whole.startsWith(spelled) && spelled.length() < whole.length(), m);
    }
    assertTrue(units[0] <= 40, m);
  }

  /** The bytes the shown text stands for, as ISO-8859-1 chars; checks what it shows as is. */
  private static String spell(String shown, String m, int[] unitsOut) {
    ByteArrayOutputStream spelled = new ByteArrayOutputStream();
    int units = 0;
    for (int i = 0; i < shown.length(); units++) {
      char c = shown.charAt(i);
      if (c == '\\') {
        char kind = shown.charAt(i + 1);
        if (kind == 'x') {
          spelled.write(Integer.parseInt(shown.substring(i + 2, i + 4), 16));
          i += 4;
        } else if (kind == 'u') {
          char u = (char) Integer.parseInt(shown.substring(i + 2, i + 6), 16);
          i += 6;
          if (Character.isHighSurrogate(u)) {
            char low = (char) Integer.parseInt(shown.substring(i + 2, i + 6), 16);
            i += 6;
            spelled.writeBytes(new String(new char[] {u, low}).getBytes(StandardCharsets.UTF_8));
          } else {
            spelled.writeBytes(String.valueOf(u).getBytes(StandardCharsets.UTF_8));
          }
        } else {
          assertTrue("\\\"".indexOf(kind) >= 0, m);
          spelled.write(kind);
          i += 2;
        }
      } else {
        int cp = shown.codePointAt(i);
        assertTrue(cp > ' ' && cp != 0x7F, m);
        int type = Character.getType(cp);
        assertTrue(
            type != Character.FORMAT
                && type != Character.CONTROL
                && type != Character.SPACE_SEPARATOR
                && type != Character.UNASSIGNED
                && type != Character.PRIVATE_USE
                && type != Character.SURROGATE,
            m);
        spelled.writeBytes(new String(Character.toChars(cp)).getBytes(StandardCharsets.UTF_8));
        i += Character.charCount(cp);
      }
    }
    unitsOut[0] = units;
    return new String(spelled.toByteArray(), StandardCharsets.ISO_8859_1);
  }
}
