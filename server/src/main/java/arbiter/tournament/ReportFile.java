package arbiter.tournament;

import arbiter.rules.Side;
import arbiter.tournament.trf.TrfFault;
import arbiter.tournament.trf.TrfFile;
import arbiter.tournament.trf.TrfGame;
import arbiter.tournament.trf.TrfHeader;
import arbiter.tournament.trf.TrfLine;
import arbiter.tournament.trf.TrfPlayer;
import arbiter.tournament.trf.TrfResult;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A tournament as a FIDE tournament report file, and back. The export lists every player by
 * pairing number with their rating, points, rank and each round: a game ({@code 12 w 1}, a forfeit
 * {@code +}/{@code -}, {@code ' '} while unplayed), a bye ({@code U} pairing-allocated,
 * {@code H} half-point, {@code Z} zero-point) or ten blanks when not paired. After the rounds
 * paired, {@code 0000 - H} marks a half-point bye asked for, and {@code 0000 - -} in the next
 * round a withdrawn player. A tournament taken over from a file keeps that file's other lines as
 * they were (its title too, its {@code XXA} and {@code XXP} lines, and a player's rank until a round
 * more changes the player's line); a header
 * it has for the count, type, time or rounds is updated. The import reads the same back: exporting what was imported gives the same text.
 */
public final class ReportFile {

  private ReportFile() {}

  /** The tournament's report file as it stands now. */
  public static String export(Tournament tournament) {
    List<TrfPlayer> players = players(tournament);
    Map<String, String> headers = new LinkedHashMap<>();
    headers.put(TrfHeader.NAME, tournament.name());
    headers.put(TrfHeader.PLAYERS, Integer.toString(players.size()));
    // tie-break programs read the words of 092 (TieBreakServer looks for "SWISS" in them) and
    // the code of 192, which names the pairing system (TRF-2026; an arena has none)
    headers.put(TrfHeader.TYPE, (tournament.format().isTeam() ? "Team: " : "Individual: ")
        + switch (tournament.format()) {
          case SWISS, TEAM_SWISS -> "Swiss-System";
          case ROUND_ROBIN, TEAM_ROUND_ROBIN -> "Round-Robin";
          case KNOCKOUT -> "Knockout";
          case ARENA -> "Arena";
        });
    if (tournament.timeControl() != null) {
      headers.put(TrfHeader.RATE_OF_PLAY, tournament.timeControl());
    }
    headers.put(TrfHeader.ROUNDS, Integer.toString(tournament.rounds()));
    String system = switch (tournament.format()) {
      case SWISS -> "FIDE_DUTCH_2025";
      case ROUND_ROBIN -> "FIDE_ROUNDROBIN";
      case KNOCKOUT -> "CUSTOM_KNOCKOUT";
      case TEAM_SWISS -> "CUSTOM_TEAM_SWISS_MP"; // the Dutch rules over teams by match points
      case TEAM_ROUND_ROBIN -> "BERGER_TEAM_ROUNDROBIN";
      case ARENA -> null;
    };
    if (system != null) {
      headers.put(TrfHeader.ENCODED_TYPE, system);
    }
    String imported = importedTrf(tournament);
    if (imported == null) {
      List<TrfLine> lines = new ArrayList<>();
      headers.forEach((code, value) -> lines.add(new TrfHeader(code, value)));
      lines.addAll(pairingLines(tournament));
      lines.addAll(players);
      lines.addAll(TeamTrf.lines(tournament));
      return TrfFile.of(lines).text();
    }
    TrfFile file = TrfFile.parse(imported);
    headers.remove(TrfHeader.NAME); // the file's own title stays
    for (Map.Entry<String, String> header : headers.entrySet()) {
      Optional<String> old = file.header(header.getKey());
      if (old.isPresent() && !old.get().strip().equals(header.getValue())) {
        file = file.withHeader(header.getKey(), header.getValue());
      }
    }
    for (TrfPlayer player : players) {
      // a line that says the same as the file's keeps its text, its rank column included
      Optional<TrfPlayer> old = file.player(player.number());
      TrfPlayer line = old.map(o -> withIdentity(o, player)).orElse(player);
      if (!old.map(line::equals).orElse(false)) {
        file = file.withPlayer(line);
      }
    }
    return file.text();
  }

  /**
   * The line {@code now} as the tournament has it, with what only the file knew of the player:
   * sex, FIDE id and birth date, and title and federation unless the server has its own. A line
   * rewritten for a new round lost them, so the report of a FIDE-rated event taken over from
   * another program named its players without their FIDE ids (found by probe-formats). The
   * file's rank stays while the line's rounds are the file's (the other program's tie-breaks
   * may rank otherwise); after a round more it is the standings' rank: the file's was kept,
   * and told the rating officer the order before that round.
   */
  private static TrfPlayer withIdentity(TrfPlayer file, TrfPlayer now) {
    boolean asInFile = now.games().equals(file.games()) && now.points() == file.points();
    return new TrfPlayer(now.number(), file.sex(),
        now.title().isEmpty() ? file.title() : now.title(), now.name(), now.rating(),
        now.federation().isEmpty() ? file.federation() : now.federation(), file.fideId(),
        file.birthDate(), now.points(), asInFile ? file.rank() : now.rank(), now.games());
  }

  /** The text of the report file the tournament was taken over from, or {@code null}. */
  private static String importedTrf(Tournament tournament) {
    for (TournamentEvent event : tournament.events()) {
      if (event instanceof TournamentEvent.Imported imported) {
        return imported.trf();
      }
    }
    return null;
  }

  /** The pairing options as TRF(x) lines: {@code XXA} (Baku), {@code XXP}, {@code BBU}. */
  private static List<TrfLine> pairingLines(Tournament tournament) {
    TournamentOptions options = tournament.options();
    List<String> names = tournament.players();
    List<TrfLine> lines = new ArrayList<>();
    if (options.get("pab") != null) {
      lines.add(new TrfHeader(TrfRound.PAIRING_BYE_POINTS, options.get("pab")));
    }
    for (List<String> pair : options.forbidden()) {
      int a = names.indexOf(pair.get(0)) + 1;
      int b = names.indexOf(pair.get(1)) + 1;
      if (a > 0 && b > 0) { // a pair with someone not (yet) entered has no starting rank
        lines.add(new TrfHeader(TrfRound.FORBIDDEN, Math.min(a, b) + " " + Math.max(a, b)));
      }
    }
    if (options.baku() && tournament.format() == Format.SWISS) {
      for (int number = 1; number <= names.size(); number++) {
        TrfRound.bakuLine(number, names.size(), tournament.rounds()).ifPresent(lines::add);
      }
    }
    fideModeLeft(tournament).ifPresent(round -> lines.add(new TrfHeader(FIDE_MODE_LEFT,
        FIDE_MODE_LEFT_TOKEN + " " + round)));
    return lines;
  }

  /**
   * The code of the comment line that records leaving FIDE mode (C.04.A: a report file says when
   * a tournament left the mode); TRF readers (bbpPairings, JaVaFo) skip {@code ###} lines.
   */
  static final String FIDE_MODE_LEFT = "###";

  /**
   * The fixed token of that line, followed by the rounds paired when the mode was left ({@code
   * ### FIDE_MODE_LEFT 3}): a code as the 192 line's are, not words (the domain writes none), so
   * that a program may read it whatever the organizer's language.
   */
  static final String FIDE_MODE_LEFT_TOKEN = "FIDE_MODE_LEFT";

  /** The rounds paired when FIDE mode was last turned off after being on; empty if it never was. */
  static Optional<Integer> fideModeLeft(Tournament tournament) {
    boolean on = false;
    Integer left = null;
    int paired = 0;
    for (TournamentEvent event : tournament.events()) {
      if (event instanceof TournamentEvent.Started || event instanceof TournamentEvent.Paired
          || event instanceof TournamentEvent.RoundClosed closed && closed.paired() != null) {
        paired++;
      } else if (event instanceof TournamentEvent.Configured set && set.key().equals("fide")) {
        left = on && set.value().equals("off") ? Integer.valueOf(paired) : left;
        on = set.value().equals("on");
      }
    }
    return on ? Optional.empty() : Optional.ofNullable(left);
  }

  private static List<TrfPlayer> players(Tournament tournament) {
    Map<String, Standing> standing = new HashMap<>();
    tournament.standings().rows().forEach(s -> standing.put(s.player(), s));
    List<String> names = tournament.players();
    Map<String, TournamentEvent.Described> described = new HashMap<>();
    for (TournamentEvent event : tournament.events()) {
      if (event instanceof TournamentEvent.Described about) {
        described.put(about.player(), about);
      } else if (event instanceof TournamentEvent.Handed handed
          && described.containsKey(handed.seat())) { // the seat's federation and title go along
        described.put(handed.player(), described.remove(handed.seat()));
      }
    }
    List<TrfPlayer> lines = new ArrayList<>();
    for (int i = 0; i < names.size(); i++) {
      String name = names.get(i);
      List<TrfGame> games = new ArrayList<>();
      for (int r = 1; r <= tournament.roundNumber(); r++) {
        games.add(game(tournament, r, name, names));
      }
      for (int r = tournament.roundNumber() + 1; r <= tournament.rounds(); r++) {
        if (tournament.byeRequests(r).contains(name)) {
          games.add(TrfGame.bye(TrfResult.HALF_BYE));
        } else if (r == tournament.roundNumber() + 1 && tournament.hasWithdrawn(name)
            && !tournament.isFinished()) {
          games.add(TrfGame.bye(TrfResult.FORFEIT_LOSS));
        } else {
          games.add(TrfGame.BLANK);
        }
      }
      Standing s = standing.get(name);
      TournamentEvent.Described about = described.get(name);
      lines.add(new TrfPlayer(i + 1, "", about == null ? "" : about.title(), name,
          tournament.ratings().getOrDefault(name, 0), about == null ? "" : about.federation(), "",
          "", 0, 0, List.of()).withGames(games, s.halfPoints() * 5, s.rank()));
    }
    return lines;
  }

  private static TrfGame game(Tournament tournament, int round, String player,
      List<String> names) {
    for (Pairing p : tournament.pairings(round)) {
      if (!p.involves(player)) {
        continue;
      }
      if (p.isBye()) {
        return TrfGame.bye(switch (p.result()) {
          case HALF_BYE -> TrfResult.HALF_BYE;
          case ZERO_BYE -> TrfResult.ZERO_BYE;
          case FULL_BYE -> TrfResult.FULL_BYE;
          default -> TrfResult.PAIRING_BYE;
        });
      }
      Side side = p.sideOf(player).orElseThrow();
      int opponent = names.indexOf(p.opponentOf(player).orElseThrow()) + 1;
      char colour = side == Side.WHITE ? 'w' : 'b';
      if (p.isPending()) {
        return TrfGame.game(opponent, colour, TrfResult.NONE);
      }
      int half = p.result().halfPoints(side);
      TrfResult result = p.result().played()
          ? (half == 2 ? TrfResult.WIN : half == 1 ? TrfResult.DRAW : TrfResult.LOSS)
          : (half == 2 ? TrfResult.FORFEIT_WIN : TrfResult.FORFEIT_LOSS);
      return TrfGame.game(opponent, colour, result);
    }
    return TrfGame.BLANK;
  }

  /**
   * The history of a Swiss taken over from a report file: its players in starting-rank order,
   * their ratings, every round paired in the file with its results, the half-point byes asked for
   * and the withdrawals marked after them. Throws {@link TournamentException} naming what is wrong;
   * the file must already have been read ({@link TrfFile#parse}).
   */
  public static List<TournamentEvent> history(String text, TrfFile file, String name,
      String variant, int moveLimit, String creator, String timeControl) {
    List<TrfPlayer> players = new ArrayList<>(file.players());
    players.sort(Comparator.comparingInt(TrfPlayer::number));
    if (players.size() < 2) {
      throw invalid(TrfFault.TOO_FEW_PLAYERS, players.size());
    }
    List<String> names = new ArrayList<>();
    Map<String, Integer> ratings = new LinkedHashMap<>();
    int played = 0;
    for (int i = 0; i < players.size(); i++) {
      TrfPlayer player = players.get(i);
      if (player.number() != i + 1) {
        throw invalid(TrfFault.RANKS_NOT_CONSECUTIVE, players.size());
      }
      // a user's name or a seat's, as tournament enter takes them: Dvořák was refused here
      if (!SeatName.valid(player.name()) || names.contains(player.name())) {
        throw invalid(TrfFault.NOT_A_USER_NAME, player.number(), player.name());
      }
      names.add(player.name());
      if (player.rating() > 0) {
        ratings.put(player.name(), player.rating());
      }
      for (int r = 1; r <= player.games().size(); r++) {
        TrfGame game = player.game(r);
        if (game.hasOpponent() || (game.opponent() == 0 && game.result() != TrfResult.HALF_BYE
            && game.result() != TrfResult.FORFEIT_LOSS)) {
          played = Math.max(played, r);
        }
      }
    }
    int rounds = file.rounds().orElse(Math.max(played, 1));
    int longest = players.stream().mapToInt(p -> p.games().size()).max().orElse(0);
    if (longest > rounds) {
      throw invalid(TrfFault.ROUNDS_EXCEED, longest, rounds);
    }
    List<TournamentEvent> events = new ArrayList<>();
    events.add(new TournamentEvent.Created(name, variant, Format.SWISS, rounds, moveLimit,
        creator, timeControl));
    names.forEach(player -> events.add(new TournamentEvent.Joined(player)));
    if (!ratings.isEmpty()) {
      events.add(new TournamentEvent.Rated(ratings));
    }
    events.add(new TournamentEvent.Imported(text));
    events.addAll(pairingOptions(file, names));
    boolean complete = true;
    for (int r = 1; r <= played; r++) {
      List<Pairing> boards = round(players, names, r, new TrfBoardOrder(file, players, r));
      events.add(r == 1 ? new TournamentEvent.Started(boards)
          : new TournamentEvent.Paired(r, boards));
      events.add(new TournamentEvent.Begun(r));
      complete = boards.stream().noneMatch(Pairing::isPending);
      if (complete) {
        events.add(new TournamentEvent.RoundEnded(r));
      } else if (r < played) {
        throw invalid(TrfFault.ROUND_UNFINISHED, r, r + 1);
      }
    }
    for (TrfPlayer player : players) {
      for (int r = played + 1; r <= player.games().size(); r++) {
        TrfGame game = player.game(r);
        if (game.opponent() == 0 && game.result() == TrfResult.HALF_BYE) {
          events.add(new TournamentEvent.ByeRequested(player.name(), r));
        } else if (game.opponent() == 0 && game.result() == TrfResult.FORFEIT_LOSS
            && played > 0 && r == played + 1) {
          events.add(new TournamentEvent.Left(player.name()));
        } else if (!game.isBlank()) {
          throw invalid(TrfFault.AFTER_PAIRED_ROUNDS, player.number(), r);
        }
      }
    }
    return events;
  }

  /**
   * The file's pairing options as the options' events: {@code XXA} lines mean Baku acceleration
   * (the only one the server makes), each {@code XXP} group its pairs, {@code BBU} the bye's worth.
   */
  private static List<TournamentEvent> pairingOptions(TrfFile file, List<String> names) {
    List<TournamentEvent> events = new ArrayList<>();
    if (!TrfRound.accelerations(file).isEmpty()) {
      events.add(new TournamentEvent.Configured("acceleration", "baku"));
    }
    List<String> pairs = new ArrayList<>();
    for (List<Integer> group : TrfRound.forbiddenGroups(file)) {
      for (int a : group) {
        for (int b : group) {
          if (a < b && a >= 1 && b <= names.size()) {
            pairs.add(names.get(a - 1) + "," + names.get(b - 1));
          }
        }
      }
    }
    if (!pairs.isEmpty()) {
      events.add(new TournamentEvent.Configured("forbidden", String.join(";", pairs)));
    }
    int tenths = TrfRound.pairingByeTenths(file);
    if (tenths != TrfResult.PAIRING_BYE.tenths()) {
      String pab = tenths == 5 ? "0.5" : tenths == 0 ? "0" : "1";
      events.add(new TournamentEvent.Configured("pab", pab));
    }
    return events;
  }

  /** The boards of round {@code r}: the games in the pairer's board order, then the byes. */
  private static List<Pairing> round(List<TrfPlayer> players, List<String> names, int r,
      TrfBoardOrder order) {
    List<TrfBoardOrder.Board> games = new ArrayList<>();
    List<Pairing> byes = new ArrayList<>();
    for (TrfPlayer player : players) {
      TrfGame game = player.game(r);
      if (game.isBlank()) {
        continue;
      }
      if (!game.hasOpponent()) {
        Result bye = switch (game.result()) {
          case PAIRING_BYE -> Result.BYE;
          case FULL_BYE -> Result.FULL_BYE;
          case HALF_BYE -> Result.HALF_BYE;
          case ZERO_BYE, FORFEIT_LOSS, NONE -> Result.ZERO_BYE;
          default -> throw invalid(TrfFault.BYE_WITH_RESULT, player.number(), r);
        };
        byes.add(new Pairing(0, player.name(), null, bye));
        continue;
      }
      int other = game.opponent();
      if (other > players.size()) {
        throw invalid(TrfFault.NO_SUCH_OPPONENT, player.number(), r, other);
      }
      TrfGame back = players.get(other - 1).game(r);
      if (back.opponent() != player.number()) {
        throw invalid(TrfFault.MEETS_OTHER, r, player.number(), other, back.opponent());
      }
      if (other < player.number()) {
        continue; // the pair was taken from the lower rank
      }
      boolean playerWhite = game.colour() == 'w' || (game.colour() == '-' && back.colour() != 'w');
      if (game.colour() != '-' && back.colour() != '-' && game.colour() == back.colour()) {
        throw invalid(TrfFault.SAME_COLOUR, r, player.number(), other,
            String.valueOf(game.colour()));
      }
      TrfGame white = playerWhite ? game : back;
      TrfGame black = playerWhite ? back : game;
      Result result = result(white.result(), black.result());
      if (result == null && (white.result() != TrfResult.NONE || black.result() != TrfResult.NONE)) {
        throw invalid(TrfFault.RESULTS_DISAGREE, r, player.number(), other);
      }
      String whiteName = names.get((playerWhite ? player.number() : other) - 1);
      String blackName = names.get((playerWhite ? other : player.number()) - 1);
      games.add(new TrfBoardOrder.Board(new Pairing(0, whiteName, blackName, result),
          playerWhite ? player.number() : other, playerWhite ? other : player.number()));
    }
    List<Pairing> boards = new ArrayList<>();
    games.sort(order.boards());
    games.stream().map(TrfBoardOrder.Board::pairing).forEach(p -> boards.add(
        new Pairing(boards.size() + 1, p.white(), p.black(), p.result())));
    byes.sort(Comparator.comparingInt((Pairing p) -> p.result().ordinal()));
    byes.forEach(p -> boards.add(new Pairing(boards.size() + 1, p.white(), null, p.result())));
    return boards;
  }

  /** A file that reads line by line but not as a tournament: a fault of the whole file. */
  private static TournamentException invalid(TrfFault fault, Object... args) {
    return TournamentException.trf(fault, 0, args);
  }

  /** A board's result from both sides' letters; {@code null} when unplayed or inconsistent. */
  private static Result result(TrfResult white, TrfResult black) {
    int w = white.tenths();
    int b = black.tenths();
    if (white == TrfResult.NONE || black == TrfResult.NONE) {
      return null;
    }
    if (white.played() && black.played()) {
      return w == 10 && b == 0 ? Result.WHITE_WIN : w == 0 && b == 10 ? Result.BLACK_WIN
          : w == 5 && b == 5 ? Result.DRAW : null;
    }
    if (white == TrfResult.FORFEIT_WIN && black == TrfResult.FORFEIT_LOSS) {
      return Result.WHITE_WIN_BY_FORFEIT;
    }
    if (white == TrfResult.FORFEIT_LOSS && black == TrfResult.FORFEIT_WIN) {
      return Result.BLACK_WIN_BY_FORFEIT;
    }
    return white == TrfResult.FORFEIT_LOSS && black == TrfResult.FORFEIT_LOSS
        ? Result.DOUBLE_FORFEIT : null;
  }
}
