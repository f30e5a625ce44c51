// `boardtalk serve` as a process for the soak and fault runs: started on a free port with a
// private TMPDIR (so its pages' private directories, and every process it started, can be
// found), measured from /proc, and stopped with a signal.
'use strict';
const {spawn} = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// The processes other than the server whose environment holds the server's private TMPDIR: its
// engines (they inherit it), alive or left behind.
function processesOf(server) {
  const mark = `TMPDIR=${server.tmp}\0`;
  const found = [];
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid) || Number(pid) === server.pid) continue;
    try {
      if (fs.readFileSync(`/proc/${pid}/environ`, 'latin1').includes(mark)) found.push(Number(pid));
    } catch (e) {
      // gone, or not ours
    }
  }
  return found;
}

// Memory (MB), descriptors, engine processes and private directories of the server now.
function serverFigures(server) {
  let rssMb = 0;
  let fds = 0;
  try {
    const status = fs.readFileSync(`/proc/${server.pid}/status`, 'utf8');
    rssMb = Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024);
    fds = fs.readdirSync(`/proc/${server.pid}/fd`).length;
  } catch (e) {
    // the server has exited
  }
  const dirs = fs.readdirSync(server.tmp).filter((n) => n.startsWith('boardtalk-web-')).length;
  return {rssMb, fds, engines: processesOf(server).length, dirs};
}

// Starts `BIN serve --port PORT ARGS...` and resolves when it printed its address.
function startServer(bin, args = [], port = 0) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'boardtalk-soak-'));
  const child = spawn(bin, ['serve', '--port', String(port), ...args], {
    env: {...process.env, TMPDIR: tmp},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server = {child, pid: child.pid, tmp, stderr: '', exited: null};
  child.stderr.on('data', (d) => {
    if (server.stderr.length < 65536) server.stderr += d.toString();
  });
  child.on('exit', (code, signal) => (server.exited = {code, signal}));
  server.terminate = (signal = 'SIGTERM') => stop(server, signal);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d.toString();
      const m = /http:\/\/[^:]+:(\d+)\//.exec(out);
      if (m) resolve(Object.assign(server, {port: Number(m[1])}));
    });
    child.on('exit', () => reject(new Error(`serve exited: ${server.stderr}`)));
  });
}

// Sends `signal`, waits up to 10 s for the server and 5 s more for its engines, and tells what
// is left: {exited, engines, dirs}.
async function stop(server, signal) {
  server.child.kill(signal);
  for (let i = 0; i < 100 && !server.exited; ++i) await sleep(100);
  let engines = processesOf(server);
  for (let i = 0; i < 50 && engines.length; ++i) {
    await sleep(100);
    engines = processesOf(server);
  }
  const dirs = fs.readdirSync(server.tmp).filter((n) => n.startsWith('boardtalk-web-')).length;
  return {exited: Boolean(server.exited), engines: engines.length, dirs};
}

module.exports = {startServer, serverFigures, processesOf, sleep};
