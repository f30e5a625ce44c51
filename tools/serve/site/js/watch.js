// Watching two engines play: the page's engine and a second one of the same game (its own
// WebSocket, so its own engine process, as in a match), each playing one side; every move one
// of them makes is played on the other. Start copies the page's game to the second engine;
// Stop ends the watch after the move in progress, and the page plays on from there; abort()
// (New game) ends it at once, stopping the second engine.
//
// The page gives a game adapter:
//   copyTo(second)       the page's game (position and history) to the second engine
//   side()               the colour to move ('black' / 'white')
//   over()               true when the game has ended
//   played(colour, move) shows a move that both engines have now played (move as genmove
//                        answered it, e.g. "resign" for Go)
//   relays(move)         false for a genmove answer the other engine is not told (resign)
export class Watch {
  constructor(ui, game) {
    this.ui = ui;
    this.game = game;
    this.second = null;
    this.running = false;
  }

  // Plays until the game ends or stop() is called; `main` is the page's engine, which plays
  // `mainPlays`, the second engine the other colour.
  async run(main, mainPlays) {
    if (!this.second || this.second.lost) this.second = await this.ui.secondEngine();
    await this.game.copyTo(this.second);
    this.running = true;
    document.body.dataset.watching = 'true';
    try {
      while (this.running && !this.game.over()) {
        const colour = this.game.side();
        const [mover, other] = colour === mainPlays ? [main, this.second] : [this.second, main];
        const move = (await mover.require(`genmove ${colour}`)).trim();
        if (this.game.relays(move)) await other.require(`play ${colour} ${move}`);
        await this.game.played(colour, move);
      }
    } finally {
      this.running = false;
      document.body.dataset.watching = 'false';
    }
  }

  stop() {
    this.running = false;
  }

  // Ends the watch now: the second engine is stopped (a move it thinks about is dropped) and a
  // later watch starts another. The page's own engine is the page's to stop.
  abort() {
    this.running = false;
    if (this.second) this.second.close();
    this.second = null;
  }
}

// The Watch / Stop button pair of a page: `start()` runs the watch inside the page's action
// lock; Stop works while it runs.
export function watchButtons(container, watch, start) {
  const go = container.querySelector('#watch');
  const halt = container.querySelector('#stop-watch');
  halt.disabled = true;
  go.addEventListener('click', async () => {
    go.disabled = true;
    halt.disabled = false;
    try {
      await start();
    } finally {
      go.disabled = false;
      halt.disabled = true;
    }
  });
  halt.addEventListener('click', () => watch.stop());
}
