// DVONN: a random setup (`setup random [SEED]`) or the placing phase by clicks, then a stack
// (the source) and its destination; the move is shown and sent only when confirmed, or taken
// back to the selection. Pass when the engine says it is forced, engine moves, undo, new game,
// player names beside the scores, stacks cut off fading out, the result at the end. The
// engine's legal_moves decide what a click may do; its showboard gives the scores.
import { drawBoard, parsePosition, scoreOf } from './dvonn_board.js';
import { runAfterStop, runExclusive } from './exclusive.js';

const VANISH_MS = 1500;  // how long a removed stack takes to fade out (style.css)
const capital = (word) => word[0].toUpperCase() + word.slice(1);

// The scores on showboard's last line ("white 23  black 22  (...)"), or null.
function showboardScores(board) {
  const m = /^white (\d+)\s+black (\d+)/m.exec(board.trim().split('\n').pop());
  return m ? { white: Number(m[1]), black: Number(m[2]) } : null;
}

class DvonnGame {
  constructor(engine, ui, engineName) {
    this.engine = engine;
    this.ui = ui;
    this.engineName = engineName;
    this.history = [];  // {colour, move} of every move since the start
    this.humanNames = { white: '', black: '' };
    this.selected = null;  // the source stack
    this.pending = null;  // 'A1-B2' shown, waiting for confirm or take back
    this.vanishing = [];  // {space, stack, since}: stacks the engine removed, fading out
  }

  controls() {
    const c = this.ui.controls;
    c.innerHTML = `
      <label>Engine plays <select id="engine-colour"><option value="black">Black</option>
        <option value="white">White</option><option value="none">nobody</option>
        <option value="both">both</option></select></label>
      <label>Start <select id="setup"><option value="random">random setup</option>
        <option value="placing">placing phase</option></select></label>
      <label>Seed <input id="seed" type="number" min="0" step="1" placeholder="any"></label>
      <button id="new-game">New game</button>
      <div class="dvonn-players">
        <label class="player" data-colour="white"><span class="swatch white"></span>
          <input id="name-white" placeholder="White" maxlength="40"><span id="score-white" class="score"></span></label>
        <label class="player" data-colour="black"><span class="swatch black"></span>
          <input id="name-black" placeholder="Black" maxlength="40"><span id="score-black" class="score"></span></label>
      </div>
      <button id="confirm" disabled>Confirm</button>
      <button id="take-back" disabled>Take back</button>
      <button id="pass" disabled>Pass</button>
      <button id="undo">Undo</button>
      <button id="engine-move">Engine move</button>`;
    this.$ = (id) => c.querySelector(`#${id}`);
    const on = (id, f) => this.$(id).addEventListener('click', () => this.act(f));
    // New game works while the engine thinks: the engine is stopped first.
    this.$('new-game').addEventListener('click', () => this.act(() => this.newGame(), true));
    on('pass', () => this.play('pass'));
    on('undo', () => this.undo());
    on('engine-move', async () => {
      await this.engineMove();
      await this.engineTurns();  // then the engine's own side, if it is its turn
    });
    on('confirm', () => this.confirm());
    this.$('take-back').addEventListener('click', () => this.takeBack());
    this.$('engine-colour').addEventListener('change', () => {
      this.showNames();
      this.act(() => this.engineTurns());
    });
    // Enter confirms the move shown, Escape takes it back (not while typing a name or seed).
    document.addEventListener('keydown', (event) => {
      if (!this.pending || event.target.closest('input, select, button')) return;
      if (event.key === 'Enter') this.act(() => this.confirm());
      if (event.key === 'Escape') this.takeBack();
    });
    for (const colour of ['white', 'black']) {
      this.$(`name-${colour}`).addEventListener('input', (event) => {
        if (!this.engineSide(colour)) this.humanNames[colour] = event.target.value.trim();
        this.showStatus();
      });
    }
    this.showNames();
  }

  enginePlays() {
    return this.$('engine-colour').value;
  }

  engineSide(colour) {
    return this.enginePlays() === 'both' || this.enginePlays() === colour;
  }

  label(colour) {
    const name = this.engineSide(colour) ? this.engineName : this.humanNames[colour];
    return name || capital(colour);
  }

