package io.github.fastio.contest;

/**
 * A mistake in the user's input or a failure the user can act on (a solution that does not compile,
 * a missing file): reported as one line and exit code 1, without a stack trace.
 */
public class UserException extends Exception {
  private static final long serialVersionUID = 1L;

  /**
   * A failure with the one-line {@code message} to show.
   *
   * @param message what went wrong and, where it helps, what to do
   */
  public UserException(String message) {
    this(message, "");
  }

  /**
   * A failure with its one-line {@code message} and lines that explain it (javac's own report).
   *
   * @param message what went wrong
   * @param details shown after the message, as they are; "" for none
   */
  public UserException(String message, String details) {
    super(message);
    this.details = details;
  }

  private final String details;

  /**
   * The lines shown after the message.
   *
   * @return them, or "" for none
   */
  public String details() {
    return details;
  }
}
