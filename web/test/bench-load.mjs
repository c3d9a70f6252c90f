// bench-load.mjs: `make bench-load`. Loading figures of the game against a minimal Ebitengine program (a 10x10
// board, web/bench/minimal, built by the make target into web/bench/out/minimal), side by side in one run, in headless
// Chromium with fresh profiles: first paint and first frame on a first visit, a reload (served by the HTTP cache: the
// first visit does not register the service worker) and a return visit (a new tab once the service worker is in
// control, so the first visit it serves); the game's milestones (window.draughtsLoadTimes); the CPU time of the
// browser's processes from /proc; two references, a static page with the game's SVG board and no script
// (web/bench/out/static) and the game's draughts.wasm on a bare page (web/bench/out/bare); then the same with the CPU
// throttled 4x and a slow network (CDP). Options (COND, RELOAD_AFTER, WARM, COMPARE, TRACE) and the current
// figures: web/README.md, Loading figures.
//   node bench-load.mjs [runs]        (run from web/test; make bench-load builds what it needs first)
import { join } from 'node:path';
import { writeFileSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { startServer, launch, webDir, firstFrameProbe } from './helpers.mjs';

const runs = +(process.argv[2] || process.env.RUNS || 5);
const traceDir = process.env.TRACE || '';
const reloadAfter = +(process.env.RELOAD_AFTER || 0);
const warm = +(process.env.WARM || 0);
const minimalDir = join(webDir, 'bench', 'out', 'minimal');
const staticDir = join(webDir, 'bench', 'out', 'static');
const bareDir = join(webDir, 'bench', 'out', 'bare');

// Slow network: 4 Mbit/s down, 1 Mbit/s up, 150 ms round trip (a mediocre mobile connection).
const SLOW_NET = { offline: false, latency: 150, downloadThroughput: 4e6 / 8, uploadThroughput: 1e6 / 8 };
const conditions = [
  { name: 'plain (this machine, localhost)', cpu: 1, net: null },
  { name: 'CPU 4x slower, slow network (4 Mbit/s, 150 ms)', cpu: 4, net: SLOW_NET },
];
// The game's first frame is seen as the minimal program's is, by a plain page global (window.draughtsBenchFrame,
// set by firstFrameProbe (helpers.mjs) when the game calls window.draughtsFirstFrame at its first frame), not by polling
// draughts.state(), which calls into the Go program and parses its state JSON every 20 ms while it starts; the figure
// is then read from state().firstFrameMs.
const gameFrame = { firstFrame: () => window.draughtsBenchFrame, value: () => window.draughts.state().firstFrameMs };
const programs = [
  { name: 'game', dir: webDir, ...gameFrame },
  { name: 'minimal Ebitengine', dir: minimalDir, firstFrame: () => window.minimalFirstFrameMs },
  { name: 'static', dir: webDir, path: 'bench/out/static/', firstFrame: () => performance.getEntriesByName('first-contentful-paint').length > 0 },
  // The game's own draughts.wasm on a page like the minimal program's (web/bench/out/bare): no HTML first
  // paint, no WebGL check, Go started once compiled (Ebitengine makes its context): what the Go side costs.
  { name: 'bare', dir: webDir, path: 'bench/out/bare/', ...gameFrame },
];
for (const dir of (process.env.COMPARE || '').split(',').filter(Boolean)) {
  programs.push({ name: dir.replace(/\/+$/, '').split('/').pop(), dir, compare: true, ...gameFrame });
}
const MILESTONES = ['start', 'board', 'boardFrame', 'gate', 'compiled', 'run', 'main', 'tick1', 'draw1'];

const median = (a) => { const s = [...a].filter((x) => x != null).sort((x, y) => x - y); return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN; };
// A distribution-free 95% interval for the median of the values: their order statistics k and
// n+1-k, k the largest rank with P(Binomial(n, 1/2) < k) <= 2.5% (n >= 6; none below that).
const medianInterval = (a) => {
  const s = a.filter((x) => Number.isFinite(x)).sort((x, y) => x - y), n = s.length;
  let k = 0, tail = 0, c = 1; // c = C(n, j)
  for (let j = 0; j < n; j++) {
    tail += c / 2 ** n;
    if (tail > 0.025) break;
    k = j + 1;
    c = c * (n - j) / (j + 1);
  }
  return k ? [s[k - 1], s[n - k]] : null;
};
const ratioMedian = (a) => {
  const iv = medianInterval(a);
  return `median ${median(a.filter((x) => Number.isFinite(x))).toFixed(2)}x` + (iv ? ` (95% interval ${iv[0].toFixed(2)}-${iv[1].toFixed(2)})` : '');
};
// ratioList prints per-run ratios and their median with its interval.
const ratioList = (xs) => `[${xs.map((x) => x.toFixed(2)).join(' ')}], ${ratioMedian(xs)}`;
// perRun: the first frame of each run of R over that of the same run of B (loaded in the same run).
const perRun = (R, B) => R.map((r, j) => r.firstFrame / B[j].firstFrame);
const ms = (x) => Number.isFinite(x) ? Math.round(x) + ' ms' : '-';
const kb = (x) => Number.isFinite(x) ? (x / 1e6).toFixed(2) + ' MB' : '-';

// procCpu reads the CPU time (user + system, ms) of every thread of the browser this script launched
// (the Chromium processes descended from it), summed by kind of process (--type=): what a trace cannot
// show, such as SwiftShader's own worker threads in the GPU process. /proc counts in clock ticks (10 ms).
const CPU_KINDS = ['renderer', 'gpu-process', 'browser', 'utility'];
// statFields: the fields of a /proc stat line after the command name (which may hold spaces): [0] state,
// [1] ppid, ... [11] utime, [12] stime.
const statFields = (path) => { const st = readFileSync(path, 'utf8'); return st.slice(st.lastIndexOf(')') + 2).split(' '); };
function procCpu() {
  const info = new Map();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      info.set(+d, { ppid: +statFields(`/proc/${d}/stat`)[1], cmd: readFileSync(`/proc/${d}/cmdline`, 'utf8') });
    } catch { /* gone */ }
  }
  const ours = (pid) => { for (let p = pid, k = 0; p > 1 && k < 20; p = (info.get(p) || {}).ppid, k++) if (p === process.pid) return true; return false; };
  const tick = 1000 / 100;
  const out = Object.fromEntries(CPU_KINDS.map((k) => [k, 0]));
  for (const [pid, { cmd }] of info) {
    if (!/chrom/i.test(cmd.split('\0')[0]) || !ours(pid)) continue;
    const kind = (cmd.match(/--type=([\w-]+)/) || [, 'browser'])[1];
    const key = CPU_KINDS.includes(kind) ? kind : 'utility';
    let tasks = [];
    try { tasks = readdirSync(`/proc/${pid}/task`); } catch { continue; }
    for (const t of tasks) {
      try {
        const f = statFields(`/proc/${pid}/task/${t}/stat`);
        out[key] += (+f[11] + +f[12]) * tick;
      } catch { /* thread gone */ }
    }
  }
  return out;
}

