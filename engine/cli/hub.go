//go:build !js

// The browser build has no command line: the tools stay out of draughts.wasm.

package cli // hub.go: `draughts hub`, the Hub engine protocol on stdin/stdout.

import (
	"fmt"
	"io"

	"github.com/draughts/draughts/engine/hub"
)

func init() {
	commands["hub"] = command{
		summary: "speak the Hub engine protocol (Scan's) on stdin/stdout",
		run: func(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
			if err := hub.Serve(stdin, stdout); err != nil {
				fmt.Fprintln(stderr, "hub:", err)
				return 1
			}
			return 0
		},
	}
}
