// profile-load.mjs: `make profile-load`. Where the page's main thread spends a first visit, up to the first
// frame, for the game and the minimal Ebitengine program side by side: V8 CPU profiles (CDP Profiler, 200 µs
// sampling, fresh profile per load) of builds that keep the wasm function names (the make target builds them
// into web/bench/out/names and web/bench/out/minimal-names), summed by kind of work (the stack's innermost
// frame matching one of the rules below: package initialisation by package, the WebGL check, Kage shader
// compilation, the game's first Draw and Update, Go's garbage collector, ...), averaged over the runs.
// Samples are wall time on the main thread: on a busy machine a frame waiting for a core counts too, so
// compare the two programs in one run. The game's count ends at its work right after the first frame; the
// minimal program does nothing more after its first frame. PROFILE_OUT=dir keeps the profiles (JSON, for DevTools).
// PROFILE_RELOAD=1 profiles a reload instead (300 ms after the first visit's first frame, as bench-load's reload:
// the wasm from the HTTP cache and its code cache).
//   node profile-load.mjs GAME_DIR MINIMAL_DIR [runs]
import { writeFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer, launch, firstFrameProbe } from './helpers.mjs';

const [gameDir, minimalDir, runsArg] = process.argv.slice(2);
const runs = +(runsArg || process.env.RUNS || 3);
const out = process.env.PROFILE_OUT || '';
const reload = !!process.env.PROFILE_RELOAD;

// The kinds of work: the first rule whose pattern matches a frame of the sample's stack names it.
const rules = [
  ['page WebGL check (context made)', /^checkGL$/],
  ['package initialisation', /^runtime\.doInit1$/],
  ['Kage shader compile (Ebitengine)', /internal_shader\.Compile$|shaderir_glsl\.Compile$/],
  ['GL shader compile/link wait', /opengl\.__Shader_\.compile$|newProgram$/],
  ['canvas resize (Ebitengine)', /updateScreenSize$/],
  ['gamepads (Ebitengine)', /nativeGamepadsImpl_\.update$/],
  ['Ebitengine command flush to GL', /graphicscommand\.__commandQueue_\.flush$/],
  ['game Draw', /render_app\.__App_\.Draw$|^main\.__board_\.Draw$/],
  ['game Update', /render_app\.__App_\.Update$|^main\.__board_\.Update$/],
  ['Ebitengine start (focus, context)', /initOnMainThread$|newUserInterface$/],
  ['main before RunGame', /^main\.runGame$|^main\.main$/],
  ['download progress (JS)', /^step$|^setProgress$/],
  ['Go garbage collector', /^runtime\.gc|gcBgMarkWorker|gcDrain|markroot|bgsweep|sweepone/],
  ['V8 garbage collector', /^\(garbage collector\)$/],
  ['(program): V8 outside JS/wasm, lazy compilation', /^\(program\)$/],
  ['(idle)', /^\(idle\)$/],
];

function categorise(profile, agg, scale) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children || []) parent.set(c, n.id);
  const name = (x) => nodes.get(x).callFrame.functionName || '(anonymous ' + nodes.get(x).callFrame.url.split('/').pop() + ')';
  const memo = new Map();
  // The profile runs until the harness sees the first frame, which can be a task later: the game's
  // work right after its first frame (the engine worker's start and the vector shaders' warm-up,
  // render/app) ends the count.
  const after = new Set(profile.nodes.filter((n) => /render\.WarmVectors$|wasm_aiclient\.__worker_\.Warm$/.test(n.callFrame.functionName)).map((n) => n.id));
  const isAfter = (id) => { for (let x = id; x != null; x = parent.get(x)) if (after.has(x)) return true; return false; };
  for (let i = 0; i < profile.samples.length; i++) {
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000 * scale;
    const id = profile.samples[i];
    if (after.size && isAfter(id)) break;
    if (!memo.has(id)) {
      const s = [];
      for (let x = id; x != null; x = parent.get(x)) s.push(name(x));
      let keys = ['other: ' + s[0].replace(/\.[^.]*$/, '').slice(0, 60)];
      for (const [c, re] of rules) {
        const k = s.findIndex((f) => re.test(f));
        if (k < 0) continue;
        keys = [c];
        if (c === 'package initialisation') keys.push('  init ' + ((s[k - 1] || '').match(/^(.*?)\.init/) || [, '(runtime)'])[1]);
        break;
      }
      memo.set(id, keys);
    }
    for (const k of memo.get(id)) agg.set(k, (agg.get(k) || 0) + dt);
  }
}

async function profileOnce(url, firstFrame, value, tag) {
  const b = await launch({ width: 1000, height: 700 });
  try {
    const page = b.ctx.pages()[0];
    await firstFrameProbe(page); // the game's first frame seen by a page global, as in bench-load.mjs
    if (reload) {
      await page.goto(url);
      await page.waitForFunction(firstFrame, null, { timeout: 300000, polling: 50 });
      await page.waitForTimeout(300);
    }
    const cdp = await b.ctx.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    if (reload) await page.reload();
    else await page.goto(url);
    await page.waitForFunction(firstFrame, null, { timeout: 300000, polling: 50 });
    const { profile } = await cdp.send('Profiler.stop');
    const ff = await page.evaluate(value);
    if (out) writeFileSync(join(out, `${tag}.cpuprofile`), JSON.stringify(profile));
    return { profile, ff };
  } finally { await b.close(); }
}

const programs = [
  { name: 'game', dir: gameDir, firstFrame: () => window.draughtsBenchFrame, value: () => window.draughts.state().firstFrameMs },
  { name: 'minimal', dir: minimalDir, firstFrame: () => window.minimalFirstFrameMs },
];
if (out) mkdirSync(out, { recursive: true });
const servers = await Promise.all(programs.map((p) => startServer(p.dir)));
try {
  console.log(`profile-load: ${runs} ${reload ? 'reloads' : 'first visits'} each, load average ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
  for (const p of programs) { p.agg = new Map(); p.ff = []; }
  for (let i = 0; i < runs; i++) {
    for (const p of (i % 2 ? [...programs].reverse() : programs)) {
      const { profile, ff } = await profileOnce(servers[programs.indexOf(p)].url, p.firstFrame, p.value || p.firstFrame, `${p.name}-${i + 1}`);
      p.ff.push(Math.round(ff));
      categorise(profile, p.agg, 1 / runs);
    }
  }
  const keys = [...new Set(programs.flatMap((p) => [...p.agg.keys()]))];
  const row = (k) => `${programs.map((p) => ((p.agg.get(k) || 0).toFixed(0) + ' ms').padStart(9)).join(' ')}  ${k}`;
  console.log(`first frame (ms since navigation, per run): game [${programs[0].ff.join(' ')}] minimal [${programs[1].ff.join(' ')}]`);
  console.log(`main thread up to the first frame, mean of the runs:\n     game   minimal  kind of work`);
  const main = keys.filter((k) => !k.startsWith('  ')).sort((a, b) => Math.max(...programs.map((p) => p.agg.get(b) || 0)) - Math.max(...programs.map((p) => p.agg.get(a) || 0)));
  for (const k of main.slice(0, 30)) console.log(row(k));
  console.log('package initialisation by package:');
  for (const k of keys.filter((k) => k.startsWith('  ')).sort((a, b) => (programs[0].agg.get(b) || 0) - (programs[0].agg.get(a) || 0)).slice(0, 20)) console.log(row(k));
} finally { for (const s of servers) s.close(); }
