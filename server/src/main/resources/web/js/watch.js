// Watching one game without logging in: /watch?game=ID streams its states and chat.
import { el, $ } from './dom.js';
import { Connection } from './net.js';
import { GamePanel } from './game.js';
import { t } from './i18n.js';

const id = new URLSearchParams(location.search).get('game');
const panel = new GamePanel($('game'), null, () => {});
const conn = new Connection(`/watch?game=${encodeURIComponent(id || '')}`);
conn.on('game_started', (m) => {
  $('title').textContent = t('page.watch_heading', m.game, m.white, m.black, `${m.variant}${m.time ? ` ${m.time}` : ''}`);
});
conn.on('state', (m) => panel.show(m.state));
conn.on('chat', (m) => $('chat-log').append(el('li', {}, el('b', {}, m.from), ': ', el('span', { class: 'text' }, m.text))));
conn.on('error', (m) => {
  // the server words an anonymous spectator's refusal in its default language: the page's own words for the code
  $('error').textContent = m.code === 'no_such_game' ? t('page.no_such_game') : m.message;
});
conn.onclose = () => {
  if (!panel.state || panel.state.status === 'ongoing') {
    $('error').textContent = panel.state ? t('page.connection_lost') : ($('error').textContent || t('page.no_such_game'));
  }
};
conn.open().catch((e) => {
  $('error').textContent = e.message;
});
