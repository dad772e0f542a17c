package arbiter.face.json;

import arbiter.game.GameView;
import arbiter.rules.BoardPiece;
import arbiter.rules.Position;
import java.util.Arrays;
import java.util.Optional;

/**
 * The rows of a game's {@code cells} array, each kept encoded with the occupants it was made
 * for: a move changes two rows or three, and the state of every change carried every square
 * again, a piece's object copied in for each.
 */
final class BoardJson {

  private enum Key { ROWS }

  /** By row: the occupants its bytes were made for, and the bytes ({@code [..]}). */
  private Object[][] occupants = new Object[0][];
  private byte[][] rows = new byte[0][];

  private BoardJson() {}

  /** Writes the rows of {@code view}'s board into {@code json}, inside the cells' array. */
  static void write(JsonBytes json, GameView view) {
    view.lineRenderings().get(Key.ROWS, BoardJson::new).writeTo(json, view.position());
  }

  /**
   * A row's bytes depend on its occupants alone, so the rows kept stand for any position whose
   * rows hold the same; views of one game may be rendered on several threads.
   */
  private synchronized void writeTo(JsonBytes json, Position position) {
    int count = position.rows();
    int columns = position.columns();
    if (rows.length < count) {
      occupants = Arrays.copyOf(occupants, count);
      rows = Arrays.copyOf(rows, count);
    }
    for (int row = 0; row < count; row++) {
      Object[] kept = occupants[row];
      if (kept == null || kept.length != columns) {
        kept = new Object[columns];
        occupants[row] = kept;
        rows[row] = null;
      }
      boolean same = rows[row] != null;
      for (int column = 0; column < columns; column++) {
        Optional<BoardPiece> occupant = position.occupant(row, column);
        if (kept[column] != occupant && !occupant.equals(kept[column])) {
          kept[column] = occupant;
          same = false;
        }
      }
      if (!same) {
        rows[row] = row(position, row, columns);
      }
      json.raw(rows[row]);
    }
  }

  private static byte[] row(Position position, int row, int columns) {
    JsonBytes json = new JsonBytes(64 * columns).beginArray();
    for (int column = 0; column < columns; column++) {
      StateJson.piece(json, position.occupant(row, column));
    }
    return json.endArray().toBytes();
  }
}
