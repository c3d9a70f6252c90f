// Package cli holds the engine's command-line tools, run by main.go as
// subcommands (perft, bench, match, hub, egdb, book, puzzles, pdn, selfplay,
// relabel, train, version); each registers itself in commands from its own
// file. Standard library only. Their use: engine/README.md, The command line.
package cli

import (
	"fmt"
	"io"
	"sort"
)

// command is one subcommand: it gets its arguments (after the name) and
// returns the process exit code.
type command struct {
	summary string
	run     func(args []string, stdin io.Reader, stdout, stderr io.Writer) int
}

// commands is the subcommand table; each tool registers itself here from
// its own file's init.
var commands = map[string]command{}

// Run runs the subcommand named by args[0] with the given standard streams
// and returns the process exit code.
func Run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		usage(stderr)
		return 2
	}
	c, ok := commands[args[0]]
	if !ok {
		fmt.Fprintf(stderr, "draughts: unknown subcommand %q\n", args[0])
		usage(stderr)
		return 2
	}
	return c.run(args[1:], stdin, stdout, stderr)
}

func usage(w io.Writer) {
	fmt.Fprintln(w, "usage: draughts [subcommand [flags]]   (no subcommand: play the game)")
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-8s %s\n", n, commands[n].summary)
	}
}
