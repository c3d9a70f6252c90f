// study.test.mjs: the analysis board in headless Chromium: a side line played with the mouse from an earlier point is kept
// beside the game, shown in the move list, survives a reload; the engine's evaluation, best line and top three follow the board.
// STUDY_SHOT=file.png saves a screenshot of the analysis board (bar, arrow, side line) for review.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openGame, state, clickButton, clickSquare, waitState } from './helpers.mjs';

let server;
before(async () => { server = await startServer(); });
after(() => server && server.close());

test('analysis: a side line is kept, shown, saved and analysed', async () => {
  const b = await launch({ width: 1000, height: 700 });
  try {
    const { page, errors } = await openGame(b.ctx, server.url + 'index.html?mode=analysis');
    for (const m of ['32-28', '18-23', '37-32', '12-18']) {
      await page.evaluate((m) => window.draughts.command('move', m), m);
      await waitState(page, (s, m) => s.moves[s.moves.length - 1] === m && !s.animating, m);
    }
    await clickButton(page, '‹ Back');
    await clickButton(page, '‹ Back');
    let s = await waitState(page, (s) => s.ply === 2);
    // The side line, played on the board with the mouse.
    await clickSquare(page, 33);
    await clickSquare(page, 29);
    s = await waitState(page, (s) => s.ply === 3 && !s.animating);
    assert.deepEqual(s.moves, ['32-28', '18-23', '33-29']);
    assert.deepEqual(s.path, [0, 0, 1]);
    assert.deepEqual(s.tree.main, ['32-28', '18-23', '37-32', '12-18'], 'the game is not destroyed');
    assert.deepEqual(s.tree.lines, [{ from: [0, 0], moves: ['33-29'] }]);
    s = await waitState(page, (s) => s.analysis && s.analysis.depth >= 3 && s.analysis.pv.length > 0);
    assert.ok(s.analysis.winChance > 0 && s.analysis.winChance < 1, JSON.stringify(s.analysis));
    if (process.env.STUDY_SHOT) await page.screenshot({ path: process.env.STUDY_SHOT });

    // The top three moves on request, one step back (Black's reply above is forced).
    await clickButton(page, '‹ Back');
    await waitState(page, (s) => s.ply === 2);
    await clickButton(page, 'Top 3');
    s = await waitState(page, (s) => s.analysis && s.analysis.lines && s.analysis.lines.length === 3);
    const moves = s.analysis.lines.map((l) => l.move);
    assert.equal(new Set(moves).size, 3);
    assert.ok(s.analysis.lines[0].score >= s.analysis.lines[2].score, 'White to move: best first');
    // Next goes on along the side line it came from.
    await clickButton(page, 'Next');
    s = await waitState(page, (s) => s.ply === 3 && !s.animating);
    assert.deepEqual(s.path, [0, 0, 1]);

    // Reload: the tree and the current point come back from the save.
    await page.reload();
    await page.waitForFunction(() => window.draughts && window.draughts.state().draws > 0, null, { timeout: 240000 });
    s = await state(page);
    assert.equal(s.mode, 'analysis');
    assert.deepEqual(s.path, [0, 0, 1]);
    assert.deepEqual(s.tree && s.tree.lines, [{ from: [0, 0], moves: ['33-29'] }]);
    assert.deepEqual(s.tree.main, ['32-28', '18-23', '37-32', '12-18']);
    assert.deepEqual(errors, []);
  } finally { await b.close(); }
});
