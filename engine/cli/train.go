//go:build !js

// The browser build has no command line: the tools stay out of draughts.wasm.

package cli // train.go: `draughts train`, fit the learned evaluation to self-play data.

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/engine/train"
)

func init() {
	commands["train"] = command{
		summary: "fit the learned evaluation's weights to self-play data (writes the embedded weights file)",
		run:     runTrain,
	}
}

func runTrain(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	d := train.DefaultConfig
	fs := flag.NewFlagSet("train", flag.ContinueOnError)
	fs.SetOutput(stderr)
	data := fs.String("data", "out/data/selfplay.bin", "self-play data files, comma-separated")
	out := fs.String("out", "engine/learned.bin", "weights file to write")
	limit := fs.Int("max", 0, "use at most this many positions (0 = all)")
	epochs := fs.Int("epochs", d.Epochs, "passes over the data")
	batch := fs.Int("batch", d.Batch, "positions per Adam step")
	lr := fs.Float64("lr", d.LR, "Adam step size (centi-men)")
	netLR := fs.Float64("netlr", d.NetLR, "Adam step size of the network's input weights and biases")
	l2 := fs.Float64("l2", d.L2, "weight decay per step")
	lambda := fs.Float64("lambda", d.Lambda, "weight of the search score in the target (0 = game result only)")
	k := fs.Float64("k", 0, "logistic scale in centi-men (0 = fit the hand-written evaluation to the results)")
	seed := fs.Uint64("seed", d.Seed, "shuffling seed")
	jobs := fs.Int("j", d.Jobs, "parallel jobs")
	initPath := fs.String("init", "", "start from this weights file (default: from material only)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	cfg := train.Config{Epochs: *epochs, Batch: max(1, *batch), LR: *lr, NetLR: *netLR, L2: *l2, Lambda: *lambda, K: *k, Seed: *seed, Jobs: *jobs}
	if *initPath != "" {
		b, err := os.ReadFile(*initPath)
		if err == nil {
			cfg.Init = &engine.LearnedWeights{}
			if err = cfg.Init.UnmarshalBinary(b); err != nil {
				err = fmt.Errorf("%s: %w", *initPath, err)
			}
		}
		if err != nil {
			fmt.Fprintln(stderr, "train: -init:", err)
			return 1
		}
	}
	tr, va, err := train.Load(strings.Split(*data, ","), *limit, 0)
	if err != nil {
		fmt.Fprintln(stderr, "train:", err)
		return 1
	}
	if len(tr) == 0 {
		fmt.Fprintln(stderr, "train: no positions in", *data)
		return 1
	}
	w, rep := train.Train(tr, va, cfg, stdout)
	b, err := w.MarshalBinary()
	if err == nil {
		err = os.WriteFile(*out, b, 0o644)
	}
	if err != nil {
		fmt.Fprintln(stderr, "train:", err)
		return 1
	}
	fmt.Fprintf(stdout, "train: wrote %s (%d bytes): %d positions (+%d held out), K %.1f, loss %.5f -> %.5f, held out %.5f -> %.5f (hand-written %.5f), against results %.5f (hand-written %.5f), %v\n",
		*out, len(b), rep.Train, rep.Valid, rep.K, rep.TrainLoss0, rep.TrainLoss, rep.ValidLoss0, rep.ValidLoss, rep.ValidHand, rep.ValidResult, rep.HandResult, rep.Elapsed.Round(1e9))
	return 0
}
