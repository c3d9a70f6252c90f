package keep // keep_test.go: saving on publish, restoring into a Config, embedding events and PDN loading, without a window.

import (
	"errors"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/engine/save"
	"github.com/draughts/draughts/render/app"
	"github.com/draughts/draughts/render/i18n"
	"github.com/draughts/draughts/render/words"
	"github.com/draughts/draughts/wasm/door"
	"github.com/draughts/draughts/wasm/embed"
	"github.com/draughts/draughts/wasm/params"
)

// stateOf builds the app.State the app would publish for g.
func stateOf(g *engine.Game, mode string) app.State {
	r, why := g.Result()
	s := app.State{FEN: g.Position().FEN(), StartFEN: g.Start().FEN(), Moves: g.Notation(), Ply: g.Ply(),
		Turn: strings.ToLower(g.Position().Side().String()), Mode: mode, Level: 4, Human: "white",
		Result: r.String(), ResultText: g.ResultText(), Theme: "Wood", Numbers: true}
	if r != engine.Ongoing {
		s.Reason = why.String()
	}
	return s
}

func TestSaveRestoreAndEvents(t *testing.T) {
	store := &save.MemoryStore{}
	o := save.Open(store, time.Now())
	h := New(nil, o.Keeper, o.State)
	var events []embed.Event
	h.post = func(e embed.Event) { events = append(events, e) }
	g := engine.NewGame()
	h.Publish(stateOf(g, "play"))
	h.Frame(1, 1)
	for _, m := range []string{"32-28", "19-23", "28x19"} {
		g.PlayString(m)
		h.Publish(stateOf(g, "play"))
	}
	if len(events) != 4 || events[0]["type"] != "ready" || events[3]["notation"] != "28x19" || events[3]["side"] != "white" {
		t.Fatalf("events %v", events)
	}
	// A new visit restores the game exactly.
	o2 := save.Open(store, time.Now())
	if !o2.Found {
		t.Fatal("nothing saved")
	}
	h2 := New(nil, o2.Keeper, o2.State)
	cfg := h2.Restore(app.Config{})
	if cfg.FEN != g.Start().FEN() || strings.Join(cfg.Moves, " ") != "32-28 19-23 28x19" || cfg.Mode != app.ModePlay || cfg.Level != 4 || !cfg.Numbers {
		t.Fatalf("restored %+v", cfg)
	}
	// Resignation ends the game: gameover event, statistics, and a resign on restore.
	g.Resign(engine.White)
	h.Publish(stateOf(g, "play"))
	last := events[len(events)-1]
	if last["type"] != "gameover" || last["result"] != "0-2" {
		t.Fatalf("gameover %v", last)
	}
	if n := len(h.State().Finished); n != 1 {
		t.Fatalf("%d finished games", n)
	}
	h.Publish(stateOf(g, "play")) // publishing again records nothing more
	if n := len(h.State().Finished); n != 1 {
		t.Fatalf("%d finished games after a repeat", n)
	}
	o3 := save.Open(store, time.Now())
	h3 := New(nil, o3.Keeper, o3.State)
	h3.Restore(app.Config{Mode: app.ModePlay})
	if c, ok := h3.Command(); !ok || c.Name != "resign" {
		t.Fatalf("restore of a resigned game: %+v %v", c, ok)
	}
}

