package save // save_test.go: round trips, decode errors, migrations, replay, golden files and the fuzz test of Decode.

import (
	"errors"
	"flag"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/draughts/draughts/engine"
	"github.com/tinylib/msgp/msgp"
)

var update = flag.Bool("update", false, "rewrite the golden save files in testdata")

// sampleMoves is a legal opening with captures on both sides.
var sampleMoves = []string{"32-28", "19-23", "28x19", "14x23", "33-29"}

func sampleState(t testing.TB) State {
	t.Helper()
	g := engine.NewGame()
	for _, m := range sampleMoves {
		if _, err := g.PlayString(m); err != nil {
			t.Fatalf("sample move %s: %v", m, err)
		}
	}
	g.Undo() // keep 33-29 as a redo move
	gs := NewGameSave(g)
	gs.Mode, gs.Level, gs.Human = ModePlay, 4, SideWhite
	gs.WhiteMillis, gs.BlackMillis = 12345, 6789
	gs.Tags = map[string]string{"Event": "Golden"}
	s := New()
	s.SavedAt = 1785000000000
	s.Game = gs
	s.Settings = Settings{Theme: "wood", Sound: true, Coords: true, AutoFlip: false, SettingsSet: true}
	s.AddFinished(FinishedGame{EndedAt: 1784000000000, StartFEN: engine.Initial().FEN(), Moves: []string{"32-28"},
		Mode: ModePlay, Level: 2, Human: SideBlack, Result: "2-0", Reason: "resignation", Resigned: SideBlack, WhiteMillis: 1, BlackMillis: 2})
	return s
}

func TestRoundTrip(t *testing.T) {
	s := sampleState(t)
	b, err := Encode(s)
	if err != nil {
		t.Fatal(err)
	}
	got, err := Decode(b)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, s) {
		t.Fatalf("round trip differs:\n got %+v\nwant %+v", got, s)
	}
	text, err := EncodeText(s)
	if err != nil {
		t.Fatal(err)
	}
	got2, err := DecodeText(text)
	if err != nil || !reflect.DeepEqual(got2, s) {
		t.Fatalf("text round trip: %v", err)
	}
}

func TestReplayContinuesExactly(t *testing.T) {
	s := sampleState(t)
	g, err := s.Game.Replay()
	if err != nil {
		t.Fatal(err)
	}
	if g.Ply() != 4 || !g.CanRedo() {
		t.Fatalf("ply %d, can redo %v; want 4 and true", g.Ply(), g.CanRedo())
	}
	want := engine.NewGame()
	for _, m := range sampleMoves[:4] {
		want.PlayString(m)
	}
	if g.Position().FEN() != want.Position().FEN() {
		t.Fatalf("FEN %s, want %s", g.Position().FEN(), want.Position().FEN())
	}
	g.Redo()
	if got := g.Notation(); !reflect.DeepEqual(got, sampleMoves) {
		t.Fatalf("notation %v", got)
	}
}

func TestReplayResignation(t *testing.T) {
	g := engine.NewGame()
	g.PlayString("32-28")
	g.Resign(engine.Black)
	gs := NewGameSave(g)
	if gs.Resigned != SideBlack || gs.Result != "2-0" {
		t.Fatalf("resigned %q result %q", gs.Resigned, gs.Result)
	}
	g2, err := gs.Replay()
	if err != nil {
		t.Fatal(err)
	}
	if r, why := g2.Result(); r != engine.WhiteWins || why != engine.Resignation {
		t.Fatalf("result %v %v", r, why)
	}
	g3 := engine.NewGame()
	g3.AgreeDraw()
	g4, err := NewGameSave(g3).Replay()
	if err != nil {
		t.Fatal(err)
	}
	if r, why := g4.Result(); r != engine.Draw || why != engine.Agreement {
		t.Fatalf("result %v %v", r, why)
	}
}

func TestReplayRejectsBadMoves(t *testing.T) {
	for _, tc := range []struct {
		gs   GameSave
		want string
	}{
		{GameSave{StartFEN: "X:W1", Moves: nil}, "saved start position"},
		{GameSave{Moves: []string{"32-28", "32-28"}, Cursor: 2}, "saved move 2"},
		{GameSave{Moves: []string{"garbage"}, Cursor: 1}, "saved move 1"},
		{GameSave{Moves: []string{"32-28"}, Cursor: 5}, "outside"},
		{GameSave{Moves: []string{"32-28"}, Cursor: 1, Resigned: "green"}, "resigning side"},
	} {
		_, err := tc.gs.Replay()
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%+v: error %v, want %q", tc.gs, err, tc.want)
		}
	}
}

