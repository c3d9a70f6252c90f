// shots.mjs: screenshots for a human to look at (not a test): node shots.mjs OUTDIR
import { startServer, launch, openGame, state, clickSquare, clickButton, waitState } from './helpers.mjs';
// `node --test` runs every .mjs file here: this one only runs when started by hand.
if (process.env.NODE_TEST_CONTEXT) process.exit(0);
const out = process.argv[2] || '/tmp/shots';
const server = await startServer();
async function shot(name, viewport, url, act, extra = {}) {
  const b = await launch(viewport, extra);
  try {
    const { page, errors } = await openGame(b.ctx, server.url + (url || ''));
    if (act) await act(page);
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${out}/${name}.png` });
    const s = await state(page);
    console.log(name, JSON.stringify({ moves: s.moves, message: s.message, first: s.firstFrameMs, errors }));
  } finally { await b.close(); }
}
const which = process.argv.slice(3);
const want = (n) => which.length === 0 || which.includes(n);
if (want('kings')) await shot('kings', { width: 900, height: 600 }, '?fen=' + encodeURIComponent('W:WK46,K28,31,33:BK5,K23,12,14'), async (p) => { await clickSquare(p, 28); });
if (want('portrait')) await shot('portrait', { width: 360, height: 640 }, '', async (p) => { await clickSquare(p, 32); });
if (want('small')) await shot('small', { width: 320, height: 480 }, '');
if (want('hidpi')) await shot('hidpi', { width: 500, height: 400 }, '', null, { deviceScaleFactor: 2 });
if (want('over')) await shot('over', { width: 1000, height: 700 }, '?fen=' + encodeURIComponent('W:W32,40:B27'), async (p) => {
  await p.evaluate(() => window.draughts.command('mode', 'two-player'));
  await waitState(p, (s) => s.mode === 'two-player');
  await clickSquare(p, 32); await clickSquare(p, 21);
  await waitState(p, (s) => s.result !== '*' && !s.animating);
});
if (want('ambig')) await shot('ambig', { width: 1000, height: 700 }, '?fen=' + encodeURIComponent('W:WK47:B14,19,29,31,42'), async (p) => {
  await clickSquare(p, 47); await clickSquare(p, 36);
  await waitState(p, (s) => /captures end/.test(s.message));
});
if (want('analysis')) await shot('analysis', { width: 1200, height: 700 }, '', async (p) => {
  await p.evaluate(() => window.draughts.command('mode', 'analysis'));
  await p.evaluate(() => window.draughts.command('theme', 1));
  // The analysis board shows the engine's line and its best-move arrow (no Hint button in this mode).
  await waitState(p, (s) => s.analysis && s.analysis.depth >= 8);
});
if (want('must')) await shot('must', { width: 1000, height: 700 }, '?fen=' + encodeURIComponent('W:W32,38,45:B27,17,3'), async (p) => {
  await clickSquare(p, 38);
  await waitState(p, (s) => s.message !== '');
});
if (want('themes')) await shot('ocean-flipped', { width: 800, height: 800 }, '', async (p) => {
  await p.evaluate(() => { window.draughts.command('theme', 2); window.draughts.command('flip'); });
  await waitState(p, (s) => s.flipped); // commands run at the next tick: click the turned board
  await clickSquare(p, 32); await clickSquare(p, 28);
  await waitState(p, (s) => s.moves.length === 2 && !s.animating);
});
if (want('themes')) await shot('contrast-watch', { width: 1280, height: 720 }, '', async (p) => {
  await p.evaluate(() => { window.draughts.command('theme', 3); window.draughts.command('mode', 'watch'); });
  await waitState(p, (s) => s.moves.length >= 6);
});
if (want('watchend')) await shot('watch-end', { width: 1100, height: 700 }, '', async (p) => {
  await p.evaluate(() => { window.draughts.command('level', 1); window.draughts.command('mode', 'watch'); });
  await waitState(p, (s) => s.result !== '*' && !s.animating, null, 600000);
});
if (want('games')) await shot('games-portrait', { width: 360, height: 640 }, '?mode=two-player', async (p) => {
  for (const m of ['32-28', '19-23']) { await p.evaluate((m) => window.draughts.command('move', m), m); await waitState(p, (s, m) => s.moves.includes(m) && !s.animating, m); }
  await p.evaluate(() => { window.draughts.command('resign'); window.draughts.command('new'); });
  await waitState(p, (s) => s.moves.length === 0);
  await p.evaluate(() => window.draughts.command('move', '33-29'));
  await waitState(p, (s) => s.moves.length === 1 && !s.animating);
  await clickButton(p, 'Games');
  await waitState(p, (s) => s.games && s.games.open);
});
server.close();