func TestLoadTextAndCommands(t *testing.T) {
	h := New(nil, nil, save.New())
	if _, err := h.LoadText("[Event \"E\"]\n1. 32-28 19-23 *", 0); err != nil {
		t.Fatal(err)
	}
	c, ok := h.Command()
	if !ok || c.Name != "fen" || strings.Join(c.Moves, " ") != "32-28 19-23" {
		t.Fatalf("load command %+v", c)
	}
	if _, err := h.LoadText("1. 32-26 *", 0); err == nil || !strings.Contains(err.Error(), "line 1") {
		t.Fatalf("bad PDN error %v", err)
	}
	if err := h.Embedded(embed.Command{Type: embed.CmdSetPosition, FEN: "W:W99"}); err == nil {
		t.Fatal("bad FEN accepted")
	}
	// The editor's rule at every door: the embed's setPosition, the page's
	// setFEN (SetPosition) and the PDN dialog's Set FEN check (checkFEN).
	for _, fen := range []string{"W:W6-26:B1-5", "B:W31-50:B", "W:W:B"} {
		var se *engine.SetupError
		if err := h.Embedded(embed.Command{Type: embed.CmdSetPosition, FEN: fen}); !errors.As(err, &se) {
			t.Errorf("setPosition %s: %v, want the editor's reason", fen, err)
		}
		if err := h.checkFEN(fen); !errors.As(err, &se) {
			t.Errorf("checkFEN %s: %v, want the editor's reason", fen, err)
		}
	}
	if c, ok := h.Command(); ok {
		t.Fatalf("a refused position queued %+v", c)
	}
	for _, typ := range []string{embed.CmdNew, embed.CmdFlip} {
		if err := h.Embedded(embed.Command{Type: typ}); err != nil {
			t.Fatal(err)
		}
	}
	if c, _ := h.Command(); c.Name != "new" {
		t.Fatalf("%+v", c)
	}
	if c, _ := h.Command(); c.Name != "flip" {
		t.Fatalf("%+v", c)
	}
	// The tags of the loaded game go into its PDN.
	h.nextTags = []engine.Tag{{Name: "Event", Value: "Loaded"}}
	g := engine.NewGame()
	h.Publish(stateOf(g, "play"))
	g.PlayString("32-28")
	h.Publish(stateOf(g, "play"))
	text, err := h.PDN()
	if err != nil || !strings.Contains(text, "1. 32-28") {
		t.Fatalf("pdn %q %v", text, err)
	}
}

func TestApplyParams(t *testing.T) {
	h := New(nil, nil, save.New())
	p, probs := params.Parse("color=black&level=9&mode=two-player&theme=ocean&coords=off&sound=off&level=x", params.Options{Themes: ThemeNames()})
	cfg := h.ApplyParams(app.Config{Numbers: true}, p, probs)
	if cfg.Human != engine.Black || !cfg.Flipped || cfg.Mode != app.ModeTwoPlayers || cfg.Numbers || !cfg.Muted || cfg.Theme != 2 {
		t.Fatalf("cfg %+v", cfg)
	}
	if n := h.Notices(); len(n) != 1 || !strings.Contains(n[0], "level=x") {
		t.Fatalf("notices %v", n)
	}
}

func TestLinkGameContinues(t *testing.T) {
	h := New(nil, nil, save.New())
	p, _ := params.Parse("fen="+"W:W28,33:B19,23", params.Options{})
	// Restored: the same start, two moves on: kept.
	cfg := h.ApplyParams(app.Config{FEN: "W:W28,33:B19,23", Moves: []string{"28x19", "23-28"}}, p, nil)
	if len(cfg.Moves) != 2 {
		t.Fatalf("continued link game replaced: %+v", cfg)
	}
	// Restored: another game: the link wins.
	cfg = h.ApplyParams(app.Config{FEN: "", Moves: []string{"32-28"}}, p, nil)
	if cfg.FEN != "W:W28,33:B19,23" || len(cfg.Moves) != 0 {
		t.Fatalf("link game not applied: %+v", cfg)
	}
}

func TestViewModeKeepsThePlayersGame(t *testing.T) {
	store := &save.MemoryStore{}
	o := save.Open(store, time.Now())
	h := New(nil, o.Keeper, o.State)
	g := engine.NewGame()
	g.PlayString("32-28")
	h.Publish(stateOf(g, "play"))
	// mode=view is the app's view mode now (it used to fall back to analysis).
	p, probs := params.Parse("mode=view", params.Options{})
	if cfg := h.ApplyParams(app.Config{}, p, probs); cfg.Mode != app.ModeView {
		t.Fatalf("mode=view gave mode %v", cfg.Mode)
	}
	// Stepping through a finished game in view mode neither saves it over
	// the player's game nor counts it in the statistics.
	v, _ := engine.NewGameFromFEN("W:W32:B27")
	v.PlayString("32x21")
	h.Publish(stateOf(v, "view"))
	v.Undo()
	h.Publish(stateOf(v, "view"))
	o2 := save.Open(store, time.Now())
	if gs := o2.State.Game; gs == nil || gs.Mode != "play" || strings.Join(gs.Moves, " ") != "32-28" {
		t.Fatalf("the player's game was overwritten: %+v", gs)
	}
	if n := len(o2.State.Finished); n != 0 {
		t.Fatalf("a viewed game was counted: %d finished", n)
	}
}

