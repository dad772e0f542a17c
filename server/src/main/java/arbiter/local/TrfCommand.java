package arbiter.local;

import arbiter.face.text.TournamentText;
import arbiter.face.words.ImportSentences;
import arbiter.face.words.Words;
import arbiter.tournament.Format;
import arbiter.tournament.Pairing;
import arbiter.tournament.Standing;
import arbiter.tournament.StandingsTable;
import arbiter.tournament.TieBreak;
import arbiter.tournament.TrfGenerator;
import arbiter.tournament.TrfRound;
import arbiter.tournament.TrfStandings;
import arbiter.tournament.TournamentException;
import arbiter.tournament.TournamentRefusal;
import arbiter.tournament.trf.TrfFault;
import arbiter.tournament.trf.TrfFile;
import arbiter.tournament.trf.TrfFormatException;
import arbiter.tournament.trf.TrfGame;
import arbiter.tournament.trf.TrfHeader;
import arbiter.tournament.trf.TrfPlayer;
import arbiter.tournament.trf.TrfResult;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;

/**
 * The arbiter's report-file tools: {@code trf check FILE} re-pairs every round of a Swiss and
 * lists the rounds whose pairings differ from the file's; {@code trf generate} writes a random
 * tournament; {@code trf tiebreaks FILE} prints the standings with every tie-break, as CSV.
 */
public final class TrfCommand {

  static final String USAGE = String.join("\n",
      "usage: arbiter trf check FILE",
      "       arbiter trf generate --players N --rounds R --seed S [-o FILE]",
      "           [--draw-rate 0.3] [--forfeit-rate 0.03] [--bye-rate 0.03]"
          + " [--withdraw-rate 0.01]",
      "           [--acceleration baku] [--forbidden-pairs K]",
      "       arbiter trf tiebreaks FILE [--tiebreaks CODES] [--round-robin]");

  private TrfCommand() {}

  public static void main(String[] args) {
    int status = run(args, System.out, System.err);
    System.out.flush();
    System.exit(status);
  }

  /** Runs the command; returns the exit status (0 agreed or done, 1 differences, 2 bad usage). */
  static int run(String[] args, PrintStream out, PrintStream err) {
    if (args.length == 0) {
      err.println(USAGE);
      return 2;
    }
    try {
      return switch (args[0]) {
        case "check" -> check(one(args), out);
        case "generate" -> generate(options(args, 1), out);
        case "tiebreaks" -> tieBreaks(args, out);
        default -> throw new IllegalArgumentException("no trf command " + args[0]);
      };
    } catch (TrfFormatException e) { // the file at fault, not the command: no usage
      err.println("trf: " + ImportSentences.trf(Words.english(), e.fault(), e.line(), e.args()));
      return 2;
    } catch (TournamentException e) {
      err.println("trf: " + TournamentText.refusal(Words.english(), e.reason(), e.args()));
      if (e.reason() != TournamentRefusal.TRF_INVALID) { // the file at fault: no usage
        err.println(USAGE);
      }
      return 2;
    } catch (IllegalArgumentException e) {
      err.println("trf: " + e.getMessage());
      err.println(USAGE);
      return 2;
    } catch (IOException e) {
      err.println("trf: cannot read or write: " + e.getMessage());
      return 2;
    }
  }

  private static String one(String[] args) {
    if (args.length != 2) {
      throw new IllegalArgumentException(args[0] + " takes one file");
    }
    return args[1];
  }

  private static TrfFile read(String path) throws IOException {
    TrfFile file = TrfFile.parse(Files.readString(Path.of(path), StandardCharsets.ISO_8859_1));
    checkOpponents(file);
    return file;
  }

  /**
   * Every game's opponent is a player of the file who names this player back in that round: the
   * pairer and the tie-breaks look each opponent up, and one missing was a NullPointerException.
   */
  private static void checkOpponents(TrfFile file) {
    Map<Integer, TrfPlayer> byNumber = new HashMap<>();
    file.players().forEach(p -> byNumber.put(p.number(), p));
    for (TrfPlayer player : file.players()) {
      for (int r = 1; r <= player.games().size(); r++) {
        TrfGame game = player.game(r);
        if (!game.hasOpponent()) {
          continue;
        }
        TrfPlayer other = byNumber.get(game.opponent());
        if (other == null) {
          throw TournamentException.trf(TrfFault.NO_SUCH_OPPONENT, 0, player.number(), r,
              game.opponent());
        }
        int back = other.game(r).opponent();
        if (back != player.number() || other == player) {
          throw TournamentException.trf(TrfFault.MEETS_OTHER, 0, r, player.number(),
              other.number(), back);
        }
      }
    }
  }

  /** Re-pairs every round; one line per round that differs. */
  static int check(String path, PrintStream out) throws IOException {
    TrfFile file = read(path);
    int last = 0;
    for (TrfPlayer player : file.players()) {
      for (int r = 1; r <= player.games().size(); r++) {
        TrfGame game = player.game(r);
        if (game.hasOpponent() || game.result() == TrfResult.PAIRING_BYE) {
          last = Math.max(last, r);
        }
      }
    }
    int differing = 0;
    for (int round = 1; round <= last; round++) {
      String expected = String.join(" ", fileBoards(file, round));
      Optional<List<Pairing>> ours = TrfRound.pair(file, round);
      String made = ours.map(boards -> String.join(" ", sorted(boards))).orElse("none");
      if (!made.equals(expected)) {
        differing++;
        out.println("round " + round + ": file " + expected + "; arbiter " + made);
      }
    }
    out.flush();
    return differing == 0 ? 0 : 1;
  }

