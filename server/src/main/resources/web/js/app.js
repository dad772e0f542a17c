// The player's page: log in or register, the lobby, a game (played or watched) and the archive,
// all over one WebSocket speaking the JSON protocol.
import { el, clear, $, reasonText } from './dom.js';
import { Connection } from './net.js';
import { GamePanel } from './game.js';
import { t, language, side, digits, followUser } from './i18n.js';
import { ComputerCard } from './computer.js';
import { AnalysisView } from './analysis.js';
import { Reconnect } from './reconnect.js';
import { SimulCard, HostGrid, gridSection } from './simul.js';
import { printLinks } from './print.js';

let conn = null;
let me = null;
let panel = null; // the game being played or watched
let game = null; // its id
let watching = false;
let replay = null; // { game, ply, panel, moves }
let lobbyTimer = null;
const reconnect = new Reconnect(() => connect());
let signedInOn = null; // the connection the user is logged in on
let takenOver = false; // another connection took the login: coming back would take it back
let resumeCheck = null;
let waiting = false; // the game shown waits for its players after a restart (not paused)
let asked = null; // 'pause' or 'resume': the opponent asks, and the agree button sends it
let pausedWords = null; // the answer to our pause: it says who paused once the clocks stop
let simulCard = null; // the lobby's simuls
let grid = null; // a simul host's boards, once they play more than one
let serverBoard = null; // the board the server plays a host's moves on (`board` sets it)

function show(view) {
  for (const section of document.querySelectorAll('.view')) section.hidden = section.id !== `view-${view}`;
  document.body.setAttribute('data-view', view);
  $('nav-lobby').hidden = !me || view === 'lobby' || view === 'game';
  $('nav-archive').hidden = !me || view === 'archive' || view === 'game';
  $('logout').hidden = !me;
  $('me').textContent = me || '';
  clearInterval(lobbyTimer);
  if (view === 'lobby') {
    refreshLobby();
    lobbyTimer = setInterval(refreshLobby, 3000);
  }
}

/**
 * A line for the player, gone after 12 s or when closed; `about` names what it is news of, so
 * that later news takes it away sooner ({@link dropNotices}).
 */
function notice(text, kind = 'info', about = '') {
  const item = el('div', { class: `notice ${kind}`, 'data-about': about }, text,
    el('button', { type: 'button', class: 'close', 'aria-label': t('page.dismiss'), onclick: () => item.remove() }, '×'));
  $('notices').append(item);
  setTimeout(() => item.remove(), 12000);
}

/** Takes away the notices about what `stale` says is over (a game held, a challenge answered). */
function dropNotices(stale) {
  for (const item of $('notices').querySelectorAll('[data-about]')) {
    if (stale(item.getAttribute('data-about'))) item.remove();
  }
}

let connecting = null; // the connection being opened, so that two callers share it

function connect() {
  if (conn && conn.isOpen) return Promise.resolve(conn);
  if (!connecting) connecting = openConnection().finally(() => { connecting = null; });
  return connecting;
}

// The login outlives the connection: the server gives a token after a login, which the page hands
// once to /api/session for an HttpOnly cookie; a later connection carrying the cookie is resumed.
function keepLogin(m) {
  fetch('/api/session', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token: m.token }),
  }).then(followUser).catch((e) => console.warn('the login will not outlive this page', e));
}

function forgetLogin() {
  return fetch('/api/session', { method: 'DELETE' })
    .catch((e) => console.warn('cannot clear the saved login', e));
}

function resumed(m) {
  me = m.user;
  signedInOn = conn;
  rewatch();
  if (!panel) show('lobby'); // a game of theirs opens its view next
  actOnLink();
}

function resumeRefused() {
  forgetLogin();
  if (me && signedInOn === conn) return; // logged in by password meanwhile
  me = null;
  endGameView();
  $('login-error').textContent = t('page.resume_refused'); // the server's is English: it speaks before the hello
  show('login');
}

