// bench-frames.mjs: `make bench-frames`. Frames while the computer thinks at level 10, in headless Chromium
// (software GL, fresh profile per run), side by side in one run with the minimal Ebitengine program
// (web/bench/minimal, which redraws every frame) and any other builds of the web folder (COMPARE=dir,...).
// For the game: two searches, after 32-28 and in a middle game set by FEN, each timed from the
// job's postMessage to the worker's answer (both seen by wrapping the page's Worker, never by calling into Go),
// and each whole turn from the command (32-28 with its animation, or the FEN) to the answer ("turn 1", "turn 2");
// for the minimal program a window of the same length as the game's first search of that run. Per window:
// animation frames (requestAnimationFrame callbacks: Ebitengine's ticks), fps, the longest gap between two
// frames, gaps over 100 ms, the main thread's time inside the callbacks (Update + Draw + WebGL calls), the
// game's redraws after the frame that posted the job (frames with more WebGL draw calls than a present alone),
// and the CPU time of the browser's threads from /proc (the page's main thread, the engine's worker thread, the
// GPU process). Medians over runs.
//   node bench-frames.mjs MINIMAL_DIR [runs]        (run from web/test; make bench-frames builds what it needs)
import { readFileSync, readdirSync } from 'node:fs';
import { startServer, launch, webDir, workerRecorder, MIDGAME } from './helpers.mjs';

const minimalDir = process.argv[2];
const runs = +(process.argv[3] || process.env.RUNS || 5);
if (!minimalDir) throw new Error('usage: node bench-frames.mjs MINIMAL_DIR [runs]');
const LEVEL = +(process.env.LEVEL || 10);

// recorder: installed before the page's scripts. Times every animation-frame callback (the jobs posted to the
// engine's worker and its answers are helpers.mjs's workerRecorder's).
function recorder() {
  const raf = window.requestAnimationFrame.bind(window);
  const rec = window.benchFrames = { t: [], cost: [], gl: [], cmd: [] };
  // WebGL draw calls per frame: a redraw of the game makes many, a present of an unchanged screen
  // (Ebitengine presents 3 more frames after each redraw) makes 2.
  let calls = 0;
  if (window.WebGL2RenderingContext) {
    const P = WebGL2RenderingContext.prototype;
    for (const f of ['drawElements', 'drawArrays', 'drawElementsInstanced', 'drawArraysInstanced']) {
      const o = P[f];
      if (typeof o === 'function') P[f] = function (...a) { calls++; return o.apply(this, a); };
    }
  }
  window.requestAnimationFrame = (cb) => raf((t) => {
    const s = performance.now();
    rec.t.push(s);
    calls = 0;
    try { cb(t); } finally { rec.cost.push(performance.now() - s); rec.gl.push(calls); }
  });
}

// statFields: the fields of a /proc stat line after the command name: [0] state, [1] ppid, [11] utime, [12] stime.
const statFields = (path) => { const st = readFileSync(path, 'utf8'); return st.slice(st.lastIndexOf(')') + 2).split(' '); };
// threadCpu: CPU time (ms) of every thread of the browser this script launched, by process kind and thread name.
function threadCpu() {
  const info = new Map();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try { info.set(+d, { ppid: +statFields(`/proc/${d}/stat`)[1], cmd: readFileSync(`/proc/${d}/cmdline`, 'utf8') }); } catch { /* gone */ }
  }
  const ours = (pid) => { for (let p = pid, k = 0; p > 1 && k < 20; p = (info.get(p) || {}).ppid, k++) if (p === process.pid) return true; return false; };
  const out = new Map();
  for (const [pid, { cmd }] of info) {
    if (!/chrom/i.test(cmd.split('\0')[0]) || !ours(pid)) continue;
    const kind = (cmd.match(/--type=([\w-]+)/) || [, 'browser'])[1];
    let tasks = [];
    try { tasks = readdirSync(`/proc/${pid}/task`); } catch { continue; }
    for (const t of tasks) {
      try {
        const f = statFields(`/proc/${pid}/task/${t}/stat`);
        const name = readFileSync(`/proc/${pid}/task/${t}/comm`, 'utf8').trim();
        const key = `${kind}:${pid}:${t}:${name}`;
        out.set(key, (+f[11] + +f[12]) * 10);
      } catch { /* thread gone */ }
    }
  }
  return out;
}
// cpuDelta sums the CPU time between two threadCpu readings into the page's main thread, the worker thread(s),
// the renderer's other threads, the GPU process and the rest.
function cpuDelta(a, b) {
  const r = { main: 0, worker: 0, rendererOther: 0, gpu: 0, other: 0 };
  for (const [k, v] of b) {
    const d = v - (a.get(k) || 0);
    const [kind, pid, tid, name] = k.split(':');
    if (kind === 'renderer' && pid === tid) r.main += d;
    else if (kind === 'renderer' && /Worker/i.test(name)) r.worker += d;
    else if (kind === 'renderer') r.rendererOther += d;
    else if (kind === 'gpu-process') r.gpu += d;
    else r.other += d;
  }
  return r;
}

