// persist.test.mjs: saves survive a reload (the computer's turn included), unreadable saves are kept aside with a notice,
// PDN in by the dialog and by URL, a cross-site iframe that plays and posts events (storage blocked and partitioned),
// and offline play after a first visit (service worker).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startServer, launch, openGame, state, clickSquare, waitState, chromiumPath, webDir, repoDir, frameTakesPointer, pollPage } from './helpers.mjs';

let server, hostServer;
before(async () => {
  server = await startServer();
  hostServer = await startServer(); // a second port: the embedding page's origin
});
after(() => { server && server.close(); hostServer && hostServer.close(); });

const INITIAL = 'W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20';
const KEY = 'draughts:default:save';
// After 35-30 18-22 34-29 13-18 31-26 20-25 40-34 8-13 37-31 2-8: White to move, no capture, not in the book.
const MIDGAME = 'W:W26,29,30,31,32,33,34,36,38,39,41,42,43,44,45,46,47,48,49,50:B1,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,22,25';

async function playHuman(page, from, to) {
  await clickSquare(page, from);
  await waitState(page, (s, f) => s.selected === f, from);
  await clickSquare(page, to);
}

const storageInfo = (page) => page.evaluate(() => window.draughts.storage());

// hintedMove asks the engine for a legal move for the human (the computer's replies vary, so scripted moves would not do).
async function hintedMove(page) {
  const plies = (await state(page)).moves.length;
  await page.evaluate(() => window.draughts.command('hint'));
  const s = await waitState(page, (s, n) => s.hint !== '' && s.moves.length === n, plies);
  const squares = s.hint.split(/[-x:]/).map(Number);
  return [squares[0], squares[squares.length - 1], s.hint];
}

test('a game continues after a reload, the computer\'s turn included', async () => {
  const b = await launch();
  try {
    const { page, errors } = await openGame(b.ctx, server.url + '?level=1');
    await playHuman(page, 32, 28);
    let s = await waitState(page, (s) => s.moves.length === 2 && !s.thinking && !s.animating);
    const keys = await page.evaluate(() => Object.keys(localStorage));
    // The save, and beside it the plain preview index.html draws before the game has loaded.
    assert.deepEqual(keys.filter((k) => k.startsWith('draughts:')).sort(), ['draughts:default:preview', KEY]);
    assert.equal(JSON.parse(await page.evaluate(() => localStorage.getItem('draughts:default:preview'))).fen, s.fen);
    await page.reload();
    await page.waitForFunction(() => window.draughts && window.draughts.state().draws > 0, null, { timeout: 120000 });
    const r = await state(page);
    assert.deepEqual(r.moves, s.moves);
    assert.equal(r.fen, s.fen);
    assert.equal(r.level, 1);
    assert.equal((await storageInfo(page)).saving, true);
    // It plays on from there.
    const [from, to, hint] = await hintedMove(page);
    await playHuman(page, from, to);
    s = await waitState(page, (s) => s.moves.length === 4 && !s.thinking && !s.animating);
    assert.equal(s.moves[2], hint);

    // The computer's turn: reload while it thinks; it answers after the reload. The position is fixed
    // (out of the book, and Black's reply is not forced: 9 quiet moves), so that level 10 searches its
    // full budget; the random game above could leave the computer a single capture, answered at once.
    await page.evaluate((f) => window.draughts.setFEN(f), MIDGAME);
    await waitState(page, (s, f) => s.startFen === f && s.moves.length === 0, MIDGAME);
    await page.evaluate(() => window.draughts.command('level', 10));
    await waitState(page, (s) => s.level === 10);
    await playHuman(page, 42, 37);
    await waitState(page, (s) => s.moves.length === 1 && s.thinking);
    await page.reload();
    await page.waitForFunction(() => window.draughts && window.draughts.state().draws > 0, null, { timeout: 120000 });
    s = await state(page);
    assert.equal(s.startFen, MIDGAME);
    assert.deepEqual(s.moves, ['42-37']);
    s = await waitState(page, (s) => s.moves.length === 2 && !s.animating, undefined, 240000);
    assert.equal(s.turn, 'white');
    assert.deepEqual(errors, []);
  } finally { await b.close(); }
});

