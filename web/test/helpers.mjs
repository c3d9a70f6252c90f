// helpers.mjs: start the real web/server on a free port and headless Chromium (flags from shared/browser.md).
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
export const webDir = join(here, '..');
export const repoDir = join(here, '..', '..');
export const chromiumPath = process.env.CHROMIUM || '/usr/bin/chromium';

// startServer builds web/server once and serves dir (web/) on 127.0.0.1 with a free port.
export async function startServer(dir = webDir) {
  for (const f of dir === webDir ? ['draughts.wasm', 'engine.wasm', 'wasm_exec.js'] : []) {
    if (!existsSync(join(webDir, f))) throw new Error(`web/${f} is missing: run make wasm first`);
  }
  const bin = join(mkdtempSync(join(tmpdir(), 'draughts-server-')), 'server');
  execFileSync('go', ['build', '-o', bin, './web/server'], { cwd: repoDir, stdio: 'inherit' });
  const proc = spawn(bin, ['-dir', dir, '-addr', '127.0.0.1:0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error('server did not start: ' + out)), 20000);
    proc.stdout.on('data', (d) => {
      out += d;
      const m = out.match(/http:\/\/[\d.]+:\d+\//);
      if (m) { clearTimeout(timer); resolve(m[0]); }
    });
    proc.on('exit', (code) => reject(new Error('server exited ' + code + ': ' + out)));
  });
  return { url, close: () => { proc.kill(); rmSync(dirname(bin), { recursive: true, force: true }); } };
}

// launch starts Chromium with a fresh profile.
export async function launch(viewport = { width: 1000, height: 700 }, extra = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'draughts-profile-'));
  const ctx = await chromium.launchPersistentContext(dir, {
    executablePath: chromiumPath, headless: true, viewport,
    args: ['--disable-background-networking', '--disable-component-update', '--disable-sync',
      '--no-first-run', '--disable-quic', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
    ...extra,
  });
  return { ctx, close: async () => { await ctx.close(); rmSync(dir, { recursive: true, force: true }); } };
}

// openGame loads the page and waits until the game has drawn a frame.
export async function openGame(ctx, url) {
  const page = ctx.pages()[0] || await ctx.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(url);
  try {
    await page.waitForFunction(() => window.draughts && window.draughts.state().draws > 0, null, { timeout: 240000 });
  } catch (e) {
    const s = await page.evaluate(() => window.draughts ? JSON.stringify(window.draughts.state()).slice(0, 400) : document.body.innerText.slice(0, 400)).catch((x) => String(x));
    throw new Error(`the game did not draw: ${e.message}\npage: ${s}\nerrors: ${errors.join('\n')}`);
  }
  return { page, errors };
}

export const state = (page) => page.evaluate(() => window.draughts.state());

// waitTicks waits until the game has run n more updates (Ebitengine polls
// the mouse once per tick: a press and release inside one tick is not seen).
export async function waitTicks(page, n = 2) {
  const f0 = (await state(page)).frames;
  await page.waitForFunction(([f0, n]) => window.draughts.state().frames >= f0 + n, [f0, n], { polling: 16, timeout: 60000 });
}

// clickAt presses and releases the mouse at page point x, y, each held for a few ticks.
export async function clickAt(page, x, y) {
  await page.mouse.move(x, y);
  await waitTicks(page, 1);
  await page.mouse.down();
  await waitTicks(page, 2);
  await page.mouse.up();
  await waitTicks(page, 2);
}

export async function clickSquare(page, n) {
  const c = await page.evaluate((n) => window.draughts.squareCenter(n), n);
  if (!c) throw new Error('no centre for square ' + n);
  await clickAt(page, c.x, c.y);
}

export async function clickButton(page, label) {
  const b = await page.evaluate((l) => window.draughts.buttonCenter(l), label);
  if (!b) throw new Error('no button ' + label);
  await clickAt(page, b.x, b.y);
}

// clickChoice clicks the control labelled label in the sheet's row headed group (a setting's
// "On" or "Off", a theme, a level).
export async function clickChoice(page, group, label) {
  const s = await page.evaluate(() => window.draughts.state());
  const b = s.buttons.find((x) => x.label === label && (x.group || '').startsWith(group));
  if (!b) throw new Error(`no ${label} under ${group}: ${s.buttons.map((x) => x.group + '/' + x.label).join(', ')}`);
  const box = await page.locator('canvas').boundingBox();
  await clickAt(page, box.x + b.x, box.y + b.y);
}

// dragSquares drags the piece on square a to square b.
export async function dragSquares(page, a, b) {
  const p = await page.evaluate((n) => window.draughts.squareCenter(n), a);
  const q = await page.evaluate((n) => window.draughts.squareCenter(n), b);
  await page.mouse.move(p.x, p.y);
  await waitTicks(page, 1);
  await page.mouse.down();
  await waitTicks(page, 2);
  for (let i = 1; i <= 5; i++) {
    await page.mouse.move(p.x + (q.x - p.x) * i / 5, p.y + (q.y - p.y) * i / 5);
    await waitTicks(page, 1);
  }
  await page.mouse.up();
  await waitTicks(page, 2);
}