// summary of the frames between t0 and t1 (ms, page clock).
function frames(rec, t0, t1) {
  const idx = rec.t.map((t, i) => i).filter((i) => rec.t[i] >= t0 && rec.t[i] <= t1);
  const ts = [t0, ...idx.map((i) => rec.t[i]), t1];
  const gaps = ts.slice(1).map((t, i) => t - ts[i]);
  return {
    ms: t1 - t0, frames: idx.length, fps: idx.length / ((t1 - t0) / 1000), gap: Math.max(...gaps),
    over100: gaps.filter((g) => g > 100).length, cost: idx.reduce((a, i) => a + rec.cost[i], 0),
    draws: idx.filter((i) => rec.gl[i] > 2).length,
  };
}

const waitDone = (page, n) => page.waitForFunction((n) => window.benchJobs.done.length >= n, n, { timeout: 180000, polling: 200 });

async function game(url) {
  const b = await launch({ width: 1000, height: 700 });
  try {
    const page = b.ctx.pages()[0];
    await page.addInitScript(recorder);
    await page.addInitScript(workerRecorder);
    await page.goto(url + `?mode=play&color=white&level=${LEVEL}&save=off`);
    await page.waitForFunction(() => window.draughts && window.draughts.state().draws > 0, null, { timeout: 240000 });
    await page.waitForTimeout(2500); // the engine's worker loads after the first frame
    const out = [], turns = [];
    for (let k = 0; k < 2; k++) {
      const cT = threadCpu();
      await page.evaluate(([k, fen]) => {
        window.benchFrames.cmd.push(performance.now());
        if (k === 0) window.draughts.command('move', '32-28');
        else window.draughts.command('fen', fen);
      }, [k, MIDGAME]);
      await page.waitForFunction((k) => window.benchJobs.jobs.length > k, k, { timeout: 60000, polling: 50 });
      const c0 = threadCpu();
      await waitDone(page, k + 1);
      const c1 = threadCpu();
      const [rec, { jobs, done }] = await page.evaluate(() => [window.benchFrames, window.benchJobs]);
      const f = frames(rec, jobs[k], done[k]);
      f.cpu = cpuDelta(c0, c1);
      f.label = `think ${k + 1}`;
      out.push(f);
      // The whole turn: from the command (the move's animation and the frames before the job is posted
      // included) to the answer.
      const g = frames(rec, rec.cmd[k], done[k]);
      g.cpu = cpuDelta(cT, c1);
      g.label = `turn ${k + 1}`;
      turns.push(g);
      // The reply's animation and the page settling before the next move.
      await page.waitForFunction(() => { const s = window.draughts.state(); return !s.thinking && !s.animating; }, null, { timeout: 60000, polling: 200 });
      await page.waitForTimeout(500);
    }
    return [...out, ...turns];
  } finally { await b.close(); }
}

