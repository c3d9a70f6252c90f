// fallback.test.mjs: the page's way out when the game cannot run, in Chromium: the Go program stopping
// after the page's WebGL 2 check passed (WebGL refused when the game asks, as a blocklisted GPU does), a
// failed download, and the language of the message (navigator.language, the saved game's, lang=).
// The shared cross-browser body (cross.mjs) checks the plain no-WebGL case in each browser.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer, launch, openGame, waitState, webDir } from './helpers.mjs';

let server;
before(async () => { server = await startServer(); });
after(() => server && server.close());

const failure = (page) => page.waitForFunction(() => window.draughtsFailure, null, { timeout: 240000 }).then((h) => h.jsonValue());
const shown = (page) => page.evaluate(() => ({ h1: document.querySelector('#failed h1').textContent, text: document.getElementById('failed').innerText, fen: (document.getElementById('failed-fen') || {}).value, pdn: (document.getElementById('failed-pdn') || {}).value, first: !!document.querySelector('#first svg') }));

test('the game stops at start (WebGL refused when it asks): the WebGL message with its advice and the Go program\'s reason, the saved game, not a black page', async () => {
  const b = await launch({ width: 900, height: 640 });
  try {
    // A saved game with a move, written by the real game.
    const { page } = await openGame(b.ctx, server.url + '?mode=two-player');
    await page.evaluate(() => window.draughts.command('move', '34-30'));
    await waitState(page, (s) => s.moves.length === 1 && !s.animating);
    await page.waitForFunction(() => (JSON.parse(localStorage.getItem('draughts:default:preview') || '{}').moves || []).length === 1);
    const before = await page.evaluate(() => JSON.stringify(Object.entries(localStorage).sort()));
    // The page's own check passes; the game's request for WebGL 2 is refused.
    await page.addInitScript(() => {
      const get = HTMLCanvasElement.prototype.getContext;
      let n = 0;
      HTMLCanvasElement.prototype.getContext = function (kind, ...rest) { return kind === 'webgl2' && ++n > 1 ? null : get.call(this, kind, ...rest); };
    });
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.reload();
    const f = await failure(page);
    // The Go program stopped for want of WebGL 2: the page says that (not an internal error), with its advice.
    assert.equal(f.reason, 'webgl');
    console.log('the Go program said: ' + JSON.stringify(f.detail));
    if (process.env.DRAUGHTS_SHOT_DIR) await page.screenshot({ path: process.env.DRAUGHTS_SHOT_DIR + '/chromium-exited.png' });
    assert.match(f.detail, /webgl2/i, 'the Go program\'s own reason is shown');
    const s = await shown(page);
    assert.match(s.h1, /WebGL 2/);
    assert.match(s.text, /hardware acceleration/);
    assert.doesNotMatch(s.text, /internal error/);
    assert.equal(s.fen, 'B:W30,31,32,33,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20');
    assert.match(s.pdn, /\n1\. 34-30 \*\n$/);
    assert.ok(s.first, 'the board is drawn');
    assert.equal(await page.evaluate(() => JSON.stringify(Object.entries(localStorage).sort())), before, 'the save is untouched');
    assert.deepEqual(errors, []);
  } finally { await b.close(); }
});

test('a failed download says so; the language is the browser\'s, the saved game\'s, or lang=', async () => {
  const b = await launch({ width: 400, height: 700 }, { locale: 'zh-CN', args: ['--disable-webgl', '--disable-3d-apis', '--no-first-run'] });
  try {
    const page = b.ctx.pages()[0];
    await page.goto(server.url + '?fen=' + encodeURIComponent('W:W28,K45:B12'));
    let f = await failure(page);
    assert.equal(f.reason, 'webgl');
    assert.equal(f.lang, 'zh', 'navigator.language zh-CN');
    let s = await shown(page);
    assert.match(s.h1, /WebGL 2/);
    assert.match(s.h1, /浏览器/);
    assert.equal(s.fen, 'W:W28,K45:B12', 'a link\'s position');
    assert.equal(s.pdn, undefined, 'no game record for a fen= link');
    if (process.env.DRAUGHTS_SHOT_DIR) await page.screenshot({ path: process.env.DRAUGHTS_SHOT_DIR + '/chromium-nowebgl-zh-portrait.png' });
    await page.goto(server.url + '?lang=en&fen=' + encodeURIComponent('W:W28,K45:B12'));
    f = await failure(page);
    assert.equal(f.lang, 'en', 'lang= first');
    // A preview saved in English (as the game writes it) beats the browser's Chinese.
    await page.evaluate(() => localStorage.setItem('draughts:default:preview', JSON.stringify({ v: 1, fen: 'W:W31-50:B1-20', lang: 'en', moves: [], startFen: 'W:W31-50:B1-20', result: '*' })));
    await page.goto(server.url);
    f = await failure(page);
    assert.equal(f.lang, 'en', 'the saved game\'s language');
  } finally { await b.close(); }
  const c = await launch({ width: 800, height: 600 });
  try {
    const page = c.ctx.pages()[0];
    await page.route('**/draughts.wasm', (route) => route.fulfill({ status: 503, body: 'busy' }));
    await page.goto(server.url + '?save=off');
    const f = await failure(page);
    assert.equal(f.reason, 'load');
    assert.match(f.detail, /503/);
    const s = await shown(page);
    assert.match(s.h1, /could not be downloaded/);
    assert.match(s.text, /Check the connection/);
  } finally { await c.close(); }
});

test('every text of the way out exists in English and Chinese', () => {
  const html = readFileSync(join(webDir, 'index.html'), 'utf8');
  const m = /const TEXTS = (\{[\s\S]*?\n  \});/.exec(html);
  assert.ok(m, 'TEXTS in index.html');
  const texts = new Function('return ' + m[1])();
  assert.deepEqual(Object.keys(texts).sort(), ['en', 'zh']);
  assert.deepEqual(Object.keys(texts.zh).sort(), Object.keys(texts.en).sort());
  for (const [k, v] of Object.entries(texts.zh)) {
    assert.ok(v && texts.en[k], k);
    assert.match(v, /[\u4e00-\u9fff]/, `zh ${k} is Chinese: ${v}`);
    assert.notEqual(v, texts.en[k], k);
  }
});
