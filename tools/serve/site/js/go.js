// Go: 9x9 to 19x19, komi, handicap, rules preset, click to play, pass, undo, resign, engine
// moves; after two passes the engine's dead stones (board_state), a click on a stone toggles its
// group (mark_dead / mark_alive), territory and score (final_score); an Analyse switch streaming
// kata-analyze (lz-analyze if the engine has no kata-analyze), the principal variation of the
// candidate under the pointer, a Territory switch drawing kata-analyze's ownership; the
// engine's moves through its genmove_analyze (kata- or lz-), its candidates drawn while it
// thinks (plain genmove without one); SGF download (printsgf) and upload (loadsgf through the
// session's file); watching two engines play (watch.js). What the engine lacks is left out of
// the page.
import { loadThroughFile, pickFile, download } from './files.js';
import {
  areaCounts, drawGoBoard, LETTERS, parseAnalysis, parseOwnership, scoreValue, showBestMoves,
} from './go_board.js';
import { Watch, watchButtons } from './watch.js';
import { runAfterStop, runExclusive } from './exclusive.js';

// The presets of kata-set-rules, else of kgs-rules.
const KATA_RULES = ['chinese', 'japanese', 'aga', 'new-zealand', 'tromp-taylor'];
const KGS_RULES = ['chinese', 'japanese', 'aga', 'new_zealand'];

// The rules' komi (engine/go/rules.cpp's presets); with handicap stones, 0.5.
const KOMI = { chinese: 7.5, japanese: 6.5, aga: 7.5, 'tromp-taylor': 7.5, 'new-zealand': 7, new_zealand: 7 };
export function defaultKomi(rules, handicap) {
  if (handicap > 0) return 0.5;
  return KOMI[rules] ?? 7.5;
}

// The komi field's value as a number, or a message in players' words.
export function readKomi(textValue) {
  const komi = Number(textValue);
  if (textValue.trim() === '' || !Number.isFinite(komi))
    return { error: 'Komi: enter the points White gets, such as 7.5 (or 0.5 in a handicap game).' };
  if (Math.abs(komi) > 100) return { error: 'Komi: at most 100 points either way.' };
  if (!Number.isInteger(komi * 2)) return { error: 'Komi: a whole or half point, such as 6.5 or 7.' };
  return { komi };
}

const other = (colour) => (colour === 'black' ? 'white' : 'black');

class GoGame {
  constructor(engine, ui) {
    this.engine = engine;
    this.ui = ui;
    this.size = 9;
    this.moves = [];
    this.toMove = 'black';
    this.phase = 'play';
    this.busy = false;
    this.best = [];
    this.ownership = null;
    this.hover = null;
    this.thinking = null;  // {colour, command, move} while the engine's genmove_analyze runs
    this.view = { stones: new Map() };
    engine.onLine = (line, command) => {
      if (this.thinking && command === this.thinking.command) this.thinkingLine(line);
      else this.analysisLine(line);
    };
  }

  // What this engine offers: the analysis command and the rules presets.
  async capabilities() {
    const commands = new Set((await this.engine.require('list_commands')).split(/\s+/));
    this.kata = commands.has('kata-analyze');
    this.hasCaptures = commands.has('captures');
    this.hasCheckMove = commands.has('check_move');
    this.analyseCommand = this.kata ? 'kata-analyze' : commands.has('lz-analyze') ? 'lz-analyze' : null;
    // The engine's moves with its analysis while it thinks, in the format of the analysis.
    this.genmoveAnalyse = commands.has('kata-genmove_analyze') ? { name: 'kata-genmove_analyze', kata: true }
      : commands.has('lz-genmove_analyze') ? { name: 'lz-genmove_analyze', kata: false } : null;
    this.rulesCommand = commands.has('kata-set-rules') ? 'kata-set-rules' : commands.has('kgs-rules') ? 'kgs-rules' : null;
    this.presets = this.rulesCommand === 'kata-set-rules' ? KATA_RULES : this.rulesCommand ? KGS_RULES : [];
  }