async function openConnection() {
  conn = new Connection('/ws');
  conn.onclose = connectionClosed;
  conn.on('session_token', keepLogin);
  conn.on('resumed', resumed);
  conn.on('resume_refused', resumeRefused);
  conn.on('challenged', challenged);
  conn.on('declined', (m) => notice(t('page.declined', m.by)));
  conn.on('game_started', started);
  conn.on('state', (m) => stateArrived(m.state));
  conn.on('chat', chatArrived);
  conn.on('round_pairings', roundPublished);
  conn.on('notice', noticeArrived);
  // the server closes the socket next: the page says why by the typed reason, then comes back
  conn.on('closing', (m) => notice(m.reason === 'stopping' ? t('page.closing_stopping')
    : t('page.closing_unavailable')));
  conn.on('team_invited', teamInvited);
  conn.on('draw_offered', (m) => {
    $('draw-button').textContent = t('page.accept_draw');
    notice(t('page.draw_offered', m.from)); // the telnet words say to type draw: here a button
  });
  conn.on('simul_lobby', (m) => { if (simulCard) simulCard.draw(m.simuls || []); });
  conn.on('simul_notice', (m) => notice(m.text));
  conn.on('simul_over', simulOver);
  await conn.open();
  const welcome = await conn.request({ type: 'hello', version: 1, client: 'arbiter-web', features: ['form_variant'], language });
  // the server's setting challenge.variant: the variant its challenge form offers first
  if (welcome.variant && !reconnect.away) $('challenge-variant').value = welcome.variant;
  if (reconnect.away) cameBack();
  return conn;
}

// --- coming back ---

/** A dropped connection or a server gone: the page keeps its view and comes back by itself. */
function connectionClosed() {
  if (me && takenOver) { // coming back would take the login back from the other connection
    me = null;
    endGameView();
    show('login');
    $('login-error').textContent = t('page.logged_in_elsewhere');
    return;
  }
  reconnect.lost();
}

/**
 * Connected again: the saved login resumes the user (`resumed`, then the running game as a
 * `game_started` and its state); without a saved login the form comes back.
 */
function cameBack() {
  reconnect.back();
  if (!me) return;
  clearTimeout(resumeCheck);
  const on = conn;
  resumeCheck = setTimeout(() => {
    if (conn !== on || signedInOn === on || !me) return;
    me = null;
    endGameView();
    show('login');
    $('login-error').textContent = t('page.connection_closed');
  }, 5000);
}

/** A spectator who came back watches the game again. */
function rewatch() {
  if (watching && game !== null) observe(game);
}

/** A notice: its words for people; its code, if any, says what it means to the page. */
function noticeArrived(m) {
  if (m.code === 'team_invited') return; // the team_invited message after it has the buttons
  if (m.code === 'taken_over') takenOver = true;
  if (panel && (m.code === 'game_waiting' || m.code === 'game_paused' || m.code === 'store_down')) panel.hold(m.text);
  if (panel && (m.code === 'game_resumed' || m.code === 'store_back')) panel.hold(null);
  if (m.code === 'game_waiting' || m.code === 'game_paused' || m.code === 'game_resumed') {
    waiting = m.code === 'game_waiting';
    asked = null;
    pausedWords = null;
  }
  if ((m.code === 'pause_asked' || m.code === 'resume_asked') && panel && panel.mySide()) {
    asked = m.code === 'pause_asked' ? 'pause' : 'resume';
  }
  if (panel) updateActions(panel.state);
  // a player's offer comes as draw_offered too, worded for the page's button there
  if (m.code === 'draw_offered' && panel && panel.mySide()) return;
  const held = m.code === 'game_waiting' || m.code === 'game_paused' || m.code === 'store_down';
  if (m.code === 'game_resumed' || m.code === 'store_back') dropNotices((about) => about === 'held');
  notice(m.text, 'info', held ? 'held' : '');
}

/**
 * A state numbered below the one shown, with no `game_started` before it: the numbering went
 * back. The page asks for the game again and draws the answer, rather than drop every state.
 */
async function resync() {
  const answer = await conn.request({ type: 'resync', game });
  if (answer.type !== 'state' || !panel || answer.state.game !== game) return;
  panel.restartNumbering();
  panel.show(answer.state);
  updateActions(answer.state);
}

/** Gives the opponent 15 seconds (lichess "+15 s"); the server says who may. */
async function giveTime() {
  const state = panel && panel.state;
  if (!state) return;
  const user = panel.mySide(state) === 'white' ? state.black : state.white;
  const answer = await conn.request({ type: 'moretime', game, user, seconds: 15 });
  notice(answer.message || '', answer.type === 'error' ? 'error' : 'info');
}

