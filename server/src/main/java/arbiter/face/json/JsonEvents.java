package arbiter.face.json;

import arbiter.event.AnswerEvent;
import arbiter.event.Arrival;
import arbiter.event.Asked;
import arbiter.event.EventVisitor;
import arbiter.event.GameNews;
import arbiter.event.LobbyNews;
import arbiter.event.SimulEvent;
import arbiter.event.TournamentNews;
import arbiter.face.text.TextRenderer;
import arbiter.face.words.Answers;
import arbiter.face.words.Sentences;
import arbiter.face.words.SimulSentences;
import arbiter.face.words.Words;
import arbiter.game.GameView;
import arbiter.protocol.Event;
import java.util.List;

/**
 * The JSON protocol's form of each domain event, one method per event: listings and game states
 * as structures, refusals as stable codes, news with its code; the words of an {@code ok} or a
 * {@code notice} are the text face's ({@link TextRenderer}). It renders either the news a member is
 * told or the events answering a command; {@link JsonRenderer} puts an answer together.
 */
final class JsonEvents implements EventVisitor<JsonSent> {

  private final Words w;
  private final int version;
  /** What the answered command asked, {@code null} for news. */
  private final Asked asked;
  private final boolean answering;
  /** The words of events that have no JSON form of their own: no boards, JSON sends states. */
  private final TextRenderer text;

  private JsonEvents(Words w, int version, Asked asked, boolean answering) {
    this.w = w;
    this.version = version;
    this.asked = asked;
    this.answering = answering;
    this.text = new TextRenderer(w, view -> List.of());
  }

  /** The events of a command's answer. */
  static JsonEvents answering(Words w, int version, Asked asked) {
    return new JsonEvents(w, version, asked, true);
  }

  /** News that answers no command. */
  static JsonEvents news(Words w, int version) {
    return new JsonEvents(w, version, null, false);
  }

  // --- answers ---

  @Override
  public JsonSent refused(AnswerEvent.Refused event) {
    return answering ? JsonSent.alone(JsonRenderer.refusal(w, event, asked))
        : told(List.of(), JsonRenderer.refusal(w, event, Answers.sentence(w, event)));
  }

  @Override
  public JsonSent done(AnswerEvent.Done event) {
    return said(text.done(event), null);
  }

  @Override
  public JsonSent challengeSent(AnswerEvent.ChallengeSent event) {
    return said(text.challengeSent(event), null);
  }

  @Override
  public JsonSent helpShown(AnswerEvent.HelpShown event) {
    return said(text.helpShown(event), null);
  }

  @Override
  public JsonSent usersListed(AnswerEvent.UsersListed event) {
    return said(text.usersListed(event), null);
  }

  @Override
  public JsonSent scoreboardShown(AnswerEvent.ScoreboardShown event) {
    return answering ? JsonSent.alone(JsonListings.scoreboard(event))
        : said(text.scoreboardShown(event), null);
  }

  @Override
  public JsonSent whoShown(AnswerEvent.WhoShown event) {
    return answering ? JsonSent.alone(JsonListings.who(event)) : said(text.whoShown(event), null);
  }

  @Override
  public JsonSent gamesShown(AnswerEvent.GamesShown event) {
    return answering ? JsonSent.alone(JsonListings.games(event)) : said(text.gamesShown(event), null);
  }

  @Override
  public JsonSent historyShown(AnswerEvent.HistoryShown event) {
    return answering ? JsonSent.alone(JsonListings.history(event)) : said(text.historyShown(event), null);
  }

  @Override
  public JsonSent ratingsShown(AnswerEvent.RatingsShown event) {
    return answering ? JsonSent.alone(JsonListings.ratings(event)) : said(text.ratingsShown(event), null);
  }

  @Override
  public JsonSent fingerShown(AnswerEvent.FingerShown event) {
    return answering ? JsonSent.alone(JsonListings.finger(event)) : said(text.fingerShown(event), null);
  }

  @Override
  public JsonSent exportShown(AnswerEvent.ExportShown event) {
    return answering ? JsonSent.alone(JsonListings.export(event)) : said(text.exportShown(event), null);
  }

