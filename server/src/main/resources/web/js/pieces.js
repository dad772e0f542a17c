// Pieces drawn by Arbiter itself as SVG shapes in a 100x100 box (no third-party artwork:
// they ship under the project's own terms).
const NS = 'http://www.w3.org/2000/svg';

function shape(tag, attrs) {
  const node = document.createElementNS(NS, tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value);
  return node;
}

const CHESS = {
  P: [['circle', { cx: 50, cy: 36, r: 12 }], ['path', { d: 'M36 80 Q38 56 50 50 Q62 56 64 80 Z' }]],
  R: [['path', { d: 'M30 22 h9 v8 h6 v-8 h10 v8 h6 v-8 h9 v20 h-6 v28 h6 v10 H30 v-10 h6 V42 h-6 Z' }]],
  N: [['path', { d: 'M34 80 L38 60 Q28 58 26 50 L42 28 L46 16 L54 26 Q74 34 70 80 Z' }],
    ['circle', { cx: 44, cy: 36, r: 3, class: 'detail' }]],
  B: [['circle', { cx: 50, cy: 20, r: 6 }], ['ellipse', { cx: 50, cy: 46, rx: 14, ry: 19 }],
    ['path', { d: 'M36 80 Q44 66 50 64 Q56 66 64 80 Z' }],
    ['path', { d: 'M46 40 L56 50', class: 'detail' }]],
  Q: [['path', { d: 'M26 36 L36 62 L41 30 L50 58 L59 30 L64 62 L74 36 L68 80 H32 Z' }],
    ['circle', { cx: 26, cy: 34, r: 5 }], ['circle', { cx: 41, cy: 28, r: 5 }],
    ['circle', { cx: 59, cy: 28, r: 5 }], ['circle', { cx: 74, cy: 34, r: 5 }]],
  K: [['path', { d: 'M32 80 L36 46 H64 L68 80 Z' }], ['rect', { x: 46, y: 12, width: 8, height: 30 }],
    ['rect', { x: 38, y: 20, width: 24, height: 8 }]],
};

/** A piece as an SVG group drawn in a 100x100 box; {@code upsideDown} turns a shogi piece. */
export function pieceSvg(piece, variant, upsideDown) {
  const group = shape('g', { class: `piece ${piece.color}` });
  if (variant === 'checkers') {
    group.append(shape('circle', { cx: 50, cy: 50, r: 36 }));
    group.append(shape('circle', { cx: 50, cy: 50, r: 24, class: 'detail' }));
    if (piece.kind === 'K') {
      group.append(shape('path', { d: 'M34 58 L34 40 L42 50 L50 36 L58 50 L66 40 L66 58 Z', class: 'crown' }));
    }
    return group;
  }
  if (variant === 'minishogi') {
    const turn = upsideDown ? ' rotate(180 50 50)' : '';
    const body = shape('g', { transform: `translate(0 0)${turn}` });
    body.append(shape('path', { d: 'M50 10 L74 22 L82 88 H18 L26 22 Z', class: 'shogi' }));
    const letter = shape('text', { x: 50, y: 68, 'text-anchor': 'middle',
      class: piece.promoted ? 'letter promoted' : 'letter' });
    letter.textContent = piece.kind;
    body.append(letter);
    group.append(body);
    return group;
  }
  for (const [tag, attrs] of CHESS[piece.kind] || [['circle', { cx: 50, cy: 50, r: 30 }]]) {
    group.append(shape(tag, attrs));
  }
  group.append(shape('rect', { x: 28, y: 78, width: 44, height: 9, rx: 3 }));
  return group;
}

export { NS, shape };
