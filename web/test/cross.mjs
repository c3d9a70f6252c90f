// cross.mjs: the shared body of the cross-browser tests: what matters most to a player, run in
// Chromium, Firefox ESR and WebKitGTK through the small drivers of drivers/*.mjs (cross.<browser>.test.mjs
// each run it with one driver). A driver opens a fresh profile and offers: goto, reload, evaluate,
// mouseMove/mouseDown/mouseUp and touch (page CSS pixels), screenshot, close.
// DRAUGHTS_SHOT_DIR=dir keeps a screenshot of each browser's game and of its no-WebGL page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { startServer } from './helpers.mjs';

const shotDir = process.env.DRAUGHTS_SHOT_DIR;

// waitFor polls fn(arg) in the page until it returns a truthy value, and returns it.
export async function waitFor(b, fn, arg, timeout = 120000, what = String(fn)) {
  const t0 = Date.now();
  let last;
  for (;;) {
    try { last = await b.evaluate(fn, arg); } catch (e) { last = e; }
    if (last && !(last instanceof Error)) return last;
    if (Date.now() - t0 > timeout) {
      const s = await b.evaluate(() => JSON.stringify(window.draughts ? window.draughts.state() : { failure: window.draughtsFailure, text: document.body.innerText.slice(0, 300) }).slice(0, 600)).catch((e) => String(e));
      throw new Error(`${what}: not true after ${timeout} ms (last ${last})\npage: ${s}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
const drawn = (b) => waitFor(b, () => window.draughtsFailure ? { failed: window.draughtsFailure } : (window.draughts && window.draughts.state().draws > 0 && window.draughts.state()), null, 240000, 'the game draws');
const until = (b, pred, arg, timeout) => waitFor(b, new Function('arg', `const s = window.draughts.state(); return (${pred})(s, arg) && s;`), arg, timeout, String(pred));
const ticks = async (b, n = 2) => {
  const f0 = await b.evaluate(() => window.draughts.state().frames);
  await waitFor(b, (a) => window.draughts.state().frames >= a, f0 + n, 30000, 'ticks');
};

// Pointer and touch input at the centre of square n (of the page, or of the game in the iframe #game).
async function centre(b, n, framed) {
  return b.evaluate(([n, framed]) => {
    if (!framed) return window.draughts.squareCenter(n);
    const f = document.getElementById('game'), r = f.getBoundingClientRect(), c = f.contentWindow.draughts.squareCenter(n);
    return c && { x: r.left + c.x, y: r.top + c.y };
  }, [n, framed]);
}
async function click(b, n, framed = false) {
  const c = await centre(b, n, framed);
  await b.mouseMove(c.x, c.y);
  await b.mouseDown();
  await new Promise((r) => setTimeout(r, 60));
  await b.mouseUp();
}
async function tap(b, n) {
  const c = await centre(b, n, false);
  await b.touch('start', c.x, c.y);
  await new Promise((r) => setTimeout(r, 60));
  await b.touch('end', c.x, c.y);
}

const storage = (b) => b.evaluate(() => Object.fromEntries(Object.keys(localStorage).filter((k) => k.startsWith('draughts:')).sort().map((k) => [k, localStorage.getItem(k)])));

export function crossBrowserTests(driver, opts = {}) {
  let server, saved = null;
  const figures = {};
  before(async () => { server = await startServer(); });
  after(() => {
    server && server.close();
    console.log(`${driver.name}: ${JSON.stringify(figures)}`);
  });

  test(`${driver.name}: load, a move by pointer, the computer answers, the save survives a reload${opts.touch ? '; a move by touch' : ''}; the embed's events`, async () => {
    const b = await driver.open({ viewport: { width: 1000, height: 700 }, touch: !!opts.touch });
    figures.version = b.version;
    try {
      let t0 = Date.now();
      await b.goto(server.url + '?level=1');
      let s = await drawn(b);
      assert.ok(!s.failed, `the game did not start: ${JSON.stringify(s.failed)}`);
      figures.firstFrameMs = Math.round(s.firstFrameMs);
      figures.loadWallMs = Date.now() - t0;
      figures.viewport = await b.evaluate(() => innerWidth + 'x' + innerHeight + '@' + devicePixelRatio);
      assert.equal(s.fen, 'W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20');
      if (shotDir) { mkdirSync(shotDir, { recursive: true }); await b.screenshot(join(shotDir, `${driver.name}-game.png`)); }
      await click(b, 32);
      await until(b, (s) => s.selected === 32);
      await click(b, 28);
      s = await until(b, (s) => s.moves.length === 2 && !s.thinking && !s.animating && s.turn === 'white');
      assert.equal(s.moves[0], '32-28');
      assert.match(s.moves[1], /^\d+[-x]\d+$/);
      // The save is written (its preview, which index.html reads, too); a reload brings the game back.
      await waitFor(b, () => (JSON.parse(localStorage.getItem('draughts:default:preview') || '{}').moves || []).length === 2, null, 30000, 'the preview saved');
      t0 = Date.now();
      await b.reload();
      const r = await drawn(b);
      figures.reloadWallMs = Date.now() - t0;
      assert.deepEqual(r.moves, s.moves);
      assert.equal(r.fen, s.fen);
      saved = await storage(b);
      if (shotDir) await b.screenshot(join(shotDir, `${driver.name}-reloaded.png`));

      // Touch: a move by two taps (two-player, not saved), where the driver can touch.
      if (opts.touch) {
        await b.goto(server.url + '?mode=two-player&save=off');
        await drawn(b);
        await b.evaluate(() => { window.seenTypes = []; addEventListener('pointerdown', (e) => window.seenTypes.push(e.pointerType + (e.isPrimary ? '' : '!')), true); addEventListener('touchstart', () => window.seenTypes.push('touchstart'), true); });
        await tap(b, 33);
        await until(b, (s) => s.selected === 33);
        await tap(b, 29);
        s = await until(b, (s) => s.moves.length === 1);
        assert.equal(s.moves[0], '33-29');
        figures.tapEvents = (await b.evaluate(() => window.seenTypes)).join(',');
        assert.match(figures.tapEvents, /^touch,/, 'the taps reached the page as touch pointer events');
      }

      // The embed: ready, a move played in the iframe, a refused command; all seen by the host page.
      await b.goto(server.url + 'embed.html?src=' + encodeURIComponent(server.url + 'index.html?mode=two-player&save=off'));
      await waitFor(b, () => (window.draughtsEvents || []).some((e) => e.type === 'ready'), null, 240000, 'the ready event');
      await click(b, 34, true);
      await click(b, 30, true);
      const move = await waitFor(b, () => window.draughtsEvents.find((e) => e.type === 'move'), null, 30000, 'the move event');
      assert.equal(move.notation, '34-30');
      assert.equal(move.side, 'white');
      await b.evaluate(() => window.draughtsSend({ type: 'setPosition', fen: 'W:W99:B1' }));
      const err = await waitFor(b, () => window.draughtsEvents.find((e) => e.type === 'error'), null, 30000, 'the error event');
      assert.equal(err.command, 'setPosition');
      assert.match(err.message, /99/);
    } finally { await b.close(); }
  });

  test(`${driver.name}: offline, after one visit the game loads from the service worker's cache`, async () => {
    const own = await startServer();
    const b = await driver.open({ viewport: { width: 800, height: 600 } });
    try {
      await b.goto(own.url + '?save=off&mode=two-player');
      await drawn(b);
      await waitFor(b, () => !!navigator.serviceWorker && !!navigator.serviceWorker.controller, null, 60000, 'the service worker controls the page');
      await waitFor(b, async () => (await caches.keys()).length > 0 && (await (await caches.open((await caches.keys())[0])).keys()).some((r) => r.url.endsWith('draughts.wasm')), null, 60000, 'the game cached');
      own.close(); // the network is gone: nothing answers on the server's port any more
      await b.reload();
      const s = await drawn(b);
      assert.ok(!s.failed, JSON.stringify(s.failed));
      await click(b, 31);
      await click(b, 26);
      assert.equal((await until(b, (s) => s.moves.length === 1)).moves[0], '31-26');
    } finally { await b.close(); own.close(); }
  });

  test(`${driver.name} without WebGL: the board, the message, the saved game to copy (untouched), the embed's error event`, async () => {
    const b = await driver.open({ viewport: { width: 900, height: 600 }, webgl: false });
    try {
      // The save of the first test, as this browser's game wrote it.
      assert.ok(saved && saved['draughts:default:preview'], 'the first test left a save');
      await b.goto(server.url + 'index.html?save=off');
      await b.evaluate((entries) => { for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v); }, saved);
      await b.goto(server.url + 'index.html');
      const f = (await drawn(b)).failed;
      assert.ok(f, 'the page says it failed');
      assert.equal(f.reason, 'webgl');
      figures.noWebGLMessageMs = f.ms;
      const lang = await b.evaluate(() => (navigator.languages || [navigator.language])[0]);
      const page = await b.evaluate(() => ({
        h1: document.querySelector('#failed h1').textContent, text: document.getElementById('failed').innerText,
        fen: (document.getElementById('failed-fen') || {}).value, pdn: (document.getElementById('failed-pdn') || {}).value,
        pieces: document.querySelectorAll('#first svg circle').length, canvas: !!document.querySelector('canvas'),
      }));
      if (/^en/i.test(lang)) assert.match(page.h1, /WebGL 2 is turned off or not available/);
      assert.match(page.text, /hardware acceleration|硬件加速/);
      const preview = JSON.parse(saved['draughts:default:preview']);
      assert.equal(page.fen, preview.fen);
      assert.match(page.pdn, new RegExp('1\\. 32-28 ' + preview.moves[1] + ' \\*'));
      assert.ok(page.pieces >= 40 * 4, `the board's pieces are drawn (${page.pieces} circles)`);
      assert.equal(page.canvas, false, 'the game did not start');
      if (shotDir) await b.screenshot(join(shotDir, `${driver.name}-nowebgl.png`));
      assert.deepEqual(await storage(b), saved, 'the save is untouched');
      // In an iframe, in Chinese: the host page gets the error event.
      await b.goto(server.url + 'embed.html?src=' + encodeURIComponent(server.url + 'index.html?lang=zh&save=off'));
      const ev = await waitFor(b, () => (window.draughtsEvents || []).find((e) => e.type === 'error'), null, 60000, 'the embed error event');
      assert.equal(ev.fatal, true);
      assert.equal(ev.reason, 'webgl');
      assert.match(ev.message, /WebGL 2/);
      assert.match(ev.message, /[\u4e00-\u9fff]/, 'in Chinese');
      assert.ok(!(await b.evaluate(() => window.draughtsEvents.some((e) => e.type === 'ready'))));
    } finally { await b.close(); }
  });
}