  @Override
  public JsonSent recordShown(AnswerEvent.RecordShown event) {
    return said(text.recordShown(event), null);
  }

  @Override
  public JsonSent analysisShown(AnswerEvent.AnalysisShown event) {
    return answering ? JsonSent.alone(JsonListings.analysis(event))
        : said(text.analysisShown(event), null);
  }

  @Override
  public JsonSent replayShown(AnswerEvent.ReplayShown event) {
    // a replay is a state; as news it has no words (the text face's are a board)
    return answering ? JsonSent.alone(new Event.State(GameStateView.of(event.view())))
        : said(List.of(), null);
  }

  // --- the lobby ---

  @Override
  public JsonSent challenged(LobbyNews.Challenged event) {
    return told(text.challenged(event), new Event.Challenged(event.from(), event.variant(),
        event.limit(), event.time(), event.rated() ? null : Boolean.FALSE)); // absent: rated
  }

  @Override
  public JsonSent challengeDeclined(LobbyNews.ChallengeDeclined event) {
    return told(text.challengeDeclined(event), new Event.Declined(event.by()));
  }

  @Override
  public JsonSent challengeWithdrawn(LobbyNews.ChallengeWithdrawn event) {
    return said(text.challengeWithdrawn(event), "challenge_withdrawn");
  }

  @Override
  public JsonSent takenOver(LobbyNews.TakenOver event) {
    return said(text.takenOver(event), Event.Notice.TAKEN_OVER);
  }

  @Override
  public JsonSent idleTimedOut(LobbyNews.IdleTimedOut event) {
    return said(text.idleTimedOut(event), "idle_timeout");
  }

  @Override
  public JsonSent closing(LobbyNews.Closing event) {
    return JsonSent.alone(new Event.Closing(event.reason().wire(), text.closing(event).get(0)));
  }

  @Override
  public JsonSent lobbyShown(GameNews.LobbyShown event) {
    return told(List.of(), JsonListings.lobby(event));
  }

  @Override
  public JsonSent seekPosted(LobbyNews.SeekPosted event) {
    return said(List.of(), null); // seek ads are the ICS port's: a JSON client sees none
  }

  @Override
  public JsonSent seeksRemoved(LobbyNews.SeeksRemoved event) {
    return said(List.of(), null); // seek ads are the ICS port's: a JSON client sees none
  }

  @Override
  public JsonSent seekTaken(LobbyNews.SeekTaken event) {
    return said(text.seekTaken(event), "seek_taken");
  }

  @Override
  public JsonSent seeksShown(LobbyNews.SeeksShown event) {
    return said(List.of(), null); // seek ads are the ICS port's: a JSON client sees none
  }

  // --- games: a change is the game's state, sent once for all seats ---

  @Override
  public JsonSent gameShown(GameNews.GameShown event) {
    GameView view = event.view();
    List<String> words = answering && event.arrival() == Arrival.OBSERVING
        ? List.of(w.get("game.observing", Sentences.summary(w, view.summary()))) : List.of();
    return new JsonSent(JsonSent.Role.PART,
        List.of(new Outgoing.Message(JsonListings.started(view)), new Outgoing.Change(view, true)),
        words);
  }

  @Override
  public JsonSent youMoved(GameNews.YouMoved event) {
    return JsonSent.changed(event.view(), text.youMoved(event));
  }

  @Override
  public JsonSent opponentMoved(GameNews.OpponentMoved event) {
    return JsonSent.changed(event.view(), List.of()); // the state says the move: no words
  }

  @Override
  public JsonSent youUndid(GameNews.YouUndid event) {
    return JsonSent.changed(event.view(), text.youUndid(event));
  }

  @Override
  public JsonSent opponentUndid(GameNews.OpponentUndid event) {
    return JsonSent.changed(event.view(), List.of()); // the state says the undo: no words
  }

  @Override
  public JsonSent gameEnded(GameNews.GameEnded event) {
    return JsonSent.changed(event.view(), text.gameEnded(event));
  }

  @Override
  public JsonSent drawOffered(GameNews.DrawOffered event) {
    if (event.toSpectator()) {
      return said(text.drawOffered(event), "draw_offered"); // nothing to prompt: a spectator
    }
    // after the words: clients may prompt
    return said(text.drawOffered(event), "draw_offered", new Event.DrawOffered(event.player()));
  }

