package save // transfer.go: games in and out as text: PDN (any game of a multi-game file) and FEN, with the engine's exact errors.

import (
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/draughts/draughts/engine"
)

// Import is a game read from pasted or opened text.
type Import struct {
	Game    *engine.Game
	Tags    []engine.Tag // PDN tags of the game (none for a FEN)
	Index   int          // 0-based game in the text
	Entries []Entry      // one per game of the text, for a chooser (render/words.Title words it)
	FromFEN bool
}

// Entry describes one game of an imported text.
type Entry struct {
	Index                       int // 0-based
	White, Black, Event, Result string
	Plies                       int
	FEN                         string // the position, for a FEN text
	Err                         error  // why the game cannot be read (nil when it can)
}

// ImportError is a text that holds no game to load (the engine's own errors
// say what is wrong inside a game).
type ImportError struct {
	Kind ImportErrorKind
	N    int // the text's length, or the game asked for
	Max  int // the most bytes, or the number of games in the text
	Msg  string
}

func (e *ImportError) Error() string { return e.Msg }

// ImportErrorKind says why a text gave no game.
type ImportErrorKind uint8

const (
	ImportTooLong    ImportErrorKind = iota + 1 // N bytes, at most Max
	ImportEmpty                                 // no game and no position in the text
	ImportNoSuchGame                            // game N asked for, the text has Max
	ImportUnreadable                            // game N cannot be read
	ImportBusy                                  // Max texts are still being read (the page reads long ones in slices)
)

// MaxImportBytes bounds pasted or opened text.
const MaxImportBytes = 4 << 20

// ImportText reads a FEN or a PDN text. game picks a game of a multi-game
// PDN (1-based); 0 takes the first readable one. Errors are the engine's own
// (*engine.FENError, *engine.PDNError), which say where the text is wrong.
func ImportText(text string, game int) (Import, error) {
	im := NewImporter(text, game)
	for !im.Step(-1) {
	}
	return im.Result()
}

// Importer reads a text as ImportText does, a few games at a time (Step),
// so that a program that must keep answering (the browser's page) can read
// a long PDN file in slices. It holds one game's text at a time besides the
// text itself and the games' short descriptions.
type Importer struct {
	game    int // asked for, 1-based; 0 = the first readable
	sc      *engine.PDNScanner
	entries []Entry
	picked  *engine.PDNGame // the game to load, once read
	firstOK int             // the first readable game's index, -1 while none
	errAt   map[int]error
	errs    []error
	done    bool
	result  Import
	err     error
}

// NewImporter starts reading text; a text too long, empty or a FEN is
// decided at once (the first Step reports done).
func NewImporter(text string, game int) *Importer {
	im := &Importer{game: game, firstOK: -1, errAt: map[int]error{}}
	switch {
	case len(text) > MaxImportBytes:
		im.finish(Import{}, &ImportError{Kind: ImportTooLong, N: len(text), Max: MaxImportBytes,
			Msg: fmt.Sprintf("the text is too long (%d bytes, at most %d)", len(text), MaxImportBytes)})
	case strings.TrimSpace(text) == "":
		im.finish(Import{}, errEmpty)
	case LooksLikeFEN(text):
		g, err := engine.NewGameFromFEN(strings.TrimSpace(text))
		if err != nil {
			im.finish(Import{}, err)
		} else {
			im.finish(Import{Game: g, FromFEN: true, Entries: []Entry{{FEN: g.Start().FEN()}}}, nil)
		}
	default:
		im.sc = engine.NewPDNScanner(strings.NewReader(text))
	}
	return im
}

// Step reads games for about budget (at least one game; a negative budget
// reads to the end) and reports whether the text is read.
func (im *Importer) Step(budget time.Duration) bool {
	if im.done {
		return true
	}
	start := time.Now()
	for {
		g, err := im.sc.Next()
		if err == io.EOF {
			im.end()
			return true
		}
		var pe *engine.PDNError
		switch {
		case err != nil && errors.As(err, &pe):
			im.errs = append(im.errs, err)
			if pe.Game >= 0 {
				im.errAt[pe.Game] = err
				im.put(Entry{Index: pe.Game, Err: err})
			}
		case err != nil: // reading a string never fails; said as the text's error
			im.finish(Import{Entries: im.entries}, err)
			return true
		default:
			im.put(entry(g))
			if im.firstOK < 0 {
				im.firstOK = g.Index
			}
			if g.Index == im.game-1 || (im.game <= 0 && im.firstOK == g.Index) {
				im.picked = g
			}
		}
		if budget >= 0 && time.Since(start) >= budget {
			return false
		}
	}
}

