// train.test.mjs: the lesson list, the puzzle flow and the page's own texts in real Chromium: the list opened from the
// lessons' panel, lesson 3 picked by its row, back and forward between lessons, Esc; Next puzzle on a fresh profile, a
// hint that costs rating asked twice, the rating change after a solve; the tab title, <html lang> and the record button in
// Chinese and back in English.
// TRAIN_SHOTS=dir also saves screenshots of the lesson list and of puzzles at 1280x800, 1024x640 and 390x844, EN and ZH.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startServer, launch, openGame, state, clickButton, waitState, repoDir } from './helpers.mjs';

let server;
before(async () => { server = await startServer(); });
after(() => { server && server.close(); });

const SHOTS = process.env.TRAIN_SHOTS;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });
const shot = async (page, name) => { if (SHOTS) await page.screenshot({ path: join(SHOTS, name + '.png') }); };

const SIZES = [[1280, 800], [390, 844]];

for (const [width, height] of SIZES) {
  test(`the lesson list at ${width}x${height}: open, lesson 3 by its row, back and forward, Esc`, async () => {
    const b = await launch({ width, height });
    try {
      const { page, errors } = await openGame(b.ctx, server.url + '?mode=learn');
      let s = await state(page);
      assert.deepEqual([s.mode, s.lesson.index], ['learn', 1]);
      await clickButton(page, 'Lessons');
      s = await waitState(page, (s) => s.lessons && s.lessons.open);
      assert.ok(s.lessons.lessons.length >= 10, 'every lesson is listed');
      const third = s.lessons.lessons[2];
      assert.deepEqual([third.index, third.done, third.current], [3, 0, false]);
      assert.ok(third.steps > 0 && third.title !== '');
      assert.ok(s.lessons.lessons[0].current);
      // Every control of the list is published with its label and centre.
      for (const want of ['‹ Lesson', 'Lesson 2 ›', 'Close', '1. ', '3. ']) {
        assert.ok(s.buttons.some((x) => x.label.startsWith(want)), `no control ${want}: ${s.buttons.map((x) => x.label)}`);
      }
      await clickButton(page, '3. ');
      s = await waitState(page, (s) => !s.lessons && s.lesson && s.lesson.index === 3);
      assert.equal(s.lesson.id, third.id);
      assert.equal(s.lesson.step, 1);
      await clickButton(page, 'Lessons');
      await waitState(page, (s) => s.lessons && s.lessons.open);
      await clickButton(page, '‹ Lesson 2');
      s = await waitState(page, (s) => !s.lessons && s.lesson.index === 2);
      await clickButton(page, 'Lessons');
      await waitState(page, (s) => s.lessons && s.lessons.open);
      await clickButton(page, 'Lesson 3 ›');
      s = await waitState(page, (s) => !s.lessons && s.lesson.index === 3);
      // Esc closes the list and leaves the lesson as it was.
      await clickButton(page, 'Lessons');
      await waitState(page, (s) => s.lessons && s.lessons.open);
      await page.keyboard.press('Escape');
      s = await waitState(page, (s) => !s.lessons);
      assert.equal(s.lesson.index, 3);
      assert.deepEqual(errors, []);
    } finally { await b.close(); }
  });
}

test('puzzles on a fresh profile: Next always moves on, a hint that costs rating is asked twice, the rating change is said', async () => {
  const b = await launch({ width: 390, height: 844 });
  try {
    const { page, errors } = await openGame(b.ctx, server.url + '?mode=puzzle');
    let s = await state(page);
    const seen = [s.puzzle.id];
    for (let i = 0; i < 3; i++) {
      await clickButton(page, 'Next puzzle');
      s = await waitState(page, (s, seen) => s.puzzle && !seen.includes(s.puzzle.id), seen);
      seen.push(s.puzzle.id);
    }
    assert.equal(s.puzzle.rating, 1200, 'passing puzzles by costs nothing');
    // The hint: told first, shown at the second press.
    assert.ok(s.puzzle.hintCost < 0);
    await clickButton(page, 'Hint');
    s = await waitState(page, (s) => s.puzzle.hintAsked);
    assert.match(s.message, /costs rating/);
    assert.equal(s.hint, '');
    assert.equal(s.puzzle.rating, 1200);
    await clickButton(page, 'Show hint');
    s = await waitState(page, (s) => s.puzzle.missed);
    assert.equal(s.puzzle.rating, 1200 + s.puzzle.ratingChange);
    assert.ok(s.puzzle.ratingChange < 0);
    assert.ok(s.message.includes(`rating ${s.puzzle.rating} (${s.puzzle.ratingChange})`), s.message);
    assert.deepEqual(errors, []);
  } finally { await b.close(); }
});

