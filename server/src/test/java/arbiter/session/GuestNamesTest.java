package arbiter.session;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.command.Command;
import arbiter.command.TournamentCommand;
import arbiter.event.Ack;
import arbiter.event.AnswerEvent;
import arbiter.event.DomainEvent;
import arbiter.event.OnlineUser;
import arbiter.event.Refusal;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * An ICS guest can pass for nobody (issue 33, finding 7): not for a registered user in any case,
 * an admin or a tournament's seat; and guests are marked as such in {@code who}.
 */
class GuestNamesTest {

  private final InMemoryServer server = new InMemoryServer(Set.of("Root"));

  private DomainEvent guest(String name) {
    return server.new Player().send(new Command.GuestLogin(name)).get(0);
  }

  @Test
  void aRegisteredNameInAnotherCaseIsNotAGuests() {
    server.login("ali");

    assertThat(guest("ALI")).isEqualTo(new AnswerEvent.Refused(Refusal.USER_EXISTS));
  }

  @Test
  void anAdminsNameIsNotAGuestsEvenWithoutAnAccount() {
    assertThat(guest("root")).isEqualTo(new AnswerEvent.Refused(Refusal.USER_EXISTS));
  }

  @Test
  void aTournamentSeatIsNotAGuests() {
    InMemoryServer.Player ali = server.login("ali");
    ali.send(new Command.Tournament(
        new TournamentCommand.Create("cup", "chess", "roundrobin", 0, 0, null)));
    ali.send(new Command.Tournament(new TournamentCommand.Enter("cup", "carl", false)));

    assertThat(guest("Carl")).isEqualTo(new AnswerEvent.Refused(Refusal.USER_EXISTS));
  }

  @Test
  void aFreeNameIsAGuestsAndWhoMarksIt() {
    InMemoryServer.Player ali = server.login("ali");

    assertThat(guest("zed")).isEqualTo(new AnswerEvent.Done(Ack.LOGGED_IN, ""));
    AnswerEvent.WhoShown who = (AnswerEvent.WhoShown) ali.send(new Command.Who()).get(0);
    assertThat(who.users()).containsExactly(new OnlineUser("ali", 0, false, false),
        new OnlineUser("zed", 0, false, true));
  }
}
