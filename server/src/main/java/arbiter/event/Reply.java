package arbiter.event;

import java.util.List;

/**
 * A command's whole answer as a face receives it: what was asked, as the face needs it to word
 * the answer, and the events the command produced for its sender.
 */
public record Reply(Asked asked, List<DomainEvent> events) {}
