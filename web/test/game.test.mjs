// game.test.mjs: the real game in headless Chromium: drawing, moves by clicks, the AI, multi-captures, undo, new game, frames while thinking.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer, launch, openGame, state, clickSquare, clickButton, dragSquares, waitState, waitTicks, tapSquare, pixels, near } from './helpers.mjs';

let server;
before(async () => { server = await startServer(); });
after(() => server && server.close());

const WOOD_LIGHT = [0xf0, 0xd9, 0xb5];
const WOOD_DARK = [0xa9, 0x7a, 0x50];

test('the page draws the board', async () => {
  const b = await launch();
  try {
    const { page, errors } = await openGame(b.ctx, server.url + '?mode=play'); // a link with a parameter opens the game, not the home screen
    const s = await state(page);
    assert.equal(s.fen, 'W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20');
    assert.equal(s.turn, 'white');
    assert.equal(s.mode, 'play');
    const c23 = await page.evaluate(() => window.draughts.squareCenter(23));
    const c24 = await page.evaluate(() => window.draughts.squareCenter(24));
    const c33 = await page.evaluate(() => window.draughts.squareCenter(33));
    const c18 = await page.evaluate(() => window.draughts.squareCenter(18));
    const step = c24.x - c23.x; // two cells
    assert.ok(step > 20, 'cells are visible: ' + step);
    // Sample off-centre so that square numbers and piece grooves are avoided.
    const off = step / 8;
    const png = await page.screenshot();
    const [dark, light, whiteMan, blackMan] = await pixels(b.ctx, png, [
      [c23.x + off, c23.y + off], [(c23.x + c24.x) / 2 + off, c23.y + off], [c33.x + off / 2, c33.y - step / 6], [c18.x + off / 2, c18.y - step / 6]]);
    assert.ok(near(dark, WOOD_DARK), 'dark square colour ' + dark);
    assert.ok(near(light, WOOD_LIGHT), 'light square colour ' + light);
    assert.ok(whiteMan[0] > 200 && whiteMan[1] > 200 && whiteMan[2] > 190, 'white man ' + whiteMan);
    assert.ok(blackMan[0] < 80 && blackMan[1] < 80 && blackMan[2] < 80, 'black man ' + blackMan);
    assert.deepEqual(errors, []);
  } finally { await b.close(); }
});

test('a move by clicks is played and the computer answers; undo and new game', async () => {
  const b = await launch();
  try {
    const { page } = await openGame(b.ctx, server.url + '?mode=play'); // a link with a parameter opens the game, not the home screen
    await clickSquare(page, 32);
    let s = await waitState(page, (s) => s.selected === 32);
    await clickSquare(page, 28);
    s = await waitState(page, (s) => s.moves.length >= 1);
    assert.equal(s.moves[0], '32-28');
    s = await waitState(page, (s) => s.moves.length === 2 && !s.thinking && !s.animating && s.turn === 'white');
    assert.match(s.moves[1], /^\d+-\d+$/);
    // An illegal click is explained.
    await clickSquare(page, 46);
    s = await waitState(page, (s) => s.message !== '');
    assert.match(s.message, /cannot move|compulsory/);
    // Undo takes back the computer's move and ours.
    await clickButton(page, 'Undo');
    s = await waitState(page, (s) => s.moves.length === 0);
    assert.equal(s.turn, 'white');
    assert.equal(s.canRedo, true);
    await clickButton(page, 'Menu'); // redo and a new game are in the menu
    await clickButton(page, 'Redo');
    s = await waitState(page, (s) => s.moves.length === 2);
    await clickButton(page, 'Menu');
    await clickButton(page, 'New game');
    await waitState(page, (s) => s.screen === 'newgame');
    await clickButton(page, 'Play');
    s = await waitState(page, (s) => s.confirm === 'newgame'); // a game in progress: asked first
    await clickButton(page, 'Play');
    s = await waitState(page, (s) => s.moves.length === 0 && !s.canRedo && !s.sheet);
    assert.equal(s.result, '*');
    // Drag and drop.
    await dragSquares(page, 34, 30);
    s = await waitState(page, (s) => s.moves.length >= 1);
    assert.equal(s.moves[0], '34-30');
  } finally { await b.close(); }
});