// waitState waits until pred(state) is true (pred is serialised into the page).
export async function waitState(page, pred, arg, timeout = 90000) {
  try {
    await page.waitForFunction(([src, arg]) => (new Function('s', 'arg', 'return (' + src + ')(s, arg)'))(window.draughts.state(), arg),
      [pred.toString(), arg], { timeout, polling: 100 });
  } catch (e) {
    const s = await state(page).catch(() => ({}));
    delete s.buttons;
    throw new Error(`waiting for ${pred}: ${e.message}\nlast state: ${JSON.stringify(s)}`);
  }
  return state(page);
}

// pixels decodes a PNG screenshot in a scratch page and returns [r,g,b] at each CSS point.
export async function pixels(ctx, png, points) {
  const scratch = await ctx.newPage();
  try {
    return await scratch.evaluate(async ([b64, pts]) => {
      const img = new Image();
      img.src = 'data:image/png;base64,' + b64;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = img.width; c.height = img.height;
      const g = c.getContext('2d');
      g.drawImage(img, 0, 0);
      return pts.map(([x, y]) => Array.from(g.getImageData(Math.round(x), Math.round(y), 1, 1).data.slice(0, 3)));
    }, [png.toString('base64'), points]);
  } finally {
    await scratch.close();
  }
}

export const near = (a, b, tol = 40) => a.every((v, i) => Math.abs(v - b[i]) <= tol);

// tapSquare touches square n with one finger (CDP touch events), held for a few ticks.
export async function tapSquare(page, n) {
  const c = await page.evaluate((n) => window.draughts.squareCenter(n), n);
  if (!c) throw new Error('no centre for square ' + n);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: c.x, y: c.y, id: 1 }] });
  await waitTicks(page, 2);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await waitTicks(page, 2);
  await cdp.detach();
}

// frameTakesPointer moves the mouse over a cross-site iframe until the frame's own document sees it. Right after such
// a frame has loaded, Chromium now and then hands the pointer events aimed at it to the embedding page instead: seen
// on this loaded machine (persist.test's partitioned frame, ~2 runs in 12), the host page got pointerdown, mousedown,
// pointerup and mouseup targeted at the IFRAME element and the frame's document got none, so no code in the game
// could see that click. Tests of the game's input wait for this first; the click itself still comes at once.
export async function frameTakesPointer(page, frameEl, frame) {
  await frame.evaluate(() => { window.testPointerSeen = false; addEventListener('pointermove', () => { window.testPointerSeen = true; }, true); });
  for (let i = 0; i < 150; i++) {
    const box = await frameEl.boundingBox();
    await page.mouse.move(box.x + box.width / 2 + (i % 2), box.y + box.height / 2);
    if (await frame.evaluate(() => window.testPointerSeen)) return i;
    await page.waitForTimeout(100);
  }
  throw new Error('the frame never received the pointer');
}

// pollPage evaluates fn(arg) in the page (awaiting its promise) until it gives a truthy value,
// and returns that value. Playwright's waitForFunction does not await an async predicate: the
// pending promise itself counts as truthy, so it returns at once.
export async function pollPage(page, fn, arg, { timeout = 60000, every = 250 } = {}) {
  const t0 = Date.now();
  for (;;) {
    const v = await page.evaluate(fn, arg);
    if (v) return v;
    if (Date.now() - t0 > timeout) throw new Error(`pollPage: no answer within ${timeout} ms: ${fn}`);
    await new Promise((ok) => setTimeout(ok, every));
  }
}

// firstFrameProbe wraps the page's window.draughtsFirstFrame (which the game calls at its first frame) so that it
// also sets window.draughtsBenchFrame: the benchmarks see the game's first frame by a plain page global, as the
// minimal program's, not by polling draughts.state() (a call into Go while it starts). Harmless on other pages.
export async function firstFrameProbe(page) {
  await page.addInitScript(() => {
    let f;
    Object.defineProperty(window, 'draughtsFirstFrame', {
      configurable: true, get: () => f,
      set: (g) => { f = typeof g === 'function' ? function (...a) { window.draughtsBenchFrame = true; return g.apply(this, a); } : g; },
    });
  });
}

// The middle game the benchmarks give level 10 (26 plies of bench-framecost's game), the computer (Black) to move.
export const MIDGAME = 'B:W27,32,35,36,37,38,39,40,44,45,46,47,48,49,50:B1,3,5,6,7,8,9,10,11,14,15,16,18,19,21,29';

// workerRecorder, an init script for the benchmarks (page.addInitScript): wraps the page's Worker and notes in
// window.benchJobs the time of the engine worker's first message ("ready"), of every move job posted and of every
// answer ("done"), without calling into Go.
export function workerRecorder() {
  const rec = window.benchJobs = { ready: 0, jobs: [], done: [] };
  const W = window.Worker;
  if (!W) return;
  window.Worker = class extends W {
    constructor(...a) {
      super(...a);
      this.addEventListener('message', (e) => {
        if (typeof e.data !== 'string') return;
        if (!rec.ready && e.data.includes('"kind":"ready"')) rec.ready = performance.now();
        if (e.data.includes('"kind":"done"')) rec.done.push(performance.now());
      });
    }
    postMessage(...a) {
      if (typeof a[0] === 'string' && a[0].includes('"kind":"move"')) rec.jobs.push(performance.now());
      return super.postMessage(...a);
    }
  };
}
