package arbiter.face.web;

import arbiter.director.PhoneSeat;

/**
 * What a phone's player code found: its player's seat, none (a wrong code, counted against the
 * address that sent it), or nothing looked up at all because that address has sent too many
 * wrong codes ({@code tooMany}).
 */
public record CodeAnswer(PhoneSeat seat, boolean tooMany) {}
