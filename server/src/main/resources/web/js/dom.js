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
  return state.reason ? t('page.result_reason', who, state.reason) : who;
}
