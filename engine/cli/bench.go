//go:build !js

// The browser build has no command line: the tools stay out of draughts.wasm.

package cli // bench.go: `draughts bench`, a fixed-depth search over fixed positions (node total = determinism check).

import (
	"flag"
	"fmt"
	"io"
	"os"
	"runtime/pprof"
	"strings"
	"time"

	"github.com/draughts/draughts/engine"
)

func init() {
	commands["bench"] = command{
		summary: "fixed-depth search over fixed positions: total nodes, time, nodes per second",
		run:     runBench,
	}
}

func runBench(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("bench", flag.ContinueOnError)
	fs.SetOutput(stderr)
	depth := fs.Int("depth", 10, "search depth per position")
	ttMB := fs.Int("tt", 16, "transposition table size in MB")
	verbose := fs.Bool("v", false, "print every position's result")
	threads := fs.Int("threads", 1, "search threads (more than 1: the node total varies from run to run)")
	moveTime := fs.Duration("movetime", 0, "search each position this long instead of to -depth (prints the mean depth reached)")
	evalName := fs.String("eval", "", "evaluation: hand, learned or a weights file (default: the engine's); \"hand,learned\" runs both, side by side")
	cpuProfile := fs.String("cpuprofile", "", "write a CPU profile of the run to this file (`go tool pprof draughts FILE`)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *threads < 1 || *threads > 256 {
		fmt.Fprintf(stderr, "bench: -threads %d: want 1..256\n", *threads)
		return 2
	}
	if *cpuProfile != "" {
		f, err := os.Create(*cpuProfile)
		if err == nil {
			err = pprof.StartCPUProfile(f)
		}
		if err != nil {
			fmt.Fprintln(stderr, "bench:", err)
			return 1
		}
		defer func() {
			pprof.StopCPUProfile()
			f.Close()
		}()
	}
	names := strings.Split(*evalName, ",")
	for _, name := range names {
		newEval, err := evaluatorByName(name)
		if err != nil {
			fmt.Fprintln(stderr, "bench:", err)
			return 2
		}
		label := ""
		if len(names) > 1 {
			label = fmt.Sprintf("eval %-8s ", name)
		}
		if *threads > 1 {
			label += fmt.Sprintf("threads %d  ", *threads)
		}
		if code := benchOnce(newEval, label, *depth, *moveTime, *ttMB, *threads, *verbose, stdout, stderr); code != 0 {
			return code
		}
	}
	return 0
}

// benchOnce runs the bench positions with one evaluation.
func benchOnce(newEval func() engine.Evaluator, label string, depth int, moveTime time.Duration, ttMB, threads int, verbose bool, stdout, stderr io.Writer) int {
	s := engine.NewSearcher(ttMB << 20)
	s.Threads = threads
	if newEval != nil {
		s.Eval = newEval()
	}
	depths := 0
	lim := engine.Limits{Depth: depth}
	if moveTime > 0 {
		lim = engine.Limits{MoveTime: moveTime}
	}
	total, elapsed, err := engine.SearchSet(s, engine.BenchPositions, lim, func(i int, pos engine.Position, r engine.SearchResult) {
		depths += r.Depth
		if verbose {
			fmt.Fprintf(stdout, "%2d  %-8s %8s  depth %2d  nodes %10d  %v\n", i+1, pos.MoveString(r.Move), engine.FormatScore(r.Score), r.Depth, r.Nodes, r.Elapsed.Round(time.Millisecond))
		}
	})
	if err != nil {
		fmt.Fprintf(stderr, "bench: %v\n", err)
		return 1
	}
	nps := int64(0)
	if elapsed > 0 {
		nps = int64(float64(total) / elapsed.Seconds())
	}
	if moveTime > 0 {
		fmt.Fprintf(stdout, "%spositions %d  movetime %v  mean depth %.1f  nodes %d  time %v  nps %d\n", label, len(engine.BenchPositions), moveTime,
			float64(depths)/float64(len(engine.BenchPositions)), total, elapsed.Round(time.Millisecond), nps)
		return 0
	}
	fmt.Fprintf(stdout, "%spositions %d  depth %d  nodes %d  time %v  nps %d\n", label, len(engine.BenchPositions), depth, total, elapsed.Round(time.Millisecond), nps)
	return 0
}
