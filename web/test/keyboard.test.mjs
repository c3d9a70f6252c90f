// keyboard.test.mjs: the keyboard alone plays from a freshly loaded page (no click), Tab reaches the board,
// and the system's wishes (prefers-contrast: more, prefers-reduced-motion: reduce) are followed from the
// first paint until the player chooses. A11Y_SHOTS=dir also saves screenshots of the High contrast
// theme with the focus square and of the help overlay.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startServer, launch, openGame, state, waitState, waitTicks, clickButton, clickChoice } from './helpers.mjs';

let server;
before(async () => { server = await startServer(); });
after(() => server && server.close());

// press sends one key to the page and lets the game take it.
async function press(page, key) {
  await page.keyboard.press(key);
  await waitTicks(page, 2);
}

// focusTo moves the shown focus square to square sq (its screen row and column given) with the arrows.
async function focusTo(page, sq, row, col) {
  for (let i = 0; i < 20; i++) {
    const f = (await state(page)).focus;
    if (f.row > row) await press(page, 'ArrowUp');
    else if (f.row < row) await press(page, 'ArrowDown');
    else if (f.col > col) await press(page, 'ArrowLeft');
    else if (f.col < col) await press(page, 'ArrowRight');
    else {
      assert.equal(f.square, sq, `focus at row ${row} col ${col}`);
      return;
    }
  }
  throw new Error('the focus did not reach ' + sq);
}

test('a move played with the keyboard alone from a freshly loaded page', async () => {
  const b = await launch({ width: 1000, height: 700 });
  try {
    const { page, errors } = await openGame(b.ctx, server.url + '?save=off&level=1');
    // The canvas is named, in the page's Tab order (tabindex 0), and has the focus without a click.
    const cv = await page.evaluate(() => {
      const c = document.querySelector('canvas');
      return { tabindex: c.getAttribute('tabindex'), role: c.getAttribute('role'), label: c.getAttribute('aria-label'), focused: document.activeElement === c };
    });
    assert.equal(cv.tabindex, '0');
    assert.equal(cv.role, 'application');
    assert.match(cv.label, /arrow keys/);
    assert.ok(cv.focused, 'the canvas is not focused at the first frame');
    // Tab from a control of the page before the canvas reaches it.
    await page.evaluate(() => {
      const b = document.createElement('button');
      b.textContent = 'before';
      b.id = 'a11y-before';
      document.body.prepend(b);
      b.focus();
    });
    await page.keyboard.press('Tab');
    assert.ok(await page.evaluate(() => document.activeElement === document.querySelector('canvas')), 'Tab did not reach the canvas');

    await page.evaluate(() => document.getElementById('a11y-before').remove());
    let s = await state(page);
    assert.equal(s.focus.shown, false);
    await press(page, 'ArrowDown'); // the first arrow shows the focus square (on 28)
    s = await waitState(page, (s) => s.focus.shown);
    assert.equal(s.focus.square, 28);
    await focusTo(page, 32, 6, 3);
    await press(page, 'Enter');
    s = await waitState(page, (s) => s.selected === 32);
    await focusTo(page, 28, 5, 4);
    await press(page, 'Enter');
    s = await waitState(page, (s) => s.moves.length >= 1);
    assert.deepEqual(s.moves.slice(0, 1), ['32-28']);
    // The help overlay: ? opens it, Esc closes it.
    await press(page, '?');
    s = await waitState(page, (s) => !!s.help);
    assert.equal(s.help.title, 'Keyboard shortcuts');
    assert.equal(s.buttons.filter((x) => !x.dom).length, 1); // its Close (and the page's own controls)
    await press(page, 'Escape');
    await waitState(page, (s) => !s.help);
    // Tab leaves the canvas for the page's next control (no keyboard trap).
    await page.keyboard.press('Tab');
    const next = await page.evaluate(() => ({ tag: document.activeElement.tagName, id: document.activeElement.id }));
    assert.notEqual(next.tag, 'CANVAS', 'Tab stayed in the canvas');
    assert.notEqual(next.tag, 'BODY', 'Tab went nowhere');
    assert.deepEqual(errors, []);
  } finally {
    await b.close();
  }
});

