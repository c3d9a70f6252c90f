package save // transfer.go: games in and out as text: PDN (any game of a multi-game file) and FEN, with the engine's exact errors.

import (
	"errors"
	"fmt"
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
)

// MaxImportBytes bounds pasted or opened text.
const MaxImportBytes = 4 << 20

// ImportText reads a FEN or a PDN text. game picks a game of a multi-game
// PDN (1-based); 0 takes the first readable one. Errors are the engine's own
// (*engine.FENError, *engine.PDNError), which say where the text is wrong.
func ImportText(text string, game int) (Import, error) {
	if len(text) > MaxImportBytes {
		return Import{}, &ImportError{Kind: ImportTooLong, N: len(text), Max: MaxImportBytes,
			Msg: fmt.Sprintf("the text is too long (%d bytes, at most %d)", len(text), MaxImportBytes)}
	}
	if strings.TrimSpace(text) == "" {
		return Import{}, errEmpty
	}
	if LooksLikeFEN(text) {
		g, err := engine.NewGameFromFEN(strings.TrimSpace(text))
		if err != nil {
			return Import{}, err
		}
		return Import{Game: g, FromFEN: true, Entries: []Entry{{FEN: g.Start().FEN()}}}, nil
	}
	games, errs := engine.ParsePDN(text)
	total := len(games) + len(errs)
	entries := make([]Entry, total)
	byIndex := map[int]*engine.PDNGame{}
	for _, pg := range games {
		if pg.Index < total {
			byIndex[pg.Index] = pg
			entries[pg.Index] = entry(pg)
		}
	}
	var errAt = map[int]error{}
	for _, err := range errs {
		var pe *engine.PDNError
		if errors.As(err, &pe) && pe.Game >= 0 && pe.Game < total {
			errAt[pe.Game] = err
			entries[pe.Game] = Entry{Index: pe.Game, Err: err}
		}
	}
	if total == 0 {
		return Import{}, errEmpty
	}
	pick := game - 1
	if game <= 0 {
		pick = -1
		for i := 0; i < total; i++ {
			if byIndex[i] != nil {
				pick = i
				break
			}
		}
		if pick < 0 { // nothing readable: the first game's error says why
			return Import{Entries: entries}, errs[0]
		}
	}
	if pick >= total {
		return Import{Entries: entries}, &ImportError{Kind: ImportNoSuchGame, N: game, Max: total, Msg: fmt.Sprintf("game %d asked for, the text has %d", game, total)}
	}
	pg := byIndex[pick]
	if pg == nil {
		if err := errAt[pick]; err != nil {
			return Import{Entries: entries}, err
		}
		return Import{Entries: entries}, &ImportError{Kind: ImportUnreadable, N: pick + 1, Msg: fmt.Sprintf("game %d cannot be read", pick+1)}
	}
	return Import{Game: pg.Game, Tags: pg.Tags, Index: pick, Entries: entries}, nil
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
