// bench-framecost.mjs: `make bench-framecost`. The frame cost of the game's Go side in headless Chromium: the
// main-thread time of Ebitengine's animation-frame callbacks (Update + Draw + the WebGL calls) while a
// scripted game is played in two-player mode (moves animated, the panel and move list redrawn), for two
// builds of the web folder side by side in one run (alternating, fresh profile per run), for example the
// game built with GAME_GCFLAGS (less inlining) and without.
//   node bench-framecost.mjs DIR_A DIR_B [runs]
import { readFileSync } from 'node:fs';
import { startServer, launch } from './helpers.mjs';

const [dirA, dirB] = process.argv.slice(2, 4);
const runs = +(process.argv[4] || process.env.RUNS || 7);
if (!dirA || !dirB) throw new Error('usage: node bench-framecost.mjs DIR_A DIR_B [runs]');
// 28 legal moves from the start (random picks, captures among them), played by command.
const MOVES = ['32-28', '17-22', '28x17', '11x22', '31-27', '22x31', '36x27', '7-11', '37-32', '2-7', '41-36', '12-17', '34-29',
  '17-21', '33-28', '19-23', '28x19', '13x33', '38x29', '9-13', '29-24', '20x29', '42-37', '4-9', '43-38', '13-19', '47-41', '18-23'];

async function play(url) {
  const b = await launch({ width: 1000, height: 700 });
  try {
    const page = b.ctx.pages()[0];
    await page.addInitScript(() => {
      // Time each animation-frame callback (Ebitengine runs Update and Draw in them).
      const raf = window.requestAnimationFrame.bind(window);
      window.frameCost = { on: false, ms: 0, n: 0, max: 0 };
      window.requestAnimationFrame = (cb) => raf((t) => {
        const s = performance.now();
        try { cb(t); } finally {
          const d = performance.now() - s, f = window.frameCost;
          if (f.on) { f.ms += d; f.n++; f.max = Math.max(f.max, d); }
        }
      });
    });
    await page.goto(url + '?mode=two-player&save=off');
    await page.waitForFunction(() => window.draughts && window.draughts.state().draws > 0, null, { timeout: 240000 });
    await page.waitForTimeout(2500); // past the warm-up after the first frame
    const draws0 = await page.evaluate(() => { window.frameCost.on = true; return window.draughts.state().draws; });
    const t0 = Date.now();
    for (const m of MOVES) {
      await page.evaluate((m) => window.draughts.command('move', m), m);
      await page.waitForFunction((m) => { const s = window.draughts.state(); return !s.animating && s.moves[s.moves.length - 1] === m; }, m, { timeout: 60000, polling: 50 });
    }
    const r = await page.evaluate(() => ({ ...window.frameCost, draws: window.draughts.state().draws }));
    r.draws -= draws0;
    r.wall = Date.now() - t0;
    return r;
  } finally { await b.close(); }
}

const median = (a) => { const s = [...a].sort((x, y) => x - y); return s[Math.floor((s.length - 1) / 2)]; };
const sa = await startServer(dirA), sb = await startServer(dirB);
try {
  console.log(`bench-framecost: ${runs} runs, ${MOVES.length} moves each; A=${dirA} B=${dirB}; load average ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
  const res = { A: [], B: [] };
  for (let i = 0; i < runs; i++) {
    for (const k of i % 2 ? ['B', 'A'] : ['A', 'B']) {
      const r = await play(k === 'A' ? sa.url : sb.url);
      res[k].push(r);
      console.log(`run ${i + 1} ${k}: ${r.n} frames, ${r.draws} draws, callbacks ${r.ms.toFixed(0)} ms (${(r.ms / r.n).toFixed(2)} ms/frame, max ${r.max.toFixed(1)}), wall ${r.wall} ms; load ${readFileSync('/proc/loadavg', 'utf8').split(' ')[0]}`);
    }
  }
  const per = (k) => res[k].map((r) => r.ms / r.n);
  const perDraw = (k) => res[k].map((r) => r.ms / Math.max(1, r.draws));
  const a = median(per('A')), b = median(per('B')), ad = median(perDraw('A')), bd = median(perDraw('B'));
  console.log(`median ms per frame callback: A ${a.toFixed(2)}, B ${b.toFixed(2)}, A/B ${(a / b).toFixed(2)}x; per draw: A ${ad.toFixed(2)}, B ${bd.toFixed(2)}, A/B ${(ad / bd).toFixed(2)}x`);
  console.log(`per run A/B (ms per frame): ${res.A.map((r, j) => ((r.ms / r.n) / (res.B[j].ms / res.B[j].n)).toFixed(2)).join(' ')}`);
  console.log(`load average after: ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
} finally { sa.close(); sb.close(); }
