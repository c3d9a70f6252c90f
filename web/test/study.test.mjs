// study.test.mjs: the study features in one headless Chromium session (one browser, three page loads, to keep CI short):
//  1. the position editor (Set up): a position set up with the mouse, an illegal one refused, then played against the computer;
//  2. the analysis board: the book's start position analysed; a side line played with the mouse is kept beside the game, analysed (top three), survives a reload, and the reloaded page analyses at once;
//  3. a finished game is reviewed in the Web Worker: the planted blunder labelled with the better move, the chart jumps to a move;
//  4. languages: the English pages never fetch the Chinese font; the language button switches to Chinese (font fetched once);
//     lang=zh on a phone-sized page shows Chinese texts.
// SHOTS=dir saves editor.png, analysis.png, review.png and zh-phone.png there for review.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openGame, state, clickButton, clickSquare, clickAt, waitState, clickChoice } from './helpers.mjs';

let server;
before(async () => { server = await startServer(); });
after(() => server && server.close());

const shot = async (page, name) => { if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/${name}.png` }); };
const move = async (page, m) => {
  await page.evaluate((m) => window.draughts.command('move', m), m);
  await waitState(page, (s, m) => s.moves[s.moves.length - 1] === m && !s.animating, m);
};

test('editor, analysis board with side lines, review, Chinese', async () => {
  const b = await launch({ width: 1000, height: 700 });
  try {
    const page = b.ctx.pages()[0] || await b.ctx.newPage();
    const fonts = [];
    page.on('request', (r) => { if (r.url().endsWith('/zh.otf')) fonts.push(r.url()); });
    const { errors } = await openGame(b.ctx, server.url + 'index.html');

    // 1. The editor, opened from the home screen (mode=edit opens it from the address).
    assert.equal((await state(page)).screen, 'home');
    await clickButton(page, 'Set up a position');
    let s = await waitState(page, (s) => s.mode === 'edit');
    assert.equal(s.lang, 'en');
    await clickButton(page, 'Clear');
    await clickButton(page, 'White man');
    for (const sq of [3, 32, 33]) await clickSquare(page, sq);
    await clickButton(page, 'Black king');
    await clickSquare(page, 14);
    await clickButton(page, 'Black man');
    await clickSquare(page, 19);
    s = await waitState(page, (s) => s.edit && s.edit.fen === 'W:W3,32,33:BK14,19');
    assert.match(s.edit.problem, /cannot stand on 3/);
    await clickButton(page, 'vs computer');
    s = await waitState(page, (s) => s.message !== '');
    assert.equal(s.mode, 'edit', 'an illegal position is refused');
    assert.match(s.message, /cannot stand on 3/);
    await clickButton(page, 'White man');
    await clickSquare(page, 3); // a second click takes the man away
    s = await waitState(page, (s) => s.edit && s.edit.fen === 'W:W32,33:BK14,19' && s.edit.problem === '');
    await shot(page, 'editor');
    await clickButton(page, 'vs computer');
    s = await waitState(page, (s) => s.mode === 'play');
    assert.equal(s.startFen, 'W:W32,33:BK14,19');
    await clickSquare(page, 33);
    await clickSquare(page, 28);
    s = await waitState(page, (s) => s.moves.length === 2 && !s.animating);
    assert.equal(s.moves[0], '33-28', 'played from the set-up position; the computer answered');

    // 2. The analysis board: a side line from an earlier point.
    await page.evaluate(() => { window.draughts.command('new'); window.draughts.command('mode', 'analysis'); });
    await waitState(page, (s) => s.mode === 'analysis' && s.moves.length === 0);
    // The start position is in the opening book: the analysis searches it all the same.
    s = await waitState(page, (s) => s.ply === 0 && s.analysis && s.analysis.depth >= 3 && s.analysis.pv.length > 1);
    for (const m of ['32-28', '18-23', '37-32', '12-18']) await move(page, m);
    await clickButton(page, '‹ Back');
    await clickButton(page, '‹ Back');
    await waitState(page, (s) => s.ply === 2);
    await clickSquare(page, 33);
    await clickSquare(page, 29);
    s = await waitState(page, (s) => s.ply === 3 && !s.animating);
    assert.deepEqual(s.moves, ['32-28', '18-23', '33-29']);
    assert.deepEqual(s.path, [0, 0, 1]);
    assert.deepEqual(s.tree.main, ['32-28', '18-23', '37-32', '12-18'], 'the game is not destroyed');
    assert.deepEqual(s.tree.lines, [{ from: [0, 0], moves: ['33-29'] }]);
    s = await waitState(page, (s) => s.analysis && s.analysis.depth >= 3 && s.analysis.pv.length > 0);
    assert.ok(s.analysis.winChance > 0 && s.analysis.winChance < 1);
    await shot(page, 'analysis');
    await clickButton(page, '‹ Back'); // Black's reply above is forced: the top three from White's move
    await waitState(page, (s) => s.ply === 2);
    await clickButton(page, 'Top 3');
    s = await waitState(page, (s) => s.analysis && s.analysis.lines && s.analysis.lines.length === 3);
    assert.equal(new Set(s.analysis.lines.map((l) => l.move)).size, 3);
    assert.ok(s.analysis.lines[0].score >= s.analysis.lines[2].score, 'White to move: best first');
    await clickButton(page, 'Next');
    s = await waitState(page, (s) => s.ply === 3 && !s.animating);
    assert.deepEqual(s.path, [0, 0, 1], 'Next follows the side line');
    await page.reload();
    await page.waitForFunction(() => window.draughts && window.draughts.state().draws > 0, null, { timeout: 240000 });
    s = await state(page);
    assert.equal(s.mode, 'analysis');
    assert.deepEqual(s.path, [0, 0, 1], 'the current point survives a reload');
    assert.deepEqual(s.tree && s.tree.lines, [{ from: [0, 0], moves: ['33-29'] }], 'the side line survives a reload');
    assert.deepEqual(s.tree.main, ['32-28', '18-23', '37-32', '12-18']);
    // Opened afresh in analysis mode (the engine worker starts after the first frame), the analysis runs.
    s = await waitState(page, (s) => s.analysis && s.analysis.depth >= 3 && s.analysis.pv.length > 0);

    // 3. A finished game's review: 2. 37-32?? allows the shot 23-29!; 2... 12-18?? misses it.
    await page.evaluate(() => { window.draughts.command('mode', 'two-player'); window.draughts.command('new'); });
    await waitState(page, (s) => s.mode === 'two-player' && s.moves.length === 0);
    for (const m of ['32-28', '18-23', '37-32', '12-18']) await move(page, m);
    await clickButton(page, 'Resign');
    await waitState(page, (s) => s.confirm === 'resign'); // asked first
    await clickButton(page, 'Resign');
    s = await waitState(page, (s) => s.result === '0-2' && s.review && !s.reviewing, undefined, 180000);
    const byPly = Object.fromEntries(s.review.map((m) => [m.ply, m]));
    assert.equal(byPly[3] && byPly[3].label, 'blunder', JSON.stringify(s.review));
    assert.equal(byPly[3].move, '37-32');
    assert.ok(byPly[3].better && byPly[3].better !== '37-32' && byPly[3].loss >= 0.2);
    assert.equal(byPly[4] && byPly[4].better, '23-29');
    assert.equal(s.reviewSummary[0].blunders, 1);
    const r = await page.evaluate(() => document.querySelector('canvas').getBoundingClientRect().toJSON());
    await clickAt(page, r.left + s.chart.x + s.chart.w * 0.75, r.top + s.chart.y + s.chart.h / 2);
    s = await waitState(page, (s) => s.ply === 3);
    assert.deepEqual(s.moves, ['32-28', '18-23', '37-32'], 'the chart jumps to the blunder');
    await shot(page, 'review');

    // 4. Languages. Nothing so far fetched the Chinese font.
    assert.equal(fonts.length, 0, 'an English page downloads no Chinese font');
    await clickButton(page, 'Menu');
    await clickButton(page, 'Settings');
    await clickChoice(page, 'Language', '中文');
    s = await waitState(page, (s) => s.lang === 'zh' && s.fontZh);
    await clickButton(page, '返回');
    await clickButton(page, '关闭');
    s = await waitState(page, (s) => !s.sheet);
    assert.equal(fonts.length, 1, 'fetched once, when Chinese is shown');
    assert.ok(s.buttons.some((x) => x.label === '主页'), 'the panel in Chinese');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(server.url + 'index.html?lang=zh&mode=play');
    await page.waitForFunction(() => window.draughts && window.draughts.state().draws > 0, null, { timeout: 240000 });
    s = await waitState(page, (s) => s.lang === 'zh' && s.fontZh);
    const labels = s.buttons.map((x) => x.label);
    for (const want of ['主页', '悔棋', '菜单', '认输']) assert.ok(labels.includes(want), `${want} missing: ${labels}`);
    for (const l of labels) assert.ok(/[\u4e00-\u9fff]/.test(l) || /^[\d\s+\-«»‹›]+$/.test(l), `an English label in Chinese: ${l}`);
    // A click on a black man when White is to move is answered in Chinese. The game came back at Black's
    // turn (the computer's, in play mode): a click while it thinks is answered "wait", so its reply comes first.
    s = await waitState(page, (s) => s.turn === 'white' && !s.thinking && !s.animating);
    // A square that holds a black man now (the computer's reply is random: it may have moved 19).
    const blackMan = +s.fen.split(':').find((x) => x.startsWith('B')).slice(1).split(',').find((x) => /^\d+$/.test(x));
    await clickSquare(page, blackMan);
    s = await waitState(page, (s) => /轮到白方/.test(s.message));
    await shot(page, 'zh-phone');
    // The page's game-record dialog speaks Chinese too.
    await page.click('#draughts-record-button');
    assert.equal(await page.textContent('#draughts-load'), '载入');
    assert.equal(await page.textContent('#draughts-setfen'), '设置局面');
    // A pasted game that cannot be read is refused in Chinese, with where and why.
    await page.fill('#draughts-pdn', '[Event "x"]\n1. 32-28 19-23 2. 28-22 *');
    await page.click('#draughts-load');
    const why = await page.textContent('#draughts-record-error');
    assert.match(why, /^PDN 第 1 局，第 2 行第 19 列：第 2\. 步 28-22：没有 28-22 这步合法着法/);
    assert.doesNotMatch(why, /legal|line|column/);
    await shot(page, 'zh-dialog');
    assert.deepEqual(errors, []);
  } finally { await b.close(); }
});