  controls() {
    const c = this.ui.controls;
    const sizes = Array.from({ length: 11 }, (_, i) => i + 9);
    const options = (values) => values.map((v) => `<option>${v}</option>`).join('');
    c.innerHTML = `
      <label>Size <select id="size">${options(sizes)}</select></label>
      <label>Komi <input type="number" id="komi" value="7.5" step="0.5" min="-100" max="100"></label>
      <label>Handicap <select id="handicap">${options([0, 2, 3, 4, 5, 6, 7, 8, 9])}</select></label>
      <label ${this.presets.length ? '' : 'hidden'}>Rules <select id="rules">${options(this.presets)}</select></label>
      <label>Engine plays <select id="engine-colour">
        <option value="white">White</option><option value="black">Black</option>
        <option value="none">nobody</option></select></label>
      <button id="new-game">New game</button>
      <button id="pass">Pass</button>
      <button id="undo">Undo</button>
      <button id="engine-move">Engine move</button>
      <button id="resign">Resign</button>
      <label ${this.analyseCommand ? '' : 'hidden'}><input type="checkbox" id="analyse"> Analyse</label>
      <label ${this.kata ? '' : 'hidden'} title="who owns each point, by kata-analyze's ownership">
        <input type="checkbox" id="territory"> Territory</label>
      <button id="save-sgf">Save SGF</button>
      <button id="load-sgf">Load SGF</button>
      <button id="watch">Watch two engines</button>
      <button id="stop-watch">Stop</button>`;
    const on = (id, f) => c.querySelector(id).addEventListener('click', () => this.act(f));
    // New game works while the engine thinks: the engine is stopped first.
    c.querySelector('#new-game').addEventListener('click', () => {
      const { error } = readKomi(c.querySelector('#komi').value);
      if (error) return this.say(error, true);
      return this.act(() => this.newGame(), true);
    });
    on('#pass', () => this.play('pass'));
    on('#undo', () => this.undo());
    // On our own turn too: the engine plays our move, then answers for its side.
    on('#engine-move', async () => {
      await this.engineMove();
      await this.engineTurns();
    });
    // The komi follows the rules and the handicap; typed, it is kept until they change.
    const showKomi = () => {
      const rules = c.querySelector('#rules');
      c.querySelector('#komi').value = String(defaultKomi(rules.value, Number(c.querySelector('#handicap').value)));
    };
    c.querySelector('#rules').addEventListener('change', showKomi);
    c.querySelector('#handicap').addEventListener('change', showKomi);
    showKomi();
    on('#resign', () => this.resign());
    on('#save-sgf', () => this.saveSgf());
    // The file is picked before the page is busy: a cancelled pick never answers.
    c.querySelector('#load-sgf').addEventListener('click', async () => {
      const content = await pickFile('.sgf,application/x-go-sgf');
      this.act(() => this.loadSgf(content));
    });
    this.watch = new Watch(this.ui, this.watchAdapter());
    // The page's engine keeps the colour it plays (White unless it plays Black).
    watchButtons(c, this.watch, () => this.act(() =>
      this.watch.run(this.engine, this.enginePlays() === 'black' ? 'black' : 'white')));
    this.analyse = c.querySelector('#analyse');
    this.territory = c.querySelector('#territory');
    // Switched off, the marks go at once; switched on, they come with the analysis.
    for (const box of [this.analyse, this.territory])
      box.addEventListener('change', () => this.act(async () => this.draw()));
    this.enginePlays = () => c.querySelector('#engine-colour').value;
    c.querySelector('#engine-colour').addEventListener('change', () => this.act(() => this.engineTurns()));
  }

  turn() {
    return this.toMove;
  }

  // Runs one user action; any command stops a running analysis, which restarts afterwards.
  // With `stop`, it runs even while the engine thinks (which is stopped first).
  async act(action, stop = false) {
    const run = stop ? (page, f, showError) => runAfterStop(page, this.engine, f, showError) : runExclusive;
    const ran = await run(this, async () => {
      this.best = [];
      this.ownership = null;
      await action();
    }, (text) => this.say(text, true));
    if (!ran) return;
    const wanted = this.analyses();
    if (wanted && this.phase === 'play' && !this.engine.lost) {
      this.engine.command(`${this.analyseCommand} ${this.turn()} 25${this.ownershipArgument()}`);
    } else if (!wanted && this.analysing) {
      await this.engine.command('protocol_version');  // ends the analysis
    }
    this.analysing = wanted && this.phase === 'play';
  }