func TestDecodeErrors(t *testing.T) {
	good, _ := Encode(sampleState(t))
	newer := sampleState(t)
	newer.Version = CurrentVersion + 1
	newerBytes, _ := newer.MarshalMsg(nil)
	other := State{App: "chess", Version: 1}
	otherBytes, _ := other.MarshalMsg(nil)
	noApp, _ := msgp.AppendMapHeader(nil, 1), 0
	noApp = msgp.AppendString(noApp, "x")
	noApp = msgp.AppendInt(noApp, 1)
	trailing := append(append([]byte(nil), good...), 0xc0)
	hugeArray := msgp.AppendMapHeader(nil, 1)
	hugeArray = msgp.AppendString(hugeArray, "finished")
	hugeArray = msgp.AppendArrayHeader(hugeArray, 1<<31)
	hugeString := msgp.AppendMapHeader(nil, 1)
	hugeString = msgp.AppendString(hugeString, "app")
	hugeString = append(hugeString, 0xdb, 0x7f, 0xff, 0xff, 0xff)
	hugeMap := []byte{0xdf, 0x7f, 0xff, 0xff, 0xff}
	for _, tc := range []struct {
		name string
		b    []byte
		kind error
	}{
		{"empty", nil, ErrEmpty},
		{"truncated", good[:len(good)/2], ErrTruncated},
		{"one byte", good[:1], ErrTruncated},
		{"newer", newerBytes, ErrNewer},
		{"other app", otherBytes, ErrForeign},
		{"no marker", noApp, ErrForeign},
		{"json", []byte(`{"app":"draughts"}`), ErrForeign},
		{"array", msgp.AppendArrayHeader(nil, 0), ErrForeign},
		{"trailing", trailing, ErrCorrupt},
		{"huge array", hugeArray, ErrCorrupt},
		{"huge string", hugeString, ErrTruncated},
		{"huge map", hugeMap, ErrCorrupt},
		{"too large", make([]byte, MaxSaveBytes+1), ErrTooLarge},
	} {
		_, err := Decode(tc.b)
		var de *DecodeError
		if !errors.As(err, &de) || !errors.Is(err, tc.kind) {
			t.Errorf("%s: error %v, want kind %v", tc.name, err, tc.kind)
		}
	}
	if _, err := DecodeText("not base64 at all!"); !errors.Is(err, ErrForeign) {
		t.Errorf("bad base64: %v", err)
	}
}

func TestMigrate(t *testing.T) {
	s := State{App: AppName, Version: 0}
	if err := migrate(&s, migrations); err != nil || s.Version != CurrentVersion {
		t.Fatalf("migrate from 0: %v, version %d", err, s.Version)
	}
	// A chain of steps runs in order, each once.
	var ran []int
	steps := []migration{
		func(*State) error { ran = append(ran, 0); return nil },
	}
	s = State{Version: 0}
	if err := migrate(&s, steps); err != nil || !reflect.DeepEqual(ran, []int{0}) {
		t.Fatalf("ran %v, err %v", ran, err)
	}
	s = State{Version: 0}
	if err := migrate(&s, nil); !errors.Is(err, ErrCorrupt) {
		t.Fatalf("missing step: %v", err)
	}
	s = State{Version: 0}
	if err := migrate(&s, []migration{func(*State) error { return errors.New("boom") }}); err == nil || !strings.Contains(err.Error(), "boom") {
		t.Fatalf("failing step: %v", err)
	}
}

func TestFinishedBounded(t *testing.T) {
	s := New()
	for i := 0; i < MaxFinished+5; i++ {
		s.AddFinished(FinishedGame{EndedAt: int64(i)})
	}
	if len(s.Finished) != MaxFinished || s.Finished[0].EndedAt != 5 {
		t.Fatalf("%d finished, first %d", len(s.Finished), s.Finished[0].EndedAt)
	}
}

