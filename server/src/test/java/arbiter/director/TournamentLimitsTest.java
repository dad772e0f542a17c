package arbiter.director;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.command.TournamentCommand;
import arbiter.event.AnswerEvent;
import arbiter.event.Refusal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A tournament's player limit, and imports under the creation limits (issue 33: 4 and 9). */
class TournamentLimitsTest {

  @TempDir Path data;
  private DirectTournaments server;

  @AfterEach
  void close() {
    if (server != null) {
      server.close();
    }
  }

  @Test
  void joiningAndEnteringBeyondThePlayerLimitAreRefused() {
    server = DirectTournaments.limited(data, 0, 0, 2);
    server.roundRobin("duo", "anna", "bob");

    assertThat(server.command("cid", new TournamentCommand.Join("duo")))
        .containsExactly(new AnswerEvent.Refused(Refusal.PLAYER_LIMIT, "duo", 2));
    assertThat(server.command("anna", new TournamentCommand.Enter("duo", "dan", false)))
        .containsExactly(new AnswerEvent.Refused(Refusal.PLAYER_LIMIT, "duo", 2));
    server.register("eve");
    assertThat(server.command("anna", new TournamentCommand.Enter("duo", "eve", false)))
        .containsExactly(new AnswerEvent.Refused(Refusal.PLAYER_LIMIT, "duo", 2));
  }

  @Test
  void anImportOfMorePlayersThanTheLimitIsRefused() {
    server = DirectTournaments.limited(data, 0, 0, 2);

    assertThat(server.command("org", new TournamentCommand.Import("club", "kingcapture", 0,
        null, trf(3, 2))))
        .containsExactly(new AnswerEvent.Refused(Refusal.PLAYER_LIMIT, "club", 2));
  }

  @Test
  void importsCountTowardsTheTournamentsPerUser() {
    server = DirectTournaments.limited(data, 2, 0, 0);
    server.reply("org", new TournamentCommand.Create("one", "kingcapture", "roundrobin", 0, 0,
        null));
    server.reply("org", new TournamentCommand.Import("two", "kingcapture", 0, null, trf(3, 2)));

    assertThat(server.command("org", new TournamentCommand.Import("three", "kingcapture", 0,
        null, trf(3, 2))))
        .containsExactly(new AnswerEvent.Refused(Refusal.TOURNAMENT_LIMIT, "", 2));
  }

  @Test
  void anImportedSwissOfMoreRoundsThanTheCapIsRefused() {
    server = DirectTournaments.limited(data, 0, 5, 0);

    assertThat(server.command("org", new TournamentCommand.Import("long", "kingcapture", 0,
        null, trf(3, 999))))
        .containsExactly(new AnswerEvent.Refused(Refusal.ROUNDS_LIMIT, "", 5));
  }

  /**
   * A report file of {@code players} players (at least 2) and {@code rounds} rounds, of which
   * round 1 is played: 1 beat 2, the others had no game.
   */
  private static String trf(int players, int rounds) {
    List<String> lines = new ArrayList<>();
    lines.add("012 Club Open");
    lines.add("142 " + rounds);
    for (int i = 1; i <= players; i++) {
      String round1 = i == 1 ? "     2 w 1" : i == 2 ? "     1 b 0" : "  0000 - U";
      String points = i == 2 ? "0.0" : "1.0";
      lines.add(String.format("001 %4d      %-66s %s %4d%s", i, "p" + i, points, i, round1));
    }
    lines.add("");
    return String.join("\n", lines);
  }
}