  /** The round's boards as {@code white-black} (a pairing-allocated bye {@code n-0}), sorted. */
  private static TreeSet<String> fileBoards(TrfFile file, int round) {
    TreeSet<String> boards = new TreeSet<>(TrfCommand::compareBoards);
    for (TrfPlayer player : file.players()) {
      TrfGame game = player.game(round);
      if (game.hasOpponent() && game.colour() == 'w') {
        boards.add(player.number() + "-" + game.opponent());
      } else if (game.hasOpponent() && game.colour() != 'b' && player.number() < game.opponent()) {
        boards.add(player.number() + "-" + game.opponent());
      } else if (!game.hasOpponent() && game.result() == TrfResult.PAIRING_BYE) {
        boards.add(player.number() + "-0");
      }
    }
    return boards;
  }

  private static TreeSet<String> sorted(List<Pairing> boards) {
    TreeSet<String> set = new TreeSet<>(TrfCommand::compareBoards);
    for (String board : TrfRound.describe(boards).split(" ")) {
      if (!board.isEmpty()) {
        set.add(board);
      }
    }
    return set;
  }

  private static int compareBoards(String a, String b) {
    int[] x = numbers(a);
    int[] y = numbers(b);
    return x[0] != y[0] ? Integer.compare(x[0], y[0]) : Integer.compare(x[1], y[1]);
  }

  private static int[] numbers(String board) {
    String[] parts = board.split("-");
    return new int[] {Integer.parseInt(parts[0]), Integer.parseInt(parts[1])};
  }

  private static int generate(Map<String, String> options, PrintStream out) throws IOException {
    for (String required : List.of("players", "rounds", "seed")) {
      if (!options.containsKey(required)) {
        throw new IllegalArgumentException("generate needs --" + required);
      }
    }
    TrfGenerator defaults = TrfGenerator.of(2, 1, 0);
    TrfGenerator generator = new TrfGenerator(number(options, "players"),
        number(options, "rounds"), seed(options),
        rate(options, "draw-rate", defaults.drawRate()),
        rate(options, "forfeit-rate", defaults.forfeitRate()),
        rate(options, "bye-rate", defaults.byeRate()),
        rate(options, "withdraw-rate", defaults.withdrawRate()),
        acceleration(options), options.containsKey("forbidden-pairs")
            ? number(options, "forbidden-pairs") : 0);
    String text = generator.generate().text();
    if (options.containsKey("o")) {
      Files.writeString(Path.of(options.get("o")), text, StandardCharsets.ISO_8859_1);
    } else {
      out.print(text);
    }
    return 0;
  }

  private static int tieBreaks(String[] args, PrintStream out) throws IOException {
    if (args.length < 2) {
      throw new IllegalArgumentException("tiebreaks takes a file");
    }
    Map<String, String> options = options(args, 2);
    TrfFile file = read(args[1]);
    Format format = options.containsKey("round-robin") || roundRobin(file) ? Format.ROUND_ROBIN
        : Format.SWISS;
    List<TieBreak> order = options.containsKey("tiebreaks")
        ? TieBreak.parseList(options.get("tiebreaks")) : TieBreak.defaults(format);
    StandingsTable table = TrfStandings.of(file, format, order);
    List<TieBreak> all = List.of(TieBreak.values());
    StringBuilder header = new StringBuilder("rank,number,points");
    all.forEach(t -> header.append(',').append(t.code()));
    out.println(header);
    for (Standing s : table.rows()) {
      StringBuilder line = new StringBuilder();
      line.append(s.rank()).append(',').append(s.number()).append(',').append(s.halfPoints());
      all.forEach(t -> line.append(',').append(s.value(t)));
      out.println(line);
    }
    return 0;
  }

  /**
   * Whether the file says it is a round robin ({@code 192 FIDE_ROUNDROBIN}, as the server's export
   * writes it, or a {@code 092} type naming one): its rest days are written {@code U}, which a
   * Swiss reads as a point, so the server's own round-robin report read back a point more a rest
   * (found by probe-formats).
   */
  private static boolean roundRobin(TrfFile file) {
    return file.header(TrfHeader.ENCODED_TYPE).map(String::strip)
        .filter(code -> code.equals("FIDE_ROUNDROBIN")).isPresent()
        || file.header(TrfHeader.TYPE).map(type -> type.toLowerCase(Locale.ROOT)
            .replace('-', ' ').contains("round robin")).orElse(false);
  }

  private static Map<String, String> options(String[] args, int from) {
    Map<String, String> options = new HashMap<>();
    for (int i = from; i < args.length; i++) {
      String word = args[i];
      if (!word.startsWith("-")) {
        throw new IllegalArgumentException("unexpected " + word);
      }
      String key = word.replaceFirst("^--?", "");
      if (key.equals("round-robin")) {
        options.put(key, "");
      } else if (i + 1 < args.length) {
        options.put(key, args[++i]);
      } else {
        throw new IllegalArgumentException(word + " needs a value");
      }
    }
    return options;
  }

  private static boolean acceleration(Map<String, String> options) {
    String value = options.getOrDefault("acceleration", "none");
    if (!value.equals("baku") && !value.equals("none")) {
      throw new IllegalArgumentException("--acceleration is baku or none");
    }
    return value.equals("baku");
  }

  private static int number(Map<String, String> options, String key) {
    try {
      return Integer.parseInt(options.get(key));
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("--" + key + " is a whole number");
    }
  }

  private static long seed(Map<String, String> options) {
    try {
      return Long.parseLong(options.get("seed"));
    } catch (NumberFormatException e) { // its own message was Java's: For input string: "x"
      throw new IllegalArgumentException("--seed is a whole number");
    }
  }

  private static double rate(Map<String, String> options, String key, double fallback) {
    if (!options.containsKey(key)) {
      return fallback;
    }
    try {
      return Double.parseDouble(options.get(key));
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("--" + key + " is a number from 0 to 1");
    }
  }
}
