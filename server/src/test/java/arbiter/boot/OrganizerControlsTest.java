package arbiter.boot;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.boot.ArbiterServer;
import arbiter.config.Settings;
import arbiter.protocol.Event;
import arbiter.protocol.Request;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every organizer control over TCP in one three-round Swiss, the server restarted after each:
 * an arbiter named by the creator, options, a requested half-point bye, a published round
 * re-seated during its countdown, a round begun by hand, a result corrected after the fact, a
 * late entry, a withdrawal and a reinstatement, rounds paired by hand, and a player who never
 * comes withdrawn after one absence. Bad input gets one line and changes nothing.
 */
@Tag("socket")
class OrganizerControlsTest {

  private static final Pattern BOARD = Pattern.compile("(\\d+)\\. (\\S+) - (\\S+)( \\S+)?");
  private static final List<String> PLAYERS = List.of("p1", "p2", "p3", "p4", "p6");

  @TempDir Path data;

  private ArbiterServer server;
  private final Map<String, LineClient> clients = new LinkedHashMap<>();

  private Settings settings() {
    return TestServer.settings(data).with("tournament.absent.seconds", 0)
        .with("tournament.sweep.millis", 20);
  }

  /** Starts the server and logs everyone in; p5 joins once and never comes again. */
  private void boot(boolean withLateEntry) throws InterruptedException {
    server = TestServer.start(settings());
    for (String user : List.of("org", "arb", "p1", "p2", "p3", "p4")) {
      clients.put(user, TestServer.login(server, user));
    }
    if (withLateEntry) {
      clients.put("p6", TestServer.login(server, "p6"));
    }
  }

  private void restart(boolean withLateEntry) throws InterruptedException {
    clients.values().forEach(LineClient::close);
    clients.clear();
    server.close();
    boot(withLateEntry);
  }

  private LineClient client(String user) {
    return clients.get(user);
  }

  /** Sends a command and returns its one-line answer. */
  /** The line after a refused tournament name: what a name may hold. */
  private static final String NAME_HINT =
      "a tournament's name: 1 to 32 English letters, digits, _ or -";

  private String ask(String user, String command) {
    LineClient client = client(user);
    client.send(command);
    return client.next();
  }

  /** The boards of a round as the pairings command shows them, after its header line. */
  private List<String> pairings(int round) {
    LineClient arb = client("arb");
    arb.send("tournament pairings cup " + round, "tournament list");
    arb.await("cup round " + round);
    List<String> boards = new ArrayList<>();
    for (String line = arb.next(); !line.startsWith("cup kingcapture"); line = arb.next()) {
      boards.add(line);
    }
    return boards;
  }

  /** Plays every game of the begun round between two present players: white wins. */
  private void playRound(int round) {
    for (String line : pairings(round)) {
      Matcher board = BOARD.matcher(line);
      if (board.matches() && board.group(4) == null && clients.containsKey(board.group(2))
          && clients.containsKey(board.group(3))) {
        LineClient black = client(board.group(3));
        black.awaitLine(l -> l.startsWith("tournament cup round " + round + " board "
            + board.group(1) + ": you play black"));
        black.send("forfeit");
        black.await("you have forfeited");
      }
    }
    client("p1").await("tournament cup round " + round + " is over");
  }