/**
 * Pauses or resumes the game (`pause`, `resume`): an arbiter's at once; a player's in a casual game
 * asks the opponent, whose own request agrees. The server says who may.
 */
async function hand(type) {
  if (game === null) return;
  const answer = await conn.request({ type, game });
  notice(answer.message || '', answer.type === 'error' ? 'error' : 'info');
  if (answer.type === 'error') return;
  asked = null;
  // the sender is answered the news itself ("ali paused game 1…"), not a notice: if a stopped
  // clock follows, the pause is done and these words say who paused (else it was only asked)
  if (type === 'pause') pausedWords = answer.message;
  if (panel) updateActions(panel.state);
}

/** Ends the watched game with a result and a reason (`adjudicate`: organizers, admins). */
async function adjudicate(event) {
  event.preventDefault();
  if (game === null) return;
  const request = { type: 'adjudicate', game, result: $('adjudicate-result').value };
  const reason = $('adjudicate-reason').value.trim();
  if (reason) request.reason = reason;
  const answer = await conn.request(request);
  notice(answer.message || '', answer.type === 'error' ? 'error' : 'info');
  if (answer.type !== 'error') $('adjudicate-reason').value = '';
}

async function signIn(register) {
  const user = $('login-user').value.trim();
  const password = $('login-password').value;
  $('login-error').textContent = '';
  try {
    await connect();
  } catch (e) {
    $('login-error').textContent = e.message;
    return;
  }
  if (me) { // the saved login came back meanwhile
    if (!panel) show('lobby');
    return;
  }
  if (register) {
    const answer = await conn.request({ type: 'register', user, password });
    if (answer.type === 'error') {
      $('login-error').textContent = answer.message;
      return;
    }
  }
  const answer = await conn.request({ type: 'login', user, password });
  if (answer.type === 'error') {
    $('login-error').textContent = answer.message;
    return;
  }
  me = user;
  signedInOn = conn;
  takenOver = false;
  $('login-password').value = '';
  if (!panel) show('lobby'); // a resumed game has opened its view already
  actOnLink();
}

// --- lobby ---

async function refreshLobby() {
  if (!conn || !conn.isOpen || !me) return;
  const [who, games] = await Promise.all([conn.request({ type: 'who' }), conn.request({ type: 'games' })]);
  if (who.type === 'who') drawWho(who);
  if (games.type === 'games') drawGames(games.games || []);
  drawTournaments();
  drawSimuls();
}

function drawSimuls() {
  if (!simulCard || simulCard.me !== me) {
    let card = $('simul-card');
    if (!card) {
      card = el('div', { class: 'card', id: 'simul-card' });
      document.querySelector('.lobby').append(card);
    }
    simulCard = new SimulCard(card, (m) => conn.request(m), notice, me);
  }
  simulCard.refresh();
}

// --- a simul's host ---

/**
 * Whether a game that starts is one more board of the user's (a simul's host): then it joins the
 * grid of their boards, with the game played now if it is the first time.
 */
function hostsBoards(m) {
  if (m.white !== me && m.black !== me) return false;
  if (grid && grid.active) return true;
  const other = panel && !watching && game !== null && game !== m.game && panel.state
    && panel.state.status === 'ongoing';
  if (!other) return false;
  if (grid) grid.clear();
  grid = new HostGrid(gridSection(), me, pickBoard);
  grid.add({ game, white: panel.state.white, black: panel.state.black, variant: panel.state.variant });
  grid.state(panel.state);
  return true;
}

/** The host plays a board now: the server is told (`board`), its state follows. */
async function pickBoard(id) {
  const answer = await conn.request({ type: 'board', game: id });
  if (answer.type === 'error') {
    notice(answer.message, 'error');
    return;
  }
  serverBoard = id;
  game = id;
  watching = false;
  if (panel) panel.destroy();
  panel = new GamePanel($('game'), me, (move) => sendMove(move));
  clear($('chat-log'));
  show('game');
  const last = grid.last(id);
  if (last) panel.show(last);
  updateActions(last);
}

