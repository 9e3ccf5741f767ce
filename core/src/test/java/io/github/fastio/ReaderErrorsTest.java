package io.github.fastio;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** What {@link ReaderErrors} writes as a value rather than by names. */
class ReaderErrorsTest {

  @Test
  void invisibleIsTheBitSetOfTheNamedCharacterTypes() {
    int named =
        1 << Character.CONTROL
            | 1 << Character.FORMAT
            | 1 << Character.SPACE_SEPARATOR
            | 1 << Character.LINE_SEPARATOR
            | 1 << Character.PARAGRAPH_SEPARATOR
            | 1 << Character.PRIVATE_USE
            | 1 << Character.SURROGATE
            | 1 << Character.UNASSIGNED;
    assertEquals(Integer.toHexString(named), Integer.toHexString(ReaderErrors.INVISIBLE));
  }
}
