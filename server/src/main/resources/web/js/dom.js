// Builds page elements. User text only ever becomes a text node: never HTML.
import { t, side, digits } from './i18n.js';

export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
    else if (key === 'class') node.className = value;
    else node.setAttribute(key, value === true ? '' : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

export function clear(node) {
  while (node.firstChild) node.removeChild(node.firstChild);
  return node;
}

export function $(id) {
  return document.getElementById(id);
}

/** Milliseconds as m:ss, or s.t under ten seconds, in the page language's digits. */
export function clockText(ms) {
  return digits(asciiClock(ms));
}

function asciiClock(ms) {
  ms = Math.max(0, ms);
  if (ms < 10000) return (ms / 1000).toFixed(1);
  const seconds = Math.floor(ms / 1000);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The words for a finished game: "white wins: checkmate". */
export function resultText(state) {
  if (!state || state.status === 'ongoing') return '';
  const who = state.status === 'draw' ? t('page.draw') : t('page.wins', side(state.winner));
  return state.reason ? t('page.result_reason', who, reasonText(state.reason)) : who;
}

/** Each reason a game ends by (the state's wire word) and its key in the page's words. */
const REASONS = {
  'checkmate': 'page.reason_checkmate',
  'king captured': 'page.reason_king_captured',
  'stalemate': 'page.reason_stalemate',
  'no legal move': 'page.reason_no_legal_move',
  'no pieces': 'page.reason_no_pieces',
  'last rank': 'page.reason_last_rank',
  'all pawns captured': 'page.reason_all_pawns_captured',
  '15 king moves': 'page.reason_fifteen_king_moves',
  'threefold repetition': 'page.reason_threefold_repetition',
  'fifty moves': 'page.reason_fifty_moves',
  'fivefold repetition': 'page.reason_fivefold_repetition',
  'seventy-five moves': 'page.reason_seventy_five_moves',
  'dead position': 'page.reason_dead_position',
  'move limit': 'page.reason_move_limit',
  'agreement': 'page.reason_agreement',
  'resignation': 'page.reason_resignation',
  'forfeit': 'page.reason_forfeit',
  'abandoned': 'page.reason_abandoned',
  'absent': 'page.reason_absent',
  'both absent': 'page.reason_both_absent',
  'no first move': 'page.reason_no_first_move',
  'time forfeit': 'page.reason_time_forfeit',
  'adjudicated': 'page.reason_adjudicated',
};

/** How a game ended, in the page's words; a reason the page does not know as the server wrote it. */
export function reasonText(reason) {
  return REASONS[reason] ? t(REASONS[reason]) : reason;
}
