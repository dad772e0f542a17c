/**
 * Tournament logic for a LAN event: round robin and Swiss pairings, results, withdrawals and
 * standings with tie-breaks. Pure: no I/O, no threads, no clock; the server drives it, stores its
 * events and starts the games.
 *
 * <h2>API</h2>
 * <ul>
 *   <li>{@link arbiter.tournament.Tournament#create Tournament.create(name, variant, format,
 *       rounds, moveLimit, creator)}; {@code rounds} counts for a Swiss only, a round robin plays
 *       {@code n - 1} rounds ({@code n} rounded up to even).
 *   <li>Each change returns the event it appended to {@code events()}:
 *       <table>
 *         <caption>methods and events</caption>
 *         <tr><th>method</th><th>event</th><th>allowed</th></tr>
 *         <tr><td>{@code create}</td><td>{@code Created}</td><td>once, first</td></tr>
 *         <tr><td>{@code join(player)}</td><td>{@code Joined}</td><td>before the start</td></tr>
 *         <tr><td>{@code leave(player)}</td><td>{@code Left}</td><td>until finished</td></tr>
 *         <tr><td>{@code start()}</td><td>{@code Started}</td><td>2+ players (a Swiss: more
 *             players than rounds); pairs round 1</td></tr>
 *         <tr><td>{@code record(round, board, result)}</td><td>{@code Recorded}</td><td>current
 *             round, once per board, never on a bye</td></tr>
 *         <tr><td>{@code nextRound()}</td><td>{@code RoundClosed}</td><td>current round
 *             complete; pairs the next or finishes</td></tr>
 *       </table>
 *       A refused change throws {@link arbiter.tournament.TournamentException} whose message is
 *       meant for the user, and changes nothing.
 *   <li>{@code Tournament.replay(events)} rebuilds the state after a restart; it re-checks every
 *       event, and the same events always give the same pairings (no randomness, no hash order).
 *       {@code apply(event)} performs one stored event on a live tournament.
 *   <li>Reading: {@code phase()}, {@code isFinished()}, {@code roundNumber()}, {@code rounds()},
 *       {@code currentRound()}, {@code pairings(round)}, {@code currentPairing(player)},
 *       {@code roundComplete()}, {@code players()}, {@code hasWithdrawn(player)},
 *       {@code standings()} (a {@link arbiter.tournament.StandingsTable} with {@code rows()},
 *       {@code toText()}, {@code toCsv()}).
 *   <li>{@link arbiter.tournament.Pairing}{@code (board, white, black, result)}: {@code black} is
 *       {@code null} on a bye board, which is always the last board and already carries
 *       {@link arbiter.tournament.Result#BYE}; {@code result} is {@code null} while a game is to
 *       be played. {@link arbiter.tournament.Result}: {@code WHITE_WIN}, {@code BLACK_WIN},
 *       {@code DRAW}, {@code WHITE_WIN_BY_FORFEIT}, {@code BLACK_WIN_BY_FORFEIT},
 *       {@code DOUBLE_FORFEIT}, {@code BYE}.
 * </ul>
 *
 * <h2>Scoring</h2>
 * Win 1, draw ½, loss 0. A forfeit scores like a win or a loss; a double forfeit scores 0 for
 * both. A Swiss bye is worth 1 point (a win); a round-robin bye (odd count) is a rest day worth
 * 0, which every player gets once. A forfeit or bye is not a played game: it adds nothing to
 * colour history, and counts for the tie-breaks as an unplayed round (below); its two players
 * still count as having met, so a Swiss never pairs them again. A bye's result is known when the
 * round is paired, so it shows in the standings at once.
 *
 * <h2>Withdrawal</h2>
 * {@code leave} before the start removes the player (pairing numbers close up). After it the
 * player is withdrawn: their game of the current round, if it has no result yet, becomes a
 * forfeit win for the opponent (the server stops that game without recording it), every later
 * round-robin game of theirs is paired as a forfeit win for the opponent, and a Swiss pairs them
 * no more. Their results so far stay, whatever share of the games they played (the FIDE rule
 * that annuls a round-robin withdrawer's results is not applied). A Swiss with fewer than two active players left, or with
 * no legal pairing left, finishes after the current round.
 *
 * <h2>Round robin (FIDE C.05 Annex 1)</h2>
 * Berger tables, players numbered in join order; an odd count adds a dummy number {@code n + 1}
 * whose opponent has the bye. Colours: every player's whites and blacks differ by at most one.
 * Boards keep the table's order, with the bye moved to the last board.
 *
 * <h2>Swiss: Dutch system (FIDE C.04.3), what is implemented</h2>
 * <ul>
 *   <li>Initial ranking and pairing numbers by join order (no ratings); ranking by score, then
 *       pairing number.
 *   <li>Absolute criteria: no rematch (C1); at most one pairing-allocated bye, and none for a
 *       player who already scored a win without playing (C2, C.04.1.d); no two players with the
 *       same absolute colour preference meet (C3). C1 and C2 always hold (backtracking over the
 *       whole field); C3 is dropped only when no pairing satisfies it, which happens when the
 *       number of rounds nears the number of players.
 *   <li>The bye goes to the lowest-ranked eligible player that leaves the rest pairable.
 *   <li>Score brackets from the top, with downfloaters: floaters are paired first with the
 *       highest residents they may meet, then the residents as S1 (top half) against S2, trying
 *       transpositions of S2 in lexicographic order and then any other matching of the bracket.
 *       A bracket pairs as many players as possible, then as many of its downfloaters as
 *       possible (C5-C7 in short); its unpaired players (the lowest) float to the next bracket;
 *       a bracket that leaves the rest unpairable is re-paired (backtracking).
 *   <li>Colour preferences (A.6): absolute (colour difference beyond ±1, or the same colour in the
 *       last two played games), strong (difference ±1), mild (level; alternate). Within a
 *       bracket, the pairing that denies fewest preferences (absolute, then strong, then mild)
 *       wins; ties go to the Dutch order above.
 *   <li>Colour allocation E.1 to E.5: grant both preferences; else the stronger (between two
 *       absolute ones, the wider colour difference); else alternate from the latest round where
 *       the two had different colours; else the higher-ranked player's preference; with no
 *       preference at all (round 1), white to the higher-ranked player if their pairing number is
 *       odd, black otherwise.
 *   <li>Boards ordered by the higher score in the pair, then the sum of scores, then the rank of
 *       the higher-ranked player; the bye last.
 * </ul>
 *
 * <h2>Swiss: what is not implemented</h2>
 * <ul>
 *   <li>The exact FIDE order of exchanges between S1 and S2 (C.04.3 D.2-D.3): after the
 *       transpositions we try every other matching of the bracket in a fixed lexicographic order.
 *   <li>Float criteria C14-C21 (avoid repeated up- and downfloats in consecutive rounds) and
 *       minimising score differences of floaters beyond pairing the highest floater first (C6-C9).
 *   <li>The topscorer exceptions for the last round (C3 relaxed for topscorers, A.7).
 *   <li>The completion criterion (C4) is met by backtracking rather than by the collapsed-bracket
 *       procedure; the colour comparison looks at the first 200 acceptable pairings of a bracket
 *       only, and a search is bounded by a deterministic step count.
 *   <li>Accelerated pairings.
 * </ul>
 *
 * <h2>Organizer controls</h2>
 * {@code rate(ratings)} ({@code Rated}), {@code enter(player, byeHalfPoints, rating)} (a late
 * entry in a Swiss: each round paired so far gets a {@code ZERO_BYE} or {@code HALF_BYE} board),
 * {@code requestBye(player, round)} (a coming round: a {@code HALF_BYE} board when it is paired),
 * {@code reinstate(player)}, {@code correct(round, board, result, by, at)} (a result after the
 * fact), {@code swap}/{@code setBoard} ({@code Reseated}, only between a round's publication and
 * its start), {@code configure(key, value)} ({@link arbiter.tournament.TournamentOptions}),
 * {@code nameArbiter(user)}. Rounds go {@code endRound()} ({@code RoundEnded}), {@code pair()}
 * ({@code Paired}: published), {@code begin()} ({@code Begun}: boards fixed); the older
 * {@code nextRound()} closes and pairs in one event. {@link arbiter.tournament.ReportFile}
 * writes and reads the tournament as a FIDE report file.
 *
 * <h2>Tie-breaks</h2>
 * Points, then the tournament's order of FIDE (2023) tie-breaks ({@link
 * arbiter.tournament.TieBreak}; by default Sonneborn-Berger, Buchholz, Buchholz cut-1, wins, direct
 * encounter), then pairing number, so every rank is unique. Opponents' scores are their final
 * scores. An unplayed round (a Swiss bye of any kind, a forfeit either way, a Swiss round missed
 * while withdrawn) counts as a game against a dummy opponent with the player's own score; a
 * round-robin bye counts for nothing. Wins (FIDE's WIN) count forfeit wins and the
 * pairing-allocated bye. Direct encounter applies to a group tied on everything before it only if
 * every member met every other; their points in those games decide.
 */
package arbiter.tournament;
