package arbiter.face.text;

import arbiter.event.AnswerEvent;
import arbiter.event.Arrival;
import arbiter.event.DomainEvent;
import arbiter.event.EventVisitor;
import arbiter.event.GameNews;
import arbiter.event.LobbyNews;
import arbiter.event.SimulEvent;
import arbiter.event.TournamentNews;
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
  public List<String> refused(AnswerEvent.Refused event) {
    return List.of(Answers.sentence(w, event));
  }

  @Override
  public List<String> done(AnswerEvent.Done event) {
    return List.of(Answers.sentence(w, event));
  }

  @Override
  public List<String> challengeSent(AnswerEvent.ChallengeSent event) {
    return List.of(w.get("ack.challenge_sent", event.to()));
  }

  @Override
  public List<String> helpShown(AnswerEvent.HelpShown event) {
    return Sentences.help(w, event.menu());
  }

  @Override
  public List<String> usersListed(AnswerEvent.UsersListed event) {
    return event.names();
  }

  @Override
  public List<String> scoreboardShown(AnswerEvent.ScoreboardShown event) {
    return Sentences.scoreboard(event);
  }

  @Override
  public List<String> whoShown(AnswerEvent.WhoShown event) {
    return Sentences.who(w, event);
  }

  @Override
  public List<String> gamesShown(AnswerEvent.GamesShown event) {
    return event.games().stream().map(game -> Sentences.summary(w, game)).toList();
  }

  @Override
  public List<String> historyShown(AnswerEvent.HistoryShown event) {
    return Sentences.history(w, event);
  }

  @Override
  public List<String> ratingsShown(AnswerEvent.RatingsShown event) {
    return Sentences.ratings(w, event);
  }

  @Override
  public List<String> fingerShown(AnswerEvent.FingerShown event) {
    return Sentences.finger(w, event);
  }

  @Override
  public List<String> exportShown(AnswerEvent.ExportShown event) {
    return Sentences.export(w, event);
  }

  @Override
  public List<String> recordShown(AnswerEvent.RecordShown event) {
    return Sentences.record(w, event);
  }

  @Override
  public List<String> analysisShown(AnswerEvent.AnalysisShown event) {
    return Sentences.analysis(w, event);
  }

  @Override
  public List<String> replayShown(AnswerEvent.ReplayShown event) {
    GameView view = event.view();
    List<String> out = new ArrayList<>(boards.apply(view));
    out.add(Sentences.turn(w, view.name(view.mover()), view.mover()));
    return out;
  }

  // --- the lobby ---

  @Override
  public List<String> challenged(LobbyNews.Challenged event) {
    return List.of(event.time() == null
        ? w.get("lobby.challenged", event.from(), event.variant(), event.limit())
        : w.get("lobby.challenged_timed", event.from(), event.variant(), event.limit(),
            event.time()));
  }

  @Override
  public List<String> challengeDeclined(LobbyNews.ChallengeDeclined event) {
    return List.of(w.get("lobby.challenge_declined", event.by()));
  }

  @Override
  public List<String> challengeWithdrawn(LobbyNews.ChallengeWithdrawn event) {
    return List.of(w.get("lobby.challenge_withdrawn", event.by()));
  }

  @Override
  public List<String> takenOver(LobbyNews.TakenOver event) {
    return List.of(w.get("session.taken_over"));
  }

  @Override
  public List<String> idleTimedOut(LobbyNews.IdleTimedOut event) {
    return List.of(w.get("session.idle_timeout"));
  }

  @Override
  public List<String> closing(LobbyNews.Closing event) {
    return List.of(switch (event.reason()) {
      case STOPPING -> w.get("session.closing.stopping");
      case UNAVAILABLE -> w.get("session.closing.unavailable");
    });
  }

  @Override
  public List<String> lobbyShown(GameNews.LobbyShown event) {
    return List.of(); // only the JSON face watches the lobby (its users and games as fields)
  }

  @Override
  public List<String> seekPosted(LobbyNews.SeekPosted event) {
    return List.of(); // seek ads reach only the faces that see them (the ICS port's)
  }

  @Override
  public List<String> seeksRemoved(LobbyNews.SeeksRemoved event) {
    return List.of(); // seek ads reach only the faces that see them (the ICS port's)
  }

  @Override
  public List<String> seekTaken(LobbyNews.SeekTaken event) {
    return List.of(w.get("lobby.seek_taken", event.taker(), event.seeker(), event.id()));
  }

  @Override
  public List<String> seeksShown(LobbyNews.SeeksShown event) {
    return List.of(); // seek ads reach only the faces that see them (the ICS port's)
  }

  // --- games ---

  @Override
  public List<String> gameShown(GameNews.GameShown event) {
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
  public List<String> youMoved(GameNews.YouMoved event) {
    return Sentences.youMoved(w, event);
  }

  @Override
  public List<String> opponentMoved(GameNews.OpponentMoved event) {
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
  public List<String> youUndid(GameNews.YouUndid event) {
    return List.of(w.get("ack.undone"));
  }

  @Override
  public List<String> opponentUndid(GameNews.OpponentUndid event) {
    List<String> out = new ArrayList<>();
    out.add(w.get("game.opponent_undid", event.player()));
    out.addAll(boards.apply(event.view()));
    return out;
  }

  @Override
  public List<String> gameEnded(GameNews.GameEnded event) {
    return Sentences.ending(w, event);
  }

  @Override
  public List<String> drawOffered(GameNews.DrawOffered event) {
    return List.of(w.get(event.toSpectator() ? "game.draw_offered_seen" : "game.draw_offered",
        event.player()));
  }

  @Override
  public List<String> gameWaiting(GameNews.GameWaiting event) {
    return List.of(w.get("game.waiting", event.game(), String.join(", ", event.waitingFor()),
        event.graceSeconds()));
  }

  @Override
  public List<String> gameResumed(GameNews.GameResumed event) {
    return List.of(event.by() != null ? w.get("game.resumed_by", event.game(), event.by())
        : w.get(event.graceOver() ? "game.resumed_grace" : "game.resumed", event.game()));
  }

  @Override
  public List<String> gamePaused(GameNews.GamePaused event) {
    return List.of(event.by() != null ? w.get("game.paused_by", event.game(), event.by())
        : w.get("game.paused", event.game()));
  }

  @Override
  public List<String> storeOutage(GameNews.StoreOutage event) {
    return List.of(w.get(event.back() ? "game.store_back" : "game.store_down", event.game()));
  }

  @Override
  public List<String> pauseAsked(GameNews.PauseAsked event) {
    String key = event.toSpectator()
        ? (event.resume() ? "game.resume_asked_seen" : "game.pause_asked_seen")
        : (event.resume() ? "game.resume_asked" : "game.pause_asked");
    return List.of(w.get(key, event.game(), event.player()));
  }

  @Override
  public List<String> timeGiven(GameNews.TimeGiven event) {
    return List.of(w.get("game.time_given", event.by(), event.seconds(), event.player(),
        event.game()));
  }

  @Override
  public List<String> berserked(GameNews.Berserked event) {
    return List.of(w.get("game.berserk", event.player(), event.seconds(), event.game()));
  }

  @Override
  public List<String> playerLeft(GameNews.PlayerLeft event) {
    return List.of(w.get(event.toSpectator() ? "game.player_left_seen" : "game.player_left",
        event.player(), event.graceSeconds()));
  }

  @Override
  public List<String> playerReturned(GameNews.PlayerReturned event) {
    return List.of(w.get(event.first() ? "game.player_came" : "game.player_back",
        event.player()));
  }

  @Override
  public List<String> chatSaid(GameNews.ChatSaid event) {
    return List.of(w.get(event.spectator() ? "game.chat_spectator" : "game.chat", event.from(),
        event.text()));
  }

  @Override
  public List<String> turnShown(GameNews.TurnShown event) {
    return List.of(Sentences.turn(w, event.player(), event.side()));
  }

  @Override
  public List<String> boardShown(GameNews.BoardShown event) {
    return boards.apply(event.view());
  }

  @Override
  public List<String> clockShown(GameNews.ClockShown event) {
    List<String> out = new ArrayList<>();
    Sentences.clock(w, event.view(), out);
    return out;
  }

  @Override
  public List<String> undosLeft(GameNews.UndosLeft event) {
    return List.of(w.get("game.undos_left", event.count()));
  }

  @Override
  public List<String> movesShown(GameNews.MovesShown event) {
    return event.moves().stream().map(move -> Sentences.move(w, move)).toList();
  }

  @Override
  public List<String> killedShown(GameNews.KilledShown event) {
    return event.kills().stream()
        .map(kill -> w.get("game.killed", kill.name(), kill.square())).toList();
  }

  // --- tournaments ---

  @Override
  public List<String> tournamentAnswered(AnswerEvent.TournamentAnswered event) {
    return TournamentText.reply(w, event.reply());
  }

  @Override
  public List<String> tournamentRefused(AnswerEvent.TournamentRefused event) {
    return List.of(TournamentText.refusal(w, event.reason(), event.args()));
  }

  @Override
  public List<String> roundGame(TournamentNews.RoundGame event) {
    return List.of(w.get("tour.round_game", event.tournament(), event.round(), event.board(),
        Sentences.side(w, event.side()), event.opponent(), event.game()));
  }

  @Override
  public List<String> roundBye(TournamentNews.RoundBye event) {
    return List.of(w.get("tour.round_bye", event.tournament(), event.round()));
  }

  @Override
  public List<String> roundOver(TournamentNews.RoundOver event) {
    return List.of(w.get("tour.round_over", event.tournament(), event.round()));
  }

  @Override
  public List<String> tournamentOver(TournamentNews.TournamentOver event) {
    return TournamentText.over(w, event);
  }

  @Override
  public List<String> roundPublished(TournamentNews.RoundPublished event) {
    return TournamentText.published(w, event);
  }

  @Override
  public List<String> tournamentInvited(TournamentNews.TournamentInvited event) {
    return List.of(event.seat() != null
        ? w.get("tour.invited_seat", event.tournament(), event.by(), event.seat())
        : event.half() ? w.get("tour.invited_half", event.tournament(), event.by())
        : w.get("tour.invited", event.tournament(), event.by()));
  }

  @Override
  public List<String> teamInvited(TournamentNews.TeamInvited event) {
    return List.of(w.get("team.invited", event.team(), event.captain()));
  }

  @Override
  public List<String> tournamentNotice(TournamentNews.TournamentNotice event) {
    return List.of(w.get("tour.notice", event.tournament(), AuditSentences.actor(w, event.by()),
        AuditSentences.of(w, event.action())));
  }

  @Override
  public List<String> absentWithdrawn(TournamentNews.AbsentWithdrawn event) {
    return List.of(w.get("tour.absent_withdrawn", event.tournament(), event.player(),
        event.absences()));
  }

  @Override
  public List<String> resultCorrected(TournamentNews.ResultCorrected event) {
    return List.of(w.get("corrected.result", event.tournament(), event.round(), event.board(),
        event.white(), event.black(), event.by(), event.from().label(), event.to().label()));
  }

  @Override
  public List<String> boardToArbiter(TournamentNews.BoardToArbiter event) {
    return List.of(OtbText.toArbiter(w, event));
  }

  @Override
  public List<String> arbiterCalled(TournamentNews.ArbiterCalled event) {
    return List.of(OtbText.called(w, event));
  }

  @Override
  public List<String> arbiterCallTaken(TournamentNews.ArbiterCallTaken event) {
    return List.of(w.get("otb.call_taken", event.tournament(), event.number(), event.by()));
  }

  // --- simuls ---

  @Override
  public List<String> simulAnswered(SimulEvent.SimulAnswered event) {
    return SimulSentences.answered(w, event);
  }

  @Override
  public List<String> simulsListed(SimulEvent.SimulsListed event) {
    return SimulSentences.listed(w, event);
  }

  @Override
  public List<String> simulRefused(SimulEvent.SimulRefused event) {
    return List.of(SimulSentences.refusal(w, event));
  }

  @Override
  public List<String> simulNews(SimulEvent.SimulNews event) {
    return List.of(SimulSentences.news(w, event));
  }

  @Override
  public List<String> simulAudited(SimulEvent.SimulAudited event) {
    return SimulSentences.audited(w, event);
  }

  @Override
  public List<String> simulOver(SimulEvent.SimulOver event) {
    return List.of(SimulSentences.over(w, event.simul()));
  }
}
