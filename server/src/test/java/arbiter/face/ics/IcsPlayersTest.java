package arbiter.face.ics;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.cluster.WireFixtures;
import arbiter.command.Asking;
import arbiter.command.Command;
import arbiter.event.Ack;
import arbiter.event.AnswerEvent;
import arbiter.event.DomainEvent;
import arbiter.event.LobbyNews;
import arbiter.event.Reply;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * On a cluster the core answers the ICS face's questions about players before the face renders
 * (see {@link IcsPlayers#named}): every event, as news and as the answer to a challenge, asks
 * about no player the core was not asked of.
 */
class IcsPlayersTest {

  private final WireFixtures fixtures = new WireFixtures();
  /** Every name the face asked of the lobby. */
  private final List<String> asked = new ArrayList<>();

  private final IcsPlayers recording = new IcsPlayers() {
    @Override
    public boolean guest(String name) {
      asked.add(name);
      return true;
    }
  };

  private final IcsOutput nowhere = new IcsOutput() {
    @Override
    public void send(CharSequence text) {}

    @Override
    public void echo(boolean serverEchoes) {}

    @Override
    public void close() {}

    @Override
    public String address() {
      return "test";
    }
  };

  @Test
  void theFaceAsksOnlyAboutThePlayersTheCoreIsAskedOf() {
    IcsFace face = new IcsFace(nowhere, new IcsState(), () -> 0, recording);
    face.answer(new Reply(Asking.of(new Command.Login("me", "pw")),
        List.of(new AnswerEvent.Done(Ack.LOGGED_IN))));
    Command challenge = (Command) fixtures.of(Command.Challenge.class);
    int rendered = 0;
    int asking = 0;
    for (Class<?> leaf : WireFixtures.leaves(DomainEvent.class)) {
      DomainEvent event = (DomainEvent) fixtures.of(leaf);
      for (Command command : new Command[] {null, challenge}) {
        asked.clear();
        if (command == null) {
          face.push(event);
        } else {
          face.answer(new Reply(Asking.of(command), List.of(event)));
        }
        assertThat(IcsPlayers.named(List.of(event))).as(leaf.getSimpleName())
            .containsAll(asked);
        rendered++;
        asking += asked.isEmpty() ? 0 : 1;
      }
    }
    assertThat(rendered).isGreaterThan(100);
    assertThat(asking).isGreaterThanOrEqualTo(4); // a challenge, a game shown, each two ways
  }

  @Test
  void aChallengeSentAGameShownAndAChallengeNameTheirPlayers() {
    assertThat(IcsPlayers.named(List.of(new LobbyNews.Challenged("ann", "chess", 0, "5+0"),
        new AnswerEvent.ChallengeSent("bob", true))))
        .containsExactly("ann", "bob");
    assertThat(IcsPlayers.named(List.of(new AnswerEvent.Done(Ack.LOGGED_IN))))
        .isEmpty();
  }
}
