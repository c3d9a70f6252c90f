// screens.test.mjs: the home screen and the screens around the game in real Chromium, from a fresh
// profile with no URL parameters: each place two clicks away, the game kept while the player looks
// elsewhere, confirmations before anything is destroyed, clocks and flag falls, the move list at
// 1024x640, and a finger's size for every control on a phone.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, openGame, state, clickAt, waitState, waitTicks } from './helpers.mjs';

let server;
before(async () => { server = await startServer(); });
after(() => server && server.close());

const sizes = [[1280, 800], [1024, 640], [390, 844]];

// press clicks the control labelled exactly so (in group, when given) and counts the click.
async function press(page, label, group, clicks) {
  const s = await state(page);
  const b = s.buttons.find((x) => x.label === label && (!group || (x.group || '').startsWith(group)));
  assert.ok(b, `no control "${label}" on screen ${s.screen}/${s.sheet}: ${s.buttons.map((x) => x.label).join(', ')}`);
  assert.ok(b.enabled, `"${label}" is disabled`);
  const box = await page.locator('canvas').boundingBox();
  await clickAt(page, box.x + b.x, box.y + b.y);
  if (clicks) clicks.n++;
  await waitTicks(page, 2);
}

// legalMove is a legal move of the position shown (the accessibility region's first move button).
async function legalMove(page) {
  // The region for screen readers lists the legal moves (it is built a few frames after the first).
  await page.waitForSelector('#draughts-a11y [data-move]', { state: 'attached', timeout: 60000 });
  return page.evaluate(() => {
    const b = document.querySelector('#draughts-a11y [data-move]');
    return b ? b.dataset.move : '';
  });
}

for (const [w, h] of sizes) {
  test(`${w}x${h}: home first; Play, Learn, Puzzles, Analyse and Games two clicks away; the game comes back unchanged`, async () => {
    const b = await launch({ width: w, height: h });
    try {
      const { page, errors } = await openGame(b.ctx, server.url);
      let s = await state(page);
      assert.equal(s.screen, 'home', 'a first visit opens on the home screen');
      assert.ok(!s.buttons.some((x) => x.label === 'Continue game'), 'nothing to continue on a first visit');

      // Play the computer: the dialog, then Play (2 clicks), on a clock.
      const c = { n: 0 };
      await press(page, 'Play the computer', null, c);
      assert.equal((await state(page)).screen, 'newgame');
      await press(page, '10+5', 'Time', null);
      await press(page, 'Play', null, c);
      s = await waitState(page, (x) => x.screen === 'game' && !x.sheet);
      assert.equal(c.n, 2);
      assert.equal(s.clock.control, '10+5');
      assert.deepEqual(s.players, ['You (White)', 'Computer, level 3 Casual']);
      assert.deepEqual(s.material, { white: { men: 20, kings: 0 }, black: { men: 20, kings: 0 } });
      await page.evaluate(() => window.draughts.command('move', '32-28'));
      s = await waitState(page, (x) => x.moves.length === 2 && !x.thinking && !x.animating);
      const moves = s.moves;

      // From the game in progress each place is two clicks away (Home, then it), and Continue
      // brings the game back with the same moves and the same clocks.
      for (const [label, screen] of [['Learn', 'learn'], ['Puzzles', 'puzzle'], ['Analyse', 'analysis'], ['Games', 'games'], ['Play the computer', 'newgame']]) {
        const k = { n: 0 };
        await press(page, 'Home', null, k);
        const before = await state(page); // the clock stands while the game is not in view
        assert.equal(before.screen, 'home');
        assert.equal(before.clock.running, '');
        await press(page, label, null, k);
        const there = await waitState(page, (x, want) => x.screen === want, screen);
        assert.equal(k.n, 2, `${label} in two clicks`);
        if (screen !== 'newgame' && screen !== 'games') assert.equal(there.aside, true, `${label}: the game is kept aside`);
        await page.waitForTimeout(2000); // time that must not count on the game's clock
        if (screen === 'games') {
          await page.keyboard.press('Escape');
          await waitState(page, (x) => x.screen === 'game');
        } else {
          if (screen === 'newgame') await press(page, 'Cancel'); // back to the home screen it came from
          if (screen === 'learn') {
            assert.ok(there.lessons && there.lessons.open, 'Learn opens the lesson list');
            assert.equal(there.lesson.id, 'board', 'lesson 1 is on the board behind it');
            await press(page, 'Close');
          }
          if ((await state(page)).screen !== 'home') await press(page, 'Home');
          await press(page, 'Continue game');
        }
        const back = await waitState(page, (x) => x.screen === 'game' && !x.sheet);
        assert.deepEqual(back.moves, moves, `back from ${label}: the same moves`);
        assert.equal(back.mode, 'play');
        // Away for more than 2 s: the clock lost at most the moment between Continue and this look.
        assert.ok(before.clock.white - back.clock.white < 1000, `back from ${label}: White's clock ${before.clock.white} -> ${back.clock.white}`);
        assert.equal(back.clock.black, before.clock.black, `back from ${label}: Black's clock`);
      }
      assert.deepEqual(errors, []);
    } finally {
      await b.close();
    }
  });
}

