// load.test.mjs: the board at once and no lost input: the HTML first paint shows the right position (fen=, a saved
// game) where the game will draw it, and clicks and taps sent with no delay right after the game is up play the move
// (top-level page and cross-site iframe).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openGame, state, waitState, pixels, near, frameTakesPointer } from './helpers.mjs';

let server, hostServer;
before(async () => { [server, hostServer] = await Promise.all([startServer(), startServer()]); });
after(() => { server && server.close(); hostServer && hostServer.close(); });

const WOOD = { light: [0xf0, 0xd9, 0xb5], dark: [0xa9, 0x7a, 0x50], white: [0xf7, 0xf1, 0xe3], black: [0x2a, 0x26, 0x23] };

// firstPaint opens url with draughts.wasm held back, photographs the HTML board, then lets the game load and
// photographs its first frame. It returns both screenshots, the square centres (from the game) and the page.
async function firstPaint(ctx, url) {
  const page = ctx.pages()[0] || await ctx.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  let release;
  const held = new Promise((r) => { release = r; });
  await page.route('**/draughts.wasm', async (route) => { await held; await route.continue(); });
  await page.goto(url);
  await page.waitForSelector('#first svg');
  const paint = await page.screenshot();
  const info = await page.evaluate(() => window.draughtsFirstPaint);
  const timing = await page.evaluate(() => ({ fcp: (performance.getEntriesByName('first-contentful-paint')[0] || {}).startTime,
    manifest: !!document.querySelector('link[rel="manifest"]') }));
  release();
  await page.waitForFunction(() => window.draughts && window.draughts.state().draws > 0 && !document.getElementById('first'), null, { timeout: 240000 });
  const frame = await page.screenshot();
  const centres = await page.evaluate(() => Array.from({ length: 51 }, (_, n) => n ? window.draughts.squareCenter(n) : null));
  await page.unroute('**/draughts.wasm');
  return { page, paint, frame, info, centres, errors, timing };
}

// colours returns the colour near the centre of each square (a little off-centre, clear of the grooves).
async function colours(ctx, png, centres, squares) {
  const step = centres[24].x - centres[23].x;
  return pixels(ctx, png, squares.map((n) => [centres[n].x + step / 16, centres[n].y - step / 5.5]));
}

test('first paint: fen= is drawn at once where the game draws it, and the canvas takes over without a jump', async () => {
  const b = await launch({ width: 900, height: 640 });
  try {
    const fen = 'W:W28,33,K45:B12,19';
    const r = await firstPaint(b.ctx, server.url + '?mode=two-player&fen=' + encodeURIComponent(fen));
    assert.equal(r.info.fen, 'W:W28,33,K45:B12,19');
    const squares = [28, 33, 45, 12, 19, 32, 23];
    const [p, f] = [await colours(b.ctx, r.paint, r.centres, squares), await colours(b.ctx, r.frame, r.centres, squares)];
    for (let i = 0; i < squares.length; i++) {
      assert.ok(near(p[i], f[i], 30), `square ${squares[i]}: first paint ${p[i]}, first frame ${f[i]}`);
    }
    const step = r.centres[24].x - r.centres[23].x;
    const mid = await pixels(b.ctx, r.paint, [28, 12, 32].map((n) => [r.centres[n].x + step / 40, r.centres[n].y + step / 40]));
    assert.ok(near(mid[0], WOOD.white) && near(mid[1], WOOD.black) && near(mid[2], WOOD.dark), `pieces and squares: ${mid}`);
    assert.equal((await state(r.page)).fen, 'W:W28,33,K45:B12,19');
    // The web app manifest is linked only after the game's first frame (index.html: its fetch and icons
    // competed with the game's start), so not while draughts.wasm is held back.
    assert.equal(r.timing.manifest, false, 'manifest linked before the game ran');
    assert.deepEqual(r.errors, []);
  } finally { await b.close(); }
});

test('first paint: a saved game is drawn from its preview, flipped and themed as saved', async () => {
  // Service workers blocked: requests they answer would bypass the route that holds the wasm back.
  const b = await launch({ width: 600, height: 800 }, { serviceWorkers: 'block' });
  try {
    const { page } = await openGame(b.ctx, server.url + '?mode=two-player');
    // The game starts unfocused (InitUnfocused) and the page focuses its canvas at the first frame.
    await page.waitForFunction(() => document.activeElement && document.activeElement.tagName === 'CANVAS', null, { timeout: 30000 });
    await page.evaluate(() => window.draughts.command('move', '32-28'));
    await waitState(page, (s) => s.moves.length === 1 && !s.animating);
    await page.evaluate(() => window.draughts.command('move', '19-23'));
    await waitState(page, (s) => s.moves.length === 2 && !s.animating);
    await page.evaluate(() => { window.draughts.command('flip'); window.draughts.command('theme', '1'); });
    const saved = await waitState(page, (s) => s.flipped && s.theme === 'Tournament');
    await page.waitForFunction(() => JSON.parse(localStorage.getItem('draughts:default:preview') || '{}').theme === 'Tournament');
    const r = await firstPaint(b.ctx, server.url);
    assert.equal(r.info.fen, saved.fen.replace(/^W:/, 'W:'));
    assert.equal(r.info.flipped, true);
    assert.equal(r.info.theme, 'Tournament');
    const after = await state(r.page);
    assert.equal(after.fen, saved.fen);
    const squares = [28, 23, 32, 19, 1, 50];
    const [p, f] = [await colours(b.ctx, r.paint, r.centres, squares), await colours(b.ctx, r.frame, r.centres, squares)];
    for (let i = 0; i < squares.length; i++) {
      assert.ok(near(p[i], f[i], 30), `square ${squares[i]}: first paint ${p[i]}, first frame ${f[i]}`);
    }
    assert.ok(!near(p[0], p[2], 20), `28 (a man) and 32 (empty) look alike: ${p[0]} ${p[2]}`);
    assert.deepEqual(r.errors, []);
  } finally { await b.close(); }
});

