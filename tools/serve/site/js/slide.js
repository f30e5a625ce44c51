// Where 2048's tiles went in one move, for drawing them sliding: the engine decides the board,
// this only finds, from the board before and the direction, the cell each tile came from. If
// that does not explain the engine's board (other rules, a new game), nothing slides.

// The cells of each line, the one the tiles move towards first.
function lines(n, direction) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const line = [];
    for (let j = 0; j < n; j++) {
      const k = direction === 'right' || direction === 'down' ? n - 1 - j : j;
      line.push(direction === 'left' || direction === 'right' ? [i, k] : [k, i]);  // [y, x]
    }
    out.push(line);
  }
  return out;
}

// {rows, from}: the board after sliding `before` (rows of numbers, 0 empty) towards
// `direction`, without the new tile, and from[y][x] = the cells [y, x] its tile came from
// (two for a merge, none when empty).
export function slide(before, direction) {
  const n = before.length;
  const rows = before.map((row) => row.map(() => 0));
  const from = before.map((row) => row.map(() => []));
  for (const line of lines(n, direction)) {
    const tiles = line.filter(([y, x]) => before[y][x] !== 0);
    let k = 0;
    for (let i = 0; i < tiles.length; i++, k++) {
      const [ty, tx] = line[k];
      const [y, x] = tiles[i];
      const next = tiles[i + 1];
      if (next && before[next[0]][next[1]] === before[y][x]) {
        rows[ty][tx] = 2 * before[y][x];
        from[ty][tx] = [tiles[i], next];
        i += 1;
      } else {
        rows[ty][tx] = before[y][x];
        from[ty][tx] = [tiles[i]];
      }
    }
  }
  return { rows, from };
}

// from[y][x] for drawing `after` as `before` slid towards `direction`, or null when the slide
// does not lead to `after` up to the one new tile.
export function slideSources(before, after, direction) {
  if (!before || !direction || before.length !== after.length) return null;
  const { rows, from } = slide(before, direction);
  let differences = 0;
  rows.forEach((row, y) => row.forEach((value, x) => {
    if (value !== after[y][x]) differences += value === 0 ? 1 : 2;
  }));
  return differences <= 1 ? from : null;
}
