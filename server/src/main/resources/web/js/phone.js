// A player's phone at a tournament played over the board: identified by the short code on their
// pairing line (kept in this browser), it shows their board, takes their result (tap, then send),
// checks them in and calls the arbiter, all through POST /api/phone. A request that the network
// loses is sent again as it was: the server takes a report once, however often it comes. The
// board is fetched again whenever the tournament's projector socket says something changed.
import { $ } from './dom.js';
import { socketUrl } from './net.js';
import { t, language } from './i18n.js';

const name = new URLSearchParams(location.search).get('name') || '';
const store = `arbiter.code.${name}`;
let code = localStorage.getItem(store);
let seat = null;
let chosen = null;

/** Posts an action; tries again after a lost connection (up to five times, waiting longer). */
async function post(action, fields = {}) {
  const body = JSON.stringify({ name, code, action, lang: language, ...fields });
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch('/api/phone', { method: 'POST', body,
        headers: { 'Content-Type': 'application/json' } });
      // too many wrong codes: the server's own words say how long to wait
      if (response.status === 429) return await response.json();
      if (!response.ok) return { ok: false, lines: [t('page.phone_refused', response.status)] };
      return await response.json();
    } catch (e) {
      if (attempt >= 5) return { ok: false, lines: [t('page.unreachable', e.message)] };
      $('answer').textContent = t('page.phone_retrying');
      await new Promise((done) => setTimeout(done, 500 * 2 ** attempt));
    }
  }
}

function say(lines) {
  $('answer').textContent = (lines || []).join('\n');
}

function draw() {
  $('code-form').hidden = seat !== null;
  $('seat').hidden = seat === null;
  if (!seat) return;
  $('me').textContent = t('page.phone_me', seat.player, seat.tournament);
  const where = $('where');
  if (seat.round === 0) where.textContent = t('page.phone_not_started');
  else if (seat.board === 0) where.textContent = t('page.phone_no_board', seat.round);
  else {
    const white = seat.white === seat.player;
    where.textContent = t(white ? 'page.phone_white' : 'page.phone_black', seat.round, seat.board,
      white ? seat.black : seat.white);
  }
  $('stands').textContent = seat.result ? t('page.phone_stands', seat.result)
    : seat.disputed ? t('page.phone_disputed', seat.report)
      : seat.report ? t('page.phone_reported', seat.report) : '';
  $('report-box').hidden = !(seat.otb && seat.begun && seat.board > 0 && !seat.result
    && !seat.locked);
  $('checkin').hidden = !(seat.checkin && !seat.checkedIn && seat.phase === 'open');
  for (const button of document.querySelectorAll('button.result')) {
    button.classList.toggle('chosen', button.dataset.result === chosen);
  }
  $('send').disabled = chosen === null;
}

async function refresh() {
  if (!code) return;
  const answer = await post('status');
  seat = answer.ok ? answer.seat : null;
  if (!answer.ok) {
    say(answer.lines);
    if (answer.seat === null) forget();
  }
  draw();
}

function forget() {
  code = null;
  seat = null;
  localStorage.removeItem(store);
  draw();
}

async function act(action, fields) {
  const answer = await post(action, fields);
  say(answer.lines);
  if (answer.seat) seat = answer.seat;
  chosen = null;
  draw();
}

function listen() {
  const ws = new WebSocket(socketUrl(`/projector?name=${encodeURIComponent(name)}`));
  ws.onmessage = () => refresh();
  ws.onclose = () => setTimeout(listen, 2000);
}

$('name').textContent = name;
$('code-form').addEventListener('submit', async (event) => {
  event.preventDefault();
  code = $('code').value.trim().toUpperCase();
  await refresh();
  if (seat) localStorage.setItem(store, code);
});
for (const button of document.querySelectorAll('button.result')) {
  button.addEventListener('click', () => { chosen = button.dataset.result; draw(); });
}
$('send').addEventListener('click', () => act('report', { round: seat.round, result: chosen }));
$('checkin').addEventListener('click', () => act('checkin'));
$('call-form').addEventListener('submit', (event) => {
  event.preventDefault();
  act('call', { text: $('call-text').value });
  $('call-text').value = '';
});
$('forget').addEventListener('click', (event) => { event.preventDefault(); forget(); say([]); });
draw();
if (name) {
  refresh();
  listen();
} else {
  say([t('page.no_tournament', '')]);
}
