//go:build !js

package cli // args.go: flags among positional arguments.

// The browser build has no command line: flag stays out of draughts.wasm.

import (
	"errors"
	"flag"
)

// parseAnywhere parses flags that may come before, between or after the
// positional arguments ("perft 6 -divide", "pdn a.pdn -out b.pdn c.pdn") and
// returns the positional ones. done is false when the tool must stop: code
// is then 0 for -help and 2 for a bad flag (flag has said why).
func parseAnywhere(fs *flag.FlagSet, args []string) (rest []string, code int, done bool) {
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return nil, 0, false
			}
			return nil, 2, false
		}
		if fs.NArg() == 0 {
			return rest, 0, true
		}
		rest = append(rest, fs.Arg(0))
		args = fs.Args()[1:]
	}
}
