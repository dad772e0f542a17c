package arbiter.face.text;

import arbiter.event.Arrival;
import arbiter.event.DomainEvent;
import arbiter.event.EventVisitor;
import arbiter.face.words.Answers;
import arbiter.face.words.AuditSentences;
import arbiter.face.words.MoveKey;
import arbiter.face.words.Sentences;
import arbiter.face.words.SimulSentences;
import arbiter.face.words.Words;
import arbiter.game.BoardText;
import arbiter.game.GameView;
import arbiter.game.PlayedMove;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The text protocol's lines for every domain event, one method per event: the sentences every
 * face shares ({@link Sentences}), a tournament's ({@link TournamentText}, {@link OtbText}), a
 * simul's ({@link SimulSentences}) and the text face's own boards, looked up in {@link Words}. The
 * JSON and ICS faces take an event's words from here where they have no form of their own.
 */
public final class TextRenderer implements EventVisitor<List<String>> {

  /** Seed 002's language: the local console and the ICS port speak it. */
  private static final Words ENGLISH = Words.english();

  private final Words w;
  private final Function<GameView, List<String>> boards;

  /** The lines of events in a language, each board drawn by {@code boards}. */
  public TextRenderer(Words w, Function<GameView, List<String>> boards) {
    this.w = w;
    this.boards = boards;
  }

  /** The lines of an event. */
  public static List<String> lines(DomainEvent event) {
    return event.accept(new TextRenderer(ENGLISH, TextRenderer::board));
  }

  /** The lines of several events, in order. */
  public static List<String> lines(List<DomainEvent> events) {
    return lines(ENGLISH, events, TextRenderer::board);
  }

  /** The lines of several events in a language, in order, each board drawn by {@code boards}. */
  public static List<String> lines(Words words, List<DomainEvent> events,
      Function<GameView, List<String>> boards) {
    TextRenderer renderer = new TextRenderer(words, boards);
    List<String> lines = new ArrayList<>();
    events.forEach(event -> lines.addAll(event.accept(renderer)));
    return lines;
  }

  /** The board as the variant's seed draws it. */
  public static List<String> board(GameView view) {
    return BoardText.of(view.variant().id()).lines(view.position());
  }

  // --- answers ---

  @Override
  public List<String> refused(DomainEvent.Refused event) {
    return List.of(Answers.sentence(w, event));
  }

  @Override
  public List<String> done(DomainEvent.Done event) {
    return List.of(Answers.sentence(w, event));
  }

  @Override
  public List<String> helpShown(DomainEvent.HelpShown event) {
    return Sentences.help(w, event.menu());
  }

  @Override
  public List<String> usersListed(DomainEvent.UsersListed event) {
    return event.names();
  }

  @Override
  public List<String> scoreboardShown(DomainEvent.ScoreboardShown event) {
    return Sentences.scoreboard(event);
  }

  @Override
  public List<String> whoShown(DomainEvent.WhoShown event) {
    return Sentences.who(w, event);
  }

  @Override
  public List<String> gamesShown(DomainEvent.GamesShown event) {
    return event.games().stream().map(game -> Sentences.summary(w, game)).toList();
  }

  @Override
  public List<String> historyShown(DomainEvent.HistoryShown event) {
    return Sentences.history(w, event);
  }

  @Override
  public List<String> ratingsShown(DomainEvent.RatingsShown event) {
    return Sentences.ratings(w, event);
  }

  @Override
  public List<String> fingerShown(DomainEvent.FingerShown event) {
    return Sentences.finger(w, event);
  }

  @Override
  public List<String> exportShown(DomainEvent.ExportShown event) {
    return Sentences.export(w, event);
  }

  @Override
  public List<String> recordShown(DomainEvent.RecordShown event) {
    return Sentences.record(w, event);
  }

  @Override
  public List<String> analysisShown(DomainEvent.AnalysisShown event) {
    return Sentences.analysis(w, event);
  }

  @Override
  public List<String> replayShown(DomainEvent.ReplayShown event) {
    GameView view = event.view();
    List<String> out = new ArrayList<>(boards.apply(view));
    out.add(Sentences.turn(w, view.name(view.mover()), view.mover()));
    return out;
  }

  // --- the lobby ---

  @Override
  public List<String> challenged(DomainEvent.Challenged event) {
    return List.of(event.time() == null
        ? w.get("lobby.challenged", event.from(), event.variant(), event.limit())
        : w.get("lobby.challenged_timed", event.from(), event.variant(), event.limit(),
            event.time()));
  }

  @Override
  public List<String> challengeDeclined(DomainEvent.ChallengeDeclined event) {
    return List.of(w.get("lobby.challenge_declined", event.by()));
  }

  @Override
  public List<String> challengeWithdrawn(DomainEvent.ChallengeWithdrawn event) {
    return List.of(w.get("lobby.challenge_withdrawn", event.by()));
  }

  @Override
  public List<String> takenOver(DomainEvent.TakenOver event) {
    return List.of(w.get("session.taken_over"));
  }

  @Override
  public List<String> idleTimedOut(DomainEvent.IdleTimedOut event) {
    return List.of(w.get("session.idle_timeout"));
  }

