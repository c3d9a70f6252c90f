// worker.js: runs the engine (engine.wasm, Go) inside a Web Worker so the board never freezes.
// Messages from the page are buffered until the Go program has installed its own onmessage.
importScripts('wasm_exec.js');
const pending = [];
self.onmessage = (e) => pending.push(e);
const go = new Go();
const load = WebAssembly.instantiateStreaming
  ? WebAssembly.instantiateStreaming(fetch('engine.wasm'), go.importObject)
  : fetch('engine.wasm').then((r) => r.arrayBuffer()).then((b) => WebAssembly.instantiate(b, go.importObject));
load.then((r) => {
  go.run(r.instance); // Go replaces self.onmessage and posts {"kind":"ready"}
  for (const e of pending) self.onmessage(e);
}).catch((err) => {
  self.postMessage(JSON.stringify({ gen: -1, kind: 'error', error: 'engine failed to load: ' + err }));
});
