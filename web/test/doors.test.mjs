// doors.test.mjs: no input stops or freezes the game (issue 52), in real Chromium: a panic at a door (the JS API, the
// game loop) is shown and the game goes on; when the Go program does stop, the tab keeps answering and the crash page
// tells the truth; crafted, deeply nested and large PDN through a link, the API and a host page's messages give an
// error, never a freeze; a burst of refused host messages costs the game nothing; fen= given twice.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { startServer, launch, openGame, state, waitState, repoDir } from './helpers.mjs';

let server, hostServer;
before(async () => { [server, hostServer] = await Promise.all([startServer(), startServer()]); });
after(() => { server && server.close(); hostServer && hostServer.close(); });

// The PDN that crashed the reader: a result inside a variation.
const CRAFTED = '( 1-0 1. ) x';
const deep = (n) => '1. 32-28 ' + '('.repeat(n) + ')'.repeat(n);

// playsOn plays 32-28 (or the first move the page suggests) through the API and waits for it on the board.
async function playsOn(page, move = '32-28') {
  const n = (await state(page)).moves.length;
  await page.evaluate((m) => window.draughts.command('move', m), move);
  await waitState(page, (s, n) => s.moves.length === n + 1 && !s.animating, n, 60000);
}

// timed runs fn and returns [its value, the milliseconds it took].
async function timed(fn) {
  const t0 = Date.now();
  const v = await fn();
  return [v, Date.now() - t0];
}

// embedGame opens embed.html on the second server (another site: localhost) with the game in an iframe.
async function embedGame(ctx, gameQuery, sameSite = false) {
  const page = ctx.pages()[0] || await ctx.newPage();
  const host = sameSite ? server.url : hostServer.url.replace('127.0.0.1', 'localhost');
  await page.goto(host + 'embed.html?src=' + encodeURIComponent(server.url + 'index.html?' + gameQuery));
  const frame = await (await page.waitForSelector('#game')).contentFrame();
  await frame.waitForFunction(() => window.draughts && window.draughts.state().draws > 0, null, { timeout: 240000 });
  await page.waitForFunction(() => (window.draughtsEvents || []).some((e) => e.type === 'ready'), null, { timeout: 60000 });
  return { page, frame };
}

test('a panic inside a JS API call, or in the game loop midway through a load, is shown and the game goes on', async () => {
  const b = await launch();
  try {
    const { page } = await openGame(b.ctx, server.url + '?mode=two-player&save=off&test=panic');
    const logs = [];
    page.on('console', (m) => logs.push(m.text()));
    await playsOn(page, '32-28');
    const before = await state(page);
    const ret = await page.evaluate(() => window.draughts.__panicForTest());
    assert.match(ret, /Internal error \(test: a panic inside a JS API call\)/);
    let s = await waitState(page, (s) => /Internal error/.test(s.message));
    assert.deepEqual(s.moves, before.moves, 'the game is as it was');
    assert.ok(logs.some((l) => /panic: test: a panic inside a JS API call/.test(l)), 'the panic is in the console');
    assert.ok(logs.some((l) => /goroutine|\.go:\d+/.test(l)), 'with its stack');
    await playsOn(page, '19-23');
    // In the game loop: the queued load had begun (a new game queued) when it panicked; nothing of it happens.
    await page.evaluate(() => window.draughts.__panicForTest('loop'));
    s = await waitState(page, (s) => /midway through loading/.test(s.message));
    for (let i = 0; i < 10; i++) await page.evaluate(() => window.draughts.state());
    s = await state(page);
    assert.deepEqual(s.moves, ['32-28', '19-23'], 'the old game is still the current one');
    await playsOn(page, '28x19');
    assert.equal((await state(page)).moves.length, 3);
    // Not part of the normal API.
    const { page: plain } = await openGame(b.ctx, server.url + '?save=off');
    assert.equal(await plain.evaluate(() => typeof window.draughts.__panicForTest + typeof window.draughts.__exitForTest), 'undefinedundefined');
  } finally { await b.close(); }
});

