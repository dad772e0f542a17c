package arbiter.lobby;

import arbiter.clock.GameClock;
import arbiter.event.Ack;
import arbiter.event.AnswerEvent;
import arbiter.event.Audience.At;
import arbiter.event.Audience;
import arbiter.event.DomainEvent;
import arbiter.event.LobbyNews;
import arbiter.event.Progress;
import arbiter.event.Refusal;
import arbiter.event.SeekAd;
import arbiter.game.GameRoom;
import arbiter.game.Match;
import arbiter.protocol.TimeControl;
import arbiter.rules.Side;
import arbiter.rules.Variant;
import arbiter.rules.Variants;
import java.util.List;

/**
 * The seek ads' commands (ICS {@code seek}, {@code unseek}, {@code play}): an ad posted, withdrawn
 * or taken, which starts its game. Each runs under the {@link Lobby}'s lock, which guards the ads
 * with everything else the lobby keeps, and its news is published once the lock is released.
 */
final class SeekCommands {

  private final Lobby lobby;
  private final Presence online;
  private final SeekBoard seeks;
  private final Engagements playing;
  private final GameStarts starts;

  SeekCommands(Lobby lobby, Presence online, SeekBoard seeks, Engagements playing,
      GameStarts starts) {
    this.lobby = lobby;
    this.online = online;
    this.seeks = seeks;
    this.playing = playing;
    this.starts = starts;
  }

  /** See {@link Lobby#seek}. */
  Progress seek(String user, Member member, TimeControl control, boolean rated) {
    Progress progress;
    synchronized (lobby) {
      progress = seeks.removed(Progress.NONE, online, user);
      SeekAd ad = seeks.post(user, member, control, Ratedness.rated(rated, member));
      progress = SeekBoard.announce(progress, online, new LobbyNews.SeekPosted(ad), user)
          .and(At.MOVER, new AnswerEvent.Done(Ack.SEEK_POSTED, Integer.toString(ad.id())));
    }
    return lobby.publish(progress);
  }

  /** See {@link Lobby#unseek}. */
  Progress unseek(String user) {
    Progress progress;
    synchronized (lobby) {
      List<Integer> gone = seeks.removeBy(user);
      progress = gone.isEmpty() ? Progress.NONE
          : SeekBoard.announce(Progress.NONE, online, new LobbyNews.SeeksRemoved(gone), null);
      progress = progress.and(At.MOVER,
          new AnswerEvent.Done(gone.isEmpty() ? Ack.NO_SEEKS : Ack.SEEKS_REMOVED));
    }
    return lobby.publish(progress);
  }

  /** See {@link Lobby#play}. */
  Lobby.Accepted play(String me, Member member, int id) {
    Progress news;
    GameRoom room;
    synchronized (lobby) {
      SeekBoard.Entry entry = seeks.get(id);
      if (entry == null) {
        return new Lobby.Accepted(Refusal.NO_SUCH_SEEK, null);
      }
      String from = entry.ad().user();
      if (from.equals(me)) {
        return new Lobby.Accepted(Refusal.OWN_SEEK, null);
      }
      if (online.member(from) != entry.member() || playing.busy(from)) {
        news = seeks.removed(Progress.NONE, online, from);
        room = null;
      } else {
        Variant chess = Variants.byId("chess").orElseThrow();
        boolean rated = Ratedness.rated(entry.ad().rated(), entry.member(), member);
        DomainEvent taken = new LobbyNews.SeekTaken(id, from, me, rated);
        news = Progress.to(new Audience.User(from), taken).and(new Audience.User(me), taken);
        room = lobby.openNext(new Match(chess, 0, from, me, rated),
            GameClock.of(entry.control()), entry.member(), member, member.executor());
        news = starts.lapse(news, from, me); // both are busy now: their other offers lapse
        entry.member().enterGame(room, Side.WHITE);
      }
    }
    lobby.publish(news);
    return room == null ? new Lobby.Accepted(Refusal.NO_SUCH_SEEK, null)
        : new Lobby.Accepted(null, room);
  }
}
