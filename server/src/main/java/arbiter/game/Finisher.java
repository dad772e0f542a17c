package arbiter.game;

import arbiter.event.Ack;
import arbiter.event.AnswerEvent;
import arbiter.event.Audience.At;
import arbiter.event.GameNews;
import arbiter.event.Progress;
import arbiter.event.Refusal;
import arbiter.rules.Side;
import arbiter.rules.Termination;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * How a room's game ends other than on the board: a forfeit, a draw offered and accepted, a claim
 * over a player who left, players who never came; and what every ending does once stored (the
 * game leaves the running games, everyone's menu goes back to the lobby, then they are told).
 * Confined to the room's thread.
 */
final class Finisher {

  private final GameRoom room;
  private final RoomGame game;
  private final Seating seating;
  private final GameRecorder recorder;
  private final Absence absence;
  private final GameRoom.EndListener onEnd;
  /** How the game ended, from its end until the progress that ended it is published. */
  private Ending ended;

  Finisher(GameRoom room, RoomGame game, Seating seating, GameRecorder recorder, Absence absence,
      GameRoom.EndListener onEnd) {
    this.room = room;
    this.game = game;
    this.seating = seating;
    this.recorder = recorder;
    this.absence = absence;
    this.onEnd = onEnd;
  }

  /** {@code forfeit}: the player of {@code side} gives up, whoever's turn it is. */
  CompletionStage<Progress> forfeit(Side side) {
    return endBy(side, game.match().forfeit(side));
  }

  /** {@code draw}: an offer changes no board, so it is stored nowhere; an acceptance ends the game. */
  CompletionStage<Progress> draw(Side side) {
    Match.Change change = game.match().draw(side);
    if (change.refused()) {
      return done(Progress.answer(new AnswerEvent.Refused(change.refusal())));
    }
    if (change.game().ending() != null) {
      return endBy(side, change.game());
    }
    game.take(change.game());
    // the opponent may accept; a spectator is only told (it cannot)
    String offerer = game.match().name(side);
    return done(Progress.answer(new AnswerEvent.Done(Ack.DRAW_OFFERED))
        .and(At.OPPONENT, new GameNews.DrawOffered(offerer))
        .and(At.SPECTATORS, new GameNews.DrawOffered(offerer, true)));
  }

  /**
   * {@code claim}: a draw the rules let the player to move claim ({@code draw}, or whichever stands
   * when {@code null}), else the win over an opponent who dropped and did not return in time.
   */
  CompletionStage<Progress> claim(Side side, Termination draw) {
    Match match = game.match();
    Set<Termination> claims =
        side == match.mover() ? match.position().drawClaims() : Set.of();
    if (draw != null || (!claims.isEmpty() && seating.goneSince(side.opponent()) < 0)) {
      Termination claimed = draw != null ? draw : claims.iterator().next();
      if (!claims.contains(claimed)) {
        return done(Progress.answer(new AnswerEvent.Refused(Refusal.NO_DRAW_CLAIM)));
      }
      return endBy(side, match.end(new Ending(null, claimed)));
    }
    long since = seating.goneSince(side.opponent());
    if (since < 0) {
      return done(Progress.answer(new AnswerEvent.Refused(Refusal.OPPONENT_CONNECTED)));
    }
    long remaining = absence.remaining(since);
    if (remaining > 0) {
      return done(Progress.answer(
          new AnswerEvent.Refused(Refusal.CLAIM_TOO_EARLY, "", seconds(remaining))));
    }
    return endBy(side, game.match().abandoned(side.opponent()));
  }

  /**
   * Ends the game against every player who has not come to it within {@code timeoutMillis} of its
   * start; a player who came and dropped is left to the grace period. Nothing when all came, or
   * when the end cannot be stored (the next sweep tries again).
   */
  CompletionStage<Progress> absent(long timeoutMillis) {
    List<Side> absent = new ArrayList<>();
    for (Side side : Side.values()) {
      if (!seating.arrived(side) && absence.now() - seating.goneSince(side) >= timeoutMillis) {
        absent.add(side);
      }
    }
    if (absent.isEmpty()) {
      return done(Progress.NONE);
    }
    Match ended = game.match().absent(absent);
    return recorder.afterStored(recorder.store(ended, null, ended.ending(), game.clock),
        () -> Progress.NONE, () -> announced(ended, null));
  }

  /**
   * Ends the game against the side to move when its clock has run {@code timeoutMillis} without
   * its first move (an arena's rule, lila's {@code NoStart}): the opponent wins, whether they
   * came or not (lila's culprit is the one to move). Nothing after both first moves, in an
   * untimed, paused or waiting game, or when the end cannot be stored (the next sweep tries
   * again).
   */
  CompletionStage<Progress> unstarted(long timeoutMillis) {
    RoomClock clock = game.clock;
    Side mover = game.match().mover();
    int plies = game.turns();
    if (game.over() || clock == null || plies > 1 || clock.running() != mover
        || clock.runningFor() < timeoutMillis) {
      return done(Progress.NONE);
    }
    Match ended = game.match().end(new Ending(mover.opponent(), Termination.NO_FIRST_MOVE));
    return recorder.afterStored(recorder.store(ended, null, ended.ending(), game.clock),
        () -> Progress.NONE, () -> announced(ended, null));
  }

  /**
   * Arbiter {@code by} ends the game with {@code ending} ({@code note} the reason given, or
   * {@code null}), once stored with who did it; everyone at the game is told, and the arbiter is
   * answered the same.
   */
  CompletionStage<Progress> adjudicate(Ending ending, String by, String note) {
    Match over = game.match().end(ending);
    // both queued now, in order: nothing of the room's can be stored between them
    CompletionStage<Void> stored = recorder.adjudicated(by, note)
        .thenCombine(recorder.store(over, null, over.ending(), game.clock), (a, b) -> null);
    return recorder.afterStored(stored,
        () -> Progress.answer(new AnswerEvent.Refused(Refusal.NOT_STORED)),
        () -> announced(over, null));
  }

  /** A game taken up after a restart whose last stored move ended it: it ends now. */
  CompletionStage<Progress> endedBeforeRestart() {
    Match over = game.match();
    return recorder.afterStored(recorder.store(over, null, over.ending(), game.clock),
        () -> Progress.NONE, () -> announced(over, null));
  }

  /** Ends the game by a player's command (forfeit, claim, an accepted draw), once stored. */
  private CompletionStage<Progress> endBy(Side side, Match over) {
    return recorder.afterStored(recorder.store(over, null, over.ending(), game.clock),
        () -> Progress.answer(new AnswerEvent.Refused(Refusal.NOT_STORED)), () -> {
          end(over);
          GameView view = game.nextView();
          return Progress.answer(new GameNews.GameEnded(view, over.ending(), side, true))
              .and(At.OTHERS, new GameNews.GameEnded(view, over.ending(), side, false));
        });
  }

  /**
   * The game ended without a command of a player, and that end is stored: everyone is told the
   * same. {@code by} is the side whose clock ran out, if one did.
   */
  Progress announced(Match over, Side by) {
    end(over);
    return Progress.to(At.EVERYONE,
        new GameNews.GameEnded(game.nextView(), over.ending(), by, false));
  }

  /**
   * The game is over and stored: it leaves the running games and everyone's menu goes back to the
   * lobby; the publish of the progress that ended it tells everyone only then, so a request sent
   * after the result is a lobby request.
   */
  void end(Match over) {
    game.take(over);
    game.over(true);
    ended = over.ending();
    if (game.clock != null) {
      game.clock.stop();
    }
    onEnd.removed(room);
    seating.gameEnded(room);
  }

  /** After a publish: once everyone has been told of the end, nobody watches and the lobby knows. */
  void published() {
    if (ended != null) {
      Ending ending = ended;
      ended = null;
      seating.emptied();
      onEnd.ended(room, ending);
    }
  }

  private static CompletionStage<Progress> done(Progress progress) {
    return CompletableFuture.completedFuture(progress);
  }

  static long seconds(long millis) {
    return (millis + 999) / 1000;
  }
}