for (const kind of ['panic', 'exit']) {
  test(`the Go program stops (${kind}): the tab keeps answering, the crash page says what happened, the save is kept`, async () => {
    const b = await launch({ width: 1000, height: 700 });
    try {
      const { page, errors } = await openGame(b.ctx, server.url + '?mode=two-player&test=panic');
      let warnings = 0;
      page.on('console', (m) => { if (/missed timeout event/.test(m.text())) warnings++; });
      await playsOn(page, '33-28');
      await page.waitForFunction(() => (JSON.parse(localStorage.getItem('draughts:default:preview') || '{}').moves || []).length === 1);
      const saved = await page.evaluate(() => JSON.stringify(Object.entries(localStorage).sort()));
      await page.evaluate((k) => window.draughts.__exitForTest(k), kind === 'exit' ? 'exit' : undefined);
      const f = await (await page.waitForFunction(() => window.draughtsFailure, null, { timeout: 30000 })).jsonValue();
      assert.equal(f.reason, 'exited');
      // The tab answers, promptly and again and again, and the runtime's timers are not spinning.
      let slowest = 0;
      for (let i = 0; i < 20; i++) {
        const [, ms] = await timed(() => page.evaluate(() => document.getElementById('failed').innerText.length));
        slowest = Math.max(slowest, ms);
        await new Promise((ok) => setTimeout(ok, 50));
      }
      console.log(`${kind}: slowest answer after the stop ${slowest} ms, ${warnings} "missed timeout event" warnings`);
      assert.ok(slowest < 1000, `the page answered within ${slowest} ms`);
      assert.ok(warnings < 5, `${warnings} "missed timeout event" warnings`);
      const shown = await page.evaluate(() => ({ h1: document.querySelector('#failed h1').textContent, text: document.getElementById('failed').innerText,
        report: document.getElementById('failed-report').value, reload: !!document.getElementById('failed-reload'), copy: document.getElementById('failed-report-copy').textContent }));
      assert.match(shown.h1, /internal error/);
      assert.doesNotMatch(shown.text, /hardware acceleration/i);
      assert.ok(shown.reload, 'Reload is offered');
      assert.equal(shown.copy, 'Copy a report');
      assert.match(shown.report, kind === 'exit' ? /exit code 3/ : /panic: test: an unrecovered panic/);
      if (kind === 'panic') assert.match(shown.report, /goroutine \d+/);
      assert.match(shown.report, /Version: \S+/);
      assert.ok(shown.report.includes(await page.evaluate(() => navigator.userAgent)), 'the browser is in the report');
      await page.waitForTimeout(1000);
      if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/crash-${kind}.png` });
      assert.equal(await page.evaluate(() => JSON.stringify(Object.entries(localStorage).sort())), saved, 'the save is untouched');
      assert.deepEqual(errors.filter((e) => !/panic|exit code|Go program/.test(e)), []);
      // Reload brings the saved game back.
      await page.click('#failed-reload');
      await page.waitForFunction(() => window.draughts && window.draughts.state().draws > 0, null, { timeout: 240000 });
      assert.deepEqual((await state(page)).moves, ['33-28']);
    } finally { await b.close(); }
  });
}

test('the crash page in Chinese', async () => {
  const b = await launch({ width: 420, height: 760 });
  try {
    const { page } = await openGame(b.ctx, server.url + '?lang=zh&save=off&test=panic');
    await page.evaluate(() => window.draughts.__exitForTest());
    const f = await (await page.waitForFunction(() => window.draughtsFailure, null, { timeout: 30000 })).jsonValue();
    assert.equal(f.lang, 'zh');
    const text = await page.evaluate(() => document.getElementById('failed').innerText);
    assert.match(text, /内部错误/);
    assert.match(text, /复制报告/);
    if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/crash-zh.png` });
  } finally { await b.close(); }
});

test('the crafted PDN in a link and through a host page: the game goes on, says what was wrong, a move can be played', async () => {
  const b = await launch();
  try {
    const { page, errors } = await openGame(b.ctx, server.url + '?save=off&mode=two-player&pdn=' + encodeURIComponent(CRAFTED));
    const s = await state(page);
    assert.match(s.message, /pdn=/, 'the link\'s problem is said: ' + s.message);
    await playsOn(page, '32-28');
    assert.deepEqual(errors, []);
  } finally { await b.close(); }
  const c = await launch({ width: 1000, height: 800 });
  try {
    const { page, frame } = await embedGame(c.ctx, 'mode=two-player');
    await page.evaluate((pdn) => window.draughtsSend({ type: 'loadPDN', pdn }), CRAFTED);
    await page.waitForFunction(() => window.draughtsEvents.some((e) => e.type === 'error' && e.command === 'loadPDN'), null, { timeout: 30000 });
    const ev = (await page.evaluate(() => window.draughtsEvents)).find((e) => e.type === 'error');
    console.log('crafted PDN, host page: ' + ev.message);
    assert.ok(ev.message.length > 0);
    await playsOn(frame, '32-28');
  } finally { await c.close(); }
});