test('a multi-capture is entered by clicking its final square; an ambiguous one by a square on its path', async () => {
  const b = await launch();
  try {
    const fen = 'W:W32,48:B27,17,3';
    const { page } = await openGame(b.ctx, server.url + '?fen=' + encodeURIComponent(fen));
    let s = await state(page);
    assert.equal(s.fen, 'W:W32,48:B3,17,27');
    // Compulsory capture: the other man is refused with the reason.
    await clickSquare(page, 48);
    s = await waitState(page, (s) => s.message !== '');
    assert.equal(s.message, 'Capture is compulsory: 32x12');
    await clickSquare(page, 32);
    await clickSquare(page, 12);
    s = await waitState(page, (s) => s.moves.length >= 1);
    assert.equal(s.moves[0], '32x12');

    // Two captures from 47 to 36: pick the path through 13.
    await page.evaluate(() => window.draughts.command('mode', 'two-player'));
    await page.evaluate(() => window.draughts.setFEN('W:WK47:B14,19,29,31,42'));
    s = await waitState(page, (s) => s.fen === 'W:WK47:B14,19,29,31,42' && s.mode === 'two-player');
    await clickSquare(page, 47);
    await clickSquare(page, 36);
    s = await waitState(page, (s) => /captures end on 36/.test(s.message));
    await clickSquare(page, 13);
    s = await waitState(page, (s) => s.moves.length === 1 && !s.animating);
    assert.equal(s.moves[0], '47x38x24x13x36');
    assert.equal(s.fen, 'B:WK36:B14'); // the path through 13 takes 19 and leaves 14
    // A move typed on the keyboard: digits and a separator, then Enter.
    await page.keyboard.type('14-20', { delay: 30 });
    await waitTicks(page, 2);
    await page.keyboard.down('Enter');
    await waitTicks(page, 2);
    await page.keyboard.up('Enter');
    s = await waitState(page, (s) => s.moves.length === 2);
    assert.equal(s.moves[1], '14-20');
  } finally { await b.close(); }
});

async function framesWhileThinking(page, pick = clickSquare) {
  await page.evaluate(() => window.draughts.command('level', 10));
  await waitState(page, (s) => s.level === 10);
  await pick(page, 33);
  await pick(page, 29);
  await waitState(page, (s) => s.thinking);
  // The thinking indicator is the page's element over the canvas, turned by the browser (shown once the
  // panel with the thinking status has been drawn).
  // An answer from the opening book can come before that: then there is nothing to check.
  const shown = () => { const el = document.getElementById('draughts-spinner'); return !!el && el.style.display !== 'none'; };
  await page.waitForFunction((shown) => (new Function('return ' + shown))()() || !window.draughts.state().thinking, shown.toString(), { timeout: 10000, polling: 20 });
  const spin = await page.evaluate(() => {
    const el = document.getElementById('draughts-spinner'), c = document.querySelector('canvas').getBoundingClientRect();
    if (!el) return { thinking: window.draughts.state().thinking };
    const r = el.getBoundingClientRect();
    return { thinking: window.draughts.state().thinking, shown: getComputedStyle(el).display !== 'none', animation: getComputedStyle(el).animationName, x: r.x, y: r.y, w: r.width, c: { x: c.x, y: c.y, w: c.width, h: c.height } };
  });
  const a = await state(page);
  await page.waitForTimeout(1500);
  const z = await state(page);
  return { a, z, spin };
}

// spinnerShown checks the thinking indicator of framesWhileThinking (over the canvas) and that nothing was
// redrawn while it turned.
function spinnerShown({ a, z, spin }) {
  if (!spin.thinking && !spin.shown) { console.log('answered before the indicator was shown: not checked'); return; }
  assert.ok(spin.shown, `the thinking indicator is shown: ${JSON.stringify(spin)}`);
  assert.equal(spin.animation, 'draughts-spin');
  assert.ok(spin.w > 4 && spin.x >= spin.c.x && spin.x + spin.w <= spin.c.x + spin.c.w && spin.y >= spin.c.y && spin.y <= spin.c.y + spin.c.h, `over the canvas: ${JSON.stringify(spin)}`);
  // The canvas's own indicator redrew 12 times a second; now a stray redraw at most (a state change).
  if (z.thinking) assert.ok(z.draws - a.draws <= 2, `redraws while only the indicator turns: ${z.draws - a.draws}`);
}