  @Test
  void everyControlInAFullEventWithARestartAfterEach() throws Exception {
    boot(false);
    try {
      assertThat(ask("org", "tournament create cup kingcapture swiss 3 2"))
          .startsWith("tournament cup created: ");
      for (String player : List.of("p1", "p2", "p3", "p4")) {
        assertThat(ask(player, "tournament join cup")).isEqualTo("you joined cup");
      }
      try (LineClient p5 = TestServer.login(server, "p5")) {
        p5.send("tournament join cup");
        p5.await("you joined cup");
      }
      try (LineClient p6 = TestServer.login(server, "p6")) {
        p6.send("who");
      }
      assertThat(ask("p1", "tournament arbiter cup p1"))
          .isEqualTo("only the creator or an admin may start cup");
      assertThat(ask("org", "tournament arbiter cup arb")).isEqualTo("arb is an arbiter of cup");
      assertThat(ask("arb", "tournament set cup pairing manual")).isEqualTo("cup pairing manual");
      assertThat(ask("arb", "tournament set cup countdown 600")).isEqualTo("cup countdown 600");
      assertThat(ask("arb", "tournament set cup absences 1")).isEqualTo("cup absences 1");
      assertThat(ask("arb", "tournament set cup countdown soon"))
          .isEqualTo("countdown is a whole number from 0 to 999999");
      assertThat(ask("p4", "tournament bye cup 2"))
          .isEqualTo("p4 has a half-point bye in round 2 of cup");
      restart(false);

      // options and the bye survived; round 1 is published and waits 600 s
      client("arb").send("tournament set cup");
      assertThat(client("arb").next(8)).containsExactly("tiebreaks BH-C1,BH,DE,WIN (default)",
          "pairing manual", "delay 0 (default)", "countdown 600", "absences 1",
          "acceleration none (default)", "pab 1 (default)", "forbidden none (default)");
      client("arb").send("tournament start cup");
      client("p1").await("tournament cup round 1 pairings, games start in 600 s:");
      client("arb").await("tournament cup started");
      List<String> published = pairings(1);
      Matcher first = BOARD.matcher(published.get(0));
      Matcher second = BOARD.matcher(published.get(1));
      assertThat(first.matches() && second.matches()).isTrue();
      client("arb").send("tournament swap cup " + first.group(2) + " " + second.group(3));
      assertThat(client("arb").awaitLine(l -> l.startsWith("cup round 1 re-seated")))
          .isEqualTo("cup round 1 re-seated: swap " + first.group(2) + " " + second.group(3));
      assertThat(client("arb").next(2)).containsExactly(
          "1. " + second.group(3) + " - " + first.group(3),
          "2. " + second.group(2) + " - " + first.group(2));
      client("arb").send("tournament swap cup p1 nobody");
      client("arb").await("nobody has no seat in this round");
      restart(false);

      // the re-seating survived; the board is set by hand (colours flipped), then the round begins
      assertThat(pairings(1).subList(0, 2)).containsExactly(
          "1. " + second.group(3) + " - " + first.group(3),
          "2. " + second.group(2) + " - " + first.group(2));
      client("arb").send("tournament board cup 1 " + first.group(3) + " " + second.group(3));
      client("arb").await("cup round 1 re-seated: board 1 " + first.group(3) + " "
          + second.group(3));
      client("arb").send("tournament begin cup");
      client("arb").await("cup round 1 started");
      assertThat(ask("arb", "tournament swap cup p1 p2"))
          .isEqualTo("round 1 of cup has started; boards change only between its publication"
              + " and its start");
      playRound(1);
      List<String> round1 = pairings(1);
      assertThat(round1.get(0)).isEqualTo(
          "1. " + first.group(3) + " - " + second.group(3) + " 1-0");

      // a correction after the fact, logged with who and when
      assertThat(ask("arb", "tournament result cup 1 1 0-1"))
          .isEqualTo("cup result round 1 board 1 from 1-0 to 0-1");
      restart(false);
      assertThat(pairings(1).get(0))
          .isEqualTo("1. " + first.group(3) + " - " + second.group(3) + " 0-1");
      client("arb").send("tournament audit cup", "tournament list");
      List<String> audit = new ArrayList<>();
      for (String line = client("arb").next(); !line.startsWith("cup kingcapture");
          line = client("arb").next()) {
        // the time, and the account ids (org#1: RolesTest checks them)
        audit.add(line.replaceFirst("^\\S+ ", "").replaceFirst("^(\\S+)#\\d+ ", "$1 "));
      }
      assertThat(audit).contains("org arbiter arb", "arb set countdown 600",
          "p4 bye p4 round 2", "arb start",
          "arb swap " + first.group(2) + " " + second.group(3) + " in round 1",
          "arb board 1 " + first.group(3) + " " + second.group(3) + " in round 1",
          "arb begin round 1", "arb result round 1 board 1 from 1-0 to 0-1");

      // a late entry with half-point byes for the rounds so far: p6 has an account, so the
      // entry is an invitation, and p6 plays once they accept it
      assertThat(ask("arb", "tournament enter cup p6 half"))
          .isEqualTo("p6 is invited to cup; they play once they accept");
      clients.put("p6", TestServer.login(server, "p6")); // offline when invited: the invitation waits
      assertThat(client("p6").next()).isEqualTo("tournament cup: arb invites you to play "
          + "(rounds so far: byes worth 1/2); tournament join cup accepts, "
          + "tournament decline cup declines");
      assertThat(ask("p6", "tournament join cup")).isEqualTo("you joined cup");
      restart(true);
      assertThat(pairings(1)).last().matches(line -> line.endsWith(". p6 bye 1/2"));

      // withdraw and reinstate, a restart after each
      assertThat(ask("arb", "tournament withdraw cup p3")).isEqualTo("p3 withdrawn from cup");
      restart(true);
      assertThat(ask("arb", "tournament withdraw cup p3")).isEqualTo("p3 has already left cup");
      assertThat(ask("arb", "tournament reinstate cup p3")).isEqualTo("p3 reinstated in cup");
      restart(true);

      // bad input: one line each, nothing changed
      String before = String.join("\n", pairings(1));
      assertThat(ask("arb", "tournament result cup 9 1 1-0"))
          .isEqualTo("cup has no round 9 (rounds 1 to 1 are paired)");
      assertThat(ask("arb", "tournament result cup 1 1 2-0"))
          .isEqualTo("a result is 1-0, 0-1, =, +- (white wins by forfeit), -+ or --");
      assertThat(ask("arb", "tournament withdraw cup nobody")).isEqualTo("nobody is not in cup");
      assertThat(ask("arb", "tournament bye cup 1 p1"))
          .isEqualTo("round 1 of cup is not a coming round (rounds 2 to 3 are)");
      assertThat(ask("p1", "tournament withdraw cup p2"))
          .isEqualTo("only the creator, an admin or an arbiter of cup may do that");
      assertThat(ask("p1", "tournament create ../up kingcapture swiss 3"))
          .isEqualTo("tournament name format is invalid");
      assertThat(client("p1").next()).isEqualTo(NAME_HINT);
      assertThat(ask("arb", "tournament begin cup")).isEqualTo("round 1 of cup has already started");
      assertThat(String.join("\n", pairings(1))).isEqualTo(before);

      // round 2 on command, at once; p4 rests with the bye asked for
      assertThat(ask("arb", "tournament set cup countdown 0")).isEqualTo("cup countdown 0");
      client("arb").send("tournament pair cup");
      client("arb").await("cup round 2 published");
      assertThat(pairings(2)).anyMatch(line -> line.endsWith(". p4 bye 1/2"));
      playRound(2);
      restart(true);
      assertThat(ask("arb", "tournament pairings cup 4")).isEqualTo("cup has no round 4 paired");
      client("arb").send("tournament pair cup");
      client("arb").await("cup round 3 published");
      playRound(3);
      client("p1").await("tournament cup is over; final standings:");

      // p5 never came: withdrawn after the first game lost by absence
      client("arb").send("tournament audit cup", "tournament list");
      assertThat(client("arb").awaitLine(line -> line.contains(" withdraw p5 ")))
          .endsWith(" server withdraw p5 after 1 absences");
      Path files = data.resolve("tournaments/cup");
      for (String file : List.of("round-1.txt", "round-3.txt", "crosstable.txt", "standings.txt",
          "standings.csv", "standings.html")) {
        assertThat(files.resolve(file)).isRegularFile();
      }
      assertThat(Files.readAllLines(files.resolve("round-1.txt")).get(1))
          .isEqualTo("Board  White  Black  Result");
      assertThat(Files.readString(files.resolve("standings.html"))).startsWith("<!DOCTYPE html>")
          .contains("<h2>Crosstable</h2>");
    } finally {
      clients.values().forEach(LineClient::close);
      server.close();
    }
  }

