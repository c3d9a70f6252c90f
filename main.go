// Command draughts is international draughts (FMJD 10x10): with no arguments
// it opens the game (a desktop window, or the browser canvas under js/wasm);
// with a subcommand it runs an engine tool (perft, hub, bench, match).
package main

import (
	"fmt"
	"os"
	"runtime"
	"strings"

	"github.com/draughts/draughts/engine/cli"
	"github.com/draughts/draughts/engine/version"
	"github.com/draughts/draughts/render/app"
	"github.com/draughts/draughts/wasm/aiclient"
	"github.com/draughts/draughts/wasm/keep"
	"github.com/draughts/draughts/wasm/page"
)

func main() {
	if len(os.Args) == 2 && (os.Args[1] == "-version" || os.Args[1] == "--version") {
		fmt.Println("draughts", version.String())
		return
	}
	// A first argument that is a flag (-pdn game.pdn) is for the game.
	// The browser build has no command line: the constant test lets the
	// linker leave the engine tools (match, tuning, Hub) out of draughts.wasm.
	if runtime.GOOS != "js" && len(os.Args) > 1 && !strings.HasPrefix(os.Args[1], "-") {
		os.Exit(cli.Run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
	}
	os.Exit(runGame(os.Args[1:]))
}

// runGame opens the game: the engine runs off the game loop (a goroutine on
// the desktop, a Web Worker in the browser) and the host publishes state.
func runGame(args []string) int {
	host := page.New()
	cfg := host.Config(app.Config{Level: 3, Numbers: true, Engine: aiclient.New(), Host: host})
	// Saves, URL parameters / flags, PDN and embedding (wasm/keep).
	cfg, err := keep.Wrap(cfg, args)
	if err != nil {
		fmt.Fprintln(os.Stderr, "draughts:", err)
		return 2
	}
	if err := app.Run(cfg); err != nil {
		fmt.Fprintln(os.Stderr, "draughts:", err)
		return 1
	}
	return 0
}
