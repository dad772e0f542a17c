// A game on the page: the board, both players with their clocks, whose turn it is, the result
// and the move list. Players and spectators (logged in or not) share it.
import { el, clear, clockText, resultText } from './dom.js';
import { BoardView } from './board.js';
import { AccessPanel } from './access.js';
import { t, side as sideName, digits } from './i18n.js';

export class GamePanel {
  /**
   * @param root an element to fill
   * @param me the user's name, or null for a spectator
   * @param onMove called with a move's notation
   */
  constructor(root, me, onMove) {
    this.root = root;
    this.me = me;
    this.state = null;
    this.arrived = 0;
    this.topPlayer = el('div', { class: 'player top' });
    this.bottomPlayer = el('div', { class: 'player bottom' });
    this.boardBox = el('div', { class: 'board-box' });
    this.status = el('div', { class: 'status', id: 'game-status', 'aria-live': 'polite' });
    this.holdLine = el('div', { class: 'hold', id: 'game-hold', 'aria-live': 'polite', hidden: true });
    this.moveList = el('ol', { class: 'moves', id: 'move-list' });
    this.picker = el('div', { class: 'picker', hidden: true });
    const boardColumn = el('div', { class: 'board-column' }, this.topPlayer, this.boardBox, this.bottomPlayer, this.picker);
    clear(root).append(boardColumn,
      el('div', { class: 'side-column' }, this.status, this.holdLine, el('h3', {}, t('page.moves')), this.moveList));
    this.board = new BoardView(this.boardBox, onMove, (moves) => this.choose(moves));
    this.access = new AccessPanel(boardColumn, onMove, () => this.clocksNow());
    this.timer = setInterval(() => this.tick(), 100);
  }

  destroy() {
    clearInterval(this.timer);
  }

  /**
   * The game is announced again or its numbers went back (a restart the page did not see): the
   * next state is drawn whatever its number, and the numbering goes on from it.
   */
  restartNumbering() {
    this.state = null;
    this.board.state = null;
  }

  /** Why the clocks stand still (the server's words: "the game waits for bob"), or null: they run. */
  hold(text) {
    this.holdLine.textContent = text || '';
    this.holdLine.hidden = !text;
  }

  /** The side the user plays in this state, or null. */
  mySide(state = this.state) {
    if (!state || !this.me) return null;
    if (state.white === this.me) return 'white';
    if (state.black === this.me) return 'black';
    return null;
  }

  show(state) {
    if (this.state && state.game === this.state.game && state.seq < this.state.seq) return;
    this.state = state;
    this.arrived = performance.now();
    const side = this.mySide();
    this.board.update(state, {
      flipped: side === 'black',
      interactive: side !== null && side === state.sideToMove,
    });
    const bottom = side === 'black' ? 'black' : 'white';
    const top = bottom === 'white' ? 'black' : 'white';
    this.drawPlayer(this.topPlayer, top);
    this.drawPlayer(this.bottomPlayer, bottom);
    const result = resultText(state);
    let text;
    if (result) text = result;
    else if (side === state.sideToMove) text = t('page.your_move');
    else text = t('page.to_move', sideName(state.sideToMove));
    this.status.textContent = text;
    this.access.show(state, side);
    this.status.className = result ? 'status over' : 'status';
    if (result) this.hold(null);
    clear(this.moveList);
    this.drawMoves(state.moves || []);
    this.root.setAttribute('data-status', state.status);
    this.tick();
  }

  /**
   * The moves as numbered pairs, each in the variant's notation as the server wrote it
   * ("1. e4 f6 2. Qh5 g5"), scrolled to the latest.
   */
  drawMoves(moves) {
    for (let i = 0; i < moves.length; i += 2) {
      const ply = (n) => el('span', { class: n === moves.length - 1 ? 'ply last' : 'ply' }, moves[n]);
      this.moveList.append(el('li', {}, el('span', { class: 'no' }, `${digits(i / 2 + 1)}.`), ' ', ply(i),
        i + 1 < moves.length ? [' ', ply(i + 1)] : null));
    }
    this.moveList.scrollTop = this.moveList.scrollHeight;
  }

  drawPlayer(box, side) {
    const name = this.state[side];
    clear(box).append(
      el('span', { class: `swatch ${side}` }),
      el('span', { class: 'name' }, name),
      el('span', { class: 'clock', 'data-side': side, hidden: !this.state.clock }));
    box.classList.toggle('to-move', this.state.status === 'ongoing' && this.state.sideToMove === side);
  }

  /** Each side's time left now, by this machine's clock since the state arrived. */
  clocksNow() {
    const clock = this.state.clock;
    const elapsed = performance.now() - this.arrived;
    const left = (side) => clock[side] - (clock.running === side ? elapsed : 0);
    return { white: left('white'), black: left('black') };
  }

  /** Counts the running clock down from the state's arrival, by this machine's clock. */
  tick() {
    const clock = this.state && this.state.clock;
    if (!clock) return;
    const elapsed = performance.now() - this.arrived;
    for (const node of this.root.querySelectorAll('.clock')) {
      const side = node.getAttribute('data-side');
      const left = clock[side] - (clock.running === side ? elapsed : 0);
      let text = clockText(left);
      const periods = clock[`${side}Periods`];
      if (clock.period > 0 && periods) text += digits(` (${periods}×${clock.period / 1000}s)`);
      node.textContent = text;
      node.classList.toggle('running', clock.running === side);
      node.classList.toggle('low', left < 10000);
    }
  }

  /** Asks which of several moves between the same squares (a promotion) the user means. */
  choose(moves) {
    return new Promise((resolve) => {
      clear(this.picker).append(el('span', {}, `${t('page.promote')} `));
      for (const move of moves) {
        this.picker.append(el('button', { type: 'button', onclick: () => {
          this.picker.hidden = true;
          resolve(move);
        } }, move.move));
      }
      this.picker.append(el('button', { type: 'button', onclick: () => {
        this.picker.hidden = true;
        resolve(null);
      } }, t('page.cancel')));
      this.picker.hidden = false;
    });
  }
}
