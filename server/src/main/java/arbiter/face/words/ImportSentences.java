package arbiter.face.words;

import arbiter.export.ImportFault;
import arbiter.tournament.trf.TrfFault;
import java.util.List;

/**
 * The words of a refused file, shared by the faces: a tournament report file's fault
 * ({@code trf.<fault>}, after {@code TRF line N:} when it is one line's) and a PGN's
 * ({@code pgn.<fault>}). In English each reads as the readers used to word it.
 */
public final class ImportSentences {

  private ImportSentences() {}

  /**
   * A report file's fault.
   *
   * @param line the line at fault, 0 for the file as a whole
   * @param args the fault's arguments
   */
  public static String trf(Words w, TrfFault fault, long line, List<Object> args) {
    String what = w.get("trf." + fault.code(), args.toArray());
    return line > 0 ? w.get("trf.line", line, what) : what;
  }

  /**
   * A PGN's fault: a tag without a name at a character, or a move the variant's rules refuse.
   *
   * @param at the ply of the move, or the character where the tag is
   * @param move the move as the file has it ({@code ""} for a tag)
   * @param variant the variant the moves are read in: draughts words a move its own way
   */
  public static String pgn(Words w, ImportFault fault, long at, String move, String variant) {
    String key = "pgn." + fault.code();
    boolean draughts = variant.equals("checkers")
        && (fault == ImportFault.NOT_A_MOVE || fault == ImportFault.ILLEGAL_MOVE);
    return w.get(draughts ? key + "_draughts" : key, at, move);
  }
}
