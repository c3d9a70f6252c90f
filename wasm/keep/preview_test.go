package keep

import (
	"encoding/json"
	"testing"

	"github.com/draughts/draughts/render/app"
)

// The preview carries what index.html's way out (no WebGL) shows: the
// position, the game record for a PDN, and the language.
func TestPreviewJSONHasTheRecord(t *testing.T) {
	s := app.State{FEN: "B:W28,31-50:B1-20", StartFEN: "W:W31-50:B1-20", Moves: []string{"32-28"},
		Result: "*", Lang: "zh", Theme: "Wood", Numbers: true, LastMove: []int{32, 28}}
	var p Preview
	if err := json.Unmarshal([]byte(PreviewJSON(s, "?lang=zh")), &p); err != nil {
		t.Fatal(err)
	}
	want := Preview{V: 1, FEN: s.FEN, Theme: "Wood", Numbers: true, Last: []int{32, 28}, Query: "?lang=zh",
		StartFEN: s.StartFEN, Moves: []string{"32-28"}, Result: "*", Lang: "zh"}
	if p.FEN != want.FEN || p.StartFEN != want.StartFEN || len(p.Moves) != 1 || p.Moves[0] != "32-28" ||
		p.Result != "*" || p.Lang != "zh" || p.Query != want.Query || p.Theme != "Wood" || !p.Numbers {
		t.Errorf("preview %+v, want %+v", p, want)
	}
}
