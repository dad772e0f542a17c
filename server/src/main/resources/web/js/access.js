// The game for a screen reader and the keyboard: the board as a labelled grid (arrow keys move
// between squares) and as text, moves typed in the variant's notation with the legal ones
// offered, and live regions that announce the opponent's moves (checks, captures, drops), the
// result and, on request, the clocks. Shown whole in screen-reader mode; the move field and the
// announcements serve every player.
import { el, clear, clockText, resultText } from './dom.js';
import { t, side as sideName } from './i18n.js';

const FILES = 'abcdefghijklmnopqrstuvwxyz';
const NAMES = { K: 'speech.king', Q: 'speech.queen', R: 'speech.rook', B: 'speech.bishop', N: 'speech.knight',
  P: 'speech.pawn', G: 'speech.gold', S: 'speech.silver' };
const ORDER = 'KQRBGSNLPM'; // the speech board's order of kinds (face/text/SpeechBoard)
const MODE = 'arbiter.screenReader';
let lists = 0; // datalist ids on the page

/** Turns screen-reader mode on or off for the page, remembered in this browser. */
export function setScreenReader(on) {
  document.body.classList.toggle('screen-reader', on);
  localStorage.setItem(MODE, on ? '1' : '');
}

/** A checkbox that turns screen-reader mode on and off. */
export function screenReaderSwitch() {
  const box = el('input', { type: 'checkbox', id: 'screen-reader' });
  box.checked = localStorage.getItem(MODE) === '1';
  setScreenReader(box.checked);
  box.addEventListener('change', () => setScreenReader(box.checked));
  return el('label', { class: 'check' }, box, ' ', t('page.screen_reader'));
}

/** A square as the variant's notation names it: e4, or column then row (54) on a small board. */
export function squareName(state, row, column) {
  return state.board.columns < 8 ? `${column + 1}${row + 1}` : `${FILES[column]}${row + 1}`;
}

/** A piece's kind in words: "pawn", "promoted silver general". */
export function pieceName(state, piece) {
  let name;
  if (state.variant === 'checkers') name = t(piece.kind === 'K' ? 'speech.checkers_king' : 'speech.man');
  else name = NAMES[piece.kind.toUpperCase()] ? t(NAMES[piece.kind.toUpperCase()]) : piece.kind;
  return piece.promoted ? t('speech.promoted', name) : name;
}

