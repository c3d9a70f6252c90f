package cli // version.go: `draughts version`, the build's version stamp.

import (
	"fmt"
	"io"

	"github.com/draughts/draughts/engine/version"
)

func init() {
	commands["version"] = command{
		summary: "print the version of this build (also: draughts -version)",
		run: func(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
			if len(args) > 0 {
				fmt.Fprintf(stderr, "version: unexpected argument %q\n", args[0])
				return 2
			}
			fmt.Fprintln(stdout, "draughts", version.String())
			return 0
		},
	}
}
