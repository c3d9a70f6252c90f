// learn.test.mjs: the lessons and the puzzle trainer in real Chromium: the first lessons completed by clicking, a puzzle
// solved by clicking (a wrong move answered, then retried), a puzzle= link, the solved event, progress and the
// settings changed in a lesson after a reload.
// LEARN_SHOTS=dir also saves phone-sized screenshots of a lesson and a puzzle.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer, launch, openGame, state, clickSquare, clickButton, clickChoice, waitState, repoDir } from './helpers.mjs';

let server;
before(async () => { server = await startServer(); });
after(() => { server && server.close(); });

// The moves that complete the first two lessons (board, men), step by step.
const FIRST_LESSONS = [['board', 1, [32, 28]], ['board', 2, [28, 19]], ['men', 1, [34, 29]], ['men', 2, [7, 1]]];

// A puzzle of the committed set whose solution is all plain two-square moves, and a wrong first move for it.
function pickPuzzle() {
  const lines = readFileSync(join(repoDir, 'engine/puzzle/puzzles.txt'), 'utf8').split('\n').filter((l) => l && !l.startsWith('#'));
  for (const l of lines) {
    const f = l.split('\t');
    const sol = f[7].split(' ');
    if (f[0] === 'c410ce' && sol.every((m) => m.split(/[-x]/).length === 2)) return { id: f[0], fen: f[6], solution: sol, wrong: [35, 30] };
  }
  throw new Error('puzzle c410ce (W:W35,40:B8,19,22,27,39, wrong move 35-30) is not in the set any more: pick another one here');
}

async function clickMove(page, [from, to]) {
  await clickSquare(page, from);
  await waitState(page, (s, f) => s.selected === f, from);
  await clickSquare(page, to);
}

test('the first lessons are completed by clicking; the progress survives a reload', async () => {
  const b = await launch({ width: 390, height: 844 });
  try {
    const { page, errors } = await openGame(b.ctx, server.url + '?mode=learn');
    let s = await state(page);
    assert.equal(s.mode, 'learn');
    assert.deepEqual([s.lesson.id, s.lesson.step, s.lesson.done], ['board', 1, false]);
    // A wrong move is answered and nothing is played.
    await clickMove(page, [31, 27]);
    s = await waitState(page, (s) => /31-27/.test(s.message));
    assert.equal(s.moves.length, 0);
    for (const [id, step, move] of FIRST_LESSONS) {
      s = await waitState(page, (s, a) => s.lesson.id === a[0] && s.lesson.step === a[1] && !s.animating, [id, step]);
      if (process.env.LEARN_SHOTS && id === 'men' && step === 2) await page.screenshot({ path: process.env.LEARN_SHOTS + '/lesson-phone.png' });
      await clickMove(page, move);
      s = await waitState(page, (s) => s.lesson.done && !s.animating);
      assert.match(s.message, /Well done/);
      await clickButton(page, 'Next ›');
    }
    s = await waitState(page, (s) => s.lesson.id === 'capture' && s.lesson.step === 1);
    assert.equal(s.lesson.completed, 4);
    // Settings changed in a lesson are kept as in a game: the theme, the sound, the board turned round.
    const theme0 = s.theme;
    await clickButton(page, 'Menu');
    await clickButton(page, 'Settings');
    await clickChoice(page, 'Board', theme0 === 'Ocean' ? 'Wood' : 'Ocean');
    await clickChoice(page, 'Sound', 'Off');
    await clickButton(page, 'Back');
    await clickButton(page, 'Close');
    await clickButton(page, 'Flip');
    s = await waitState(page, (s, t) => s.theme !== t && s.muted && s.flipped, theme0);
    const theme1 = s.theme;
    await page.reload();
    await page.waitForFunction(() => window.draughts && window.draughts.state().draws > 0, null, { timeout: 120000 });
    s = await state(page);
    assert.equal(s.mode, 'learn');
    assert.deepEqual([s.lesson.id, s.lesson.step, s.lesson.completed], ['capture', 1, 4]);
    assert.deepEqual([s.theme, s.muted, s.flipped], [theme1, true, true]);
    assert.deepEqual(errors, []);
  } finally { await b.close(); }
});

