package arbiter.net.ics;

/**
 * What the ICS port needs of the server's settings.
 *
 * @param guests whether unregistered names and {@code guest} may log in (never stored)
 * @param lineMaxLength longest line accepted, in bytes
 * @param idleGuestSeconds idle time allowed before login
 * @param idlePlayerSeconds idle time allowed once logged in
 * @param writeBufferLimit bytes queued for a reader above which the connection is closed
 */
public record IcsSettings(
    boolean guests,
    int lineMaxLength,
    int idleGuestSeconds,
    int idlePlayerSeconds,
    int writeBufferLimit) {}
