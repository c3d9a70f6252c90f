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
	Titles  []string     // one line per game of the text, for a chooser
	FromFEN bool
}

// MaxImportBytes bounds pasted or opened text.
const MaxImportBytes = 4 << 20

// ImportText reads a FEN or a PDN text. game picks a game of a multi-game
// PDN (1-based); 0 takes the first readable one. Errors are the engine's own
// (*engine.FENError, *engine.PDNError), which say where the text is wrong.
func ImportText(text string, game int) (Import, error) {
	if len(text) > MaxImportBytes {
		return Import{}, fmt.Errorf("the text is too long (%d bytes, at most %d)", len(text), MaxImportBytes)
	}
	if strings.TrimSpace(text) == "" {
		return Import{}, errors.New("there is no game in the text: paste a PDN game or a FEN position")
	}
	if LooksLikeFEN(text) {
		g, err := engine.NewGameFromFEN(strings.TrimSpace(text))
		if err != nil {
			return Import{}, err
		}
		return Import{Game: g, FromFEN: true, Titles: []string{"Position " + g.Start().FEN()}}, nil
	}
	games, errs := engine.ParsePDN(text)
	total := len(games) + len(errs)
	titles := make([]string, total)
	byIndex := map[int]*engine.PDNGame{}
	for _, pg := range games {
		if pg.Index < total {
			byIndex[pg.Index] = pg
			titles[pg.Index] = Title(pg)
		}
	}
	var errAt = map[int]error{}
	for _, err := range errs {
		var pe *engine.PDNError
		if errors.As(err, &pe) && pe.Game >= 0 && pe.Game < total {
			errAt[pe.Game] = err
			titles[pe.Game] = fmt.Sprintf("%d. unreadable: %v", pe.Game+1, err)
		}
	}
	if total == 0 {
		return Import{}, errors.New("there is no game in the text: paste a PDN game or a FEN position")
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
			return Import{Titles: titles}, errs[0]
		}
	}
	if pick >= total {
		return Import{Titles: titles}, fmt.Errorf("game %d asked for, the text has %d", game, total)
	}
	pg := byIndex[pick]
	if pg == nil {
		if err := errAt[pick]; err != nil {
			return Import{Titles: titles}, err
		}
		return Import{Titles: titles}, fmt.Errorf("game %d cannot be read", pick+1)
	}
	return Import{Game: pg.Game, Tags: pg.Tags, Index: pick, Titles: titles}, nil
}

// Title is a one-line description of a PDN game: "2. Sijbrands - Baba, 2-0 (41 moves)".
func Title(pg *engine.PDNGame) string {
	w, _ := pg.Tag("White")
	b, _ := pg.Tag("Black")
	ev, _ := pg.Tag("Event")
	var sb strings.Builder
	fmt.Fprintf(&sb, "%d.", pg.Index+1)
	if w != "" || b != "" {
		fmt.Fprintf(&sb, " %s - %s", orQ(w), orQ(b))
	} else if ev != "" {
		sb.WriteString(" " + ev)
	}
	if pg.Result != "" {
		sb.WriteString(", " + pg.Result)
	}
	fmt.Fprintf(&sb, " (%d plies)", pg.Game.Ply())
	return sb.String()
}

func orQ(s string) string {
	if s == "" || s == "?" {
		return "?"
	}
	return s
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
