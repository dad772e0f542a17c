package arbiter.simul;

import arbiter.async.TaskChain;
import arbiter.command.Command;
import arbiter.event.AuditAction;
import arbiter.event.AuditAction.Kind;
import arbiter.event.DomainEvent;
import arbiter.event.SimulEvent;
import arbiter.game.Ending;
import arbiter.game.GameArchive;
import arbiter.game.GameRoom;
import arbiter.game.StoredGame;
import arbiter.lobby.Lobby;
import arbiter.lobby.Member;
import arbiter.protocol.TimeControl;
import arbiter.rules.Variant;
import arbiter.rules.Variants;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executor;
import java.util.function.LongSupplier;
import java.util.function.ToLongFunction;

/**
 * The server's simuls: the {@code simul} commands, the boards' games (ordinary games the lobby
 * runs), their ends, and the simuls a restart finds. Its state lives on one serial executor, off
 * the event loops (the archive blocks); what other threads read (whose boards run) is kept in
 * concurrent maps.
 */
public final class Simuls {

  private final SimulArchive archive;
  private final GameArchive games;
  private final Lobby lobby;
  private final TaskChain chain;
  private final LongSupplier epochMillis;
  private final ToLongFunction<String> accountIds;
  /** The open and running simuls by host, oldest first; confined to the chain. */
  private final Map<String, Simul> byHost = new LinkedHashMap<>();
  /** Each host's last simul that ended or was cancelled, for its audit log; on the chain. */
  private final Map<String, Simul> ended = new LinkedHashMap<>();
  /** Each running simul's host and the games of their boards still played: read anywhere. */
  private final Map<String, List<Long>> running = new ConcurrentHashMap<>();
  /** The sessions that watch the lobby: they are shown the simuls as they change. */
  private final List<Member> watchers = new CopyOnWriteArrayList<>();
  /** The simuls as last listed, for the lobby's listing on any thread. */
  private volatile SimulEvent.SimulsListed listing = new SimulEvent.SimulsListed(List.of());

  /**
   * @param games the stored games: a board that ended while the server was down is read there
   * @param executor where the simuls' state lives (a serial use of it: any executor does; the
   *     account ids may block)
   * @param accountIds each name's stable account id, 0 when it has no account: the audit log
   *     names accounts ({@code ann#12}), as a tournament's does
   */
  public Simuls(SimulArchive archive, GameArchive games, Lobby lobby, Executor executor,
      LongSupplier epochMillis, ToLongFunction<String> accountIds) {
    this.archive = archive;
    this.games = games;
    this.accountIds = accountIds;
    this.lobby = lobby;
    this.chain = new TaskChain(executor);
    this.epochMillis = epochMillis;
    lobby.holdAlso(running::containsKey); // a host at many boards is busy as any player
    lobby.alsoOnGameEnd((room, ending) -> chain.submit(() -> boardEnded(room.id(), ending)));
  }

  /**
   * Takes up the simuls the archive keeps, after the lobby resumed the running games: a board
   * whose game is no longer running ended while the server was down, and counts as it ended.
   * Blocks; call once at start-up.
   */
  public CompletableFuture<Void> restore() {
    return chain.submit(() -> {
      for (SimulArchive.Stored stored : archive.unfinished()) {
        Simul simul = new Simul(stored.id(), stored.host(), stored.variant(), stored.time(),
            stored.colour(), Simul.Stage.OPEN);
        stored.boards().keySet().forEach(simul::join);
        byHost.put(simul.host(), simul);
        if (stored.stage() == Simul.Stage.RUNNING) {
          simul.start(stored.boards());
          running.put(simul.host(), new CopyOnWriteArrayList<>(simul.games()));
          for (long game : simul.games()) {
            if (lobby.room(game) == null) {
              StoredGame played = games.game(game);
              Ending ending = played == null ? null
                  : Ending.stored(played.result(), played.reason());
              boardEnded(game, ending);
            }
          }
        }
      }
      listing = listed();
    });
  }