  @Override
  public JsonSent gameWaiting(GameNews.GameWaiting event) {
    return said(text.gameWaiting(event), "game_waiting");
  }

  @Override
  public JsonSent gameResumed(GameNews.GameResumed event) {
    return said(text.gameResumed(event), "game_resumed");
  }

  @Override
  public JsonSent gamePaused(GameNews.GamePaused event) {
    return said(text.gamePaused(event), "game_paused");
  }

  @Override
  public JsonSent storeOutage(GameNews.StoreOutage event) {
    return said(text.storeOutage(event), event.back() ? "store_back" : "store_down");
  }

  @Override
  public JsonSent pauseAsked(GameNews.PauseAsked event) {
    return said(text.pauseAsked(event), event.resume() ? "resume_asked" : "pause_asked");
  }

  @Override
  public JsonSent timeGiven(GameNews.TimeGiven event) {
    return said(text.timeGiven(event), "time_given");
  }

  @Override
  public JsonSent berserked(GameNews.Berserked event) {
    return said(text.berserked(event), "berserk",
        new Event.Berserk(event.game(), event.player(), event.seconds()));
  }

  @Override
  public JsonSent playerLeft(GameNews.PlayerLeft event) {
    return said(text.playerLeft(event), "player_left");
  }

  @Override
  public JsonSent playerReturned(GameNews.PlayerReturned event) {
    return said(text.playerReturned(event), "player_returned");
  }

  @Override
  public JsonSent chatSaid(GameNews.ChatSaid event) {
    return told(text.chatSaid(event),
        new Event.Chat(event.game(), event.from(), event.text(), event.spectator()));
  }

  @Override
  public JsonSent turnShown(GameNews.TurnShown event) {
    return said(text.turnShown(event), null);
  }

  @Override
  public JsonSent boardShown(GameNews.BoardShown event) {
    // JSON asks for a board only to resync: the answer is the game's whole state
    return answering ? JsonSent.alone(new Outgoing.Change(event.view(), true)) : said(List.of(), null);
  }

  @Override
  public JsonSent clockShown(GameNews.ClockShown event) {
    return JsonSent.changed(event.view(), text.clockShown(event));
  }

  @Override
  public JsonSent undosLeft(GameNews.UndosLeft event) {
    return said(text.undosLeft(event), null);
  }

  @Override
  public JsonSent movesShown(GameNews.MovesShown event) {
    return said(text.movesShown(event), null);
  }

  @Override
  public JsonSent killedShown(GameNews.KilledShown event) {
    return said(text.killedShown(event), null);
  }

  // --- tournaments: version 1 words the news as notices, version 2 sends fields ---

  @Override
  public JsonSent tournamentAnswered(AnswerEvent.TournamentAnswered event) {
    return JsonSent.alone(TournamentJson.answered(w, event, version));
  }

  @Override
  public JsonSent tournamentRefused(AnswerEvent.TournamentRefused event) {
    return JsonSent.alone(List.of(TournamentJson.refused(w, event, version)));
  }

  @Override
  public JsonSent roundGame(TournamentNews.RoundGame event) {
    return tournamentNews(text.roundGame(event), new Event.RoundGame(event.tournament(),
        event.round(), event.board(), event.side().label(), event.opponent(), event.game()));
  }

  @Override
  public JsonSent roundBye(TournamentNews.RoundBye event) {
    return tournamentNews(text.roundBye(event),
        new Event.RoundBye(event.tournament(), event.round()));
  }

  @Override
  public JsonSent roundOver(TournamentNews.RoundOver event) {
    return tournamentNews(text.roundOver(event),
        new Event.RoundOver(event.tournament(), event.round()));
  }

  @Override
  public JsonSent tournamentOver(TournamentNews.TournamentOver event) {
    return tournamentNews(text.tournamentOver(event), new Event.TournamentOver(event.tournament(),
        TournamentJson.standings(event.standings()), TournamentJson.codes(event.standings())));
  }

