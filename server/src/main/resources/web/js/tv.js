// Every running game as a small live board: the list comes from /api/games, each board from
// its own /watch socket. A finished game stays a minute with its result, then makes room.
// With ?tournament=N the live ranking of that tournament (an arena's with its time left and
// streaks) stands beside the boards, pushed by the projector's socket.
import { el, $, clear, clockText, resultText } from './dom.js';
import { Connection, socketUrl } from './net.js';
import { BoardView } from './board.js';
import { t, side, digits } from './i18n.js';

const ranked = new URLSearchParams(location.search).get('tournament');
let arenaEnd = 0;
let ranking = null;

function listenRanking() {
  const ws = new WebSocket(socketUrl(`/projector?name=${encodeURIComponent(ranked)}`));
  ws.onmessage = (event) => {
    const view = JSON.parse(event.data);
    if (view.type !== 'tournament_view') return;
    ranking = view;
    arenaEnd = view.arena && view.arena.secondsLeft > 0 ? Date.now() + view.arena.secondsLeft * 1000 : 0;
    $('ranking').hidden = false;
    $('ranking-title').textContent = view.name;
    clear($('ranking-rows')).append(...view.standings.slice(0, 20).map((s) => el('li',
      { class: s.fire ? 'fire' : s.paused ? 'paused' : '' }, `${s.player} ${digits(s.points)}`,
      s.fire ? el('span', { class: 'mark', title: t('page.arena_fire') }, ' 🔥') : '',
      s.paused ? el('span', { class: 'mark' }, ` ${t('page.arena_paused')}`) : '')));
  };
  ws.onclose = () => setTimeout(listenRanking, 2000);
}

function tickRanking() {
  if (!ranking || !ranking.arena) return;
  const left = arenaEnd - Date.now();
  $('ranking-left').textContent = left > 0
    ? t('page.arena_left', digits(clockText(left).replace(/\.\d$/, '')))
    : ranking.phase === 'running' ? t('page.arena_closing') : ranking.phase;
}

const screens = new Map(); // game id -> { node, conn, board, state, arrived, ended }

function open(game) {
  const title = el('div', { class: 'tv-title' }, `#${digits(game.game)} ${game.white} – ${game.black}`);
  const clocks = el('div', { class: 'tv-clocks' });
  const status = el('div', { class: 'tv-status' }, game.variant);
  const boardBox = el('div', { class: 'board-box' });
  const node = el('a', { class: 'screen card', href: `/watch.html?game=${game.game}`, 'data-game': game.game },
    title, boardBox, clocks, status);
  $('screens').append(node);
  const screen = { node, board: new BoardView(boardBox, () => {}), clocks, status, state: null, arrived: 0 };
  screen.conn = new Connection(`/watch?game=${game.game}`);
  screen.conn.on('state', (m) => {
    screen.state = m.state;
    screen.arrived = performance.now();
    screen.board.update(m.state);
    const result = resultText(m.state);
    status.textContent = result || t('page.tv_status', m.state.variant, side(m.state.sideToMove), m.state.moves.length);
    node.classList.toggle('over', Boolean(result));
    if (result && !screen.ended) {
      screen.ended = true;
      setTimeout(() => close(game.game), 60000);
    }
  });
  screen.conn.onclose = () => {
    if (!screen.ended) close(game.game);
  };
  screen.conn.open().catch(() => close(game.game));
  screens.set(game.game, screen);
}

function close(id) {
  const screen = screens.get(id);
  if (!screen) return;
  screens.delete(id);
  screen.node.remove();
  screen.conn.close();
}

async function refresh() {
  try {
    const response = await fetch('/api/games');
    if (!response.ok) return;
    const { games } = await response.json();
    for (const game of games) if (!screens.has(game.game)) open(game);
    $('count').textContent = games.length === 1 ? t('page.game_running') : t('page.games_running', games.length);
    if (screens.size === 0) clear($('screens')).append(el('p', { class: 'dim big' }, t('page.no_games_running')));
    else for (const p of $('screens').querySelectorAll('p')) p.remove();
  } catch (e) {
    console.warn('games unavailable', e);
  }
}

function tick() {
  for (const screen of screens.values()) {
    const clock = screen.state && screen.state.clock;
    if (!clock) continue;
    const elapsed = performance.now() - screen.arrived;
    const time = (side) => clockText(clock[side] - (clock.running === side ? elapsed : 0));
    screen.clocks.textContent = t('page.clocks', time('white'), time('black'));
  }
}

refresh();
setInterval(refresh, 3000);
if (ranked) {
  listenRanking();
  setInterval(tickRanking, 250);
}
setInterval(tick, 200);
