package arbiter.tournament.trf;

/** One line of a tournament report file. */
public sealed interface TrfLine permits TrfPlayer, TrfHeader, TrfText {

  /** The line as written, without its line end. */
  String text();
}
