// One board renderer for every variant: draws the state's generic board view as SVG and turns
// clicks and drags into the legal moves the server sent.
import { NS, shape, pieceSvg } from './pieces.js';
import { t } from './i18n.js';

const SQUARE = 100;
const FILES = 'abcdefgh';

export class BoardView {
  /**
   * @param container where the SVG goes
   * @param onMove called with a legal move's notation when the user makes one
   * @param choose called with the legal moves that share a from and a to (a promotion); returns a
   *     promise of the one picked, or null
   */
  constructor(container, onMove, choose) {
    this.container = container;
    this.onMove = onMove;
    this.choose = choose || ((moves) => Promise.resolve(moves[0]));
    this.state = null;
    this.previous = null;
    this.selected = null;
    this.arrow = null;
    this.interactive = false;
    this.flipped = false;
    this.svg = shape('svg', { class: 'board', role: 'img', 'aria-label': t('page.board') });
    container.append(this.svg);
    this.svg.addEventListener('pointerdown', (e) => this.pointerDown(e));
    this.svg.addEventListener('pointermove', (e) => this.pointerMove(e));
    this.svg.addEventListener('pointerup', (e) => this.pointerUp(e));
    this.svg.addEventListener('pointercancel', () => this.endDrag());
  }

  /** Draws a state; {@code interactive}: the user may move for the side to move. */
  update(state, { flipped = false, interactive = false } = {}) {
    if (this.state && state.game === this.state.game && state.seq < this.state.seq) return;
    this.previous = this.state && this.state.game === state.game ? this.state : null;
    this.state = state;
    this.flipped = flipped;
    this.interactive = interactive && state.status === 'ongoing';
    this.selected = null;
    this.arrow = null;
    this.draw();
  }

  /** Draws an arrow from one square to another over this position (the best move), null: none. */
  showArrow(from, to) {
    this.arrow = from && to ? { from, to } : null;
    this.draw();
  }

  drawArrow() {
    const centre = ([r, c]) => { const { x, y } = this.toScreen(r, c); return { x: x + 50, y: y + 50 }; };
    const a = centre(this.arrow.from);
    const b = centre(this.arrow.to);
    const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    const [ux, uy] = [(b.x - a.x) / length, (b.y - a.y) / length];
    const [hx, hy] = [b.x - ux * 30, b.y - uy * 30]; // the head's base, 30 units before the centre
    this.svg.append(shape('line', { x1: a.x, y1: a.y, x2: hx, y2: hy, class: 'best-arrow', 'data-arrow': `${this.arrow.from}-${this.arrow.to}` }),
      shape('polygon', { class: 'best-arrow-head',
        points: `${b.x},${b.y} ${hx - uy * 22},${hy + ux * 22} ${hx + uy * 22},${hy - ux * 22}` }));
  }

  get hasHands() {
    return this.state.variant === 'minishogi';
  }

  /** The board's top-left corner in SVG units, and its size. */
  layout() {
    const { rows, columns } = this.state.board;
    const handRow = this.hasHands ? SQUARE : 0;
    return { rows, columns, top: handRow, width: columns * SQUARE, height: rows * SQUARE + 2 * handRow };
  }

  toScreen(row, column) {
    const { rows, columns, top } = this.layout();
    const x = (this.flipped ? columns - 1 - column : column) * SQUARE;
    const y = top + (this.flipped ? row : rows - 1 - row) * SQUARE;
    return { x, y };
  }

