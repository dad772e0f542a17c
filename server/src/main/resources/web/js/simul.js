// Simuls on the player's page: the lobby's card (the simuls, join and leave, create and start)
// and the host's own view, a grid of small boards; clicking one plays it in the game view.
import { el, clear, $, clockText, resultText } from './dom.js';
import { BoardView } from './board.js';
import { t, side, digits } from './i18n.js';

// the keys written out, so that the words check finds them
const COLOURS = { white: 'page.simul_colour_white', black: 'page.simul_colour_black', alternate: 'page.simul_colour_alternate' };
const STAGES = { open: 'page.simul_open', running: 'page.simul_running', over: 'page.simul_over' };

/** The lobby's simul card: drawn from `simuls` (an answer) and `simul_lobby` (pushed). */
export class SimulCard {
  /**
   * @param request sends a request, resolves with its answer
   * @param notice shows a line to the user
   * @param me the user's name now
   */
  constructor(root, request, notice, me) {
    this.request = request;
    this.notice = notice;
    this.me = me;
    this.list = el('ul', { id: 'simuls', class: 'list' });
    this.variant = el('select', { id: 'simul-variant' },
      ['chess', 'kingcapture', 'pawns', 'minishogi', 'checkers'].map((v) => el('option', { value: v }, v)));
    this.time = el('input', { id: 'simul-time', placeholder: t('page.time_hint') });
    this.colour = el('select', { id: 'simul-colour' },
      Object.entries(COLOURS).map(([c, key]) => el('option', { value: c }, t(key))));
    const form = el('form', { id: 'simul-form' },
      el('label', {}, el('span', {}, t('page.variant')), ' ', this.variant),
      el('label', {}, el('span', {}, t('page.time_control')), ' ', this.time),
      el('label', {}, el('span', {}, t('page.simul_host_colour')), ' ', this.colour),
      el('button', { type: 'submit', id: 'simul-create' }, t('page.simul_create')));
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      const time = this.time.value.trim();
      this.act({ action: 'create', variant: this.variant.value, colour: this.colour.value, ...(time ? { time } : {}) });
    });
    clear(root).append(el('h2', {}, t('page.simuls')), this.list, form);
  }

  /** Sends a simul request; its answer or refusal is a notice, the list is asked again. */
  async act(fields) {
    const answer = await this.request({ type: 'simul', ...fields });
    this.notice(answer.text || answer.message || '', answer.type === 'error' ? 'error' : 'info');
    this.refresh();
  }

  async refresh() {
    const answer = await this.request({ type: 'simul', action: 'list' });
    if (answer.type === 'simuls') this.draw(answer.simuls || []);
  }

  /** The simuls, each with what the user may do: join or leave, start or cancel their own. */
  draw(simuls) {
    const list = clear(this.list);
    if (simuls.length === 0) list.append(el('li', { class: 'dim' }, t('page.none_yet')));
    for (const s of simuls) {
      const opponents = s.boards.map((b) => b.opponent);
      const mine = s.host === this.me;
      const open = s.stage === 'open';
      const button = (cls, key, fields) => el('button', { type: 'button', class: cls, onclick: () => this.act(fields) }, t(key));
      list.append(el('li', { 'data-simul': s.host },
        el('span', {}, `${t('page.simul_row', s.host, s.variant, s.time || t('page.untimed'), opponents.length)} `),
        el('span', { class: 'dim' }, t(STAGES[s.stage])), ' ',
        open && !mine && !opponents.includes(this.me) ? button('join', 'page.join', { action: 'join', host: s.host }) : null,
        open && opponents.includes(this.me) ? button('leave', 'page.leave', { action: 'leave' }) : null,
        open && mine ? button('start', 'page.simul_start', { action: 'start' }) : null,
        open && mine ? button('leave', 'page.simul_cancel', { action: 'leave' }) : null));
    }
  }
}

/**
 * The host's view of all their boards: one small live board per game, the host's side at the
 * bottom; clicking a board plays it. Fed the host's `game_started` and `state` messages.
 */
export class HostGrid {
  /** @param pick called with a game's id when the host chooses to play it */
  constructor(root, me, pick) {
    this.root = root;
    this.me = me;
    this.pick = pick;
    this.boards = new Map(); // game id -> { node, board, status, clocks, state, arrived }
    this.timer = setInterval(() => this.tick(), 200);
  }

  get active() {
    return this.boards.size > 0;
  }

  has(game) {
    return this.boards.has(game);
  }

  /** A board of the host's (its `game_started`). */
  add(m) {
    if (this.boards.has(m.game)) return;
    const opponent = m.white === this.me ? m.black : m.white;
    const boardBox = el('div', { class: 'board-box' });
    const status = el('div', { class: 'tv-status' }, m.variant);
    const clocks = el('div', { class: 'tv-clocks' });
    const node = el('button', { type: 'button', class: 'screen card simul-board', 'data-game': m.game,
      'aria-label': t('page.simul_play_board', opponent, m.game), onclick: () => this.pick(m.game) },
    el('div', { class: 'tv-title' }, `#${digits(m.game)} ${opponent}`), boardBox, clocks, status);
    this.root.append(node);
    this.boards.set(m.game, { node, board: new BoardView(boardBox, () => {}), status, clocks, state: null, arrived: 0 });
  }

  /** A board's new state; whose move it is stands out. */
  state(state) {
    const b = this.boards.get(state.game);
    if (!b) return;
    b.state = state;
    b.arrived = performance.now();
    b.board.update(state, { flipped: state.black === this.me });
    const result = resultText(state);
    const mySide = state.white === this.me ? 'white' : 'black';
    const toMove = state.status === 'ongoing' && state.sideToMove === mySide;
    b.status.textContent = result || (toMove ? t('page.simul_your_move') : t('page.tv_status', state.variant, side(state.sideToMove), state.moves.length));
    b.node.classList.toggle('to-move', toMove);
    b.node.classList.toggle('over', Boolean(result));
  }

  /** The last state of a board, or null. */
  last(game) {
    const b = this.boards.get(game);
    return b ? b.state : null;
  }

  /** Whether every board has ended. */
  get over() {
    return [...this.boards.values()].every((b) => b.state && b.state.status !== 'ongoing');
  }

  tick() {
    for (const b of this.boards.values()) {
      const clock = b.state && b.state.clock;
      if (!clock || b.state.status !== 'ongoing') continue;
      const elapsed = performance.now() - b.arrived;
      const time = (s) => clockText(clock[s] - (clock.running === s ? elapsed : 0));
      b.clocks.textContent = t('page.clocks', time('white'), time('black'));
    }
  }

  clear() {
    this.boards.clear();
    clear(this.root);
  }
}

/** The simul grid's section, once: it sits beside the game view. */
export function gridSection() {
  let section = $('view-simul');
  if (!section) {
    section = el('section', { id: 'view-simul', class: 'view', hidden: true },
      el('h2', {}, t('page.simul_boards')), el('div', { id: 'simul-grid', class: 'screens' }));
    $('main').append(section);
  }
  return $('simul-grid');
}