  // Whether the analysis runs: for the best moves, the territory or both.
  analyses() {
    return this.analyse.checked || (this.kata && this.territory.checked);
  }

  ownershipArgument() {
    return this.kata && this.territory.checked ? ' ownership true' : '';
  }

  async newGame() {
    const value = (id) => this.ui.controls.querySelector(id).value;
    this.size = Number(value('#size'));
    await this.engine.require(`boardsize ${this.size}`);
    if (this.rulesCommand) await this.engine.require(`${this.rulesCommand} ${value('#rules')}`);
    const { komi, error } = readKomi(value('#komi'));
    if (error) throw new Error(error);
    await this.engine.require(`komi ${komi}`);
    await this.engine.require('clear_board');
    const handicap = Number(value('#handicap'));
    if (handicap > 0) await this.engine.require(`fixed_handicap ${handicap}`);
    this.toMove = handicap > 0 ? 'white' : 'black';
    this.moves = [];
    this.phase = 'play';
    this.result = '';
    this.ui.message('');
    await this.refresh();
    await this.engineTurns();
  }

  async click(vertex) {
    if (this.phase === 'scoring') return this.act(() => this.toggle(vertex));
    if (this.phase !== 'play' || this.busy) return;
    if (this.enginePlays() === this.turn()) {
      return this.say(`${this.turn()} is the engine's side: press Engine move for its move.`, true);
    }
    return this.act(() => this.play(vertex));
  }

  async play(move) {
    if (this.phase !== 'play') return;
    const colour = this.turn();
    const answer = await this.engine.command(`play ${colour} ${move}`);
    if (!answer.ok) {
      // GTP's answer is only "illegal move"; our engine's check_move says why.
      const why = this.hasCheckMove ? await this.engine.command(`check_move ${colour} ${move}`) : answer;
      this.say(`Cannot play ${move}: ${why.ok ? answer.text : why.text}`, true);
      return;
    }
    await this.played(colour, move.toUpperCase());
    await this.engineTurns();
  }

  async played(colour, move) {
    this.moves.push({ colour, move });
    this.toMove = other(colour);
    const n = this.moves.length;
    if (n >= 2 && this.moves[n - 1].move === 'PASS' && this.moves[n - 2].move === 'PASS')
      this.phase = 'scoring';
    await this.refresh();
  }

  async engineTurns() {
    while (this.phase === 'play' && this.enginePlays() === this.turn()) await this.engineMove();
  }

  async engineMove() {
    if (this.phase !== 'play') return;
    const colour = this.turn();
    this.say(`${colour} (engine) is thinking...`);
    const move = this.genmoveAnalyse ? await this.thinkAloud(colour) : null;
    await this.moved(colour, (move ?? await this.engine.require(`genmove ${colour}`)).toUpperCase());
  }

  // The engine's move by its genmove_analyze: its candidates (and the territory, when shown)
  // are drawn while it thinks; its last line, `play <vertex>`, is the move, already played. A
  // refusal (an engine that cannot analyse, or a server that lets the command through for
  // this program's engine only) gives null, and plain genmove from then on.
  async thinkAloud(colour) {
    const command = `${this.genmoveAnalyse.name} ${colour} 25${this.ownershipArgument()}`;
    this.thinking = { colour, command, move: null };
    try {
      const answer = await this.engine.command(command);
      if (!answer.ok) {
        this.genmoveAnalyse = null;
        return null;
      }
      if (!this.thinking.move) throw new Error(`${command}: the engine's answer had no 'play' line`);
      return this.thinking.move;
    } finally {
      this.thinking = null;
      this.best = [];
      this.ownership = null;
    }
  }

