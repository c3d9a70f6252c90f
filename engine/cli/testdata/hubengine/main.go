// Command hubengine is the engine's command-line tools without the game
// (`hubengine hub` is `draughts hub`): the match tests build it as a real
// external Hub engine, which is much faster than building the whole game.
package main

import (
	"os"

	"github.com/draughts/draughts/engine/cli"
)

func main() { os.Exit(cli.Run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)) }
