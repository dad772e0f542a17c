// The projector: one tournament full screen, no login. The server pushes the tournament on a
// WebSocket (/projector?name=N) when the page opens and after every change, so results, pairings
// and countdowns show as they come; nothing is polled. Tables too long for the screen are shown a
// page at a time, turning every few seconds (?seconds=S); a finished tournament shows its podium
// with the winner. An arena shows its time left, the games being played and each player's sheet
// with the streak mark.
// Without N the page lists the tournaments.
import { el, $, clear, clockText } from './dom.js';
import { socketUrl } from './net.js';
import { printLinks } from './print.js';
import { t as words, digits, language } from './i18n.js';

const params = new URLSearchParams(location.search);
const name = params.get('name');
const slideMillis = Math.max(3, Number(params.get('seconds')) || 8) * 1000;
let tournament = null;
let slide = 0;
let deadlines = { start: 0, pairing: 0, arena: 0 };

function row(cells, header = false) {
  return el('tr', {}, cells.map((cell) => el(header ? 'th' : 'td', {}, cell)));
}

function points(value) {
  if (value === undefined || value === null) return '';
  const whole = Math.floor(value);
  const half = value - whole >= 0.5 ? '½' : '';
  return whole === 0 && half ? half : digits(`${whole}${half}`);
}

function decimal(value) {
  return digits(Number.isInteger(value) ? String(value) : value.toFixed(value * 4 % 2 === 0 ? 1 : 2));
}

/** A player's score in one game from a result label, as the crosstable writes it. */
function score(label, asWhite) {
  const table = { '1-0': ['1', '0'], '0-1': ['0', '1'], '1/2-1/2': ['½', '½'],
    '+/-': ['+', '−'], '-/+': ['−', '+'], '-/-': ['−', '−'] };
  const pair = table[label];
  return pair ? pair[asWhite ? 0 : 1] : '';
}

/** The words of each format. */
const FORMATS = { swiss: 'page.swiss', roundrobin: 'page.round_robin', knockout: 'page.knockout',
  arena: 'page.arena', teamswiss: 'page.team_swiss', teamroundrobin: 'page.team_round_robin' };
/** The words of each bye: the four kinds look different on the screen. */
const BYES = { full: 'page.bye_full', half: 'page.bye_half', zero: 'page.bye_zero',
  'pab-1': 'page.bye_pab_1', 'pab-half': 'page.bye_pab_half', 'pab-0': 'page.bye_pab_0' };

function player(t, who, scores) {
  if (!who) return '';
  const number = t.players.indexOf(who) + 1;
  const rating = (t.ratings || {})[who];
  const withdrawn = t.withdrawn.includes(who);
  return el('span', { class: withdrawn ? 'player withdrawn' : 'player' },
    el('span', { class: 'pno' }, number > 0 ? digits(number) : ''), ' ', who,
    rating ? el('span', { class: 'rtg' }, ` ${digits(rating)}`) : '',
    el('span', { class: 'pts' }, ` (${points(scores.get(who) ?? 0)})`),
    withdrawn ? el('span', { class: 'wd' }, ` ${words('page.withdrawn')}`) : '');
}

/** The rows that fit under a table's header in its box; the page turns through the rest. */
function paged(table, box, header, rows, page) {
  clear(table).append(header);
  if (rows.length === 0) return 1;
  table.append(rows[0]);
  const rowHeight = Math.max(1, rows[0].getBoundingClientRect().height);
  const room = box.getBoundingClientRect().bottom - rows[0].getBoundingClientRect().top;
  const fit = Math.max(1, Math.floor(room / rowHeight));
  const pages = Math.ceil(rows.length / fit);
  const from = (page % pages) * fit;
  clear(table).append(header, ...rows.slice(from, from + fit));
  return pages;
}