test('a puzzle: a wrong move is answered, a retry solves it, the rating and the solved puzzle survive a reload', async () => {
  const pz = pickPuzzle();
  const b = await launch({ width: 390, height: 844 });
  try {
    const { page, errors } = await openGame(b.ctx, server.url + '?puzzle=' + pz.id);
    let s = await state(page);
    assert.equal(s.mode, 'puzzle');
    assert.equal(s.puzzle.id, pz.id);
    assert.equal(s.puzzle.solved, false);
    const start = s.puzzle.rating;
    await clickMove(page, pz.wrong);
    s = await waitState(page, (s) => s.puzzle.missed && /Not the solution/.test(s.message));
    assert.equal(s.moves.length, 0, 'the wrong move is not played');
    assert.ok(s.puzzle.rating < start, 'a miss lowers the rating');
    const lowered = s.puzzle.rating;
    // Retry from the start and solve it move by move; the replies come by themselves.
    for (let i = 0; i < pz.solution.length; i += 2) {
      await waitState(page, (s, n) => s.moves.length === n && !s.animating && s.puzzle.step === n, i);
      if (process.env.LEARN_SHOTS && i === 0) await page.screenshot({ path: process.env.LEARN_SHOTS + '/puzzle-phone.png' });
      await clickMove(page, pz.solution[i].split(/[-x]/).map(Number));
    }
    s = await waitState(page, (s) => s.puzzle.solved && !s.animating);
    assert.deepEqual(s.moves, pz.solution);
    assert.equal(s.puzzle.rating, lowered, 'solved after a miss: no gain');
    if (process.env.LEARN_SHOTS) await page.screenshot({ path: process.env.LEARN_SHOTS + '/puzzle-solved-phone.png' });
    // The next puzzle is another one; after a reload of the link, its puzzle is back and the rating is kept.
    await clickButton(page, 'Next puzzle');
    s = await waitState(page, (s, id) => s.puzzle.id !== id && !s.puzzle.solved, pz.id);
    await page.reload();
    await page.waitForFunction(() => window.draughts && window.draughts.state().draws > 0, null, { timeout: 120000 });
    s = await state(page);
    assert.equal(s.mode, 'puzzle');
    assert.equal(s.puzzle.id, pz.id);
    assert.equal(s.puzzle.rating, lowered);
    assert.deepEqual(errors, []);
  } finally { await b.close(); }
});

test('an embedded puzzle tells the host page when it is solved', async () => {
  const pz = pickPuzzle();
  const b = await launch({ width: 800, height: 600 });
  try {
    const page = await b.ctx.newPage();
    await page.goto(server.url + 'embed.html');
    await page.setContent(`<iframe id="g" src="${server.url}?puzzle=${pz.id}&origin=*" width="600" height="500"></iframe>
      <script>window.events = []; addEventListener('message', (e) => { if (e.data && e.data.source === 'draughts') window.events.push(e.data); });</script>`);
    const frame = await (await page.waitForSelector('#g')).contentFrame();
    await frame.waitForFunction(() => window.draughts && window.draughts.state().draws > 0, null, { timeout: 120000 });
    for (let i = 0; i < pz.solution.length; i += 2) {
      await frame.waitForFunction((n) => { const s = window.draughts.state(); return s.moves.length === n && !s.animating; }, i, { timeout: 60000 });
      await frame.evaluate((m) => window.draughts.command('move', m), pz.solution[i]);
    }
    await page.waitForFunction(() => window.events.some((e) => e.type === 'solved'), null, { timeout: 60000 });
    const ev = (await page.evaluate(() => window.events)).find((e) => e.type === 'solved');
    assert.equal(ev.puzzle, pz.id);
    assert.equal(ev.clean, true);
    assert.ok(ev.rating > 1200);
  } finally { await b.close(); }
});

test('lang=zh: a lesson and a puzzle in Chinese on a phone-sized page', async () => {
  const b = await launch({ width: 390, height: 844 });
  const han = /[\u4e00-\u9fff]/;
  try {
    const { page, errors } = await openGame(b.ctx, server.url + '?mode=learn&lesson=board&lang=zh');
    let s = await waitState(page, (s) => s.lang === 'zh' && s.fontZh && s.lesson && s.lesson.id === 'board');
    assert.match(s.lesson.title, han, `lesson title: ${s.lesson.title}`);
    assert.match(s.lesson.text, han, `lesson text: ${s.lesson.text}`);
    for (const x of s.buttons) assert.ok(han.test(x.label) || /^[\d\s+\-«»‹›]+$/.test(x.label), `an English label in Chinese: ${x.label}`);
    // A wrong move is answered in Chinese.
    await clickMove(page, [31, 27]);
    s = await waitState(page, (s) => s.message !== '' && /31-27/.test(s.message));
    assert.match(s.message, han, `answer: ${s.message}`);
    if (process.env.LEARN_SHOTS) await page.screenshot({ path: process.env.LEARN_SHOTS + '/lesson-phone-zh.png' });
    const p = pickPuzzle();
    await page.goto(server.url + `index.html?mode=puzzle&puzzle=${p.id}&lang=zh`);
    await page.waitForFunction(() => window.draughts && window.draughts.state().draws > 0, null, { timeout: 240000 });
    s = await waitState(page, (s, id) => s.lang === 'zh' && s.fontZh && s.puzzle && s.puzzle.id === id, p.id);
    await clickMove(page, p.wrong);
    s = await waitState(page, (s) => /35-30/.test(s.message));
    assert.match(s.message, han, `puzzle answer: ${s.message}`);
    if (process.env.LEARN_SHOTS) await page.screenshot({ path: process.env.LEARN_SHOTS + '/puzzle-phone-zh.png' });
    assert.deepEqual(errors, []);
  } finally { await b.close(); }
});