test('garbage in every storage key: the game starts, the player is told, the garbage is kept under a backup key', async () => {
  const b = await launch();
  try {
    const { page } = await openGame(b.ctx, server.url + '?level=1');
    await playHuman(page, 32, 28);
    await waitState(page, (s) => s.moves.length === 2 && !s.thinking && !s.animating);
    const real = await page.evaluate((k) => localStorage.getItem(k), KEY);
    for (const garbage of ['this is not a save \u00e9\u0000', real.slice(0, Math.floor(real.length / 2)), btoa('{"app":"other"}')]) {
      const keys = await page.evaluate((g) => {
        const ks = Object.keys(localStorage).filter((k) => k.startsWith('draughts:') && !k.includes('.bad-'));
        for (const k of ks) localStorage.setItem(k, g);
        return ks;
      }, garbage);
      assert.deepEqual([...keys].sort(), ['draughts:default:preview', KEY]); // garbage in the preview too: index.html falls back to the start position
      await page.reload();
      await page.waitForFunction(() => window.draughts && window.draughts.state().draws > 0, null, { timeout: 120000 });
      const s = await state(page);
      assert.equal(s.fen, INITIAL, 'a fresh game');
      assert.equal(s.moves.length, 0);
      const info = await storageInfo(page);
      assert.match(info.notices.join(' '), /could not be read/);
      assert.match(s.message, /could not be read/);
      assert.ok(info.backup.startsWith(KEY + '.bad-'), 'backup key ' + info.backup);
      assert.equal(await page.evaluate((k) => localStorage.getItem(k), info.backup), garbage, 'garbage kept byte for byte');
      const bar = await page.textContent('#draughts-notice');
      assert.match(bar, /could not be read/);
      assert.equal(info.saving, true, 'saving goes on after the backup');
    }
    const backups = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('.bad-')));
    assert.equal(backups.length, 3, 'three distinct backups: ' + backups);
    if (process.env.SHOTS) await page.screenshot({ path: process.env.SHOTS + '/notice.png' });
  } finally { await b.close(); }
});

const MULTI = `[Event "First"]
[White "A"]
[Black "B"]
1. 32-28 19-23 2. 28x19 14x23 *

[Event "Second"]
1. 33-29 18-22 2. 39-33 *
`;

