package io.github.fastio.cli;

/** The groups of methods a run compares; {@code --only} picks one. */
enum Group {
  READERS("read", "readers"),
  WRITERS("write", "writers"),
  ROUNDTRIP("roundtrip", "read + write back, whole process");

  /** The experiment program's kind argument. */
  final String kind;

  /** The heading in reports. */
  final String title;

  Group(String kind, String title) {
    this.kind = kind;
    this.title = title;
  }
}