test('a click with no delay right after the first frame plays the move, and so does a touch tap', async () => {
  const b = await launch({ width: 800, height: 600 });
  try {
    const page = b.ctx.pages()[0];
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(server.url + '?mode=two-player&save=off');
    await page.waitForFunction(() => window.draughts && window.draughts.state().draws > 0, null, { polling: 'raf', timeout: 240000 });
    const c = await page.evaluate(() => [32, 28, 19, 23].map((n) => window.draughts.squareCenter(n)));
    // page.mouse.click: move, press and release back to back, well inside one tick.
    await page.mouse.click(c[0].x, c[0].y);
    await page.mouse.click(c[1].x, c[1].y);
    let s = await waitState(page, (s) => s.moves.length === 1, null, 30000);
    assert.equal(s.moves[0], '32-28');
    await waitState(page, (s) => !s.animating);
    const cdp = await b.ctx.newCDPSession(page);
    for (const p of [c[2], c[3]]) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: p.x, y: p.y, id: 1 }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    }
    s = await waitState(page, (s) => s.moves.length === 2, null, 30000);
    assert.equal(s.moves[1], '19-23');
    assert.deepEqual(errors, []);
  } finally { await b.close(); }
});

// The page's WebGL check makes the game's context on a canvas already at the size Ebitengine gives it (the body's
// client size in device pixels), and the game's start does not resize it: each resize of a WebGL canvas reallocates
// its drawing buffer, a wait on the GPU process (80-106 ms of a reload's main thread before, against ~20 ms for the
// minimal Ebitengine program's one resize). On a desktop and a phone-sized viewport at 2x, first visit and reload.
test('the game starts on the checked WebGL canvas at its final size, with no resize before the first frame', async () => {
  for (const [viewport, scale] of [[{ width: 1000, height: 700 }, 1], [{ width: 390, height: 844 }, 2]]) {
    const b = await launch(viewport, { deviceScaleFactor: scale });
    try {
      const page = b.ctx.pages()[0];
      const errors = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      await page.addInitScript(() => {
        // Every size change of a canvas that has a WebGL 2 context, until the first frame.
        window.glResizes = [];
        const get = HTMLCanvasElement.prototype.getContext;
        HTMLCanvasElement.prototype.getContext = function (kind, ...rest) {
          const g = get.call(this, kind, ...rest);
          if (kind === 'webgl2' && g) this.glMade = [this.width, this.height];
          return g;
        };
        for (const k of ['width', 'height']) {
          const d = Object.getOwnPropertyDescriptor(HTMLCanvasElement.prototype, k);
          Object.defineProperty(HTMLCanvasElement.prototype, k, {
            configurable: true, get() { return d.get.call(this); },
            set(v) {
              const old = d.get.call(this);
              d.set.call(this, v);
              if (this.glMade && !window.draughtsBenchFrame && d.get.call(this) !== old) window.glResizes.push(`${k} ${old} -> ${v}`);
            },
          });
        }
        let f;
        Object.defineProperty(window, 'draughtsFirstFrame', {
          configurable: true, get: () => f,
          set: (g) => { f = typeof g === 'function' ? function (...a) { window.draughtsBenchFrame = true; return g.apply(this, a); } : g; },
        });
      });
      for (const how of ['visit', 'reload']) {
        if (how === 'reload') await page.reload();
        else await page.goto(server.url + '?mode=two-player&save=off');
        await page.waitForFunction(() => window.draughtsBenchFrame && window.draughts && window.draughts.state().draws > 0, null, { timeout: 240000 });
        const r = await page.evaluate(() => {
          const c = document.querySelector('canvas');
          return { resizes: window.glResizes, made: c.glMade, size: [c.width, c.height], want: [Math.floor(document.body.clientWidth * devicePixelRatio), Math.floor(document.body.clientHeight * devicePixelRatio)] };
        });
        const at = `${viewport.width}x${viewport.height} at ${scale}x, ${how}`;
        assert.deepEqual(r.size, r.want, `${at}: the canvas's drawing buffer at the first frame`);
        assert.deepEqual(r.made, r.want, `${at}: the size the WebGL context was made at`);
        assert.deepEqual(r.resizes, [], `${at}: resizes of the WebGL canvas before the first frame`);
      }
      assert.deepEqual(errors, []);
    } finally { await b.close(); }
  }
});

