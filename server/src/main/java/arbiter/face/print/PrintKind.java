package arbiter.face.print;

import java.util.Optional;

/**
 * The printouts of a tournament, each by the name its address ends in
 * ({@code /tournament/NAME/print/pairings.pdf}); whether it is of one round, and whether anyone
 * may print it or only the tournament's organizers (the slips and cards go on the boards).
 */
public enum PrintKind {
  PAIRINGS("pairings", true, true),
  ALPHABETICAL("alphabetical", true, true),
  SLIPS("slips", true, false),
  STANDINGS("standings", false, true),
  CROSSTABLE("crosstable", false, true),
  PLAYERS("players", false, true),
  BERGER("berger", false, true),
  CARDS("cards", true, false);

  private final String file;
  private final boolean perRound;
  private final boolean open;

  PrintKind(String file, boolean perRound, boolean open) {
    this.file = file;
    this.perRound = perRound;
    this.open = open;
  }

  /** The kind whose address ends in {@code file}; empty for any other. */
  public static Optional<PrintKind> byFile(String file) {
    for (PrintKind kind : values()) {
      if (kind.file.equals(file)) {
        return Optional.of(kind);
      }
    }
    return Optional.empty();
  }

  /** The last part of its address, without {@code .pdf}. */
  public String file() {
    return file;
  }

  /** Whether it shows one round ({@code ?round=N}, the current one by default). */
  public boolean perRound() {
    return perRound;
  }

  /** Whether anyone may print it; else only the tournament's organizers and the admins. */
  public boolean open() {
    return open;
  }
}
