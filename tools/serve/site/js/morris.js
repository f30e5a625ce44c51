// Nine Men's Morris: place, slide and fly by clicks (a piece, then its target), the removal
// click after a mill, undo, the phase and the men in hand, save and load in the engine's two
// formats (savegame / loadgame through the session's file, files.js), watching two engines play
// (watch.js). The engine's legal_moves decide
// what a click may do: "d6", "a1-a4", and with a removal "d6xb4" / "a1-a4xb6".
import { loadThroughFile, pickFile, saveThroughFile } from './files.js';
import { board as svgBoard, el, text } from './svg.js';
import { Watch, watchButtons } from './watch.js';
import { runAfterStop, runExclusive } from './exclusive.js';

// The points row by row from rank 7, in get_position's order.
const ROWS = [
  ['a7', 'd7', 'g7'], ['b6', 'd6', 'f6'], ['c5', 'd5', 'e5'],
  ['a4', 'b4', 'c4', 'e4', 'f4', 'g4'], ['c3', 'd3', 'e3'], ['b2', 'd2', 'f2'], ['a1', 'd1', 'g1'],
];
const LINES = [
  ['a1', 'g1'], ['g1', 'g7'], ['g7', 'a7'], ['a7', 'a1'], ['b2', 'f2'], ['f2', 'f6'], ['f6', 'b6'],
  ['b6', 'b2'], ['c3', 'e3'], ['e3', 'e5'], ['e5', 'c5'], ['c5', 'c3'], ['d1', 'd3'], ['d5', 'd7'],
  ['a4', 'c4'], ['e4', 'g4'],
];
const STEP = 80;
const MARGIN = 60;
const xy = (p) => [MARGIN + (p.charCodeAt(0) - 97) * STEP, MARGIN + (7 - Number(p[1])) * STEP];

// "WW./..." + fields -> {pieces: Map point->'W'|'B', side, phase, hand: {white, black}}
export function parsePosition(textValue) {
  const [board, side, phase, whiteHand, blackHand] = textValue.trim().split(/\s+/);
  const pieces = new Map();
  board.split('/').forEach((row, r) => [...row].forEach((c, i) => {
    if (c !== '.') pieces.set(ROWS[r][i], c);
  }));
  return { pieces, side: side === 'w' ? 'white' : 'black', phase, hand: { white: Number(whiteHand), black: Number(blackHand) } };
}

// "a1-a4xb6" -> {to: 'a4', from: 'a1', removed: 'b6'}; a placement has no `from`.
export function parseMove(move) {
  const [body, removed] = move.trim().toLowerCase().split('x');
  const [first, second] = body.split('-');
  return second ? { from: first, to: second, removed } : { to: first, removed };
}

// "black moved a1 to a4 and removed b6", "white placed d6"
export function describeMove(colour, move) {
  const { from, to, removed } = parseMove(move);
  const done = from ? `${colour} moved ${from} to ${to}` : `${colour} placed ${to}`;
  return removed ? `${done} and removed ${removed}` : done;
}

class MorrisGame {
  constructor(engine, ui) {
    this.engine = engine;
    this.ui = ui;
    this.selected = null;  // the piece to move, or the move waiting for its removal
    this.removing = false;
    this.last = null;  // {colour, move} of the last move, while the page knows it
  }

