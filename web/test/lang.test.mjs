// lang.test.mjs: the game in Chinese and English in headless Chromium: lang=zh on a phone-sized screen shows
// Chinese texts with the Chinese font fetched as a file of its own; an English page never downloads that font;
// the language button switches and the choice is kept; a Chinese browser gets Chinese by itself.
// LANG_SHOT=file.png saves the phone-sized Chinese screenshot for review.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startServer, launch, openGame, state, clickButton, clickSquare, waitState, chromiumPath } from './helpers.mjs';

let server;
before(async () => { server = await startServer(); });
after(() => server && server.close());

const hasHan = (s) => /[\u4e00-\u9fff]/.test(s);

test('lang=zh on a phone shows Chinese, with the font fetched only then', async () => {
  const b = await launch({ width: 390, height: 844 });
  try {
    const page = b.ctx.pages()[0] || await b.ctx.newPage();
    const fonts = [];
    page.on('request', (r) => { if (r.url().endsWith('/zh.otf')) fonts.push(r.url()); });
    const { errors } = await openGame(b.ctx, server.url + 'index.html?lang=zh');
    const s = await waitState(page, (s) => s.lang === 'zh' && s.fontZh);
    assert.equal(fonts.length, 1, 'the Chinese font is fetched once');
    const labels = s.buttons.map((x) => x.label);
    assert.ok(labels.includes('新对局') && labels.includes('悔棋') && labels.includes('人机对战'), `labels: ${labels}`);
    for (const l of labels) assert.ok(hasHan(l) || /^[\d\s+\-«»‹›]+$/.test(l), `an English label in Chinese: ${l}`);
    assert.ok(hasHan(s.resultText + s.message + labels.join('')), 'Chinese texts');
    // A refused pick is worded in Chinese too.
    await clickSquare(page, 19);
    const t = await waitState(page, (s) => s.message !== '');
    assert.match(t.message, /轮到白方/);
    if (process.env.LANG_SHOT) await page.screenshot({ path: process.env.LANG_SHOT });
    assert.deepEqual(errors, []);
  } finally { await b.close(); }
});

test('an English page never fetches the font; the language button switches and is kept', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'draughts-profile-'));
  const open = () => chromium.launchPersistentContext(dir, {
    executablePath: chromiumPath, headless: true, viewport: { width: 1000, height: 700 },
    args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run',
      '--disable-quic', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'] });
  let ctx = await open();
  try {
    const page = ctx.pages()[0] || await ctx.newPage();
    const fonts = [];
    page.on('request', (r) => { if (r.url().endsWith('/zh.otf')) fonts.push(r.url()); });
    await openGame(ctx, server.url + 'index.html');
    let s = await state(page);
    assert.equal(s.lang, 'en');
    assert.ok(s.buttons.some((x) => x.label === 'New game'));
    await page.waitForTimeout(500);
    assert.equal(fonts.length, 0, 'an English page downloads no Chinese font');
    await clickButton(page, 'Language');
    s = await waitState(page, (s) => s.lang === 'zh' && s.fontZh);
    assert.equal(fonts.length, 1);
    assert.ok(s.buttons.some((x) => x.label === '新对局'));
    await ctx.close();
    ctx = await open(); // the same profile: a returning visitor
    const again = await openGame(ctx, server.url + 'index.html');
    s = await waitState(again.page, (s) => s.lang === 'zh');
    assert.ok(s.buttons.some((x) => x.label === '语言：中文'));
  } finally { await ctx.close(); rmSync(dir, { recursive: true, force: true }); }
});

test('a Chinese browser gets Chinese without any parameter', async () => {
  const b = await launch({ width: 800, height: 600 }, { locale: 'zh-CN' });
  try {
    const { page } = await openGame(b.ctx, server.url + 'index.html');
    const s = await waitState(page, (s) => s.lang === 'zh' && s.fontZh);
    assert.match(s.resultText + s.buttons.map((x) => x.label).join(' '), /新对局/);
  } finally { await b.close(); }
});
