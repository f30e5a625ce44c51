// Starts the page of the game named in ?game=: its engine connection, then its module
// (js/NAME.js). The games and their titles are the server's (games.js: the game table).
import { Engine } from './connection.js';
import { serverGames } from './games.js';
import { trafficLogger } from './traffic.js';

function byId(id) {
  return document.getElementById(id);
}

export function showMessage(html, buttons = []) {
  const box = byId('message');
  box.replaceChildren();
  if (!html) {
    box.hidden = true;
    return;
  }
  const p = document.createElement('div');
  p.textContent = html;
  box.appendChild(p);
  for (const [label, action] of buttons) {
    const b = document.createElement('button');
    b.textContent = label;
    b.addEventListener('click', action);
    box.appendChild(b);
  }
  box.hidden = false;
}

async function main() {
  const name = new URLSearchParams(location.search).get('game');
  const game = (await serverGames()).find((g) => g.name === name);
  if (!game) {
    byId('status').textContent = `No game "${name}" here.`;
    return;
  }
  document.title = `${game.title} - boardtalk`;
  byId('title').textContent = game.title;
  const traffic = trafficLogger(byId('traffic-log'));
  const ui = {
    board: byId('board-area'),
    controls: byId('controls'),
    status: byId('status'),
    message: showMessage,
    // A second engine of the same game (another WebSocket: another engine process), for
    // watching two engines play; its traffic is marked [2].
    secondEngine: async () => {
      const second = new Engine(name, {
        onTraffic: (direction, content) => traffic(direction, `[2] ${content}`),
        onLost: (why, { refused } = {}) => showMessage(refused
          ? `No second engine: the server has ${why}.` : `The second engine is gone: ${why}`),
      });
      await second.open();
      return second;
    },
  };
  const engine = new Engine(name, {
    onTraffic: traffic,
    onLost: (why, { refused } = {}) => {
      document.body.dataset.lost = 'true';
      if (refused) {
        showMessage(`No game for this page: the server has ${why}.`, [['Try again', () => location.reload()]]);
      } else {
        showMessage(`The engine is gone: ${why}`, [['Reload', () => location.reload()]]);
      }
    },
  });
  const label = await engine.open();
  byId('engine-name').textContent = `engine: ${label}`;
  const module = await import(`./${game.name}.js`);
  await module.start(engine, ui);
}

main().catch((error) => {
  if (document.body.dataset.lost) return;  // the message says why
  byId('status').textContent = String(error.message || error);
  byId('status').classList.add('error');
});
