// Drawing a Go board as SVG: grid, star points, notation labels (columns skip I), stones, the
// last move, dead stones, territory, and the analysis' best moves.
import { board as svgBoard, el, text } from './svg.js';

export const LETTERS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';
const CELL = 40;
const MARGIN = 44;

export function vertexName(x, y, size) {
  return LETTERS[x] + String(size - y);
}

// "D4" -> {x, y} (y from the top); null for pass or anything else.
export function parseVertex(name, size) {
  const m = /^([A-HJ-Z])(\d+)$/i.exec(name.trim());
  if (!m) return null;
  const x = LETTERS.indexOf(m[1].toUpperCase());
  const y = size - Number(m[2]);
  return x >= 0 && x < size && y >= 0 && y < size ? { x, y } : null;
}

function starPoints(size) {
  if (size < 7) return [];
  const edge = size >= 13 ? 3 : 2;
  const far = size - 1 - edge;
  const points = [[edge, edge], [edge, far], [far, edge], [far, far]];
  if (size % 2 === 1) {
    const mid = (size - 1) / 2;
    points.push([mid, mid]);
    if (size >= 13) points.push([edge, mid], [far, mid], [mid, edge], [mid, far]);
  }
  return points;
}

const at = (i) => MARGIN + i * CELL;

function drawGrid(svg, size) {
  const side = at(size - 1) + MARGIN;
  el('rect', { width: side, height: side, fill: '#dcb35c' }, svg);
  for (let i = 0; i < size; i++) {
    el('line', { x1: at(0), y1: at(i), x2: at(size - 1), y2: at(i), stroke: '#333' }, svg);
    el('line', { x1: at(i), y1: at(0), x2: at(i), y2: at(size - 1), stroke: '#333' }, svg);
    const label = { 'text-anchor': 'middle', 'dominant-baseline': 'central', 'font-size': 15,
      fill: '#333' };
    text(LETTERS[i], { ...label, x: at(i), y: MARGIN / 2 - 4 }, svg);
    text(LETTERS[i], { ...label, x: at(i), y: side - MARGIN / 2 + 4 }, svg);
    text(String(size - i), { ...label, x: MARGIN / 2 - 6, y: at(i) }, svg);
    text(String(size - i), { ...label, x: side - MARGIN / 2 + 6, y: at(i) }, svg);
  }
  for (const [x, y] of starPoints(size)) el('circle', { cx: at(x), cy: at(y), r: 4, fill: '#333' }, svg);
}

// view: {size, stones: Map name->'b'|'w', last, dead: Set, territory: Map name->'b'|'w',
//        best: [{move, winrate, visits}], onClick(name)}
export function drawGoBoard(container, view) {
  const { size } = view;
  const side = at(size - 1) + MARGIN;
  const svg = svgBoard(side, side);
  drawGrid(svg, size);
  for (const [name, owner] of view.territory || []) {
    const p = parseVertex(name, size);
    if (p) el('rect', { x: at(p.x) - 7, y: at(p.y) - 7, width: 14, height: 14,
      fill: owner === 'b' ? '#111' : '#fff', stroke: '#555', 'data-territory': owner }, svg);
  }
  for (const [name, colour] of view.stones) {
    const p = parseVertex(name, size);
    if (!p) continue;
    const dead = view.dead && view.dead.has(name);
    el('circle', { cx: at(p.x), cy: at(p.y), r: CELL / 2 - 1.5, class: `stone${dead ? ' dead' : ''}`,
      fill: colour === 'b' ? '#111' : '#f8f8f8', stroke: '#222', 'data-stone': colour }, svg);
    if (dead) {
      el('path', { d: `M${at(p.x) - 8} ${at(p.y) - 8}L${at(p.x) + 8} ${at(p.y) + 8}M${at(p.x) + 8} ${at(p.y) - 8}L${at(p.x) - 8} ${at(p.y) + 8}`,
        stroke: '#d22', 'stroke-width': 3 }, svg);
    }
    if (name === view.last) el('circle', { cx: at(p.x), cy: at(p.y), r: 6, fill: 'none',
      stroke: colour === 'b' ? '#fff' : '#111', 'stroke-width': 2 }, svg);
  }
  drawBestMoves(el('g', { class: 'analysis' }, svg), view);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const name = vertexName(x, y, size);
      const hit = el('rect', { x: at(x) - CELL / 2, y: at(y) - CELL / 2, width: CELL, height: CELL,
        fill: 'transparent', class: 'go-point', 'data-vertex': name }, svg);
      hit.addEventListener('click', () => view.onClick(name));
    }
  }
  container.replaceChildren(svg);
}