  @Override
  public JsonSent roundPublished(TournamentNews.RoundPublished event) {
    return told(text.roundPublished(event), TournamentJson.pairings(w, event, version));
  }

  @Override
  public JsonSent tournamentInvited(TournamentNews.TournamentInvited event) {
    return tournamentNews(text.tournamentInvited(event),
        new Event.TournamentInvited(event.tournament(), event.by(), event.half(), event.seat()));
  }

  @Override
  public JsonSent teamInvited(TournamentNews.TeamInvited event) {
    Event invited = new Event.TeamInvited(event.team(), event.captain());
    // a type of its own in version 1 too, after the notice: a new type, which may come to all
    return fields() ? told(text.teamInvited(event), invited)
        : said(text.teamInvited(event), "team_invited", invited);
  }

  @Override
  public JsonSent tournamentNotice(TournamentNews.TournamentNotice event) {
    return tournamentNews(text.tournamentNotice(event), TournamentJson.notice(w, event));
  }

  @Override
  public JsonSent absentWithdrawn(TournamentNews.AbsentWithdrawn event) {
    return tournamentNews(text.absentWithdrawn(event),
        new Event.AbsentWithdrawn(event.tournament(), event.player(), event.absences()));
  }

  @Override
  public JsonSent resultCorrected(TournamentNews.ResultCorrected event) {
    return tournamentNews(text.resultCorrected(event), new Event.ResultCorrected(
        event.tournament(), event.round(), event.board(), event.white(), event.black(),
        event.from().label(), event.to().label(), event.by(), event.game()));
  }

  @Override
  public JsonSent boardToArbiter(TournamentNews.BoardToArbiter event) {
    return tournamentNews(text.boardToArbiter(event), OtbJson.toArbiter(event));
  }

  @Override
  public JsonSent arbiterCalled(TournamentNews.ArbiterCalled event) {
    return tournamentNews(text.arbiterCalled(event), OtbJson.called(event));
  }

  @Override
  public JsonSent arbiterCallTaken(TournamentNews.ArbiterCallTaken event) {
    return tournamentNews(text.arbiterCallTaken(event),
        new Event.ArbiterCallTaken(event.tournament(), event.number(), event.by()));
  }

  // --- simuls: fields, news with a kind, refusals with the simul's rule ---

  @Override
  public JsonSent simulAnswered(SimulEvent.SimulAnswered event) {
    return JsonSent.simul(SimulJson.answered(w, event), text.simulAnswered(event));
  }

  @Override
  public JsonSent simulsListed(SimulEvent.SimulsListed event) {
    return JsonSent.simul(answering ? SimulJson.listed(event) : SimulJson.lobby(event),
        text.simulsListed(event));
  }

  @Override
  public JsonSent simulRefused(SimulEvent.SimulRefused event) {
    return JsonSent.simul(SimulJson.refused(w, event), text.simulRefused(event));
  }

  @Override
  public JsonSent simulNews(SimulEvent.SimulNews event) {
    // answering game N: an ok, then the board's state (which names the game) as the resync's
    return JsonSent.simul(answering ? new Event.Ok("board", SimulSentences.news(w, event))
        : SimulJson.news(w, event), text.simulNews(event));
  }

  @Override
  public JsonSent simulAudited(SimulEvent.SimulAudited event) {
    return JsonSent.simul(SimulJson.audited(w, version, event), text.simulAudited(event));
  }

  @Override
  public JsonSent simulOver(SimulEvent.SimulOver event) {
    return JsonSent.simul(SimulJson.over(w, event), text.simulOver(event));
  }

  // --- the forms ---

  private boolean fields() {
    return version >= TournamentJson.FIELDS;
  }

  /** Words in an answer; as news, the typed messages alone. */
  private JsonSent told(List<String> words, Event... news) {
    return JsonSent.told(answering, words, news);
  }

  /** Words in an answer; as news, a notice a line (with its code), then the typed messages. */
  private JsonSent said(List<String> words, String code, Event... typed) {
    return JsonSent.said(answering, words, code, typed);
  }

  /** A tournament's news: fields from version 2, notices in version 1's words before. */
  private JsonSent tournamentNews(List<String> words, Event typed) {
    return fields() ? told(words, typed) : said(words, null);
  }
}