async function load(page, cdp, prog, how) {
  const bytes = new Map();
  const onFinished = (e) => bytes.set(e.requestId, e.encodedDataLength);
  cdp.on('Network.loadingFinished', onFinished);
  let tracing = null;
  if (traceDir && (prog.name === 'game' || prog.compare || prog.name === 'minimal Ebitengine')) {
    tracing = new Promise((resolve) => {
      const chunks = [];
      cdp.on('Tracing.dataCollected', (e) => chunks.push(...e.value));
      cdp.once('Tracing.tracingComplete', () => resolve(chunks));
    });
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,v8,v8.wasm,disabled-by-default-v8.wasm.detailed,blink.user_timing,loading,toplevel', transferMode: 'ReportEvents' });
  }
  const cpu0 = procCpu();
  // outside: the first frame on this script's clock, from the navigation's request (a reload waits for the
  // page being left, which the page's own clock does not see) to the first frame seen (polled every 10 ms).
  const t0 = Date.now();
  if (how === 'reload') await page.reload(); else await page.goto(prog.url);
  await page.waitForFunction(prog.firstFrame, null, { timeout: 300000, polling: 10 });
  const outside = Date.now() - t0;
  const cpu1 = procCpu();
  const r = await page.evaluate(([src, value]) => {
    const fp = performance.getEntriesByName('first-paint')[0];
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    const wasm = performance.getEntriesByType('resource').find((e) => e.name.endsWith('.wasm'));
    return {
      firstFrame: (new Function('return (' + (value || src) + ')()'))(),
      firstPaint: fp ? fp.startTime : null, fcp: fcp ? fcp.startTime : null,
      wasmEnd: wasm ? wasm.responseEnd : null,
      times: window.draughtsLoadTimes ? { ...window.draughtsLoadTimes } : null,
      servedBy: navigator.serviceWorker && navigator.serviceWorker.controller ? 'sw' : 'http',
    };
  }, [prog.firstFrame.toString(), prog.value ? prog.value.toString() : null]);
  r.outside = outside;
  // Transfers still running (the engine worker after the first frame) are counted once done; RELOAD_NOW=1
  // reloads right after the first visit's first frame instead (its transfers are then not all counted).
  if (!(how === 'visit' && process.env.RELOAD_NOW)) await page.waitForTimeout(300);
  cdp.off('Network.loadingFinished', onFinished);
  r.transferred = [...bytes.values()].reduce((a, b) => a + b, 0);
  // CPU of the browser's processes from navigation until the first frame was seen (its threads that ended
  // meanwhile, such as the old page's on a reload, are not counted).
  for (const k of CPU_KINDS) r['cpu:' + k] = Math.max(0, cpu1[k] - cpu0[k]);
  r['cpu:total'] = CPU_KINDS.reduce((a, k) => a + r['cpu:' + k], 0);
  if (r.firstFrame === true) r.firstFrame = null; // the static page has no frame of its own
  if (tracing) {
    await cdp.send('Tracing.end');
    const events = await tracing;
    const file = join(traceDir, `${prog.name.replace(/\W+/g, '-')}-${how}-${Date.now()}.json`);
    writeFileSync(file, JSON.stringify({ traceEvents: events }));
    r.profile = summarise(events, r.firstFrame);
    // V8's code cache: the module deserialised instead of compiled (the page's renderer only, not the engine's worker).
    const navs = events.filter((e) => e.name === 'navigationStart' && e.args && e.args.data && /^http/.test(e.args.data.documentLoaderURL || ''));
    const nav = navs[navs.length - 1];
    r.codeCache = nav ? (events.some((e) => e.name === 'wasm.Deserialize' && e.pid === nav.pid && e.tid === nav.tid && e.ts >= nav.ts) ? 'y' : 'n') : '?';
    Object.assign(r, cpuBefore(events, r.firstFrame));
  }
  return r;
}

