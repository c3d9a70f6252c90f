// firefox.mjs: the cross-browser driver for Debian's Firefox ESR through puppeteer-core over WebDriver BiDi.
// Headful under Xvfb, where it draws with WebGL (Mesa); headless Firefox has no WebGL at all,
// which is how the tests see the page's way out (opts.webgl === false).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { display } from './xvfb.mjs';

export const firefoxPath = process.env.FIREFOX || '/usr/bin/firefox-esr';

export async function open(opts = {}) {
  const viewport = opts.viewport || { width: 1000, height: 700 };
  const headless = opts.webgl === false;
  const env = { ...process.env, MOZ_CRASHREPORTER_DISABLE: '1' };
  if (!headless) env.DISPLAY = await display();
  const dir = mkdtempSync(join(tmpdir(), 'draughts-firefox-'));
  const browser = await puppeteer.launch({
    browser: 'firefox', executablePath: firefoxPath, headless, userDataDir: dir, env,
    defaultViewport: viewport, protocolTimeout: 240000,
    args: [`--width=${viewport.width + 40}`, `--height=${viewport.height + 160}`],
    extraPrefsFirefox: {
      'browser.shell.checkDefaultBrowser': false, 'datareporting.policy.dataSubmissionEnabled': false,
      'app.update.enabled': false, 'browser.aboutwelcome.enabled': false,
      // Touch events for a touch screen (Firefox on Linux enables them only for touch devices).
      ...(opts.touch ? { 'dom.w3c_touch_events.enabled': 1 } : {}),
    },
  });
  const page = (await browser.pages())[0] || await browser.newPage();
  await page.setViewport(viewport); // defaultViewport is not applied to the first tab over BiDi
  const version = await browser.version();
  return {
    name: 'firefox',
    version: version.replace(/^firefox\//i, 'Firefox ESR '),
    goto: (url) => page.goto(url, { waitUntil: 'load' }),
    reload: () => page.reload({ waitUntil: 'load' }),
    evaluate: (fn, arg) => page.evaluate(fn, arg),
    mouseMove: (x, y) => page.mouse.move(x, y),
    mouseDown: () => page.mouse.down(),
    mouseUp: () => page.mouse.up(),
    touch: opts.touch ? (type, x, y) => type === 'start' ? page.touchscreen.touchStart(x, y) : page.touchscreen.touchEnd() : null,
    screenshot: (path) => page.screenshot({ path }),
    close: async () => { await browser.close().catch(() => {}); rmSync(dir, { recursive: true, force: true }); },
  };
}