  controls() {
    const c = this.ui.controls;
    c.innerHTML = `
      <label>Engine plays <select id="engine-colour"><option value="black">Black</option>
        <option value="white">White</option><option value="none">nobody</option></select></label>
      <button id="new-game">New game</button>
      <button id="undo">Undo</button>
      <button id="engine-move">Engine move</button>
      <label>Save as <select id="save-format"><option value="text">text</option>
        <option value="json">JSON</option></select></label>
      <button id="save">Save</button>
      <button id="load">Load</button>
      <button id="watch">Watch two engines</button>
      <button id="stop-watch">Stop</button>`;
    this.enginePlays = () => c.querySelector('#engine-colour').value;
    const on = (id, f) => c.querySelector(id).addEventListener('click', () => this.act(f));
    // New game works while the engine thinks: the engine is stopped first.
    c.querySelector('#new-game').addEventListener('click', () => this.act(() => this.newGame(), true));
    on('#undo', () => this.undo());
    // On our own turn too: the engine plays our move, then answers for its side.
    on('#engine-move', async () => {
      await this.engineMove();
      await this.engineTurns();
    });
    on('#save', () => this.save(c.querySelector('#save-format').value));
    // The file is picked before the page is busy: a cancelled pick never answers.
    c.querySelector('#load').addEventListener('click', async () => {
      const content = await pickFile('.txt,.json,text/plain,application/json');
      this.act(() => this.load(content));
    });
    c.querySelector('#engine-colour').addEventListener('change', () => this.act(() => this.engineTurns()));
    this.watch = new Watch(this.ui, {
      copyTo: async (second) => {
        const saved = await this.engine.command('savegame @file text');
        if (!saved.ok) throw new Error(`Cannot copy the game: ${saved.text}`);
        await loadThroughFile(second, saved.file, 'loadgame @file');
      },
      side: () => this.position.side,
      over: () => this.over(),
      relays: () => true,
      played: (colour, move) => {
        this.last = { colour, move };
        return this.refresh();
      },
    });
    watchButtons(c, this.watch, () => this.act(() =>
      this.watch.run(this.engine, this.enginePlays() === 'white' ? 'white' : 'black')));
  }

  // With `stop`, it runs even while the engine thinks (which is stopped first).
  async act(action, stop = false) {
    const showError = (text) => { this.ui.status.textContent = text; };
    if (stop) await runAfterStop(this, this.engine, action, showError);
    else await runExclusive(this, action, showError);
  }

  async newGame() {
    this.last = null;
    await this.engine.require('clear_board');
    await this.refresh();
    await this.engineTurns();
  }

  over() {
    return !/to move$/.test(this.status);
  }

  async refresh() {
    this.position = parsePosition(await this.engine.require('get_position'));
    this.status = await this.engine.require('game_status');
    this.legal = this.over() ? [] : (await this.engine.require('legal_moves')).split(/\s+/).filter(Boolean);
    this.selected = null;
    this.removing = false;
    const { hand, phase } = this.position;
    document.body.dataset.phase = this.over() ? 'over' : phase;
    this.ui.status.textContent = `${this.status} (${phase} phase)\n` +
      `in hand: white ${hand.white}, black ${hand.black}` +
      (this.last ? `\n${describeMove(this.last.colour, this.last.move)}` : '');
    this.draw();
  }

  async engineTurns() {
    while (!this.over() && this.enginePlays() === this.position.side) await this.engineMove();
  }

  async engineMove() {
    if (this.over()) return;
    const colour = this.position.side;
    this.ui.status.textContent += `\n${colour} (engine) is thinking...`;
    const move = await this.engine.require(`genmove ${colour}`);
    this.last = { colour, move };
    await this.refresh();
  }

  async play(move) {
    const colour = this.position.side;
    const answer = await this.engine.command(`play ${colour} ${move}`);
    if (!answer.ok) {
      this.ui.status.textContent = `Cannot play ${move}: ${answer.text}`;
      return;
    }
    this.last = { colour, move };
    await this.refresh();
    await this.engineTurns();
  }

  // Takes back one turn, and the engine's reply before it: until it is a human's turn again or
  // the game (a loaded one included) is back at its start.
  async undo() {
    this.last = null;
    do {
      if (!(await this.engine.command('undo')).ok) break;
      await this.refresh();
    } while (this.enginePlays() === this.position.side);
    await this.refresh();
  }

  async save(format) {
    const json = format === 'json';
    await saveThroughFile(this.engine, `savegame @file ${format}`, json ? 'morris.json' : 'morris.txt',
      json ? 'application/json' : 'text/plain');
    this.ui.status.textContent += `\nsaved (${format})`;
  }

  // The whole game with its history (undo goes back to its start), then the engine's turn if
  // it is.
  async load(content) {
    await loadThroughFile(this.engine, content, 'loadgame @file');
    this.last = null;
    await this.refresh();
    await this.engineTurns();
  }

