package arbiter.director;

import arbiter.event.Refusal;

/** A refusal of the director's own: a typed reason, and the tournament or limit it names. */
final class Refused extends RuntimeException {

  final Refusal reason;
  final String subject;
  final long number;

  Refused(Refusal reason, String subject, long number) {
    super(reason.name(), null, false, false); // control flow: no stack trace
    this.reason = reason;
    this.subject = subject;
    this.number = number;
  }

  Refused(Refusal reason, String subject) {
    this(reason, subject, 0);
  }

  Refused(Refusal reason) {
    this(reason, "");
  }
}
