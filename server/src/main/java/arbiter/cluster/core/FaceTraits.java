package arbiter.cluster.core;

import arbiter.cluster.Frame;
import arbiter.face.ics.IcsFace;
import arbiter.face.ics.IcsPlayers;
import arbiter.lobby.Lobby;
import java.util.function.Predicate;

/**
 * What the core's stand-in for a face that runs on an edge must know of it, since the session
 * asks: the variants it can play, whether it shows seek ads, and, for a face that asks the lobby
 * about the players its events name (ICS), the lobby's answers, which cross with each call.
 *
 * @param players the lobby's answers for the face, {@code null} when it asks none (text, JSON)
 */
record FaceTraits(Predicate<String> plays, boolean seesSeeks, IcsPlayers players) {

  /** The traits of the face {@code face} ({@link Frame#TYPED_FACE}, {@link Frame#ICS_FACE}). */
  static FaceTraits of(String face, Lobby lobby) {
    if (face.equals(Frame.ICS_FACE)) {
      return new FaceTraits(IcsFace::playable, true, IcsPlayers.of(lobby));
    }
    return new FaceTraits(variant -> true, false, null);
  }
}
