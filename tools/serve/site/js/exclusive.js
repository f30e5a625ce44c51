// One user action at a time on a page: while one runs, the page is busy (body[data-busy], which
// the browser tests wait on) and further actions are ignored; a failure goes to `showError`.
// Answers false when the action was ignored.
import { Stopped } from './connection.js';

function setBusy(page, value) {
  page.busy = value;
  document.body.dataset.busy = String(value || Boolean(page.stopping));
}

export async function runExclusive(page, action, showError) {
  if (page.busy || page.stopping) return false;
  setBusy(page, true);
  page.running = (async () => {
    try {
      await action();
    } catch (error) {
      // A stopped engine (runAfterStop) ends the action: no error for the user.
      if (!(error instanceof Stopped)) showError(String(error.message || error));
    } finally {
      setBusy(page, false);
    }
  })();
  await page.running;
  return true;
}

// Runs `action` once the action under way, if any, has ended, instead of ignoring it (a new
// game chosen while a quick command runs).
export async function runWhenFree(page, action, showError) {
  while (page.busy) await page.running;
  return runExclusive(page, action, showError);
}

// Runs `action` even while another one waits for the engine (New game while it thinks): the
// engine is stopped and replaced (Engine.restart), the running action ends, then `action`
// runs. The engine keeps nothing of the old game: `action` sets it all up. Two engines being
// watched (page.watch, watch.js) are both stopped.
export async function runAfterStop(page, engine, action, showError) {
  if (page.watch && page.watch.running) page.watch.abort();
  if (page.busy && !page.stopping) {
    page.stopping = true;
    document.body.dataset.busy = 'true';
    try {
      await engine.restart();
      await page.running;
    } catch (error) {
      showError(String(error.message || error));
      return false;
    } finally {
      page.stopping = false;
    }
  }
  return runExclusive(page, action, showError);
}
