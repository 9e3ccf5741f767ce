package io.github.fastio.cli.bundle;

/** A mistake in the user's input, reported as one line and exit code 1. */
final class BundleException extends Exception {
  private static final long serialVersionUID = 1L;

  BundleException(String message) {
    super(message);
  }
}
