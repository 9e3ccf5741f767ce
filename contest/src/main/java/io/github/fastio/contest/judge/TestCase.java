package io.github.fastio.contest.judge;

import io.github.fastio.contest.UserException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/** One test: its name, its input and its answer (null when the folder holds none). */
final class TestCase {
  final String name;
  final Path input;
  final Path answer;

  TestCase(String name, Path input, Path answer) {
    this.name = name;
    this.input = input;
    this.answer = answer;
  }

  /**
   * The tests in {@code dir}, in natural order ({@code 2} before {@code 10}): each {@code NAME.in}
   * with {@code NAME.out} or {@code NAME.ans} (online-judge-tools, Kattis), and each {@code NAME}
   * with {@code NAME.a} (Polygon). An input without an answer is a test too.
   *
   * @throws UserException if {@code dir} is not a folder or holds no test
   */
  static List<TestCase> find(Path dir) throws UserException, IOException {
    if (!Files.isDirectory(dir)) {
      throw new UserException("--tests " + dir + ": not a folder");
    }
    List<TestCase> tests = new ArrayList<>();
    try (Stream<Path> files = Files.list(dir)) {
      for (Path f : (Iterable<Path>) files.sorted()::iterator) {
        String file = f.getFileName().toString();
        if (!Files.isRegularFile(f)) {
          continue;
        }
        if (file.endsWith(".in")) {
          String name = file.substring(0, file.length() - 3);
          tests.add(new TestCase(name, f, firstExisting(dir, name + ".out", name + ".ans")));
        } else if (!file.contains(".") && Files.isRegularFile(dir.resolve(file + ".a"))) {
          tests.add(new TestCase(file, f, dir.resolve(file + ".a")));
        }
      }
    }
    if (tests.isEmpty()) {
      throw new UserException(
          "--tests " + dir + ": no tests (NAME.in with NAME.out, or NAME with NAME.a)");
    }
    tests.sort(Comparator.comparing(t -> t.name, TestCase::natural));
    return tests;
  }

  private static Path firstExisting(Path dir, String... names) {
    for (String n : names) {
      if (Files.isRegularFile(dir.resolve(n))) {
        return dir.resolve(n);
      }
    }
    return null;
  }

  /** Compares runs of digits as numbers, the rest as text. */
  static int natural(String a, String b) {
    int i = 0;
    int j = 0;
    while (i < a.length() && j < b.length()) {
      char x = a.charAt(i);
      char y = b.charAt(j);
      if (Character.isDigit(x) && Character.isDigit(y)) {
        int ei = i;
        int ej = j;
        while (ei < a.length() && Character.isDigit(a.charAt(ei))) {
          ei++;
        }
        while (ej < b.length() && Character.isDigit(b.charAt(ej))) {
          ej++;
        }
        String na = a.substring(i, ei).replaceFirst("^0+(?=.)", "");
        String nb = b.substring(j, ej).replaceFirst("^0+(?=.)", "");
        int c = na.length() != nb.length() ? na.length() - nb.length() : na.compareTo(nb);
        if (c != 0) {
          return c;
        }
        i = ei;
        j = ej;
      } else {
        if (x != y) {
          return Character.compare(x, y);
        }
        i++;
        j++;
      }
    }
    return (a.length() - i) - (b.length() - j);
  }
}
