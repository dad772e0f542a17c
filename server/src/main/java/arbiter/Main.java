package arbiter;

import java.util.Arrays;

/** The launcher's entry point: dispatches a subcommand to its program. */
public final class Main {

  static final String USAGE =
      String.join(
          "\n",
          "usage: arbiter <command> [args]",
          "  serve [--port 4000] [--data ./data] [--bind 0.0.0.0]   start the server",
          "  pawns                          pawns-only chess at one console (seed 000)",
          "  minishogi                      5x5 shogi at one console (seed 001)",
          "  chess [--data DIR]             chess with accounts at one console (seed 002)",
          "  judge                          chess game judge on stdin/stdout (seed 003)",
          "  replay                         draughts replay on stdin/stdout (seed 004)",
          "  perft VARIANT DEPTH [--fen FEN] [--moves MOVE...]   count the legal-move tree",
          "  trf check FILE | trf generate --players N --rounds R --seed S [-o FILE]",
          "                                 re-pair a report file; a random tournament",
          "  client [host[:port]]           console client",
          "  gui [host[:port]]              Swing client");

  private Main() {}

  public static void main(String[] args) throws Exception {
    if (args.length == 0) {
      System.err.println(USAGE);
      System.exit(2);
    }
    String[] rest = Arrays.copyOfRange(args, 1, args.length);
    switch (args[0]) {
      case "serve" -> arbiter.boot.ServerMain.main(rest);
      case "pawns" -> arbiter.local.PawnsProgram.main(rest);
      case "minishogi" -> arbiter.local.MinishogiProgram.main(rest);
      case "chess" -> arbiter.local.ChessProgram.main(rest);
      case "judge" -> arbiter.local.JudgeProgram.main(rest);
      case "replay" -> arbiter.local.ReplayProgram.main(rest);
      case "perft" -> arbiter.local.PerftCommand.main(rest);
      case "trf" -> arbiter.local.TrfCommand.main(rest);
      default -> {
        System.err.println("unknown command: " + args[0]);
        System.err.println(USAGE);
        System.exit(2);
      }
    }
  }
}
