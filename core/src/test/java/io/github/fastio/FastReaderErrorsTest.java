package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.InputMismatchException;
import java.util.NoSuchElementException;
import java.util.function.Function;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Bad inputs and the end of input: each with its exception, message and what stays unread. */
class FastReaderErrorsTest {
  private static final Pattern SEPARATORS = Pattern.compile("[\\x00-\\x20]+");
  private static final String NINETY_NINES = "9".repeat(90);

  static Stream<Arguments> badInputs() {
    return Stream.of(
        bad("12a", 0, "int", "expected an int but found \"12a\" at line 1, column 1"),
        bad("  -", 0, "int", "expected an int but found \"-\" at line 1, column 3"),
        bad("+", 0, "long", "expected a long but found \"+\" at line 1, column 1"),
        bad("x\r\n\r\n  3.0", 1, "int", "expected an int but found \"3.0\" at line 3, column 3"),
        bad("a\r\rb", 1, "int", "expected an int but found \"b\" at line 3, column 1"),
        bad("a\n\rb", 1, "int", "expected an int but found \"b\" at line 3, column 1"),
        bad("a\r\n\nb", 1, "int", "expected an int but found \"b\" at line 3, column 1"),
        bad(
            "1 2\n3 2147483648",
            3,
            "int",
            "expected an int but found \"2147483648\" at line 2, column 3"),
        bad(
            "9223372036854775808",
            0,
            "long",
            "expected a long but found \"9223372036854775808\" at line 1, column 1"),
        bad("1e5", 0, "long", "expected a long but found \"1e5\" at line 1, column 1"),
        bad("0x10", 0, "int", "expected an int but found \"0x10\" at line 1, column 1"),
        bad("ab \u20acx", 1, "int", "expected an int but found \"\u20acx\" at line 1, column 4"),
        bad(
            "\u0661\u0662",
            0,
            "int",
            "expected an int but found \"\u0661\u0662\" at line 1, column 1"),
        bad("1,5", 0, "double", "expected a double but found \"1,5\" at line 1, column 1"),
        bad("\t\tabc", 0, "double", "expected a double but found \"abc\" at line 1, column 3"),
        bad(
            NINETY_NINES + "x",
            0,
            "int",
            "expected an int but found \"" + "9".repeat(40) + "...\" at line 1, column 1"),
        bad(
            "\u00e9".repeat(45),
            0,
            "long",
            "expected a long but found \"" + "\u00e9".repeat(40) + "...\" at line 1, column 1"),
        eof("", 0, "int", "expected an int but input ended at line 1, column 1"),
        eof("  \n  ", 0, "long", "expected a long but input ended at line 2, column 3"),
        eof("5\r\n", 1, "int", "expected an int but input ended at line 2, column 1"),
        eof("a b\r", 2, "double", "expected a double but input ended at line 2, column 1"),
        eof("\u00e9\u00e9 ", 1, "token", "expected a token but input ended at line 1, column 6"),
        eof("\n\n", 0, "char", "expected a char but input ended at line 3, column 1"));
  }

  private static Arguments bad(String input, int skip, String method, String message) {
    return Arguments.of(input, skip, method, InputMismatchException.class, message);
  }

  private static Arguments eof(String input, int skip, String method, String message) {
    return Arguments.of(input, skip, method, NoSuchElementException.class, message);
  }

  private static Function<FastReader, Object> call(String method) {
    return switch (method) {
      case "int" -> FastReader::nextInt;
      case "long" -> FastReader::nextLong;
      case "double" -> FastReader::nextDouble;
      case "char" -> FastReader::nextChar;
      default -> FastReader::next;
    };
  }

  @ParameterizedTest(name = "{2} on {0}")
  @MethodSource("badInputs")
  void badInputThrowsWithPositionAndLeavesTheTokenUnread(
      String input,
      int skip,
      String method,
      Class<? extends RuntimeException> type,
      String message) {
    byte[] data = input.getBytes(StandardCharsets.UTF_8);
    for (int size = 1; size <= data.length + 1; size++) {
      FastReader[] readers = {
        FastReader.of(data),
        new FastReader(new ByteArrayInputStream(data), size),
        new FastReader(ReaderSources.oneByteAtATime(data), size)
      };
      for (FastReader r : readers) {
        for (int i = 0; i < skip; i++) {
          r.next();
        }
        RuntimeException e = assertThrows(type, () -> call(method).apply(r));
        assertEquals(message, e.getMessage(), "buffer " + size);
        e = assertThrows(type, () -> call(method).apply(r), "a second try fails the same way");
        assertEquals(message, e.getMessage());
        if (type == InputMismatchException.class) {
          assertEquals(firstUnskippedToken(input, skip), r.next(), "the bad token stays");
        }
      }
    }
  }

  private static String firstUnskippedToken(String input, int skip) {
    return SEPARATORS.splitAsStream(input.trim()).skip(skip).findFirst().orElseThrow();
  }
}