  @Override
  public List<String> closing(DomainEvent.Closing event) {
    return List.of(switch (event.reason()) {
      case STOPPING -> w.get("session.closing.stopping");
      case UNAVAILABLE -> w.get("session.closing.unavailable");
    });
  }

  @Override
  public List<String> lobbyShown(DomainEvent.LobbyShown event) {
    return List.of(); // only the JSON face watches the lobby (its users and games as fields)
  }

  @Override
  public List<String> seekPosted(DomainEvent.SeekPosted event) {
    return List.of(); // seek ads reach only the faces that see them (the ICS port's)
  }

  @Override
  public List<String> seeksRemoved(DomainEvent.SeeksRemoved event) {
    return List.of(); // seek ads reach only the faces that see them (the ICS port's)
  }

  @Override
  public List<String> seekTaken(DomainEvent.SeekTaken event) {
    return List.of(w.get("lobby.seek_taken", event.taker(), event.seeker(), event.id()));
  }

  @Override
  public List<String> seeksShown(DomainEvent.SeeksShown event) {
    return List.of(); // seek ads reach only the faces that see them (the ICS port's)
  }

  // --- games ---

  @Override
  public List<String> gameShown(DomainEvent.GameShown event) {
    GameView view = event.view();
    List<String> out = new ArrayList<>();
    switch (event.arrival()) {
      case STARTED, STARTED_HERE -> out.add(w.get("game.started", view.white(), view.black(),
          view.limit()));
      case OBSERVING -> out.add(w.get("game.observing", Sentences.summary(w, view.summary())));
      case RESUMED -> { }
    }
    if (event.arrival() == Arrival.STARTED_HERE) {
      return out;
    }
    if (event.side() != null) {
      out.add(w.get("game.you_play", Sentences.side(w, event.side()), view.id(),
          view.variant().id()));
    }
    out.addAll(boards.apply(view));
    out.add(Sentences.turn(w, view.name(view.mover()), view.mover()));
    Sentences.clock(w, view, out);
    return out;
  }

  @Override
  public List<String> youMoved(DomainEvent.YouMoved event) {
    return Sentences.youMoved(w, event);
  }

  @Override
  public List<String> opponentMoved(DomainEvent.OpponentMoved event) {
    PlayedMove move = event.move();
    String player = event.view().name(move.side());
    List<String> out = new ArrayList<>();
    out.add(event.completed() ? w.get(MoveKey.OPPONENT_PLAYED, player, move.notation())
        : w.get(MoveKey.OPPONENT_MOVED, player, Sentences.move(w, move)));
    out.addAll(boards.apply(event.view()));
    if (event.completed()) {
      Sentences.clock(w, event.view(), out);
    }
    return out;
  }

  @Override
  public List<String> youUndid(DomainEvent.YouUndid event) {
    return List.of(w.get("ack.undone"));
  }

  @Override
  public List<String> opponentUndid(DomainEvent.OpponentUndid event) {
    List<String> out = new ArrayList<>();
    out.add(w.get("game.opponent_undid", event.player()));
    out.addAll(boards.apply(event.view()));
    return out;
  }

  @Override
  public List<String> gameEnded(DomainEvent.GameEnded event) {
    return Sentences.ending(w, event);
  }

  @Override
  public List<String> drawOffered(DomainEvent.DrawOffered event) {
    return List.of(w.get("game.draw_offered", event.player()));
  }

  @Override
  public List<String> gameWaiting(DomainEvent.GameWaiting event) {
    return List.of(w.get("game.waiting", event.game(), String.join(", ", event.waitingFor()),
        event.graceSeconds()));
  }

  @Override
  public List<String> gameResumed(DomainEvent.GameResumed event) {
    return List.of(event.by() != null ? w.get("game.resumed_by", event.game(), event.by())
        : w.get(event.graceOver() ? "game.resumed_grace" : "game.resumed", event.game()));
  }

  @Override
  public List<String> gamePaused(DomainEvent.GamePaused event) {
    return List.of(event.by() != null ? w.get("game.paused_by", event.game(), event.by())
        : w.get("game.paused", event.game()));
  }

  @Override
  public List<String> storeOutage(DomainEvent.StoreOutage event) {
    return List.of(w.get(event.back() ? "game.store_back" : "game.store_down", event.game()));
  }

  @Override
  public List<String> pauseAsked(DomainEvent.PauseAsked event) {
    return List.of(w.get(event.resume() ? "game.resume_asked" : "game.pause_asked", event.game(),
        event.player()));
  }

  @Override
  public List<String> timeGiven(DomainEvent.TimeGiven event) {
    return List.of(w.get("game.time_given", event.by(), event.seconds(), event.player(),
        event.game()));
  }

  @Override
  public List<String> berserked(DomainEvent.Berserked event) {
    return List.of(w.get("game.berserk", event.player(), event.seconds(), event.game()));
  }

  @Override
  public List<String> playerLeft(DomainEvent.PlayerLeft event) {
    return List.of(w.get("game.player_left", event.player(), event.graceSeconds()));
  }