function draw() {
  const t = tournament;
  if (!t) return;
  $('name').textContent = t.name;
  // a knockout's rounds are its games a match: its round number counts on with no end known
  const arena = t.format === 'arena'; // an arena counts its time down instead of rounds
  const phase = t.phase !== 'running' || arena ? t.phase
    : t.format === 'knockout' ? words('page.round_n', t.round) : words('page.round_of', t.round, t.rounds);
  $('about').textContent = `${t.variant} · ${words(FORMATS[t.format] || 'page.round_robin')}${t.time ? ` · ${t.time}` : ''} · ${words('page.players_count', t.players.length)} · ${phase}`;
  $('actions').hidden = t.phase === 'finished';
  $('join').href = `/?join=${encodeURIComponent(t.name)}`;
  $('checkin').href = `/?checkin=${encodeURIComponent(t.name)}`;
  $('leave').href = `/?leave=${encodeURIComponent(t.name)}`;
  const scores = new Map(t.standings.map((s) => [s.player, s.points]));
  // a finished tournament shows its podium where the last round's pairings were
  const finished = t.phase === 'finished' && t.standings.length > 0;
  const teams = Boolean(t.teamStandings);
  const knockout = t.format === 'knockout';
  // every box is shown or hidden before any table measures how many rows fit in its box;
  // a team competition's players' standings take the second row whole, where the others
  // show a crosstable (a knockout its bracket; an arena's sheets say more than a crosstable)
  $('teams-box').hidden = !teams;
  $('tables').hidden = false;
  $('podium').hidden = !finished;
  $('pairings-box').hidden = finished;
  $('standings-box').classList.toggle('wide', teams);
  $('bracket-box').hidden = !knockout || !t.bracket;
  $('cross-box').hidden = knockout || arena || teams;
  if (teams) drawTeams(t, slide);
  if (finished) drawPodium(t);
  else drawPairings(t, scores, slide);
  drawStandings(t, slide);
  if (knockout && t.bracket) drawBracket(t.bracket);
  else if (!knockout && !arena && !teams) drawCrosstable(t, slide);
}

/** The round's name counted from the final: final, semi-finals, quarter-finals, round of N. */
function roundName(fromLast, matches) {
  const names = ['page.final', 'page.semifinal', 'page.quarterfinal'];
  return fromLast < names.length ? words(names[fromLast]) : words('page.round_of_players', digits(matches * 2));
}

/** One player's line of a match: seed, name, match points and (in brackets) tie-break points. */
function seat(m, who, seed, own, tiebreak) {
  const won = m.winner !== undefined && m.winner === who;
  const name = who ? [el('span', { class: 'pno' }, digits(seed)), ' ', who] : [m.decided === 'bye' ? words('page.bye') : '?'];
  let score = '';
  if (who && m.decided !== 'bye' && m.decided !== 'walkover' && (m.games || []).length) {
    score = points(own) + (m.highTiebreak + m.lowTiebreak > 0 ? ` (${points(tiebreak)})` : '');
    if (m.decided === 'armageddon' && won) score += ` ${words('page.armageddon_short')}`;
  }
  if (m.decided === 'walkover' && won) score = words('page.walkover');
  return el('div', { class: won ? 'seat won' : 'seat' }, el('span', { class: 'who' }, ...name), el('span', { class: 'score' }, score));
}

/**
 * The bracket as columns, round 1 on the left; a big field starts one round before the earliest
 * round still being played, so that the projector shows what matters now.
 */
function drawBracket(b) {
  const open = b.rounds.findIndex((matches) => matches.some((m) => m.winner === undefined));
  const from = b.rounds[0].length > 8 ? Math.max(0, (open < 0 ? b.rounds.length - 1 : open) - 1) : 0;
  const columns = b.rounds.slice(from).map((matches, i) => el('div', { class: 'bracket-round' },
    el('h3', {}, roundName(b.rounds.length - 1 - from - i, matches.length)),
    ...matches.map((m) => el('div', { class: `match ${m.decided}`, 'data-match': `${m.round}.${m.match}` },
      seat(m, m.high, m.highSeed, m.highPoints, m.highTiebreak),
      seat(m, m.low, m.lowSeed, m.lowPoints, m.lowTiebreak)))));
  const champion = b.champion ? [el('div', { class: 'bracket-round champion' }, el('h3', {}, words('page.champion')),
    el('div', { class: 'match' }, el('div', { class: 'seat won' }, b.champion)))] : [];
  clear($('bracket')).append(...columns, ...champion);
}

function drawPodium(t) {
  // second, first, third from the left, as on a podium; the steps share the box's height;
  // a team competition's podium is its teams' (match points)
  const places = t.teamStandings
    ? t.teamStandings.map((r) => ({ rank: r.rank, player: r.team, score: words('page.match_points_n', digits(r.matchPoints)) }))
    : t.standings.map((s) => ({ rank: s.rank, player: s.player, score: words('page.points_n', points(s.points)) }));
  const steps = el('div', { class: 'steps' }, [1, 0, 2].map((i) => places[i]).filter(Boolean)
    .map((s) => el('div', { class: `step place${s.rank}`, 'data-rank': s.rank },
      el('div', { class: 'who' }, s.player), el('div', { class: 'score' }, s.score),
      el('div', { class: 'block' }, digits(s.rank)))));
  clear($('podium')).append(el('h2', { class: 'winner' }, words('page.tournament_winner', places[0].player, t.name)), steps);
}

