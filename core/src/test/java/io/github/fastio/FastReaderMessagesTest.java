package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.InputMismatchException;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
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

  @org.junit.jupiter.api.Test
  void aTokenLongerThanTheMessageStillShowsItsMalformedBytes() {
    byte[] input = new byte[200];
    Arrays.fill(input, (byte) 'a');
    input[0] = (byte) 0xFF;
    input[1] = (byte) 0xC3;
    assertEquals(
        "expected an int but found \"\\xFF\\xC3" + "a".repeat(38) + "...\" at line 1, column 1",
        message(input));
  }

  @org.junit.jupiter.api.Test
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

  @Provide
  Arbitrary<byte[]> tokens() {
    Arbitrary<Byte> anyByte = Arbitraries.bytes().filter(b -> (b & 0xFF) > ' ');
    Arbitrary<byte[]> chars =
        Arbitraries.oneOf(
            anyByte.map(b -> new byte[] {b}),
            Arbitraries.chars()
                .filter(c -> c > ' ')
                .map(c -> String.valueOf(c).getBytes(StandardCharsets.UTF_8)),
            Arbitraries.integers()
                .between(0x10000, 0x10FFFF)
                .map(cp -> new String(Character.toChars(cp)).getBytes(StandardCharsets.UTF_8)));
    return chars
        .list()
        .ofMinSize(1)
        .ofMaxSize(50)
        .map(
            list -> {
              ByteArrayOutputStream out = new ByteArrayOutputStream();
              list.forEach(out::writeBytes);
              return out.toByteArray();
            })
        .filter(b -> !(b[0] >= '0' && b[0] <= '9') && b[0] != '-' && b[0] != '+');
  }

  /**
   * The shown token, its escapes undone, is the token's bytes (or their start, with "..."), in at
   * most 40 characters, and every character left is one a person can see.
   */
  @Property
  void theShownTokenSpellsTheBytesInVisibleCharacters(@ForAll("tokens") byte[] token) {
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
