// A small, independent Go model for the client tests: it builds the game histories the
// scripts send (random but legal under simple ko with suicide forbidden) and predicts what the
// engine must answer afterwards (stones, captures). Coordinates are Sabaki's: [x, y] with y
// counted from the top row; GTP vertices skip the letter I.
'use strict'

const letters = 'ABCDEFGHJKLMNOPQRSTUVWXYZ'

// A seeded PRNG (mulberry32), so every run sends the same history.
function random(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

class Board {
  constructor(width, height) {
    this.width = width
    this.height = height
    this.cells = Array(width * height).fill(0) // 1 black, -1 white
    this.captures = {B: 0, W: 0}
    this.koPoint = null // [x, y] the player to move may not retake, or null
  }

  has([x, y]) {
    return x >= 0 && y >= 0 && x < this.width && y < this.height
  }
  get([x, y]) {
    return this.cells[y * this.width + x]
  }
  set([x, y], sign) {
    this.cells[y * this.width + x] = sign
  }
  neighbours([x, y]) {
    return [[x - 1, y], [x + 1, y], [x, y - 1], [x, y + 1]].filter(v => this.has(v))
  }

  // The chain through v and its liberty count.
  chain(v) {
    const sign = this.get(v)
    const seen = new Set([v.join()])
    const stones = [v]
    const liberties = new Set()
    for (let i = 0; i < stones.length; i++) {
      for (const n of this.neighbours(stones[i])) {
        const s = this.get(n)
        if (s === 0) liberties.add(n.join())
        else if (s === sign && !seen.has(n.join())) {
          seen.add(n.join())
          stones.push(n)
        }
      }
    }
    return {stones, liberties: liberties.size}
  }

  // The board after `color` ('B'|'W') plays v (null = pass), or null when the move is illegal
  // (occupied, suicide, simple-ko retake).
  play(color, v) {
    const next = Object.assign(Object.create(Board.prototype), this, {
      cells: [...this.cells],
      captures: {...this.captures},
      koPoint: null
    })
    if (v == null) return next
    if (!this.has(v) || this.get(v) !== 0) return null
    if (this.koPoint && this.koPoint.join() === v.join()) return null
    const sign = color === 'B' ? 1 : -1
    next.set(v, sign)
    let removed = []
    for (const n of next.neighbours(v)) {
      if (next.get(n) !== -sign) continue
      const c = next.chain(n)
      if (c.liberties > 0) continue
      for (const s of c.stones) next.set(s, 0)
      removed = removed.concat(c.stones)
    }
    const own = next.chain(v)
    if (own.liberties === 0) return null
    next.captures[color] += removed.length
    if (removed.length === 1 && own.stones.length === 1 && own.liberties === 1)
      next.koPoint = removed[0]
    return next
  }

  // True when every neighbour of the empty point v holds a stone of `color`.
  isOwnEye(color, v) {
    const sign = color === 'B' ? 1 : -1
    return this.neighbours(v).every(n => this.get(n) === sign)
  }

  // The GTP vertices of color's stones, sorted.
  stones(color) {
    const sign = color === 'B' ? 1 : -1
    const out = []
    for (let y = 0; y < this.height; y++)
      for (let x = 0; x < this.width; x++)
        if (this.get([x, y]) === sign) out.push(vertexName([x, y], this.height))
    return out.sort()
  }
}

function vertexName([x, y], height) {
  return letters[x] + (height - y)
}

// 'D4' -> [3, height - 4]; 'pass' -> null.
function parseVertexName(name, height) {
  if (name.toLowerCase() === 'pass') return null
  return [letters.indexOf(name[0].toUpperCase()), height - +name.slice(1)]
}

// SGF point 'dp' -> [3, 15]; '' or 'tt' on boards up to 19 -> null (pass).
function parseSgfPoint(text, width, height) {
  if (text === '' || (text === 'tt' && width <= 19 && height <= 19)) return null
  return [text.charCodeAt(0) - 97, text.charCodeAt(1) - 97]
}

// Replays a history of {name: 'set_free_handicap'|'play', args} commands, as the engine would.
function boardFromHistory(width, height, history) {
  let board = new Board(width, height)
  for (const command of history) {
    if (command.name === 'set_free_handicap') {
      for (const name of command.args) board.set(parseVertexName(name, height), 1)
    } else {
      const [color, name] = command.args
      board = board.play(color, parseVertexName(name, height))
      if (board == null) throw new Error(`illegal history at ${color} ${name}`)
    }
  }
  return board
}

// `count` random legal moves after `board`, colours alternating from `first`, none filling an
// own eye; a pass at each index listed in `passes`.
function randomMoves(board, first, count, rng, passes = []) {
  const moves = []
  let color = first
  for (let i = 0; i < count; i++) {
    let vertex = null
    if (!passes.includes(i)) {
      const candidates = []
      for (let y = 0; y < board.height; y++)
        for (let x = 0; x < board.width; x++)
          if (board.get([x, y]) === 0 && !board.isOwnEye(color, [x, y])) candidates.push([x, y])
      while (candidates.length > 0) {
        const k = Math.floor(rng() * candidates.length)
        const [v] = candidates.splice(k, 1)
        if (board.play(color, v) != null) {
          vertex = v
          break
        }
      }
    }
    board = board.play(color, vertex)
    moves.push({
      name: 'play',
      args: [color, vertex == null ? 'pass' : vertexName(vertex, board.height)]
    })
    color = color === 'B' ? 'W' : 'B'
  }
  return moves
}

module.exports = {
  Board,
  random,
  vertexName,
  parseVertexName,
  parseSgfPoint,
  boardFromHistory,
  randomMoves
}
