package io.github.fastio.bench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LauncherTest {
  @TempDir Path dir;

  @Test
  void timingLineParsesToMillisecondsAndTheLastOneWins() {
    String stderr =
        """
        fastio-bench n=1 wall_ns=5 checksum=0 java=17
        fastio-time real=9.000 user=9.000 sys=9.000
        fastio-time real=0.250 user=0.180 sys=0.042
        """;
    ProcessTimes t = ProcessTimes.parse(stderr);
    assertEquals(250, t.wallMs(), 1e-9);
    assertEquals(180, t.userMs(), 1e-9);
    assertEquals(42, t.sysMs(), 1e-9);
    assertEquals(222, t.cpuMs(), 1e-9);
  }

  @Test
  void timingLineWithADecimalCommaParsesToo() {
    ProcessTimes t = ProcessTimes.parse("fastio-time real=1,500 user=0,100 sys=0,020\n");
    assertEquals(1500, t.wallMs(), 1e-9);
    assertEquals(120, t.cpuMs(), 1e-9);
  }

  @Test
  void noTimingLineIsNull() {
    assertNull(ProcessTimes.parse("Exception in thread main\n"));
    assertNull(ProcessTimes.parse("fastio-time real=x user=1 sys=1\n"));
  }

  @Test
  void formatParsesBack() {
    ProcessTimes t = new ProcessTimes(1234, 567, 89);
    assertEquals(t, ProcessTimes.parse(t.format()));
  }

  @Test
  void aChildRunsWithItsStreamsRedirectedAndIsTimed() throws Exception {
    Launcher launcher = Launcher.find();
    assumeTrue(launcher.timesProcesses(), "no bash");
    Path in = Files.writeString(dir.resolve("in"), "hello\n");
    Path out = dir.resolve("out");
    Path err = dir.resolve("err");
    Launcher.Outcome o = launcher.run(List.of("cat"), in, out, err, 60);
    assertFalse(o.timedOut());
    assertEquals(0, o.exitCode());
    assertEquals("hello\n", Files.readString(out));
    assertNotNull(ProcessTimes.parse(Files.readString(err, StandardCharsets.UTF_8)));
  }

  @Test
  void exitStatusOfTheChildComesThroughTheWrapper() throws Exception {
    Path in = Files.writeString(dir.resolve("in"), "");
    Launcher.Outcome o =
        Launcher.find()
            .run(List.of("sh", "-c", "exit 3"), in, dir.resolve("o"), dir.resolve("e"), 60);
    assertEquals(3, o.exitCode());
  }

  @Test
  void aChildPastTheLimitIsKilledWithItsTree() throws Exception {
    Path in = Files.writeString(dir.resolve("in"), "");
    Path pid = dir.resolve("pid");
    // The child (a grandchild under bash) writes its pid, then sleeps past the limit.
    List<String> command = List.of("sh", "-c", "echo $$ > '" + pid + "'; exec sleep 60");
    Launcher.Outcome o = Launcher.find().run(command, in, dir.resolve("o"), dir.resolve("e"), 1);
    assertTrue(o.timedOut());
    assertEquals(-1, o.exitCode());
    long sleeper = Long.parseLong(Files.readString(pid).trim());
    Optional<ProcessHandle> handle = ProcessHandle.of(sleeper);
    if (handle.isPresent()) {
      // Killed means gone within moments; a survivor fails here instead of hanging the build.
      handle.get().onExit().get(20, TimeUnit.SECONDS);
    }
    assertFalse(ProcessHandle.of(sleeper).map(ProcessHandle::isAlive).orElse(false));
  }
}
