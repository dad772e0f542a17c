package arbiter.face.json;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.command.Command;
import arbiter.command.TournamentCommand;
import arbiter.event.AnswerEvent;
import arbiter.event.TournamentNews;
import arbiter.event.TournamentReply;
import arbiter.face.words.Words;
import arbiter.protocol.Event;
import arbiter.protocol.JsonCodec;
import arbiter.rules.Side;
import arbiter.session.InMemoryServer;
import arbiter.session.InMemoryServer.Player;
import arbiter.tournament.Pairing;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The JSON face's tournament fields made from typed replies. */
class TournamentJsonTest {

  @Test
  void aReseatingsChangeIsTheCommandAsTypedInEveryLanguage() {
    List<Pairing> boards = List.of(new Pairing(1, "bob", "ann", null));
    for (String language : List.of("en", "ru", "fa")) {
      assertThat(TournamentJson.data(Words.of(language), new TournamentReply.Reseated("cup", 1,
          new TournamentReply.Reseating.Swap("ann", "bob"), boards)).change())
          .isEqualTo("swap ann bob");
      assertThat(TournamentJson.data(Words.of(language), new TournamentReply.Reseated("cup", 1,
          new TournamentReply.Reseating.Board(2, "bob", "ann"), boards)).change())
          .isEqualTo("board 2 bob ann");
    }
  }

  @Test
  void standingsOfAHalfPlayedRoundCarryTheRoundInPlayAfterTheirOtherFields() {
    InMemoryServer server = new InMemoryServer(Set.of("root"));
    Player org = server.login("org");
    List<Player> four = List.of("ann", "bob", "cat", "dan").stream().map(server::login).toList();
    tournament(org, new TournamentCommand.Create("cup", "chess", "swiss", 3, 0, null));
    four.forEach(player -> tournament(player, new TournamentCommand.Join("cup")));
    tournament(org, new TournamentCommand.Start("cup"));
    assertThat(standings(org, 2)).doesNotContain("roundInPlay"); // round 1 paired, nothing over
    List<Player> whites = four.stream().filter(player -> player.all(TournamentNews.RoundGame.class)
        .stream().anyMatch(game -> game.side() == Side.WHITE)).toList();

    whites.get(0).send(new Command.Forfeit());
    String halfPlayed = standings(org, 2);
    assertThat(halfPlayed).contains("\"kind\":\"standings\",\"standings\":[")
        .endsWith(",\"csv\":false,\"roundInPlay\":1}}");
    assertThat(standings(org, 1)).as("version 1 has no fields").doesNotContain("\"data\"");

    whites.get(1).send(new Command.Forfeit()); // round 1 over; round 2 paired, nothing over
    assertThat(standings(org, 2)).doesNotContain("roundInPlay");
  }

  private static void tournament(Player user, TournamentCommand command) {
    assertThat(user.send(new Command.Tournament(command))).singleElement()
        .isInstanceOf(AnswerEvent.TournamentAnswered.class);
  }

  /** The standings answer as a client of {@code version} reads it. */
  private static String standings(Player org, int version) {
    AnswerEvent.TournamentAnswered answered = (AnswerEvent.TournamentAnswered) org.send(
        new Command.Tournament(new TournamentCommand.Standings("cup", false))).get(0);
    List<Event> events = TournamentJson.answered(Words.english(), answered, version);
    assertThat(events).hasSize(1);
    return JsonCodec.encode(events.get(0));
  }
}
