package arbiter.event;

import java.util.List;

/** The lobby's news: challenges, seek ads, the connection's end, the lobby watched. */
public sealed interface LobbyNews extends DomainEvent {

  /** Someone challenged the receiver; {@code time} is the time control, null when untimed. */
  record Challenged(String from, String variant, int limit, String time, boolean rated)
      implements LobbyNews {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.challenged(this); }

    /** A rated challenge. */
    public Challenged(String from, String variant, int limit, String time) {
      this(from, variant, limit, time, true);
    }
  }

  /** A challenge the receiver sent was declined. */
  record ChallengeDeclined(String by) implements LobbyNews {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.challengeDeclined(this); }
  }

  /** The same user logged in on another connection; this one is closed. */
  record TakenOver() implements LobbyNews {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.takenOver(this); }
  }

  /** The connection was idle too long; it is closed. */
  record IdleTimedOut() implements LobbyNews {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.idleTimedOut(this); }
  }

  /** The server closes the connection, for {@code reason}; the client may reconnect later. */
  record Closing(ClosingReason reason) implements LobbyNews {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.closing(this); }
  }


  /** A challenge the receiver was sent was taken back by its sender. */
  record ChallengeWithdrawn(String by) implements LobbyNews {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.challengeWithdrawn(this); }
  }

  /** A seek ad was posted (news to the ICS users, whose clients show them). */
  record SeekPosted(SeekAd ad) implements LobbyNews {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.seekPosted(this); }
  }

  /** These seek ads are gone: taken, withdrawn, or their seeker left or began a game. */
  record SeeksRemoved(List<Integer> ids) implements LobbyNews {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.seeksRemoved(this); }
  }

  /** Seek ad {@code id} of {@code seeker} was taken by {@code taker}: their game starts now. */
  record SeekTaken(int id, String seeker, String taker, boolean rated) implements LobbyNews {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.seekTaken(this); }
  }

  /** The seek ads there are now, oldest first. */
  record SeeksShown(List<SeekAd> ads) implements LobbyNews {
    public <R> R accept(EventVisitor<R> visitor) { return visitor.seeksShown(this); }
  }
}
