package arbiter.director;

import arbiter.event.OtbReply;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The arbiter calls not yet taken, per tournament, numbered from 1 in each. Kept in memory: a
 * restart drops them (a player whose call mattered calls again). Confined to the director's thread.
 */
final class ArbiterCalls {

  private final Map<String, List<OtbReply.Call>> open = new HashMap<>();
  private final Map<String, Integer> numbers = new HashMap<>();

  /** A new call, numbered. */
  OtbReply.Call add(String tournament, int board, String player, String text) {
    int number = numbers.merge(tournament, 1, Integer::sum);
    OtbReply.Call call = new OtbReply.Call(number, board, player, text);
    open.computeIfAbsent(tournament, name -> new ArrayList<>()).add(call);
    return call;
  }

  /** Takes an open call; false when none has the number. */
  boolean take(String tournament, int number) {
    return open.getOrDefault(tournament, new ArrayList<>()).removeIf(c -> c.number() == number);
  }

  /** The open calls of a tournament, oldest first. */
  List<OtbReply.Call> open(String tournament) {
    return List.copyOf(open.getOrDefault(tournament, List.of()));
  }
}
