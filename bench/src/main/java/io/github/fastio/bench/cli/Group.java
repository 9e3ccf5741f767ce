package io.github.fastio.bench.cli;

import java.util.Locale;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** The groups of programs a run compares; {@code --only} picks one. */
enum Group {
  READERS("read", "readers"),
  WRITERS("write", "writers"),
  ROUNDTRIP("roundtrip", "read + write back, whole process"),
  APLUSB("aplusb", "a+b, whole process");

  /** The experiment program's kind. */
  final String kind;

  /** The heading in reports. */
  final String title;

  Group(String kind, String title) {
    this.kind = kind;
    this.title = title;
  }

  /** The name used on the command line and in file names. */
  String label() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** Whether the group's programs read or write the numbers of {@code --type}. */
  boolean numbers() {
    return this != APLUSB;
  }

  /** Converts {@code --only}'s value, in any case. */
  static final class Converter implements ITypeConverter<Group> {
    @Override
    public Group convert(String value) {
      for (Group g : values()) {
        if (g.label().equalsIgnoreCase(value)) {
          return g;
        }
      }
      throw new TypeConversionException(
          "'" + value + "' is not a group (expected readers, writers, roundtrip or aplusb)");
    }
  }
}
