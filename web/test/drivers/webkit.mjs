// webkit.mjs: the cross-browser driver for WebKitGTK (Safari's engine): Debian's webkit2gtk-driver
// (WebKitWebDriver, which runs MiniBrowser) through selenium-webdriver, under Xvfb.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync } from 'node:fs';
import webdriver from 'selenium-webdriver';
import { display } from './xvfb.mjs';

const { Builder, Origin } = webdriver;
export const driverPath = process.env.WEBKIT_DRIVER || '/usr/bin/WebKitWebDriver';
export const miniBrowser = process.env.WEBKIT_BROWSER ||
  ['/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser', '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser'].find(existsSync);

const freePort = () => new Promise((resolve, reject) => {
  const s = createServer();
  s.on('error', reject);
  s.listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); });
});

// startDriver runs WebKitWebDriver on a free port and waits until it answers.
async function startDriver(env) {
  const port = await freePort();
  // Its own process group, so that stop ends MiniBrowser too: a browser left behind (its web
  // process crashed, the session lost) holds the stderr pipe open and keeps node from exiting.
  const proc = spawn(driverPath, ['--port=' + port, '--host=local'], { env, stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  const stop = () => {
    try { process.kill(-proc.pid, 'SIGKILL'); } catch (e) { /* already gone */ }
    proc.stderr.destroy();
  };
  let err = '';
  proc.stderr.on('data', (d) => { err = (err + d).slice(-2000); });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (proc.exitCode !== null) throw new Error('WebKitWebDriver exited: ' + err);
    try { if ((await fetch(url + '/status')).ok) break; } catch (e) { /* not up yet */ }
    if (i > 200) { stop(); throw new Error('WebKitWebDriver did not start: ' + err); }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, stop };
}

export async function open(opts = {}) {
  const viewport = opts.viewport || { width: 1000, height: 700 };
  if (!miniBrowser) throw new Error('MiniBrowser not found: apt-get install webkit2gtk-driver');
  const env = { ...process.env, DISPLAY: await display() };
  const wd = await startDriver(env);
  const args = ['--automation'];
  if (opts.webgl === false) args.push('--enable-webgl=false');
  let driver;
  try {
    driver = await new Builder().usingServer(wd.url).withCapabilities({
      browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: miniBrowser, args },
    }).build();
    await driver.manage().setTimeouts({ script: 240000, pageLoad: 240000 });
    // The window has no browser chrome in automation mode, but size it by what the page sees.
    await driver.manage().window().setRect({ width: viewport.width, height: viewport.height });
    const inner = await driver.executeScript('return [innerWidth, innerHeight]');
    if (inner[0] !== viewport.width || inner[1] !== viewport.height) {
      await driver.manage().window().setRect({ width: 2 * viewport.width - inner[0], height: 2 * viewport.height - inner[1] });
    }
  } catch (e) {
    if (driver) await driver.quit().catch(() => {});
    wd.stop();
    throw e;
  }
  const caps = await driver.getCapabilities();
  const pt = (x, y) => ({ x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT });
  return {
    name: 'webkit',
    version: `WebKitGTK ${caps.get('browserVersion')} (MiniBrowser)`,
    goto: (url) => driver.get(url),
    reload: () => driver.navigate().refresh(),
    evaluate: (fn, arg) => driver.executeScript(`return (${fn})(arguments[0])`, arg === undefined ? null : arg),
    mouseMove: (x, y) => driver.actions({ async: true }).move(pt(x, y)).perform(),
    mouseDown: () => driver.actions({ async: true }).press().perform(),
    mouseUp: () => driver.actions({ async: true }).release().perform(),
    // No touch: WebKitWebDriver (GTK) takes actions of pointerType "touch" but delivers them as mouse
    // events (pointerType "mouse", no touchstart), so a tap test here would only repeat the mouse one.
    touch: null,
    screenshot: async (path) => { const { writeFileSync } = await import('node:fs'); writeFileSync(path, Buffer.from(await driver.takeScreenshot(), 'base64')); },
    close: async () => { await driver.quit().catch(() => {}); wd.stop(); },
  };
}
