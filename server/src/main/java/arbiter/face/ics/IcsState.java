package arbiter.face.ics;

import arbiter.event.GameNews;
import arbiter.game.GameView;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * What one ICS connection remembers between lines: who is logged in, the settings the client chose
 * ({@code iset ms}), the game it plays or watches, and the offers waiting for an answer. The parser
 * reads it on the connection's thread; the face writes it from any thread, so every field is
 * guarded by this object.
 */
public final class IcsState {

  private String user;
  private boolean guest;
  private boolean millis;
  private long game;
  private boolean playing;
  /** The opponent in the game played, for FICS's {@code moretime N}; {@code null} when none. */
  private String opponent;
  private boolean adjourned;
  private GameNews.GameShown shown; // the game played or watched, as it was shown
  private String drawOfferedBy;
  private final Deque<String> challengers = new ArrayDeque<>();
  /** The user last challenged, for a bare {@code withdraw}. */
  private String challenged;
  /** FICS's {@code seek} variable (on by default): others' seek ads as sentences. */
  private boolean seekLines = true;
  /** {@code iset seekinfo 1}: seek ads as {@code <s>}/{@code <sr>}/{@code <sc>} lines instead. */
  private boolean seekInfo;
  /** {@code iset seekremove 1}: {@code Ads removed: N} when ads go. */
  private boolean seekRemove;
  /** The ads the client was shown as FICS's sentences and not told gone: its seek graph's. */
  private final java.util.Set<Integer> heldAds = new java.util.LinkedHashSet<>();

  /** The logged-in user, {@code null} before login. */
  public synchronized String user() {
    return user;
  }

  synchronized boolean guest() {
    return guest;
  }

  synchronized void loggedIn(String name, boolean asGuest) {
    user = name;
    guest = asGuest;
  }

  synchronized void loggedOut() {
    user = null;
    guest = false;
    game = 0;
    playing = false;
    challengers.clear();
  }

  /** Whether clocks are sent in milliseconds ({@code iset ms 1}). */
  public synchronized boolean millis() {
    return millis;
  }

  public synchronized void millis(boolean on) {
    millis = on;
  }

  /** The game played or watched, 0 for none. */
  public synchronized long game() {
    return game;
  }

  /** Whether the user plays {@link #game()} (rather than watches it). */
  public synchronized boolean playing() {
    return playing && game != 0;
  }

  /** The opponent in the game played, {@code null} when the user plays none. */
  public synchronized String opponent() {
    return playing() ? opponent : null;
  }

  /** The game shown to the user: played ({@code shown.side()}) or watched. */
  synchronized void inGame(GameNews.GameShown shown) {
    GameView view = shown.view();
    inGame(view.id(), shown.side() == null ? null
        : view.white().equals(user) ? view.black() : view.white());
    this.shown = shown;
  }

  /** A game played against {@code opponentName}, or watched ({@code null}). */
  synchronized void inGame(long id, String opponentName) {
    game = id;
    playing = opponentName != null;
    opponent = opponentName;
    adjourned = false;
    drawOfferedBy = null;
    challengers.clear();
    challenged = null;
  }

  synchronized void leftGame(long id) {
    if (game == id) {
      game = 0;
      playing = false;
      adjourned = false;
      drawOfferedBy = null;
    }
  }

  /**
   * Whether the game played was announced adjourned while it waits for a player after a
   * restart ({@link IcsRenderer#gameWaiting}), to be announced again once its clocks run.
   */
  synchronized boolean adjourned() {
    return adjourned && playing();
  }

  synchronized void adjourned(boolean on) {
    adjourned = on;
  }

  /** The game played or watched as it was shown ({@code null} before any). */
  synchronized GameNews.GameShown shown() {
    return shown;
  }

  /** Who offers the user a draw now, {@code null} when nobody does. */
  public synchronized String drawOfferedBy() {
    return drawOfferedBy;
  }

  synchronized void drawOffered(String by) {
    drawOfferedBy = by;
  }

  /** The latest challenger waiting for an answer, {@code null} when none waits. */
  public synchronized String lastChallenger() {
    return challengers.peekLast();
  }

  synchronized void challenged(String by) {
    challengers.remove(by);
    challengers.addLast(by);
  }

  /** The challenge from {@code by} was answered (or lapsed). */
  public synchronized void answered(String by) {
    challengers.remove(by);
  }

  /** The user last challenged whose answer is not known, {@code null} for none. */
  public synchronized String challengedUser() {
    return challenged;
  }

  synchronized void challengeSent(String to) {
    challenged = to;
  }

  synchronized void challengeClosed(String to) {
    if (to.equals(challenged)) {
      challenged = null;
    }
  }

  public synchronized boolean seekLines() {
    return seekLines;
  }

  public synchronized void seekLines(boolean on) {
    seekLines = on;
  }

  public synchronized boolean seekInfo() {
    return seekInfo;
  }

  public synchronized void seekInfo(boolean on) {
    seekInfo = on;
  }

  public synchronized boolean seekRemove() {
    return seekRemove;
  }

  public synchronized void seekRemove(boolean on) {
    seekRemove = on;
  }

  /** The client was shown ad {@code id} as a sentence: it holds it until told it is gone. */
  synchronized void adHeld(int id) {
    heldAds.add(id);
  }

  /** The client was told these ads are gone, or (seekinfo's {@code <sc>}) all of its ads. */
  synchronized void adsGone(java.util.Collection<Integer> ids) {
    heldAds.removeAll(ids);
  }

  /** The ads the client holds, oldest first; it holds none from now on. */
  synchronized java.util.List<Integer> takeHeldAds() {
    java.util.List<Integer> held = java.util.List.copyOf(heldAds);
    heldAds.clear();
    return held;
  }
}
