package io.github.fastio.contest.judge;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/** Runs one test: the solution alone on the input, or with an interactor; then the verdict. */
final class Runner {
  /** The limits of every run, in ms and KiB. */
  static final class Limits {
    final long cpuMs;
    final long wallMs;
    final long memoryKb;

    /** Bytes a run may write, standard output and error together. */
    final long outputBytes;

    Limits(long cpuMs, long wallMs, long memoryKb, long outputBytes) {
      this.cpuMs = cpuMs;
      this.wallMs = wallMs;
      this.memoryKb = memoryKb;
      this.outputBytes = outputBytes;
    }
  }

  /** What one test came to. */
  static final class Outcome {
    final TestCase test;
    Verdict verdict;
    String detail = "";
    long cpuMs;
    long wallMs;
    long peakKb;

    /** The judge's own wall time around the run (starting, watching, checking) less the run's. */
    long overheadMs;

    /** Whether this is the result of running the test again alone (after {@code --jobs}). */
    boolean alone;

    /** The exchange, for an interactive test. */
    String transcript;

    Outcome(TestCase test) {
      this.test = test;
    }
  }

  private static final long INTERACTOR_GRACE_MS = 5_000;

  private final Program solution;
  private final Program interactor;
  private final Checker checker;
  private final Limits limits;
  private final Path work;
  private final boolean transcripts;

  Runner(
      Program solution,
      Program interactor,
      Checker checker,
      Limits limits,
      Path work,
      boolean transcripts) {
    this.solution = solution;
    this.interactor = interactor;
    this.checker = checker;
    this.limits = limits;
    this.work = work;
    this.transcripts = transcripts;
  }

  /** Runs {@code test} and decides its verdict. */
  Outcome run(TestCase test, int attempt) throws IOException, InterruptedException {
    long t0 = System.nanoTime();
    Path dir = Files.createDirectories(work.resolve("run-" + attempt + "-" + safe(test.name)));
    Path output = dir.resolve("output");
    Path err = dir.resolve("stderr");
    Outcome o = new Outcome(test);
    ProcessTree.Measure m;
    if (interactor == null) {
      ProcessTree tree =
          ProcessTree.start(
              solution.command,
              ProcessBuilder.Redirect.from(test.input.toFile()),
              ProcessBuilder.Redirect.to(output.toFile()),
              err,
              dir);
      m = tree.await(limits, () -> size(output) + size(err));
      measured(o, m);
      if (!limitVerdict(o, m, err, false)) {
        if (m.exitCode != 0) {
          runtimeError(o, m, err);
        } else if (test.answer == null) {
          o.verdict = Verdict.OK;
        } else {
          Checker.Result r = checker.check(test.input, output, test.answer);
          o.verdict = r.verdict;
          o.detail = r.detail;
        }
      }
    } else {
      m = interact(test, dir, output, err, o);
    }
    if (m.stopped == null && m.leftRunning > 0) {
      o.detail +=
          (o.detail.isEmpty() ? "" : "; ")
              + m.leftRunning
              + " process(es) it started were still running: killed";
    }
    o.overheadMs = Math.max(0, (System.nanoTime() - t0) / 1_000_000 - m.wallMs);
    return o;
  }

  /** Plays the test with the interactor in between: both pipes go through the judge. */
  private ProcessTree.Measure interact(TestCase test, Path dir, Path output, Path err, Outcome o)
      throws IOException, InterruptedException {
    List<String> command = new ArrayList<>(interactor.command);
    command.add(test.input.toAbsolutePath().toString());
    command.add(output.toAbsolutePath().toString());
    if (test.answer != null) {
      command.add(test.answer.toAbsolutePath().toString());
    }
    Path interactorErr = dir.resolve("interactor-stderr");
    Process judge = new ProcessBuilder(command).redirectError(interactorErr.toFile()).start();
    ProcessTree tree =
        ProcessTree.start(
            solution.command, ProcessBuilder.Redirect.PIPE, ProcessBuilder.Redirect.PIPE, err, dir);
    Transcript transcript = transcripts ? new Transcript() : null;
    AtomicLong written = new AtomicLong();
    Thread up = pump(tree.process().getInputStream(), judge.getOutputStream(), transcript, written);
    Thread down = pump(judge.getInputStream(), tree.process().getOutputStream(), transcript, null);
    ProcessTree.Measure m;
    try {
      m = tree.await(limits, () -> written.get() + size(err));
    } finally {
      up.join(1000);
      if (!judge.waitFor(INTERACTOR_GRACE_MS, TimeUnit.MILLISECONDS)) {
        judge.descendants().forEach(ProcessHandle::destroyForcibly);
        judge.destroyForcibly().waitFor();
      }
      down.join(1000);
    }
    measured(o, m);
    if (transcript != null) {
      o.transcript = transcript.finish();
    }
    String said = CommandChecker.firstLine(interactorErr);
    if (limitVerdict(o, m, err, true)) {
      return m;
    }
    int code = judge.exitValue();
    if (code == 0 && m.exitCode == 0) {
      o.verdict = Verdict.AC;
    } else if (code == 1) {
      o.verdict = Verdict.WA;
      o.detail = said;
    } else if (code == 2) {
      o.verdict = Verdict.PE;
      o.detail = said;
    } else if (code != 0) {
      o.verdict = Verdict.FAIL;
      o.detail = "the interactor exited with " + code + (said.isEmpty() ? "" : ": " + said);
    } else {
      runtimeError(o, m, err);
    }
    return m;
  }

