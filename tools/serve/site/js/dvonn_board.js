// DVONN's board: the 49 spaces as the engine names them (row 1 A..I, row 2 A..J, row 3 A..K,
// row 4 B..K, row 5 C..K), the engine's position text, and the board drawn as SVG. The page
// only draws and previews; the engine decides what is legal and which stacks go.
import { board as svgBoard, el, text } from './svg.js';

const firstColumn = (r) => Math.max(0, r - 2);
const lastColumn = (r) => Math.min(10, r + 8);
const onBoard = (c, r) => r >= 0 && r < 5 && c >= firstColumn(r) && c <= lastColumn(r);
const nameOf = (c, r) => String.fromCharCode(65 + c) + (r + 1);
const coords = (name) => [name.charCodeAt(0) - 65, Number(name.slice(1)) - 1];

// Every space, row by row from row 1, left to right: get_position's order.
export const SPACES = [];
for (let r = 0; r < 5; r++) for (let c = firstColumn(r); c <= lastColumn(r); c++) SPACES.push(nameOf(c, r));

// The engine's neighbours: along a row, along a column, and the diagonal (c+1, r+1).
const DIRECTIONS = [[1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [-1, -1]];

// "rows side placing N" or "rows side moving" -> {stacks: Map space -> "WBD" (bottom to top),
// side: 'white' | 'black', phase: 'placing' | 'moving', placed}.
export function parsePosition(textValue) {
  const [rows, side, phase, placed] = textValue.trim().split(/\s+/);
  const stacks = new Map();
  rows.split('/').forEach((row, r) => {
    let c = firstColumn(r);
    for (const [token] of row.matchAll(/\([WBD]+\)|[WBD.]/g)) {
      if (token !== '.') stacks.set(nameOf(c, r), token.replace(/[()]/g, ''));
      c += 1;
    }
  });
  return { stacks, side: side === 'w' ? 'white' : 'black', phase, placed: phase === 'moving' ? 49 : Number(placed) };
}

export const topOf = (stack) => stack[stack.length - 1];

// The pieces in the stacks each colour controls: the score as the engine counts it.
export function scoreOf(stacks) {
  const score = { white: 0, black: 0 };
  for (const stack of stacks.values()) {
    if (topOf(stack) === 'W') score.white += stack.length;
    if (topOf(stack) === 'B') score.black += stack.length;
  }
  return score;
}

// The spaces of the stacks that reach a DVONN piece through other stacks.
function connected(stacks) {
  const reached = new Set([...stacks].filter(([, s]) => s.includes('D')).map(([space]) => space));
  const todo = [...reached];
  while (todo.length) {
    const [c, r] = coords(todo.pop());
    for (const [dc, dr] of DIRECTIONS) {
      const next = nameOf(c + dc, r + dr);
      if (onBoard(c + dc, r + dr) && stacks.has(next) && !reached.has(next)) {
        reached.add(next);
        todo.push(next);
      }
    }
  }
  return reached;
}

// The preview of "A1-B2": the stacks after the move, and the spaces whose stacks it cuts off
// (the engine removes them when the move is played).
export function preview(stacks, move) {
  const [from, to] = move.split('-');
  const after = new Map(stacks);
  after.set(to, after.get(to) + after.get(from));
  after.delete(from);
  const kept = connected(after);
  return { stacks: after, doomed: new Set([...after.keys()].filter((s) => !kept.has(s))) };
}

// Layout: u across (0..10), rows upwards; a column runs up and to the left.
const STEP = 60;
const RISE = STEP * Math.sqrt(3) / 2;
const MARGIN_X = 60;
const MARGIN_Y = 60;
const WIDTH = 2 * MARGIN_X + 10 * STEP;
const HEIGHT = 2 * MARGIN_Y + 4 * RISE;
const point = (c, r) => [MARGIN_X + (c - r / 2 + 1) * STEP, MARGIN_Y + (4 - r) * RISE];
const xy = (name) => point(...coords(name));
const COLOURS = { W: '#f6f3ea', B: '#262626', D: '#d0342c' };

function drawGrid(svg) {
  const corners = [[0, 0], [8, 0], [10, 2], [10, 4], [2, 4], [0, 2]].map(([c, r]) => point(c, r).join(','));
  el('polygon', { points: corners.join(' '), fill: '#d9b77e', stroke: '#d9b77e', 'stroke-width': STEP * 1.1,
    'stroke-linejoin': 'round' }, svg);
  for (const name of SPACES) {
    const [c, r] = coords(name);
    const [x1, y1] = point(c, r);
    for (const [dc, dr] of [[1, 0], [0, 1], [1, 1]]) {
      if (!onBoard(c + dc, r + dr)) continue;
      const [x2, y2] = point(c + dc, r + dr);
      el('line', { x1, y1, x2, y2, stroke: '#8a6a3a', 'stroke-width': 2 }, svg);
    }
    el('circle', { cx: x1, cy: y1, r: 5, fill: '#8a6a3a' }, svg);
  }
}

// Column letters where the columns leave the board (below row 1, above row 5), row numbers at
// both ends of each row.
function drawLabels(svg) {
  const attrs = { 'text-anchor': 'middle', 'dominant-baseline': 'central', 'font-size': 18, fill: '#5a4020',
    class: 'label' };
  for (let c = 0; c <= 10; c++) {
    const letter = String.fromCharCode(65 + c);
    if (c <= 8) text(letter, { ...attrs, x: point(c, -0.7)[0], y: point(c, -0.7)[1] }, svg);
    if (c >= 2) text(letter, { ...attrs, x: point(c, 4.7)[0], y: point(c, 4.7)[1] }, svg);
  }
  for (let r = 0; r < 5; r++) {
    const [xl, y] = point(firstColumn(r) - 0.7, r);
    const [xr] = point(lastColumn(r) + 0.7, r);
    text(String(r + 1), { ...attrs, x: xl, y }, svg);
    text(String(r + 1), { ...attrs, x: xr, y }, svg);
  }
}

// One stack: its top's colour, a red ring when a DVONN piece is inside, its height.
// `key` names the space: data-stack for a stack in play, data-vanishing for one going.
function drawStack(svg, name, stack, key = 'data-stack') {
  const [cx, cy] = xy(name);
  const top = topOf(stack);
  const g = el('g', { class: 'stack', [key]: name, 'data-top': top, 'data-height': stack.length }, svg);
  for (let i = Math.min(stack.length, 5) - 1; i > 0; i--) {
    el('circle', { cx, cy: cy + 3 * i, r: 22, fill: COLOURS[stack[stack.length - 1 - i]], stroke: '#000', 'stroke-width': 1 }, g);
  }
  el('circle', { cx, cy, r: 22, fill: COLOURS[top], stroke: '#000', 'stroke-width': 1.5 }, g);
  if (top !== 'D' && stack.includes('D')) {
    el('circle', { cx, cy, r: 15, fill: 'none', stroke: COLOURS.D, 'stroke-width': 4, class: 'dvonn-inside' }, g);
  }
  if (stack.length > 1) {
    text(String(stack.length), { x: cx, y: cy, 'text-anchor': 'middle', 'dominant-baseline': 'central',
      'font-size': 18, 'font-weight': 'bold', fill: top === 'W' ? '#222' : '#fff' }, g);
  }
  return g;
}

function ring(svg, name, attrs) {
  const [cx, cy] = xy(name);
  return el('circle', { cx, cy, r: 27, fill: 'none', 'stroke-width': 4, ...attrs }, svg);
}

// view: {stacks, lastMove: [from, to] | null, selected, targets: Set, movable: Set,
// pending: 'A1-B2' | null, vanishing: [{space, stack, age (ms)}], onClick(space)}.
export function drawBoard(view) {
  const svg = svgBoard(WIDTH, HEIGHT);
  svg.classList.add('dvonn-board');
  drawGrid(svg);
  drawLabels(svg);
  const shown = view.pending ? preview(view.stacks, view.pending) : { stacks: view.stacks, doomed: new Set() };
  if (view.lastMove) for (const space of view.lastMove) ring(svg, space, { stroke: '#2b6cb0', class: 'last-move' });
  for (const { space, stack, age } of view.vanishing) {
    const g = drawStack(svg, space, stack, 'data-vanishing');
    g.classList.add('vanishing');
    g.style.animationDelay = `-${age}ms`;
  }
  for (const [space, stack] of shown.stacks) {
    const g = drawStack(svg, space, stack);
    if (shown.doomed.has(space)) g.classList.add('doomed');
  }
  if (view.selected) ring(svg, view.selected, { stroke: '#e8590c', class: 'selected' });
  if (view.pending) drawArrow(svg, view.pending);
  for (const space of view.targets) {
    const [cx, cy] = xy(space);
    el('circle', { cx, cy, r: 9, fill: '#2f9e44', opacity: 0.85, class: 'target', 'data-target': space }, svg);
  }
  for (const space of SPACES) {
    const [cx, cy] = xy(space);
    const hit = el('circle', { cx, cy, r: STEP / 2, fill: 'transparent', 'data-space': space, class: 'dvonn-space' }, svg);
    if (view.movable.has(space)) hit.dataset.movable = 'true';
    hit.addEventListener('click', () => view.onClick(space));
  }
  return svg;
}

function drawArrow(svg, move) {
  const [from, to] = move.split('-');
  const [x1, y1] = xy(from);
  const [x2, y2] = xy(to);
  const length = Math.hypot(x2 - x1, y2 - y1);
  const [ux, uy] = [(x2 - x1) / length, (y2 - y1) / length];
  el('line', { x1, y1, x2: x2 - ux * 26, y2: y2 - uy * 26, stroke: '#e8590c', 'stroke-width': 5,
    'stroke-dasharray': '10 6', class: 'pending-move' }, svg);
  ring(svg, to, { stroke: '#e8590c', 'stroke-dasharray': '6 4', class: 'pending-target' });
}
