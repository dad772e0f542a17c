package arbiter.boot;

import arbiter.account.Accounts;
import arbiter.config.ServerConfig;
import arbiter.config.Settings;
import arbiter.director.TournamentDirector;
import arbiter.game.Journal;
import arbiter.rating.RatingBook;
import java.util.HashSet;
import java.util.Set;
import java.util.function.Predicate;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The tournament director's configuration, read from the settings at start. */
final class DirectorSettings {

  private static final Logger LOG = LoggerFactory.getLogger(DirectorSettings.class);

  private DirectorSettings() {}

  /**
   * The director's configuration; the {@code admins} are the named accounts that exist now (a
   * name nobody registered is logged and left out).
   */
  static TournamentDirector.Config of(ServerConfig config, RatingBook ratings,
      Accounts accounts, Journal games,
      Supplier<String> webAddress) {
    Settings settings = config.settings();
    Predicate<String> registered = accounts::exists;
    Set<String> admins = new HashSet<>();
    for (String admin : settings.string("admins", "").split(",")) {
      if (admin.isBlank()) {
        continue;
      }
      // an admin is an account that exists now: a name nobody registered would go to whoever
      // registers it first
      if (registered.test(admin.strip())) {
        admins.add(admin.strip());
      } else {
        LOG.warn("admins: no account is named {}; it is no admin (register it, then restart)",
            admin.strip());
      }
    }
    return new TournamentDirector.Config(
        admins,
        settings.integer("tournament.absent.seconds", 300) * 1000L,
        settings.integer("tournament.sweep.millis", 1000),
        config.dataDir().resolve("tournaments"),
        ratings,
        new TournamentDirector.Rhythm(
            settings.integer("tournament.countdown.seconds", 0),
            settings.integer("tournament.pairing.delay.seconds", 0),
            settings.string("tournament.pairing", "auto").strip().equals("manual"),
            settings.integer("tournament.absences", 2),
            settings.integer("tournament.report.seconds", 600)),
        settings.integer("tournaments.per.user", 3),
        settings.integer("swiss.rounds.max", 20),
        registered,
        settings.integer("tournament.players.max", 1000), games, accounts::id, webAddress,
        config.defaultLanguage());
  }}