  /**
   * Copies what one side writes to the other as it comes, flushing each piece (the judge must not
   * hold back what a flushing program sent); when the writer ends, closes the reader's input. The
   * solution's side counts its bytes into {@code bySolution}, null for the interactor's.
   */
  private static Thread pump(
      InputStream from, OutputStream to, Transcript transcript, AtomicLong bySolution) {
    Thread t =
        new Thread(
            () -> {
              byte[] b = new byte[8192];
              boolean open = true;
              try {
                for (int n; (n = from.read(b)) > 0; ) {
                  if (bySolution != null) {
                    bySolution.addAndGet(n);
                  }
                  if (transcript != null) {
                    transcript.add(bySolution != null, b, n);
                  }
                  if (open) {
                    try {
                      to.write(b, 0, n);
                      to.flush();
                    } catch (IOException e) {
                      open = false; // the other side is gone; keep draining this one
                    }
                  }
                }
              } catch (IOException e) {
                // the writer is gone
              } finally {
                try {
                  to.close();
                } catch (IOException e) {
                  // already closed
                }
              }
            },
            bySolution != null ? "solution-to-interactor" : "interactor-to-solution");
    t.setDaemon(true);
    t.start();
    return t;
  }

  private static void measured(Outcome o, ProcessTree.Measure m) {
    o.cpuMs = m.cpuMs;
    o.wallMs = m.wallMs;
    o.peakKb = m.peakKb;
  }

  /** OLE, TLE, MLE or ILE when a limit decides the test; false if none does. */
  private boolean limitVerdict(Outcome o, ProcessTree.Measure m, Path err, boolean interactive)
      throws IOException {
    String stderr = Text.head(err, 1 << 16);
    if (m.stopped == ProcessTree.Stop.OUTPUT || m.outputBytes > limits.outputBytes) {
      o.verdict = Verdict.OLE;
      o.detail =
          (m.stopped == ProcessTree.Stop.OUTPUT ? "killed after writing " : "wrote ")
              + Units.size(m.outputBytes)
              + " (standard output and error), limit "
              + Units.size(limits.outputBytes);
      return true;
    }
    if (m.stopped == ProcessTree.Stop.CPU || m.cpuMs > limits.cpuMs) {
      o.verdict = Verdict.TLE;
      o.detail =
          (m.stopped == ProcessTree.Stop.CPU ? "killed at " : "used ")
              + m.cpuMs
              + " ms of CPU, limit "
              + limits.cpuMs;
      return true;
    }
    if (m.stopped == ProcessTree.Stop.WALL) {
      o.verdict = interactive ? Verdict.ILE : Verdict.TLE;
      o.detail =
          "killed after "
              + Units.seconds(limits.wallMs)
              + " of wall time with "
              + m.cpuMs
              + " ms of CPU"
              + (interactive
                  ? ": it waited for input; was a question not flushed?"
                  : ": it waited or slept");
      return true;
    }
    if (m.stopped == ProcessTree.Stop.MEMORY
        || stderr.contains("java.lang.OutOfMemoryError")
        || m.peakKb > limits.memoryKb) {
      o.verdict = Verdict.MLE;
      o.detail =
          stderr.contains("java.lang.OutOfMemoryError")
              ? Text.firstLines(stderr.substring(stderr.indexOf("java.lang.OutOfMemoryError")), 1)
              : "peak resident memory " + (m.peakKb / 1024) + " MiB";
      return true;
    }
    return false;
  }

  private static void runtimeError(Outcome o, ProcessTree.Measure m, Path err) throws IOException {
    o.verdict = Verdict.RE;
    String stderr = Text.firstLines(Text.head(err, 1 << 16), 2);
    String how =
        m.exitCode > 128 && m.exitCode < 128 + 65
            ? "exit code " + m.exitCode + " (signal " + (m.exitCode - 128) + ")"
            : "exit code " + m.exitCode;
    o.detail = how + (stderr.isEmpty() ? "" : ": " + stderr);
  }

  /** The size of {@code file}, 0 while it is not there. */
  private static long size(Path file) {
    try {
      return Files.size(file);
    } catch (IOException e) {
      return 0;
    }
  }

  private static String safe(String name) {
    return name.replaceAll("[^A-Za-z0-9._-]", "_");
  }
}