test('Resign, New game and switching sides ask first; Cancel keeps the game', async () => {
  const b = await launch({ width: 1280, height: 800 });
  try {
    const { page } = await openGame(b.ctx, server.url + '?level=1');
    let s = await state(page);
    assert.equal(s.screen, 'game', 'a link with parameters opens its game');
    await page.evaluate(() => window.draughts.command('move', '32-28'));
    s = await waitState(page, (x) => x.moves.length === 2 && !x.thinking && !x.animating);
    await press(page, 'Resign');
    s = await state(page);
    assert.equal(s.sheet, 'confirm');
    assert.equal(s.confirm, 'resign');
    assert.equal(s.result, '*');
    await press(page, 'Cancel');
    s = await state(page);
    assert.equal(s.result, '*');
    assert.equal(s.sheet, undefined);

    await press(page, 'Menu');
    await press(page, 'New game…');
    assert.equal((await state(page)).screen, 'newgame');
    await press(page, 'Play');
    s = await state(page);
    assert.equal(s.confirm, 'newgame');
    await press(page, 'Cancel');
    await press(page, 'Cancel');
    s = await state(page);
    assert.equal(s.moves.length, 2, 'the game is untouched');

    await press(page, 'Menu');
    await press(page, 'Play Black instead');
    s = await state(page);
    assert.equal(s.confirm, 'side');
    await press(page, 'Cancel');
    s = await state(page);
    assert.equal(s.human, 'white');
    assert.equal(s.thinking, false, 'the computer did not take the player\'s move');

    await press(page, 'Resign');
    await press(page, 'Resign');
    s = await waitState(page, (x) => x.result !== '*');
    assert.equal(s.result, '0-2');
    assert.equal(s.reason, 'resignation');
    // The end is said in the panel, with what to do next.
    for (const l of ['Rematch', 'New game', 'Review', 'Analyse']) assert.ok(s.buttons.some((x) => x.label.startsWith(l)), `no ${l} at the end`);
  } finally {
    await b.close();
  }
});

test('a flag fall ends a game on the clock as a loss on time', async () => {
  const b = await launch({ width: 1024, height: 640 });
  try {
    const { page } = await openGame(b.ctx, server.url + '?time=0.1%2B0&level=1');
    let s = await state(page);
    assert.equal(s.clock.control, '0.1+0');
    assert.ok(s.clock.white > 0 && s.clock.white <= 6000, `White's clock at the start: ${s.clock.white}`);
    s = await waitState(page, (x) => x.result !== '*', null, 60000);
    assert.equal(s.result, '0-2');
    assert.equal(s.reason, 'time forfeit');
    assert.equal(s.clock.white, 0);
    assert.equal(s.clock.running, '');
    assert.match(s.resultText, /time/i);
  } finally {
    await b.close();
  }
});

test('with an increment the computer at level 10 plays to its clock and never loses on time', async () => {
  const b = await launch({ width: 1024, height: 640 });
  try {
    const { page } = await openGame(b.ctx, server.url + '?time=0.25%2B1&level=10&color=black');
    let s = await state(page);
    assert.equal(s.clock.control, '0.25+1');
    let plies = 0;
    while (plies < 24) {
      s = await waitState(page, (x) => x.result !== '*' || (x.turn === 'black' && !x.thinking && !x.animating), null, 60000);
      if (s.result !== '*') break;
      const m = await legalMove(page);
      assert.ok(m, 'a legal move to play');
      await page.evaluate((mv) => window.draughts.command('move', mv), m);
      await waitState(page, (x, n) => x.moves.length > n, s.moves.length);
      plies = s.moves.length + 1;
    }
    s = await state(page);
    assert.ok(!(s.result === '0-2' && s.reason === 'time forfeit'), `the computer lost on time: ${JSON.stringify(s.clock)}`);
    assert.ok(s.clock.white > 0, 'White (the computer) has time left');
    assert.ok(s.moves.length >= 20 || s.result !== '*', `the game went on: ${s.moves.length} plies`);
  } finally {
    await b.close();
  }
});

test('1024x640: the move list shows the moves after 30 plies', async () => {
  const b = await launch({ width: 1024, height: 640 });
  try {
    const { page } = await openGame(b.ctx, server.url + '?mode=two-player');
    for (let i = 0; i < 30; i++) {
      const m = await legalMove(page);
      await page.evaluate((mv) => window.draughts.command('move', mv), m);
      await waitState(page, (x, n) => x.moves.length === n && !x.animating, i + 1);
    }
    const s = await state(page);
    const last = s.moves[s.moves.length - 1];
    const shown = s.moveList.find((x) => x.text === last);
    assert.ok(shown, `the last move ${last} is not in the move list shown: ${JSON.stringify(s.moveList)}`);
    const box = await page.locator('canvas').boundingBox();
    assert.ok(shown.x > 0 && shown.x < box.width && shown.y > 0 && shown.y < box.height);
    if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/movelist-1024.png` });
    assert.ok(s.moveList.filter((x) => !x.text.endsWith('.')).length >= 8, `several moves in view: ${JSON.stringify(s.moveList)}`);
  } finally {
    await b.close();
  }
});

test('390x844: every control on every screen is at least 44x44 CSS px', async () => {
  const b = await launch({ width: 390, height: 844 }, { hasTouch: true, isMobile: true, deviceScaleFactor: 3 });
  try {
    const { page } = await openGame(b.ctx, server.url);
    const check = async (where) => {
      const s = await state(page);
      assert.ok(s.buttons.length > 0, where);
      for (const x of s.buttons) {
        assert.ok(x.w >= 44 && x.h >= 44, `${where}: "${x.label}" is ${x.w}x${x.h}`);
      }
    };
    await check('home');
    await press(page, 'Play the computer');
    await check('new game');
    await press(page, 'Play');
    await waitState(page, (x) => x.screen === 'game' && !x.sheet);
    await check('game');
    await press(page, 'Menu');
    await check('menu');
    await press(page, 'Settings');
    await check('settings');
    await press(page, 'Back');
    await press(page, 'Close');
    await press(page, 'Resign');
    await check('confirmation');
    await press(page, 'Cancel');
    await page.locator('#draughts-record-button').click();
    await check('the PDN / FEN dialog');
  } finally {
    await b.close();
  }
});
