package io.github.fastio.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

class InputsTest {
  @Test
  void numbersFileIsTheCountThenTheWorkloadAndItsChecksum() throws IOException {
    StringWriter text = new StringWriter();
    long checksum = Inputs.writeNumbers(NumType.LONG, 50, text);
    List<String> lines = text.toString().lines().toList();
    assertEquals(51, lines.size());
    assertEquals("50", lines.get(0));
    long[] raw = NumType.LONG.generate(50);
    for (int i = 0; i < 50; i++) {
      assertEquals(Long.toString(raw[i]), lines.get(i + 1));
    }
    assertEquals(Checksum.of(raw), checksum);
  }

  @Test
  void doublesAreWrittenWithNineDecimalsAndCheckedByTheirBits() throws IOException {
    StringWriter text = new StringWriter();
    long checksum = Inputs.writeNumbers(NumType.DOUBLE, 20, text);
    List<String> lines = text.toString().lines().toList();
    Checksum parsed = new Checksum();
    for (String line : lines.subList(1, lines.size())) {
      assertEquals(9, line.length() - line.indexOf('.') - 1, line);
      parsed.add(Double.parseDouble(line));
    }
    assertEquals(parsed.value(), checksum);
  }

  @Test
  void aplusbInputHasTheExtremesAndAnswersAreTheSums() throws IOException {
    StringWriter input = new StringWriter();
    StringWriter answers = new StringWriter();
    Inputs.writeAplusb(1000, input, answers);
    List<String> in = input.toString().lines().toList();
    List<String> out = answers.toString().lines().toList();
    assertEquals("1000", in.get(0));
    assertEquals("0 0", in.get(1));
    assertEquals("1000000000000000000 1000000000000000000", in.get(2));
    assertEquals("2000000000000000000", out.get(1));
    assertEquals(1000, out.size());
    long bytes = 0;
    for (int i = 0; i < 1000; i++) {
      String[] ab = in.get(i + 1).split(" ", -1);
      long a = Long.parseLong(ab[0]);
      long b = Long.parseLong(ab[1]);
      assertEquals(true, a >= 0 && a <= Inputs.APLUSB_MAX && b >= 0 && b <= Inputs.APLUSB_MAX);
      assertEquals(Long.toString(a + b), out.get(i));
      bytes += in.get(i + 1).length() + 1;
    }
    // About 38 bytes a pair: 38 MB for the problem's 10^6 pairs.
    assertEquals(38, bytes / 1000.0, 1);
  }
}