  thinkingLine(line) {
    const play = /^\s*play\s+(\S+)/.exec(line);
    if (play) {
      this.thinking.move = play[1];
      return;
    }
    const best = parseAnalysis(line, this.genmoveAnalyse.kata).slice(0, 6);
    if (best.length === 0) return;
    this.best = best;
    if (this.territory.checked) this.ownership = parseOwnership(line, this.size);
    const top = best[0];
    const visits = best.reduce((sum, m) => sum + m.visits, 0);
    this.say(`${this.thinking.colour} (engine) is thinking: best ${top.move}, win rate ` +
      `${(top.winrate / 100).toFixed(1)}%, ${visits} visits.`);
    this.showAnalysis();
  }

  // An engine's move (genmove's answer), already played on the engine.
  async moved(colour, move) {
    if (move === 'RESIGN') {
      this.phase = 'over';
      this.result = `${colour} resigns: ${other(colour)} wins.`;
      await this.refresh();
      return;
    }
    await this.played(colour, move);
  }

  async resign() {
    if (this.phase !== 'play') return;
    this.phase = 'over';
    this.result = `${this.turn()} resigns: ${other(this.turn())} wins.`;
    await this.refresh();
  }

  async undo() {
    if (this.moves.length === 0) return;
    if (this.phase !== 'play') await this.engine.command('clear_marks');
    this.phase = 'play';
    this.result = '';
    let count = 1;
    const engine = this.enginePlays();
    if (engine !== 'none' && this.moves.at(-1).colour === engine && this.moves.length >= 2) count = 2;
    for (let i = 0; i < count; i++) {
      await this.engine.require('undo');
      this.toMove = this.moves.pop().colour;
    }
    await this.refresh();
  }

  // The game as Watch (watch.js) sees it; the second engine gets the rules, the SGF and komi.
  watchAdapter() {
    return {
      copyTo: async (second) => {
        if (this.rulesCommand)
          await second.require(`${this.rulesCommand} ${this.ui.controls.querySelector('#rules').value}`);
        await loadThroughFile(second, await this.engine.require('printsgf'), 'loadsgf @file');
        await second.require(`komi ${await this.engine.require('get_komi')}`);
      },
      side: () => this.turn(),
      over: () => this.phase !== 'play',
      relays: (move) => move.toLowerCase() !== 'resign',
      played: (colour, move) => this.moved(colour, move.toUpperCase()),
    };
  }

  async saveSgf() {
    download('game.sgf', `${await this.engine.require('printsgf')}\n`, 'application/x-go-sgf');
  }

  // The engine replays the file; the page takes the size, komi, moves and turn from it.
  async loadSgf(content) {
    const toMove = await loadThroughFile(this.engine, content, 'loadsgf @file');
    this.size = (await this.engine.require('board_state')).trim().split('\n').length;
    this.ui.controls.querySelector('#size').value = String(this.size);
    this.ui.controls.querySelector('#komi').value = await this.engine.require('get_komi');
    const history = (await this.engine.require('move_history')).trim().split('\n').filter(Boolean);
    this.moves = history.reverse().map((line) => {
      const [colour, move] = line.trim().split(/\s+/);
      return { colour, move: move.toUpperCase() };
    });
    this.toMove = toMove.trim();
    const n = this.moves.length;
    const passes = n >= 2 && this.moves[n - 1].move === 'PASS' && this.moves[n - 2].move === 'PASS';
    this.phase = passes ? 'scoring' : 'play';
    this.result = '';
    this.ui.message('');
    await this.refresh();
    await this.engineTurns();
  }

  async toggle(vertex) {
    const colour = this.view.stones.get(vertex);
    if (!colour) return;
    const dead = this.view.dead && this.view.dead.has(vertex);
    const answer = await this.engine.command(`${dead ? 'mark_alive' : 'mark_dead'} ${vertex}`);
    if (!answer.ok) this.say(answer.text, true);
    await this.refresh();
  }

  async stones(colour) {
    const names = (await this.engine.require(`list_stones ${colour}`)).split(/\s+/).filter(Boolean);
    return names.map((n) => [n.toUpperCase(), colour[0]]);
  }