// goldenStates are the states of the golden files written by this version.
func goldenStates(t testing.TB) map[string]State {
	s := sampleState(t)
	over := sampleState(t)
	g := engine.NewGame()
	g.PlayString("32-28")
	g.Resign(engine.Black)
	over.Game = NewGameSave(g)
	over.Game.Mode, over.Game.Level, over.Game.Human, over.Game.Flipped = ModeTwoPlayer, 1, SideBlack, true
	fen := GameSave{StartFEN: "B:W28,K40:B19,K5", Moves: []string{"19-23", "28x19"}, Cursor: 2, Mode: ModeAnalysis, Level: 10, Human: SideWhite, Result: "*"}
	fs := New()
	fs.SavedAt = 1785000000001
	fs.Game = &fen
	empty := New()
	empty.SavedAt = 1785000000002
	return map[string]State{"v1-game.msgp": s, "v1-resigned.msgp": over, "v1-setup.msgp": fs, "v1-empty.msgp": empty}
}

// TestGolden checks that the save files written by version 1 are still read
// exactly, and replay to the same game. Run with -update only when adding
// files for a new version; never rewrite an old version's files.
func TestGolden(t *testing.T) {
	for name, want := range goldenStates(t) {
		path := filepath.Join("testdata", name)
		if *update {
			b, err := Encode(want)
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, b, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		got, err := Decode(b)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s decodes to\n%+v\nwant\n%+v", name, got, want)
		}
		if got.Game != nil {
			g, err := got.Game.Replay()
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if back := NewGameSave(g); back.StartFEN == "" || len(back.Moves) != len(got.Game.Moves) {
				t.Errorf("%s: replayed game has %d moves", name, len(back.Moves))
			}
		}
		// Fields added since the golden file was written (settings.lang)
		// change the bytes; what they hold must survive a round trip.
		again, _ := Encode(got)
		if back, err := Decode(again); err != nil || !reflect.DeepEqual(back, got) {
			t.Errorf("%s: re-encoding does not round-trip: %v", name, err)
		}
		if CurrentVersion == 1 && len(again) < len(b) {
			t.Errorf("%s: re-encoding dropped bytes (%d < %d)", name, len(again), len(b))
		}
	}
}

func FuzzDecode(f *testing.F) {
	for _, s := range goldenStates(f) {
		b, _ := Encode(s)
		f.Add(b)
		f.Add(b[:len(b)/3])
	}
	f.Add([]byte{0xdf, 0x7f, 0xff, 0xff, 0xff})
	f.Add([]byte{0x81, 0xa5, 'm', 'o', 'v', 'e', 's', 0xdd, 0xff, 0xff, 0xff, 0xff})
	f.Fuzz(func(t *testing.T, b []byte) {
		s, err := Decode(b)
		if err != nil {
			var de *DecodeError
			if !errors.As(err, &de) {
				t.Fatalf("error is %T, not *DecodeError: %v", err, err)
			}
			return
		}
		// Whatever decodes must encode again and replay without panicking.
		if _, err := Encode(s); err != nil {
			t.Fatalf("decoded state does not encode: %v", err)
		}
		if s.Game != nil {
			s.Game.Replay()
		}
	})
}

// TestHugeLengthsFailFast checks that declared lengths far beyond the input
// are refused before anything of that size is allocated.
func TestHugeLengthsFailFast(t *testing.T) {
	var inputs [][]byte
	for _, field := range []string{"finished", "game", "settings", "app"} {
		for _, hdr := range [][]byte{{0xdd, 0x7f, 0xff, 0xff, 0xff}, {0xdf, 0x7f, 0xff, 0xff, 0xff}, {0xdb, 0x7f, 0xff, 0xff, 0xff}, {0xc6, 0x7f, 0xff, 0xff, 0xff}} {
			b := msgp.AppendMapHeader(nil, 1)
			b = msgp.AppendString(b, field)
			inputs = append(inputs, append(b, hdr...))
		}
	}
	// Nested: a game whose moves and tags claim the maximum the limits allow.
	g := msgp.AppendMapHeader(nil, 2)
	g = msgp.AppendString(g, "app")
	g = msgp.AppendString(g, AppName)
	g = msgp.AppendString(g, "game")
	g = msgp.AppendMapHeader(g, 1)
	g = msgp.AppendString(g, "moves")
	g = msgp.AppendArrayHeader(g, 4096)
	inputs = append(inputs, g)
	for _, in := range inputs {
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		_, err := Decode(in)
		runtime.ReadMemStats(&after)
		if err == nil {
			t.Errorf("% x decoded", in)
		}
		if grew := after.TotalAlloc - before.TotalAlloc; grew > 256<<10 {
			t.Errorf("% x: %d bytes allocated", in, grew)
		}
	}
}