function simulOver(m) {
  notice(m.text);
  if (grid) grid.clear();
  grid = null;
  serverBoard = null;
  if (document.body.getAttribute('data-view') === 'simul') show('lobby');
}

function drawWho(who) {
  const ratings = new Map();
  for (const row of who.ratings || []) {
    if (!ratings.has(row.user)) ratings.set(row.user, []);
    ratings.get(row.user).push(`${row.variant} ${row.rating}`);
  }
  const list = clear($('who'));
  const select = $('challenge-user');
  const chosen = select.value;
  clear(select);
  for (const user of who.users) {
    list.append(el('li', { 'data-user': user }, el('span', { class: 'name' }, user),
      ratings.has(user) ? el('span', { class: 'dim' }, ` ${ratings.get(user).join(', ')}`) : null));
    if (user !== me) select.append(el('option', { value: user }, user));
  }
  if (chosen) select.value = chosen;
  computer.bots(who.bots || []);
}

function drawGames(games) {
  const list = clear($('games'));
  if (games.length === 0) list.append(el('li', { class: 'dim' }, t('page.no_games')));
  for (const g of games) {
    list.append(el('li', {},
      el('span', {}, `${t('page.game_row', g.game, g.white, g.black, g.variant, g.moves)} `),
      el('button', { type: 'button', 'data-watch': g.game, onclick: () => observe(g.game) }, t('page.watch')),
      el('a', { href: `/watch.html?game=${g.game}`, target: '_blank' }, t('page.open'))));
  }
}

async function drawTournaments() {
  let tournaments = [];
  try {
    const response = await fetch('/api/tournaments');
    if (response.ok) tournaments = (await response.json()).tournaments || [];
  } catch (e) {
    console.warn('tournaments unavailable', e);
  }
  let card = $('tournament-card');
  if (!card) {
    card = el('div', { class: 'card', id: 'tournament-card' }, el('h2', {}, t('page.nav_tournaments')), el('ul', { id: 'tournaments', class: 'list' }));
    document.querySelector('.lobby').append(card);
  }
  const list = clear($('tournaments'));
  if (tournaments.length === 0) list.append(el('li', { class: 'dim' }, t('page.none_yet')));
  for (const { name, format } of tournaments) {
    list.append(el('li', { 'data-tournament': name },
      el('a', { href: `/tournament.html?name=${encodeURIComponent(name)}`, target: '_blank' }, name), ' ',
      format.startsWith('team') ? teamEntry(name)
        : el('button', { type: 'button', class: 'join', onclick: () => tournamentAction('join', name) }, t('page.join')),
      el('button', { type: 'button', class: 'checkin', title: t('page.check_in_title'), onclick: () => tournamentAction('checkin', name) }, t('page.check_in')),
      el('button', { type: 'button', class: 'leave', onclick: () => tournamentAction('leave', name) }, t('page.leave')),
      printLinks(name)));
  }
}

/** A team competition's entry: its captain names the team (kept with the team commands). */
function teamEntry(name) {
  const team = el('input', { type: 'text', class: 'team', size: 10, maxlength: 32,
    'aria-label': t('page.team_name'), placeholder: t('page.team_name') });
  return el('span', {}, team, ' ', el('button', { type: 'button', class: 'join-team',
    onclick: () => team.value.trim() && tournamentAction('join', name, team.value.trim()) },
  t('page.join_team')));
}

/** A captain's invitation to play for a team, answered from the notice itself; it stays until then. */
function teamInvited(m) {
  const answer = (action) => { item.remove(); tournamentAction(action, m.team); };
  const item = el('div', { class: 'notice info', 'data-team-invitation': m.team },
    t('page.team_invited', m.team, m.captain), ' ',
    el('button', { type: 'button', class: 'accept', onclick: () => answer('team_join') }, t('page.accept')), ' ',
    el('button', { type: 'button', class: 'decline', onclick: () => answer('team_decline') }, t('page.decline')));
  $('notices').append(item);
}

/**
 * Joins (or accepts an invitation to) a tournament, or leaves it; a captain's join names the team
 * ({@code value}); the answer is a notice.
 */
async function tournamentAction(action, name, team) {
  const answer = await conn.request(team ? { type: 'tournament', action, name, value: team }
    : { type: 'tournament', action, name });
  if (answer.type === 'error') notice(answer.message, 'error');
  else notice((answer.lines || []).join(' '));
  drawTournaments();
}