// The audio context opens at a quiet moment after the first frame (a new AudioContext holds the main
// thread 0.1-0.4 s here), not in the frame where the player's first move lands and the computer starts to think.
test('the sound is made ready before the first move, not when it lands', async () => {
  const b = await launch();
  try {
    const page = b.ctx.pages()[0];
    await page.addInitScript(() => {
      const A = window.AudioContext;
      window.audioOpened = [];
      window.AudioContext = class extends A { constructor(...a) { super(...a); window.audioOpened.push(performance.now()); } };
    });
    await openGame(b.ctx, server.url + '?mode=play&level=1');
    const s0 = await state(page);
    assert.equal(s0.muted, false, 'sound is on by default');
    await page.waitForFunction(() => window.audioOpened.length > 0, null, { timeout: 30000, polling: 100 });
    const opened = await page.evaluate(() => window.audioOpened.slice());
    assert.equal(opened.length, 1, 'one audio context');
    await clickSquare(page, 32);
    await clickSquare(page, 28);
    await waitState(page, (s) => s.moves.length >= 2);
    assert.deepEqual(await page.evaluate(() => window.audioOpened.slice()), opened, 'no audio context opened by the moves');
  } finally { await b.close(); }
});

test('the page keeps drawing while the computer thinks at level 10', async () => {
  const b = await launch();
  try {
    const { page } = await openGame(b.ctx, server.url + '?mode=play'); // a link with a parameter opens the game, not the home screen
    const t = await framesWhileThinking(page);
    const { a, z } = t;
    assert.ok(z.thinking || z.moves.length === 2, 'still thinking or answered');
    console.log(`landscape: ${z.frames - a.frames} ticks and ${z.draws - a.draws} redraws in 1.5 s of thinking`);
    assert.ok(z.frames - a.frames >= 5, `ticks while thinking: ${z.frames - a.frames}`);
    spinnerShown(t);
    // Undo while it thinks cancels the search; the late answer is dropped, and the indicator goes.
    await clickButton(page, 'Undo');
    const s = await waitState(page, (s) => s.moves.length === 0 && !s.thinking);
    await page.waitForFunction(() => getComputedStyle(document.getElementById('draughts-spinner')).display === 'none', null, { timeout: 10000 });
    await page.waitForTimeout(500);
    assert.equal((await state(page)).moves.length, 0);
    assert.equal(s.turn, 'white');
  } finally { await b.close(); }
});

test('portrait 360x640 with touch: panel below the board, a move by taps, drawing while thinking', async () => {
  const b = await launch({ width: 360, height: 640 }, { hasTouch: true, isMobile: true });
  try {
    const { page, errors } = await openGame(b.ctx, server.url + '?mode=play'); // a link with a parameter opens the game, not the home screen
    const c46 = await page.evaluate(() => window.draughts.squareCenter(46));
    const c5 = await page.evaluate(() => window.draughts.squareCenter(5));
    const undo = await page.evaluate(() => window.draughts.buttonCenter('Undo'));
    assert.ok(c46.x < c5.x && c46.y > c5.y, 'White at the bottom');
    assert.ok(c5.x < 360 && c46.y < 360, 'board fits the width');
    assert.ok(undo.y > c46.y, 'panel below the board');
    const t = await framesWhileThinking(page, tapSquare);
    const { a, z } = t;
    console.log(`portrait: ${z.frames - a.frames} ticks and ${z.draws - a.draws} redraws in 1.5 s of thinking`);
    assert.ok(z.frames - a.frames >= 5);
    spinnerShown(t);
    const s = await waitState(page, (s) => s.moves.length === 2 && !s.thinking, null, 120000);
    assert.equal(s.moves[0], '33-29');
    assert.deepEqual(errors, []);
  } finally { await b.close(); }
});

// lumBox decodes a PNG in a scratch page and returns the brightness
// (r+g+b) of the w x h box at device pixel x, y, row by row.
async function lumBox(ctx, png, x, y, w, h) {
  const scratch = await ctx.newPage();
  try {
    return await scratch.evaluate(async ([b64, x, y, w, h]) => {
      const img = new Image();
      img.src = 'data:image/png;base64,' + b64;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = img.width; c.height = img.height;
      const g = c.getContext('2d');
      g.drawImage(img, 0, 0);
      const d = g.getImageData(x, y, w, h).data;
      const rows = [];
      for (let j = 0; j < h; j++) {
        const row = [];
        for (let i = 0; i < w; i++) { const k = 4 * (j * w + i); row.push(d[k] + d[k + 1] + d[k + 2]); }
        rows.push(row);
      }
      return rows;
    }, [png.toString('base64'), Math.round(x), Math.round(y), Math.round(w), Math.round(h)]);
  } finally {
    await scratch.close();
  }
}

// edgeWidth: the pixels between the background (the row's first pixel) and
// the first pixel as far from it as the row goes (farther than 12 % from
// both): 0 or 1 for an edge drawn at the screen's resolution, 2 or more
// for one drawn at half resolution and scaled up (render/desktoptest/sharp.go).
function edgeWidth(row) {
  const bg = row[0];
  const span = Math.max(...row.map((v) => Math.abs(v - bg)));
  if (span < 150) return -1;
  const margin = span * 0.12;
  let n = 0;
  for (const v of row) {
    const d = Math.abs(v - bg);
    if (d >= span - margin) return n;
    n = d > margin ? n + 1 : 0;
  }
  return -1;
}