test('PDN pasted into the dialog is replayed; any game of a multi-game text; errors are the engine\'s', async () => {
  const b = await launch();
  try {
    const { page } = await openGame(b.ctx, server.url + '?mode=two-player');
    await page.click('#draughts-record-button');
    await page.waitForSelector('#draughts-record', { state: 'visible' });
    await page.fill('#draughts-pdn', MULTI);
    await page.click('#draughts-load');
    let s = await waitState(page, (s) => s.moves.length === 4);
    assert.deepEqual(s.moves, ['32-28', '19-23', '28x19', '14x23']);
    assert.equal(await page.locator('#draughts-games option').count(), 2);
    await page.selectOption('#draughts-games', { index: 1 });
    s = await waitState(page, (s) => s.moves.length === 3);
    assert.deepEqual(s.moves, ['33-29', '18-22', '39-33']);
    // The exported PDN carries the game and its tags.
    const pdn = await page.evaluate(() => window.draughts.pdn());
    assert.match(pdn, /\[Event "Second"\]/);
    assert.match(pdn, /1\. 33-29 18-22 2\. 39-33/);
    // A bad move: the engine's message, with line and column.
    await page.fill('#draughts-pdn', '[Event "Bad"]\n1. 32-28 19-23\n2. 28-22 *');
    await page.click('#draughts-load');
    const err = await page.textContent('#draughts-record-error');
    assert.match(err, /PDN game 1, line 3, column \d+: .*28-22/);
    s = await state(page);
    assert.equal(s.moves.length, 3, 'the game is untouched');
    // Download the game as a .pdn file.
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#draughts-download')]);
    assert.match(download.suggestedFilename(), /^draughts-.*\.pdn$/);
    const file = await download.path();
    const { readFileSync } = await import('node:fs');
    assert.match(readFileSync(file, 'utf8'), /\[Event "Second"\][\s\S]*1\. 33-29 18-22 2\. 39-33 \*/);
    // Copy to the clipboard.
    await b.ctx.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await page.click('#draughts-copy');
    await page.waitForFunction(() => document.getElementById('draughts-record-error').textContent === 'PDN copied.');
    assert.match(await page.evaluate(() => navigator.clipboard.readText()), /1\. 33-29 18-22/);
    // Open a .pdn file.
    await page.setInputFiles('#draughts-file', { name: 'one.pdn', mimeType: 'text/plain', buffer: Buffer.from('[Event "File"]\n1. 34-30 20-25 *\n') });
    s = await waitState(page, (s) => s.moves.length === 2 && s.moves[0] === '34-30');
    await page.click('#draughts-record-button');
    // A FEN works the same way.
    await page.fill('#draughts-fen', 'B:W28,K46:B19,23');
    await page.click('#draughts-setfen');
    s = await waitState(page, (s) => s.startFen.startsWith('B:'));
    assert.equal(s.moves.length, 0);
    await page.click('#draughts-record-button');
    await page.fill('#draughts-fen', 'W:W51');
    await page.click('#draughts-setfen');
    assert.match(await page.textContent('#draughts-record-error'), /^square 51 is not between 1 and 50 \(at character 4\)$/);
  } finally { await b.close(); }
});

test('URL parameters: pdn, game, color, mode, level; a bad value is reported, not fatal', async () => {
  const b = await launch();
  try {
    const q = new URLSearchParams({ pdn: MULTI, game: '2', mode: 'analysis', level: '12', color: 'black', coords: 'off' });
    const { page } = await openGame(b.ctx, server.url + '?' + q);
    const s = await state(page);
    assert.deepEqual(s.moves, ['33-29', '18-22', '39-33']);
    assert.equal(s.mode, 'analysis');
    assert.equal(s.numbers, false);
    assert.equal(s.flipped, true);
    const info = await storageInfo(page);
    assert.match(info.notices.join(' '), /level=12: expected a level from 1 to 10/);
    assert.equal(info.key, 'draughts:link:save', 'a game from the address is kept apart from the player\'s own');
    // Reloading the same address continues the game rather than starting it again.
    await page.evaluate(() => window.draughts.command('move', '22-27'));
    await waitState(page, (s) => s.moves.length === 4);
    await page.reload();
    await page.waitForFunction(() => window.draughts && window.draughts.state().draws > 0, null, { timeout: 120000 });
    assert.deepEqual((await state(page)).moves, ['33-29', '18-22', '39-33', '22-27']);
  } finally { await b.close(); }
});

// embedGame opens the host page (embed.html on the second server, reached as localhost: another site than 127.0.0.1)
// with the game in an iframe, and returns the frame once the game draws.
async function embedGame(ctx, gameQuery = '') {
  const page = ctx.pages()[0] || await ctx.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const host = hostServer.url.replace('127.0.0.1', 'localhost');
  const src = server.url + 'index.html?' + gameQuery;
  await page.goto(host + 'embed.html?src=' + encodeURIComponent(src));
  const frameEl = await page.waitForSelector('#game');
  const frame = await frameEl.contentFrame();
  await frame.waitForFunction(() => window.draughts && window.draughts.state().draws > 0, null, { timeout: 120000 });
  const click = async (n) => {
    // Measured each time: focusing the canvas may scroll the host page.
    const box = await frameEl.boundingBox();
    const c = await frame.evaluate((n) => window.draughts.squareCenter(n), n);
    await page.mouse.click(box.x + c.x, box.y + c.y);
  };
  const fstate = () => frame.evaluate(() => window.draughts.state());
  const events = () => page.evaluate(() => window.draughtsEvents);
  return { page, frame, click, fstate, events, errors };
}

