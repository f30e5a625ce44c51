// Drawing a Go board as SVG: grid, star points, notation labels (columns skip I), stones, the
// last move, dead stones, territory, and the analysis: the best moves, the ownership of each
// point, and the principal variation of the candidate under the pointer as numbered ghost
// stones.
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
//        best: [{move, winrate, visits, pv}], toMove: 'black'|'white', hover: name or null,
//        ownership: [number per point, row by row from the top, for toMove: 1 toMove's],
//        onClick(name), onHover(name or null)}
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
  drawOwnership(el('g', { class: 'ownership' }, svg), view);
  drawBestMoves(el('g', { class: 'analysis' }, svg), view);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const name = vertexName(x, y, size);
      const hit = el('rect', { x: at(x) - CELL / 2, y: at(y) - CELL / 2, width: CELL, height: CELL,
        fill: 'transparent', class: 'go-point', 'data-vertex': name }, svg);
      hit.addEventListener('click', () => view.onClick(name));
      if (view.onHover) hit.addEventListener('mouseenter', () => view.onHover(name));
    }
  }
  if (view.onHover) svg.addEventListener('mouseleave', () => view.onHover(null));
  container.replaceChildren(svg);
}

// A square on each point as large as it is sure to be Black's or White's (hidden below 10%).
function drawOwnership(overlay, view) {
  const values = view.ownership;
  if (!values || values.length !== view.size * view.size) return;
  const sign = view.toMove === 'white' ? -1 : 1;  // to Black's ownership
  values.forEach((value, i) => {
    const black = sign * value;
    if (!(Math.abs(black) >= 0.1)) return;
    const x = i % view.size;
    const y = Math.floor(i / view.size);
    const side = 6 + 18 * Math.min(1, Math.abs(black));
    const owner = black > 0 ? 'b' : 'w';
    el('rect', { x: at(x) - side / 2, y: at(y) - side / 2, width: side, height: side,
      fill: owner === 'b' ? '#111' : '#fff', stroke: owner === 'b' ? '#fff' : '#333', 'stroke-width': 0.5,
      opacity: 0.75, class: 'owner', 'data-owner': owner, 'data-owned': vertexName(x, y, view.size) }, overlay);
  });
}

// The candidates with their win rates; the candidate under the pointer (view.hover) as its
// principal variation instead: ghost stones numbered in the order they would be played.
function drawBestMoves(overlay, view) {
  const hovered = (view.best || []).find((m) => m.move === view.hover && m.pv && m.pv.length);
  if (hovered) return drawVariation(overlay, view, hovered.pv);
  (view.best || []).forEach((move, i) => {
    const p = parseVertex(move.move, view.size);
    if (!p || view.stones.has(move.move)) return;
    el('circle', { cx: at(p.x), cy: at(p.y), r: CELL / 2 - 3, fill: i === 0 ? '#4fc3f7' : '#aed581',
      opacity: 0.85, class: 'best-move', 'data-move': move.move }, overlay);
    text(`${Math.round(move.winrate / 100)}`, { x: at(p.x), y: at(p.y), 'text-anchor': 'middle',
      'dominant-baseline': 'central', 'font-size': 14, fill: '#000', 'pointer-events': 'none' }, overlay);
  });
}

const PV_SHOWN = 12;

function drawVariation(overlay, view, pv) {
  const seen = new Set();  // a point played again later in the line keeps its first number
  let colour = view.toMove === 'white' ? 'w' : 'b';
  pv.slice(0, PV_SHOWN).forEach((move, i) => {
    const p = parseVertex(move, view.size);
    if (p && !seen.has(move)) {
      seen.add(move);
      el('circle', { cx: at(p.x), cy: at(p.y), r: CELL / 2 - 1.5, fill: colour === 'b' ? '#111' : '#f8f8f8',
        stroke: '#222', opacity: 0.7, class: 'pv-stone', 'data-pv': i + 1, 'data-colour': colour,
        'data-pv-at': move }, overlay);
      text(String(i + 1), { x: at(p.x), y: at(p.y), 'text-anchor': 'middle', 'dominant-baseline': 'central',
        'font-size': 15, 'font-weight': 'bold', fill: colour === 'b' ? '#fff' : '#000' }, overlay);
    }
    colour = colour === 'b' ? 'w' : 'b';
  });
}

// Redraws only the analysis marks and the ownership of the board drawn last, so that the points
// under the pointer stay the same elements and a click during analysis is never lost.
export function showBestMoves(container, view) {
  const overlay = container.querySelector('g.analysis');
  const owned = container.querySelector('g.ownership');
  if (!overlay || !owned) return;
  overlay.replaceChildren();
  owned.replaceChildren();
  drawOwnership(owned, view);
  drawBestMoves(overlay, view);
}

// lz-analyze's "info move D4 visits 12 winrate 5230 ... pv D4 E5 info move ..." -> the moves,
// best first, win rates in 1/10000, each with its principal variation. kata-analyze's lines
// (winrate 0.523, more fields between) when `kata`.
export function parseAnalysis(line, kata = false) {
  const moves = [];
  for (const part of line.split(/\binfo\b/)) {
    const move = /\bmove (\S+)/.exec(part);
    const visits = /\bvisits (\d+)/.exec(part);
    const winrate = /\bwinrate ([\d.]+)/.exec(part);
    if (!move || !visits || !winrate) continue;
    const rate = Number(winrate[1]);
    const pv = /\bpv((?:\s+(?:[A-HJ-Z]\d+|pass))+)/i.exec(part);
    moves.push({ move: move[1], visits: Number(visits[1]), winrate: kata ? Math.round(rate * 10000) : rate,
      pv: pv ? pv[1].trim().split(/\s+/) : [] });
  }
  return moves;
}

// kata-analyze's "... ownership 0.12 -0.5 ..." (with `ownership true`): a number per point, row
// by row from the top, 1 for the side to move; null without one for every point.
export function parseOwnership(line, size) {
  const m = /\bownership((?:\s+-?[\d.]+(?:e-?\d+)?)+)/.exec(line);
  if (!m) return null;
  const values = m[1].trim().split(/\s+/).map(Number);
  return values.length === size * size && values.every(Number.isFinite) ? values : null;
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
