//go:build !js

// The browser build has no command line: the tools stay out of draughts.wasm.

package cli // hub.go: `draughts hub`, the Hub engine protocol on stdin/stdout.

import (
	"flag"
	"fmt"
	"io"

	"github.com/draughts/draughts/engine/hub"
)

func init() {
	commands["hub"] = command{
		summary: "speak the Hub engine protocol (Scan's) on stdin/stdout",
		run: func(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
			fs := flag.NewFlagSet("hub", flag.ContinueOnError)
			fs.SetOutput(stderr)
			eg := fs.String("egdb", "small", "endgame databases: small (embedded 2-3 pieces), off, or a directory from `draughts egdb gen`")
			if err := fs.Parse(args); err != nil {
				return 2
			}
			if err := hub.ServeWith(stdin, stdout, hub.Options{EGDB: *eg}); err != nil {
				fmt.Fprintln(stderr, "hub:", err)
				return 1
			}
			return 0
		},
	}
}
