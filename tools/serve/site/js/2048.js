// 2048: arrow keys, WASD and swipes; tiles sliding; score and best; keep going / try again / new
// game; undo (the Undo button or U: the engine's undo takes back the move and its new tile);
// board size 3..8; the engine's suggested move (reg_genmove) as a hint and an autoplay switch,
// which New game and Undo turn off first. The keys are listed under the buttons.
import { runExclusive, runWhenFree } from './exclusive.js';
import { slideSources } from './slide.js';
import { board as svgBoard, el, text } from './svg.js';

const KEYS = {
  ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right',
  w: 'up', s: 'down', a: 'left', d: 'right', W: 'up', S: 'down', A: 'left', D: 'right',
};
const COLOURS = {
  0: '#cdc1b4', 2: '#eee4da', 4: '#ede0c8', 8: '#f2b179', 16: '#f59563', 32: '#f67c5f',
  64: '#f65e3b', 128: '#edcf72', 256: '#edcc61', 512: '#edc850', 1024: '#edc53f', 2048: '#edc22e',
};
const CELL = 100;
// Fields where a key is text, not a move: the arrows move the caret there.
const TYPING = new Set(['text', 'number', 'search', 'email', 'url', 'password', 'tel']);
const SLIDE_MS = 90;
const GAP = 12;

// "2,0,0/0,2,0/0,0,0 score 12" -> {rows: [[2,0,0],...], score: 12}
export function parsePosition(textValue) {
  const [grid, , score] = textValue.trim().split(/\s+/);
  return { rows: grid.split('/').map((row) => row.split(',').map(Number)), score: Number(score) };
}

class Game2048 {
  constructor(engine, ui) {
    this.engine = engine;
    this.ui = ui;
    this.size = Number(localStorage.getItem('2048.size')) || 4;
    this.best = Number(localStorage.getItem('2048.best')) || 0;
    this.previous = null;
    this.busy = false;
    this.moves = 0;
    this.keptGoing = false;
  }

  controls() {
    const c = this.ui.controls;
    c.innerHTML = `
      <label>Size <select id="size">${[3, 4, 5, 6, 7, 8]
        .map((n) => `<option value="${n}">${n}x${n}</option>`).join('')}</select></label>
      <button id="new-game">New game</button>
      <button id="undo">Undo</button>
      <button id="hint">Hint</button>
      <label><input type="checkbox" id="autoplay"> Autoplay</label>
      <p class="keys" id="keys">Keys: arrows or W A S D slide the tiles (or swipe on the board);
        U undoes a move.</p>`;
    const size = c.querySelector('#size');
    size.value = String(this.size);
    size.addEventListener('change', () => {
      this.size = Number(size.value);
      localStorage.setItem('2048.size', String(this.size));
      size.blur();  // or the next arrow key picks another size
      this.newGame();
    });
    c.querySelector('#new-game').addEventListener('click', () => this.newGame());
    c.querySelector('#undo').addEventListener('click', () => this.undo());
    c.querySelector('#hint').addEventListener('click', () => this.hint());
    this.autoplay = c.querySelector('#autoplay');
    this.autoplay.addEventListener('change', () => {
      this.autoplay.blur();
      if (this.autoplay.checked && !this.autoplaying) this.autoplaying = this.autoplayLoop();
    });
  }

  // Arrows and WASD move on the whole page, whatever control was used last (a menu or a box
  // would take the arrows for itself), except in a field the user types in.
  listen() {
    document.addEventListener('keydown', (event) => {
      const direction = KEYS[event.key];
      const undo = event.key === 'u' || event.key === 'U';
      if ((!direction && !undo) || event.ctrlKey || event.altKey || event.metaKey) return;
      const t = event.target;
      if (t.isContentEditable || t.tagName === 'TEXTAREA' || (t.tagName === 'INPUT' && TYPING.has(t.type))) return;
      event.preventDefault();
      if (undo) this.undo();
      else this.move(direction);
    }, true);
    let start = null;
    this.ui.board.addEventListener('touchstart', (e) => {
      start = [e.touches[0].clientX, e.touches[0].clientY];
    });
    this.ui.board.addEventListener('touchend', (e) => {
      if (!start) return;
      const dx = e.changedTouches[0].clientX - start[0];
      const dy = e.changedTouches[0].clientY - start[1];
      start = null;
      if (Math.max(Math.abs(dx), Math.abs(dy)) < 30) return;
      if (Math.abs(dx) > Math.abs(dy)) this.move(dx > 0 ? 'right' : 'left');
      else this.move(dy > 0 ? 'down' : 'up');
    });
  }

  // One user action at a time (exclusive.js): a key or button pressed while one runs is ignored,
  // so each move is drawn from the board before it.
  act(action) {
    return runExclusive(this, action, (why) => this.ui.message(why));
  }

  // The same, after the action under way (exclusive.js: runWhenFree).
  actWhenFree(action) {
    return runWhenFree(this, action, (why) => this.ui.message(why));
  }

  // New game (the button, a size, Try again) is never ignored: it waits for the action under way
  // (its commands are quick) and for autoplay to stop.
  async newGame() {
    await this.stopAutoplay();
    await this.actWhenFree(async () => {
      this.ui.message('');
      await this.engine.require(`boardsize ${this.size}`);
      await this.engine.require(`new_game ${Math.floor(Math.random() * 2 ** 31)}`);
      this.previous = null;
      this.moves = 0;
      this.keptGoing = false;
      this.note = '';
      await this.refresh();
    });
  }

