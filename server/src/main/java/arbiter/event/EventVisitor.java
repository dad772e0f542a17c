package arbiter.event;

import arbiter.event.AnswerEvent.*;
import arbiter.event.LobbyNews.*;
import arbiter.event.GameNews.*;
import arbiter.event.TournamentNews.*;
import arbiter.event.SimulEvent.*;

/**
 * One method per event: each face renders events through one of these, so an event without a
 * method in every face does not compile. The sections only sort the methods for the reader.
 */
public interface EventVisitor<R> {

  // --- The answers to a command: refused, done, or what it showed. ---
  R refused(Refused event);
  R done(Done event);
  R challengeSent(ChallengeSent event);
  R helpShown(HelpShown event);
  R usersListed(UsersListed event);
  R scoreboardShown(ScoreboardShown event);
  R whoShown(WhoShown event);
  R gamesShown(GamesShown event);
  R historyShown(HistoryShown event);
  R ratingsShown(RatingsShown event);
  R fingerShown(FingerShown event);
  R exportShown(ExportShown event);
  R recordShown(RecordShown event);
  R analysisShown(AnalysisShown event);
  R replayShown(ReplayShown event);

  // --- The lobby's news: challenges, seek ads, the connection's end, the lobby watched. ---
  R challenged(Challenged event);
  R challengeDeclined(ChallengeDeclined event);
  R challengeWithdrawn(ChallengeWithdrawn event);
  R takenOver(TakenOver event);
  R idleTimedOut(IdleTimedOut event);
  R closing(Closing event);
  R lobbyShown(LobbyShown event);
  R seekPosted(SeekPosted event);
  R seeksRemoved(SeeksRemoved event);
  R seekTaken(SeekTaken event);
  R seeksShown(SeeksShown event);

  // --- A game's news, and what its commands show. ---
  R gameShown(GameShown event);
  R youMoved(YouMoved event);
  R opponentMoved(OpponentMoved event);
  R youUndid(YouUndid event);
  R opponentUndid(OpponentUndid event);
  R gameEnded(GameEnded event);
  R drawOffered(DrawOffered event);
  R gameWaiting(GameWaiting event);
  R gameResumed(GameResumed event);
  R gamePaused(GamePaused event);

  R storeOutage(StoreOutage event);

  R pauseAsked(PauseAsked event);
  R timeGiven(TimeGiven event);
  R berserked(Berserked event);
  R playerLeft(PlayerLeft event);
  R playerReturned(PlayerReturned event);
  R chatSaid(ChatSaid event);
  R turnShown(TurnShown event);
  R boardShown(BoardShown event);
  R clockShown(ClockShown event);
  R undosLeft(UndosLeft event);
  R movesShown(MovesShown event);
  R killedShown(KilledShown event);

  // --- A tournament's answers and news, over the board's too. ---
  R tournamentAnswered(TournamentAnswered event);
  R tournamentRefused(TournamentRefused event);
  R roundGame(RoundGame event);
  R roundBye(RoundBye event);
  R roundOver(RoundOver event);
  R tournamentOver(TournamentOver event);
  R roundPublished(RoundPublished event);
  R tournamentInvited(TournamentInvited event);
  R teamInvited(TeamInvited event);
  R tournamentNotice(TournamentNotice event);
  R absentWithdrawn(AbsentWithdrawn event);
  R resultCorrected(ResultCorrected event);
  R boardToArbiter(BoardToArbiter event);
  R arbiterCalled(ArbiterCalled event);
  R arbiterCallTaken(ArbiterCallTaken event);

  // --- A simul's answers and news. ---
  R simulAnswered(SimulAnswered event);
  R simulsListed(SimulsListed event);
  R simulRefused(SimulRefused event);
  R simulNews(SimulNews event);
  R simulAudited(SimulAudited event);
  R simulOver(SimulOver event);
}
