package arbiter.face.text;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.event.TournamentNews;
import arbiter.event.TournamentReply;
import arbiter.export.ImportFault;
import arbiter.face.words.Words;
import arbiter.tournament.Format;
import arbiter.tournament.Pairing;
import arbiter.tournament.Phase;
import arbiter.tournament.Result;
import arbiter.tournament.TournamentRefusal;
import arbiter.tournament.TournamentSummary;
import arbiter.tournament.trf.TrfFault;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The text face's tournament words, made from typed replies, refusals and news. */
class TournamentTextTest {

  private static final Words EN = Words.english();

  @Test
  void repliesAreWordedAsTheTextProtocolAlwaysWordedThem() {
    TournamentSummary cup = new TournamentSummary("cup", "chess", Format.SWISS, 5, 0, "5+3", 8,
        Phase.RUNNING, 2);
    assertThat(TournamentText.reply(EN, new TournamentReply.Created(cup))).containsExactly(
        "tournament cup created: chess swiss rounds 5 limit 0 time 5+3 players 8 round 2");
    assertThat(TournamentText.reply(EN, new TournamentReply.Listed(List.of())))
        .containsExactly("no tournaments");
    assertThat(TournamentText.reply(EN, new TournamentReply.PairingsShown("cup", 2, List.of(
        new Pairing(1, "ann", "bob", Result.WHITE_WIN), new Pairing(2, "cid", null, Result.BYE)))))
        .containsExactly("cup round 2", "1. ann - bob 1-0", "2. cid bye");
    assertThat(TournamentText.reply(EN, new TournamentReply.Entered("cup", "eve", true)))
        .containsExactly("eve entered cup (rounds so far: byes worth 1/2)");
    assertThat(TournamentText.reply(EN, new TournamentReply.OptionsShown("cup", List.of(
        new TournamentReply.OptionValue("delay", "0", true)))))
        .containsExactly("delay 0 (default)");
  }

  @Test
  void aReseatingIsWordedFromItsKindAndArgumentsInEachLanguage() {
    List<Pairing> boards = List.of(new Pairing(1, "bob", "ann", null));
    assertThat(TournamentText.reply(EN, new TournamentReply.Reseated("cup", 1,
        new TournamentReply.Reseating.Swap("ann", "bob"), boards)))
        .containsExactly("cup round 1 re-seated: swap ann bob", "1. bob - ann");
    assertThat(TournamentText.reply(EN, new TournamentReply.Reseated("cup", 1,
        new TournamentReply.Reseating.Board(1, "bob", "ann"), boards)).get(0))
        .isEqualTo("cup round 1 re-seated: board 1 bob ann");
    assertThat(TournamentText.reply(Words.of("ru"), new TournamentReply.Reseated("cup", 1,
        new TournamentReply.Reseating.Swap("ann", "bob"), boards)).get(0))
        .isEqualTo("cup, тур 1, рассадка изменена: ann и bob поменялись местами");
  }

  @Test
  void printLinksNameEveryPrintoutOnTheServersWebAddress() {
    assertThat(TournamentText.reply(EN, new TournamentReply.PrintLinks("cup",
        "http://10.0.0.5:8080/", 2, false))).containsExactly(
        "Printouts of cup (without .pdf a page to print; ?paper=letter for US Letter, "
            + "?round=N for another round):",
        "http://10.0.0.5:8080/tournament/cup/print/pairings.pdf",
        "http://10.0.0.5:8080/tournament/cup/print/alphabetical.pdf",
        "http://10.0.0.5:8080/tournament/cup/print/slips.pdf  (organizers)",
        "http://10.0.0.5:8080/tournament/cup/print/standings.pdf",
        "http://10.0.0.5:8080/tournament/cup/print/crosstable.pdf",
        "http://10.0.0.5:8080/tournament/cup/print/players.pdf",
        "http://10.0.0.5:8080/tournament/cup/print/cards.pdf  (organizers)");
    assertThat(TournamentText.reply(EN, new TournamentReply.PrintLinks("rr",
        "http://10.0.0.5:8080/", 1, true))).contains(
        "http://10.0.0.5:8080/tournament/rr/print/berger.pdf");
    assertThat(TournamentText.reply(EN, new TournamentReply.PrintLinks("cup", null, 2, false)))
        .containsExactly(
            "the web pages are off on this server: cup has no printouts (set http.port)");
  }

  @Test
  void everyRefusalHasASentence() {
    List<Object> args = List.of("a", "b", "c", "d");
    for (TournamentRefusal reason : TournamentRefusal.values()) {
      List<Object> given = switch (reason) {
        case SWISS_TOO_FEW_PLAYERS -> List.of(4, "lan", 4);
        case HAS_RESULT -> List.of(1, 1, Result.DRAW);
        case PGN_RESULT_RULED -> List.of(Result.WHITE_WIN, Result.BLACK_WIN);
        case NO_OPTION -> List.of("x", List.of("delay"));
        case TRF_INVALID -> List.of(TrfFault.RANK_REPEATED, 2, 1);
        case PGN_INVALID -> List.of(ImportFault.ILLEGAL_MOVE, 3, "Ke3", "chess");
        default -> args;
      };
      assertThat(TournamentText.refusal(EN, reason, given)).as(reason.name()).isNotBlank();
    }
    assertThat(TournamentText.refusal(EN, TournamentRefusal.ROUND_INCOMPLETE, List.of(1, List.of(1))))
        .isEqualTo("round 1 is not complete: board(s) [1] have no result");
    assertThat(TournamentText.published(EN, new TournamentNews.RoundPublished("cup", 1,
        List.of(new Pairing(1, "ann", "bob", null)), 60)))
        .containsExactly("tournament cup round 1 pairings, games start in 60 s:", "1. ann - bob");
  }

  @Test
  void eachLanguageWordsTheRefusalsAndNewsWithItsOwnDigits() {
    Words ru = Words.of("ru");
    Words fa = Words.of("fa");
    List<Object> args = List.of(3, "cup");
    assertThat(TournamentText.refusal(ru, TournamentRefusal.ROUND_ALREADY_OVER, args))
        .isEqualTo("тур 3 турнира cup уже окончен");
    assertThat(TournamentText.refusal(fa, TournamentRefusal.ROUND_ALREADY_OVER, args))
        .isEqualTo("دور ۳ از cup پیش‌تر تمام شده است");
    assertThat(TournamentText.published(fa, new TournamentNews.RoundPublished("cup", 12,
        List.of(new Pairing(1, "ann", "bob", Result.WHITE_WIN)), 0)))
        .containsExactly("مسابقهٔ cup، جفت‌های دور ۱۲:", "۱. ann - bob 1-0");
    TournamentSummary cup = new TournamentSummary("cup", "chess", Format.SWISS, 5, 0, null, 8,
        Phase.REGISTRATION, 0);
    assertThat(TournamentText.reply(ru, new TournamentReply.Created(cup))).containsExactly(
        "турнир cup создан: chess swiss, туров 5, лимит 0, игроков 8, идёт запись");
  }
}
