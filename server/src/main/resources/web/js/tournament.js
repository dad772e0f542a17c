// The projector: one tournament full screen, no login. It reads /api/tournament?name=N every
// two seconds (results are entered the moment a game ends), and lists the tournaments without N.
import { el, $, clear } from './dom.js';
import { t as words, digits, language } from './i18n.js';

const name = new URLSearchParams(location.search).get('name');

function row(cells, header = false) {
  return el('tr', {}, cells.map((cell) => el(header ? 'th' : 'td', {}, cell)));
}

function points(value) {
  return digits(Number.isInteger(value) ? String(value) : value.toFixed(value * 4 % 2 === 0 ? 1 : 2));
}

/** A player's score in one game from a result label, as the crosstable writes it. */
function score(label, asWhite) {
  const table = { '1-0': ['1', '0'], '0-1': ['0', '1'], '1/2-1/2': ['½', '½'],
    '+/-': ['+', '−'], '-/+': ['−', '+'], '-/-': ['−', '−'] };
  const pair = table[label];
  return pair ? pair[asWhite ? 0 : 1] : '';
}

function draw(t) {
  $('name').textContent = t.name;
  const phase = t.phase === 'running' ? words('page.round_of', t.round, t.rounds) : t.phase;
  $('about').textContent = `${t.variant} · ${words(t.format === 'swiss' ? 'page.swiss' : 'page.round_robin')}${t.time ? ` · ${t.time}` : ''} · ${words('page.players_count', t.players.length)} · ${phase}`;
  $('tables').hidden = false;
  // joining needs a login: the lobby takes the link, and asks for one first if need be
  $('actions').hidden = t.phase === 'finished';
  $('join').href = `/?join=${encodeURIComponent(t.name)}`;
  $('checkin').href = `/?checkin=${encodeURIComponent(t.name)}`;
  $('leave').href = `/?leave=${encodeURIComponent(t.name)}`;
  const round = t.pairings.length ? t.pairings[t.pairings.length - 1] : [];
  $('round-title').textContent = t.round ? words('page.round_n', t.round) : words('page.not_started');
  const pairings = clear($('pairings'));
  pairings.append(row([words('page.board_short'), words('page.white'), '', words('page.black')], true));
  for (const board of round) {
    const result = board.black ? (board.result || (board.game ? words('page.playing') : '')) : words('page.bye');
    const tr = row([digits(board.board), board.white, result, board.black || '']);
    tr.className = board.result ? 'done' : 'live';
    tr.setAttribute('data-board', board.board);
    pairings.append(tr);
  }
  const standings = clear($('standings'));
  // the tie-breaks in the tournament's order, by their codes (SB, BH, BH-C1, WIN...)
  const codes = t.tiebreaks || [];
  standings.append(row(['#', words('page.player'), words('page.points_short'), ...codes], true));
  for (const s of t.standings) {
    const tr = row([digits(s.rank), s.player, points(s.points),
      ...codes.map((code) => points((s.tiebreaks || {})[code] ?? 0))]);
    tr.setAttribute('data-player', s.player);
    standings.append(tr);
  }
  drawCrosstable(t);
}

function drawCrosstable(t) {
  const order = t.standings.map((s) => s.player);
  const index = new Map(order.map((p, i) => [p, i]));
  const cells = order.map(() => order.map(() => []));
  const byes = order.map(() => 0);
  for (const round of t.pairings) {
    for (const board of round) {
      if (!board.black) {
        byes[index.get(board.white)]++;
        continue;
      }
      if (!board.result) continue;
      const w = index.get(board.white);
      const b = index.get(board.black);
      cells[w][b].push(score(board.result, true));
      cells[b][w].push(score(board.result, false));
    }
  }
  const table = clear($('crosstable'));
  table.append(row(['#', words('page.player'), ...order.map((_, i) => digits(i + 1)), words('page.points_short')], true));
  order.forEach((player, i) => {
    const tr = row([digits(i + 1), player,
      ...order.map((_, j) => (i === j ? '■' : cells[i][j].join(' '))), points(t.standings[i].points)]);
    tr.children[2 + i].className = 'self';
    table.append(tr);
  });
}

async function refresh() {
  try {
    const response = await fetch(name ? `/api/tournament?name=${encodeURIComponent(name)}` : '/api/tournaments');
    if (response.status === 404) {
      $('error').textContent = words('page.no_tournament', name);
      return;
    }
    if (!response.ok) throw new Error(`server answered ${response.status}`);
    const json = await response.json();
    $('error').textContent = '';
    if (name) draw(json);
    else drawList(json.tournaments || []);
    $('updated').textContent = words('page.updated', new Date().toLocaleTimeString(language));
  } catch (e) {
    $('error').textContent = words('page.unreachable', e.message);
  }
}

function drawList(tournaments) {
  const list = clear($('list'));
  if (tournaments.length === 0) list.append(el('li', {}, words('page.no_tournaments')));
  for (const n of tournaments.map((t) => t.name)) {
    list.append(el('li', {}, el('a', { href: `/tournament.html?name=${encodeURIComponent(n)}` }, n)));
  }
}

refresh();
setInterval(refresh, 2000);
