package arbiter.session;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.event.Actor;
import arbiter.command.Command;
import arbiter.command.TournamentCommand;
import arbiter.event.AnswerEvent;
import arbiter.event.AuditAction;
import arbiter.event.AuditAction.Kind;
import arbiter.event.DomainEvent;
import arbiter.event.TournamentNews;
import arbiter.event.TournamentReply;
import arbiter.tournament.TournamentRefusal;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Through a session, as every face sends it: registering a seat's name gives nothing of it, and
 * an organizer's {@code tournament seat} is an invitation the account accepts with {@code join}.
 */
class SeatSessionTest {

  private final InMemoryServer server = new InMemoryServer(Set.of());

  private static DomainEvent tournament(InMemoryServer.Player user, TournamentCommand command) {
    List<DomainEvent> answer = user.send(new Command.Tournament(command));
    assertThat(answer).hasSize(1);
    return answer.get(0);
  }

  @Test
  void aSeatIsAnOrganizersToHandOverNotARegistrantsToTake() {
    InMemoryServer.Player org = server.login("org");
    tournament(org, new TournamentCommand.Create("cup", "chess", "swiss", 3, 0, null));
    tournament(org, new TournamentCommand.Enter("cup", "sam", false));

    InMemoryServer.Player sam = server.login("sam"); // registers the seat's name
    assertThat(tournament(sam, new TournamentCommand.Join("cup"))).isEqualTo(
        new AnswerEvent.TournamentRefused(TournamentRefusal.SEAT_NOT_YOURS, List.of("sam", "cup")));
    assertThat(tournament(sam, new TournamentCommand.Seat("cup", "sam", "sam"))).isEqualTo(
        new AnswerEvent.Refused(arbiter.event.Refusal.NOT_ARBITER, "cup", 0));

    InMemoryServer.Player zoe = server.login("zoe");
    assertThat(tournament(org, new TournamentCommand.Seat("cup", "sam", "zoe"))).isEqualTo(
        new AnswerEvent.TournamentAnswered("seat", "cup",
            new TournamentReply.Invited("cup", "zoe", "sam")));
    assertThat(zoe.all(TournamentNews.TournamentInvited.class))
        .containsExactly(new TournamentNews.TournamentInvited("cup", "org", false, "sam"));
    assertThat(tournament(zoe, new TournamentCommand.Join("cup"))).isEqualTo(
        new AnswerEvent.TournamentAnswered("join", "cup", new TournamentReply.Joined("cup")));
    assertThat(org.all(TournamentNews.TournamentNotice.class))
        .contains(new TournamentNews.TournamentNotice("cup", Actor.user("zoe"),
            AuditAction.of(Kind.SEAT_ACCEPT, "sam")));
    assertThat(tournament(zoe, new TournamentCommand.Leave("cup"))).isEqualTo(
        new AnswerEvent.TournamentAnswered("leave", "cup", new TournamentReply.Left("cup")));
  }

  /**
   * A user invited while offline hears of the invitation at their next login, an offered seat
   * too, and no more once they answered (found by probing: hal, entered by the organizer while
   * away, logged in to nothing but "login successful" and never learned he had to accept).
   */
  @Test
  void anInvitationMadeWhileOfflineIsToldAtTheNextLogin() {
    InMemoryServer.Player org = server.login("org");
    tournament(org, new TournamentCommand.Create("cup", "chess", "swiss", 3, 0, null));
    tournament(org, new TournamentCommand.Enter("cup", "sam", false)); // a seat
    tournament(org, new TournamentCommand.Create("open", "chess", "swiss", 3, 0, null));
    InMemoryServer.Player hal = server.login("hal");
    hal.drop();
    InMemoryServer.Player zoe = server.login("zoe");
    zoe.drop();
    tournament(org, new TournamentCommand.Enter("open", "hal", true));
    tournament(org, new TournamentCommand.Seat("cup", "sam", "zoe"));

    InMemoryServer.Player back = server.login("hal");
    assertThat(back.all(TournamentNews.TournamentInvited.class))
        .containsExactly(new TournamentNews.TournamentInvited("open", "org", true));
    InMemoryServer.Player zoeBack = server.login("zoe");
    assertThat(zoeBack.all(TournamentNews.TournamentInvited.class))
        .containsExactly(new TournamentNews.TournamentInvited("cup", "org", false, "sam"));

    tournament(back, new TournamentCommand.Join("open"));
    back.drop();
    assertThat(server.login("hal").all(TournamentNews.TournamentInvited.class)).isEmpty();

    // none to a tournament that is over: a join could only be refused
    tournament(org, new TournamentCommand.Create("duo", "chess", "roundrobin", 0, 0, null, 0,
        true)); // over the board: the organizer's result ends it
    tournament(org, new TournamentCommand.Join("duo"));
    tournament(org, new TournamentCommand.Enter("duo", "sam2", false));
    server.login("hal").drop();
    tournament(org, new TournamentCommand.Enter("duo", "hal", false));
    tournament(org, new TournamentCommand.Start("duo"));
    InMemoryServer.Player during = server.login("hal");
    assertThat(during.all(TournamentNews.TournamentInvited.class))
        .containsExactly(new TournamentNews.TournamentInvited("duo", "org", false));
    during.drop();
    tournament(org, new TournamentCommand.Correct("duo", 1, 1, "1-0")); // its one round: over
    assertThat(server.login("hal").all(TournamentNews.TournamentInvited.class)).isEmpty();

    // a team's invitation alike
    tournament(org, new TournamentCommand.Team("create", "knights", null, 0));
    zoeBack.drop();
    tournament(org, new TournamentCommand.Team("add", "knights", "zoe", 0));
    assertThat(server.login("zoe").all(TournamentNews.TeamInvited.class))
        .containsExactly(new TournamentNews.TeamInvited("knights", "org"));
  }
}