  draw() {
    const svg = this.svg;
    while (svg.firstChild) svg.removeChild(svg.firstChild);
    const { rows, columns, top, width, height } = this.layout();
    svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
    svg.setAttribute('data-variant', this.state.variant);
    svg.setAttribute('data-seq', this.state.seq);
    const changed = this.changedSquares();
    const targets = this.targets();
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < columns; c++) {
        const { x, y } = this.toScreen(r, c);
        const dark = this.state.variant !== 'minishogi' && (r + c) % 2 === 0;
        let cls = `square ${this.state.variant === 'minishogi' ? 'wood' : dark ? 'dark' : 'light'}`;
        if (changed.has(`${r},${c}`)) cls += ' changed';
        if (this.selected && this.selected.from && this.selected.from[0] === r
            && this.selected.from[1] === c) cls += ' selected';
        svg.append(shape('rect', { x, y, width: SQUARE, height: SQUARE, class: cls,
          'data-square': `${r},${c}` }));
        const piece = this.state.board.cells[r][c];
        if (piece) this.placePiece(piece, x, y, { 'data-piece': `${r},${c}` });
        if (targets.has(`${r},${c}`)) {
          svg.append(shape('circle', { cx: x + 50, cy: y + 50, r: piece ? 44 : 14,
            class: piece ? 'target capture' : 'target', 'data-target': `${r},${c}` }));
        }
      }
    }
    this.drawCoordinates(rows, columns);
    if (this.arrow) this.drawArrow();
    if (this.hasHands) {
      // the side at the bottom has its hand below the board
      const bottom = this.flipped ? 'black' : 'white';
      const topSide = bottom === 'white' ? 'black' : 'white';
      this.drawHand(topSide, 0);
      this.drawHand(bottom, top + rows * SQUARE);
    }
  }

  placePiece(piece, x, y, attrs) {
    const upsideDown = this.state.variant === 'minishogi'
        && piece.color === (this.flipped ? 'white' : 'black');
    const group = pieceSvg(piece, this.state.variant, upsideDown);
    group.setAttribute('transform', `translate(${x} ${y})`);
    for (const [key, value] of Object.entries(attrs)) group.setAttribute(key, value);
    this.svg.append(group);
    return group;
  }

  drawCoordinates(rows, columns) {
    if (this.state.variant === 'minishogi') return;
    for (let c = 0; c < columns; c++) {
      const { x, y } = this.toScreen(0, c);
      const label = shape('text', { x: x + 92, y: (this.flipped ? this.layout().top + 96 : y + 96),
        class: 'coord', 'text-anchor': 'end' });
      label.textContent = FILES[c] || String(c + 1);
      this.svg.append(label);
    }
    for (let r = 0; r < rows; r++) {
      const { y } = this.toScreen(r, this.flipped ? columns - 1 : 0);
      const label = shape('text', { x: 4, y: y + 20, class: 'coord' });
      label.textContent = String(r + 1);
      this.svg.append(label);
    }
  }

  drawHand(side, y) {
    const hand = (this.state.hands && this.state.hands[side]) || [];
    const counts = new Map();
    for (const kind of hand) counts.set(kind, (counts.get(kind) || 0) + 1);
    const label = shape('text', { x: 4, y: y + 16, class: 'coord' });
    label.textContent = side;
    this.svg.append(label);
    let x = 40;
    for (const [kind, count] of counts) {
      const group = this.placePiece({ kind, color: side, promoted: false }, x, y, {
        'data-hand': `${side}:${kind}`, class: `piece ${side} in-hand`,
      });
      if (this.selected && this.selected.drop === kind && this.selected.side === side) {
        group.setAttribute('class', `piece ${side} in-hand selected`);
      }
      if (count > 1) {
        const badge = shape('text', { x: x + 88, y: y + 96, class: 'count', 'text-anchor': 'end' });
        badge.textContent = `×${count}`;
        this.svg.append(badge);
      }
      x += SQUARE;
    }
  }

  /** The squares whose contents differ from the state drawn before: the last move. */
  changedSquares() {
    const changed = new Set();
    if (!this.previous) return changed;
    const before = this.previous.board.cells;
    const now = this.state.board.cells;
    for (let r = 0; r < now.length; r++) {
      for (let c = 0; c < now[r].length; c++) {
        if (JSON.stringify(before[r][c]) !== JSON.stringify(now[r][c])) changed.add(`${r},${c}`);
      }
    }
    return changed;
  }

  /** The legal moves of the selected piece or hand piece. */
  selectedMoves() {
    if (!this.selected) return [];
    return (this.state.legalMoves || []).filter((m) => this.selected.drop
      ? !m.from && m.drop === this.selected.drop
      : m.from && m.from[0] === this.selected.from[0] && m.from[1] === this.selected.from[1]);
  }

  targets() {
    const set = new Set();
    for (const move of this.selectedMoves()) set.add(`${move.to[0]},${move.to[1]}`);
    return set;
  }

  /** What the pointer is over: a square {row, column} or a hand piece {drop, side}. */
  hit(event) {
    const point = this.svg.createSVGPoint();
    point.x = event.clientX;
    point.y = event.clientY;
    const p = point.matrixTransform(this.svg.getScreenCTM().inverse());
    const { rows, columns, top } = this.layout();
    if (p.y >= top && p.y < top + rows * SQUARE && p.x >= 0 && p.x < columns * SQUARE) {
      const sx = Math.floor(p.x / SQUARE);
      const sy = Math.floor((p.y - top) / SQUARE);
      return { square: [this.flipped ? sy : rows - 1 - sy, this.flipped ? columns - 1 - sx : sx] };
    }
    if (this.hasHands) {
      const bottomSide = this.flipped ? 'black' : 'white';
      const side = p.y < top ? (bottomSide === 'white' ? 'black' : 'white') : bottomSide;
      const index = Math.floor((p.x - 40) / SQUARE);
      const kinds = [...new Set((this.state.hands[side] || []))];
      if (index >= 0 && index < kinds.length) return { drop: kinds[index], side };
    }
    return null;
  }

  canPick(hit) {
    if (!this.interactive || !hit) return false;
    const moves = this.state.legalMoves || [];
    if (hit.drop) return hit.side === this.state.sideToMove && moves.some((m) => !m.from && m.drop === hit.drop);
    return moves.some((m) => m.from && m.from[0] === hit.square[0] && m.from[1] === hit.square[1]);
  }

  pick(hit) {
    this.selected = hit.drop ? { drop: hit.drop, side: hit.side } : { from: hit.square };
    this.draw();
  }

  /** Plays the selected piece to a square if that is legal; true when a move was sent. */
  async moveTo(square) {
    const moves = this.selectedMoves().filter((m) => m.to[0] === square[0] && m.to[1] === square[1]);
    if (moves.length === 0) return false;
    this.selected = null;
    const move = moves.length === 1 ? moves[0] : await this.choose(moves);
    if (!move) {
      this.draw();
      return true;
    }
    this.interactive = false; // until the server's next state
    this.draw();
    this.onMove(move.move);
    return true;
  }

  pointerDown(event) {
    if (!this.interactive) return;
    const hit = this.hit(event);
    if (this.selected && hit && hit.square && this.targets().has(`${hit.square[0]},${hit.square[1]}`)) {
      this.moveTo(hit.square);
      return;
    }
    if (this.canPick(hit)) {
      event.preventDefault();
      this.pick(hit);
      this.startDrag(event, hit);
    } else if (this.selected) {
      this.selected = null;
      this.draw();
    }
  }

  startDrag(event, hit) {
    const piece = hit.drop
      ? { kind: hit.drop, color: hit.side, promoted: false }
      : this.state.board.cells[hit.square[0]][hit.square[1]];
    if (!piece) return;
    this.svg.setPointerCapture && this.svg.setPointerCapture(event.pointerId);
    this.drag = { hit, ghost: null, startX: event.clientX, startY: event.clientY, piece };
  }

  pointerMove(event) {
    if (!this.drag) return;
    const dx = event.clientX - this.drag.startX;
    const dy = event.clientY - this.drag.startY;
    if (!this.drag.ghost && Math.hypot(dx, dy) < 4) return;
    const point = this.svg.createSVGPoint();
    point.x = event.clientX;
    point.y = event.clientY;
    const p = point.matrixTransform(this.svg.getScreenCTM().inverse());
    if (!this.drag.ghost) {
      this.drag.ghost = this.placePiece(this.drag.piece, p.x - 50, p.y - 50, { class: `piece ${this.drag.piece.color} ghost` });
    }
    this.drag.ghost.setAttribute('transform', `translate(${p.x - 50} ${p.y - 50})`);
  }

  pointerUp(event) {
    const drag = this.drag;
    this.endDrag();
    if (!drag || !drag.ghost) return; // a click: the piece stays selected
    const hit = this.hit(event);
    if (hit && hit.square) {
      this.moveTo(hit.square).then((moved) => {
        if (!moved) this.draw();
      });
    } else {
      this.draw();
    }
  }

  endDrag() {
    if (this.drag && this.drag.ghost) this.drag.ghost.remove();
    this.drag = null;
  }
}