export class AccessPanel {
  /**
   * @param root where the panel goes
   * @param onMove called with a legal move's notation typed by the user
   * @param clocks gives each side's time left now, in milliseconds: { white, black }
   */
  constructor(root, onMove, clocks) {
    this.onMove = onMove;
    this.clocks = clocks;
    this.state = null;
    this.focus = [0, 0];
    const listId = `legal-moves-${++lists}`;
    this.legal = el('datalist', { id: listId });
    this.input = el('input', { class: 'move-input', list: listId, autocomplete: 'off', spellcheck: 'false',
      'aria-label': t('page.move_input'), dir: 'ltr' });
    this.count = el('span', { class: 'dim legal-count' });
    this.form = el('form', { class: 'move-form' },
      el('label', {}, `${t('page.move_input')} `, this.input), this.legal,
      el('button', { type: 'submit' }, t('page.move_submit')), this.count);
    this.form.addEventListener('submit', (e) => {
      e.preventDefault();
      this.typed();
    });
    // hidden until a state arrives: a page with no game (a spectator's unknown number) offers nothing to do
    this.form.hidden = true;
    this.clocksButton = el('button', { type: 'button', class: 'read-clocks', hidden: true,
      onclick: () => this.readClocks() }, t('page.read_clocks'));
    // polite: moves and results wait for the reader to finish; the clocks are asked for
    this.live = el('div', { class: 'sr-only announce', role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true' });
    this.grid = el('table', { class: 'grid', role: 'grid', 'aria-label': t('page.board') });
    this.text = el('div', { class: 'board-text', 'aria-label': t('page.board_text'), role: 'group' });
    root.append(el('div', { class: 'access' }, this.form, this.clocksButton, this.live,
      el('div', { class: 'grid-box' }, this.grid), this.text));
  }

  /** Draws a state; announces what changed since the last one. */
  show(state, mySide) {
    const before = this.state && this.state.game === state.game ? this.state : null;
    this.state = state;
    this.mySide = mySide;
    this.clocksButton.hidden = false;
    this.drawLegal(state, mySide);
    this.drawGrid(state, mySide === 'black');
    this.drawText(state);
    if (before) this.announceChange(before, state, mySide);
  }

  drawLegal(state, mySide) {
    const moves = mySide && mySide === state.sideToMove && state.status === 'ongoing'
      ? (state.legalMoves || []).map((m) => m.move) : [];
    clear(this.legal).append(...moves.map((move) => el('option', { value: move })));
    this.input.disabled = moves.length === 0;
    this.form.hidden = !mySide;
    this.count.textContent = moves.length ? t('page.legal_moves', moves.length) : '';
  }

  typed() {
    const move = this.input.value.trim();
    if (!move) return;
    const legal = (this.state.legalMoves || []).some((m) => m.move === move);
    if (!legal) {
      this.say(t('page.not_legal', move));
      return;
    }
    this.input.value = '';
    this.onMove(move);
  }

  /** The board as a grid of squares, each labelled with its name and piece; arrows move the focus. */
  drawGrid(state, flipped) {
    const { rows, columns, cells } = state.board;
    const body = el('tbody');
    for (let i = 0; i < rows; i++) {
      const row = flipped ? i : rows - 1 - i;
      const tr = el('tr', { role: 'row' });
      for (let j = 0; j < columns; j++) {
        const column = flipped ? columns - 1 - j : j;
        const piece = cells[row][column];
        const name = squareName(state, row, column);
        const label = piece ? t('page.square_piece', name, sideName(piece.color), pieceName(state, piece))
          : t('page.square_empty', name);
        const focused = this.focus[0] === i && this.focus[1] === j;
        tr.append(el('td', { role: 'gridcell', 'aria-label': label, tabindex: focused ? 0 : -1,
          'data-square': name, onkeydown: (e) => this.key(e, i, j, rows, columns),
          onfocus: () => { this.focus = [i, j]; } }, piece ? piece.kind : ''));
      }
      body.append(tr);
    }
    const hadFocus = this.grid.contains(document.activeElement);
    clear(this.grid).append(body);
    if (hadFocus) this.cell(...this.focus).focus();
  }

  cell(i, j) {
    return this.grid.rows[i].cells[j];
  }

  key(event, i, j, rows, columns) {
    const step = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }[event.key];
    if (!step) return;
    event.preventDefault();
    const next = [Math.min(rows - 1, Math.max(0, i + step[0])), Math.min(columns - 1, Math.max(0, j + step[1]))];
    this.cell(i, j).tabIndex = -1;
    const target = this.cell(...next);
    target.tabIndex = 0;
    target.focus();
  }

  /**
   * Each side's pieces by square as the telnet face's speech board says them (set board speech):
   * king first, the heavier before the lighter, each kind from its own back rank; then the last move.
   */
  drawText(state) {
    const lines = [];
    const { rows, cells } = state.board;
    for (const color of ['white', 'black']) {
      const found = [];
      for (let i = 0; i < rows; i++) {
        const r = color === 'white' ? i : rows - 1 - i;
        cells[r].forEach((piece, c) => {
          if (piece && piece.color === color) found.push({ rank: rank(piece), text: t('speech.piece', pieceName(state, piece), squareName(state, r, c)) });
        });
      }
      const pieces = found.sort((x, y) => x.rank - y.rank).map((p) => p.text); // a stable sort
      const hand = state.hands && state.hands[color];
      if (hand && hand.length) pieces.push(t('page.in_hand', sideName(color), hand.join(' ')));
      lines.push(t('speech.side', sideName(color), pieces.length ? pieces.join(t('speech.separator')) : t('speech.none')));
    }
    if (state.lastMove) lines.push(t('speech.last_move', state.lastMove, sideName(other(state.sideToMove))));
    clear(this.text).append(...lines.map((line) => el('p', {}, line)));
  }

  /** The opponent's move (with a check, a capture or a drop), and the result when the game ends. */
  announceChange(before, state, mySide) {
    const said = [];
    const moves = state.moves || [];
    if (moves.length > (before.moves || []).length && state.lastMove) {
      const mover = state.sideToMove === 'white' ? 'black' : 'white';
      if (mover !== mySide) {
        const parts = [t('page.played', sideName(mover), state.lastMove)];
        if (count(state, other(mover)) < count(before, other(mover))) parts.push(t('page.capture'));
        if (handSize(state, mover) < handSize(before, mover)) parts.push(t('page.drop'));
        if (/[+#]$/.test(state.lastMove)) parts.push(t('page.check'));
        said.push(parts.join(t('speech.separator')));
      }
    }
    if (before.status === 'ongoing' && state.status !== 'ongoing') {
      said.push(resultText(state));
    }
    if (said.length) this.say(said.join('. '));
  }

  readClocks() {
    const left = this.state && this.state.clock && this.clocks();
    if (left) this.say(t('page.clocks_said', clockText(left.white), clockText(left.black)));
  }

  say(text) {
    // emptied first: a reader announces a text again only when it changes
    this.live.textContent = '';
    setTimeout(() => { this.live.textContent = text; }, 50);
  }
}

const spot = document.getElementById('screen-reader-choice');
if (spot) spot.append(screenReaderSwitch());

/** Where a piece's kind comes in the speech board's order; a kind not there comes last. */
function rank(piece) {
  const at = ORDER.indexOf(piece.kind);
  return at < 0 ? ORDER.length : at;
}

function other(color) {
  return color === 'white' ? 'black' : 'white';
}

function count(state, color) {
  let n = 0;
  for (const row of state.board.cells) for (const piece of row) if (piece && piece.color === color) n++;
  return n;
}

function handSize(state, color) {
  return state.hands && state.hands[color] ? state.hands[color].length : 0;
}
