package arbiter.face.text;

import arbiter.face.words.Words;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code help tournament} (every tournament command's usage line) and {@code help tournament
 * <command>} (its usage and what it does), the players' commands first, then the organizers'.
 */
final class TournamentUsage {

  /** Each command's word and the keys of its usage line and of what it does. */
  private static final List<String[]> COMMANDS = new ArrayList<>();

  static {
    add("list", "tusage.list", "tmeans.list");
    add("create", "tusage.create", "tmeans.create");
    add("arena", "tusage.arena", "tmeans.arena");
    add("join", "tusage.join", "tmeans.join");
    add("berserk", "tusage.berserk", "tmeans.berserk");
    add("lineup", "tusage.lineup", "tmeans.lineup");
    add("pause", "tusage.pause", "tmeans.pause");
    add("resume", "tusage.resume", "tmeans.resume");
    add("decline", "tusage.decline", "tmeans.decline");
    add("checkin", "tusage.checkin", "tmeans.checkin");
    add("report", "tusage.report", "tmeans.report");
    add("arbiter-call", "tusage.arbiter_call", "tmeans.arbiter_call");
    add("leave", "tusage.leave", "tmeans.leave");
    add("bye", "tusage.bye", "tmeans.bye");
    add("standings", "tusage.standings", "tmeans.standings");
    add("pairings", "tusage.pairings", "tmeans.pairings");
    add("crosstable", "tusage.crosstable", "tmeans.crosstable");
    add("show", "tusage.show", "tmeans.show");
    add("export", "tusage.export", "tmeans.export");
    add("print", "tusage.print", "tmeans.print");
    add("start", "tusage.start", "tmeans.start");
    add("enter", "tusage.enter", "tmeans.enter");
    add("players", "tusage.players", "tmeans.players");
    add("import", "tusage.import", "tmeans.import");
    add("seat", "tusage.seat", "tmeans.seat");
    add("withdraw", "tusage.withdraw", "tmeans.withdraw");
    add("reinstate", "tusage.reinstate", "tmeans.reinstate");
    add("pair", "tusage.pair", "tmeans.pair");
    add("begin", "tusage.begin", "tmeans.begin");
    add("repair", "tusage.repair", "tmeans.repair");
    add("swap", "tusage.swap", "tmeans.swap");
    add("board", "tusage.board", "tmeans.board");
    add("result", "tusage.result", "tmeans.result");
    add("boards", "tusage.boards", "tmeans.boards");
    add("lock", "tusage.lock", "tmeans.lock");
    add("unlock", "tusage.unlock", "tmeans.unlock");
    add("live", "tusage.live", "tmeans.live");
    add("arbiter-take", "tusage.arbiter_take", "tmeans.arbiter_take");
    add("pgn", "tusage.pgn", "tmeans.pgn");
    add("codes", "tusage.codes", "tmeans.codes");
    add("set", "tusage.set", "tmeans.set");
    add("forbid", "tusage.forbid", "tmeans.forbid");
    add("allow", "tusage.allow", "tmeans.allow");
    add("arbiter", "tusage.arbiter", "tmeans.arbiter");
    add("audit", "tusage.audit", "tmeans.audit");
  }

  private TournamentUsage() {}

  private static void add(String command, String usage, String meaning) {
    COMMANDS.add(new String[] {command, usage, meaning});
  }

  /** Every command's usage line, then how to read one's explanation. */
  static List<String> all(Words w) {
    List<String> lines = new ArrayList<>();
    for (String[] command : COMMANDS) {
      lines.add(w.get(command[1]));
    }
    lines.addAll(w.lines("help.tournament.more"));
    return lines;
  }

  /** One command's usage and explanation, or what the commands are when there is none. */
  static List<String> of(Words w, String word) {
    for (String[] command : COMMANDS) {
      if (command[0].equals(word)) {
        List<String> lines = new ArrayList<>();
        lines.add(w.get(command[1]));
        lines.addAll(w.lines(command[2]));
        return lines;
      }
    }
    List<String> lines = new ArrayList<>();
    lines.add(w.get("help.tournament.none", word));
    lines.addAll(all(w));
    return lines;
  }
}
