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

/** Child runs: streams, exit status, times (the times themselves are tested in the cli module). */
class LauncherTest {
  @TempDir Path dir;

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
    assertNotNull(o.times());
    assertTrue(o.times().wallMs() <= o.wallMs(), o.toString());
    assertEquals("", Files.readString(err, StandardCharsets.UTF_8));
    assertFalse(Files.exists(dir.resolve("err.times")), "the report is deleted");
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
    assertNull(o.times());
    long sleeper = Long.parseLong(Files.readString(pid).trim());
    Optional<ProcessHandle> handle = ProcessHandle.of(sleeper);
    if (handle.isPresent()) {
      // Killed means gone within moments; a survivor fails here instead of hanging the build.
      handle.get().onExit().get(20, TimeUnit.SECONDS);
    }
    assertFalse(ProcessHandle.of(sleeper).map(ProcessHandle::isAlive).orElse(false));
  }
}