  // "Alice (white)", or "White" for a player without a name.
  who(colour) {
    const name = this.label(colour);
    return name === capital(colour) ? name : `${name} (${colour})`;
  }

  // The engine's side shows the engine's name and cannot be edited.
  showNames() {
    for (const colour of ['white', 'black']) {
      const input = this.$(`name-${colour}`);
      input.readOnly = this.engineSide(colour);
      input.value = this.engineSide(colour) ? this.engineName : this.humanNames[colour];
    }
    if (this.position) this.showStatus();
  }

  // With `stop`, it runs even while the engine thinks (which is stopped first).
  async act(action, stop = false) {
    const run = stop ? (page, f, showError) => runAfterStop(page, this.engine, f, showError) : runExclusive;
    const ran = await run(this, async () => {
      this.showButtons();
      await action();
    }, (text) => { this.ui.status.textContent = text; });
    if (!ran) return;
    this.showButtons();
    if (this.position) this.draw();  // the stacks a click may take, now that it may
  }

  async newGame() {
    const seed = this.$('seed').value.trim();
    if (this.$('setup').value === 'random') {
      await this.engine.require(seed === '' ? 'setup random' : `setup random ${seed}`);
    } else {
      await this.engine.require('clear_board');
    }
    this.history = [];
    this.vanishing = [];
    this.ui.message('');
    await this.refresh();
    await this.engineTurns();
  }

  over() {
    return this.status.startsWith('game over');
  }

  humanTurn() {
    return !this.over() && !this.engineSide(this.position.side);
  }

  // Asks the engine for the position, its status, moves and scores; `played` is the move that
  // led here from `before`, whose vanished stacks start fading.
  async refresh(before = null, played = null) {
    this.position = parsePosition(await this.engine.require('get_position'));
    this.status = await this.engine.require('game_status');
    this.legal = this.over() ? [] : (await this.engine.require('legal_moves')).split(/\s+/).filter(Boolean);
    const board = await this.engine.command('showboard');
    this.scores = (board.ok && showboardScores(board.text)) || scoreOf(this.position.stacks);
    this.result = this.over() ? await this.engine.require('final_score') : '';
    this.selected = null;
    this.pending = null;
    if (before && played && played.includes('-')) this.startVanishing(before, played);
    document.body.dataset.phase = this.over() ? 'over' : this.position.phase;
    this.showStatus();
    this.draw();
    if (this.over()) this.ui.message(this.resultText(), [['New game', () => this.act(() => this.newGame())]]);
  }

  startVanishing(before, played) {
    const now = performance.now();
    for (const [space, stack] of before.stacks) {
      if (space !== played.slice(0, 2) && !this.position.stacks.has(space)) {
        this.vanishing.push({ space, stack, since: now });
      }
    }
  }

  resultText() {
    const { white, black } = this.scores;
    const points = `${Math.max(white, black)} to ${Math.min(white, black)}`;
    if (this.result === '0') return `Game over: a draw, ${white} to ${black}.`;
    const winner = this.result.startsWith('W') ? 'white' : 'black';
    return `Game over: ${this.who(winner)} wins by ${this.result.slice(2)}, ${points}.`;
  }

  showStatus() {
    const side = this.position.side;
    let line = `Game over: ${this.result}`;
    if (!this.over()) {
      const verb = this.status.replace(/^\w+ /, '');
      line = `${this.who(side)} ${verb}`;
      const placed = this.position.placed;
      if (this.position.phase === 'placing') {
        line += placed < 3 ? `: DVONN piece ${placed + 1} of 3` : `: piece ${placed + 1} of 49`;
      }
    }
    for (const colour of ['white', 'black']) {
      this.$(`score-${colour}`).textContent = this.scores[colour];
      this.$(`name-${colour}`).closest('.player').classList.toggle('to-move', !this.over() && side === colour);
    }
    const status = this.ui.status;
    status.dataset.white = this.scores.white;
    status.dataset.black = this.scores.black;
    status.dataset.score = this.result;
    const tops = [...this.position.stacks.values()].map((stack) => stack[stack.length - 1]);
    const stacks = (top) => tops.filter((t) => t === top).length;
    status.textContent = `${line}\n${this.label('white')} ${this.scores.white} : ` +
      `${this.scores.black} ${this.label('black')}\nstacks: white ${stacks('W')}, black ${stacks('B')}`;
  }