/** The tournament page's links come here as ?join=NAME, ?checkin=NAME or ?leave=NAME. */
function actOnLink() {
  const params = new URLSearchParams(location.search);
  for (const action of ['join', 'checkin', 'leave']) {
    const name = params.get(action);
    if (name) {
      history.replaceState(null, '', '/');
      tournamentAction(action, name);
    }
  }
}

/** The break before each tournament's published round: when its games start, by tournament. */
const breaks = new Map();

/** A round's pairings, published (or paired again) before its games start; the break counts down. */
function roundPublished(m) {
  const boards = (m.boards || []).join('; ');
  notice(m.seconds ? t('page.round_pairings_start', m.tournament, m.round, m.seconds, boards)
    : t('page.round_pairings', m.tournament, m.round, boards));
  if (m.seconds) {
    breaks.set(m.tournament, { round: m.round, at: Date.now() + m.seconds * 1000 });
    countDown();
  }
}

/** Shows every break still running, once a second, until its games start. */
function countDown() {
  let line = $('countdown');
  if (!line) {
    line = el('p', { id: 'countdown', class: 'countdown', role: 'timer', 'aria-live': 'off' });
    document.querySelector('.lobby').before(line);
  }
  const now = Date.now();
  const shown = [];
  for (const [name, b] of breaks) {
    const left = Math.ceil((b.at - now) / 1000);
    if (left <= 0) breaks.delete(name);
    else shown.push(t('page.break_line', name, b.round, digits(`${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`)));
  }
  line.textContent = shown.join(' · ');
  line.hidden = shown.length === 0;
  clearTimeout(countDown.timer);
  if (shown.length) countDown.timer = setTimeout(countDown, 1000);
}

function challenged(m) {
  const time = m.time ? `, ${m.time}` : '';
  const limit = m.limit ? t('page.limit_suffix', m.limit) : '';
  const item = el('li', { 'data-from': m.from }, `${t('page.challenge_line', m.from, m.variant)}${limit}${time} `);
  const answer = async (type) => {
    item.remove();
    dropNotices((about) => about === `challenge ${m.from}`);
    const reply = await conn.request({ type, user: m.from });
    if (reply.type === 'error') notice(reply.message, 'error');
  };
  item.append(el('button', { type: 'button', class: 'accept', onclick: () => answer('accept') }, t('page.accept')),
    el('button', { type: 'button', class: 'decline', onclick: () => answer('decline') }, t('page.decline')));
  for (const old of $('challenges').querySelectorAll('li')) {
    if (old.getAttribute('data-from') === m.from) old.remove();
  }
  $('challenges').append(item);
  notice(t('page.challenges_you', m.from, m.variant), 'info', `challenge ${m.from}`);
}

async function sendChallenge(event) {
  event.preventDefault();
  const request = {
    type: 'challenge',
    user: $('challenge-user').value,
    variant: $('challenge-variant').value,
    limit: Number($('challenge-limit').value || 0),
    rated: $('challenge-rated').checked,
  };
  const time = $('challenge-time').value.trim();
  if (time) request.time = time;
  const answer = await conn.request(request);
  notice(answer.message || t('page.sent'), answer.type === 'error' ? 'error' : 'info');
}

async function observe(id) {
  const answer = await conn.request({ type: 'observe', game: id });
  if (answer.type === 'error') notice(answer.message, 'error');
}

// --- game ---

function started(m) {
  if (hostsBoards(m)) {
    grid.add(m);
    show('simul');
    return;
  }
  game = m.game;
  watching = m.white !== me && m.black !== me; // a game of one's own ends any watching
  if (!watching) dropNotices((about) => about.startsWith('challenge ')); // answered: it began
  if (panel) panel.destroy();
  panel = new GamePanel($('game'), watching ? null : me, (move) => sendMove(move));
  clear($('chat-log'));
  $('draw-button').textContent = t('page.offer_draw');
  waiting = false;
  asked = null;
  pausedWords = null;
  show('game');
  updateActions(null);
}