test('a clean solve says the rating gained', async () => {
  const line = readFileSync(join(repoDir, 'engine/puzzle/puzzles.txt'), 'utf8').split('\n').find((l) => l.startsWith('c410ce\t'));
  assert.ok(line, 'puzzle c410ce is not in the set any more: pick another one here');
  const solution = line.split('\t')[7].split(' ');
  const b = await launch({ width: 1280, height: 800 });
  try {
    const { page, errors } = await openGame(b.ctx, server.url + '?puzzle=c410ce');
    for (let i = 0; i < solution.length; i += 2) {
      await waitState(page, (s, n) => s.moves.length === n && !s.animating && s.puzzle.step === n, i);
      await page.evaluate((m) => window.draughts.command('move', m), solution[i]);
    }
    const s = await waitState(page, (s) => s.puzzle.solved && !s.animating);
    assert.ok(s.puzzle.ratingChange > 0);
    assert.equal(s.message, `Solved · rating ${s.puzzle.rating} (+${s.puzzle.ratingChange})`);
    await shot(page, 'puzzle-solved-1280x800-en');
    assert.deepEqual(errors, []);
  } finally { await b.close(); }
});

test('the tab title, <html lang> and the record button follow the language', async () => {
  const b = await launch({ width: 1280, height: 800 });
  try {
    const { page, errors } = await openGame(b.ctx, server.url + '?lang=zh');
    await waitState(page, (s) => s.lang === 'zh');
    const texts = () => page.evaluate(() => [document.title, document.documentElement.lang,
      (document.getElementById('draughts-record-button') || {}).textContent]);
    await page.waitForFunction(() => document.title === '国际跳棋', null, { timeout: 30000 });
    assert.deepEqual(await texts(), ['国际跳棋', 'zh-Hans', '棋谱']);
    await page.evaluate(() => window.draughts.command('lang', 'en'));
    await page.waitForFunction(() => document.title === 'International draughts', null, { timeout: 30000 });
    assert.deepEqual(await texts(), ['International draughts', 'en', 'PDN / FEN']);
    assert.deepEqual(errors, []);
  } finally { await b.close(); }
});

if (SHOTS) {
  test('screenshots of the lesson list and puzzles (TRAIN_SHOTS)', async () => {
    for (const [width, height] of [[1280, 800], [1024, 640], [390, 844]]) {
      const b = await launch({ width, height });
      try {
        for (const lang of ['en', 'zh']) {
          const { page } = await openGame(b.ctx, server.url + `?mode=learn&lang=${lang}&lesson=capture`);
          await waitState(page, (s, l) => s.lang === l && (l === 'en' || s.fontZh), lang);
          await page.evaluate(() => window.draughts.command('lessons'));
          await waitState(page, (s) => s.lessons && s.lessons.open);
          await shot(page, `lessons-${width}x${height}-${lang}`);
          await page.goto(server.url + `?puzzle=c410ce&lang=${lang}`);
          await page.waitForFunction(() => window.draughts && window.draughts.state().draws > 0, null, { timeout: 120000 });
          await waitState(page, (s, l) => s.lang === l && (l === 'en' || s.fontZh) && s.puzzle, lang);
          await page.evaluate(() => window.draughts.command('hint'));
          await waitState(page, (s) => s.puzzle.hintAsked || s.puzzle.missed);
          await shot(page, `puzzle-hint-${width}x${height}-${lang}`);
        }
      } finally { await b.close(); }
    }
  });
}

if (SHOTS) {
  test('screenshots of a review and of the editor (TRAIN_SHOTS)', async () => {
    for (const [width, height] of [[1280, 800], [1024, 640], [390, 844]]) {
      const b = await launch({ width, height });
      try {
        for (const lang of ['en', 'zh']) {
          const { page } = await openGame(b.ctx, server.url + `?mode=two-player&lang=${lang}&save=off`);
          await waitState(page, (s, l) => s.lang === l && (l === 'en' || s.fontZh), lang);
          // 2. 37-32?? allows 23-29! and 2... 12-18?? misses it (the Go review test's game).
          const game = ['32-28', '18-23', '37-32', '12-18'];
          for (let i = 0; i < game.length; i++) {
            await page.evaluate((m) => window.draughts.command('move', m), game[i]);
            await waitState(page, (s, n) => s.moves.length === n && !s.animating, i + 1);
          }
          await page.evaluate(() => window.draughts.command('resign'));
          const s = await waitState(page, (s) => s.reviewSummary && !s.reviewing, undefined, 180000);
          await shot(page, `review-${width}x${height}-${lang}`);
          if (lang === 'en') assert.ok(s.message.includes('chart') === !!s.chart, `"${s.message}" with chart ${JSON.stringify(s.chart)}`);
          await page.evaluate(() => { window.draughts.command('new'); });
          await waitState(page, (s) => s.moves.length === 0);
          await clickButton(page, lang === 'en' ? 'Set up' : '摆局面');
          await waitState(page, (s) => s.mode === 'edit');
          await shot(page, `editor-${width}x${height}-${lang}`);
        }
      } finally { await b.close(); }
    }
  });
}
