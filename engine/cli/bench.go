//go:build !js

// The browser build has no command line: the tools stay out of draughts.wasm.

package cli // bench.go: `draughts bench`, a fixed-depth search over fixed positions (node total = determinism check).

import (
	"context"
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

// BenchPositions are the bench set: the start, openings, middlegames and
// endgames with kings (from self-play).
var BenchPositions = []string{
	"W:W31-50:B1-20",
	"W:W29,31,32,35,37,39,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,13,16,17,19,20,21",
	"W:W18,31,34,35,37,38,40,43,44,46,47,49,50:B1,2,3,4,5,7,9,12,16,17,19,24",
	"W:W30,32,33,34,35,36,37,38,42,44,49:B2,4,8,11,14,15,16,18,19,23,24,31",
	"W:W18,30,34,35,39,42,49:B2,4,16,17,19,25,27",
	"W:W28,31,35,36,37,38,40,41,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,15,17,19,21,24",
	"W:W27,33,35,36,37,39,40,43,46,47,48,49,50:B1,2,3,4,5,11,12,13,16,19,24,25,26",
	"W:W16,25,35,39,41,46,47,48,49,50:B2,3,4,6,10,19,22,24,27",
	"W:W16,25,30,35,43,48:B2,3,4,6,19,28,41,42",
	"W:W26,27,30,32,33,38,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,10,11,13,14,15,16,17,18,23",
	"W:W30,34,37,38,39,40,45,46,47,48,49,50:B1,2,3,4,5,6,10,11,15,18,19,24",
	"W:W21,28,30,32,34,35,44,45,47,48,49:B1,3,4,5,10,15,17,19,22,24,26",
	"W:W27,28,30,40,43,45,49:B1,3,4,5,17,K20",
	"W:W27,29,31,32,34,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,5,6,7,8,9,10,13,14,15,16,17,18,20,21,23,30",
	"W:W23,27,39,40,42,43,46,47,50:B1,5,11,12,13,14,20,24",
	"W:W18,21,27,37,40,41,43,50:B10,14,16,29,30",
	"B:WK3,K46,28:BK10,25,26",
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
	var total int64
	var elapsed time.Duration
	depths := 0
	lim := engine.Limits{Depth: depth}
	if moveTime > 0 {
		lim = engine.Limits{MoveTime: moveTime}
	}
	for i, fen := range BenchPositions {
		pos, err := engine.ParseFEN(fen)
		if err != nil {
			fmt.Fprintf(stderr, "bench: position %d: %v\n", i+1, err)
			return 1
		}
		s.NewGame()
		r := s.Search(context.Background(), engine.Request{Position: pos, Clock: engine.StartClock(pos), Limits: lim})
		total += r.Nodes
		elapsed += r.Elapsed
		depths += r.Depth
		if verbose {
			fmt.Fprintf(stdout, "%2d  %-8s %8s  depth %2d  nodes %10d  %v\n", i+1, pos.MoveString(r.Move), engine.FormatScore(r.Score), r.Depth, r.Nodes, r.Elapsed.Round(time.Millisecond))
		}
	}
	nps := int64(0)
	if elapsed > 0 {
		nps = int64(float64(total) / elapsed.Seconds())
	}
	if moveTime > 0 {
		fmt.Fprintf(stdout, "%spositions %d  movetime %v  mean depth %.1f  nodes %d  time %v  nps %d\n", label, len(BenchPositions), moveTime,
			float64(depths)/float64(len(BenchPositions)), total, elapsed.Round(time.Millisecond), nps)
		return 0
	}
	fmt.Fprintf(stdout, "%spositions %d  depth %d  nodes %d  time %v  nps %d\n", label, len(BenchPositions), depth, total, elapsed.Round(time.Millisecond), nps)
	return 0
}