  @Test
  void pairingOptionsOnTelnetSurviveARestartAndReachTheTrf() throws Exception {
    boot(false);
    try {
      ask("org", "tournament create cup kingcapture swiss 3 2");
      for (String player : List.of("p1", "p2", "p3", "p4")) {
        ask(player, "tournament join cup");
      }
      assertThat(ask("org", "tournament set cup acceleration baku"))
          .isEqualTo("cup acceleration baku");
      assertThat(ask("org", "tournament set cup pab 0.5")).isEqualTo("cup pab 0.5");
      assertThat(ask("org", "tournament forbid cup p1 p3")).isEqualTo("cup forbidden p1,p3");
      assertThat(ask("org", "tournament set cup pab 2"))
          .isEqualTo("pab (the pairing-allocated bye) is 1, 0.5 or 0");
      assertThat(ask("p2", "tournament forbid cup p2 p4"))
          .isEqualTo("only the creator, an admin or an arbiter of cup may do that");
      restart(false);

      client("org").send("tournament set cup");
      assertThat(client("org").next(8)).endsWith("acceleration baku", "pab 0.5",
          "forbidden p1,p3");
      client("org").send("tournament export cup");
      assertThat(client("org").awaitLine(line -> line.startsWith("XXP")))
          .isEqualTo("XXP 1 3");
    } finally {
      clients.values().forEach(LineClient::close);
      server.close();
    }
  }