// summarise adds up the durations of the main kinds of work before the first frame (a trace's X events).
function summarise(events, firstFrameMs) {
  const nav = events.find((e) => e.name === 'navigationStart' || e.name === 'NavigationStart');
  const t0 = nav ? nav.ts : Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
  const until = t0 + firstFrameMs * 1000;
  const sums = new Map();
  for (const e of events) {
    if (e.ph !== 'X' || !e.dur || e.ts < t0 || e.ts > until) continue;
    const k = /wasm/i.test(e.name) ? e.name : ['FunctionCall', 'EvaluateScript', 'v8.compile', 'ParseHTML', 'Paint', 'Layout', 'GPUTask', 'RunTask', 'FireAnimationFrame', 'TimerFire', 'v8.run'].includes(e.name) ? e.name : null;
    if (k) sums.set(k, (sums.get(k) || 0) + e.dur / 1000);
  }
  return [...sums.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12);
}

// cpuBefore sums the CPU time (thread time, which the machine's other jobs disturb far less than wall
// time) of the page's renderer from navigation to the first frame: its main thread's tasks (mainCpu)
// and its worker threads' (bgCpu: wasm compilation, mostly).
function cpuBefore(events, firstFrameMs) {
  const navs = events.filter((e) => e.name === 'navigationStart' && e.args && e.args.data && /^http/.test(e.args.data.documentLoaderURL || ''));
  const nav = navs[navs.length - 1];
  if (!nav) return {};
  const until = nav.ts + firstFrameMs * 1000;
  // The outermost complete events of each thread (a task holds the events nested in it).
  const sum = (list) => {
    let total = 0, end = -1;
    for (const e of list.sort((a, b) => a.ts - b.ts)) {
      if (e.ts >= end) { total += e.tdur / 1000; end = e.ts + (e.dur || 0); }
    }
    return total;
  };
  const ours = events.filter((e) => e.ph === 'X' && e.pid === nav.pid && e.ts >= nav.ts && e.ts <= until && e.tdur);
  const main = sum(ours.filter((e) => e.tid === nav.tid));
  const byThread = new Map();
  for (const e of ours) if (e.tid !== nav.tid) byThread.set(e.tid, [...(byThread.get(e.tid) || []), e]);
  const bg = [...byThread.values()].reduce((a, l) => a + sum(l), 0);
  // The GPU process's main thread, where SwiftShader compiles shaders and draws (WebGL calls that
  // return a value wait for it).
  const gpu = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args && e.args.name === 'CrGpuMain');
  const gpuCpu = gpu ? sum(events.filter((e) => e.ph === 'X' && e.pid === gpu.pid && e.tid === gpu.tid && e.ts >= nav.ts && e.ts <= until && e.tdur)) : NaN;
  return { mainCpu: main, bgCpu: bg, gpuCpu };
}

