package arbiter.face.web;

import arbiter.director.TournamentView;
import arbiter.edge.http.HttpResponses;
import arbiter.face.print.HtmlSheets;
import arbiter.face.print.Paper;
import arbiter.face.print.PdfSheets;
import arbiter.face.print.PlayerCodes;
import arbiter.face.print.PrintKind;
import arbiter.face.print.Printouts;
import arbiter.face.print.Sheet;
import arbiter.face.words.Words;
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.http.FullHttpRequest;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.QueryStringDecoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.CompletableFuture;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The hall's printouts: {@code /tournament/NAME/print/KIND.pdf} (a PDF) or without {@code .pdf}
 * (a print-styled page), {@code ?round=N} for a round's (the current one by default),
 * {@code ?paper=letter} or {@code a4} (default: the {@code paper.size} setting), {@code ?lang=} as
 * the pages. Anyone may print the public lists; the slips and cards only a signed-in organizer of
 * the tournament or an admin. A refusal is one line of text. The name is checked against the
 * tournament names' pattern before anything else and is never made into a path. The PDF is laid
 * out on the blocking executor, never on the event loop.
 */
final class PrintRoute {

  private static final Logger LOG = LoggerFactory.getLogger(PrintRoute.class);
  private static final Pattern PATH =
      Pattern.compile("/tournament/([A-Za-z0-9_.-]{1,32})/print/([a-z]{1,20})(\\.pdf)?");
  private static final Pattern ROUND = Pattern.compile("[0-9]{1,4}");
  /** Where the addresses start. */
  static final String PREFIX = "/tournament/";

  private final WebContext web;

  PrintRoute(WebContext web) {
    this.web = web;
  }

  void answer(ChannelHandlerContext ctx, FullHttpRequest request, boolean keepAlive) {
    HttpMethod method = request.method();
    QueryStringDecoder uri = new QueryStringDecoder(request.uri());
    Matcher path = PATH.matcher(uri.rawPath());
    Optional<PrintKind> kind = path.matches() ? PrintKind.byFile(path.group(2)) : Optional.empty();
    if (kind.isEmpty()) {
      HttpResponses.status(ctx, keepAlive, method, HttpResponseStatus.NOT_FOUND);
      return;
    }
    String name = path.group(1);
    boolean pdf = path.group(3) != null;
    Words w = Words.of(PageWords.choose(uri.parameters().get("lang"),
        request.headers().get(HttpHeaderNames.ACCEPT_LANGUAGE), web.config().defaultLanguage()));
    Optional<Paper> paper = Paper.parse(one(uri, "paper")
        .orElse(web.config().settings().string("paper.size", "a4")));
    Optional<String> roundText = one(uri, "round");
    if (paper.isEmpty() || roundText.isPresent() && !ROUND.matcher(roundText.get()).matches()) {
      HttpResponses.status(ctx, keepAlive, method, HttpResponseStatus.BAD_REQUEST);
      return;
    }
    OptionalInt round = roundText.map(text -> OptionalInt.of(Integer.parseInt(text)))
        .orElse(OptionalInt.empty());
    String qrUrl = JoinCode.url(ctx.channel().localAddress(),
        web.config().settings().string("projector.join.url", ""), name);
    organizer(name, request).thenCompose(organizer -> {
      if (!organizer && !kind.get().open()) {
        return CompletableFuture.completedFuture(new Answer(HttpResponseStatus.FORBIDDEN,
            w.get("print.organizers_only", name, kind.get().file())));
      }
      return codes(name, organizer).thenCompose(codes -> web.source().tournament(name)
          .toCompletableFuture().thenApplyAsync(view -> {
        if (view == null) {
          return new Answer(HttpResponseStatus.NOT_FOUND, w.get("print.no_tournament", name));
        }
        int shown = Printouts.round(view, round);
        Optional<String> refusal = Printouts.refusal(kind.get(), view, shown, w);
        if (refusal.isPresent()) {
          return new Answer(HttpResponseStatus.NOT_FOUND, refusal.get());
        }
        return print(kind.get(), view, shown, w, paper.get(), pdf, qrUrl,
            view.otb() ? codes : PlayerCodes.NONE);
      }, web.blocking()));
    }).whenComplete((answer, error) -> {
      if (error != null) {
        LOG.error("cannot print {} of tournament {}", kind.get().file(), name, error);
        HttpResponses.status(ctx, keepAlive, method, HttpResponseStatus.INTERNAL_SERVER_ERROR);
      } else {
        HttpResponses.send(ctx, keepAlive, method, answer.status(), answer.contentType(),
            answer.body());
      }
    });
  }

  /**
   * The players' codes printed on an over-the-board tournament's lists: only on an organizer's
   * copy (the one for the hall's wall and the slips), never on one anybody on the network fetches,
   * since a code reports its player's board.
   */
  private CompletableFuture<PlayerCodes> codes(String name, boolean organizer) {
    if (!organizer) {
      return CompletableFuture.completedFuture(PlayerCodes.NONE);
    }
    return web.source().codes(name).toCompletableFuture().thenApply(codes -> codes.isEmpty()
        ? PlayerCodes.NONE
        : (tournament, player) -> Optional.ofNullable(codes.get(player)));
  }

  /** Whether the request comes from an organizer of the tournament (signed in on the web). */
  private CompletableFuture<Boolean> organizer(String name, FullHttpRequest request) {
    return web.signIns().user(SessionCookies.token(request)).thenCompose(user -> user == null
        ? CompletableFuture.completedFuture(false)
        : web.source().runs(user, name).toCompletableFuture());
  }

  private Answer print(PrintKind kind, TournamentView view, int round, Words w, Paper paper,
      boolean pdf, String joinUrl, PlayerCodes codes) {
    // over the board the players' phones report results: the code leads to their page
    String qrUrl = view.otb() ? JoinCode.phoneUrl(joinUrl, view.name()) : joinUrl;
    Sheet.Qr qr = new Sheet.Qr(qrUrl, Printouts.qrCaption(w, qrUrl, view.otb()),
        JoinCode.rows(qrUrl));
    Sheet sheet = Printouts.sheet(kind, view, round, w, codes, qr);
    return pdf
        ? new Answer(HttpResponseStatus.OK, "application/pdf", PdfSheets.render(sheet, paper, w))
        : new Answer(HttpResponseStatus.OK, "text/html; charset=utf-8",
            HtmlSheets.render(sheet, paper, w.language()).getBytes(StandardCharsets.UTF_8));
  }

  private static Optional<String> one(QueryStringDecoder uri, String parameter) {
    List<String> values = uri.parameters().get(parameter);
    return values == null || values.isEmpty() ? Optional.empty() : Optional.of(values.get(0));
  }

  /** What goes back: a status and its body, a refusal being one line of text. */
  private record Answer(HttpResponseStatus status, String contentType, byte[] body) {

    Answer(HttpResponseStatus status, String line) {
      this(status, "text/plain; charset=utf-8",
          (line + "\n").getBytes(StandardCharsets.UTF_8));
    }
  }
}