test('100,000-deep variations through a link and a host page: an error quickly, no freeze, a move can be played', async () => {
  const b = await launch();
  try {
    const [{ page }, ms] = await timed(() => openGame(b.ctx, server.url + '?save=off&mode=two-player&pdn=' + encodeURIComponent(deep(100000))));
    const s = await state(page);
    console.log(`100k nesting in a link: the game up in ${ms} ms, said: ${s.message.slice(0, 200)}`);
    assert.match(s.message, /pdn=.*too long/);
    await playsOn(page, '32-28');
    // 30,000 levels fit in a link (60 KB): the nesting is refused.
    const [{ page: p30 }, ms30] = await timed(() => openGame(b.ctx, server.url + '?save=off&mode=two-player&pdn=' + encodeURIComponent(deep(30000))));
    const s30 = await state(p30);
    console.log(`30k nesting in a link: the game up in ${ms30} ms, said: ${s30.message.slice(0, 200)}`);
    assert.match(s30.message, /pdn=.*nested more than/);
    await playsOn(p30, '32-28');
  } finally { await b.close(); }
  const c = await launch({ width: 1000, height: 800 });
  try {
    const { page, frame } = await embedGame(c.ctx, 'mode=two-player');
    const t0 = Date.now();
    await page.evaluate((pdn) => window.draughtsSend({ type: 'loadPDN', pdn }), deep(100000));
    let slowest = 0;
    while (!(await page.evaluate(() => window.draughtsEvents.some((e) => e.type === 'error')))) {
      const [, ms] = await timed(() => frame.evaluate(() => window.draughts.state().frames));
      slowest = Math.max(slowest, ms);
      assert.ok(Date.now() - t0 < 60000, 'an answer within a minute');
      await new Promise((ok) => setTimeout(ok, 100));
    }
    const ev = (await page.evaluate(() => window.draughtsEvents)).find((e) => e.type === 'error');
    console.log(`100k nesting from a host page: the error after ${Date.now() - t0} ms (state() at worst ${slowest} ms): ${ev.message.slice(0, 200)}`);
    assert.ok(slowest < 1000, `state() answered within ${slowest} ms`);
    await playsOn(frame, '32-28');
  } finally { await c.close(); }
});

test('a burst of 10,000 refused host messages: the next state() answers within 1 s', async () => {
  const c = await launch({ width: 1000, height: 800 });
  try {
    // The host page in the game's own renderer (same site): its messages are queued ahead of the next call.
    const { page, frame } = await embedGame(c.ctx, 'mode=two-player', true);
    const { post, ms } = await page.evaluate(() => {
      const w = document.getElementById('game').contentWindow, origin = new URL(document.getElementById('game').src).origin;
      const t0 = performance.now();
      for (let i = 0; i < 10000; i++) w.postMessage({ type: 'no-such-command', n: i }, origin);
      const t1 = performance.now();
      // The first call after the burst waits behind every message of it.
      return new Promise((ok) => setTimeout(() => { w.draughts.state(); ok({ post: t1 - t0, ms: performance.now() - t1 }); }, 0));
    });
    console.log(`after 10,000 refused messages (posted in ${Math.round(post)} ms), the first state() in ${Math.round(ms)} ms`);
    assert.ok(ms < 1000, `state() took ${ms} ms`);
    await page.waitForFunction(() => window.draughtsEvents.some((e) => e.type === 'error'), null, { timeout: 30000 });
    await playsOn(frame, '32-28');
  } finally { await c.close(); }
});