function buildMinimal() {
  mkdirSync(minimalDir, { recursive: true });
  writeFileSync(join(minimalDir, 'index.html'), `<!doctype html>
<html><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>minimal</title></head><body>
<script src="wasm_exec.js"></script>
<script>
const go = new Go();
WebAssembly.instantiateStreaming(fetch('minimal.wasm'), go.importObject).then((r) => go.run(r.instance));
</script></body></html>
`);
}

// buildBare writes the bare page: draughts.wasm started as the minimal program is, with the fonts the game
// takes from its page (fetched beside it) and no garbage collection before the first frame, as index.html does.
function buildBare() {
  mkdirSync(bareDir, { recursive: true });
  writeFileSync(join(bareDir, 'index.html'), `<!doctype html>
<html><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>draughts.wasm on a bare page</title></head><body>
<script src="../../../wasm_exec.js"></script>
<script>
window.draughtsFirstFrame = () => {};
window.draughtsFonts = Promise.all(['goregular', 'gobold'].map((f) => fetch('../../../fonts/' + f + '.ttf').then((r) => r.arrayBuffer())));
const go = new Go();
go.env = { GOGC: 'off', GOMEMLIMIT: '256MiB' };
WebAssembly.instantiateStreaming(fetch('../../../draughts.wasm'), go.importObject).then((r) => go.run(r.instance));
</script></body></html>
`);
}

// buildStatic writes the static page: the game's first-paint board (its #first element, taken from the
// game's page with draughts.wasm held back, at the bench's viewport) with the page's styles, no script.
async function buildStatic(url) {
  const b = await launch({ width: 1000, height: 700 });
  try {
    const page = b.ctx.pages()[0];
    await page.route('**/draughts.wasm', (route) => route.abort());
    await page.goto(url);
    await page.waitForSelector('#first svg');
    const { style, first } = await page.evaluate(() => ({ style: document.querySelector('style').textContent, first: document.getElementById('first').outerHTML }));
    mkdirSync(staticDir, { recursive: true });
    writeFileSync(join(staticDir, 'index.html'), `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>International draughts (static first paint)</title><link rel="icon" href="data:,">
<style>${style.replace('url(fonts/', 'url(/fonts/')}</style></head>
<body>${first}</body></html>
`);
  } finally { await b.close(); }
}

