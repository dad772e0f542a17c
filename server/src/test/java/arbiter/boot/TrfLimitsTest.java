package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.boot.ArbiterServer;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A report file from elsewhere over telnet: bounded in size, shown without control bytes (the
 * export's path is {@code ArchiveTest}'s).
 */
@Tag("socket")
class TrfLimitsTest {

  @TempDir Path data;

  @Test
  void aReportOverTheSizeLimitIsRefusedUnread() throws Exception {
    Path folder = Files.createDirectories(data.resolve("tournaments/big"));
    // a header line and a 2 MB comment of spaces: valid TRF, but too big to read
    Files.writeString(folder.resolve("big.trf"), "012 Big\n" + " ".repeat(2 << 20) + "\n");
    try (ArbiterServer server = TestServer.start(data);
        LineClient org = TestServer.login(server, "org")) {
      org.send("tournament import big kingcapture 2");
      assertThat(org.next()).isEqualTo("big/big.trf is larger than 1024 KB");
    }
  }

  @Test
  void controlBytesInAReportNeverReachATerminal() throws Exception {
    Path folder = Files.createDirectories(data.resolve("tournaments/club"));
    Files.writeString(folder.resolve("club.trf"), String.join("\n",
        "012 Club\u0000 Open\u001b[2J",
        "142 2",
        "001    1      ann                                                                1.0    1     2 w 1",
        "001    2      bob                                                                0.0    3     1 b 0",
        "001    3      cid                                                                1.0    2  0000 - U",
        ""));
    try (ArbiterServer server = TestServer.start(data);
        LineClient org = TestServer.login(server, "org")) {
      org.send("tournament import club kingcapture 2");
      org.awaitLine(line -> line.startsWith("tournament club imported"));
      org.send("tournament export club");
      assertThat(org.awaitLine(line -> line.startsWith("012 "))).isEqualTo("012 Club Open[2J");
    }
  }
}