async function embeddedPlay(t, ctx, wantSaving) {
  const { page, frame, click, events, errors } = await embedGame(ctx, 'level=1');
  await frameTakesPointer(page, await page.$('#game'), frame);
  await page.waitForFunction(() => window.draughtsEvents.some((e) => e.type === 'ready'));
  await click(32);
  await frame.waitForFunction(() => window.draughts.state().selected === 32);
  await click(28);
  await page.waitForFunction(() => window.draughtsEvents.filter((e) => e.type === 'move').length >= 2, null, { timeout: 90000 });
  const moves = (await events()).filter((e) => e.type === 'move');
  assert.equal(moves[0].notation, '32-28');
  assert.equal(moves[0].side, 'white');
  assert.equal(moves[0].ply, 1);
  assert.match(moves[0].fen, /^B:W28,31,/);
  assert.equal(moves[1].side, 'black');
  // Commands from the host page.
  await page.click('#flip');
  await frame.waitForFunction(() => window.draughts.state().flipped === true);
  await page.fill('#fen', 'W:W28,32,33:B12,18,19');
  await page.click('#setpos');
  await frame.waitForFunction(() => window.draughts.state().startFen === 'W:W28,32,33:B12,18,19');
  // A bad command is answered with an error event.
  await page.evaluate(() => window.draughtsSend({ type: 'setPosition', fen: 'nonsense' }));
  await page.waitForFunction(() => window.draughtsEvents.some((e) => e.type === 'error'));
  const info = await frame.evaluate(() => window.draughts.storage());
  assert.equal(info.framed, true);
  assert.equal(info.saving, wantSaving, JSON.stringify(info));
  if (!wantSaving) assert.match(info.notices.join(' '), /Storage is unavailable.*will not be kept/);
  assert.deepEqual(errors, []);
  return { page, frame };
}

test('a cross-site iframe with third-party storage blocked (Playwright\'s default): plays, posts events, takes commands, tells the player', async (t) => {
  const b = await launch({ width: 1000, height: 800 });
  try {
    const { page, frame } = await embeddedPlay(t, b.ctx, false);
    // The end of a game is announced: White takes Black's last piece.
    await page.evaluate(() => window.draughtsSend({ type: 'setPosition', fen: 'W:W28:B23' }));
    await frame.waitForFunction(() => window.draughts.state().startFen === 'W:W28:B23');
    const frameEl = await page.$('#game');
    for (const n of [28, 19]) {
      const box = await frameEl.boundingBox();
      const c = await frame.evaluate((n) => window.draughts.squareCenter(n), n);
      await page.mouse.click(box.x + c.x, box.y + c.y);
      if (n === 28) await frame.waitForFunction(() => window.draughts.state().selected === 28);
    }
    await page.waitForFunction(() => window.draughtsEvents.some((e) => e.type === 'gameover'), null, { timeout: 30000 });
    const over = (await page.evaluate(() => window.draughtsEvents)).find((e) => e.type === 'gameover');
    assert.equal(over.result, '2-0');
    assert.equal(over.reason, 'no pieces left');
    assert.match(over.text, /White wins/);
    const bar = await page.frameLocator('#game').locator('#draughts-notice').textContent();
    assert.match(bar, /will not be kept/);
    if (process.env.SHOTS) await page.screenshot({ path: process.env.SHOTS + '/embed-blocked.png' });
  } finally { await b.close(); }
});

