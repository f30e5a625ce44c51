// Drives `boardtalk go` with Sabaki's own GTP library (@sabaki/gtp) exactly the way Sabaki's
// EngineSyncer does, and reads our printsgf output with Sabaki's SGF parser (@sabaki/sgf).
// Every command the library sends is recorded with its response, and every one is asserted.
//
// Run: node sabaki_session.js  (BOARDTALK_BIN names the boardtalk program; default
// ../../build/boardtalk). Exit status 0 when every test passes.
'use strict'

const test = require('node:test')
const assert = require('node:assert/strict')
const fs = require('node:fs')
const path = require('node:path')
const {Controller, ControllerStateTracker, Command} = require('@sabaki/gtp')
const sgf = require('@sabaki/sgf')
const model = require('./go_model')

const program =
  process.env.BOARDTALK_BIN || path.resolve(__dirname, '..', '..', 'build', 'boardtalk')
if (!fs.existsSync(program)) {
  console.error(`sabaki_session.js: no boardtalk program at ${program} (set BOARDTALK_BIN)`)
  process.exit(1)
}
const size = 19
const komi = 6.5
const handicap = ['D4', 'D16', 'Q4', 'Q16']
const movesInHistory = 350 // long enough for captures, some of them in the part undone
const undoDepth = 7

// What the library sent and what came back, in sending order.
class Traffic {
  constructor(controller) {
    this.entries = []
    this.responsesSeen = 0
    controller.on('command-sent', ({command, getResponse}) => {
      const entry = {
        text: Command.toString(command),
        responsesBefore: this.responsesSeen,
        response: null
      }
      this.entries.push(entry)
      getResponse().then(
        r => (entry.response = r),
        e => (entry.response = {error: true, content: `no response: ${e.message}`})
      )
    })
    controller.on('response-received', () => this.responsesSeen++)
  }

  // Starts a new phase; returns what was recorded since the previous mark.
  take() {
    const taken = this.entries
    this.entries = []
    return taken
  }
}

// The parts of Sabaki's EngineSyncer (src/modules/enginesyncer.js) that talk to the engine.
class SabakiSyncer {
  constructor() {
    this.controller = new Controller(program, ['go', '--seed', '20240611'])
    this.stateTracker = new ControllerStateTracker(this.controller)
    this.traffic = new Traffic(this.controller)
    this.attach = new Promise(resolve => {
      this.controller.on('started', () => {
        // The attach burst: four commands back to back, none waiting for another.
        resolve(
          Promise.all([
            this.controller.sendCommand({name: 'name'}),
            this.controller.sendCommand({name: 'version'}),
            this.controller.sendCommand({name: 'protocol_version'}),
            this.controller.sendCommand({name: 'list_commands'}).then(response => {
              this.commands = response.content.split('\n')
              return response
            })
          ])
        )
      })
    })
    this.controller.start()
  }

  // EngineSyncer.sendAbort: a cheap command to end a running one.
  async sendAbort() {
    if (this.controller.busy) await this.controller.sendCommand({name: 'protocol_version'})
  }

  async sync(state) {
    this.sendAbort()
    await this.stateTracker.sync(state)
  }
}

// A history as the state tracker keeps it (vertices upper case: 'PASS', 'D4').
function normalized(history) {
  return history.map(c => ({name: c.name, args: c.args.map(a => a.trim().toUpperCase())}))
}

// Asserts every recorded response succeeded with the expected text ('' unless given).
function assertAllSucceeded(entries, texts = {}) {
  for (const [i, e] of entries.entries()) {
    assert.ok(e.response, `no response to '${e.text}'`)
    assert.equal(e.response.error, false, `'${e.text}' failed: ${e.response.content}`)
    assert.equal(e.response.content, texts[i] ?? '', `response to '${e.text}'`)
  }
}

// Asks the engine for stones and captures and compares them with the model's board.
async function assertPosition(syncer, board, label) {
  for (const color of ['B', 'W']) {
    const stones = await syncer.controller.sendCommand({name: 'list_stones', args: [color]})
    assert.equal(stones.error, false, stones.content)
    const listed = stones.content === '' ? [] : stones.content.split(/\s+/).sort()
    assert.deepEqual(listed, board.stones(color), `${label}: ${color} stones`)
    const captures = await syncer.controller.sendCommand({name: 'captures', args: [color]})
    assert.equal(captures.error, false, captures.content)
    assert.equal(+captures.content, board.captures[color], `${label}: ${color} captures`)
  }
  syncer.traffic.take()
}