function stateArrived(state) {
  if (grid && grid.has(state.game)) grid.state(state);
  if (state.game === serverBoard && state.status !== 'ongoing') serverBoard = null; // moved on
  if (state.game !== game || !panel) return;
  if (panel.state && state.seq < panel.state.seq) {
    resync();
    return;
  }
  panel.show(state);
  if (stopped(state) && pausedWords) panel.hold(pausedWords);
  if (state.clock && state.clock.running) panel.hold(null);
  pausedWords = null;
  updateActions(state);
}

/** Whether the state's clocks stand still in a running timed game (paused, or waiting). */
function stopped(state) {
  return Boolean(state && state.status === 'ongoing' && state.clock && !state.clock.running);
}

function updateActions(state) {
  const playing = !watching && state && panel.mySide(state) && state.status === 'ongoing';
  $('draw-button').hidden = !playing;
  $('forfeit-button').hidden = !playing;
  $('leave-button').hidden = Boolean(playing);
  $('moretime-button').hidden = !(playing && state.clock);
  // an arbiter watches: the page does not know who may, the server answers a refusal in one line
  const arbiter = watching && me && state && state.status === 'ongoing';
  const timed = (playing || arbiter) && state.clock;
  $('pause-button').hidden = !timed || stopped(state);
  $('resume-button').hidden = !timed || !stopped(state) || waiting;
  $('agree-button').hidden = !(playing && asked);
  $('adjudicate-form').hidden = !arbiter;
  $('boards-button').hidden = !(grid && grid.active);
  $('leave-button').textContent = t(watching && state && state.status === 'ongoing' ? 'page.stop_watching' : 'page.back_to_lobby');
}

async function sendMove(move) {
  if (grid && grid.has(game) && serverBoard !== game) { // the server may be at another board
    const at = await conn.request({ type: 'board', game });
    if (at.type !== 'error') serverBoard = game;
  }
  const answer = await conn.request({ type: 'move', move });
  if (answer.type === 'error') {
    notice(answer.message, 'error');
    if (panel && panel.state) panel.show({ ...panel.state }); // draw it again: pieces back
  }
  $('draw-button').textContent = t('page.offer_draw');
}

function endGameView() {
  if (panel) panel.destroy();
  panel = null;
  game = null;
  watching = false;
}

async function leaveGame() {
  if (watching && panel && panel.state && panel.state.status === 'ongoing') {
    await conn.request({ type: 'unobserve', game });
  }
  endGameView();
  show('lobby');
}

function chatArrived(m) {
  if (m.game !== game) return;
  addChat(m.from, m.text, m.spectator);
}

function addChat(from, text, spectator) {
  const log = $('chat-log');
  log.append(el('li', { class: spectator ? 'spectator' : '' }, el('b', {}, from), ': ', el('span', { class: 'text' }, text)));
  log.scrollTop = log.scrollHeight;
}

async function sendChat(event) {
  event.preventDefault();
  const text = $('chat-input').value;
  if (!text.trim()) return;
  const answer = await conn.request({ type: 'chat', text });
  if (answer.type === 'error') notice(answer.message, 'error');
  else {
    addChat(me, text, watching);
    $('chat-input').value = '';
  }
}

// --- archive ---

async function showHistory(event) {
  if (event) event.preventDefault();
  const user = $('history-user').value.trim();
  const answer = await conn.request(user ? { type: 'history', user, limit: 50 } : { type: 'history', limit: 50 });
  const body = clear($('history'));
  if (answer.type === 'error') {
    notice(answer.message, 'error');
    return;
  }
  for (const row of answer.games) {
    const result = row.result ? (row.result === 'draw' ? '½–½' : t('page.wins', side(row.result))) + (row.reason ? ` (${reasonText(row.reason)})` : '') : t('page.running');
    body.append(el('tr', {},
      el('td', {}, `#${digits(row.game)}`), el('td', {}, row.white), el('td', {}, row.black),
      el('td', {}, row.variant + (row.time ? ` ${row.time}` : '')), el('td', {}, result),
      el('td', {}, el('button', { type: 'button', 'data-replay': row.game, onclick: () => startReplay(row.game) }, t('page.replay')))));
  }
}

async function startReplay(id) {
  if (replay && replay.panel) replay.panel.destroy();
  $('replay').hidden = false;
  replay = { game: id, ply: 0, target: 0, panel: new GamePanel($('replay-game'), null, () => {}), total: null };
  analysis.reset();
  await replayTo(2147483647); // the end first: it tells how many moves there are
  await replayTo(0);
}

