// The index page: a link to game.html?game=NAME for each game of the server.
import { serverGames } from './games.js';

async function main() {
  const ul = document.getElementById('games');
  for (const game of await serverGames()) {
    const a = document.createElement('a');
    a.href = `game.html?game=${encodeURIComponent(game.name)}`;
    a.textContent = game.title;
    const li = document.createElement('li');
    li.appendChild(a);
    ul.appendChild(li);
  }
  ul.dataset.loaded = 'true';
}

main().catch((error) => {
  const status = document.getElementById('status');
  status.textContent = String(error.message || error);
  status.classList.add('error');
});
