package arbiter.session;

import arbiter.game.GameRoom;
import arbiter.lobby.Lobby;
import arbiter.rules.Variant;
import arbiter.rules.Variants;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.regex.Pattern;

/**
 * The menu after login (seed 002): new_game, scoreboard, list_users, help, logout; over the
 * network also accept, decline, who, games and observe.
 */
final class MainMenu implements Menu {

  static final List<String> HELP =
      List.of("new_game [username] [limit]", "scoreboard", "list_users", "help", "logout");

  static final List<String> NETWORK_HELP =
      List.of(
          "new_game [username] [limit] [variant]",
          "accept [username]",
          "decline [username]",
          "scoreboard [variant]",
          "who",
          "games",
          "observe [game]",
          "tournament [create|join|leave|start|list|standings|pairings] ...");

  static final String DEFAULT_VARIANT = "kingcapture";

  private static final Pattern NUMBER = Pattern.compile("-?\\d+");

  private final Session session;

  MainMenu(Session session) {
    this.session = session;
  }

  @Override
  public CompletionStage<Menu> handle(String line) {
    CompletionStage<Menu> query = LobbyQueries.answer(session, line, this);
    if (query != null) {
      return query;
    }
    String[] words = line.strip().split("\\s+");
    boolean network = session.services().network();
    switch (words[0]) {
      case "new_game":
        if ((words.length == 3 || (words.length == 4 && network)) && NUMBER.matcher(words[2]).matches()) {
          return newGame(words[1], new BigInteger(words[2]), words.length == 4 ? words[3] : null);
        }
        break;
      case "scoreboard":
        if (words.length <= 2) {
          return scoreboard(words.length == 2 ? words[1] : null);
        }
        break;
      case "list_users":
        if (words.length == 1) {
          return session.blocking(() -> session.services().accounts().names()).thenApply(this::showing);
        }
        break;
      case "help":
        if (words.length == 1) {
          return stay(network ? NETWORK_HELP_ALL : HELP);
        }
        break;
      case "logout":
        if (words.length == 1) {
          session.logOut();
          session.show("logout successful");
          return CompletableFuture.completedFuture(new RegistrationMenu(session));
        }
        break;
      default:
        if (network) {
          CompletionStage<Menu> lobbyCommand = lobbyCommand(words);
          if (lobbyCommand != null) {
            return lobbyCommand;
          }
        }
        break;
    }
    return stay(List.of("invalid command"));
  }

  private static final List<String> NETWORK_HELP_ALL = networkHelp();

  private static List<String> networkHelp() {
    List<String> lines = new ArrayList<>(NETWORK_HELP);
    lines.addAll(HELP.subList(2, HELP.size()));
    return List.copyOf(lines);
  }

  private CompletionStage<Menu> newGame(String opponent, BigInteger limitNumber, String variantId) {
    if (!Credentials.valid(opponent)) {
      return stay(List.of("username format is invalid"));
    }
    if (limitNumber.signum() < 0) {
      return stay(List.of("number should be positive to have a limit or 0 for no limit"));
    }
    // a limit beyond any game's length is no limit in practice
    int limit = limitNumber.min(BigInteger.valueOf(Integer.MAX_VALUE)).intValue();
    if (opponent.equals(session.name())) {
      return stay(List.of("you must choose another player to start a game"));
    }
    return session
        .blocking(() -> session.services().accounts().exists(opponent))
        .thenApply(
            exists -> {
              if (!exists) {
                return reply("no user exists with this username");
              }
              Variant variant = Variants.byId(variantId == null ? DEFAULT_VARIANT : variantId).orElse(null);
              if (variant == null) {
                return reply("no variant with this name");
              }
              return start(opponent, limit, variant);
            });
  }

  private Menu start(String opponent, int limit, Variant variant) {
    Lobby lobby = session.services().lobby();
    if (session.services().network()) {
      return reply(lobby.challenge(session.name(), session, opponent, limit, variant));
    }
    GameRoom room =
        lobby.startHotSeat(session.name(), session, opponent, limit, variant, session.executor());
    room.start();
    return new GameMenu(session, room, null);
  }

  private CompletionStage<Menu> scoreboard(String variant) {
    if (variant != null && Variants.byId(variant).isEmpty()) {
      return stay(List.of("no variant with this name"));
    }
    return session
        .blocking(() -> session.services().accounts().scoreboard(variant))
        .thenApply(
            lines -> {
              List<String> text = new ArrayList<>(lines.size());
              lines.forEach(line -> text.add(line.toString()));
              return showing(text);
            });
  }

  /** accept, decline, observe; {@code null} for anything else. */
  private CompletionStage<Menu> lobbyCommand(String[] words) {
    Lobby lobby = session.services().lobby();
    String command = words[0];
    if (words.length != 2) {
      return null;
    }
    switch (command) {
      case "accept":
        Lobby.Accepted accepted = lobby.accept(session.name(), session, words[1]);
        if (accepted.error() != null) {
          return stay(List.of(accepted.error()));
        }
        return CompletableFuture.completedFuture(
            new GameMenu(session, accepted.room(), arbiter.rules.Side.BLACK));
      case "decline":
        return stay(
            List.of(lobby.decline(session.name(), words[1]) ? "challenge declined"
                : "no challenge from this user"));
      case "observe":
        return observe(words[1]);
      default:
        return null;
    }
  }

  private CompletionStage<Menu> observe(String id) {
    GameRoom room = id.matches("\\d{1,18}") ? session.services().lobby().room(Long.parseLong(id)) : null;
    if (room == null) {
      return stay(List.of("no game with this id"));
    }
    return room.observe(session)
        .thenApply(watching -> watching ? new SpectatorMenu(session, room) : reply("no game with this id"));
  }

  private Menu showing(List<String> lines) {
    session.show(lines);
    return this;
  }

  private Menu reply(String line) {
    session.show(line);
    return this;
  }

  private CompletionStage<Menu> stay(List<String> lines) {
    return CompletableFuture.completedFuture(showing(lines));
  }
}