// Progress is how many bytes of the text have been read (0 for a text
// decided at once).
func (im *Importer) Progress() int64 {
	if im.sc == nil {
		return 0
	}
	return im.sc.Offset()
}

// Result is the import, once Step has reported done.
func (im *Importer) Result() (Import, error) { return im.result, im.err }

// put records the entry of game e.Index.
func (im *Importer) put(e Entry) {
	for len(im.entries) <= e.Index {
		im.entries = append(im.entries, Entry{Index: len(im.entries)})
	}
	im.entries[e.Index] = e
}

func (im *Importer) finish(r Import, err error) { im.result, im.err, im.done = r, err, true }

// end picks the game asked for, as ImportText always has.
func (im *Importer) end() {
	entries, total := im.entries, len(im.entries)
	if total == 0 {
		im.finish(Import{}, errEmpty)
		return
	}
	pick := im.game - 1
	if im.game <= 0 {
		if im.firstOK < 0 { // nothing readable: the first game's error says why
			im.finish(Import{Entries: entries}, im.errs[0])
			return
		}
		pick = im.firstOK
	}
	if pick >= total {
		im.finish(Import{Entries: entries}, &ImportError{Kind: ImportNoSuchGame, N: im.game, Max: total, Msg: fmt.Sprintf("game %d asked for, the text has %d", im.game, total)})
		return
	}
	pg := im.picked
	if pg == nil {
		if err := im.errAt[pick]; err != nil {
			im.finish(Import{Entries: entries}, err)
			return
		}
		im.finish(Import{Entries: entries}, &ImportError{Kind: ImportUnreadable, N: pick + 1, Msg: fmt.Sprintf("game %d cannot be read", pick+1)})
		return
	}
	im.finish(Import{Game: pg.Game, Tags: pg.Tags, Index: pick, Entries: entries}, nil)
}

var errEmpty = &ImportError{Kind: ImportEmpty, Msg: "there is no game in the text: paste a PDN game or a FEN position"}

// entry gives the facts of a readable PDN game.
func entry(pg *engine.PDNGame) Entry {
	w, _ := pg.Tag("White")
	b, _ := pg.Tag("Black")
	ev, _ := pg.Tag("Event")
	return Entry{Index: pg.Index, White: w, Black: b, Event: ev, Result: pg.Result, Plies: pg.Game.Ply()}
}

// Player is a PDN player's name for a title, "?" when the game does not
// name one.
func Player(name string) string {
	if name == "" || name == "?" {
		return "?"
	}
	return name
}

// LooksLikeFEN reports whether text is a FEN rather than PDN: it starts
// (after blanks and an optional quote) with W or B and then a colon.
func LooksLikeFEN(text string) bool {
	t := strings.TrimLeft(strings.TrimSpace(text), `"`)
	if len(t) == 0 || !strings.ContainsRune("WBwb", rune(t[0])) {
		return false
	}
	rest := strings.TrimSpace(t[1:])
	return rest == "" || rest[0] == ':' || rest[0] == '.'
}

// ExportPDN writes g as PDN with the given tags plus a Date tag (now) when
// there is none.
func ExportPDN(g *engine.Game, tags []engine.Tag, now time.Time) string {
	has := false
	for _, t := range tags {
		if strings.EqualFold(t.Name, "Date") {
			has = true
		}
	}
	if !has {
		tags = append(append([]engine.Tag(nil), tags...), engine.Tag{Name: "Date", Value: now.Format("2006.01.02")})
	}
	if len(g.SideLines()) > 0 {
		return g.PDNTree(tags...) // the whole game with its side lines as variations
	}
	return g.PDN(tags...)
}

// TagsMap and TagList convert between the saved tag map and engine tags
// (TagList sorts by name, for a stable file).
func TagsMap(tags []engine.Tag) map[string]string {
	if len(tags) == 0 {
		return nil
	}
	m := make(map[string]string, len(tags))
	for _, t := range tags {
		if len(m) < 32 {
			m[t.Name] = t.Value
		}
	}
	return m
}

func TagList(m map[string]string) []engine.Tag {
	out := make([]engine.Tag, 0, len(m))
	for k, v := range m {
		out = append(out, engine.Tag{Name: k, Value: v})
	}
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j].Name < out[j-1].Name; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}
