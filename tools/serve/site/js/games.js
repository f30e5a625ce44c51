// The games this server has, in the game table's order: [{ name: 'go', title: 'Go' }, ...]
// from GET /games.json. No page lists a game by hand.
let list = null;

export function serverGames() {
  list ??= fetch('games.json').then((r) => {
    if (!r.ok) throw new Error(`the list of games: ${r.status} ${r.statusText}`);
    return r.json();
  });
  return list;
}
