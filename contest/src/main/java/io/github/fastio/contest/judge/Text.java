package io.github.fastio.contest.judge;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Short pieces of the files a run leaves (standard error, a checker's message) for the report. */
final class Text {
  private Text() {}

  /** The first {@code maxBytes} of {@code file} as UTF-8 (bad bytes replaced); "" if none. */
  static String head(Path file, int maxBytes) throws IOException {
    if (!Files.isRegularFile(file)) {
      return "";
    }
    try (InputStream in = Files.newInputStream(file)) {
      return new String(in.readNBytes(maxBytes), StandardCharsets.UTF_8);
    }
  }

  /** The first {@code n} non-blank lines of {@code text}, trimmed and joined by " | ". */
  static String firstLines(String text, int n) {
    StringBuilder out = new StringBuilder();
    int taken = 0;
    for (String line : text.split("\\R", -1)) {
      if (taken == n) {
        break;
      }
      if (!line.isBlank()) {
        out.append(taken++ == 0 ? "" : " | ").append(line.trim());
      }
    }
    return out.toString();
  }
}
