// Live analysis the way Sabaki drives it, with Sabaki's own GTP library (@sabaki/gtp): starts
// `analyze B 10`, watches the updates arrive, stops it with `protocol_version` (Sabaki's
// EngineSyncer.sendAbort) and checks that the analysis response ended before `2` came back;
// then `genmove_analyze` to its `play` line, `kata-analyze` with ownership and `lz-analyze`.
//
// Run: node analysis_session.js  (BOARDTALK_BIN names the boardtalk program; default
// ../../build/boardtalk). Exit status 0 when every test passes.
'use strict'

const test = require('node:test')
const assert = require('node:assert/strict')
const fs = require('node:fs')
const path = require('node:path')
const {Controller} = require('@sabaki/gtp')

const program =
  process.env.BOARDTALK_BIN || path.resolve(__dirname, '..', '..', 'build', 'boardtalk')
if (!fs.existsSync(program)) {
  console.error(`analysis_session.js: no boardtalk program at ${program} (set BOARDTALK_BIN)`)
  process.exit(1)
}
const size = 9
const vertex = /^([A-HJ-T]([1-9]|1[0-9])|pass)$/i
const float = /^-?\d+\.\d+$/
const int = /^\d+$/

// One `info ...` line read back as a GUI does: candidates of key/value pairs whose `pv` runs to
// the next `info`, then an optional `ownership` block.
function parseInfoLine(line) {
  const [infos, ownership] = line.split(/\s*ownership\s+/)
  const candidates = infos
    .split(/\s*info\s+/)
    .filter(s => s !== '')
    .map(text => {
      const [pairs, pv] = text.split(/\s*pv\s+/)
      const tokens = pairs.trim().split(/\s+/)
      const values = {}
      for (let i = 0; i + 1 < tokens.length; i += 2) values[tokens[i]] = tokens[i + 1]
      return {values, pv: (pv ?? '').trim().split(/\s+/)}
    })
  return {candidates, ownership: ownership == null ? null : ownership.trim().split(/\s+/)}
}

// Sends `command`; once `updates` info lines came, calls `interrupt` (by default Sabaki's
// sendAbort: a `protocol_version`) and returns the analysis response, the info lines seen, what
// `interrupt` returned and the order the responses came in.
const sendAbort = controller =>
  controller.sendCommand({name: 'protocol_version'})

async function analyzeUntil(controller, command, updates, interrupt = sendAbort) {
  const infos = []
  let interrupted = null
  const order = []
  const analysis = controller
    .sendCommand(command, ({line}) => {
      if (!line.startsWith('info ')) return
      infos.push(line)
      if (infos.length === updates && interrupted == null)
        interrupted = Promise.resolve(interrupt(controller)).then(r => (order.push('interrupt'), r))
    })
    .then(r => (order.push('analysis'), r))
  const response = await analysis
  assert.ok(interrupted, `only ${infos.length} updates before the analysis ended`)
  return {response, infos, interruptResponse: await interrupted, order}
}

function checkCandidates(line, style) {
  const {candidates, ownership} = parseInfoLine(line)
  assert.ok(candidates.length >= 1, `no candidate in '${line}'`)
  for (const [order, c] of candidates.entries()) {
    assert.match(c.values.move, vertex)
    assert.match(c.values.visits, int)
    assert.equal(c.values.order, `${order}`)
    const numbers = ['winrate', 'prior', 'lcb', ...(style === 'kata' ? ['scoreLead'] : [])]
    for (const key of numbers) assert.match(c.values[key], style === 'kata' ? float : int, key)
    const winrate = +c.values.winrate
    assert.ok(winrate >= 0 && winrate <= (style === 'kata' ? 1 : 10000), `winrate ${winrate}`)
    assert.equal(c.pv[0], c.values.move, 'the pv starts with the move')
    for (const v of c.pv) assert.match(v, vertex)
  }
  return {candidates, ownership}
}

let controller = null

