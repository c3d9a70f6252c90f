//go:build !js

// The browser build has no command line: the tools stay out of draughts.wasm.

package cli // pdn.go: the pdn subcommand: replay PDN files, one line per game, and write them back in canonical PDN.

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/draughts/draughts/engine"
)

func init() {
	commands["pdn"] = command{
		summary: "check PDN files, one line per game: pdn [-out FILE] FILE...",
		run:     runPDN,
	}
}

// runPDN reads each FILE and prints, per game in file order,
//
//	game <n> <result> <final FEN>                  a game that replays
//	game <n> error <line>:<column> <message>       one that does not
//
// (n is 1-based within its file; with several files each line starts with
// "<file>: "). The result is the one the rules give at the end of the main
// line, else the one written in the game. With -out FILE the readable games
// are written there in canonical PDN: standard tags, moves in short
// notation (the full path only when needed), variations, comments and move
// signs kept. The exit code is 1 when a game has an error or a file cannot
// be read, 2 for bad usage.
func runPDN(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("pdn", flag.ContinueOnError)
	fs.SetOutput(stderr)
	out := fs.String("out", "", "write the readable games to `FILE` in canonical PDN")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: draughts pdn [-out FILE] FILE...")
		fs.PrintDefaults()
	}
	files, stop, ok := parseAnywhere(fs, args)
	if !ok {
		return stop
	}
	if len(files) == 0 {
		fs.Usage()
		return 2
	}
	code := 0
	var canon strings.Builder
	for _, name := range files {
		prefix := ""
		if len(files) > 1 {
			prefix = name + ": "
		}
		data, err := os.ReadFile(name)
		if err != nil {
			fmt.Fprintf(stderr, "draughts pdn: %v\n", err)
			code = 1
			continue
		}
		games, errs := engine.ParsePDN(string(data))
		lines := map[int]string{}
		total := len(games) + len(errs)
		for _, g := range games {
			result := gameResult(g)
			lines[g.Index] = fmt.Sprintf("%s %s", result, endOfMainLine(g.Game).FEN())
			tags := append([]engine.Tag{{Name: "Result", Value: result}}, g.Tags...)
			_ = engine.WritePDNTree(&canon, g.Game, tags...)
		}
		for _, err := range errs {
			var pe *engine.PDNError
			if !errors.As(err, &pe) {
				fmt.Fprintf(stderr, "draughts pdn: %s: %v\n", name, err)
				code = 1
				continue
			}
			lines[pe.Game] = fmt.Sprintf("error %d:%d %s", pe.Line, pe.Col, oneLine(pe.Msg))
			code = 1
		}
		for i := 0; i < total; i++ {
			if l, ok := lines[i]; ok {
				fmt.Fprintf(stdout, "%sgame %d %s\n", prefix, i+1, l)
			}
		}
	}
	if *out != "" {
		if err := os.WriteFile(*out, []byte(canon.String()), 0o644); err != nil {
			fmt.Fprintf(stderr, "draughts pdn: %v\n", err)
			return 1
		}
	}
	return code
}

// endOfMainLine returns the position at the end of the game's main line.
func endOfMainLine(g *engine.Game) engine.Position {
	n := g.Root()
	for len(n.Children()) > 0 {
		n = n.Children()[0]
	}
	return n.Position()
}

// gameResult is the result the rules give at the end of the main line, else
// the one written in the game (movetext, else the Result tag) as a PDN
// token: 2-0, 0-2, 1-1, or * (unfinished, unknown, a match score).
func gameResult(pg *engine.PDNGame) string {
	c := pg.Game.Clone()
	for c.Redo() {
	}
	if r, _ := c.Result(); r != engine.Ongoing {
		return r.String()
	}
	written := pg.Result
	if written == "" {
		written, _ = pg.Tag("Result")
	}
	switch strings.TrimSpace(written) {
	case "2-0", "1-0":
		return "2-0"
	case "0-2", "0-1":
		return "0-2"
	case "1-1", "1/2-1/2", "½-½":
		return "1-1"
	}
	return "*" // unknown, or a match score such as 4-6
}

// oneLine keeps a message on one line.
func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }
