package arbiter.rules;

import arbiter.rules.checkers.CheckersVariant;
import arbiter.rules.chess.ChessVariant;
import arbiter.rules.chess.KingCapture;
import arbiter.rules.minishogi.MinishogiVariant;
import arbiter.rules.pawns.PawnsVariant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/** Every variant Arbiter knows, by id. */
public final class Variants {

  private static final Map<String, Variant> BY_ID = new LinkedHashMap<>();

  static {
    // one line per variant; each variant package registers itself here
    register(KingCapture.VARIANT);
    register(ChessVariant.CHESS);
    register(PawnsVariant.PAWNS);
    register(MinishogiVariant.MINISHOGI);
    register(CheckersVariant.CHECKERS);
  }

  private Variants() {}

  private static void register(Variant variant) {
    BY_ID.put(variant.id(), variant);
  }

  /** The variant with this id, if there is one. */
  public static Optional<Variant> byId(String id) {
    return Optional.ofNullable(BY_ID.get(id));
  }

  /** The ids of all variants, in registration order. */
  public static Iterable<String> ids() {
    return BY_ID.keySet();
  }
}