test('attach: the analysis commands are listed', async () => {
  controller = new Controller(program, [
    'go', '--player', 'mcts', '--seed', '7', '--boardsize', `${size}`, '--move-time', '0.3'
  ])
  controller.start()
  const list = await controller.sendCommand({name: 'list_commands'})
  const commands = list.content.split('\n')
  for (const name of ['analyze', 'genmove_analyze', 'kata-analyze', 'lz-analyze',
    'kata-genmove_analyze', 'lz-genmove_analyze', 'gogui-interrupt'])
    assert.ok(commands.includes(name), `list_commands lacks ${name}`)
  for (const command of [
    {name: 'boardsize', args: [`${size}`]},
    {name: 'clear_board'},
    {name: 'komi', args: ['7.5']},
    {name: 'play', args: ['B', 'E5']},
    {name: 'play', args: ['W', 'C3']}
  ]) {
    const r = await controller.sendCommand(command)
    assert.equal(r.error, false, r.content)
  }
})

test('analyze B 10: updates until protocol_version, which is answered after it', async () => {
  const {response, infos, interruptResponse, order} = await analyzeUntil(
    controller, {name: 'analyze', args: ['B', '10']}, 3)
  assert.equal(response.error, false, response.content)
  assert.ok(infos.length >= 3)
  assert.deepEqual(response.content.split('\n'), infos, 'the response is its info lines')
  for (const line of infos) checkCandidates(line, 'kata')
  const first = +parseInfoLine(infos[0]).candidates[0].values.visits
  const last = parseInfoLine(infos[infos.length - 1]).candidates
  assert.ok(last.reduce((sum, c) => sum + +c.values.visits, 0) >= first, 'visits grow')
  assert.deepEqual(interruptResponse, {id: null, content: '2', error: false})
  assert.deepEqual(order, ['analysis', 'interrupt'])
  // The session goes on: the position is unchanged.
  const stones = await controller.sendCommand({name: 'list_stones', args: ['B']})
  assert.equal(stones.content, 'E5')
})

test('kata-analyze with ownership, stopped by GoGui\'s # interrupt', async () => {
  // A comment line has no response, so it goes to the engine's stdin past the library (which
  // would wait for an answer), as GoGui writes it.
  const {response, infos, order} = await analyzeUntil(
    controller, {name: 'kata-analyze', args: ['B', '5', 'ownership', 'true']}, 2,
    c => void c.process.stdin.write('# interrupt\n'))
  assert.equal(response.error, false, response.content)
  assert.deepEqual(order, ['interrupt', 'analysis'])
  const {ownership} = checkCandidates(infos[0], 'kata')
  assert.ok(ownership, 'an ownership block')
  assert.equal(ownership.length, size * size)
  for (const v of ownership) {
    assert.match(v, float)
    assert.ok(+v >= -1 && +v <= 1)
  }
  // Black's E5 (row 5 from the top, column E) belongs to black, the side to move, in most
  // playouts.
  assert.ok(+ownership[4 * size + 4] > 0, `E5 owned by black: ${ownership[4 * size + 4]}`)
  const name = await controller.sendCommand({name: 'name'})
  assert.equal(name.content, 'boardtalk')
})

test('lz-analyze: Leela Zero integers', async () => {
  const {response, infos, interruptResponse} = await analyzeUntil(
    controller, {name: 'lz-analyze', args: ['B', '5']}, 2)
  assert.equal(response.error, false)
  for (const line of infos) checkCandidates(line, 'leela')
  assert.equal(interruptResponse.content, '2')
})

test('genmove_analyze W 10: updates, then play <vertex>, and the move is on the board', async () => {
  const infos = []
  const response = await controller.sendCommand(
    {name: 'genmove_analyze', args: ['W', '10']},
    ({line}) => line.startsWith('info ') && infos.push(line))
  assert.equal(response.error, false, response.content)
  const lines = response.content.split('\n')
  const play = lines[lines.length - 1]
  assert.match(play, /^play ([A-HJ-T][1-9]|pass|resign)$/i)
  for (const line of lines.slice(0, -1)) checkCandidates(line, 'kata')
  assert.ok(infos.length >= 1, 'at least the final update')
  const move = play.slice(5)
  const stones = await controller.sendCommand({name: 'list_stones', args: ['W']})
  if (vertex.test(move) && move !== 'pass')
    assert.deepEqual(stones.content.split(' ').sort(), ['C3', move.toUpperCase()].sort())
})

test('quit', async () => {
  const stopped = new Promise(resolve => controller.once('stopped', resolve))
  await controller.stop(5000)
  assert.deepEqual(await stopped, {signal: 0})
})

test.after(() => {
  if (controller && controller.process) controller.kill()
})
