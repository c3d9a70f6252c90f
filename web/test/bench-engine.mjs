// bench-engine.mjs: `make bench-engine`. When the browser's engine is ready, and how long level 10 takes for its
// first moves, in headless Chromium with a fresh profile per run: from the navigation to the game's first frame, to
// the engine worker's "ready" (engine.wasm downloaded, compiled and started after the first frame), and, after
// 32-28 then a middle game set by FEN, each level-10 search from the job's postMessage to the answer. Seen by
// wrapping the page's Worker, never by calling into Go. Medians over runs, with the range.
//   node bench-engine.mjs [runs]        (run from web/test; make bench-engine builds what it needs)
import { readFileSync } from 'node:fs';
import { startServer, launch, workerRecorder, MIDGAME } from './helpers.mjs';

const runs = +(process.argv[2] || process.env.RUNS || 5);

async function run(url) {
  const b = await launch({ width: 1000, height: 700 });
  try {
    const page = b.ctx.pages()[0];
    await page.addInitScript(workerRecorder);
    await page.goto(url + '?mode=play&color=white&level=10&save=off');
    await page.waitForFunction(() => window.draughts && window.draughts.state().firstFrameMs > 0, null, { timeout: 240000, polling: 20 });
    await page.waitForFunction(() => window.benchJobs.ready > 0, null, { timeout: 240000, polling: 20 });
    const out = await page.evaluate(() => ({ first: window.draughts.state().firstFrameMs, ready: window.benchJobs.ready }));
    out.moves = [];
    for (let k = 0; k < 2; k++) {
      if (k === 0) await page.evaluate(() => window.draughts.command('move', '32-28'));
      else await page.evaluate((fen) => window.draughts.command('fen', fen), MIDGAME);
      await page.waitForFunction((k) => window.benchJobs.done.length > k, k, { timeout: 120000, polling: 50 });
      const rec = await page.evaluate(() => window.benchJobs);
      out.moves.push(rec.done[k] - rec.jobs[k]);
      await page.waitForFunction(() => { const s = window.draughts.state(); return !s.thinking && !s.animating; }, null, { timeout: 60000, polling: 100 });
    }
    return out;
  } finally { await b.close(); }
}

const median = (a) => { const s = [...a].sort((x, y) => x - y); return s[Math.floor((s.length - 1) / 2)]; };
const show = (a) => `${median(a).toFixed(0)} ms (${Math.min(...a).toFixed(0)}-${Math.max(...a).toFixed(0)})`;
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

// COMPARE=dir: the same runs alternately against the page served from dir too (a copy of web/ with another
// engine.wasm, say), with the ratio of level 10's times within each pair of runs.
const server = await startServer();
const other = process.env.COMPARE ? await startServer(process.env.COMPARE) : null;
const summary = (name, rs) => console.log(`${name}medians (range): first frame ${show(rs.map((r) => r.first))}, engine ready ${show(rs.map((r) => r.ready))} ` +
  `(after the first frame ${show(rs.map((r) => r.ready - r.first))}), level 10 after 32-28 ${show(rs.map((r) => r.moves[0]))}, ` +
  `in the middle game ${show(rs.map((r) => r.moves[1]))}`);
const line = (name, i, r) => console.log(`${name}run ${i + 1}: first frame ${r.first.toFixed(0)} ms, engine ready ${r.ready.toFixed(0)} ms, ` +
  `level 10 after 32-28 ${r.moves[0].toFixed(0)} ms, in the middle game ${r.moves[1].toFixed(0)} ms; load ${load()}`);
try {
  console.log(`bench-engine: ${runs} runs${other ? ' each, alternately with ' + process.env.COMPARE : ''}, load average ${load()}`);
  const rs = [], os = [];
  for (let i = 0; i < runs; i++) {
    rs.push(await run(server.url));
    line(other ? 'web: ' : '', i, rs[i]);
    if (other) {
      os.push(await run(other.url));
      line('compare: ', i, os[i]);
    }
  }
  summary(other ? 'web: ' : '', rs);
  if (other) {
    summary('compare: ', os);
    for (const k of [0, 1]) {
      const q = rs.map((r, i) => os[i].moves[k] / r.moves[k]);
      console.log(`compare's time over web's, level 10 ${k ? 'in the middle game' : 'after 32-28'}: ${median(q).toFixed(2)}x (${Math.min(...q).toFixed(2)}-${Math.max(...q).toFixed(2)})`);
    }
  }
  console.log(`load average after: ${load()}`);
} finally {
  server.close();
  if (other) other.close();
}
