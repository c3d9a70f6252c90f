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
type Preview struct {
	V       int    `json:"v"`
	FEN     string `json:"fen"`
	Flipped bool   `json:"flipped"`
	Theme   string `json:"theme"` // theme name, as in state().theme
	Numbers bool   `json:"numbers"`
	Last    []int  `json:"last,omitempty"` // the last move's path, highlighted
	Query   string `json:"query"`          // location.search when it was saved
}

// PreviewJSON returns the preview text of a state.
func PreviewJSON(s app.State, query string) string {
	b, err := json.Marshal(Preview{V: 1, FEN: s.FEN, Flipped: s.Flipped, Theme: s.Theme, Numbers: s.Numbers, Last: s.LastMove, Query: query})
	if err != nil {
		return ""
	}
	return string(b)
}