  // What a click on `point` does, given the legal moves.
  click(point) {
    if (this.busy || this.over() || this.enginePlays() === this.position.side) return;
    const starts = (prefix) => this.legal.filter((m) => m.startsWith(prefix));
    if (this.removing) {
      const move = `${this.selected}x${point}`;
      if (this.legal.includes(move)) this.act(() => this.play(move));
      return;
    }
    const base = this.selected && this.selected !== point ? `${this.selected}-${point}` : point;
    if (this.legal.includes(base)) return this.act(() => this.play(base));
    if (starts(`${base}x`).length) {
      this.selected = base;
      this.removing = true;
      this.ui.status.textContent = `${this.position.side} closed a mill: choose a man to remove ` +
        '(the red marks).';
    } else if (starts(`${point}-`).length) {
      this.selected = point;
    } else {
      this.selected = null;
    }
    this.draw();
  }

  targets() {
    if (this.removing) {
      return this.legal.filter((m) => m.startsWith(`${this.selected}x`)).map((m) => m.split('x')[1]);
    }
    if (this.selected) {
      return this.legal.filter((m) => m.startsWith(`${this.selected}-`)).map((m) => m.slice(3, 5));
    }
    return [];
  }

  // The move waiting for its removal ({from, to}), or {}.
  moving() {
    return this.removing ? parseMove(this.selected) : {};
  }

  // The pieces on the board, with the man that closed a mill where it went while the user
  // picks the man to remove (the engine has not played it yet).
  shownPieces() {
    const pieces = new Map(this.position.pieces);
    if (this.removing) {
      const { from, to } = this.moving();
      if (from) pieces.delete(from);
      pieces.set(to, this.position.side === 'white' ? 'W' : 'B');
    }
    return pieces;
  }

  draw() {
    const side = 2 * MARGIN + 6 * STEP;
    const svg = svgBoard(side, side);
    el('rect', { width: side, height: side, fill: '#e8d2a6' }, svg);
    for (const [a, b] of LINES) {
      const [x1, y1] = xy(a);
      const [x2, y2] = xy(b);
      el('line', { x1, y1, x2, y2, stroke: '#5a3d1e', 'stroke-width': 4 }, svg);
    }
    for (let i = 0; i < 7; i++) {
      const label = { 'text-anchor': 'middle', 'dominant-baseline': 'central', 'font-size': 16 };
      text('abcdefg'[i], { ...label, x: MARGIN + i * STEP, y: side - 14 }, svg);
      text(String(7 - i), { ...label, x: 15, y: MARGIN + i * STEP }, svg);
    }
    const targets = new Set(this.targets());
    const pieces = this.shownPieces();
    const last = this.last && parseMove(this.last.move);
    for (const point of ROWS.flat()) {
      const [cx, cy] = xy(point);
      const piece = pieces.get(point);
      el('circle', { cx, cy, r: 7, fill: '#5a3d1e' }, svg);
      if (piece) {
        const chosen = point === this.selected || (this.removing && point === this.moving().to);
        el('circle', { cx, cy, r: 26, fill: piece === 'W' ? '#f8f8f8' : '#222', stroke: chosen ? '#e53' : '#000',
          'stroke-width': chosen ? 5 : 2, 'data-piece': piece, 'data-piece-at': point }, svg);
      }
      if (last && !this.removing && piece && point === last.to) {
        el('circle', { cx, cy, r: 9, fill: 'none', stroke: piece === 'W' ? '#222' : '#f8f8f8', 'stroke-width': 3,
          class: 'last-move', 'data-at': point }, svg);
      }
      if (last && !this.removing && !piece && (point === last.from || point === last.removed)) {
        el('circle', { cx, cy, r: 14, fill: 'none', stroke: point === last.removed ? '#c33' : '#888',
          'stroke-width': 2, 'stroke-dasharray': '4 3', class: point === last.removed ? 'removed-mark' : 'moved-from' }, svg);
      }
      if (targets.has(point)) el('circle', { cx, cy, r: 12, fill: this.removing ? '#e53' : '#4a4', opacity: 0.8, class: 'target' }, svg);
      const hit = el('circle', { cx, cy, r: 34, fill: 'transparent', 'data-point': point, class: 'go-point' }, svg);
      hit.addEventListener('click', () => this.click(point));
    }
    this.ui.board.replaceChildren(svg);
  }
}

export async function start(engine, ui) {
  const game = new MorrisGame(engine, ui);
  game.controls();
  await game.act(() => game.newGame());
}
