package io.github.fastio.contest.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.fastio.contest.UserException;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TestCaseTest {
  @TempDir Path tmp;

  @Test
  void findsEveryNamingInNaturalOrderAndInputsWithoutAnswers() throws Exception {
    for (String f :
        new String[] {
          "10.in",
          "10.out",
          "2.in",
          "2.ans",
          "sample-1.in",
          "sample-1.out",
          "01",
          "01.a",
          "big.in",
          "notes.txt",
          "02"
        }) {
      Programs.write(tmp.resolve(f), "x");
    }
    List<TestCase> tests = TestCase.find(tmp);
    assertEquals(
        List.of("01", "2", "10", "big", "sample-1"),
        tests.stream().map(t -> t.name).collect(Collectors.toList()));
    assertEquals("01.a", tests.get(0).answer.getFileName().toString());
    assertEquals("2.ans", tests.get(1).answer.getFileName().toString());
    assertNull(tests.get(3).answer);
  }

  @Test
  void folderWithoutTestsIsTheUsersMistake() {
    UserException e = assertThrows(UserException.class, () -> TestCase.find(tmp));
    assertEquals(
        "--tests " + tmp + ": no tests (NAME.in with NAME.out, or NAME with NAME.a)",
        e.getMessage());
  }

  @Test
  void naturalOrderComparesDigitRunsAsNumbers() {
    assertEquals(-1, Integer.signum(TestCase.natural("t2", "t10")));
    assertEquals(-1, Integer.signum(TestCase.natural("a", "b")));
    assertEquals(0, TestCase.natural("007", "7"));
  }
}