async function minimal(url, ms) {
  const b = await launch({ width: 1000, height: 700 });
  try {
    const page = b.ctx.pages()[0];
    await page.addInitScript(recorder);
    await page.goto(url);
    await page.waitForFunction(() => window.minimalFirstFrameMs > 0, null, { timeout: 240000 });
    await page.waitForTimeout(1000);
    const t0 = await page.evaluate(() => performance.now());
    const c0 = threadCpu();
    await page.waitForTimeout(ms);
    const c1 = threadCpu();
    const rec = await page.evaluate(() => window.benchFrames);
    const f = frames(rec, t0, rec.t[rec.t.length - 1]);
    f.cpu = cpuDelta(c0, c1);
    return [f];
  } finally { await b.close(); }
}

const median = (a) => { const s = [...a].sort((x, y) => x - y); return s[Math.floor((s.length - 1) / 2)]; };
const range = (a, d = 0) => `${Math.min(...a).toFixed(d)}-${Math.max(...a).toFixed(d)}`;
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const line = (f) => `${(f.ms / 1000).toFixed(2)} s, ${f.frames} frames (${f.draws} drawn), ${f.fps.toFixed(1)} fps, longest gap ${f.gap.toFixed(0)} ms, ` +
  `${f.over100} gaps > 100 ms, callbacks ${f.cost.toFixed(0)} ms; CPU ms main ${f.cpu.main} worker ${f.cpu.worker} renderer-other ${f.cpu.rendererOther} gpu ${f.cpu.gpu} other ${f.cpu.other}`;

const builds = [{ name: 'game', dir: webDir }, ...(process.env.COMPARE || '').split(',').filter(Boolean).map((d) => ({ name: d.replace(/\/+$/, '').split('/').pop(), dir: d }))];
const servers = [];
for (const bld of builds) servers.push(bld.server = await startServer(bld.dir));
const ms = await startServer(minimalDir);
try {
  console.log(`bench-frames: level ${LEVEL}, ${runs} runs; builds ${builds.map((b) => b.name + '=' + b.dir).join(', ')}; minimal=${minimalDir}; load average ${load()}`);
  const res = new Map([...builds.map((b) => [b.name, []]), ['minimal', []]]);
  for (let i = 0; i < runs; i++) {
    let window = 2500;
    const order = i % 2 ? [...builds].reverse() : builds;
    for (const bld of order) {
      const r = await game(bld.server.url);
      if (bld.name === 'game') window = r[0].ms;
      res.get(bld.name).push(r);
      r.forEach((f) => console.log(`run ${i + 1} ${bld.name} ${f.label}: ${line(f)}; load ${load()}`));
    }
    const r = await minimal(ms.url, window);
    res.get('minimal').push(r);
    console.log(`run ${i + 1} minimal: ${line(r[0])}; load ${load()}`);
  }
  console.log('\nmedians over runs (range):');
  for (const [name, rs] of res) {
    for (let k = 0; k < rs[0].length; k++) {
      const col = (f) => rs.map((r) => f(r[k]));
      const show = (label, f, d = 0) => `${label} ${median(col(f)).toFixed(d)} (${range(col(f), d)})`;
      console.log(`${name}${rs[0][k].label ? ' ' + rs[0][k].label : ''}: ${show('s', (f) => f.ms / 1000, 2)}, ${show('fps', (f) => f.fps, 1)}, ` +
        `${show('longest gap ms', (f) => f.gap)}, ${show('gaps>100', (f) => f.over100)}, ${show('frames', (f) => f.frames)}, ${show('drawn', (f) => f.draws)}, ` +
        `${show('callback ms/frame', (f) => f.cost / Math.max(1, f.frames), 1)}, ${show('main CPU %', (f) => 100 * f.cpu.main / f.ms)}, ` +
        `${show('worker CPU %', (f) => 100 * f.cpu.worker / f.ms)}, ${show('gpu CPU %', (f) => 100 * f.cpu.gpu / f.ms)}`);
    }
  }
  console.log(`load average after: ${load()}`);
} finally { for (const s of servers) s.close(); ms.close(); }
