package arbiter.lobby;

import arbiter.protocol.TimeControl;
import arbiter.rules.Variant;

/** An invitation to a game that waits for the challenged user's answer. */
record Challenge(
    Member from, String to, int limit, Variant variant, TimeControl control, boolean rated) {}
