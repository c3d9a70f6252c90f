// firstpaint-shots.mjs: screenshots of the first paint (the HTML board) and the first frame (the
// game's canvas) side by side, on a phone-sized and a desktop-sized viewport, for a person to compare:
//   node firstpaint-shots.mjs OUTDIR [query]      (WEB_DIR=dir serves another build of web/)
import { startServer, launch } from './helpers.mjs';

const out = process.argv[2] || '.';
const query = process.argv[3] || '';
const server = await startServer(process.env.WEB_DIR || undefined);
try {
  for (const [name, viewport, scale] of [['phone', { width: 390, height: 844 }, 2], ['desktop', { width: 1000, height: 700 }, 1]]) {
    const b = await launch(viewport, { deviceScaleFactor: scale, hasTouch: name === 'phone' });
    try {
      const page = b.ctx.pages()[0];
      // Hold the game back so that the first paint can be photographed.
      let release;
      const held = new Promise((r) => { release = r; });
      await page.route('**/draughts.wasm', async (route) => { await held; await route.continue(); });
      await page.goto(server.url + query);
      await page.waitForSelector('#first svg');
      await page.screenshot({ path: `${out}/${name}-1-first-paint.png` });
      release();
      await page.waitForFunction(() => window.draughts && window.draughts.state().draws > 0, null, { timeout: 240000 });
      await page.waitForFunction(() => !document.getElementById('first'));
      await page.screenshot({ path: `${out}/${name}-2-first-frame.png` });
    } finally {
      await b.close();
    }
  }
} finally {
  server.close();
}
