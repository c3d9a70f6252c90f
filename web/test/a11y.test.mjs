// a11y.test.mjs: the game through the accessibility tree only (the DOM mirror of wasm/a11y), in English and Chinese, and axe-core on every mode.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { startServer, launch, openGame, state } from './helpers.mjs';

let server;
before(async () => { server = await startServer(); });
after(() => server && server.close());

// The live region's lines, as a screen reader hears them.
const heard = (region) => region.getByRole('log').locator('p').allTextContents();

async function waitHeard(region, re, timeout = 60000) {
  const t0 = Date.now();
  for (;;) {
    const lines = await heard(region);
    if (lines.some((l) => re.test(l))) return lines;
    if (Date.now() - t0 > timeout) throw new Error(`not heard: ${re}; heard: ${JSON.stringify(lines)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

// White crowns 6-1, the computer must take back 16x7 (a man capturing
// backwards), and the new king's 1x.. ends the game: a whole game of three
// moves played by its buttons.
const FEN = 'W:W6,11:B16';
const LANGS = {
  en: {
    region: 'Draughts game, in words', toMove: 'White to move.', white: 'White: men on 6, 11 (2).', black: 'Black: men on 16 (1).',
    moves: 'Your moves', mine: /^White played 6-1\. It is crowned king\.$/, reply: /^Black played 16x7\. 1 piece taken\.$/,
    result: /White wins/, over: 'The game is over.', lang: 'en',
  },
  zh: {
    region: '国际跳棋对局（文字版）', toMove: '轮到白方走。', white: '白方：兵在 6, 11（2 个）。', black: '黑方：兵在 16（1 个）。',
    moves: '可走的着法', mine: /^白方走了 6-1。 升为王。$/, reply: /^黑方走了 16x7。 吃掉 1 个棋子。$/,
    result: /白方胜/, over: '对局已结束。', lang: 'zh-Hans',
  },
};

for (const [lang, w] of Object.entries(LANGS)) {
  test(`a whole game through the accessibility tree alone (${lang})`, async () => {
    const b = await launch();
    try {
      const { page, errors } = await openGame(b.ctx, `${server.url}?lang=${lang}&fen=${encodeURIComponent(FEN)}&color=white&level=1&mode=play`);
      const region = page.getByRole('region', { name: w.region });
      await region.getByText(w.toMove).waitFor({ state: 'attached' });
      assert.equal(await page.evaluate(() => document.documentElement.lang), w.lang);
      await region.getByText(w.white).waitFor({ state: 'attached' });
      await region.getByText(w.black).waitFor({ state: 'attached' });
      assert.ok(await region.getByRole('heading', { name: w.moves }).count() === 1);
      // The legal moves are buttons; a move is played by pressing its button.
      const moves = region.getByRole('button', { name: /^\d+[-x]\d+$/ });
      assert.deepEqual(await moves.allTextContents(), ['6-1', '11-7']);
      await region.getByRole('button', { name: '6-1' }).press('Enter');
      await waitHeard(region, w.mine);
      const lines = await waitHeard(region, w.reply);
      assert.ok(lines.findIndex((l) => w.mine.test(l)) < lines.findIndex((l) => w.reply.test(l)), 'heard in order: ' + lines);
      // The king's capture: every landing square is its own button.
      const caps = region.getByRole('button', { name: /^1x\d+$/ });
      await caps.first().waitFor({ state: 'attached' });
      assert.deepEqual(await caps.allTextContents(), ['1x12', '1x18', '1x23', '1x29', '1x34', '1x40', '1x45']);
      await region.getByRole('button', { name: '1x29' }).press('Enter');
      await waitHeard(region, w.result);
      await region.getByText(w.over).waitFor({ state: 'attached' });
      const s = await state(page);
      assert.deepEqual(s.moves, ['6-1', '16x7', '1x29']);
      assert.equal(s.result, '2-0');
      // The focus never fell back to the page: it is inside the region.
      assert.ok(await page.evaluate(() => !!document.activeElement.closest('#draughts-a11y')), 'focus kept in the region');
      assert.deepEqual(errors, []);
    } finally { await b.close(); }
  });
}

test('the canvas controls are buttons of the region and press the real control', async () => {
  const b = await launch();
  try {
    const { page } = await openGame(b.ctx, `${server.url}?lang=en&mode=two-player`);
    const region = page.getByRole('region', { name: 'Draughts game, in words' });
    await region.getByRole('button', { name: '32-28' }).press('Enter');
    await region.getByRole('log').getByText('White played 32-28.').waitFor({ state: 'attached' });
    const labels = (await state(page)).buttons.map((x) => x.label).filter((l) => l);
    const undo = labels.find((l) => /^Undo/.test(l));
    assert.ok(undo, 'an Undo control: ' + labels);
    await region.getByRole('button', { name: undo }).press('Enter');
    await region.getByRole('log').getByText('Move taken back. White to move.').waitFor({ state: 'attached' });
    assert.deepEqual((await state(page)).moves, []);
    // Shown as a panel while it has the focus, hidden from sight otherwise.
    const shown = await page.evaluate(() => document.getElementById('draughts-a11y').getBoundingClientRect().width);
    assert.ok(shown > 100, 'visible while focused: ' + shown);
    await page.evaluate(() => document.activeElement.blur());
    const hidden = await page.evaluate(() => document.getElementById('draughts-a11y').getBoundingClientRect().width);
    assert.ok(hidden <= 1, 'hidden from sight without focus: ' + hidden);
  } finally { await b.close(); }
});

test('the same in an embedded iframe', async () => {
  const b = await launch();
  try {
    const page = b.ctx.pages()[0] || await b.ctx.newPage();
    const src = server.url + 'index.html?lang=zh&mode=two-player';
    await page.goto(server.url + 'embed.html?src=' + encodeURIComponent(src));
    const frame = page.frameLocator('#game');
    const region = frame.getByRole('region', { name: '国际跳棋对局（文字版）' });
    await region.getByRole('button', { name: '33-28' }).press('Enter', { timeout: 120000 });
    await region.getByRole('log').getByText('白方走了 33-28。').waitFor({ state: 'attached' });
    await region.getByRole('button', { name: '18-23' }).press('Enter');
    await region.getByRole('log').getByText('黑方走了 18-23。').waitFor({ state: 'attached' });
    await region.getByText('1. 33-28 18-23').waitFor({ state: 'attached' });
  } finally { await b.close(); }
});

const AXE = join(import.meta.dirname, 'node_modules', 'axe-core', 'axe.min.js');
for (const mode of ['home', 'play', 'two-player', 'watch', 'analysis', 'view', 'edit', 'puzzle', 'learn']) {
  test(`axe-core finds no serious or critical violation (mode=${mode})`, async () => {
    const b = await launch();
    try {
      // home: a first visit without parameters opens on the home screen.
      const q = mode === 'home' ? '' : mode === 'view' ? `?mode=view&pdn=${encodeURIComponent('1. 32-28 19-23 2. 28x19 14x23 *')}` : `?mode=${mode}`;
      const { page } = await openGame(b.ctx, `${server.url}${q}`);
      if (mode === 'home') assert.equal((await state(page)).screen, 'home');
      await page.waitForSelector('#draughts-a11y', { state: 'attached' });
      await page.addScriptTag({ path: AXE });
      const check = () => page.evaluate(async () => {
        const r = await window.axe.run(document, { resultTypes: ['violations'] });
        return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
      });
      assert.deepEqual(await check(), []);
      // Again with the region shown (a button of it focused): its colours too.
      await page.waitForSelector('#draughts-a11y button', { state: 'attached' });
      await page.evaluate(() => document.querySelector('#draughts-a11y button').focus());
      assert.deepEqual(await check(), []);
      if (mode === 'play') await page.screenshot({ path: join(process.env.DRAUGHTS_SHOT_DIR || tmpdir(), 'a11y-region.png') });
    } finally { await b.close(); }
  });
}
