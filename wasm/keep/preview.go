package keep // preview.go: the plain preview of a saved game that the page draws before the game has loaded.

import (
	"encoding/json"

	"github.com/draughts/draughts/render/app"
)

// Preview is what index.html needs to draw the saved position at once,
// written as JSON beside the msgp save (which JS cannot decode cheaply):
// the position, the board's orientation, theme and square numbers, and the
// address query it was saved under (a link's game is shown from the preview
// only on a reload of that same link, since the game then restores it).
// The start position, the moves, the result and the language are there for
// the page's way out when the game cannot run (no WebGL: index.html shows
// the board, the FEN and the PDN to copy, in the game's language).
type Preview struct {
	V       int    `json:"v"`
	FEN     string `json:"fen"`
	Flipped bool   `json:"flipped"`
	Theme   string `json:"theme"` // theme name, as in state().theme
	// ThemeChosen says the player chose it; when not, the page starts in
	// High contrast if the system asks for more contrast, else the default.
	ThemeChosen bool   `json:"themeChosen"`
	Numbers     bool   `json:"numbers"`
	Last        []int  `json:"last,omitempty"` // the last move's path, highlighted
	Query       string `json:"query"`          // location.search when it was saved
	// The game record up to the current point, for a PDN to copy.
	StartFEN string   `json:"startFen,omitempty"`
	Moves    []string `json:"moves,omitempty"`
	Result   string   `json:"result,omitempty"`
	Lang     string   `json:"lang,omitempty"` // "en" or "zh": the language the game shows
}

// PreviewJSON returns the preview text of a state.
func PreviewJSON(s app.State, query string) string {
	b, err := json.Marshal(Preview{V: 1, FEN: s.FEN, Flipped: s.Flipped, Theme: s.Theme, ThemeChosen: s.ThemeChosen, Numbers: s.Numbers, Last: s.LastMove, Query: query,
		StartFEN: s.StartFEN, Moves: s.Moves, Result: s.Result, Lang: s.Lang})
	if err != nil {
		return ""
	}
	return string(b)
}