  // Shows the engine's board; `direction` is the move that led to it (tiles slide).
  async refresh(direction = null) {
    const position = parsePosition(await this.engine.require('get_position'));
    this.status = await this.engine.require('game_status');
    this.best = Math.max(this.best, position.score);
    localStorage.setItem('2048.best', String(this.best));
    if (this.status === 'over') this.note = '';  // nothing left to hint
    this.draw(position.rows, slideSources(this.previous, position.rows, direction));
    this.previous = position.rows;
    this.score = position.score;
    document.body.dataset.status = this.status;
    this.ui.status.textContent =
      `Score ${position.score}   Best ${this.best}\nMoves ${this.moves}` +
      (this.note ? `\n${this.note}` : '');
    this.ui.status.dataset.score = String(position.score);
    if (this.status === 'over') {
      this.ui.message(`Game over: no move is left. Score ${position.score}.`, [
        ['Try again', () => this.newGame()],
      ]);
    } else if (this.status === 'won' && !this.keptGoing) {
      this.ui.message('You reached 2048!', [
        ['Keep going', () => this.act(() => this.keepGoing())],
        ['New game', () => this.newGame()],
      ]);
    }
  }

  async keepGoing() {
    await this.engine.require('keep_going');
    this.keptGoing = true;
    this.ui.message('');
    await this.refresh();
  }

  move(direction) {
    if (this.status === 'over' || (this.status === 'won' && !this.keptGoing)) return;
    this.act(async () => {
      const answer = await this.engine.command(`play ${direction}`);
      if (answer.ok) {
        this.moves += 1;
        this.note = '';
        await this.refresh(direction);
      }
    });
  }

  // Takes back the last move and the tile it brought (autoplay stops first).
  async undo() {
    await this.stopAutoplay();
    await this.act(async () => {
      const answer = await this.engine.command('undo');
      if (answer.ok) {
        this.moves = Math.max(0, this.moves - 1);
        this.note = '';  // no direction: nothing slides back, the cells that changed pop
        this.ui.message('');
      } else {
        this.note = this.moves === 0 ? 'Nothing to undo: no move yet.' : `Cannot undo: ${answer.text}`;
      }
      await this.refresh();
    });
  }
  // The hint is for the position it was asked in: any move, new game or the end clears it.
  async hint() {
    if (this.busy || this.status === 'over') return;
    const moves = this.moves;
    const answer = await this.engine.command('reg_genmove');
    if (this.busy || this.moves !== moves) return;  // the position changed meanwhile
    this.note = answer.ok ? `Hint: ${answer.text}` : `No hint: ${answer.text}`;
    await this.refresh();
  }

  // Autoplay holds the page while it runs (keys are ignored; New game and Undo stop it first),
  // after the action under way.
  async autoplayLoop() {
    try {
      await this.actWhenFree(async () => {
        while (this.autoplay.checked && this.status !== 'over') {
          if (this.status === 'won' && !this.keptGoing) await this.keepGoing();
          const answer = await this.engine.command('genmove');
          if (!answer.ok) break;
          this.moves += 1;
          this.note = '';
          await this.refresh(answer.text.trim().toLowerCase());
        }
      });
    } finally {
      this.autoplay.checked = false;
      this.autoplaying = null;
    }
  }

  // Turns autoplay off and waits for its last move to be shown.
  async stopAutoplay() {
    this.autoplay.checked = false;
    if (this.autoplaying) await this.autoplaying.catch(() => {});
  }

  // The board; with `from` (slide.js) each tile starts where it came from and slides home.
  draw(rows, from = null) {
    const n = rows.length;
    const side = n * CELL + (n + 1) * GAP;
    const svg = svgBoard(side, side);
    el('rect', { width: side, height: side, rx: 12, fill: '#bbada0' }, svg);
    const sliding = [];
    rows.forEach((row, y) => row.forEach((value, x) => {
      const g = el('g', { class: 'tile', 'data-value': value }, svg);
      const sources = from ? from[y][x] : [];
      const changed = !this.previous || this.previous.length !== n || this.previous[y][x] !== value;
      if (value && sources.length === 0 && changed) g.classList.add('new');
      // A merged tile travels from the farther of its two cells.
      const [sy, sx] = sources.at(-1) || [y, x];
      if (sy !== y || sx !== x) sliding.push([g, (sx - x) * (CELL + GAP), (sy - y) * (CELL + GAP)]);
      const px = GAP + x * (CELL + GAP);
      const py = GAP + y * (CELL + GAP);
      el('rect', { x: px, y: py, width: CELL, height: CELL, rx: 6,
        fill: COLOURS[value] || '#3c3a32' }, g);
      if (value) {
        const digits = String(value).length;
        text(String(value), { x: px + CELL / 2, y: py + CELL / 2, 'text-anchor': 'middle',
          'dominant-baseline': 'central', 'font-size': digits <= 2 ? 48 : digits === 3 ? 40 : 30,
          fill: value <= 4 ? '#776e65' : '#f9f6f2' }, g);
      }
    }));
    this.ui.board.replaceChildren(svg);
    this.slideHome(sliding);
  }

  // Each moved tile travels from where it was to its cell, quickly: the board is final at once
  // (nothing waits for the animation), and people who ask for less motion get none.
  slideHome(sliding) {
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    for (const [g, dx, dy] of sliding) {
      g.dataset.slid = `${dx},${dy}`;
      g.parentNode.appendChild(g);  // above the tiles it passes
      if (!still) g.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'none' }],
        { duration: SLIDE_MS, easing: 'ease-out' });
    }
  }
}

export async function start(engine, ui) {
  const game = new Game2048(engine, ui);
  game.controls();
  game.listen();
  await game.newGame();
}