const rng = model.random(4)
const handicapCommand = {name: 'set_free_handicap', args: handicap}
const initialBoard = model.boardFromHistory(size, size, [handicapCommand])
// Passes at 50 and 51 (Sabaki sends them as `play W pass`), the rest random legal moves.
const history = [
  handicapCommand,
  ...model.randomMoves(initialBoard, 'W', movesInHistory, rng, [50, 51])
]
let syncer = null
let currentHistory = null

test('attach burst: name, version, protocol_version, list_commands back to back', async () => {
  syncer = new SabakiSyncer()
  const [name, version, protocolVersion, listCommands] = await syncer.attach
  const sent = syncer.traffic.take()
  assert.deepEqual(
    sent.map(e => e.text),
    ['name', 'version', 'protocol_version', 'list_commands']
  )
  // All four were written before the first answer came back: Sabaki pipelines them.
  assert.deepEqual(
    sent.map(e => e.responsesBefore),
    [0, 0, 0, 0]
  )
  assert.deepEqual(name, {id: null, content: 'boardtalk', error: false})
  assert.equal(version.error, false)
  assert.match(version.content, /^\d+\.\d+(\.\d+)?$/)
  assert.deepEqual(protocolVersion, {id: null, content: '2', error: false})
  assert.equal(listCommands.error, false)
  for (const command of [
    'name', 'version', 'protocol_version', 'list_commands', 'known_command', 'quit',
    'boardsize', 'clear_board', 'komi', 'set_free_handicap', 'play', 'undo', 'genmove',
    'list_stones', 'captures'
  ])
    assert.ok(syncer.commands.includes(command), `list_commands lacks ${command}`)
  assert.equal(new Set(syncer.commands).size, syncer.commands.length, 'duplicate commands')
  assert.ok(syncer.commands.every(c => /^[\w.+-]+$/.test(c)), 'one plain name per line')
  assert.ok(await syncer.stateTracker.knowsCommand('set_free_handicap'))
  assert.ok(await syncer.stateTracker.knowsCommand('undo'))
  assert.equal(syncer.traffic.take().length, 0, 'knowsCommand uses the cached list')
})

test('state sync: komi, boardsize, clear_board, set_free_handicap, pipelined history', async () => {
  await syncer.sync({komi, boardsize: [size, size], history})
  currentHistory = history
  const sent = syncer.traffic.take()
  assert.deepEqual(
    sent.map(e => e.text),
    [
      `komi ${komi}`,
      `boardsize ${size}`,
      'clear_board',
      `set_free_handicap ${handicap.join(' ')}`,
      ...history.slice(1).map(c => Command.toString(c))
    ]
  )
  // The history went out as one pipelined burst: every play was written before the answer to
  // clear_board arrived.
  const burst = sent.slice(2)
  assert.ok(burst.every(e => e.responsesBefore === burst[0].responsesBefore))
  assertAllSucceeded(sent)
  assert.deepEqual(syncer.stateTracker.state.history, normalized(history))
  await assertPosition(syncer, model.boardFromHistory(size, size, history), 'after the sync')
})

test('undo sync: back to a shared prefix with undo, then the new moves', async () => {
  const shared = currentHistory.slice(0, currentHistory.length - undoDepth)
  const next = shared.length % 2 === 1 ? 'W' : 'B' // white moves first after the handicap
  const board = model.boardFromHistory(size, size, shared)
  const before = model.boardFromHistory(size, size, currentHistory)
  assert.notDeepEqual(board.captures, before.captures, 'the undone moves include captures')
  const branch = [...shared, ...model.randomMoves(board, next, 3, model.random(99))]
  await syncer.sync({komi, boardsize: [size, size], history: branch})
  currentHistory = branch
  const sent = syncer.traffic.take()
  assert.deepEqual(
    sent.map(e => e.text),
    [...Array(undoDepth).fill('undo'), ...branch.slice(shared.length).map(c => Command.toString(c))]
  )
  assert.ok(sent.every(e => e.responsesBefore === sent[0].responsesBefore), 'pipelined')
  assertAllSucceeded(sent)
  await assertPosition(syncer, model.boardFromHistory(size, size, branch), 'after the undo sync')
})

