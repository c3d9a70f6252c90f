//go:build js && wasm

package main // main_keep_js.go: the browser game keeps its state in localStorage and talks to an embedding page (wasm/keep).

import (
	"github.com/draughts/draughts/render/app"
	"github.com/draughts/draughts/wasm/keep"
)

// keepGame wraps the page host with saving, URL parameters and embedding.
func keepGame(cfg app.Config, args []string) (app.Config, error) {
	h, cfg := keep.Setup(cfg.Host, cfg)
	cfg.Host = h
	return cfg, nil
}
