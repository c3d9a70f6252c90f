//go:build !js

// The browser build has no command line: the tools stay out of draughts.wasm.

package cli // puzzles.go: the puzzles subcommand: print the puzzle set, or mine it from PDN games.

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strings"

	"github.com/draughts/draughts/engine/puzzle"
)

func init() {
	commands["puzzles"] = command{
		summary: "print the puzzle set (<id> <FEN> <solution>), or mine it: puzzles -mine [-j N] [-depth D] [-state DIR] [-out FILE] PDN...",
		run:     runPuzzles,
	}
}

func runPuzzles(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("puzzles", flag.ContinueOnError)
	fs.SetOutput(stderr)
	mine := fs.Bool("mine", false, "mine the PDN files or folders given as arguments instead of printing the set")
	jobs := fs.Int("j", 2, "parallel workers when mining")
	depth := fs.Int("depth", puzzle.DefaultConfig.Depth, "fixed search depth that checks every shot")
	state := fs.String("state", "puzzles-state", "mining `directory`: finished games and found puzzles (a stopped run resumes)")
	out := fs.String("out", "", "when mining: write the finished set to this `file` (default: only the state directory)")
	afterCaptures := fs.Bool("after-captures", false, "when mining: the second pass, over the positions right after a capture")
	long := fs.Bool("long", false, "print every field: id rating grade depth gain sacrifices FEN solution source (tab-separated)")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: draughts puzzles [-long]\n       draughts puzzles -mine [-j N] [-depth D] [-state DIR] [-out FILE] PDN-FILE-OR-DIR...")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if !*mine {
		if fs.NArg() != 0 {
			fmt.Fprintf(stderr, "puzzles: unexpected argument %q (PDN files are for -mine)\n", fs.Arg(0))
			return 2
		}
		ps, err := puzzle.All()
		if err != nil {
			fmt.Fprintln(stderr, "puzzles: the embedded set is damaged:", err)
			return 1
		}
		for _, p := range ps {
			if *long {
				fmt.Fprintln(stdout, puzzle.Format(p))
			} else {
				fmt.Fprintln(stdout, p.Line())
			}
		}
		return 0
	}
	if fs.NArg() == 0 {
		fmt.Fprintln(stderr, "puzzles: -mine needs PDN files or folders")
		return 2
	}
	if *depth < 3 || *depth > 30 {
		fmt.Fprintf(stderr, "puzzles: bad -depth %d: want 3..30\n", *depth)
		return 2
	}
	cfg := puzzle.DefaultConfig
	cfg.Depth = *depth
	cfg.PreDepth = min(cfg.PreDepth, *depth)
	cfg.AfterCaptures = *afterCaptures
	jl, err := puzzle.LoadJobs(fs.Args(), stderr)
	if err != nil {
		fmt.Fprintln(stderr, "puzzles:", err)
		return 1
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	mn := &puzzle.Miner{Cfg: cfg, Workers: *jobs, State: *state, Log: stderr}
	if err := mn.Run(ctx, jl); err != nil {
		fmt.Fprintln(stderr, "puzzles: stopped (run again to resume):", err)
		return 1
	}
	if *out == "" {
		return 0
	}
	header := fmt.Sprintf("Puzzles mined by `draughts puzzles -mine -depth %d [-after-captures] %s` (make puzzles).\n"+
		"Fields (tab-separated): id rating grade depth gain sacrifices FEN solution source.", cfg.Depth, strings.Join(fs.Args(), " "))
	tmp := *out + ".tmp"
	f, err := os.Create(tmp)
	if err != nil {
		fmt.Fprintln(stderr, "puzzles:", err)
		return 1
	}
	n, err := puzzle.WriteSet(*state, f, header, stderr)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, *out)
	}
	if err != nil {
		fmt.Fprintln(stderr, "puzzles:", err)
		return 1
	}
	fmt.Fprintf(stderr, "puzzles: wrote %d puzzles to %s\n", n, filepath.Clean(*out))
	return 0
}
