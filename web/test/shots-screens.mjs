// shots-screens.mjs: screenshots of the screens (home, new game, game with clocks, menu, settings,
// end of game, learn, puzzles) at 1280x800, 1024x640 and 390x844, in English and Chinese:
//   node web/test/shots-screens.mjs OUTDIR   (after make wasm)
import { startServer, launch, openGame, state, clickButton, waitState, waitTicks } from './helpers.mjs';

const out = process.argv[2] || '.';
const sizes = [[1280, 800], [1024, 640], [390, 844]];
const server = await startServer();
try {
  for (const lang of ['en', 'zh']) {
    for (const [w, h] of sizes) {
      const b = await launch({ width: w, height: h }, { locale: lang === 'zh' ? 'zh-CN' : 'en-US' });
      try {
        const { page } = await openGame(b.ctx, server.url);
        const shot = async (name) => { await waitTicks(page, 3); await page.screenshot({ path: `${out}/${name}-${lang}-${w}.png` }); };
        const label = async (pred) => (await state(page)).buttons.find(pred)?.label;
        await shot('home');
        await clickButton(page, await label((x) => x.label === (lang === 'zh' ? '与电脑对弈' : 'Play the computer')));
        await clickButton(page, '5+0');
        await shot('newgame');
        await clickButton(page, lang === 'zh' ? '开始' : 'Play');
        await waitState(page, (s) => s.screen === 'game' && !s.sheet);
        await page.evaluate(() => window.draughts.command('move', '32-28'));
        await waitState(page, (s) => s.moves.length >= 2 && !s.thinking && !s.animating);
        await page.evaluate(() => { const s = window.draughts.state(); window.draughts.command('move', s.pv[1] || '37-32'); });
        await waitState(page, (s) => s.moves.length >= 4 && !s.thinking && !s.animating);
        await shot('game');
        await clickButton(page, lang === 'zh' ? '菜单' : 'Menu');
        await shot('menu');
        await clickButton(page, lang === 'zh' ? '设置' : 'Settings');
        await shot('settings');
        await clickButton(page, lang === 'zh' ? '返回' : 'Back');
        await clickButton(page, lang === 'zh' ? '关闭' : 'Close');
        await clickButton(page, lang === 'zh' ? '认输' : 'Resign');
        await shot('confirm');
        await clickButton(page, lang === 'zh' ? '认输' : 'Resign');
        await waitState(page, (s) => s.result !== '*');
        await shot('over');
        await clickButton(page, lang === 'zh' ? '主页' : 'Home');
        await clickButton(page, lang === 'zh' ? '学习' : 'Learn');
        await waitState(page, (s) => s.screen === 'learn');
        await shot('learn');
        await clickButton(page, lang === 'zh' ? '关闭' : 'Close');
        await clickButton(page, lang === 'zh' ? '主页' : 'Home');
        await clickButton(page, lang === 'zh' ? '习题' : 'Puzzles');
        await waitState(page, (s) => s.screen === 'puzzle');
        await shot('puzzles');
      } catch (e) {
        console.error(lang, w, e.message);
      } finally {
        await b.close();
      }
    }
  }
} finally {
  server.close();
}
