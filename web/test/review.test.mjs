// review.test.mjs: a finished game gets its review in the browser (the engine runs in the Web Worker): the planted
// blunder is labelled with the better move, the chart jumps to a move. REVIEW_SHOT=file.png saves a screenshot.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openGame, clickButton, clickAt, waitState } from './helpers.mjs';

let server;
before(async () => { server = await startServer(); });
after(() => server && server.close());

test('a finished game is reviewed with the planted blunder labelled', async () => {
  const b = await launch({ width: 1000, height: 700 });
  try {
    const { page, errors } = await openGame(b.ctx, server.url + 'index.html?mode=two-player&save=review');
    // 2. 37-32?? allows the shot 23-29!; 2... 12-18?? misses it.
    for (const m of ['32-28', '18-23', '37-32', '12-18']) {
      await page.evaluate((m) => window.draughts.command('move', m), m);
      await waitState(page, (s, m) => s.moves[s.moves.length - 1] === m && !s.animating, m);
    }
    await clickButton(page, 'Resign');
    let s = await waitState(page, (s) => s.result === '0-2' && s.review && !s.reviewing, undefined, 180000);
    const byPly = Object.fromEntries(s.review.map((m) => [m.ply, m]));
    assert.equal(byPly[3] && byPly[3].label, 'blunder', JSON.stringify(s.review));
    assert.equal(byPly[3].move, '37-32');
    assert.ok(byPly[3].better && byPly[3].better !== '37-32');
    assert.ok(byPly[3].loss >= 0.25);
    assert.equal(byPly[4] && byPly[4].better, '23-29');
    assert.equal(s.reviewSummary[0].blunders, 1);
    // Close the result card, then click the chart near its start: the game goes back there.
    const board = await page.evaluate(() => window.draughts.squareCenter(28));
    await clickAt(page, board.x, board.y);
    // The chart: a click at three quarters of its width goes to the 3rd of the 4 moves (the blunder).
    s = await waitState(page, (s) => s.chart);
    const r = await page.evaluate(() => document.querySelector('canvas').getBoundingClientRect().toJSON());
    await clickAt(page, r.left + s.chart.x + s.chart.w * 0.75, r.top + s.chart.y + s.chart.h / 2);
    s = await waitState(page, (s) => s.ply === 3);
    assert.deepEqual(s.moves, ['32-28', '18-23', '37-32']);
    if (process.env.REVIEW_SHOT) await page.screenshot({ path: process.env.REVIEW_SHOT });
    assert.deepEqual(errors, []);
  } finally { await b.close(); }
});