test('prefers-contrast: more and prefers-reduced-motion: reduce from the start, until the player chooses', async () => {
  const b = await launch({ width: 1000, height: 700 });
  try {
    const page0 = b.ctx.pages()[0] || await b.ctx.newPage();
    await page0.emulateMedia({ reducedMotion: 'reduce', contrast: 'more' });
    const { page, errors } = await openGame(b.ctx, server.url + '?level=1');
    assert.equal(await page.evaluate(() => window.draughtsFirstPaint.theme), 'High contrast', 'the first paint');
    let s = await state(page);
    assert.equal(s.theme, 'High contrast');
    assert.equal(s.themeChosen, false);
    assert.equal(s.motion, 'off');
    assert.equal(s.motionChosen, false);
    // No animation: the first state with the move has it in place.
    await page.evaluate(() => window.draughts.command('move', '32-28'));
    s = await waitState(page, (s) => s.moves.length >= 1);
    assert.equal(s.animating, false);
    // The player's choices win and are kept.
    await clickButton(page, 'Menu');
    await clickButton(page, 'Settings');
    await clickChoice(page, 'Animations', 'Normal');
    s = await waitState(page, (s) => s.motionChosen);
    await clickButton(page, 'Back');
    await clickButton(page, 'Close');
    assert.equal(s.motion, 'on');
    await page.keyboard.press('t');
    s = await waitState(page, (s) => s.themeChosen);
    assert.equal(s.theme, 'Wood');
    await waitTicks(page, 10);
    await page.reload();
    await page.waitForFunction(() => window.draughts && window.draughts.state().draws > 0, null, { timeout: 240000 });
    assert.equal(await page.evaluate(() => window.draughtsFirstPaint.theme), 'Wood', 'the first paint after the choice');
    s = await state(page);
    assert.equal(s.theme, 'Wood');
    assert.equal(s.motion, 'on');
    assert.ok(s.themeChosen && s.motionChosen);
    assert.deepEqual(errors, []);
  } finally {
    await b.close();
  }
});

test('forced colours start in High contrast; motion=off in the address', async () => {
  const b = await launch({ width: 800, height: 600 });
  try {
    const page0 = b.ctx.pages()[0] || await b.ctx.newPage();
    await page0.emulateMedia({ forcedColors: 'active' });
    const { page } = await openGame(b.ctx, server.url + '?save=off&motion=off');
    const s = await state(page);
    assert.equal(s.theme, 'High contrast');
    assert.equal(s.motion, 'off');
    assert.equal(s.motionChosen, true);
  } finally {
    await b.close();
  }
});

if (process.env.A11Y_SHOTS) {
  test('screenshots: High contrast with the focus square, the help overlay', async () => {
    const dir = process.env.A11Y_SHOTS;
    mkdirSync(dir, { recursive: true });
    for (const [w, h] of [[1280, 800], [390, 844]]) {
      const b = await launch({ width: w, height: h });
      try {
        const { page } = await openGame(b.ctx, server.url + '?save=off&mode=two-player&theme=high-contrast');
        await page.evaluate(() => window.draughts.command('move', '32-28'));
        await waitState(page, (s) => s.moves.length === 1 && !s.animating);
        await press(page, 'ArrowUp');
        await focusTo(page, 19, 3, 6);
        await press(page, 'Enter');
        await focusTo(page, 24, 4, 7);
        await waitState(page, (s) => s.selected === 19 && s.focus.square === 24);
        await page.screenshot({ path: join(dir, `hc-focus-${w}x${h}.png`) });
        await press(page, '?');
        await waitState(page, (s) => !!s.help);
        await waitTicks(page, 3);
        await page.screenshot({ path: join(dir, `help-${w}x${h}.png`) });
        await press(page, 'Escape');
        await page.evaluate(() => window.draughts.command('lang', 'zh'));
        await waitState(page, (s) => s.lang === 'zh' && s.fontZh);
        await press(page, '?');
        await waitState(page, (s) => !!s.help);
        await waitTicks(page, 3);
        await page.screenshot({ path: join(dir, `help-zh-${w}x${h}.png`) });
      } finally {
        await b.close();
      }
    }
  });
}
