// Watching one game without logging in: /watch?game=ID streams its states and chat. When the
// connection drops or the server restarts while the game runs, the page comes back by itself.
// A game that has ended is sent once, as its last state.
import { el, $ } from './dom.js';
import { Connection } from './net.js';
import { GamePanel } from './game.js';
import { t, language } from './i18n.js';
import { Reconnect } from './reconnect.js';

const id = new URLSearchParams(location.search).get('game');
const panel = new GamePanel($('game'), null, () => {});
const reconnect = new Reconnect(open);

/** A number that is no game: the page says so and offers no board, moves or chat. */
function noGame() {
  $('error').textContent = t('page.no_such_game');
  $('game').hidden = true;
  document.querySelector('.chat').hidden = true;
}

function open() {
  // the page's language: the server words the game's notices ("the game waits for bob") in it
  const conn = new Connection(`/watch?game=${encodeURIComponent(id || '')}&lang=${encodeURIComponent(language)}`);
  conn.on('game_started', (m) => {
    $('title').textContent = t('page.watch_heading', m.game, m.white, m.black, `${m.variant}${m.time ? ` ${m.time}` : ''}`);
    panel.restartNumbering(); // a game taken up after a restart numbers its states afresh
  });
  conn.on('state', (m) => panel.show(m.state));
  conn.on('chat', (m) => $('chat-log').append(el('li', {}, el('b', {}, m.from), ': ', el('span', { class: 'text' }, m.text))));
  conn.on('notice', (m) => {
    if (m.code === 'game_waiting' || m.code === 'game_paused' || m.code === 'store_down') panel.hold(m.text);
    if (m.code === 'game_resumed' || m.code === 'store_back') panel.hold(null);
  });
  conn.on('error', (m) => {
    // the server words an anonymous spectator's refusal in its default language: the page's own words for the code
    if (m.code === 'no_such_game') noGame();
    else $('error').textContent = m.message;
  });
  conn.onclose = () => {
    if (panel.state && panel.state.status === 'ongoing') reconnect.lost();
    else if (!panel.state && !$('error').textContent) noGame();
  };
  return conn.open().then(() => reconnect.back());
}

open().catch((e) => {
  $('error').textContent = e.message;
});