// launchChromiumDefaults starts Chromium with its own defaults (Playwright's launch turns third-party storage
// partitioning off) and connects over CDP.
async function launchChromiumDefaults() {
  const dir = mkdtempSync(join(tmpdir(), 'draughts-profile-'));
  const proc = spawn(chromiumPath, ['--headless=new', ...(process.getuid && process.getuid() === 0 ? ['--no-sandbox'] : []), '--remote-debugging-port=0', '--user-data-dir=' + dir,
    '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic',
    '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--window-size=1000,1000', 'about:blank'], { stdio: ['ignore', 'ignore', 'pipe'] });
  const ws = await new Promise((resolve, reject) => {
    let err = '';
    const timer = setTimeout(() => reject(new Error('chromium did not start: ' + err)), 30000);
    proc.stderr.on('data', (d) => {
      err += d;
      const m = err.match(/DevTools listening on (ws:\/\/\S+)/);
      if (m) { clearTimeout(timer); resolve(m[1]); }
    });
    proc.on('exit', (code) => reject(new Error('chromium exited ' + code + ': ' + err)));
  });
  const browser = await chromium.connectOverCDP(ws);
  const ctx = browser.contexts()[0];
  const exited = new Promise((resolve) => proc.on('exit', resolve));
  return {
    ctx, close: async () => {
      // Ask Chromium to quit (closing a CDP connection only disconnects), then clean up.
      const s = await browser.newBrowserCDPSession().catch(() => null);
      if (s) await s.send('Browser.close').catch(() => {});
      const timer = setTimeout(() => proc.kill(), 5000);
      await exited;
      clearTimeout(timer);
      try { rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 }); } catch { /* a helper still exiting: a temp dir is left */ }
    },
  };
}

test('a cross-site iframe with partitioned storage (Chromium\'s default): plays and saves in its partition', async (t) => {
  const b = await launchChromiumDefaults();
  try {
    const { page } = await embeddedPlay(t, b.ctx, true);
    // The partitioned save survives a reload of the host page.
    const frameMoves = await page.frameLocator('#game').locator('body').evaluate(() => window.draughts.state().startFen);
    await page.reload();
    const frame = await (await page.waitForSelector('#game')).contentFrame();
    await frame.waitForFunction(() => window.draughts && window.draughts.state().draws > 0, null, { timeout: 120000 });
    assert.equal(await frame.evaluate(() => window.draughts.state().startFen), frameMoves);
    if (process.env.SHOTS) await page.screenshot({ path: process.env.SHOTS + '/embed-partitioned.png' });
  } finally { await b.close(); }
});

test('a resignation and New game in one tick: the resigned game is kept as finished, with its result', async () => {
  const b = await launch();
  try {
    const { page, errors } = await openGame(b.ctx, server.url + '?mode=two-player&save=tick');
    for (const m of ['32-28', '19-23']) {
      await page.evaluate((m) => window.draughts.command('move', m), m);
      await waitState(page, (s, m) => s.moves.includes(m) && !s.animating, m);
    }
    // Both commands reach the game in the same tick (as two clicks queued during a slow frame would).
    await page.evaluate(() => { window.draughts.command('resign'); window.draughts.command('new'); });
    await waitState(page, (s) => s.moves.length === 0 && s.result === '*');
    await page.evaluate(() => window.draughts.command('games'));
    const s = await waitState(page, (s) => s.games && s.games.open);
    const old = s.games.entries.filter((e) => e.kind !== 'current');
    assert.deepEqual(old.map((e) => [e.kind, e.result, e.moves]), [['finished', '0-2', 2]]);
    assert.deepEqual(errors, []);
  } finally { await b.close(); }
});