async function main() {
  buildMinimal();
  buildBare();
  if (traceDir) mkdirSync(traceDir, { recursive: true });
  const servers = await Promise.all([startServer(), startServer(minimalDir), ...programs.filter((p) => p.compare).map((p) => startServer(p.dir))]);
  programs[0].url = servers[0].url;
  programs[1].url = servers[1].url;
  await buildStatic(servers[0].url);
  programs[2].url = servers[0].url + programs[2].path;
  programs[3].url = servers[0].url + programs[3].path;
  programs.filter((p) => p.compare).forEach((p, i) => { p.url = servers[2 + i].url; });
  const load1 = readFileSync('/proc/loadavg', 'utf8').trim();
  console.log(`bench-load: ${runs} runs per figure, fresh profile per run; load average before: ${load1}`);
  const sizes = {};
  for (const f of ['draughts.wasm', 'engine.wasm']) sizes[f] = execFileSync('sh', ['-c', `wc -c < ${join(webDir, f)}.br`]).toString().trim();
  sizes['minimal.wasm'] = execFileSync('sh', ['-c', `wc -c < ${join(minimalDir, 'minimal.wasm')}.br`]).toString().trim();
  console.log(`brotli sizes: draughts.wasm ${kb(+sizes['draughts.wasm'])}, engine.wasm ${kb(+sizes['engine.wasm'])}, minimal.wasm ${kb(+sizes['minimal.wasm'])}`);
  try {
    // COND=plain or COND=slow runs one of the two.
    for (const cond of conditions.filter((c, i) => !process.env.COND || process.env.COND === ['plain', 'slow'][i])) {
      const res = Object.fromEntries(programs.map((p) => [p.name, { visit: [], reload: [], return: [] }]));
      for (let i = 0; i < runs; i++) {
        // Alternate the order so that neither program always runs on a warmer machine.
        const order = i % 2 ? [...programs].reverse() : programs;
        console.log(`run ${i + 1}/${runs}, load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
        for (const prog of order) {
          const b = await launch({ width: 1000, height: 700 });
          try {
            // A CDP session on a page with the condition's CPU and network throttling.
            const throttled = async (pg) => {
              const c = await b.ctx.newCDPSession(pg);
              await c.send('Network.enable');
              if (cond.cpu > 1) await c.send('Emulation.setCPUThrottlingRate', { rate: cond.cpu });
              if (cond.net) await c.send('Network.emulateNetworkConditions', cond.net);
              return c;
            };
            const page = b.ctx.pages()[0];
            // WARM=ms: the browser, just launched, idles that long on its blank page before the first visit.
            if (warm) await page.waitForTimeout(warm);
            await firstFrameProbe(page);
            const cdp = await throttled(page);
            // The first visit does not register the service worker (see the top), so that the reload is
            // served by the HTTP cache in every run.
            await page.addInitScript(() => {
              if (sessionStorage.getItem('bench-visited') || !navigator.serviceWorker) return;
              sessionStorage.setItem('bench-visited', '1'); // a reload keeps the tab's sessionStorage
              navigator.serviceWorker.register = () => new Promise(() => {});
            });
            res[prog.name].visit.push(await load(page, cdp, prog, 'visit'));
            // RELOAD_AFTER=ms waits that much longer on the first visit's page before the reload (the
            // default reloads 0.3 s after its first frame, while the game's engine worker still starts).
            if (reloadAfter) await page.waitForTimeout(reloadAfter);
            res[prog.name].reload.push(await load(page, cdp, prog, 'reload'));
            // Settle: the game registers its service worker a second after its first frame; V8 writes
            // its code cache a few seconds after the code warmed up. The minimal program waits as long.
            await page.waitForFunction(() => !!(navigator.serviceWorker && navigator.serviceWorker.controller), null, { timeout: 30000 }).catch(() => {});
            await page.waitForTimeout(3000);
            const page2 = await b.ctx.newPage();
            await firstFrameProbe(page2);
            await page.close();
            res[prog.name].return.push(await load(page2, await throttled(page2), prog, 'return'));
          } finally { await b.close(); }
        }
      }
      console.log(`\n== ${cond.name} ==`);
      const G = res.game, M = res['minimal Ebitengine'], S = res.static, B = res.bare;
      console.log('figure (median)'.padEnd(34) + 'game'.padStart(10) + 'minimal'.padStart(10) + 'ratio'.padStart(8) + 'static'.padStart(10));
      const HOW = { visit: 'first visit', reload: 'reload', return: 'return visit' };
      for (const how of ['visit', 'reload', 'return']) {
        for (const [label, key, fmt] of [['first paint', 'firstPaint', ms], ['first contentful paint', 'fcp', ms], ['first frame', 'firstFrame', ms], ['wasm downloaded', 'wasmEnd', ms], ['transferred', 'transferred', kb],
          ['CPU, all processes', 'cpu:total', ms], ['  CPU, renderer', 'cpu:renderer', ms], ['  CPU, GPU process', 'cpu:gpu-process', ms], ['  CPU, browser', 'cpu:browser', ms], ['  CPU, utility', 'cpu:utility', ms],
          ...(traceDir ? [['main-thread CPU to 1st frame', 'mainCpu', ms], ['worker CPU to 1st frame', 'bgCpu', ms], ['GPU-process CPU to 1st frame', 'gpuCpu', ms]] : [])]) {
          const g = median(G[how].map((r) => r[key])), m = median(M[how].map((r) => r[key])), st = median(S[how].map((r) => r[key]));
          console.log(`${HOW[how]}: ${label}`.padEnd(34) + fmt(g).padStart(10) + fmt(m).padStart(10) + (Number.isFinite(g / m) ? (g / m).toFixed(2) + 'x' : '-').padStart(8) + fmt(st).padStart(10));
          if (key === 'firstFrame' || key === 'cpu:total' || key === 'cpu:gpu-process') {
            const bb = median(B[how].map((r) => r[key]));
            console.log(`${HOW[how]}: ${label.trim()}, bare page`.padEnd(34) + ms(bb).padStart(10) + ms(m).padStart(10) + (Number.isFinite(bb / m) ? (bb / m).toFixed(2) + 'x' : '-').padStart(8));
          }
        }
      }
      const all = (rs, key) => rs.map((r) => Number.isFinite(r[key]) ? Math.round(r[key]) : '-').join(' ');
      for (const how of ['visit', 'reload', 'return']) {
        // Each run loads the game and the minimal program one after the other (order alternating): the
        // ratio within a run compares them under about the same load; its median is the steadier figure.
        const ratios = perRun(G[how], M[how]);
        console.log(`per run, ${how}: first frame game [${all(G[how], 'firstFrame')}] minimal [${all(M[how], 'firstFrame')}]; ratio ${ratioList(ratios)}`);
        const outs = G[how].map((r, j) => r.outside / M[how][j].outside);
        console.log(`per run, ${how}: first frame from outside (this script's clock from the request) game [${all(G[how], 'outside')}] minimal [${all(M[how], 'outside')}]; ratio ${ratioList(outs)}`);
        const bToMin = perRun(B[how], M[how]), bToGame = perRun(B[how], G[how]);
        console.log(`per run, ${how}: first frame bare page [${all(B[how], 'firstFrame')}], ratio to minimal ${ratioList(bToMin)}; ratio to game ${ratioList(bToGame)}`);
        console.log(`per run, ${how}: first paint game [${all(G[how], 'firstPaint')}] static [${all(S[how], 'firstPaint')}] minimal [${all(M[how], 'firstPaint')}]`);
        console.log(`per run, ${how}: served by (http: the network or HTTP cache; sw: the service worker) ${programs.filter((p) => p.name === 'game' || p.compare).map((p) => `${p.name} [${res[p.name][how].map((r) => r.servedBy).join(' ')}]`).join(' ')}`);
        for (const p of programs.filter((q) => q.name === 'game' || q.compare)) {
          const R = res[p.name][how];
          const tl = MILESTONES.map((k) => `${k} ${ms(median(R.map((r) => r.times && r.times[k])))}`);
          console.log(`${p.name} ${how}, milestones (median, ms since navigation): ${tl.join(', ')}, first paint ${ms(median(R.map((r) => r.firstPaint)))}, first frame ${ms(median(R.map((r) => r.firstFrame)))}`);
          if (traceDir) console.log(`per run, ${how}: wasm from V8's code cache, ${p.name} [${R.map((r) => r.codeCache || '-').join(' ')}] minimal [${M[how].map((r) => r.codeCache || '-').join(' ')}]`);
          if (traceDir) console.log(`per run, ${how}: main-thread CPU to the first frame, ${p.name} [${all(R, 'mainCpu')}] minimal [${all(M[how], 'mainCpu')}], median ratio to minimal ${(median(R.map((r) => r.mainCpu)) / median(M[how].map((r) => r.mainCpu))).toFixed(2)}x; worker CPU [${all(R, 'bgCpu')}] minimal [${all(M[how], 'bgCpu')}]; GPU process CPU [${all(R, 'gpuCpu')}] minimal [${all(M[how], 'gpuCpu')}]`);
          const mt = (k) => R.map((r) => r.times && Number.isFinite(r.times[k]) ? Math.round(r.times[k]) : '-').join(' ');
          console.log(`per run, ${how}: ${p.name} wasm downloaded [${all(R, 'wasmEnd')}] compiled [${mt('compiled')}] run [${mt('run')}] main [${mt('main')}]`);
          if (p.compare) {
            // Paired within each run: the build compared against the game as it is, loaded in the same run.
            const toMin = perRun(R, M[how]), toGame = perRun(R, G[how]);
            console.log(`per run, ${how}: first frame ${p.name} [${all(R, 'firstFrame')}], ratio to minimal ${ratioList(toMin)}; ratio to game ${ratioList(toGame)}; first paint [${all(R, 'firstPaint')}]`);
          }
        }
      }
      for (const how of ['visit', 'reload', 'return']) {
        const prof = G[how].map((r) => r.profile).filter(Boolean)[0];
        if (prof) console.log(`profile of a game ${how} (ms of trace events before the first frame): ` + prof.map(([k, v]) => `${k} ${Math.round(v)}`).join(', '));
      }
    }
  } finally {
    servers.forEach((s) => s.close());
  }
  console.log(`\nload average after: ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
}

await main();