test('a sync to the state the engine already has sends nothing', async () => {
  await syncer.sync({komi, boardsize: [size, size], history: currentHistory})
  assert.deepEqual(syncer.traffic.take(), [])
})

test('genmove: a legal move, tracked into the history', async () => {
  const color = currentHistory.length % 2 === 1 ? 'W' : 'B'
  const board = model.boardFromHistory(size, size, currentHistory)
  const response = await syncer.controller.sendCommand({name: 'genmove', args: [color]})
  const sent = syncer.traffic.take()
  assert.deepEqual(
    sent.map(e => e.text),
    [`genmove ${color}`]
  )
  assert.equal(response.error, false, response.content)
  assert.match(response.content, /^([A-HJ-T](1[0-9]|[1-9])|pass|resign)$/i)
  assert.notEqual(response.content.toLowerCase(), 'resign', 'a random player never resigns')
  const vertex = model.parseVertexName(response.content, size)
  assert.ok(board.play(color, vertex) != null, `genmove answered an illegal ${response.content}`)
  const expected = [...currentHistory, {name: 'play', args: [color, response.content.toUpperCase()]}]
  assert.deepEqual(syncer.stateTracker.state.history, normalized(expected))
  // Sabaki puts the move in its game tree and syncs again: nothing to send.
  await syncer.sync({komi, boardsize: [size, size], history: expected})
  assert.deepEqual(syncer.traffic.take(), [])
  currentHistory = expected
  await assertPosition(syncer, model.boardFromHistory(size, size, expected), 'after genmove')
})

test('printsgf: the game, readable by @sabaki/sgf', async () => {
  const response = await syncer.controller.sendCommand({name: 'printsgf'})
  syncer.traffic.take()
  assert.equal(response.error, false, `printsgf failed: ${response.content}`)
  const trees = sgf.parse(response.content)
  assert.equal(trees.length, 1, 'one game')
  const root = trees[0]
  assert.deepEqual(root.data.GM, ['1'])
  assert.deepEqual(root.data.FF, ['4'])
  assert.deepEqual(root.data.SZ, [`${size}`])
  assert.equal(+root.data.KM[0], komi)
  assert.deepEqual(root.data.HA, [`${handicap.length}`])
  const ab = root.data.AB.flatMap(sgf.parseCompressedVertices)
  assert.deepEqual(
    ab.map(v => model.vertexName(v, size)).sort(),
    [...handicap].sort()
  )
  // The main line, node by node, is the history after the handicap.
  const moves = []
  for (let node = root; node != null; node = node.children[0]) {
    for (const color of ['B', 'W']) {
      for (const value of node.data[color] ?? []) {
        const v = model.parseSgfPoint(value, size, size)
        moves.push({name: 'play', args: [color, v == null ? 'pass' : model.vertexName(v, size)]})
      }
    }
    assert.ok(node.children.length <= 1, 'no variations')
  }
  assert.deepEqual(normalized(moves), normalized(currentHistory.slice(1)))
  // The response had no empty line: the next answer is the next command's.
  const name = await syncer.controller.sendCommand({name: 'name'})
  assert.equal(name.content, 'boardtalk')
  syncer.traffic.take()
})

test('a non-square board: Sabaki sends rectangular_boardsize', async () => {
  const board = new model.Board(13, 9)
  const moves = model.randomMoves(board, 'B', 20, model.random(7))
  await syncer.sync({komi, boardsize: [13, 9], history: moves})
  const sent = syncer.traffic.take()
  assert.deepEqual(
    sent.map(e => e.text),
    ['rectangular_boardsize 13 9', 'clear_board', ...moves.map(c => Command.toString(c))]
  )
  assertAllSucceeded(sent)
  await assertPosition(syncer, model.boardFromHistory(13, 9, moves), 'on 13x9')
})

test('quit: the engine answers and exits', async () => {
  // @sabaki/gtp passes the exit code in a field named `signal`.
  const stopped = new Promise(resolve => syncer.controller.once('stopped', resolve))
  await syncer.controller.stop(5000)
  const sent = syncer.traffic.take()
  assert.deepEqual(
    sent.map(e => e.text),
    ['quit']
  )
  assertAllSucceeded(sent)
  assert.deepEqual(await stopped, {signal: 0})
  assert.equal(syncer.controller.process, null)
})

test.after(() => {
  if (syncer && syncer.controller.process) syncer.controller.kill()
})
