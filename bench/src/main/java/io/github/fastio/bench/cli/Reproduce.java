package io.github.fastio.bench.cli;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.regex.Pattern;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParseResult;

/**
 * The command line that reproduces a run: {@code ./fastio bench} and every option that was given,
 * in the order first given (a repeated option's values together), with the values as typed (quoted
 * for the shell where needed), so that a report says exactly how it was made. Options left out took
 * their defaults, which the report's setting line states. An absolute path names the machine the
 * run was made on, not the run, and a report is read on other machines: {@code --out}'s is left out
 * (where the report goes changes nothing measured), {@code --java}'s is shortened to the JDK's
 * folder after {@code .../} ({@code --java .../temurin-25-jdk-amd64}).
 */
final class Reproduce {
  private Reproduce() {}

  /** What the shell passes through unquoted. */
  private static final Pattern PLAIN = Pattern.compile("[A-Za-z0-9_./:=,+@%-]+");

  /** Options that change nothing measured. */
  private static final List<String> IGNORED = List.of("--verbose");

  /** The line for the options matched by {@code parsed} (the bench subcommand's result). */
  static String line(ParseResult parsed) {
    List<String> words = new ArrayList<>(List.of("./fastio", "bench"));
    // matchedOptions() lists an option once per occurrence; its originalStringValues() hold them
    // all.
    for (OptionSpec option : new LinkedHashSet<>(parsed.matchedOptions())) {
      if (option.usageHelp() || option.versionHelp() || IGNORED.contains(option.longestName())) {
        continue;
      }
      String name = option.longestName();
      if (option.arity().max() == 0) {
        words.add(name);
        continue;
      }
      for (String value : option.originalStringValues()) {
        if (isAbsolute(value)) {
          if (name.equals("--out")) {
            continue;
          }
          value = ".../" + jdkFolder(value);
        }
        words.add(name);
        words.add(quote(value));
      }
    }
    return String.join(" ", words);
  }

  private static boolean isAbsolute(String value) {
    return value.startsWith("/") || value.matches("[A-Za-z]:[\\\\/].*");
  }

  /** The last folder of {@code path}, a JDK's home or its {@code bin/java}. */
  static String jdkFolder(String path) {
    String p = path.replace('\\', '/').replaceAll("/+$", "").replaceAll("/bin/java(\\.exe)?$", "");
    return p.substring(p.lastIndexOf('/') + 1);
  }

  /** {@code value} as one shell word. */
  static String quote(String value) {
    if (!value.isEmpty() && PLAIN.matcher(value).matches()) {
      return value;
    }
    return "'" + value.replace("'", "'\\''") + "'";
  }
}
