// Package wasm holds no code: its sub-packages are the game's host services,
// everything that touches the browser from Go (behind js && wasm) and the
// desktop's counterparts: wasm/page (window.draughts and the input queue),
// wasm/keep (saves, URL parameters, PDN, the embedding events), wasm/embed
// (the postMessage protocol), wasm/params, wasm/storage, wasm/aiclient (the
// engine off the game loop), wasm/worker (the Web Worker's engine program)
// and wasm/hubnode. Embedding and the automation API: wasm/README.md.
package wasm