// A click at any moment of the loading is played: on the HTML board before the game runs (queued by index.html),
// while Go starts, at the first frame, and just after; on first visits and on reloads, with the CPU slowed 4x
// (CDP), each a press and release back to back. The square's centre is taken from a first load (same viewport).
test('clicks at every moment of loading and reloading are all played, with the CPU slowed 4x', async () => {
  const b = await launch({ width: 800, height: 600 });
  try {
    const { page, errors } = await openGame(b.ctx, server.url + '?mode=two-player&save=off');
    const c = await page.evaluate(() => window.draughts.squareCenter(32));
    const cdp = await b.ctx.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const seen = [];
    for (const [how, delay] of [['visit', 0], ['visit', 150], ['reload', 0], ['reload', 400], ['visit', 'go'], ['reload', 'frame']]) {
      if (how === 'reload') await page.reload({ waitUntil: 'commit' });
      else await page.goto(server.url + '?mode=two-player&save=off&n=' + seen.length, { waitUntil: 'commit' });
      if (delay === 'go') await page.waitForFunction(() => !!window.draughts, null, { polling: 5, timeout: 240000 });
      else if (delay === 'frame') await page.waitForFunction(() => window.draughts && window.draughts.state().draws > 0, null, { polling: 5, timeout: 240000 });
      else if (delay) await page.waitForTimeout(delay);
      const when = await page.evaluate(() => window.draughts ? `ticks ${window.draughts.state().frames}, draws ${window.draughts.state().draws}` : 'before the game');
      await page.mouse.click(c.x, c.y);
      await page.waitForFunction(() => window.draughts && window.draughts.state().draws > 0, null, { timeout: 240000 });
      const s = await waitState(page, (s) => s.selected === 32, undefined, 30000).catch((e) => ({ error: e.message }));
      seen.push(`${how} ${delay} (${when}): ${s.selected === 32 ? 'played' : 'LOST ' + (s.error || '')}`);
    }
    assert.ok(seen.every((x) => / played$/.test(x)), seen.join('\n'));
    assert.deepEqual(errors, []);
  } finally { await b.close(); }
});

test('in a cross-site iframe, a click with no delay right after `ready` plays the move', async () => {
  const b = await launch({ width: 1000, height: 800 });
  try {
    const page = b.ctx.pages()[0];
    const host = hostServer.url.replace('127.0.0.1', 'localhost');
    await page.goto(host + 'embed.html?src=' + encodeURIComponent(server.url + 'index.html?mode=two-player'));
    const frameEl = await page.waitForSelector('#game');
    const frame = await frameEl.contentFrame();
    await frame.waitForFunction(() => !!window.draughtsInput, null, { timeout: 240000 });
    await frameTakesPointer(page, frameEl, frame); // while the game loads
    await page.waitForFunction(() => (window.draughtsEvents || []).some((e) => e.type === 'ready'), null, { polling: 'raf', timeout: 240000 });
    const box = await frameEl.boundingBox();
    const c = await frame.evaluate(() => [32, 28].map((n) => window.draughts.squareCenter(n)));
    await page.mouse.click(box.x + c[0].x, box.y + c[0].y);
    await page.mouse.click(box.x + c[1].x, box.y + c[1].y);
    await page.waitForFunction(() => window.draughtsEvents.some((e) => e.type === 'move'), null, { timeout: 30000 });
    const move = (await page.evaluate(() => window.draughtsEvents)).find((e) => e.type === 'move');
    assert.equal(move.notation, '32-28');
    const s = await frame.evaluate(() => window.draughts.state());
    assert.ok(!/empty/i.test(s.message), s.message);
  } finally { await b.close(); }
});

// The download bar follows a slow download (it reads a copy of draughts.wasm from 0.3 s on), and the game starts.
test('a slow download shows its progress on the first paint, and the game starts', async () => {
  const b = await launch();
  try {
    const page = b.ctx.pages()[0];
    const cdp = await b.ctx.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: 1 << 20, uploadThroughput: 1 << 20 });
    await page.goto(server.url + '?mode=play');
    await page.waitForSelector('#progress');
    const widths = [];
    const width = () => page.evaluate(() => { const el = document.querySelector('#progress > div'); return el ? parseFloat(el.style.width) || 0 : null; });
    for (let i = 0; i < 60 && !(widths.some((w) => w > 0 && w < 100)); i++) { widths.push(await width()); await page.waitForTimeout(100); }
    assert.ok(widths.some((w) => w > 0 && w < 100), `the bar moved between 0 and 100%: ${widths.join(' ')}`);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await page.waitForFunction(() => window.draughts && window.draughts.state().draws > 0 && !document.getElementById('first'), null, { timeout: 240000 });
  } finally { await b.close(); }
});
