package arbiter.event;

/**
 * An open challenge (ICS {@code seek}) any ICS user may take.
 *
 * @param time the time control as typed ({@code 5+3}), {@code null} when untimed
 */
public record SeekAd(int id, String user, boolean guest, String time, boolean rated) {}