  @Override
  public List<String> playerReturned(DomainEvent.PlayerReturned event) {
    return List.of(w.get(event.first() ? "game.player_came" : "game.player_back",
        event.player()));
  }

  @Override
  public List<String> chatSaid(DomainEvent.ChatSaid event) {
    return List.of(w.get(event.spectator() ? "game.chat_spectator" : "game.chat", event.from(),
        event.text()));
  }

  @Override
  public List<String> turnShown(DomainEvent.TurnShown event) {
    return List.of(Sentences.turn(w, event.player(), event.side()));
  }

  @Override
  public List<String> boardShown(DomainEvent.BoardShown event) {
    return boards.apply(event.view());
  }

  @Override
  public List<String> clockShown(DomainEvent.ClockShown event) {
    List<String> out = new ArrayList<>();
    Sentences.clock(w, event.view(), out);
    return out;
  }

  @Override
  public List<String> undosLeft(DomainEvent.UndosLeft event) {
    return List.of(w.get("game.undos_left", event.count()));
  }

  @Override
  public List<String> movesShown(DomainEvent.MovesShown event) {
    return event.moves().stream().map(move -> Sentences.move(w, move)).toList();
  }

  @Override
  public List<String> killedShown(DomainEvent.KilledShown event) {
    return event.kills().stream()
        .map(kill -> w.get("game.killed", kill.name(), kill.square())).toList();
  }

  // --- tournaments ---

  @Override
  public List<String> tournamentAnswered(DomainEvent.TournamentAnswered event) {
    return TournamentText.reply(w, event.reply());
  }

  @Override
  public List<String> tournamentRefused(DomainEvent.TournamentRefused event) {
    return List.of(TournamentText.refusal(w, event.reason(), event.args()));
  }

  @Override
  public List<String> roundGame(DomainEvent.RoundGame event) {
    return List.of(w.get("tour.round_game", event.tournament(), event.round(), event.board(),
        Sentences.side(w, event.side()), event.opponent(), event.game()));
  }

  @Override
  public List<String> roundBye(DomainEvent.RoundBye event) {
    return List.of(w.get("tour.round_bye", event.tournament(), event.round()));
  }

  @Override
  public List<String> roundOver(DomainEvent.RoundOver event) {
    return List.of(w.get("tour.round_over", event.tournament(), event.round()));
  }

  @Override
  public List<String> tournamentOver(DomainEvent.TournamentOver event) {
    return TournamentText.over(w, event);
  }

  @Override
  public List<String> roundPublished(DomainEvent.RoundPublished event) {
    return TournamentText.published(w, event);
  }

  @Override
  public List<String> tournamentInvited(DomainEvent.TournamentInvited event) {
    return List.of(event.seat() != null
        ? w.get("tour.invited_seat", event.tournament(), event.by(), event.seat())
        : event.half() ? w.get("tour.invited_half", event.tournament(), event.by())
        : w.get("tour.invited", event.tournament(), event.by()));
  }

  @Override
  public List<String> teamInvited(DomainEvent.TeamInvited event) {
    return List.of(w.get("team.invited", event.team(), event.captain()));
  }

  @Override
  public List<String> tournamentNotice(DomainEvent.TournamentNotice event) {
    return List.of(w.get("tour.notice", event.tournament(), AuditSentences.actor(w, event.by()),
        AuditSentences.of(w, event.action())));
  }

  @Override
  public List<String> absentWithdrawn(DomainEvent.AbsentWithdrawn event) {
    return List.of(w.get("tour.absent_withdrawn", event.tournament(), event.player(),
        event.absences()));
  }

  @Override
  public List<String> resultCorrected(DomainEvent.ResultCorrected event) {
    return List.of(w.get("corrected.result", event.tournament(), event.round(), event.board(),
        event.white(), event.black(), event.by(), event.from().label(), event.to().label()));
  }

  @Override
  public List<String> boardToArbiter(DomainEvent.BoardToArbiter event) {
    return List.of(OtbText.toArbiter(w, event));
  }

  @Override
  public List<String> arbiterCalled(DomainEvent.ArbiterCalled event) {
    return List.of(OtbText.called(w, event));
  }

  @Override
  public List<String> arbiterCallTaken(DomainEvent.ArbiterCallTaken event) {
    return List.of(w.get("otb.call_taken", event.tournament(), event.number(), event.by()));
  }

  // --- simuls ---

  @Override
  public List<String> simulAnswered(DomainEvent.SimulAnswered event) {
    return SimulSentences.answered(w, event);
  }

  @Override
  public List<String> simulsListed(DomainEvent.SimulsListed event) {
    return SimulSentences.listed(w, event);
  }

  @Override
  public List<String> simulRefused(DomainEvent.SimulRefused event) {
    return List.of(SimulSentences.refusal(w, event));
  }

  @Override
  public List<String> simulNews(DomainEvent.SimulNews event) {
    return List.of(SimulSentences.news(w, event));
  }

  @Override
  public List<String> simulAudited(DomainEvent.SimulAudited event) {
    return SimulSentences.audited(w, event);
  }

  @Override
  public List<String> simulOver(DomainEvent.SimulOver event) {
    return List.of(SimulSentences.over(w, event.simul()));
  }
}