// steepness: the largest step between neighbouring pixels as a share of
// the box's contrast: about 1 for text drawn at the screen's resolution,
// 0.65 or less when scaled up smoothly.
function steepness(rows) {
  let lo = Infinity, hi = -Infinity, step = 0;
  rows.forEach((row, j) => row.forEach((v, i) => {
    lo = Math.min(lo, v); hi = Math.max(hi, v);
    if (i + 1 < row.length) step = Math.max(step, Math.abs(v - row[i + 1]));
    if (j + 1 < rows.length) step = Math.max(step, Math.abs(v - rows[j + 1][i]));
  }));
  return hi - lo < 100 ? 0 : step / (hi - lo);
}

test('HiDPI (device scale 2): squareCenter and clicks agree, the board is drawn at full resolution', async (t) => {
  const b = await launch({ width: 640, height: 480 }, { deviceScaleFactor: 2 });
  try {
    const { page, errors } = await openGame(b.ctx, server.url + '?mode=play'); // a link with a parameter opens the game, not the home screen
    // The canvas's backing store is its CSS size times devicePixelRatio.
    const cv = await page.evaluate(() => {
      const c = document.querySelector('canvas');
      const r = c.getBoundingClientRect();
      return { w: c.width, h: c.height, cssW: r.width, cssH: r.height, dpr: window.devicePixelRatio };
    });
    assert.equal(cv.dpr, 2);
    assert.ok(cv.cssW > 300 && Math.abs(cv.w - cv.cssW * 2) <= 1 && Math.abs(cv.h - cv.cssH * 2) <= 1,
      'canvas backing store ' + JSON.stringify(cv));
    // The screenshot has twice the CSS pixels; a dark square's centre is dark there too.
    const c = await page.evaluate(() => window.draughts.squareCenter(23));
    const png = await page.screenshot({ scale: 'device' });
    if (process.env.DRAUGHTS_SHOT_DIR) writeFileSync(join(process.env.DRAUGHTS_SHOT_DIR, 'browser-dpr2.png'), png);
    const [dark] = await pixels(b.ctx, png, [[c.x * 2 + 6, c.y * 2 + 6]]);
    assert.ok(near(dark, WOOD_DARK), 'dark square at device resolution ' + dark);
    // The black men's edges through their middle span one device pixel (two
    // or more if drawn at CSS resolution and scaled up), and the square
    // numbers' steps from square to ink are as steep as the screen allows.
    // One column in device pixels: squares 23 and 24 are two columns apart in CSS pixels.
    const sq = await page.evaluate(() => window.draughts.squareCenter(24).x - window.draughts.squareCenter(23).x);
    const widths = [];
    for (let n = 16; n <= 20; n++) {
      const m = await page.evaluate((n) => window.draughts.squareCenter(n), n);
      const rows = await lumBox(b.ctx, png, m.x * 2 - sq * 0.48, m.y * 2 - sq / 10, sq * 0.28, sq / 5);
      for (const row of rows) { const w = edgeWidth(row); if (w >= 0) widths.push(w); }
    }
    widths.sort((a, b) => a - b);
    assert.ok(widths.length >= 20, 'edges of the men found in ' + widths.length + ' rows');
    assert.ok(widths[Math.floor(widths.length * 0.9)] <= 1, 'the men\'s edges span more than one device pixel: ' + widths);
    t.diagnostic(`canvas ${cv.w}x${cv.h} for ${cv.cssW}x${cv.cssH} CSS px; men's edge widths (median) ${widths[widths.length >> 1]} of ${widths.length} rows`);
    for (let n = 21; n <= 30; n++) {
      const m = await page.evaluate((n) => window.draughts.squareCenter(n), n);
      const st = steepness(await lumBox(b.ctx, png, m.x * 2 - sq / 2 + 1, m.y * 2 - sq / 2 + 1, sq * 0.35, sq * 0.3));
      assert.ok(st >= 0.8, `the number of square ${n} is soft: steepest step ${st.toFixed(2)} of its contrast`);
    }
    await clickSquare(page, 31);
    await clickSquare(page, 26);
    const s = await waitState(page, (s) => s.moves.length >= 1);
    assert.equal(s.moves[0], '31-26');
    assert.deepEqual(errors, []);
  } finally { await b.close(); }
});
