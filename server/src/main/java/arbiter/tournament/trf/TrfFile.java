package arbiter.tournament.trf;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A FIDE Tournament Report File (TRF-2026, reading TRF-2016 and the TRF(x) codes of JaVaFo and
 * bbpPairings too). A file read by {@link #parse} and written by {@link #text} comes back byte for
 * byte: each line read keeps its own text until it is replaced, and the line ends are kept.
 * Lines made here are written in the canonical fixed columns.
 */
public final class TrfFile {

  /** The largest report read: a 9-round event of some 3,000 players fits. */
  public static final long MAX_BYTES = 1024 * 1024;

  private static final String BYTE_ORDER_MARK = "\uFEFF";

  /** A line and, if it was read from a file and not changed since, its text there. */
  private record Entry(TrfLine line, String source) {
    String text() {
      return source != null ? source : line.text();
    }
  }

  private final List<Entry> entries;
  private final String lineEnd;
  private final boolean endsWithLineEnd;

  private TrfFile(List<Entry> entries, String lineEnd, boolean endsWithLineEnd) {
    this.entries = List.copyOf(entries);
    this.lineEnd = lineEnd;
    this.endsWithLineEnd = endsWithLineEnd;
  }

  /** A new file of these lines, each line ended by {@code \n}. */
  public static TrfFile of(List<? extends TrfLine> lines) {
    List<Entry> entries = new ArrayList<>();
    for (TrfLine line : lines) {
      entries.add(new Entry(line, null));
    }
    return new TrfFile(entries, "\n", true);
  }

  /**
   * Reads a file. Lines may end with CR LF, LF or a lone CR (bbpPairings writes CR). A byte
   * order mark before the first line (Windows' Notepad saves UTF-8 with one) is no part of it:
   * kept, it made the first line's code the mark and {@code 01}, and refused the file.
   *
   * @throws TrfFormatException naming the first line that is not valid
   */
  public static TrfFile parse(String file) {
    String text = file.startsWith(BYTE_ORDER_MARK) ? file.substring(1) : file;
    String lineEnd = text.contains("\r\n") ? "\r\n" : text.contains("\n") ? "\n"
        : text.contains("\r") ? "\r" : "\n";
    boolean endsWithLineEnd = text.endsWith(lineEnd);
    String body = endsWithLineEnd ? text.substring(0, text.length() - lineEnd.length()) : text;
    List<Entry> entries = new ArrayList<>();
    Set<Integer> numbers = new HashSet<>();
    if (!text.isEmpty()) {
      String[] lines = body.split(Pattern.quote(lineEnd), -1);
      for (int i = 0; i < lines.length; i++) {
        lines[i] = withoutControls(lines[i]);
        TrfLine line = parseLine(lines[i], i + 1);
        if (line instanceof TrfPlayer player && !numbers.add(player.number())) {
          throw new TrfFormatException(i + 1, TrfFault.RANK_REPEATED, player.number());
        }
        entries.add(new Entry(line, lines[i]));
      }
    }
    return new TrfFile(entries, lineEnd, endsWithLineEnd);
  }

  /**
   * The line without control characters (NUL, ESC, DEL...), which a file from elsewhere may carry
   * and a terminal showing the tournament would obey; line ends are checked apart.
   */
  private static String withoutControls(String line) {
    if (line.chars().noneMatch(c -> Character.isISOControl(c) && c != '\r' && c != '\n')) {
      return line;
    }
    StringBuilder kept = new StringBuilder(line.length());
    line.chars().filter(c -> !Character.isISOControl(c) || c == '\r' || c == '\n')
        .forEach(c -> kept.append((char) c));
    return kept.toString();
  }

  private static TrfLine parseLine(String line, int number) {
    if (line.indexOf('\r') >= 0 || line.indexOf('\n') >= 0) {
      throw new TrfFormatException(number, TrfFault.MIXED_LINE_ENDS);
    }
    if (line.length() < 3) {
      if (!line.isBlank()) {
        throw new TrfFormatException(number, TrfFault.NO_CODE, line);
      }
      return new TrfText(line);
    }
    String code = line.substring(0, 3);
    if (code.equals(TrfPlayer.CODE)) {
      return TrfPlayer.parse(line, number);
    }
    if (line.length() > 3 && line.charAt(3) != ' ') {
      throw new TrfFormatException(number, TrfFault.NO_SPACE_AFTER_CODE, code);
    }
    TrfHeader header = new TrfHeader(code, line.length() > 3 ? line.substring(4) : "");
    if (code.equals(TrfHeader.ROUNDS) || code.equals(TrfHeader.XX_ROUNDS)) {
      roundsOf(header, number);
    }
    if (code.equals(TrfHeader.INITIAL_COLOUR) && !header.value().matches("[WB]")) {
      throw new TrfFormatException(number, TrfFault.INITIAL_COLOUR, code);
    }
    return header;
  }

  /** The number of rounds of a {@code 142} or {@code XXR} line, read at line {@code number}. */
  private static int roundsOf(TrfHeader header, int number) {
    String value = header.value().trim();
    if (!value.matches("\\d{1,3}") || Integer.parseInt(value) == 0) {
      throw new TrfFormatException(number, TrfFault.ROUNDS_NOT_NUMBER, header.code(),
          header.value());
    }
    return Integer.parseInt(value);
  }

  /** The file's text, exactly as read if nothing was replaced. */
  public String text() {
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < entries.size(); i++) {
      out.append(entries.get(i).text());
      if (i < entries.size() - 1 || endsWithLineEnd) {
        out.append(lineEnd);
      }
    }
    return out.toString();
  }

  /** Every line in order. */
  public List<TrfLine> lines() {
    return entries.stream().map(Entry::line).toList();
  }

  /** The player lines in file order. */
  public List<TrfPlayer> players() {
    List<TrfPlayer> players = new ArrayList<>();
    for (Entry entry : entries) {
      if (entry.line() instanceof TrfPlayer player) {
        players.add(player);
      }
    }
    return players;
  }

  /** The player with this starting rank. */
  public Optional<TrfPlayer> player(int number) {
    return players().stream().filter(p -> p.number() == number).findFirst();
  }

  /** The value of the first line with this code. */
  public Optional<String> header(String code) {
    for (Entry entry : entries) {
      if (entry.line() instanceof TrfHeader header && header.code().equals(code)) {
        return Optional.of(header.value());
      }
    }
    return Optional.empty();
  }

  /** The number of rounds from {@code 142} or {@code XXR}, if the file gives it. */
  public Optional<Integer> rounds() {
    for (Entry entry : entries) {
      if (entry.line() instanceof TrfHeader header && (header.code().equals(TrfHeader.ROUNDS)
          || header.code().equals(TrfHeader.XX_ROUNDS))) {
        return Optional.of(roundsOf(header, 0)); // read, or written by this program
      }
    }
    return Optional.empty();
  }

  /**
   * The colour of the top seed in round 1: {@code 'w'} or {@code 'b'} from {@code 152} or the
   * {@code XXC} words {@code white1}/{@code black1}; empty when the file does not say.
   */
  public Optional<Character> initialColour() {
    for (Entry entry : entries) {
      if (entry.line() instanceof TrfHeader header) {
        if (header.code().equals(TrfHeader.INITIAL_COLOUR)) {
          return Optional.of(header.value().equals("W") ? 'w' : 'b');
        }
        if (header.code().equals(TrfHeader.XX_CONFIG)) {
          for (String word : header.value().trim().split("[ \t]+")) {
            if (word.equals("white1")) {
              return Optional.of('w');
            }
            if (word.equals("black1")) {
              return Optional.of('b');
            }
          }
        }
      }
    }
    return Optional.empty();
  }

  /** This file with the player of the same starting rank replaced (or added at the end). */
  public TrfFile withPlayer(TrfPlayer player) {
    List<Entry> changed = new ArrayList<>(entries);
    for (int i = 0; i < changed.size(); i++) {
      if (changed.get(i).line() instanceof TrfPlayer old && old.number() == player.number()) {
        changed.set(i, new Entry(player, null));
        return new TrfFile(changed, lineEnd, endsWithLineEnd);
      }
    }
    changed.add(new Entry(player, null));
    return new TrfFile(changed, lineEnd, endsWithLineEnd);
  }

  /** This file with the first line of this code set to {@code value} (or added at the end). */
  public TrfFile withHeader(String code, String value) {
    List<Entry> changed = new ArrayList<>(entries);
    TrfHeader header = new TrfHeader(code, value);
    for (int i = 0; i < changed.size(); i++) {
      if (changed.get(i).line() instanceof TrfHeader old && old.code().equals(code)) {
        changed.set(i, new Entry(header, null));
        return new TrfFile(changed, lineEnd, endsWithLineEnd);
      }
    }
    changed.add(new Entry(header, null));
    return new TrfFile(changed, lineEnd, endsWithLineEnd);
  }
}
