//go:build !js

package main // main_keep_other.go: the desktop game keeps its state in a file and reads -pdn/-fen/-out flags (wasm/keep).

import (
	"os"

	"github.com/draughts/draughts/render/app"
	"github.com/draughts/draughts/wasm/keep"
)

// keepGame wraps the desktop host with saving and the game flags.
func keepGame(cfg app.Config, args []string) (app.Config, error) {
	opt, err := keep.ParseFlags(args, os.Stderr)
	if err != nil {
		return cfg, err
	}
	h, cfg, err := keep.Setup(cfg.Host, cfg, opt)
	if err != nil {
		return cfg, err
	}
	cfg.Host = h
	return cfg, nil
}
