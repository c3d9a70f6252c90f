//go:build !js

// The browser build has no command line: the tools stay out of draughts.wasm.

package cli // book.go: `draughts book`, builds the opening book from deep searches.

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/draughts/draughts/engine/book"
)

func init() {
	commands["book"] = command{
		summary: "build the opening book from deep searches (-plies, -depth, -margin, -out)",
		run:     runBook,
	}
}

func runBook(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("book", flag.ContinueOnError)
	fs.SetOutput(stderr)
	opt := book.Options{}
	fs.IntVar(&opt.Plies, "plies", 4, "book positions up to this many plies from the start")
	fs.IntVar(&opt.Depth, "depth", 11, "search depth of every move")
	fs.IntVar(&opt.Margin, "margin", 10, "keep moves within this many centi-men of the best")
	fs.IntVar(&opt.MaxPer, "max", 3, "at most this many moves per position")
	out := fs.String("out", "engine/book/book.bin", "output file")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	start := time.Now()
	b, err := book.Build(context.Background(), opt, stdout)
	if err != nil {
		fmt.Fprintln(stderr, "book:", err)
		return 1
	}
	data := b.Bytes()
	if err := os.WriteFile(*out, data, 0o644); err != nil {
		fmt.Fprintln(stderr, "book:", err)
		return 1
	}
	fmt.Fprintf(stdout, "book: %d positions, %d moves, %d bytes in %s, %v\n", b.Positions(), b.Len(), len(data), *out, time.Since(start).Round(time.Second))
	return 0
}