  /** The games of the host's boards still played, in board order; empty when none. */
  public List<Long> boardsOf(String host) {
    return List.copyOf(running.getOrDefault(host, List.of()));
  }

  /** The open and running simuls, oldest first, as they were last changed. */
  public SimulEvent.SimulsListed listing() {
    return listing;
  }

  /** The host of the simul a game was a board of, or {@code null}: blocks (the archive). */
  public String hostOf(long game) {
    return archive.hostOf(game);
  }

  /** The games of the host's latest simul that began, in board order: blocks (the archive). */
  public List<Long> latestGames(String host) {
    return archive.latestGames(host);
  }

  /** The member is shown the simuls now and as they change ({@code on}), or no longer. */
  public void watch(Member member, boolean on) {
    watchers.remove(member);
    if (on) {
      watchers.add(member);
      chain.submit(() -> member.receive(listed()));
    }
  }

  /** Runs a {@code simul} command of {@code user} (whose session is {@code member}). */
  public CompletionStage<List<DomainEvent>> command(String user, Member member,
      Command.Simul command) {
    return chain.submit(() -> CompletableFuture.completedFuture(decide(user, member, command)));
  }

  private List<DomainEvent> decide(String user, Member member, Command.Simul command) {
    return switch (command.action()) {
      case CREATE -> create(user, command);
      case JOIN -> join(user, member, command.host());
      case LEAVE -> leave(user);
      case START -> start(user, member);
      case SHOW -> shown(command.host());
      case LIST -> List.of(listed());
      case AUDIT -> audit(command.host());
      case USAGE -> refused(SimulRefusal.USAGE, "");
    };
  }

  private List<DomainEvent> create(String host, Command.Simul command) {
    Variant variant = Variants.byId(command.variant()).orElse(null);
    if (variant == null) {
      return refused(SimulRefusal.NO_SUCH_VARIANT, command.variant());
    }
    TimeControl control;
    try {
      control = TimeControl.parse(command.time());
    } catch (IllegalArgumentException e) {
      return refused(SimulRefusal.BAD_TIME_CONTROL, command.time());
    }
    Simul.HostColour colour = command.colour() == null ? Simul.HostColour.WHITE
        : Simul.HostColour.of(command.colour());
    if (colour == null) {
      return refused(SimulRefusal.USAGE, "");
    }
    List<DomainEvent> busy = busy(host);
    if (busy != null) {
      return busy;
    }
    String time = control.timed() ? control.text() : null;
    long id = archive.create(host, variant.id(), time, colour, epochMillis.getAsLong());
    Simul simul = new Simul(id, host, variant.id(), time, colour, Simul.Stage.OPEN);
    byHost.put(host, simul);
    String hostColour = colour.name().toLowerCase(java.util.Locale.ROOT);
    audit(simul, host, time == null
        ? AuditAction.of(Kind.SIMUL_CREATE_UNTIMED, variant.id(), hostColour)
        : AuditAction.of(Kind.SIMUL_CREATE, variant.id(), time, hostColour));
    changed();
    return List.of(new SimulEvent.SimulAnswered(SimulNotice.CREATED, simul.view()));
  }

  private List<DomainEvent> join(String user, Member member, String host) {
    Simul simul = byHost.get(host);
    if (simul == null) {
      return refused(SimulRefusal.NO_SUCH_SIMUL, host);
    }
    if (!member.plays(simul.variant())) { // a chess program on the ICS port: standard chess only
      return refused(SimulRefusal.VARIANT_UNPLAYABLE, simul.variant());
    }
    SimulRefusal refusal = simul.refuseJoin(user);
    if (refusal != null) {
      return refused(refusal, user);
    }
    List<DomainEvent> busy = busy(user);
    if (busy != null) {
      return busy;
    }
    archive.join(simul.id(), user);
    simul.join(user);
    lobby.tell(host, new SimulEvent.SimulNews(SimulNotice.JOINED, host, user, 0));
    changed();
    return List.of(new SimulEvent.SimulAnswered(SimulNotice.JOINED, simul.view()));
  }