func TestLanguageSettingRoundTripAndOldSaves(t *testing.T) {
	s := New()
	s.Settings = Settings{Theme: "wood", SettingsSet: true, Lang: "zh"}
	b, err := Encode(s)
	if err != nil {
		t.Fatal(err)
	}
	got, err := Decode(b)
	if err != nil || got.Settings.Lang != "zh" {
		t.Fatalf("lang after a round trip: %q, %v", got.Settings.Lang, err)
	}
	old, err := os.ReadFile(filepath.Join("testdata", "v1-game.msgp"))
	if err != nil {
		t.Fatal(err)
	}
	if st, err := Decode(old); err != nil || st.Settings.Lang != "" {
		t.Fatalf("a save from before the language setting: lang %q, %v", st.Settings.Lang, err)
	}
}

func TestMoveTreeSavedAndReplayed(t *testing.T) {
	g := engine.NewGame()
	for _, m := range []string{"32-28", "18-23", "37-32", "12-18"} {
		if _, err := g.PlayString(m); err != nil {
			t.Fatal(err)
		}
	}
	g.GotoPath([]int{0, 0})
	for _, m := range []string{"33-29", "23x32", "37x28"} {
		if _, err := g.PlayString(m); err != nil {
			t.Fatal(err)
		}
	}
	g.Undo() // the current point inside the side line
	s := New()
	s.Game = NewGameSave(g)
	b, err := Encode(s)
	if err != nil {
		t.Fatal(err)
	}
	back, err := Decode(b)
	if err != nil {
		t.Fatal(err)
	}
	h, err := back.Game.Replay()
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(h.Path(), g.Path()) || !reflect.DeepEqual(h.MainLine(), g.MainLine()) || !reflect.DeepEqual(h.SideLines(), g.SideLines()) {
		t.Fatalf("tree after a save: path %v main %v lines %+v", h.Path(), h.MainLine(), h.SideLines())
	}
	if !reflect.DeepEqual(back.Game.Moves[:back.Game.Cursor], g.Notation()) {
		t.Fatalf("older readers' moves %v", back.Game.Moves)
	}
	// A tree that does not fit its moves is refused, never half restored.
	back.Game.Lines[0].Moves = []string{"50-45"}
	if _, err := back.Game.Replay(); err == nil {
		t.Fatal("a side line with an illegal move was restored")
	}
}

// The comments and move signs of a PDN game, in the main line and in side
// lines, survive a save and a reload, and are written back to PDN.
func TestNotesSurviveASave(t *testing.T) {
	pdn := `{Before the game} 1. 32-28! {a classic} 19-23 (1... 17-21 {also good} 2. 31-27?!) 2. 28x19 14x23 *`
	games, errs := engine.ParsePDN(pdn)
	if len(errs) > 0 || len(games) != 1 {
		t.Fatal(errs)
	}
	g := games[0].Game
	if len(g.Notes()) != 4 {
		t.Fatalf("notes read from the PDN: %+v", g.Notes())
	}
	s := State{Game: NewGameSave(g)}
	b, err := Encode(s)
	if err != nil {
		t.Fatal(err)
	}
	back, err := Decode(b)
	if err != nil {
		t.Fatal(err)
	}
	g2, err := back.Game.Replay()
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(g2.Notes(), g.Notes()) {
		t.Fatalf("notes after a reload:\n got %+v\nwant %+v", g2.Notes(), g.Notes())
	}
	out := ExportPDN(g2, nil, time.Unix(0, 0))
	for _, want := range []string{"{Before the game}", "32-28!", "{a classic}", "{also good}", "31-27?!"} {
		if !strings.Contains(out, want) {
			t.Errorf("exported PDN lacks %s:\n%s", want, out)
		}
	}
	// A note whose path names no move is refused, not dropped silently.
	back.Game.Notes = append(back.Game.Notes, Note{Path: []int{0, 5}, Comment: "x"})
	if _, err := back.Game.Replay(); err == nil {
		t.Error("a note on no move was accepted")
	}
}
