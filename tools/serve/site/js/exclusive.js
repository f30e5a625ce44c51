// One user action at a time on a page: while one runs, the page is busy (body[data-busy], which
// the browser tests wait on) and further actions are ignored; a failure goes to `showError`.
// Answers false when the action was ignored.
export async function runExclusive(page, action, showError) {
  if (page.busy) return false;
  page.busy = true;
  document.body.dataset.busy = 'true';
  try {
    await action();
  } catch (error) {
    showError(String(error.message || error));
  } finally {
    page.busy = false;
    document.body.dataset.busy = 'false';
  }
  return true;
}