  /** Why the user may take no part in another simul, or play a game now; {@code null}: free. */
  private List<DomainEvent> busy(String user) {
    for (Simul simul : byHost.values()) {
      if (simul.has(user)) {
        return refused(SimulRefusal.ALREADY_IN_SIMUL, simul.host());
      }
    }
    return lobby.isPlaying(user) ? refused(SimulRefusal.ALREADY_PLAYING, user) : null;
  }

  /**
   * An account was removed: it leaves the open simul it joined, and the one it hosts is
   * cancelled, so whoever registers the name next hosts nothing of it. (A running simul keeps
   * its host busy, and a busy account cannot be removed.)
   */
  public CompletionStage<Void> accountRemoved(String user) {
    return chain.submit(() -> {
      leave(user);
    });
  }

  /** An opponent leaves an open simul; its host leaving cancels it. */
  private List<DomainEvent> leave(String user) {
    Simul hosted = byHost.get(user);
    if (hosted != null && hosted.stage() == Simul.Stage.OPEN) {
      byHost.remove(user);
      ended.put(user, hosted);
      archive.ended(hosted.id(), Simul.Stage.OVER);
      audit(hosted, user, AuditAction.of(Kind.SIMUL_CANCEL));
      for (String opponent : hosted.opponents()) {
        lobby.tell(opponent, new SimulEvent.SimulNews(SimulNotice.CANCELLED, user, opponent, 0));
      }
      changed();
      return List.of(new SimulEvent.SimulAnswered(SimulNotice.CANCELLED, hosted.view()));
    }
    for (Simul simul : byHost.values()) {
      if (simul.opponents().contains(user)) {
        if (!simul.leave(user)) {
          return refused(SimulRefusal.ALREADY_STARTED, user);
        }
        archive.leave(simul.id(), user);
        lobby.tell(simul.host(),
            new SimulEvent.SimulNews(SimulNotice.LEFT, simul.host(), user, 0));
        changed();
        return List.of(new SimulEvent.SimulAnswered(SimulNotice.LEFT, simul.view()));
      }
    }
    return refused(hosted != null ? SimulRefusal.ALREADY_STARTED : SimulRefusal.NOT_JOINED, user);
  }

  /**
   * The host starts the simul: a game on each board whose opponent is free (one who plays
   * another game now is dropped and told so), the host seated at every board.
   */
  private List<DomainEvent> start(String host, Member member) {
    Simul simul = byHost.get(host);
    if (simul == null || simul.stage() != Simul.Stage.OPEN) {
      return refused(simul == null ? SimulRefusal.NO_SUCH_SIMUL : SimulRefusal.ALREADY_STARTED,
          host);
    }
    if (lobby.isPlaying(host)) {
      return refused(SimulRefusal.ALREADY_PLAYING, host);
    }
    List<String> free = new ArrayList<>();
    for (String opponent : simul.opponents()) {
      if (lobby.isPlaying(opponent)) {
        DomainEvent dropped = new SimulEvent.SimulNews(SimulNotice.DROPPED, host, opponent, 0);
        lobby.tell(opponent, dropped);
        member.receive(dropped);
      } else {
        free.add(opponent);
      }
    }
    if (free.isEmpty()) {
      return refused(SimulRefusal.NO_OPPONENTS, host);
    }
    Map<String, Long> boards = new LinkedHashMap<>();
    free.forEach(opponent -> boards.put(opponent, lobby.reserveGameId()));
    archive.started(simul.id(), boards); // the boards are stored before their games
    simul.start(boards);
    audit(simul, host, AuditAction.of(Kind.SIMUL_START, boards.size()));
    running.put(host, new CopyOnWriteArrayList<>(simul.games()));
    Variant variant = Variants.byId(simul.variant()).orElseThrow();
    TimeControl control = TimeControl.parse(simul.time());
    for (Map.Entry<String, Long> board : boards.entrySet()) {
      String opponent = board.getKey();
      boolean hostWhite = simul.hostSide(opponent) == arbiter.rules.Side.WHITE;
      GameRoom room = lobby.arrange(board.getValue(), hostWhite ? host : opponent,
          hostWhite ? opponent : host, variant, 0, control, java.util.Set.of());
      room.rebind(simul.hostSide(opponent), member); // the host is held, so seated absent
      lobby.tell(opponent,
          new SimulEvent.SimulNews(SimulNotice.BOARD, host, opponent, board.getValue()));
    }
    changed();
    return List.of(new SimulEvent.SimulAnswered(SimulNotice.STARTED, simul.view()));
  }

