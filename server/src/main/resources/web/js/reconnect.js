// Coming back after a dropped connection or a server restart, without a human step: the page tries
// again after half a second, doubling the wait up to five seconds (a restarting server is not
// flooded), and at once when the browser says the network is back. A bar says what it is doing.
import { el } from './dom.js';
import { t, digits } from './i18n.js';

const FIRST_WAIT = 500;
const LAST_WAIT = 5000;

export class Reconnect {
  /** @param open opens a connection again; resolves once it is up, rejects when it cannot */
  constructor(open) {
    this.open = open;
    this.wait = FIRST_WAIT;
    this.timer = null;
    this.scheduled = false;
    this.lostAt = null;
    this.bar = el('div', { id: 'connection', class: 'connection', role: 'status', hidden: true });
    document.body.prepend(this.bar);
    window.addEventListener('online', () => this.soon(0));
  }

  /** Whether the page is between a drop and its way back. */
  get away() {
    return this.lostAt !== null;
  }

  /** The connection dropped: try again after the current wait. */
  lost() {
    if (this.scheduled) return; // one failure may be told twice (an error, then the close)
    if (this.lostAt === null) this.lostAt = performance.now();
    this.say(t('page.reconnecting_in', digits(String(Math.round(this.wait / 100) / 10))));
    this.soon(this.wait);
    this.wait = Math.min(this.wait * 2, LAST_WAIT);
  }

  /** Connected again: the bar goes, the next drop starts from the first wait. */
  back() {
    clearTimeout(this.timer);
    this.scheduled = false;
    this.wait = FIRST_WAIT;
    this.lostAt = null;
    this.bar.hidden = true;
    this.bar.removeAttribute('data-state');
  }

  soon(delay) {
    if (this.lostAt === null) return;
    clearTimeout(this.timer);
    this.scheduled = true;
    this.timer = setTimeout(() => this.attempt(), delay);
  }

  async attempt() {
    this.scheduled = false;
    this.say(t('page.reconnecting'));
    try {
      await this.open(); // its close handler calls lost() again if it drops at once
    } catch (e) {
      this.lost();
    }
  }

  say(text) {
    this.bar.textContent = text;
    this.bar.setAttribute('data-state', 'away');
    this.bar.hidden = false;
  }
}
