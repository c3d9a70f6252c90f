// bundle.dist.mjs: the web bundle of `make dist`, unpacked and served by a plain static
// server at a sub-path (BUNDLE_URL, set by web/dist's TestWebBundle): the game loads,
// a move is played and the engine in the Web Worker answers, the version is stamped,
// the service worker is scoped to the sub-path, and nothing is fetched outside it.
// Run by `make test-dist`, not by `make test-browser` (it needs the bundle).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openGame, state, clickSquare, waitState, pollPage } from './helpers.mjs';

const url = process.env.BUNDLE_URL;
const version = process.env.BUNDLE_VERSION;
const shots = process.env.DRAUGHTS_SHOT_DIR;

test('the web bundle plays from a sub-path of a static server', { timeout: 300000 }, async () => {
  assert.ok(url && version, 'BUNDLE_URL and BUNDLE_VERSION must be set (make test-dist)');
  const prefix = new URL(url).pathname;
  assert.notEqual(prefix, '/', 'the bundle must be served below the root');
  const b = await launch({ width: 1000, height: 700 });
  try {
    const outside = [];
    b.ctx.on('request', (r) => {
      const u = new URL(r.url());
      if (u.protocol.startsWith('http') && !u.pathname.startsWith(prefix)) outside.push(r.url());
    });
    const { page, errors } = await openGame(b.ctx, url + 'index.html?level=1');
    let s = await state(page);
    assert.equal(s.version, version, 'state().version is the stamped version');
    await clickSquare(page, 32);
    await waitState(page, (s) => s.selected === 32);
    await clickSquare(page, 28);
    s = await waitState(page, (s) => s.moves.length === 2 && !s.thinking && !s.animating && s.turn === 'white');
    assert.equal(s.moves[0], '32-28');
    // The service worker registers once the game runs, scoped to the bundle's folder.
    const scope = await pollPage(page, async () => {
      const r = await navigator.serviceWorker.getRegistration();
      return r && r.active ? r.scope : null;
    });
    assert.ok(scope, 'the service worker is active within 60 s');
    assert.equal(new URL(scope).pathname, prefix, 'service worker scope');
    if (shots) await page.screenshot({ path: shots + '/web-bundle-subpath.png' });
    assert.deepEqual(outside, [], 'requests outside the sub-path');
    assert.deepEqual(errors, []);
  } finally { await b.close(); }
});