test('offline: after one visit the game loads and plays with the network off', async () => {
  const b = await launch();
  try {
    const { page } = await openGame(b.ctx, server.url + '?level=1&save=offline');
    await page.evaluate(async () => { await navigator.serviceWorker.ready; });
    await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 60000 });
    // Installable too: the manifest, linked with the service worker a second after the first frame, and its icons.
    const manifest = await page.evaluate(async () => {
      const link = document.querySelector('link[rel="manifest"]');
      if (!link) return null;
      const m = await (await fetch(link.href)).json();
      const icons = await Promise.all(m.icons.map(async (i) => {
        const r = await fetch(new URL(i.src, link.href));
        const bmp = await createImageBitmap(await r.blob());
        return `${i.sizes} ${r.status} ${bmp.width}x${bmp.height}`;
      }));
      return { name: m.name, display: m.display, icons };
    });
    assert.deepEqual(manifest, { name: 'International draughts', display: 'standalone', icons: ['192x192 200 192x192', '512x512 200 512x512', '512x512 200 512x512'] });
    await b.ctx.setOffline(true);
    await page.reload();
    await page.waitForFunction(() => window.draughts && window.draughts.state().draws > 0, null, { timeout: 120000 });
    assert.equal(await page.evaluate(() => navigator.onLine), false);
    await playHuman(page, 32, 28);
    const s = await waitState(page, (s) => s.moves.length === 2 && !s.thinking && !s.animating);
    assert.equal(s.moves[0], '32-28');
    // A URL with parameters is served from the cache too.
    await page.goto(server.url + 'index.html?level=2&save=offline2');
    await page.waitForFunction(() => window.draughts && window.draughts.state().draws > 0, null, { timeout: 120000 });
    assert.equal((await state(page)).level, 2);
  } finally { await b.close(); }
});

// serveCopy serves a copy of web/ (files linked, version.js our own) so the test can publish a "new version".
async function serveCopy() {
  const dir = mkdtempSync(join(tmpdir(), 'draughts-web-'));
  for (const name of readdirSync(webDir)) {
    if (name !== 'version.js' && name !== 'test' && name !== 'server') symlinkSync(join(webDir, name), join(dir, name));
  }
  const bin = join(dir, 'server.bin');
  execFileSync('go', ['build', '-o', bin, './web/server'], { cwd: repoDir, stdio: 'inherit' });
  const proc = spawn(bin, ['-dir', dir, '-addr', '127.0.0.1:0'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    proc.stdout.on('data', (d) => { out += d; const m = out.match(/http:\/\/[\d.]+:\d+\//); if (m) resolve(m[0]); });
    proc.on('exit', (code) => reject(new Error('server exited ' + code + ': ' + out)));
  });
  const setVersion = (v) => writeFileSync(join(dir, 'version.js'), `self.DRAUGHTS_VERSION = '${v}';\n`);
  return { url, setVersion, close: () => { proc.kill(); rmSync(dir, { recursive: true, force: true }); } };
}

test('a new version replaces the service worker cache cleanly', async () => {
  const web = await serveCopy();
  const b = await launch();
  try {
    web.setVersion('test-1');
    const { page } = await openGame(b.ctx, web.url + '?save=off');
    await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 60000 });
    assert.deepEqual(await page.evaluate(() => caches.keys()), ['draughts-test-1']);
    web.setVersion('test-2');
    await page.evaluate(async () => { await (await navigator.serviceWorker.getRegistration()).update(); });
    await pollPage(page, async () => {
      const keys = await caches.keys();
      return keys.length === 1 && keys[0] === 'draughts-test-2';
    });
    await page.reload();
    await page.waitForFunction(() => window.draughts && window.draughts.state().draws > 0, null, { timeout: 120000 });
    assert.deepEqual(await page.evaluate(() => caches.keys()), ['draughts-test-2']);
  } finally { await b.close(); web.close(); }
});

test('origin=: events go only to that origin and commands from any other origin are ignored', async () => {
  const b = await launch({ width: 1000, height: 800 });
  try {
    const { page, frame, fstate } = await embedGame(b.ctx, 'origin=' + encodeURIComponent('https://example.org'));
    const ticks = (await fstate()).frames;
    await page.evaluate(() => window.draughtsSend({ type: 'flip' }));
    // Give the game a second of frames to (not) act on it.
    await frame.waitForFunction((t) => window.draughts.state().frames > t + 60, ticks, { timeout: 30000 });
    assert.equal((await fstate()).flipped, false, 'a command from the wrong origin was obeyed');
    assert.deepEqual(await page.evaluate(() => window.draughtsEvents), [], 'events reached the wrong origin');
  } finally { await b.close(); }
});
