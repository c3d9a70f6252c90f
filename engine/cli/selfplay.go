//go:build !js

// The browser build has no command line: the tools stay out of draughts.wasm.

package cli // selfplay.go: `draughts selfplay`, training data from fast engine-against-engine games.

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/engine/selfplay"
)

func init() {
	commands["selfplay"] = command{
		summary: "play fast self-play games and store their quiet positions (training data; resumable)",
		run:     runSelfplay,
	}
}

func runSelfplay(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	d := selfplay.DefaultConfig
	fs := flag.NewFlagSet("selfplay", flag.ContinueOnError)
	fs.SetOutput(stderr)
	out := fs.String("out", "selfplay.bin", "data file (records appended; see engine/selfplay)")
	logPath := fs.String("log", "", "progress log, one line per game (default: the data file + .log); a rerun resumes from it")
	games := fs.Int("games", 0, "stop when the log holds this many games (0 = until interrupted)")
	nodes := fs.Int64("nodes", d.Nodes, "nodes per move")
	openMin := fs.Int("openmin", d.OpenMin, "fewest random opening plies")
	openMax := fs.Int("openmax", d.OpenMax, "most random opening plies")
	margin := fs.Int("openmargin", d.OpenMargin, "opening moves score within this many centi-men of the best (depth 4)")
	maxPlies := fs.Int("maxplies", d.MaxPlies, "a game still running after this many plies is a draw")
	seed := fs.Uint64("seed", d.Seed, "seed of the openings (game i is a function of seed and i)")
	jobs := fs.Int("j", d.Jobs, "games played in parallel")
	evalName := fs.String("eval", "", "evaluation: hand (hand-written), learned (the embedded weights) or a weights file (default: the engine's)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	cfg := d
	cfg.Games, cfg.Nodes, cfg.OpenMin, cfg.OpenMax, cfg.OpenMargin = *games, *nodes, *openMin, *openMax, *margin
	cfg.MaxPlies, cfg.Seed, cfg.Jobs = *maxPlies, *seed, *jobs
	newEval, err := evaluatorByName(*evalName)
	if err != nil {
		fmt.Fprintln(stderr, "selfplay:", err)
		return 2
	}
	cfg.NewEval = newEval
	if *logPath == "" {
		*logPath = *out + ".log"
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	start := time.Now()
	st, err := selfplay.Run(ctx, cfg, *out, *logPath, stdout)
	fmt.Fprintf(stdout, "selfplay: %d new games (W/D/B %d/%d/%d) in %v; the files hold %d games, %d positions, %d bytes\n",
		st.NewGames, st.WhiteWins, st.Draws, st.BlackWins, time.Since(start).Round(time.Second), st.Games, st.Positions, st.Bytes)
	if err != nil {
		fmt.Fprintln(stderr, "selfplay:", err)
		return 1
	}
	return 0
}

// evaluatorByName returns a constructor for the named evaluation: "hand"
// (the hand-written one), "learned" (the embedded weights) or the path of a
// weights file written by `draughts train`; "" gives nil (the engine's default).
func evaluatorByName(name string) (func() engine.Evaluator, error) {
	switch name {
	case "":
		return nil, nil
	case "hand":
		return func() engine.Evaluator { return nil }, nil
	case "learned":
		l, err := engine.DefaultLearned()
		if err != nil {
			return nil, err
		}
		return func() engine.Evaluator { return l }, nil
	}
	b, err := os.ReadFile(name)
	if err != nil {
		return nil, fmt.Errorf("evaluation %q: want hand, learned or a weights file: %v", name, err)
	}
	var w engine.LearnedWeights
	if err := w.UnmarshalBinary(b); err != nil {
		return nil, fmt.Errorf("evaluation %q: %v", name, err)
	}
	l := engine.NewLearned(&w)
	return func() engine.Evaluator { return l }, nil
}
