//go:build !js

// The browser build has no command line: the tools stay out of draughts.wasm.

package cli // perft.go: the perft subcommand: move-generator leaf counts per depth, optionally divided by root move.

import (
	"flag"
	"fmt"
	"io"
	"sort"
	"strconv"
	"time"

	"github.com/draughts/draughts/engine"
)

func init() {
	commands["perft"] = command{
		summary: "count leaf positions per depth: perft [-fen FEN] [-divide] DEPTH",
		run:     runPerft,
	}
}

// maxPerftDepth bounds DEPTH: deeper counts would run for days.
const maxPerftDepth = 30

// runPerft prints "perft <d> <leaves> <seconds>" for d = 1..DEPTH; with
// -divide it first prints "<move> <leaves>" for every root move at DEPTH.
func runPerft(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("perft", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fen := fs.String("fen", "", "start `position` in FEN (default: the initial position)")
	divide := fs.Bool("divide", false, "first list every root move with its leaf count at DEPTH")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: draughts perft [-fen FEN] [-divide] DEPTH")
		fs.PrintDefaults()
	}
	// Flags may come before or after DEPTH.
	rest, code, ok := parseAnywhere(fs, args)
	if !ok {
		return code
	}
	if len(rest) != 1 {
		fmt.Fprintf(stderr, "perft: expected one DEPTH argument, got %d\n", len(rest))
		fs.Usage()
		return 2
	}
	depth, err := strconv.Atoi(rest[0])
	if err != nil || depth < 1 || depth > maxPerftDepth {
		fmt.Fprintf(stderr, "perft: bad depth %q: want a whole number from 1 to %d\n", rest[0], maxPerftDepth)
		return 2
	}
	pos := engine.Initial()
	if *fen != "" {
		if pos, err = engine.ParseFEN(*fen); err != nil {
			fmt.Fprintf(stderr, "perft: bad -fen %q: %v\n", *fen, err)
			return 2
		}
	}
	if *divide {
		entries := engine.PerftDivide(pos, depth)
		sort.SliceStable(entries, func(i, j int) bool {
			a, b := entries[i].Move, entries[j].Move
			if a.From() != b.From() {
				return a.From() < b.From()
			}
			return a.To() < b.To()
		})
		for _, e := range entries {
			fmt.Fprintf(stdout, "%s %d\n", pos.MoveString(e.Move), e.Leaves)
		}
	}
	for d := 1; d <= depth; d++ {
		start := time.Now()
		n := engine.Perft(pos, d)
		fmt.Fprintf(stdout, "perft %d %d %.3f\n", d, n, time.Since(start).Seconds())
	}
	return 0
}