func TestViewModePDNIsTheWholeGame(t *testing.T) {
	h := New(nil, nil, save.New())
	g := engine.NewGame()
	for _, m := range []string{"32-28", "18-23", "37-32"} {
		g.PlayString(m)
	}
	s := stateOf(g, "view")
	s.Record = g.Notation()
	g.Undo()
	g.Undo()
	s.Moves, s.FEN = g.Notation(), g.Position().FEN()
	h.Publish(s)
	text, err := h.PDN()
	if err != nil || !strings.Contains(text, "37-32") {
		t.Fatalf("PDN in view mode at move 1 lacks the rest of the game: %q %v", text, err)
	}
	if h.FEN() != g.Position().FEN() {
		t.Fatalf("FEN %q, want the shown position", h.FEN())
	}
}

func TestLanguageFromParamsAndSave(t *testing.T) {
	h := New(nil, nil, save.New())
	p, _ := params.Parse("lang=zh", params.Options{})
	if cfg := h.ApplyParams(app.Config{}, p, nil); cfg.Lang != i18n.ZH {
		t.Fatalf("lang=zh gave %v", cfg.Lang)
	}
	st := save.New()
	st.Settings = save.Settings{SettingsSet: true, Lang: "zh", Theme: "wood"}
	if cfg := New(nil, nil, st).Restore(app.Config{Lang: i18n.EN}); cfg.Lang != i18n.ZH {
		t.Fatalf("saved zh restored as %v", cfg.Lang)
	}
	st.Settings.Lang = "" // a save from before the setting: the detected language stays
	if cfg := New(nil, nil, st).Restore(app.Config{Lang: i18n.ZH}); cfg.Lang != i18n.ZH {
		t.Fatalf("old save overrode the detected language: %v", cfg.Lang)
	}
	h.Publish(app.State{StartFEN: "W:W31-50:B1-20", Moves: []string{}, Mode: "play", Result: "*", Lang: "zh"})
	if h.State().Settings.Lang != "zh" {
		t.Fatalf("lang not saved: %+v", h.State().Settings)
	}
}

func TestPDNExportKeepsSideLines(t *testing.T) {
	h := New(nil, nil, save.New())
	h.Publish(app.State{StartFEN: engine.Initial().FEN(), Moves: []string{"32-28", "18-23", "33-29"}, Mode: "analysis", Result: "*",
		Path: []int{0, 0, 1}, Tree: &app.Tree{Main: []string{"32-28", "18-23", "37-32"}, Lines: []engine.SideLine{{From: []int{0, 0}, Moves: []string{"33-29"}}}}})
	text, err := h.PDN()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(text, "1. 32-28 18-23 2. 37-32 (2. 33-29) *") {
		t.Fatalf("exported PDN:\n%s", text)
	}
}

// TestParamsNoticeLanguage: the notice about bad parameters is worded in
// the language the game shows (lang= included).
func TestParamsNoticeLanguage(t *testing.T) {
	h := New(nil, nil, save.New())
	p, probs := params.Parse("lang=zh&level=x", params.Options{})
	h.ApplyParams(app.Config{}, p, probs)
	if n := h.Notices(); len(n) != 1 || n[0] != "地址中以下参数已忽略：level=x：应为 1 到 10 级" {
		t.Errorf("notices: %q", n)
	}
}

// The notices follow the language the player picks after they were raised
// (the panel's language button publishes the new language with the state).
func TestNoticesFollowTheLanguageButton(t *testing.T) {
	h := New(nil, nil, save.New())
	p, probs := params.Parse("level=x", params.Options{})
	h.ApplyParams(app.Config{}, p, probs)
	if n := h.Notices(); len(n) != 1 || !strings.Contains(n[0], "level=x: expected a level from 1 to 10") {
		t.Fatalf("English notices: %q", n)
	}
	g := engine.NewGame()
	s := stateOf(g, "two-player")
	s.Lang = "zh"
	h.Publish(s)
	if n := h.Notices(); len(n) != 1 || n[0] != "地址中以下参数已忽略：level=x：应为 1 到 10 级" {
		t.Errorf("after the language button: %q", n)
	}
}

// The game publishes its first state from the Update after its first frame,
// after telling the host of that frame: ready comes with that first state.
func TestReadyAfterFrameThenPublish(t *testing.T) {
	o := save.Open(&save.MemoryStore{}, time.Now())
	h := New(nil, o.Keeper, o.State)
	var events []embed.Event
	h.post = func(e embed.Event) { events = append(events, e) }
	g := engine.NewGame()
	h.Frame(1, 0)
	h.Frame(2, 1)
	if len(events) != 0 {
		t.Fatalf("events before any state: %v", events)
	}
	h.Publish(stateOf(g, "play")) // in the same Update as Frame(2, 1)
	if len(events) != 1 || events[0]["type"] != "ready" || events[0]["fen"] != g.Position().FEN() {
		t.Fatalf("events after the first state: %v", events)
	}
	h.Frame(3, 1)
	h.Publish(stateOf(g, "play"))
	if len(events) != 1 {
		t.Fatalf("ready sent again: %v", events)
	}
}

