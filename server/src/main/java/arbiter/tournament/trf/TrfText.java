package arbiter.tournament.trf;

/** A line shorter than a code (blank, for instance), kept as it is. */
public record TrfText(String text) implements TrfLine {}
