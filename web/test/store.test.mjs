// store.test.mjs: no game is lost. Faults injected in the real browser: storage filled before load and mid-game,
// two tabs playing different games, a reload during a save, a quota error on the backup of a corrupt save.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { startServer, launch, openGame, state, waitState, clickButton } from './helpers.mjs';

// One browser profile for every test (the wasm is compiled once and cached, which keeps the file
// fast); each test starts from an empty localStorage and a fresh page load.
let server, browser, page, errors;
before(async () => {
  server = await startServer();
  browser = await launch();
  ({ page, errors } = await openGame(browser.ctx, server.url + '?mode=two-player'));
});
after(async () => { browser && await browser.close(); server && server.close(); });

async function fresh() {
  await page.evaluate(() => localStorage.clear());
  await page.goto(URL2());
  await page.waitForFunction(() => window.draughts && window.draughts.state().draws > 0, null, { timeout: 120000 });
  errors.length = 0;
  return page;
}

const KEY = 'draughts:default:save';
const URL2 = () => server.url + '?mode=two-player';
const shot = async (page, name) => { if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/${name}.png` }); };
const info = (page) => page.evaluate(() => window.draughts.storage());
const stored = (page) => page.evaluate((k) => localStorage.getItem(k), KEY);
// The game's msgp keys (saves, slots, backups); the JSON first-paint preview (draughts:<ns>:preview,
// tested by load and persist tests) is left out.
const draughtsKeys = (page) => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('draughts:') && !k.endsWith(':preview')).sort());

// move plays a move through the automation API and waits until it is on the board.
async function move(page, m) {
  const n = (await state(page)).moves.length;
  await page.evaluate((m) => window.draughts.command('move', m), m);
  return waitState(page, (s, n) => s.moves.length === n + 1 && !s.animating, n);
}

// fill uses up the site's storage the way other widgets of the site can: big keys, then smaller
// ones, down to one character, so that not even a short key fits.
async function fill(page) {
  return page.evaluate(() => {
    let chunk = 'x'.repeat(1 << 20), i = 0, n = 0;
    while (chunk.length > 0) {
      try { localStorage.setItem('other-widget:' + (i++), chunk); n += chunk.length; } catch (e) { chunk = chunk.slice(0, chunk.length >> 1); }
    }
    for (let j = 0; j < 64; j++) { try { localStorage.setItem(String.fromCharCode(0x4e00 + j), ''); } catch (e) { break; } }
    return n;
  });
}
const unfill = (page) => page.evaluate(() => {
  for (const k of Object.keys(localStorage)) if (!k.startsWith('draughts:')) localStorage.removeItem(k);
});
const movesIn = (page, key) => page.evaluate((key) => {
  // The saved moves, read back from the base64 msgp with a plain text search for the notation.
  const t = localStorage.getItem(key);
  if (!t) return null;
  const s = atob(t);
  return (s.match(/\d{1,2}[-x]\d{1,2}/g) || []);
}, key);

async function reopen(page) {
  await page.reload();
  await page.waitForFunction(() => window.draughts && window.draughts.state().draws > 0, null, { timeout: 120000 });
}

test('storage filled before load: the saved game comes back and the notice says why new moves are not kept', async () => {
  {
    await fresh();
    await move(page, '32-28');
    await move(page, '19-23');
    assert.deepEqual(await movesIn(page, KEY), ['32-28', '19-23']);
    const filled = await fill(page);
    assert.ok(filled > 1000000, 'filled ' + filled);
    await reopen(page);
    let s = await state(page);
    assert.deepEqual(s.moves, ['32-28', '19-23'], 'the game is back');
    let st = await info(page);
    assert.equal(st.saving, false);
    assert.match(st.bar, /saved game is back, but this site's storage is full: new moves cannot be kept/);
    assert.deepEqual(st.actions, ['download', 'copy', 'games']);
    assert.match(await page.textContent('#draughts-notice'), /storage is full/);
    await shot(page, 'store-full-at-load');
    // The next move is played, and the failure is said at that move.
    s = await move(page, '28x19');
    s = await waitState(page, (s) => /could not be saved: storage is full/.test(s.message));
    assert.deepEqual(await movesIn(page, KEY), ['32-28', '19-23'], 'the stored game is untouched');
    assert.deepEqual(errors, []);
  }
});

test('storage filled mid-game: notice at the failing move, the PDN download works, freeing space resumes saving', async () => {
  {
    await fresh();
    // Two finished games (resigned), then the game in progress.
    for (const m of ['32-28', '33-29']) {
      await move(page, m);
      await page.evaluate(() => window.draughts.command('resign'));
      await waitState(page, (s) => s.result !== '*');
      await page.evaluate(() => window.draughts.command('new'));
      await waitState(page, (s) => s.moves.length === 0 && s.result === '*');
    }
    await move(page, '32-28');
    await move(page, '19-23');
    await fill(page);
    let s = await move(page, '28x19');
    s = await waitState(page, (s) => /could not be saved: storage is full/.test(s.message));
    let st = await info(page);
    assert.equal(st.saving, false);
    assert.deepEqual(st.actions, ['download', 'copy', 'free', 'games']);
    assert.match(await page.textContent('#draughts-notice'), /This move could not be saved: storage is full\. Download or copy the game, or free space/);
    await shot(page, 'store-full-mid-game');
    // Download PDN: the file has the move that could not be saved.
    const [dl] = await Promise.all([page.waitForEvent('download'), page.click('#draughts-act-download')]);
    const pdn = readFileSync(await dl.path(), 'utf8');
    assert.match(pdn, /1\. 32-28 19-23 2\. 28x19/);
    assert.match(dl.suggestedFilename(), /^draughts-.*\.pdn$/);
    // Free space: the finished games go, the game is saved again, and saving goes on by itself.
    await page.click('#draughts-act-free');
    s = await waitState(page, (s) => /Space freed: 2 finished games removed/.test(s.message));
    st = await info(page);
    assert.equal(st.saving, true);
    assert.deepEqual(await movesIn(page, KEY), ['32-28', '19-23', '28x19']);
    await shot(page, 'store-freed');
    assert.ok((await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('other-widget:')).length)) > 0, 'other keys untouched');
    assert.deepEqual(errors, []);
  }
});

test('two tabs playing different games: neither game is lost, the player is asked, the Games list brings either back', async () => {
  const a = await fresh();
  const pb = await browser.ctx.newPage();
  try {
    await move(a, '32-28');
    await move(a, '19-23');
    const { page: bp } = await openGame({ pages: () => [pb] }, URL2());
    assert.deepEqual((await state(bp)).moves, ['32-28', '19-23'], 'the second tab opens the saved game');
    await bp.evaluate(() => window.draughts.command('new'));
    await waitState(bp, (s) => s.moves.length === 0);
    await move(bp, '34-30');
    // Tab A learns of it (storage event), keeps both games and asks.
    await a.waitForFunction(() => window.draughts.storage().asking, null, { timeout: 30000 });
    let st = await info(a);
    // The storage event of B's new game may come before or after its first move.
    assert.match(st.bar, /Another tab or window is now playing a different game \(moves played: [01]\)/);
    assert.deepEqual(st.actions, ['keep', 'switch', 'games']);
    await shot(a, 'store-two-tabs');
    // A plays on: its save keeps B's game aside first.
    await a.click('#draughts-act-keep');
    await move(a, '28x19');
    const keys = await draughtsKeys(a);
    assert.ok(keys.some((k) => k.startsWith(KEY + '.recovery-')), 'recovery slots: ' + keys);
    const all = await a.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('draughts:') && !k.endsWith(':preview')).map((k) => atob(localStorage.getItem(k))).join('\n'));
    assert.match(all, /34-30/, "B's game is kept");
    assert.match(all, /28x19/, "A's game is kept");
    // B is asked in turn.
    await bp.waitForFunction(() => window.draughts.storage().asking, null, { timeout: 30000 });
    // In B, the Games list (drawn on the canvas) shows A's game; continue it there.
    await clickButton(bp, 'Menu');
    await clickButton(bp, 'Games');
    let s = await waitState(bp, (s) => s.games && s.games.open);
    const entries = s.games.entries;
    assert.equal(entries[0].kind, 'current');
    assert.equal(entries[0].moves, 1);
    const other = entries.findIndex((e) => e.kind === 'recovery' && e.moves === 3);
    assert.ok(other > 0, 'A\'s game in B\'s list: ' + JSON.stringify(entries));
    await shot(bp, 'store-games-list');
    await clickButton(bp, `Game ${other + 1}`);
    await waitState(bp, (s, id) => s.games.selected === id, entries[other].id);
    await clickButton(bp, 'Continue');
    s = await waitState(bp, (s) => !s.games && s.moves.length === 3);
    assert.deepEqual(s.moves, ['32-28', '19-23', '28x19']);
    // B's own game is still there to come back to.
    await bp.evaluate(() => window.draughts.command('games'));
    s = await waitState(bp, (s) => s.games && s.games.open);
    assert.ok(s.games.entries.some((e) => e.moves === 1 && e.kind !== 'finished'), JSON.stringify(s.games.entries));
  } finally { await pb.close(); }
});

test('a reload during a save loses nothing and never leaves an unreadable save', async () => {
  {
    await fresh();
    const played = ['32-28', '19-23'];
    let have = 0;
    for (const m of played) {
      const before = (await state(page)).moves;
      await page.evaluate((m) => window.draughts.command('move', m), m);
      await reopen(page); // at once: the save may or may not have happened
      const s = await state(page);
      assert.ok(s.moves.length === before.length || s.moves.length === before.length + 1, `${m}: ${s.moves}`);
      assert.deepEqual(s.moves.slice(0, before.length), before, 'earlier moves kept');
      if (s.moves.length === before.length) await move(page, m);
      have++;
    }
    assert.deepEqual((await state(page)).moves, played.slice(0, have));
    assert.deepEqual((await draughtsKeys(page)), [KEY], 'no backup: the save was never half written');
    assert.equal((await info(page)).notices.length, 0);
  }
});

test('a quota error on the backup of a corrupt save: the corrupt bytes stay untouched until there is room', async () => {
  {
    await fresh();
    const garbage = 'corrupt-save-' + 'z'.repeat(2000);
    await page.evaluate(([k, g]) => localStorage.setItem(k, g), [KEY, garbage]);
    await fill(page);
    await reopen(page);
    let st = await info(page);
    assert.match(st.bar, /could not be read .*could not be moved aside .*storage is full.*left untouched/);
    assert.equal(st.saving, false);
    assert.equal(await stored(page), garbage);
    await shot(page, 'store-backup-quota');
    await move(page, '32-28');
    assert.equal(await stored(page), garbage, 'not overwritten by a move');
    assert.ok(!(await draughtsKeys(page)).some((k) => k.includes('.bad-')), 'no partial backup');
    // Room again (the player cleared other data): the next save moves the bytes aside, then saves.
    await unfill(page);
    await move(page, '19-23');
    await waitState(page, (s) => /Saving works again/.test(s.message));
    const keys = await draughtsKeys(page);
    const bad = keys.find((k) => k.startsWith(KEY + '.bad-'));
    assert.ok(bad, 'backup key: ' + keys);
    assert.equal(await page.evaluate((k) => localStorage.getItem(k), bad), garbage, 'the corrupt bytes kept byte for byte');
    assert.deepEqual(await movesIn(page, KEY), ['32-28', '19-23']);
    // The Games list shows it as an unreadable save that can be exported as it is.
    await page.evaluate(() => window.draughts.command('games'));
    const s = await waitState(page, (s) => s.games && s.games.open);
    const e = s.games.entries.find((e) => e.kind === 'backup');
    assert.ok(e && e.problem, JSON.stringify(s.games.entries));
    await shot(page, 'store-games-backup');
    await page.evaluate(() => window.draughts.command('games-close'));
  }
});
