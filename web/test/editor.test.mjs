// editor.test.mjs: the position editor in headless Chromium: set up a position with the mouse (mode=edit), see an
// illegal one refused, then play the computer from it. EDIT_SHOT=file.png saves a screenshot of the editor for review.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openGame, state, clickButton, clickSquare, waitState } from './helpers.mjs';

let server;
before(async () => { server = await startServer(); });
after(() => server && server.close());

test('set up a position in the editor and play from it', async () => {
  const b = await launch({ width: 1000, height: 700 });
  try {
    const { page, errors } = await openGame(b.ctx, server.url + 'index.html?mode=edit');
    let s = await state(page);
    assert.equal(s.mode, 'edit');
    await clickButton(page, 'Clear');
    await clickButton(page, 'White man');
    for (const sq of [3, 32, 33]) await clickSquare(page, sq);
    await clickButton(page, 'Black king');
    await clickSquare(page, 14);
    await clickButton(page, 'Black man');
    await clickSquare(page, 19);
    s = await waitState(page, (s) => s.edit && s.edit.fen === 'W:W3,32,33:BK14,19');
    assert.match(s.edit.problem, /cannot stand on 3/);
    await clickButton(page, 'Play computer');
    s = await waitState(page, (s) => s.message !== '');
    assert.equal(s.mode, 'edit', 'an illegal position is refused');
    assert.match(s.message, /cannot stand on 3/);
    // Take the man off its crowning row (a second click removes it).
    await clickButton(page, 'White man');
    await clickSquare(page, 3);
    s = await waitState(page, (s) => s.edit && s.edit.fen === 'W:W32,33:BK14,19' && s.edit.problem === '');
    if (process.env.EDIT_SHOT) await page.screenshot({ path: process.env.EDIT_SHOT });
    await clickButton(page, 'Play computer');
    s = await waitState(page, (s) => s.mode === 'play');
    assert.equal(s.startFen, 'W:W32,33:BK14,19');
    assert.equal(s.human, 'white');
    // A move with the mouse; the computer answers.
    await clickSquare(page, 33);
    await clickSquare(page, 28);
    s = await waitState(page, (s) => s.moves.length === 2 && !s.animating);
    assert.equal(s.moves[0], '33-28');
    assert.deepEqual(errors, []);
  } finally { await b.close(); }
});