  @Test
  void aSwissTakenOverFromATrfPlaysOnAndSurvivesARestart() throws Exception {
    String trf = String.join("\n",
        "012 Club Open",
        "142 2",
        "001    1      ann                                                                1.0    1     2 w 1",
        "001    2      bob                                                                0.0    3     1 b 0",
        "001    3      cid                                                                1.0    2  0000 - U",
        "");
    Path folder = Files.createDirectories(data.resolve("tournaments/club"));
    Files.writeString(folder.resolve("club.trf"), "012 x\n001 1\n");
    boot(false);
    try {
      for (String user : List.of("ann", "bob", "cid")) {
        clients.put(user, TestServer.login(server, user));
      }
      assertThat(ask("org", "tournament import club kingcapture 2"))
          .startsWith("TRF line 2: 001: ");
      assertThat(ask("org", "tournament import ../club kingcapture 2"))
          .isEqualTo("tournament name format is invalid");
      assertThat(client("org").next()).isEqualTo(NAME_HINT);
      assertThat(ask("org", "tournament list")).isEqualTo("no tournaments");

      Files.writeString(folder.resolve("club.trf"), trf);
      client("org").send("tournament import club kingcapture 2");
      client("org").await("tournament club imported: kingcapture swiss rounds 2 limit 2 players 3"
          + " round 1");
      // the file's registered players are invited; the organizer pairs once they accepted
      for (String user : List.of("ann", "bob", "cid")) {
        client(user).await("tournament club: org invites you to play; tournament join club"
            + " accepts, tournament decline club declines");
        assertThat(ask(user, "tournament join club")).isEqualTo("you joined club");
      }
      client("org").send("tournament pair club");
      // round 1 came from the file; round 2 is paired on the organizer's word
      client("ann").await("tournament club round 2 pairings:");
      String notice = client("ann").awaitLine(l -> l.startsWith("tournament club round 2"));
      assertThat(notice).matches("tournament club round 2 (board 1: you play .*|: you have a bye)");
      restart(false);
      for (String user : List.of("ann", "bob", "cid")) {
        clients.put(user, TestServer.login(server, user));
      }
      client("org").send("tournament export club");
      List<String> exported = client("org").next(5);
      assertThat(exported.subList(0, 2)).containsExactly("012 Club Open", "142 2");
      assertThat(exported.get(2)).startsWith(trf.lines().toList().get(2).substring(0, 80));
      assertThat(Files.readString(folder.resolve("club.trf")).lines().toList())
          .isEqualTo(exported);
    } finally {
      clients.values().forEach(LineClient::close);
      server.close();
    }
  }

