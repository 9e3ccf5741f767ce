package io.github.fastio.contest.judge;

/**
 * The exchange of one interactive test as it passed through the judge: each line the solution wrote
 * prefixed {@code "> "}, each line the interactor wrote {@code "< "}, in the order they arrived.
 * What a solution never flushed never arrives, and so is not there.
 */
final class Transcript {
  private static final int MAX_CHARS = 4 << 20;
  private final StringBuilder text = new StringBuilder();
  private final StringBuilder fromSolution = new StringBuilder();
  private final StringBuilder fromInteractor = new StringBuilder();
  private boolean cut;

  /** Records bytes that one side wrote. */
  synchronized void add(boolean bySolution, byte[] b, int n) {
    StringBuilder pending = bySolution ? fromSolution : fromInteractor;
    pending.append(new String(b, 0, n, java.nio.charset.StandardCharsets.UTF_8));
    int nl;
    while ((nl = pending.indexOf("\n")) >= 0) {
      line(bySolution, pending.substring(0, nl));
      pending.delete(0, nl + 1);
    }
  }

  private void line(boolean bySolution, String line) {
    if (text.length() > MAX_CHARS) {
      cut = true;
      return;
    }
    text.append(bySolution ? "> " : "< ").append(line).append('\n');
  }

  /** The transcript, with what is left of unfinished lines marked as such. */
  synchronized String finish() {
    if (fromSolution.length() > 0) {
      line(true, fromSolution + "   [no line break at the end]");
      fromSolution.setLength(0);
    }
    if (fromInteractor.length() > 0) {
      line(false, fromInteractor + "   [no line break at the end]");
      fromInteractor.setLength(0);
    }
    return text + (cut ? "[cut at " + MAX_CHARS + " characters]\n" : "");
  }
}
