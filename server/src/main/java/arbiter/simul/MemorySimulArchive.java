package arbiter.simul;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Simuls kept in memory: a console, tests, and servers whose store keeps none. */
public final class MemorySimulArchive implements SimulArchive {

  private final Map<Long, Stored> simuls = new LinkedHashMap<>();
  private final Map<Long, List<AuditLine>> audits = new LinkedHashMap<>();
  private long lastId;

  @Override
  public synchronized long create(String host, String variant, String time,
      Simul.HostColour colour, long at) {
    long id = ++lastId;
    simuls.put(id, new Stored(id, host, variant, time, colour, Simul.Stage.OPEN,
        new LinkedHashMap<>()));
    return id;
  }

  @Override
  public synchronized void join(long simul, String player) {
    simuls.get(simul).boards().put(player, 0L);
  }

  @Override
  public synchronized void leave(long simul, String player) {
    simuls.get(simul).boards().remove(player);
  }

  @Override
  public synchronized void started(long simul, Map<String, Long> games) {
    Stored old = simuls.get(simul);
    simuls.put(simul, new Stored(simul, old.host(), old.variant(), old.time(), old.colour(),
        Simul.Stage.RUNNING, new LinkedHashMap<>(games)));
  }

  @Override
  public synchronized void ended(long simul, Simul.Stage stage) {
    Stored old = simuls.get(simul);
    simuls.put(simul, new Stored(simul, old.host(), old.variant(), old.time(), old.colour(),
        stage, old.boards()));
  }

  @Override
  public synchronized void audit(long simul, AuditLine line) {
    audits.computeIfAbsent(simul, id -> new ArrayList<>()).add(line);
  }

  @Override
  public synchronized List<AuditLine> audit(long simul) {
    return List.copyOf(audits.getOrDefault(simul, List.of()));
  }

  @Override
  public synchronized List<Stored> unfinished() {
    List<Stored> open = new ArrayList<>();
    for (Stored simul : simuls.values()) {
      if (simul.stage() != Simul.Stage.OVER) {
        open.add(new Stored(simul.id(), simul.host(), simul.variant(), simul.time(),
            simul.colour(), simul.stage(), new LinkedHashMap<>(simul.boards())));
      }
    }
    return open;
  }

  @Override
  public synchronized String hostOf(long game) {
    for (Stored simul : simuls.values()) {
      if (game != 0 && simul.boards().containsValue(game)) {
        return simul.host();
      }
    }
    return null;
  }

  @Override
  public synchronized List<Long> latestGames(String host) {
    List<Long> games = List.of();
    for (Stored simul : simuls.values()) { // in creation order: the last one that began wins
      if (simul.host().equals(host) && simul.boards().values().stream().anyMatch(g -> g != 0)) {
        games = simul.boards().values().stream().filter(g -> g != 0).toList();
      }
    }
    return games;
  }
}
