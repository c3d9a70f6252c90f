//go:build !js

// The browser build has no command line: the tools stay out of draughts.wasm.

package cli // relabel.go: `draughts relabel`, deeper search scores for stored training positions.

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/draughts/draughts/engine/selfplay"
)

func init() {
	commands["relabel"] = command{
		summary: "search stored training positions again, deeper, and write them with the new scores (resumable)",
		run:     runRelabel,
	}
}

func runRelabel(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("relabel", flag.ContinueOnError)
	fs.SetOutput(stderr)
	in := fs.String("data", "", "self-play data files to read, comma-separated (records in file order)")
	out := fs.String("out", "", "data file to write (a rerun resumes after the records it holds)")
	nodes := fs.Int64("nodes", 20000, "nodes searched per position")
	jobs := fs.Int("j", 2, "positions searched in parallel")
	evalName := fs.String("eval", "", "evaluation: hand, learned or a weights file (default: the engine's)")
	eg := fs.String("egdb", "small", "endgame databases for the search: small (embedded 2-3 pieces), off, or a directory")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *in == "" || *out == "" {
		fmt.Fprintln(stderr, "relabel: -data and -out are required")
		return 2
	}
	cfg := selfplay.RelabelConfig{Nodes: *nodes, Jobs: *jobs, TTMB: 1}
	var err error
	if cfg.NewEval, err = evaluatorByName(*evalName); err == nil {
		cfg.Endgame, err = openEGDB(*eg)
	}
	if err != nil {
		fmt.Fprintln(stderr, "relabel:", err)
		return 2
	}
	var recs []selfplay.Record
	for _, f := range strings.Split(*in, ",") {
		r, err := selfplay.ReadFile(f)
		if err != nil {
			fmt.Fprintln(stderr, "relabel:", err)
			return 1
		}
		recs = append(recs, r...)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	start := time.Now()
	done, err := selfplay.Relabel(ctx, cfg, recs, *out, stdout)
	fmt.Fprintf(stdout, "relabel: %s holds %d of %d records (%v this run)\n", *out, done, len(recs), time.Since(start).Round(time.Second))
	if err != nil {
		fmt.Fprintln(stderr, "relabel:", err)
		return 1
	}
	return 0
}