  @Test
  void roundsArePublishedBeforeTheirGamesAndPairedAfterADelay() throws Exception {
    try (ArbiterServer server = TestServer.start(settings()
            .with("tournament.countdown.seconds", 1).with("tournament.pairing.delay.seconds", 1));
        LineClient ann = TestServer.login(server, "ann");
        LineClient bob = TestServer.login(server, "bob");
        JsonClient json = new JsonClient(server.port())) {
      json.send(new Request.Hello(1, "test"), new Request.Register("cid", "pw"),
          new Request.Login("cid", "pw"));
      json.await(Event.Ok.class);
      json.await(Event.Ok.class);
      ann.send("tournament create duo kingcapture swiss 2 2");
      ann.await("tournament duo created: kingcapture swiss rounds 2 limit 2 players 0 open");
      for (LineClient player : List.of(ann, bob)) {
        player.send("tournament join duo");
        player.await("you joined duo");
      }
      json.send(new Request.Tournament("join", "duo", null, null, null, null, null));
      json.await(Event.Tournament.class);
      long asked = System.nanoTime();
      ann.send("tournament start duo");
      ann.await("tournament duo round 1 pairings, games start in 1 s:");
      assertThat(json.await(Event.RoundPairings.class).seconds()).isEqualTo(1);
      String game = ann.awaitLine(l -> l.startsWith("tournament duo round 1"));
      assertThat(System.nanoTime() - asked).isGreaterThanOrEqualTo(900_000_000L);
      assertThat(game).matches("tournament duo round 1 (board 1: you play .*|: you have a bye)");
      // whoever plays resigns at once; the round ends, and the next is paired a second later
      for (LineClient player : List.of(ann, bob)) {
        player.send("forfeit");
      }
      ann.await("tournament duo round 1 is over");
      long over = System.nanoTime();
      ann.await("tournament duo round 2 pairings, games start in 1 s:");
      assertThat(System.nanoTime() - over).isGreaterThanOrEqualTo(500_000_000L);
    }
  }

  @Test
  void jsonControlsAnswerWithTypedMessages() throws Exception {
    try (ArbiterServer server = TestServer.start(settings());
        LineClient org = TestServer.login(server, "org")) {
      org.send("tournament create cup kingcapture swiss 3 2");
      org.await("tournament cup created: kingcapture swiss rounds 3 limit 2 players 0 open");
      try (JsonClient json = new JsonClient(server.port())) {
        json.send(new Request.Hello(1, "test"), new Request.Login("org", "pw"));
        json.await(Event.Ok.class);
        json.send(new Request.Tournament("set", "cup", null, null, null, null, null, null, null,
            null, null, null, "tiebreaks", "BH-C1,BH,DE", null, null));
        assertThat(json.await(Event.Tournament.class).lines())
            .containsExactly("cup tiebreaks BH-C1,BH,DE");
        json.send(new Request.Tournament("result", "cup", null, null, null, null, 1, null, null,
            null, 1, "2-0", null, null, null, null));
        assertThat(json.await(Event.Error.class).code()).isEqualTo("bad_request");
        json.send(new Request.Tournament("withdraw", "cup", null, null, null, null, null, null,
            "nobody", null, null, null, null, null, null, null));
        assertThat(json.await(Event.Error.class))
            .isEqualTo(new Event.Error("not_allowed", "nobody is not in cup"));
      }
    }
  }
}
