// xvfb.mjs: one virtual X display for the browsers that need a display to draw with WebGL (Firefox, WebKitGTK).
import { spawn } from 'node:child_process';

let shared = null;

// display starts Xvfb once per test process (on a free display number, told by -displayfd)
// and returns its DISPLAY value; it stops when the process exits. An existing
// DISPLAY is not used: tests must not depend on the developer's desktop.
export function display() {
  if (shared) return shared;
  shared = new Promise((resolve, reject) => {
    const proc = spawn('Xvfb', ['-displayfd', '1', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '', err = '';
    const timer = setTimeout(() => reject(new Error('Xvfb did not start: ' + err)), 20000);
    proc.stdout.on('data', (d) => {
      out += d;
      const m = out.match(/^(\d+)\n/);
      if (m) { clearTimeout(timer); proc.stdout.destroy(); proc.stderr.destroy(); resolve(':' + m[1]); } // the pipes would keep node alive
    });
    proc.stderr.on('data', (d) => { err += d; });
    proc.on('error', (e) => { clearTimeout(timer); reject(new Error('Xvfb (apt-get install xvfb): ' + e.message)); });
    proc.unref();
    process.on('exit', () => proc.kill());
  });
  return shared;
}
