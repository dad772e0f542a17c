package arbiter.boot;

import arbiter.boot.ArbiterServer;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Scripted players of a tournament over TCP: each round they read their notices and play every
 * game to the result a script gives ({@code 1-0}, {@code 0-1} or {@code =}). In the kingcapture
 * games of limit 2 the loser resigns; a draw is two moves and the limit.
 */
final class TournamentDriver {

  /** The result of one board. */
  interface Script {
    String result(int round, int board, String white, String black);
  }

  private static final Pattern GAME =
      Pattern.compile("tournament \\S+ round (\\d+) board (\\d+): you play (white|black) against (\\S+) in game \\d+");

  private final String name;
  private final Map<String, LineClient> players = new LinkedHashMap<>();

  /** Logs the players in; the first creates the tournament, all join in the given order. */
  TournamentDriver(ArbiterServer server, String name, String format, int rounds, List<String> names) {
    this.name = name;
    for (String player : names) {
      players.put(player, TestServer.login(server, player));
    }
    LineClient creator = players.get(names.get(0));
    creator.send("tournament create " + name + " kingcapture " + format + " " + rounds + " 2");
    creator.awaitLine(line -> line.startsWith("tournament " + name + " created: "));
    players.forEach((player, client) -> {
      client.send("tournament join " + name);
      client.await("you joined " + name);
    });
  }

  LineClient client(String player) {
    return players.get(player);
  }

  /** Starts the tournament and plays {@code rounds} rounds by the script. */
  void play(int rounds, Script script) {
    LineClient creator = players.values().iterator().next();
    creator.send("tournament start " + name); // its reply may come after its round 1 notice
    for (int round = 1; round <= rounds; round++) {
      playRound(round, script);
    }
  }

  private void playRound(int round, Script script) {
    Map<Integer, String[]> boards = new java.util.TreeMap<>();
    for (Map.Entry<String, LineClient> player : players.entrySet()) {
      String prefix = "tournament " + name + " round " + round;
      String notice = player.getValue().awaitLine(line -> line.startsWith(prefix + " board ")
          || line.equals(prefix + ": you have a bye"));
      Matcher game = GAME.matcher(notice);
      if (game.matches() && game.group(3).equals("white")) {
        boards.put(Integer.parseInt(game.group(2)), new String[] {player.getKey(), game.group(4)});
      }
    }
    boards.forEach((board, pair) -> playGame(script.result(round, board, pair[0], pair[1]), pair));
    String over = "tournament " + name + " round " + round + " is over";
    players.values().forEach(client -> client.await(over));
  }

  private void playGame(String result, String[] pair) {
    LineClient white = players.get(pair[0]);
    LineClient black = players.get(pair[1]);
    switch (result) {
      case "1-0" -> {
        black.send("forfeit");
        black.await("you have forfeited");
      }
      case "0-1" -> {
        white.send("forfeit");
        white.await("you have forfeited");
      }
      default -> {
        white.send("e2e4");
        white.await("turn completed");
        black.send("e7e5");
        black.await("turn completed");
        black.await("draw");
      }
    }
  }

  /** The final standings table the players are shown at the end. */
  List<String> finalStandings() {
    LineClient first = players.values().iterator().next();
    first.await("tournament " + name + " is over; final standings:");
    return first.next(players.size() + 1);
  }

  void closeAll() {
    players.values().forEach(LineClient::close);
  }
}