  // The 7-state board: territory and dead stones (rows from the top).
  async scoring() {
    const rows = (await this.engine.require('board_state')).trim().split('\n');
    const dead = new Set();
    const territory = new Map();
    rows.forEach((row, y) => [...row.trim()].forEach((c, x) => {
      const name = LETTERS[x] + String(this.size - y);
      if (c === 'c' || c === 'x') dead.add(name);
      if (c === 'B' || c === 'W') territory.set(name, c.toLowerCase());
    }));
    const score = await this.engine.require('final_score');
    return { dead, territory, score, breakdown: await this.breakdown(rows, score) };
  }

  // "Black 40, White 33 + komi 7.5": area counts when they give the engine's score (area
  // scoring without a handicap bonus), else only the komi.
  async breakdown(rows, score) {
    const komi = Number(await this.engine.require('get_komi'));
    const { black, white } = areaCounts(rows);
    const lead = scoreValue(score);
    if (lead !== null && Math.abs(black - white - komi - lead) < 1e-9)
      return `Black ${black}, White ${white} + komi ${komi} (stones and territory)`;
    return `komi ${komi}`;
  }

  // "Captures: black 2, white 0" (the stones each side took), when the engine tells.
  async captures() {
    if (!this.hasCaptures) return '';
    const black = await this.engine.command('captures black');
    const white = await this.engine.command('captures white');
    if (!black.ok || !white.ok) {  // listed but not let through (another engine): left out
      this.hasCaptures = false;
      return '';
    }
    return `\nCaptures: black ${black.text.trim()}, white ${white.text.trim()}`;
  }

  async refresh() {
    const stones = new Map([...(await this.stones('black')), ...(await this.stones('white'))]);
    const last = this.moves.at(-1);
    this.view = { size: this.size, stones, last: last && last.move, best: [] };
    let status = `Move ${this.moves.length}, ${this.turn()} to play.`;
    if (last) status += `\nLast: ${last.colour} ${last.move.toLowerCase()}`;
    status += await this.captures();
    this.ui.status.dataset.score = '';
    if (this.phase === 'scoring') {
      Object.assign(this.view, await this.scoring());
      this.ui.status.dataset.score = this.view.score;
      status = `Both players passed. Click a stone to mark its group dead or alive.\nScore: ${this.view.score}` +
        `\n${this.view.breakdown}`;
    } else if (this.phase === 'over') {
      status = this.result;
    }
    document.body.dataset.phase = this.phase;
    this.say(status);
    this.draw();
  }

  // The board with the analysis of now; the pointer is over no point until it moves.
  draw() {
    this.hover = null;
    drawGoBoard(this.ui.board, { ...this.analysisView(), onClick: (v) => this.click(v),
      onHover: (v) => this.hovered(v) });
  }

  analysisView() {
    return { ...this.view, best: this.best, ownership: this.ownership, hover: this.hover,
      toMove: this.thinking ? this.thinking.colour : this.turn() };
  }

  // Only the analysis' marks are redrawn (the points under the pointer stay).
  showAnalysis() {
    showBestMoves(this.ui.board, this.analysisView());
  }

  hovered(vertex) {
    if (this.hover === vertex) return;
    const before = this.best.some((m) => m.move === this.hover || m.move === vertex);
    this.hover = vertex;
    if (before) this.showAnalysis();
  }

  say(textValue, error = false) {
    this.ui.status.textContent = textValue;
    this.ui.status.classList.toggle('error', error);
  }

  analysisLine(line) {
    if (!this.analyses() || this.busy) return;
    const best = parseAnalysis(line, this.kata).slice(0, 6);
    if (best.length === 0) return;
    if (this.kata && this.territory.checked) this.ownership = parseOwnership(line, this.size);
    if (this.analyse.checked) {
      this.best = best;
      const top = best[0];
      const visits = best.reduce((sum, m) => sum + m.visits, 0);
      this.say(`${this.turn()} to play. Analysis: best ${top.move}, win rate ` +
        `${(top.winrate / 100).toFixed(1)}%, ${visits} visits.`);
    }
    this.showAnalysis();
  }
}

export async function start(engine, ui) {
  const game = new GoGame(engine, ui);
  await game.capabilities();
  game.controls();
  await game.act(() => game.newGame());
}
