package arbiter.bot;

import arbiter.config.Settings;
import arbiter.rules.Variant;
import arbiter.rules.Variants;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One external engine as {@code config/arbiter.properties} sets it, under {@code engines.NAME.}:
 * {@code command} (the program and its arguments, split at spaces), {@code protocol} ({@code uci},
 * the only one), {@code variants} (comma-separated, default {@code chess}), {@code threads} and
 * {@code hash} (MiB) as the UCI options {@code Threads} and {@code Hash}, any other UCI option as
 * {@code option.NAME} (e.g. Fairy-Stockfish's {@code option.VariantPath}), {@code uci_variant.ID}
 * (the {@code UCI_Variant} to set for a variant, e.g. Fairy-Stockfish's name for it), {@code
 * games} (2, how many it plays at once) and {@code movetime.ms} (1000: its thinking time a move in an untimed game).
 *
 * @param name the bot's name, as players challenge it
 * @param command the program and its arguments
 * @param variants the ids of the variants it plays
 * @param options UCI options set after the handshake, in this order
 * @param uciVariants the {@code UCI_Variant} value by variant id, where one is set
 * @param maxGames how many games it plays at once (one process each)
 * @param moveMillis its time a move in an untimed game
 */
public record EngineConfig(String name, List<String> command, Set<String> variants,
    Map<String, String> options, Map<String, String> uciVariants, int maxGames, long moveMillis) {

  /** How long the program has to start and answer {@code uciok} and {@code readyok}. */
  static final Duration START_TIMEOUT = Duration.ofSeconds(10);

  /** The engines the settings name, in the order of their names; a bad one throws. */
  public static List<EngineConfig> all(Settings settings) {
    Set<String> names = new LinkedHashSet<>();
    for (String key : settings.keys("engines.")) {
      String rest = key.substring("engines.".length());
      int dot = rest.indexOf('.');
      if (dot > 0) {
        names.add(rest.substring(0, dot));
      }
    }
    List<EngineConfig> engines = new ArrayList<>();
    for (String name : names) {
      engines.add(of(settings, name));
    }
    return engines;
  }

  /** The engine {@code engines.NAME.*} sets. */
  static EngineConfig of(Settings settings, String name) {
    String prefix = "engines." + name + ".";
    String command = settings.string(prefix + "command", null);
    if (command == null) {
      throw new IllegalArgumentException("setting " + prefix + "command is missing");
    }
    String protocol = settings.string(prefix + "protocol", "uci");
    if (!protocol.equals("uci")) {
      throw new IllegalArgumentException(
          "setting " + prefix + "protocol: only uci is spoken, not " + protocol);
    }
    Set<String> variants = new LinkedHashSet<>();
    for (String id : settings.string(prefix + "variants", "chess").split(",")) {
      Variant variant = Variants.byId(id.trim()).orElseThrow(() -> new IllegalArgumentException(
          "setting " + prefix + "variants: no variant " + id.trim()));
      variants.add(variant.id());
    }
    Map<String, String> options = new LinkedHashMap<>();
    options.put("Threads", String.valueOf(settings.integer(prefix + "threads", 1)));
    options.put("Hash", String.valueOf(settings.integer(prefix + "hash", 16)));
    Map<String, String> uciVariants = new LinkedHashMap<>();
    for (String key : settings.keys(prefix)) {
      if (key.startsWith(prefix + "option.")) {
        options.put(key.substring((prefix + "option.").length()), settings.string(key, ""));
      } else if (key.startsWith(prefix + "uci_variant.")) {
        uciVariants.put(key.substring((prefix + "uci_variant.").length()), settings.string(key, ""));
      }
    }
    int maxGames = settings.integer(prefix + "games", 2);
    int moveMillis = settings.integer(prefix + "movetime.ms", 1000);
    return new EngineConfig(name, List.of(command.trim().split("\\s+")), Set.copyOf(variants),
        Collections.unmodifiableMap(options), Map.copyOf(uciVariants), maxGames, moveMillis);
  }

  /** The options for a game of {@code variant}: these, with its {@code UCI_Variant} if set. */
  Map<String, String> optionsFor(String variant) {
    Map<String, String> all = new LinkedHashMap<>(options);
    String uciVariant = uciVariants.get(variant);
    if (uciVariant != null) {
      all.put("UCI_Variant", uciVariant);
    }
    return all;
  }
}