// bigPDN is about `bytes` of real games (the repository's test files), repeated under new event names.
function bigPDN(bytes) {
  const dir = join(repoDir, 'engine/testdata/pdn/wiegerw-pdn/games/succeed');
  const games = [];
  for (const f of readdirSync(dir).filter((f) => f.endsWith('.pdn'))) {
    const text = readFileSync(join(dir, f), 'latin1');
    for (const g of text.split(/(?=\[Event )/)) if (/^\[Event /.test(g) && /\d\. /.test(g)) games.push(g.trim());
  }
  const out = [];
  let n = 0, size = 0;
  while (size < bytes) {
    const g = games[n % games.length].replace(/^\[Event "[^"]*"\]/, `[Event "Copy ${n}"]`) + '\n\n';
    const len = Buffer.byteLength(g, 'utf8');
    if (size + len > bytes) break;
    out.push(g);
    size += len;
    n++;
  }
  return out.join('');
}

test('a 4 MB PDN through the API: state() answers within 1 s throughout; past the cap a clear error', async () => {
  const b = await launch();
  try {
    const { page } = await openGame(b.ctx, server.url + '?save=off&mode=two-player');
    const text = bigPDN(4 * 1024 * 1024 - 1024);
    await page.evaluate((t) => { window.bigPDN = t; }, text);
    const t0 = Date.now();
    const serial = (await state(page)).gameSerial;
    // The call that starts the load counts too: it must not hold the page either.
    let [, slowest] = await timed(() => page.evaluate(() => { window.loadResult = undefined; Promise.resolve(window.draughts.loadPDN(window.bigPDN)).then((r) => { window.loadResult = r; }); }));
    let polls = 0;
    for (;;) {
      const [s, ms] = await timed(() => page.evaluate(() => ({ s: window.draughts.state(), r: window.loadResult })));
      slowest = Math.max(slowest, ms);
      polls++;
      if (s.r !== undefined && s.s.gameSerial !== serial) break;
      assert.ok(s.r === undefined || s.r === '', 'loaded without an error: ' + s.r);
      assert.ok(Date.now() - t0 < 120000, 'loaded within two minutes');
      await new Promise((ok) => setTimeout(ok, 100));
    }
    console.log(`4 MB PDN (${Buffer.byteLength(text, 'utf8')} bytes): loaded in ${Date.now() - t0} ms, ${polls} polls of state(), the slowest ${slowest} ms`);
    assert.ok(slowest < 1000, `state() took up to ${slowest} ms`);
    const s = await state(page);
    assert.ok(s.moves.length > 10, 'the first game is on the board');
    const err = await page.evaluate(() => window.draughts.loadPDN(window.bigPDN + window.bigPDN.slice(0, 4096)));
    assert.match(err, /too long.*at most 4194304/);
    // Pasted in the game-record dialog: read in slices too, then the chooser of its games.
    await page.evaluate(() => { window.draughts.newGame(); window.draughts.record(); document.getElementById('draughts-pdn').value = window.bigPDN.replace('[Event "Copy 0"]', '[Event "Pasted"]'); });
    await waitState(page, (s) => s.moves.length === 0);
    const t1 = Date.now();
    let [, slowestPaste] = await timed(() => page.click('#draughts-load'));
    while (!(await page.evaluate(() => document.getElementById('draughts-games').options.length > 1))) {
      const [, ms] = await timed(() => page.evaluate(() => window.draughts.state().frames));
      slowestPaste = Math.max(slowestPaste, ms);
      assert.ok(Date.now() - t1 < 120000, 'read within two minutes');
      await new Promise((ok) => setTimeout(ok, 100));
    }
    console.log(`4 MB pasted in the dialog: read in ${Date.now() - t1} ms, state() at worst ${slowestPaste} ms`);
    assert.ok(slowestPaste < 1000, `state() took up to ${slowestPaste} ms`);
    assert.match(await page.evaluate(() => document.getElementById('draughts-record-error').textContent), /1.*of/);
    await waitState(page, (s) => s.moves.length > 10);
  } finally { await b.close(); }
});

test('fen= given twice: the last one is played, and the page says the first is not', async () => {
  const b = await launch();
  try {
    const q = '?save=off&mode=two-player&fen=' + encodeURIComponent('W:W31:B1') + '&fen=' + encodeURIComponent('W:W32,33:B2,3');
    const { page } = await openGame(b.ctx, server.url + q);
    const s = await state(page);
    assert.equal(s.startFen, 'W:W32,33:B2,3');
    assert.match(s.message, /fen=W:W31:B1: given 2 times: only the last one is used/);
  } finally { await b.close(); }
});

test('the engine worker answers bad job messages with an error and keeps serving', async () => {
  const b = await launch();
  try {
    const { page } = await openGame(b.ctx, server.url + '?save=off');
    const replies = await page.evaluate(() => new Promise((resolve, reject) => {
      const w = new Worker('worker.js'), got = [];
      setTimeout(() => reject(new Error('no answer: ' + JSON.stringify(got))), 60000);
      w.onmessage = (e) => {
        const r = JSON.parse(e.data);
        got.push(r);
        if (r.kind === 'ready') {
          w.postMessage({ not: 'a string' });
          w.postMessage('not json at all');
          w.postMessage('{"gen": 2, "kind": "move", "fen": 5}');
          w.postMessage(JSON.stringify({ gen: 3, kind: 'move', fen: 'W:W99:B1', level: 1 }));
          w.postMessage(JSON.stringify({ gen: 4, kind: 'move', fen: 'W:W31-50:B1-20', level: 1 }));
        }
        if (r.kind === 'done' && r.gen === 4) { w.terminate(); resolve(got); }
      };
    }));
    const errors = replies.filter((r) => r.kind === 'error');
    assert.equal(errors.length, 4, JSON.stringify(replies));
    assert.match(errors[0].error, /bad job: expected a JSON string/);
    assert.match(errors[1].error, /^bad job: JSON at byte 0 \('n'\): /);
    assert.match(errors[2].error, /^bad job: key "fen" at byte \d+: 5 is not a string$/);
    assert.equal(errors[3].gen, 3);
    assert.match(replies.find((r) => r.kind === 'done').move, /^\d+[-x]\d+/);
  } finally { await b.close(); }
});

// More of what crashed or tripped the reader (the fuzzer's finds and the stray brackets of
// engine/pdnrobust_test.go), each through a link: the page opens, says what it could not read or
// reads it, and a move can be played.
test('texts the fuzzer found, through a link: the game goes on', async () => {
  const b = await launch();
  try {
    for (const text of ['1. 32-28 )))) 19-23 *', '2-0 1. ) ( ) 1. ( 2-0 1. ) )', '( * 1. ( 1-1 1. ) ) 1.',
      '1. 32-28 (18-23 (1-0 1. 2-0 1.) 1.) *', '33-29 ( 49-43\\r\n)) ']) {
      const { page, errors } = await openGame(b.ctx, server.url + '?save=off&mode=two-player&pdn=' + encodeURIComponent(text));
      const s = await state(page);
      assert.ok(s.draws > 0 && s.result === '*', text + ': the game runs');
      // The first legal move, as the page's words for screen readers list it (once the game has
      // written that list: it may come a frame after the first draw).
      await page.waitForSelector('#draughts-a11y [data-move]', { state: 'attached', timeout: 30000 });
      const move = await page.evaluate(() => document.querySelector('#draughts-a11y [data-move]').dataset.move);
      const before = s.moves.length;
      await page.evaluate((m) => window.draughts.command('move', m), move);
      await waitState(page, (x, n) => x.moves.length === n + 1, before, 30000);
      assert.equal((await state(page)).moves.length, before + 1, text + ': a move was played');
      assert.deepEqual(errors, [], text);
    }
  } finally { await b.close(); }
});

// The editor's rule at every door of the page: a link, setFEN, the FEN dialog's check, a PDN [FEN]
// tag through loadPDN, and a host page's setPosition refuse an impossible position with its reason,
// and the game on the board stays.
test('impossible positions are refused with the reason at every door of the page', async () => {
  const TOO_MANY = 'W:W6-26:B1-5', NOBODY = 'B:W31-50:B';
  const b = await launch();
  try {
    const { page } = await openGame(b.ctx, server.url + '?save=off&lang=en&mode=two-player&fen=' + encodeURIComponent(TOO_MANY));
    let s = await state(page);
    assert.match(s.message, /White has 21 pieces: at most 20/, 'fen=: ' + s.message);
    assert.equal(s.startFen, 'W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20');
    await page.evaluate(() => window.draughts.command('move', '32-28'));
    await waitState(page, (x) => x.moves.length === 1);
    await page.evaluate((f) => window.draughts.setFEN(f), NOBODY);
    s = await waitState(page, (x) => /Black is to move but has no pieces/.test(x.message));
    assert.deepEqual(s.moves, ['32-28'], 'setFEN left the game as it was');
    const pdn = `[FEN "${TOO_MANY}"]\n1. 26-21 *`;
    const r = await page.evaluate((t) => window.draughts.loadPDN(t), pdn);
    assert.match(String(r), /bad FEN tag.*white has 21 pieces, more than 20/, 'loadPDN (the API answers in the engine\'s English): ' + r);
    assert.deepEqual((await state(page)).moves, ['32-28'], 'loadPDN left the game as it was');
  } finally { await b.close(); }
  const c = await launch({ width: 1000, height: 800 });
  try {
    const { page, frame } = await embedGame(c.ctx, 'mode=two-player&lang=zh');
    await page.evaluate((fen) => window.draughtsSend({ type: 'setPosition', fen }), NOBODY);
    await page.waitForFunction(() => window.draughtsEvents.some((e) => e.type === 'error' && e.command === 'setPosition'), null, { timeout: 30000 });
    const ev = (await page.evaluate(() => window.draughtsEvents)).find((e) => e.type === 'error' && e.command === 'setPosition');
    assert.match(ev.message, /black is to move but has no pieces/i, 'setPosition (the host page gets the engine\'s English): ' + ev.message);
    await playsOn(frame, '32-28');
  } finally { await c.close(); }
});