function drawBestMoves(overlay, view) {
  (view.best || []).forEach((move, i) => {
    const p = parseVertex(move.move, view.size);
    if (!p || view.stones.has(move.move)) return;
    el('circle', { cx: at(p.x), cy: at(p.y), r: CELL / 2 - 3, fill: i === 0 ? '#4fc3f7' : '#aed581',
      opacity: 0.85, class: 'best-move' }, overlay);
    text(`${Math.round(move.winrate / 100)}`, { x: at(p.x), y: at(p.y), 'text-anchor': 'middle',
      'dominant-baseline': 'central', 'font-size': 14, fill: '#000' }, overlay);
  });
}

// Redraws only the analysis marks of the board drawn last, so that the points under the
// pointer stay the same elements and a click during analysis is never lost.
export function showBestMoves(container, view) {
  const overlay = container.querySelector('g.analysis');
  if (!overlay) return;
  overlay.replaceChildren();
  drawBestMoves(overlay, view);
}

// lz-analyze's "info move D4 visits 12 winrate 5230 ... info move ..." -> the moves, best first,
// win rates in 1/10000. kata-analyze's lines (winrate 0.523, more fields between) when `kata`.
export function parseAnalysis(line, kata = false) {
  const moves = [];
  for (const part of line.split(/\binfo\b/)) {
    const move = /\bmove (\S+)/.exec(part);
    const visits = /\bvisits (\d+)/.exec(part);
    const winrate = /\bwinrate ([\d.]+)/.exec(part);
    if (!move || !visits || !winrate) continue;
    const rate = Number(winrate[1]);
    moves.push({ move: move[1], visits: Number(visits[1]), winrate: kata ? Math.round(rate * 10000) : rate });
  }
  return moves;
}

// Area scoring from board_state's rows ('.' 'B' 'W' empty, 'b' 'w' stones, 'c' 'x' dead):
// {black, white}: each side's living stones plus the empty and dead points of the regions only
// its living stones border.
export function areaCounts(rows) {
  const grid = rows.map((row) => [...row.trim()]);
  const alive = { b: 'black', w: 'white' };
  const count = { black: 0, white: 0 };
  const seen = grid.map((row) => row.map(() => false));
  grid.forEach((row, y) => row.forEach((c, x) => {
    if (alive[c]) {
      count[alive[c]] += 1;
      return;
    }
    if (seen[y][x]) return;
    const stack = [[y, x]];
    const borders = new Set();
    let size = 0;
    seen[y][x] = true;
    while (stack.length) {
      const [cy, cx] = stack.pop();
      size += 1;
      for (const [ny, nx] of [[cy - 1, cx], [cy + 1, cx], [cy, cx - 1], [cy, cx + 1]]) {
        const n = grid[ny] && grid[ny][nx];
        if (!n) continue;
        if (alive[n]) borders.add(alive[n]);
        else if (!seen[ny][nx]) {
          seen[ny][nx] = true;
          stack.push([ny, nx]);
        }
      }
    }
    if (borders.size === 1) count[[...borders][0]] += size;
  }));
  return count;
}

// "W+5.5" -> -5.5 (black's lead), "0" -> 0, or null.
export function scoreValue(score) {
  const m = /^([BW])\+(\d+(?:\.\d+)?)$/.exec(score.trim());
  if (m) return (m[1] === 'B' ? 1 : -1) * Number(m[2]);
  return score.trim() === '0' ? 0 : null;
}
