package arbiter.export;

import arbiter.rules.NotationException;
import arbiter.rules.Position;
import arbiter.rules.Variant;
import arbiter.rules.Variants;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Reads the files {@link GameExport} writes (and others' files in the same formats) back. */
public final class GameImport {

  /**
   * One game read from a file.
   *
   * @param variant Arbiter's variant id ({@code chess}, {@code kingcapture}, {@code pawns}, {@code
   *     minishogi}, {@code checkers}), or the file's own name for a variant Arbiter lacks
   * @param tags the header in file order: PGN/PDN tag pairs, or KIF's {@code key：value} lines
   * @param moves the moves in the variant's native notation, ready for its rules: SAN or
   *     coordinates for the chess variants, the seed's {@code K 11 12} for minishogi, {@code
   *     c3-d4} for checkers
   * @param result {@code white}, {@code black}, {@code draw}, or {@code null} when unfinished
   */
  public record Imported(
      String variant, Map<String, String> tags, List<String> moves, String result) {

    public Imported {
      tags = Collections.unmodifiableMap(new LinkedHashMap<>(tags));
      moves = List.copyOf(moves);
    }

    /**
     * The position after the moves, played through the variant's rules from its start.
     *
     * @throws ImportException naming the first move that is not legal, and its ply
     * @throws IllegalArgumentException if Arbiter has no such variant
     */
    public Position replay() {
      Variant rules = Variants.byId(variant)
          .orElseThrow(() -> new IllegalArgumentException("unknown variant: " + variant));
      Position position = rules.start();
      // the FEN tag was not read: its moves were played from the start, refused as illegal or,
      // legal there too, archived as another game (found by probe-formats)
      String fen = tags.get("FEN");
      if (fen != null && !placement(fen).equals(placement(position.toFen()))) {
        throw new ImportException(ImportFault.SET_UP_POSITION, 0, fen);
      }
      for (int ply = 0; ply < moves.size(); ply++) {
        String move = moves.get(ply);
        try {
          position = position.play(rules.notation().parse(position, move));
        } catch (NotationException e) {
          throw new ImportException(ImportFault.of(e, move), ply + 1, move);
        }
      }
      return position;
    }
  }

  /** A FEN without its move counters, which a start position may be written with or without. */
  private static String placement(String fen) {
    String[] fields = fen.strip().split("\\s+");
    return String.join(" ", Arrays.asList(fields).subList(0, Math.min(4, fields.length)));
  }

  private GameImport() {}

  /**
   * Every game of a file in {@code format} ({@code pgn}, {@code kif} or {@code pdn}), in order.
   *
   * @throws IllegalArgumentException for another format; {@link ImportException} for a PGN that is
   *     not one
   */
  public static List<Imported> read(String format, String text) {
    return switch (format) {
      case "pgn", "pdn" -> PgnReader.read(text);
      case "kif" -> KifReader.read(text);
      default -> throw new IllegalArgumentException("no such format: " + format);
    };
  }
}
