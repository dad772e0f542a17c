package arbiter.boot;

import arbiter.account.Accounts;
import arbiter.account.AdminGrants;
import arbiter.config.ServerConfig;
import arbiter.config.Settings;
import arbiter.director.TournamentDirector;
import arbiter.game.Journal;
import arbiter.rating.RatingBook;
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
   * The director's configuration; the {@code admins} are the named accounts that exist now, each
   * the account it was when first made admin ({@link AdminsSetting}).
   */
  static TournamentDirector.Config of(ServerConfig config, RatingBook ratings,
      Accounts accounts, AdminGrants grants, Journal games, Supplier<String> webAddress) {
    Settings settings = config.settings();
    Predicate<String> registered = accounts::exists;
    Set<String> admins =
        AdminsSetting.admins(settings.string("admins", ""), accounts, grants, LOG::warn);
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
  }
}