// A game resigned and then replaced by a new one (the app publishes the
// resignation first, even when both came in one Update) is kept as
// finished, with its result, and not as a paused game.
func TestResignedThenNewGameIsFinished(t *testing.T) {
	store := &save.MemoryStore{}
	o := save.Open(store, time.Now())
	h := New(nil, o.Keeper, o.State)
	g := engine.NewGame()
	h.Publish(stateOf(g, "two-player"))
	h.Frame(1, 1)
	for _, m := range []string{"32-28", "19-23"} {
		g.PlayString(m)
		h.Publish(stateOf(g, "two-player"))
	}
	g.Resign(engine.White)
	h.Publish(stateOf(g, "two-player"))
	next := stateOf(engine.NewGame(), "two-player")
	next.GameSerial = 1
	h.Publish(next)
	var kinds []string
	for _, e := range h.Games() {
		kinds = append(kinds, e.Kind+" "+e.Result)
	}
	if strings.Join(kinds, ", ") != "current *, finished 0-2" {
		t.Fatalf("games kept: %q, want the new game and the resigned one as finished 0-2", kinds)
	}
}

// A panic at a door in the game loop undoes what the entry had begun (a
// game queued to load, its tags) and tells the player.
func TestGuardUndoesHalfDoneLoad(t *testing.T) {
	old := door.SetLog(io.Discard)
	defer door.SetLog(old)
	h := New(nil, nil, save.New())
	h.Enqueue(app.Command{Name: "say", Arg: "before"})
	err := h.guard("test", func() {
		h.nextTags = []engine.Tag{{Name: "Event", Value: "half"}}
		h.Enqueue(app.Command{Name: "fen", Arg: "W:W31-50:B1-20"})
		panic("midway")
	})
	if _, ok := door.IsPanic(err); !ok {
		t.Fatalf("guard = %v", err)
	}
	if h.nextTags != nil {
		t.Errorf("tags of the half-loaded game kept: %v", h.nextTags)
	}
	var got []string
	for c, ok := h.Command(); ok; c, ok = h.Command() {
		got = append(got, c.Name+":"+c.Arg)
	}
	if len(got) != 2 || got[0] != "say:before" || !strings.HasPrefix(got[1], "error:Internal error (midway)") {
		t.Fatalf("commands after the panic: %q", got)
	}
}

// A long text is read a slice per Command call (an Update), then its game
// is queued and done is told; a short one at once; a third long text while
// two wait is refused.
func TestLoadTextThenInSlices(t *testing.T) {
	h := New(nil, nil, save.New())
	long := strings.Repeat("[Event \"E\"]\n1. 32-28 19-23 2. 28x19 14x23 *\n\n", 2000)
	var got []save.Import
	done := func(im save.Import, err error) {
		if err != nil {
			t.Errorf("load: %v", err)
		}
		got = append(got, im)
	}
	if !h.LoadTextThen(long, 3, done) {
		t.Fatal("a long text was not read in slices")
	}
	if h.LoadTextThen("1. 32-28 *", 0, done) || len(got) != 1 {
		t.Fatal("a short text was not read at once")
	}
	h.LoadTextThen(long, 0, done)
	busy := false
	h.LoadTextThen(long, 0, func(_ save.Import, err error) { busy = strings.Contains(words.Err(i18n.EN, err), "try again") })
	if !busy {
		t.Error("a third long text was not refused")
	}
	calls, fens := 0, 0
	for len(got) < 3 && calls < 100000 {
		if c, ok := h.Command(); ok && c.Name == "fen" {
			fens++
		}
		calls++
	}
	if len(got) != 3 || len(got[1].Entries) != 2000 || got[1].Index != 2 || calls < 2 {
		t.Fatalf("after %d calls: %d loads, %d entries", calls, len(got), len(got[1].Entries))
	}
	for c, ok := h.Command(); ok; c, ok = h.Command() {
		if c.Name == "fen" {
			fens++
		}
	}
	if fens != 3 {
		t.Errorf("%d games queued, want 3", fens)
	}
}
