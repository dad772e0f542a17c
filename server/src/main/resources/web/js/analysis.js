// A finished game's analysis beside its replay: an evaluation graph (white's winning chances, as
// lichess draws them) and one row per move with the evaluation, the engine's best move and the
// inaccuracies, mistakes and blunders marked. Clicking a row or the graph shows that position.
import { el, clear } from './dom.js';
import { t } from './i18n.js';

const SVG = 'http://www.w3.org/2000/svg';
const MARKS = { inaccuracy: '?!', mistake: '?', blunder: '??', good: '' };
/** A move's judgement in the page's words; a good move has none. */
const JUDGEMENTS = { inaccuracy: 'page.judgement_inaccuracy', mistake: 'page.judgement_mistake', blunder: 'page.judgement_blunder' };

/** White's winning chances from -1 to 1 (lichess's curve of the centipawns). */
function chances(row) {
  if (row.mate !== undefined && row.mate !== null) return Math.sign(row.mate);
  if (row.cp !== undefined && row.cp !== null) return 2 / (1 + Math.exp(-0.00368208 * row.cp)) - 1;
  return row.eval === '1-0' ? 1 : row.eval === '0-1' ? -1 : 0;
}

export class AnalysisView {
  /**
   * @param container where the analysis is drawn
   * @param request sends a JSON request, resolving with its answer
   * @param goTo shows the position after a number of moves
   */
  constructor(container, request, goTo) {
    this.container = container;
    this.request = request;
    this.goTo = goTo;
    this.rows = [];
  }

  /** A new game is replayed: its analysis is asked for again by the button. */
  reset() {
    this.rows = [];
    clear(this.container);
    this.container.hidden = true;
  }

  async load(game) {
    this.container.hidden = false;
    clear(this.container).append(el('p', { class: 'dim' }, t('page.analysing')));
    const answer = await this.request({ type: 'analyze', game });
    if (answer.type !== 'analysis') {
      clear(this.container).append(el('p', { class: 'error' }, answer.message || t('page.no_analysis')));
      return;
    }
    this.rows = answer.rows;
    clear(this.container).append(this.graph(), this.table());
  }

  graph() {
    const width = 600;
    const height = 120;
    const svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
    svg.setAttribute('class', 'eval-graph');
    svg.setAttribute('preserveAspectRatio', 'none'); // as wide as the card, whatever the length
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', t('page.eval_graph'));
    const step = width / Math.max(1, this.rows.length);
    const y = (c) => (height / 2) * (1 - c);
    let points = `0,${height / 2}`;
    this.rows.forEach((row, i) => { points += ` ${(i + 1) * step},${y(chances(row))}`; });
    const area = document.createElementNS(SVG, 'polyline');
    area.setAttribute('points', points);
    area.setAttribute('class', 'eval-line');
    area.setAttribute('vector-effect', 'non-scaling-stroke');
    const middle = document.createElementNS(SVG, 'line');
    Object.entries({ x1: 0, x2: width, y1: height / 2, y2: height / 2, class: 'eval-middle' })
      .forEach(([k, v]) => middle.setAttribute(k, v));
    svg.append(middle, area);
    this.rows.forEach((row, i) => {
      if (!MARKS[row.judgement]) return;
      const dot = document.createElementNS(SVG, 'circle');
      Object.entries({ cx: (i + 1) * step, cy: y(chances(row)), r: 4, class: `eval-${row.judgement}` })
        .forEach(([k, v]) => dot.setAttribute(k, v));
      svg.append(dot);
    });
    svg.addEventListener('click', (e) => {
      const box = svg.getBoundingClientRect();
      this.goTo(Math.round(((e.clientX - box.left) / box.width) * this.rows.length));
    });
    return svg;
  }

  table() {
    const body = el('tbody', { id: 'analysis-rows' });
    for (const row of this.rows) {
      const number = `${Math.floor(row.ply / 2) + 1}${row.ply % 2 === 0 ? '.' : '…'}`;
      body.append(el('tr', { 'data-ply': row.ply + 1, class: `judgement-${row.judgement}`, onclick: () => this.goTo(row.ply + 1) },
        el('td', {}, number), el('td', {}, row.move + MARKS[row.judgement]), el('td', {}, row.eval),
        el('td', {}, row.best === row.move ? '' : row.best), el('td', { class: 'dim' }, JUDGEMENTS[row.judgement] ? t(JUDGEMENTS[row.judgement]) : '')));
    }
    return el('table', { class: 'table analysis' },
      el('thead', {}, el('tr', {}, el('th', {}, '#'), el('th', {}, t('page.eval_move')), el('th', {}, t('page.eval')),
        el('th', {}, t('page.eval_best')), el('th', {}, ''))), body);
  }

  /**
   * The engine's best move in the position after {@code ply} moves, as one of that state's legal
   * moves (with its from and to squares), or null when there is none or it is a drop.
   */
  bestMove(ply, state) {
    const row = this.rows[ply];
    if (!row || !row.best || !state.legalMoves) return null;
    return state.legalMoves.find((m) => m.move === row.best && m.from) || null;
  }

  /** Marks the row of the move that led to the position shown. */
  mark(ply) {
    for (const tr of this.container.querySelectorAll('tr[data-ply]')) {
      tr.classList.toggle('current', Number(tr.getAttribute('data-ply')) === ply);
    }
  }
}