/** Shows the position after {@code ply} moves; quick clicks each move on from the last one asked. */
async function replayTo(ply) {
  const wanted = Math.max(0, Math.min(ply, replay.total === null ? 2147483647 : replay.total));
  replay.target = wanted;
  const answer = await conn.request({ type: 'replay', game: replay.game, ply: wanted });
  if (answer.type !== 'state') {
    notice(answer.message || t('page.cannot_replay'), 'error');
    return;
  }
  const state = answer.state;
  if (replay.total === null) replay.total = state.moves.length;
  if (wanted !== replay.target) return; // a later click is on its way
  replay.ply = state.moves.length;
  replay.panel.board.state = null; // positions jump: no stale seq check
  replay.panel.state = null;
  replay.panel.show(state);
  $('replay-ply').textContent = digits(`${replay.ply} / ${replay.total}`);
  showBestMove(state);
}

/** The analysed best move of the replayed position as an arrow on its board. */
function showBestMove(state) {
  analysis.mark(replay.ply);
  const best = analysis.bestMove(replay.ply, state);
  replay.panel.board.showArrow(best && best.from, best && best.to);
}

async function download() {
  const answer = await conn.request({ type: 'export', game: replay.game });
  if (answer.type !== 'export') {
    notice(answer.message || t('page.cannot_export'), 'error');
    return;
  }
  const blob = new Blob([answer.text], { type: 'text/plain;charset=utf-8' });
  const link = el('a', { href: URL.createObjectURL(blob), download: /^[A-Za-z0-9_.-]+$/.test(answer.name) && !answer.name.startsWith('.') ? answer.name : `game-${replay.game}.${answer.format}` });
  document.body.append(link);
  link.click();
  link.remove();
}

// --- wiring ---

$('login-form').addEventListener('submit', (e) => {
  e.preventDefault();
  signIn(false);
});
$('register-button').addEventListener('click', () => {
  if ($('login-form').reportValidity()) signIn(true);
});
$('logout').addEventListener('click', async () => {
  await conn.request({ type: 'logout' });
  await forgetLogin();
  me = null;
  endGameView();
  show('login');
});
$('nav-lobby').addEventListener('click', () => show('lobby'));
$('nav-archive').addEventListener('click', () => {
  show('archive');
  showHistory();
});
$('challenge-form').addEventListener('submit', sendChallenge);
$('draw-button').addEventListener('click', async () => {
  const answer = await conn.request({ type: 'draw' });
  notice(answer.message || '', answer.type === 'error' ? 'error' : 'info');
});
$('forfeit-button').addEventListener('click', async () => {
  if (!confirm(t('page.forfeit_confirm'))) return;
  const answer = await conn.request({ type: 'forfeit' });
  if (answer.type === 'error') notice(answer.message, 'error');
});
$('leave-button').addEventListener('click', leaveGame);
$('boards-button').addEventListener('click', () => show('simul'));
$('moretime-button').addEventListener('click', giveTime);
$('pause-button').addEventListener('click', () => hand('pause'));
$('resume-button').addEventListener('click', () => hand('resume'));
$('agree-button').addEventListener('click', () => hand(asked));
$('adjudicate-form').addEventListener('submit', adjudicate);
$('chat-form').addEventListener('submit', sendChat);
$('history-form').addEventListener('submit', showHistory);
$('replay-start').addEventListener('click', () => replayTo(0));
$('replay-back').addEventListener('click', () => replayTo(replay.target - 1));
$('replay-next').addEventListener('click', () => replayTo(replay.target + 1));
$('replay-end').addEventListener('click', () => replayTo(replay.total));
$('replay-download').addEventListener('click', download);
const computer = new ComputerCard($('computer'), (m) => conn.request(m), notice);
const analysis = new AnalysisView($('analysis'), (m) => conn.request(m), (ply) => replayTo(ply));
$('replay-analyse').addEventListener('click', async () => {
  await analysis.load(replay.game);
  if (replay.panel.state) showBestMove(replay.panel.state);
});
show('login');
connect().catch(() => {}); // a saved login resumes at once; otherwise the form waits
