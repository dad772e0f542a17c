package arbiter.local;

import arbiter.rules.Move;
import arbiter.rules.Notation;
import arbiter.rules.NotationException;
import arbiter.rules.Position;
import arbiter.rules.Variant;
import arbiter.rules.Variants;
import arbiter.rules.chess.ChessVariant;
import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * {@code perft VARIANT DEPTH [--fen POSITION] [--moves MOVE...]} (SPEC 1.6): one line {@code MOVE:
 * N} per legal root move, then {@code Nodes searched: N}. The time and speed go to standard error
 * so standard output stays comparable with other engines' perft.
 */
public final class PerftCommand {

  static final String USAGE =
      "usage: arbiter perft VARIANT DEPTH [--fen POSITION] [--moves MOVE...]";

  private PerftCommand() {}

  public static void main(String[] args) {
    PrintStream out =
        new PrintStream(
            new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 1 << 16),
            false,
            StandardCharsets.UTF_8);
    int status = run(args, out, System.err);
    out.flush();
    if (status != 0) {
      System.exit(status);
    }
  }

  /** Runs the command; returns the exit status (0 ok, 1 bad position or move, 2 bad usage). */
  static int run(String[] args, PrintStream out, PrintStream err) {
    Request request;
    try {
      request = Request.parse(args);
    } catch (IllegalArgumentException e) {
      err.println("perft: " + e.getMessage() + " (" + USAGE + ")");
      return 2;
    }
    Variant variant = Variants.byId(request.variant).orElse(null);
    if (variant == null) {
      err.println(
          "perft: unknown variant '"
              + request.variant
              + "' (known: "
              + String.join(", ", Variants.ids())
              + ")");
      return 2;
    }
    Position position;
    try {
      position = request.fen == null ? variant.start() : variant.fromFen(request.fen);
    } catch (IllegalArgumentException e) {
      err.println("perft: bad position: " + e.getMessage());
      return 1;
    }
    for (String text : request.moves) {
      try {
        position = position.play(variant.notation().parse(position, text));
      } catch (NotationException e) {
        err.println("perft: cannot play '" + text + "': " + e.getMessage());
        return 1;
      }
    }
    Notation names = variant instanceof ChessVariant chess ? chess.uci() : variant.notation();
    long started = System.nanoTime();
    long total = 0;
    if (request.depth == 0) {
      total = 1;
    } else {
      for (Move move : position.legalMoves()) {
        long nodes = variant.perft(position.play(move), request.depth - 1);
        out.println(names.format(position, move) + ": " + nodes);
        total += nodes;
      }
    }
    out.println("Nodes searched: " + total);
    out.flush();
    double seconds = (System.nanoTime() - started) / 1e9;
    err.printf(
        Locale.ROOT,
        "perft %s depth %d: %d nodes in %.3f s (%.1f Mnodes/s)%n",
        variant.id(),
        request.depth,
        total,
        seconds,
        seconds > 0 ? total / seconds / 1e6 : 0.0);
    return 0;
  }

  /** The parsed command line. */
  private record Request(String variant, int depth, String fen, List<String> moves) {

    static Request parse(String[] args) {
      if (args.length < 2) {
        throw new IllegalArgumentException("a variant and a depth are needed");
      }
      int depth;
      try {
        depth = Integer.parseInt(args[1]);
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException("depth must be a number: " + args[1]);
      }
      if (depth < 0) {
        throw new IllegalArgumentException("depth must not be negative: " + depth);
      }
      String fen = null;
      List<String> moves = new ArrayList<>();
      int i = 2;
      while (i < args.length) {
        String option = args[i++];
        // a FEN given unquoted arrives as several arguments: take them up to the next option
        List<String> values = new ArrayList<>();
        while (i < args.length && !args[i].startsWith("--")) {
          values.add(args[i++]);
        }
        switch (option) {
          case "--fen" -> {
            if (values.isEmpty()) {
              throw new IllegalArgumentException("--fen needs a position");
            }
            fen = String.join(" ", values);
          }
          case "--moves" -> {
            // one argument per move: minishogi moves such as "K 11 12" contain spaces
            moves.addAll(values);
          }
          default -> throw new IllegalArgumentException("unknown option: " + option);
        }
      }
      return new Request(args[0], depth, fen, moves);
    }
  }
}
