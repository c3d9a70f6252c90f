// chromium.mjs: the cross-browser driver for Debian's Chromium, headless, through playwright-core (as helpers.mjs).
import { launch } from '../helpers.mjs';

// open starts a fresh profile. opts: viewport {width, height}, touch (a touch screen),
// webgl (false: started with WebGL switched off, as a player's browser may be).
export async function open(opts = {}) {
  const viewport = opts.viewport || { width: 1000, height: 700 };
  const extra = opts.touch ? { hasTouch: true } : {};
  if (opts.webgl === false) extra.args = ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', '--disable-webgl', '--disable-3d-apis'];
  const b = await launch(viewport, extra);
  const page = b.ctx.pages()[0] || await b.ctx.newPage();
  const version = b.ctx.browser() ? b.ctx.browser().version() : await page.evaluate(() => navigator.userAgent.match(/Chrom(?:e|ium)\/([\d.]+)/)[1]);
  let cdp = null;
  return {
    name: 'chromium',
    version: 'Chromium ' + version,
    goto: (url) => page.goto(url),
    reload: () => page.reload(),
    evaluate: (fn, arg) => page.evaluate(fn, arg),
    mouseMove: (x, y) => page.mouse.move(x, y),
    mouseDown: () => page.mouse.down(),
    mouseUp: () => page.mouse.up(),
    touch: opts.touch ? async (type, x, y) => {
      cdp = cdp || await b.ctx.newCDPSession(page);
      await cdp.send('Input.dispatchTouchEvent', type === 'start' ? { type: 'touchStart', touchPoints: [{ x, y, id: 1 }] } : { type: 'touchEnd', touchPoints: [] });
    } : null,
    screenshot: (path) => page.screenshot({ path }),
    close: () => b.close(),
  };
}
