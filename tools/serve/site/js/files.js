// Games to and from the user's disk through the session's file on the server: a command line
// names it `@file` (`savegame @file json`, `loadsgf @file`), the server keeps it in a private
// directory, and the page never names a path there.

// Offers `content` as a download called `name`.
export function download(name, content, type = 'text/plain') {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.hidden = true;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60000);
}

// Lets the user pick a file; resolves with its text, or never if they cancel (so call it
// before taking the page's busy lock, not inside it).
export function pickFile(accept) {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = accept;
    input.addEventListener('change', () => {
      if (input.files.length) resolve(input.files[0].text());
    });
    input.click();
  });
}

// Runs `command` (which names @file) and downloads the file the engine wrote.
export async function saveThroughFile(engine, command, name, type) {
  const answer = await engine.command(command);
  if (!answer.ok || answer.file === undefined) throw new Error(`Cannot save: ${answer.text}`);
  download(name, answer.file, type);
}

// Uploads `content` as the session's file, then runs `command` (which names @file); resolves
// with the command's answer text.
export async function loadThroughFile(engine, content, command) {
  const stored = await engine.upload(content);
  if (!stored.ok) throw new Error(`Cannot load: ${stored.text}`);
  const answer = await engine.command(command);
  if (!answer.ok) throw new Error(`Cannot load: ${answer.text}`);
  return answer.text;
}
