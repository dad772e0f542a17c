// The arbiter's table of a tournament played over the board, for its organizers (logged in by the
// session cookie): every board of the round with the players' reports, those waiting for the
// arbiter first, a result to confirm with one click; the arbiter calls with a sound (WebAudio)
// until someone takes them; locking the round and archiving a board's PGN. The JSON protocol,
// version 2, over /ws; the table is asked again whenever the projector socket says a thing changed.
import { $, clear, el } from './dom.js';
import { Connection, socketUrl } from './net.js';
import { t, language } from './i18n.js';

const name = new URLSearchParams(location.search).get('name') || '';
const calls = new Map();
let conn = null;
let round = 0;
let audio = null;
let takenOver = false; // another connection took this user's login

/** A short two-tone call; the browser lets a page sound only after a click (Sound on). */
function beep() {
  if (!audio) return;
  const now = audio.currentTime;
  for (const [i, pitch] of [[0, 880], [1, 660]]) {
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = pitch;
    gain.gain.setValueAtTime(0.2, now + i * 0.25);
    gain.gain.exponentialRampToValueAtTime(0.001, now + i * 0.25 + 0.22);
    tone.connect(gain).connect(audio.destination);
    tone.start(now + i * 0.25);
    tone.stop(now + i * 0.25 + 0.24);
  }
}

function say(message) {
  $('answer').textContent = (message.lines || [message.message || '']).join('\n');
}

async function send(fields) {
  const answer = await conn.request({ type: 'tournament', name, ...fields });
  say(answer);
  await table();
  return answer;
}

async function take(number) {
  const answer = await send({ action: 'arbiter-take', value: String(number) });
  if (answer.type === 'tournament') {
    calls.delete(number);
    drawCalls();
  }
}

function drawCalls() {
  const list = clear($('calls'));
  for (const call of calls.values()) {
    list.append(el('li', { class: 'call' },
      t('page.arbiter_call', call.number, call.board, call.player, call.text || t('page.no_reason')), ' ',
      el('button', { type: 'button', onclick: () => take(call.number) },
        t('page.arbiter_take'))));
  }
  $('calls-box').classList.toggle('ringing', calls.size > 0);
}

/** The words of a board's state at the table (the server's `state` of the boards answer). */
const STATES = { none: 'page.otb_none', waiting: 'page.otb_waiting', late: 'page.otb_late',
  conflict: 'page.otb_conflict', stands: 'page.otb_stands' };

function stateText(board) {
  return t(STATES[board.state] || 'page.otb_none', board.whiteReport || '-', board.blackReport || '-');
}

async function table() {
  const answer = await conn.request({ type: 'tournament', action: 'boards', name });
  if (answer.type !== 'tournament' || !answer.data) {
    say(answer);
    return;
  }
  round = answer.data.round;
  $('round-title').textContent = t('page.round_n', round);
  const rows = clear($('boards'));
  rows.append(el('tr', {}, ['#', t('page.white'), t('page.black'), t('page.arbiter_state'), '']
    .map((h) => el('th', {}, h))));
  // the boards that need the arbiter first
  const order = { conflict: 0, late: 1, waiting: 2, none: 3, stands: 4 };
  const boards = [...answer.data.boards].sort((a, b) => (order[a.state] ?? 5) - (order[b.state] ?? 5) || a.board - b.board);
  for (const board of boards) {
    // a result that stands keeps its buttons: the arbiter corrects a slip of the hand here too
    const buttons = ['1-0', '=', '0-1'].map((result) => el('button', {
      type: 'button', class: 'confirm',
      onclick: () => send({ action: 'result', round, board: board.board, result }) }, result));
    const decide = board.result ? [el('span', { class: 'result' }, board.result), ' ', ...buttons] : buttons;
    rows.append(el('tr', { class: `otb-${board.state}`, 'data-board': board.board },
      el('td', {}, board.board), el('td', {}, board.white), el('td', {}, board.black),
      el('td', {}, board.live ? t('page.otb_live') : stateText(board)), el('td', {}, decide)));
  }
}

function listen() {
  const ws = new WebSocket(socketUrl(`/projector?name=${encodeURIComponent(name)}`));
  ws.onmessage = () => { if (conn) table(); };
  ws.onclose = () => setTimeout(listen, 2000);
}

async function open() {
  conn = new Connection('/ws');
  conn.on('arbiter_call', (call) => {
    if (call.tournament !== name) return;
    if (!calls.has(call.number)) beep();
    calls.set(call.number, call);
    drawCalls();
  });
  conn.on('arbiter_call_taken', (taken) => {
    calls.delete(taken.number);
    drawCalls();
  });
  conn.on('board_to_arbiter', (board) => {
    if (board.tournament === name) { beep(); table(); }
  });
  const resumed = new Promise((done) => {
    conn.on('resumed', () => done(true));
    conn.on('resume_refused', () => done(false));
  });
  conn.on('notice', (m) => {
    if (m.code === 'taken_over') takenOver = true;
  });
  conn.onclose = () => {
    // the organizer logged in elsewhere (telnet, the lobby): coming back would take the login
    // back from there, and that connection back again, every 2 s
    if (takenOver) {
      conn = null;
      $('login').hidden = false;
      $('answer').textContent = t('page.logged_in_elsewhere');
      return;
    }
    setTimeout(open, 2000);
  };
  await conn.open();
  await conn.request({ type: 'hello', version: 2, client: 'arbiter-web', language });
  const signedIn = await Promise.race([resumed, new Promise((done) => setTimeout(() => done(false), 3000))]);
  $('login').hidden = signedIn;
  if (signedIn) await table();
}

$('name').textContent = t('page.arbiter_of', name);
$('sound').addEventListener('click', () => {
  audio = audio || new AudioContext();
  audio.resume();
  beep();
});
$('lock').addEventListener('click', () => send({ action: 'lock', round }));
$('unlock').addEventListener('click', () => send({ action: 'unlock', round }));
$('pgn-form').addEventListener('submit', (event) => {
  event.preventDefault();
  send({ action: 'pgn', round, board: Number($('pgn-board').value), value: $('pgn-text').value });
});
open();
listen();
