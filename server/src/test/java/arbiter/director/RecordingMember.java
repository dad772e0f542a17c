package arbiter.director;

import arbiter.lobby.RecordingPlayer;

/** A logged-in user as the lobby sees them, who keeps every event they are told. */
class RecordingMember extends RecordingPlayer {

  RecordingMember(String name) {
    super(name);
  }
}
