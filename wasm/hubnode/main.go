//go:build js && wasm

// Command hubnode is the engine built for the browser (GOOS=js GOARCH=wasm,
// the same engine package, evaluation, book and embedded endgame tables as
// the Web Worker's engine.wasm) speaking the Hub protocol on stdin/stdout
// under Node, so that `draughts match` can play it against native engines:
// the js/wasm yardstick (`make yardstick-wasm`, see the README).
package main // main.go: the Hub protocol over Node's stdin/stdout.

import (
	"fmt"
	"os"

	"github.com/draughts/draughts/engine/hub"
)

func main() {
	if err := hub.Serve(os.Stdin, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "hubnode:", err)
		os.Exit(1)
	}
}
