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
 *       printed by {@code arbiter.export.TournamentSheets}).
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
 * colour history, and counts for the tie-breaks as an unplayed round (below). Only a game played
 * over the board bars a Swiss rematch: two players whose game was forfeited may be paired again,
 * as in FIDE's rules and bbpPairings. A bye's result is known when the round is paired, so it
 * shows in the standings at once.
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
 * <h2>Swiss: Dutch system (FIDE C.04.3, the 2025 rules)</h2>
 * {@link arbiter.tournament.DutchPairer} gives the pairing FIDE's rules give, colours and board
 * order included: the pairing of bbpPairings (a FIDE-endorsed program), which the tests replay
 * round by round on random tournaments ({@code src/test/resources/pairing/}).
 * <ul>
 *   <li>Pairing numbers follow the seeding given at the start (rating, then name), else join
 *       order; players are ranked by score, then pairing number.
 *   <li>Absolute criteria: no rematch of a played game (C1); the pairing-allocated bye only for a
 *       player who has had none and no unplayed win (C2); no two players with the same absolute
 *       colour preference meet (C3), except in the last round when one of them has more than half
 *       the points possible. With no pairing that meets them, the Swiss ends after the round.
 *   <li>Completion (C4), then per bracket from the top: most pairs and highest scores paired in
 *       the bracket and the next (C5-C8), the bye to the eligible player with fewest unplayed games
 *       among the lowest (C9), colour preferences (C10-C13), no repeated floats from the last two
 *       rounds and the lowest scores among floaters (C14-C21); a bye or any unplayed point counts
 *       as a downfloat. Ties go to FIDE's order: moved-down players, their highest possible
 *       opponents, the fewest and smallest S1/S2 exchanges, then S1 in order against the highest
 *       S2 player.
 *   <li>Colours (E.1-E.5): both preferences; the absolute, then wider, then strong one; alternate
 *       from the last round the two had different colours; the higher-ranked player's
 *       preference; in round 1 the top seed has white and the colours alternate down S1.
 *   <li>Boards by the higher score in the pair, then the lower score, then the higher-ranked
 *       player's number; the bye last.
 *   <li>Not implemented: accelerated pairings, forbidden pairs. A player with a requested
 *       half-point bye is not {@code available} for that round; a late entry joins the pairing
 *       with the byes of the rounds missed.
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