  private List<DomainEvent> shown(String host) {
    Simul simul = byHost.get(host);
    return simul == null ? refused(SimulRefusal.NO_SUCH_SIMUL, host)
        : List.of(new SimulEvent.SimulAnswered(SimulNotice.SHOWN, simul.view()));
  }

  private List<DomainEvent> audit(String host) {
    Simul simul = byHost.containsKey(host) ? byHost.get(host) : ended.get(host);
    return simul == null ? refused(SimulRefusal.NO_SUCH_SIMUL, host)
        : List.of(new SimulEvent.SimulAudited(host, archive.audit(simul.id())));
  }

  /** A game ended: if it was a board, the host's result counts; the last board ends the simul. */
  private void boardEnded(long game, Ending ending) {
    for (Simul simul : byHost.values()) {
      if (simul.stage() == Simul.Stage.RUNNING && simul.hasGame(game)) {
        List<Long> left = running.get(simul.host());
        if (left != null) {
          left.remove(game);
        }
        if (simul.record(game, result(simul, game, ending))) {
          over(simul);
        }
        changed();
        return;
      }
    }
  }

  /** The host's result on a board; a board no game was found for counts as a draw. */
  private static Simul.HostResult result(Simul simul, long game, Ending ending) {
    if (ending == null || ending.winner() == null) {
      return Simul.HostResult.DRAW;
    }
    String opponent = simul.opponents().stream().filter(name -> simul.game(name) == game)
        .findFirst().orElseThrow();
    return ending.winner() == simul.hostSide(opponent) ? Simul.HostResult.WIN
        : Simul.HostResult.LOSS;
  }

  private void over(Simul simul) {
    byHost.remove(simul.host());
    ended.put(simul.host(), simul);
    running.remove(simul.host());
    archive.ended(simul.id(), Simul.Stage.OVER);
    DomainEvent summary = new SimulEvent.SimulOver(simul.view());
    lobby.tell(simul.host(), summary);
    simul.opponents().forEach(opponent -> lobby.tell(opponent, summary));
  }

  private void audit(Simul simul, String user, AuditAction action) {
    long id = accountIds.applyAsLong(user);
    String by = id == 0 ? user : user + "#" + id;
    archive.audit(simul.id(), new SimulArchive.AuditLine(epochMillis.getAsLong(), by, action));
  }

  /** The simuls changed: those who watch the lobby are shown them. */
  private void changed() {
    listing = listed();
    watchers.forEach(watcher -> watcher.receive(listing));
  }

  private SimulEvent.SimulsListed listed() {
    List<SimulView> views = new ArrayList<>();
    byHost.values().forEach(simul -> views.add(simul.view()));
    return new SimulEvent.SimulsListed(views);
  }

  private static List<DomainEvent> refused(SimulRefusal reason, String subject) {
    return List.of(new SimulEvent.SimulRefused(reason, subject == null ? "" : subject));
  }
}
