package arbiter.cluster;

import arbiter.game.ClockView;
import arbiter.game.Ending;
import arbiter.game.GameView;
import arbiter.game.PlayedMove;
import arbiter.game.Renderings;
import arbiter.rules.Move;
import arbiter.rules.Position;
import arbiter.rules.Side;
import arbiter.rules.Variant;
import com.google.gson.Gson;
import com.google.gson.TypeAdapter;
import com.google.gson.reflect.TypeToken;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import com.google.gson.stream.JsonWriter;
import java.io.IOException;
import java.util.List;

/**
 * A {@link GameView} written by hand, as an array of its fields in their order, for it crosses
 * with every move (the generic record form names each field and reads it by reflection, most of
 * a move's cost). Its parts that are not plain values go through the codec's own adapters, so
 * they cross as everywhere else; a turn start that is the position itself goes as {@code 0}
 * (its FEN is written and read once); the renderings stay behind. A field added to the view
 * changes its constructor, so this does not compile until the field is written here too;
 * {@code WireCodecTest} round-trips a view with every field set.
 */
final class GameViewForm extends TypeAdapter<GameView> {

  private final TypeAdapter<Variant> variant;
  private final TypeAdapter<Side> side;
  private final TypeAdapter<Position> position;
  private final TypeAdapter<List<Move>> moves;
  private final TypeAdapter<List<PlayedMove>> played;
  private final TypeAdapter<Ending> ending;
  private final TypeAdapter<ClockView> clock;

  GameViewForm(Gson gson) {
    variant = gson.getAdapter(Variant.class);
    side = gson.getAdapter(Side.class);
    position = gson.getAdapter(Position.class);
    moves = gson.getAdapter(new TypeToken<List<Move>>() { });
    played = gson.getAdapter(new TypeToken<List<PlayedMove>>() { });
    ending = gson.getAdapter(Ending.class);
    clock = gson.getAdapter(ClockView.class);
  }

  @Override
  public void write(JsonWriter out, GameView view) throws IOException {
    out.beginArray().value(view.id()).value(view.seq());
    variant.write(out, view.variant());
    out.value(view.white()).value(view.black()).value(view.limit()).value(view.turns());
    side.write(out, view.mover());
    position.write(out, view.position());
    if (view.turnStart() == view.position() && view.position() != null) {
      out.value(0);
    } else {
      position.write(out, view.turnStart());
    }
    moves.write(out, view.legalMoves());
    played.write(out, view.moves());
    ending.write(out, view.ending());
    clock.write(out, view.clock());
    position.write(out, view.before());
    out.endArray();
  }

  @Override
  public GameView read(JsonReader in) throws IOException {
    in.beginArray();
    long id = in.nextLong();
    long seq = in.nextLong();
    Variant variantRead = variant.read(in);
    String white = MoveForms.string(in);
    String black = MoveForms.string(in);
    int limit = in.nextInt();
    int turns = in.nextInt();
    Side mover = side.read(in);
    Position now = position.read(in);
    Position turnStart;
    if (in.peek() == JsonToken.NUMBER) {
      in.nextInt();
      turnStart = now;
    } else {
      turnStart = position.read(in);
    }
    List<Move> legal = moves.read(in);
    List<PlayedMove> made = played.read(in);
    Ending endingRead = ending.read(in);
    ClockView clockRead = clock.read(in);
    Position before = position.read(in);
    in.endArray();
    return new GameView(id, seq, variantRead, white, black, limit, turns, mover, now, turnStart,
        legal, made, endingRead, clockRead, before, new Renderings());
  }
}
