// view.test.mjs: mode=view in headless Chromium: a game from pdn= shown from its start, stepped through with the
// navigation buttons, the keys and the move list; a click on a piece plays nothing; no engine runs; nothing is saved
// over the player's game. VIEW_SHOT=file.png also saves a screenshot of the view for review.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openGame, state, clickSquare, clickButton, waitState, waitTicks } from './helpers.mjs';

let server;
before(async () => { server = await startServer(); });
after(() => server && server.close());

const PDN = '[Event "View test"]\n[White "A"]\n[Black "B"]\n1. 32-28 18-23 2. 37-32 12-18 3. 41-37 7-12 *';
const MOVES = ['32-28', '18-23', '37-32', '12-18', '41-37', '7-12'];

async function pressKey(page, key) {
  await page.keyboard.down(key);
  await waitTicks(page, 2);
  await page.keyboard.up(key);
  await waitTicks(page, 2);
}

test('mode=view steps through a game from pdn= and plays nothing', async () => {
  const b = await launch({ width: 1000, height: 700 });
  try {
    const { page, errors } = await openGame(b.ctx, server.url + 'index.html?mode=view&pdn=' + encodeURIComponent(PDN));
    let s = await state(page);
    assert.equal(s.mode, 'view');
    assert.equal(s.ply, 0, 'a game to view starts at its beginning');
    assert.equal(s.canRedo, true);
    const labels = s.buttons.map((x) => x.label);
    for (const gone of ['New game', 'Undo', 'Hint', 'Resign', 'Level -']) assert.ok(!labels.includes(gone), `${gone} shown: ${labels}`);
    for (const want of ['« Start', '‹ Back', 'Next ›', 'End »', 'Flip']) assert.ok(labels.includes(want), `${want} missing: ${labels}`);
    const startFen = s.fen;

    // The navigation buttons.
    await clickButton(page, 'next');
    s = await waitState(page, (s) => s.ply === 1 && !s.animating);
    assert.deepEqual(s.moves, MOVES.slice(0, 1));
    await clickButton(page, 'end');
    s = await waitState(page, (s) => s.ply === 6);
    assert.deepEqual(s.moves, MOVES);
    await clickButton(page, '‹ back');
    s = await waitState(page, (s) => s.ply === 5);
    await clickButton(page, '« start');
    s = await waitState(page, (s) => s.ply === 0);
    assert.equal(s.fen, startFen);

    // A click on a piece (a white man with a legal move) plays nothing and says why.
    await clickSquare(page, 32);
    await clickSquare(page, 28);
    s = await waitState(page, (s) => s.message !== '');
    assert.equal(s.fen, startFen);
    assert.equal(s.ply, 0);
    assert.match(s.message, /View only/);

    // The keys (the canvas has the focus after the clicks).
    await pressKey(page, 'End');
    s = await waitState(page, (s) => s.ply === 6);
    await pressKey(page, 'ArrowLeft');
    s = await waitState(page, (s) => s.ply === 5);
    await pressKey(page, 'Home');
    s = await waitState(page, (s) => s.ply === 0);
    await pressKey(page, 'ArrowRight');
    s = await waitState(page, (s) => s.ply === 1 && !s.animating);

    // No engine ran, and the link's game is not saved.
    assert.equal(s.engine, '');
    assert.equal(s.thinking, false);
    const saved = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.endsWith(':save')));
    assert.deepEqual(saved, [], 'view mode saved a game: ' + saved);

    if (process.env.VIEW_SHOT) {
      await clickButton(page, 'next');
      await clickButton(page, 'next');
      await waitState(page, (s) => s.ply === 3 && !s.animating);
      await page.screenshot({ path: process.env.VIEW_SHOT });
    }

    // A game loaded by the page (loadPDN, as the embed command does) is shown from its start too;
    // at the end of a finished game the result shows.
    const err = await page.evaluate(() => window.draughts.loadPDN('[FEN "W:W32:B27"]\n1. 32x21 2-0'));
    assert.equal(err, '');
    s = await waitState(page, (s) => s.startFen === 'W:W32:B27' && s.ply === 0);
    assert.equal(s.mode, 'view');
    await clickButton(page, 'end');
    s = await waitState(page, (s) => s.ply === 1 && s.result === '2-0');
    assert.match(s.resultText, /White wins/);
    assert.deepEqual(errors, []);
  } finally { await b.close(); }
});