  showButtons() {
    const idle = !this.busy && this.position && !this.over();
    this.$('confirm').disabled = !this.pending;
    this.$('take-back').disabled = !this.pending;
    this.$('pass').disabled = !(idle && this.humanTurn() && this.status.endsWith('must pass'));
    this.$('engine-move').disabled = !idle || Boolean(this.pending);
    this.$('undo').disabled = this.busy || !this.undoable();
  }

  async engineTurns() {
    while (!this.over() && this.engineSide(this.position.side)) await this.engineMove();
  }

  async engineMove() {
    if (this.over()) return;
    const before = this.position;
    const colour = before.side;
    this.ui.status.textContent += `\n${this.who(colour)} is thinking…`;
    const move = await this.engine.require(`genmove ${colour}`);
    this.history.push({ colour, move });
    await this.refresh(before, move);
  }

  async play(move) {
    const before = this.position;
    const colour = before.side;
    const answer = await this.engine.command(`play ${colour} ${move}`);
    if (!answer.ok) {
      this.ui.status.textContent = `Cannot play ${move}: ${answer.text}`;
      return;
    }
    this.history.push({ colour, move });
    await this.refresh(before, move);
    await this.engineTurns();
  }

  // Against the engine, back to before the last move of a human; otherwise one move.
  undoable() {
    if (this.enginePlays() === 'none' || this.enginePlays() === 'both') return this.history.length > 0;
    return this.history.some((entry) => !this.engineSide(entry.colour));
  }

  async undo() {
    if (this.pending) return this.takeBack();
    if (!this.undoable()) return;
    const single = this.enginePlays() === 'none' || this.enginePlays() === 'both';
    while (this.history.length) {
      const entry = this.history.pop();
      await this.engine.require('undo');
      if (single || !this.engineSide(entry.colour)) break;
    }
    this.vanishing = [];
    this.ui.message('');
    await this.refresh();
  }

  async confirm() {
    if (!this.pending) return;
    await this.play(this.pending);
  }

  takeBack() {
    if (this.busy || !this.pending) return;
    this.pending = null;  // the source stays selected
    this.draw();
    this.showButtons();
  }

  movesFrom(space) {
    return this.legal.filter((m) => m.startsWith(`${space}-`)).map((m) => m.slice(3));
  }

  click(space) {
    if (this.busy || this.pending || !this.humanTurn()) return;
    if (this.position.phase === 'placing') {
      if (this.legal.includes(space)) this.act(() => this.play(space));
      return;
    }
    if (this.selected && this.movesFrom(this.selected).includes(space)) {
      this.pending = `${this.selected}-${space}`;
    } else {
      this.selected = space !== this.selected && this.movesFrom(space).length ? space : null;
    }
    this.draw();
    this.showButtons();
  }

  draw() {
    const now = performance.now();
    this.vanishing = this.vanishing.filter((v) => now - v.since < VANISH_MS);
    const last = this.history[this.history.length - 1];
    const human = this.humanTurn() && !this.busy;
    const movable = new Set(human ? this.legal.filter((m) => m.includes('-')).map((m) => m.slice(0, 2)) : []);
    if (human && this.position.phase === 'placing') this.legal.forEach((m) => movable.add(m));
    const svg = drawBoard({
      stacks: this.position.stacks,
      lastMove: last && last.move !== 'pass' ? last.move.split('-') : null,
      selected: this.selected,
      targets: new Set(this.selected && !this.pending ? this.movesFrom(this.selected) : []),
      movable,
      pending: this.pending,
      vanishing: this.vanishing.map(({ space, stack, since }) => ({ space, stack, age: now - since })),
      onClick: (space) => this.click(space),
    });
    if (this.pending) svg.dataset.pending = this.pending;
    this.ui.board.replaceChildren(svg);
  }
}

export async function start(engine, ui) {
  const name = await engine.command('name');
  const game = new DvonnGame(engine, ui, name.ok && name.text ? name.text : 'engine');
  game.controls();
  await game.act(() => game.newGame());
}
