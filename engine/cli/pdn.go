//go:build !js

// The browser build has no command line: the tools stay out of draughts.wasm.

package cli // pdn.go: the pdn subcommand: replay PDN files, one line per game, and write them back in canonical PDN.

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/draughts/draughts/engine"
)

func init() {
	commands["pdn"] = command{
		summary: "check PDN files, one line per game: pdn [-out FILE] FILE...",
		run:     runPDN,
	}
}

// runPDN reads each FILE one game at a time and prints, per game in file
// order,
//
//	game <n> <result> <final FEN>                  a game that replays
//	game <n> error <line>:<column> <message>       one that does not
//
// (n is 1-based within its file; with several files each line starts with
// "<file>: "). The result is the one the rules give at the end of the main
// line, else the one written in the game. A game read on a guess (see
// engine.PDNWarning) has an indented line after its own for each guess:
//
//	warning <line>:<column> <message>
//
// With -out FILE the readable games are written there in canonical PDN:
// standard tags, moves in short notation (the full path only when needed),
// variations, comments and move signs kept (FILE is replaced once every
// file is read, so it may be one of them). The exit code is 1 when a game
// has an error or a file cannot be read, 2 for bad usage. Memory holds one
// game at a time, whatever the size of the files.
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
	var canon *bufio.Writer
	var tmp *os.File
	if *out != "" {
		var err error
		tmp, err = os.CreateTemp(filepath.Dir(*out), "."+filepath.Base(*out)+".*")
		if err != nil {
			fmt.Fprintf(stderr, "draughts pdn: %v\n", err)
			return 1
		}
		defer os.Remove(tmp.Name()) // when it was not renamed
		canon = bufio.NewWriter(tmp)
	}
	w := bufio.NewWriter(stdout)
	code := 0
	var to io.Writer // the canonical PDN, if asked for
	if canon != nil {
		to = canon
	}
	for _, name := range files {
		prefix := ""
		if len(files) > 1 {
			prefix = name + ": "
		}
		if !checkPDNFile(name, prefix, w, to, stderr) {
			code = 1
		}
	}
	w.Flush()
	if tmp != nil {
		err := canon.Flush()
		if cerr := tmp.Close(); err == nil {
			err = cerr
		}
		if err == nil {
			err = os.Chmod(tmp.Name(), 0o644)
		}
		if err == nil {
			err = os.Rename(tmp.Name(), *out)
		}
		if err != nil {
			fmt.Fprintf(stderr, "draughts pdn: writing %s: %v\n", *out, err)
			return 1
		}
	}
	return code
}

// checkPDNFile prints the lines of one file's games (and writes the
// readable ones to canon when it is not nil); false when a game has an
// error or the file cannot be read.
func checkPDNFile(name, prefix string, w *bufio.Writer, canon io.Writer, stderr io.Writer) bool {
	f, err := os.Open(name)
	if err != nil {
		w.Flush()
		fmt.Fprintf(stderr, "draughts pdn: %v\n", err)
		return false
	}
	defer f.Close()
	ok := true
	n := 0
	err = engine.ScanPDN(f, func(g *engine.PDNGame, err error) bool {
		n++
		if err != nil {
			var pe *engine.PDNError
			errors.As(err, &pe) // ScanPDN gives a *PDNError for each game
			fmt.Fprintf(w, "%sgame %d error %d:%d %s\n", prefix, n, pe.Line, pe.Col, oneLine(pe.Msg))
			ok = false
			return true
		}
		result := gameResult(g)
		fmt.Fprintf(w, "%sgame %d %s %s\n", prefix, n, result, endOfMainLine(g.Game).FEN())
		for _, wn := range g.Warnings {
			fmt.Fprintf(w, "  warning %d:%d %s\n", wn.Line, wn.Col, oneLine(wn.Msg))
		}
		if canon != nil {
			tags := append([]engine.Tag{{Name: "Result", Value: result}}, g.Tags...)
			_ = engine.WritePDNTree(canon, g.Game, tags...)
		}
		return true
	})
	if err != nil {
		w.Flush()
		fmt.Fprintf(stderr, "draughts pdn: %s: %v\n", name, err)
		return false
	}
	return ok
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