function drawTeams(t, turn) {
  // match points, game points, direct encounter, team Sonneborn-Berger (TeamStandings' order)
  const header = row(['#', words('page.team'), 'MP', 'GP', 'DE', 'TSB', '+ = -'], true);
  const rows = t.teamStandings.map((r) => {
    const tr = row([digits(r.rank), r.team, digits(r.matchPoints), decimal(r.gamePoints),
      digits(r.directEncounter), decimal(r.sonnebornBerger), digits(`${r.won} ${r.drawn} ${r.lost}`)]);
    tr.setAttribute('data-team', r.team);
    if (r.withdrawn) tr.classList.add('withdrawn');
    return tr;
  });
  const pages = paged($('teams'), $('teams-box'), header, rows, turn);
  $('teams-title').textContent = `${words('page.team_standings')}${pages > 1 ? digits(` (${turn % pages + 1}/${pages})`) : ''}`;
}

/** An arena's boards: those being played, then the last finished, newest first. */
function arenaBoards(boards) {
  const live = boards.filter((b) => !b.result);
  return live.concat(boards.filter((b) => b.result).reverse().slice(0, Math.max(4, 20 - live.length)));
}

function drawPairings(t, scores, turn) {
  const last = t.pairings.length ? t.pairings[t.pairings.length - 1] : [];
  const round = t.format === 'arena' ? arenaBoards(last) : last;
  const header = row([words('page.board_short'), words('page.white'), '', words('page.black')], true);
  const rows = round.map((board) => {
    const result = board.black ? (board.result || (board.game ? words('page.playing') : '')) : words(BYES[board.bye] || 'page.bye');
    const tr = row([digits(board.board), player(t, board.white, scores), result, player(t, board.black, scores)]);
    tr.className = board.black ? (board.result ? 'done' : 'live') : `bye bye-${board.bye}`;
    tr.setAttribute('data-board', board.board);
    return tr;
  });
  const pages = paged($('pairings'), $('pairings-box'), header, rows, turn);
  $('round-title').textContent = (t.format === 'arena' && t.round ? words('page.arena_sheet')
    : t.round ? words('page.round_n', t.round) : words('page.not_started'))
    + (pages > 1 ? digits(` (${turn % pages + 1}/${pages})`) : '');
}

function drawStandings(t, turn) {
  // the tie-breaks in the tournament's order, by their codes (BH-C1, BH, DE, WIN...)
  const codes = t.tiebreaks || [];
  const arena = t.format === 'arena';
  const header = row(['#', words('page.player'), words('page.points_short'), ...codes,
    ...(arena ? [words('page.arena_sheet')] : [])], true);
  // a round half played is in the points, not yet in the tie-breaks: the note says so above the
  // table, before the rows that fit under it are measured
  $('standings-note').hidden = !(t.roundInPlay > 0);
  $('standings-note').textContent = t.roundInPlay > 0 ? words('page.standings_in_play', t.roundInPlay) : '';
  const rows = t.standings.map((s) => {
    const tr = row([digits(s.rank), player(t, s.player, new Map([[s.player, s.points]])), decimal(s.points),
      ...codes.map((code) => decimal((s.tiebreaks || {})[code] ?? 0)), ...(arena ? [sheet(s)] : [])]);
    if (s.fire) tr.classList.add('fire');
    if (s.paused) tr.classList.add('paused');
    tr.setAttribute('data-player', s.player);
    return tr;
  });
  const pages = paged($('standings'), $('standings-box'), header, rows, turn);
  $('standings-title').textContent = `${words('page.standings')}${pages > 1 ? digits(` (${turn % pages + 1}/${pages})`) : ''}`;
}

/** An arena player's game points in order, and the mark of a streak or a pause. */
function sheet(s) {
  const mark = s.paused ? el('span', { class: 'mark', title: words('page.arena_paused') }, ` ${words('page.arena_paused')}`)
    : s.fire ? el('span', { class: 'mark fire', title: words('page.arena_fire') }, ' 🔥') : '';
  return el('span', { class: 'sheet' }, digits((s.sheet || []).join(' ')), mark);
}

function drawCrosstable(t, turn) {
  const order = t.standings.map((s) => s.player);
  const index = new Map(order.map((p, i) => [p, i]));
  const cells = order.map(() => order.map(() => []));
  for (const round of t.pairings) {
    for (const board of round) {
      if (!board.black || !board.result) continue;
      const w = index.get(board.white);
      const b = index.get(board.black);
      cells[w][b].push(score(board.result, true));
      cells[b][w].push(score(board.result, false));
    }
  }
  const header = row(['#', words('page.player'), ...order.map((_, i) => digits(i + 1)), words('page.points_short')], true);
  const rows = order.map((who, i) => {
    const tr = row([digits(i + 1), who, ...order.map((_, j) => (i === j ? '■' : cells[i][j].join(' '))),
      decimal(t.standings[i].points)]);
    tr.children[2 + i].className = 'self';
    if (t.withdrawn.includes(who)) tr.classList.add('withdrawn');
    return tr;
  });
  const pages = paged($('crosstable'), $('cross-box'), header, rows, turn);
  $('cross-title').textContent = `${words('page.crosstable')}${pages > 1 ? digits(` (${turn % pages + 1}/${pages})`) : ''}`;
}

/** The QR code of the join address, its modules as rows of 0 and 1, with a quiet zone of 4. */
function drawQr(rows, url) {
  if (!rows || rows.length === 0) return;
  const canvas = $('qr');
  const modules = rows.length + 8;
  const scale = Math.max(2, Math.floor(Math.min(window.innerHeight / 7, 200) / modules));
  canvas.width = canvas.height = modules * scale;
  const g = canvas.getContext('2d');
  g.fillStyle = '#fff';
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.fillStyle = '#000';
  rows.forEach((line, y) => [...line].forEach((bit, x) => {
    if (bit === '1') g.fillRect((x + 4) * scale, (y + 4) * scale, scale, scale);
  }));
  $('qr-url').textContent = url;
  $('qr-box').hidden = false;
}

function tick() {
  const now = Date.now();
  const box = $('countdown');
  if (deadlines.start > now) {
    box.textContent = words('page.starts_in', tournament.round, digits(clockText(deadlines.start - now).replace(/\.\d$/, '')));
  } else if (deadlines.pairing > now) {
    box.textContent = words('page.next_round_in', digits(clockText(deadlines.pairing - now).replace(/\.\d$/, '')));
  } else if (deadlines.arena > now) {
    box.textContent = words('page.arena_left', digits(clockText(deadlines.arena - now).replace(/\.\d$/, '')));
  } else if (tournament && tournament.arena && tournament.phase === 'running') {
    box.textContent = words('page.arena_closing');
  }
  const closing = tournament && tournament.arena && tournament.phase === 'running';
  box.hidden = !(deadlines.start > now || deadlines.pairing > now || closing);
}

function listen() {
  const ws = new WebSocket(socketUrl(`/projector?name=${encodeURIComponent(name)}`));
  let missing = false; // the server closes after saying so: that close is no lost server
  ws.onmessage = (event) => {
    const message = JSON.parse(event.data);
    if (message.type === 'error' && message.code === 'core_away') {
      return; // a cluster's core is away: the close below says so and tries again
    }
    if (message.type === 'error') {
      missing = true;
      $('error').textContent = words('page.no_tournament', name);
      return;
    }
    tournament = message;
    const now = Date.now();
    // startsIn: the published round's countdown; breakIn: the break before the next pairing
    // (-1 until the server counts one)
    deadlines = { start: message.startsIn > 0 ? now + message.startsIn * 1000 : 0,
      pairing: message.breakIn > 0 ? now + message.breakIn * 1000 : 0,
      arena: message.arena && message.arena.secondsLeft > 0 ? now + message.arena.secondsLeft * 1000 : 0 };
    $('error').textContent = '';
    drawQr(message.qr, message.join);
    draw();
    tick();
    $('updated').textContent = words('page.updated', new Date().toLocaleTimeString(language));
  };
  ws.onclose = () => {
    if (!missing) $('error').textContent = words('page.projector_reconnecting');
    setTimeout(listen, 2000);
  };
}

async function list() {
  const response = await fetch('/api/tournaments');
  const json = await response.json();
  const items = clear($('list'));
  if ((json.tournaments || []).length === 0) items.append(el('li', {}, words('page.no_tournaments')));
  for (const n of (json.tournaments || []).map((t) => t.name)) {
    items.append(el('li', {}, el('a', { href: `/tournament.html?name=${encodeURIComponent(n)}` }, n),
      printLinks(n)));
  }
}

if (name) {
  listen();
  setInterval(tick, 250);
  setInterval(() => { slide++; draw(); }, slideMillis);
  window.addEventListener('resize', () => {
    if (tournament) drawQr(tournament.qr, tournament.join);
    draw();
  });
} else {
  list().catch((e) => { $('error').textContent = words('page.unreachable', e.message); });
}
