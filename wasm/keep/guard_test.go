package keep // guard_test.go: full and read-only stores as the player meets them, the way out, two tabs, and the Games list, without a window.

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/engine/save"
	"github.com/draughts/draughts/render/app"
	"github.com/draughts/draughts/render/i18n"
	"github.com/draughts/draughts/wasm/params"
)

// drain returns the host's queued commands.
func drain(h *Host) []app.Command {
	var out []app.Command
	for {
		c, ok := h.Command()
		if !ok {
			return out
		}
		out = append(out, c)
	}
}

func play(t *testing.T, g *engine.Game, moves ...string) {
	t.Helper()
	for _, m := range moves {
		if _, err := g.PlayString(m); err != nil {
			t.Fatal(err)
		}
	}
}

func used(m *save.MemoryStore) int {
	b, _ := m.Load()
	n := len(b)
	for _, v := range m.Backups {
		n += len(v)
	}
	return n
}

func TestFullStoreAtStartAndMidGame(t *testing.T) {
	m := &save.MemoryStore{}
	o := save.Open(m, time.Now())
	h := New(nil, o.Keeper, o.State)
	g := engine.NewGame()
	play(t, g, "32-28", "19-23")
	h.Publish(stateOf(g, "two-player"))
	m.Quota = used(m) // other widgets of the site filled the storage

	// Storage filled before load: the game comes back, the notice says why new moves are not kept.
	o = save.Open(m, time.Now())
	h = New(nil, o.Keeper, o.State)
	h.openNotice(o)
	cfg := h.Restore(app.Config{})
	if strings.Join(cfg.Moves, " ") != "32-28 19-23" {
		t.Fatalf("restored %v", cfg.Moves)
	}
	text, acts := h.Bar()
	if !strings.Contains(text, "storage is full: new moves cannot be kept") || strings.Join(acts, ",") != "download,copy,games" || h.Saving() {
		t.Fatalf("bar %q %v", text, acts)
	}
	// The failing move is said at once.
	h.Publish(stateOf(g, "two-player"))
	drain(h)
	play(t, g, "28x19")
	h.Publish(stateOf(g, "two-player"))
	cmds := drain(h)
	if len(cmds) != 1 || cmds[0].Name != "error" || !strings.Contains(cmds[0].Arg, "could not be saved: storage is full") {
		t.Fatalf("at the failing move: %+v", cmds)
	}
	if pdn, err := h.PDN(); err != nil || !strings.Contains(pdn, "2. 28x19") {
		t.Fatalf("the way out (PDN) lacks the move: %q %v", pdn, err)
	}
	// Room again: saving resumes by itself at the next move.
	m.Quota = 0
	play(t, g, "14x23")
	h.Publish(stateOf(g, "two-player"))
	cmds = drain(h)
	if len(cmds) != 1 || cmds[0].Arg != "Saving works again: the game is kept." || !h.Saving() {
		t.Fatalf("resume: %+v", cmds)
	}
	if o := save.Open(m, time.Now()); len(o.State.Game.Moves) != 4 {
		t.Fatalf("saved %v", o.State.Game.Moves)
	}
}

func TestFreeSpaceButton(t *testing.T) {
	m := &save.MemoryStore{}
	o := save.Open(m, time.Now())
	h := New(nil, o.Keeper, o.State)
	// Eight finished games (resigned at once), then a game in progress.
	serial := 0
	pub := func(g *engine.Game) { s := stateOf(g, "two-player"); s.GameSerial = serial; h.Publish(s) }
	for i := 0; i < 8; i++ {
		serial++
		g := engine.NewGame()
		play(t, g, "32-28")
		pub(g)
		g.Resign(engine.Black)
		pub(g)
	}
	serial++
	g := engine.NewGame()
	play(t, g, "33-29")
	pub(g)
	if n := len(h.State().Finished); n != 8 {
		t.Fatalf("%d finished", n)
	}
	// Full, with only a few bytes of room: the save makes room itself (finished games, oldest first).
	m.Quota = used(m)
	play(t, g, "18-22")
	pub(g)
	cmds := drain(h)
	if n := len(h.State().Finished); n >= 8 || n < save.KeepFinishedWhenFull || !h.Saving() {
		t.Fatalf("room made: %d finished, saving %v, %+v", n, h.Saving(), cmds)
	}
	if text, _ := h.Bar(); !strings.Contains(text, "old finished games") {
		t.Fatalf("not told about the dropped games: %q", text)
	}
	// Down to the finished games kept when full, then a save that cannot fit:
	// the player frees space with one click.
	next := func() {
		p := g.Position()
		play(t, g, p.MoveString(p.LegalMoves()[0]))
		pub(g)
	}
	for len(h.State().Finished) > save.KeepFinishedWhenFull {
		m.Quota = used(m)
		next()
	}
	m.Quota = used(m)
	next()
	if h.Saving() {
		t.Fatal("the quota left room: each move grows the save, so a save must have failed")
	}
	_, acts := h.Bar()
	if !strings.Contains(strings.Join(acts, ","), ActFree) {
		t.Fatalf("no free-space action: %v", acts)
	}
	msg := h.Act(ActFree)
	if !strings.Contains(msg, "Space freed") || !h.Saving() || len(h.State().Finished) != 0 {
		t.Fatalf("free space: %q saving %v", msg, h.Saving())
	}
	if o := save.Open(m, time.Now()); len(o.State.Game.Moves) != g.Ply() {
		t.Fatalf("saved %v, played %v", o.State.Game.Moves, g.Notation())
	}
}

func TestTwoTabsKeepBothGames(t *testing.T) {
	m := &save.MemoryStore{}
	oa := save.Open(m, time.Now())
	a := New(nil, oa.Keeper, oa.State)
	ob := save.Open(m, time.Now())
	b := New(nil, ob.Keeper, ob.State)
	ga, gb := engine.NewGame(), engine.NewGame()
	play(t, ga, "32-28", "19-23")
	a.Publish(stateOf(ga, "two-player"))
	play(t, gb, "34-30")
	b.Publish(stateOf(gb, "two-player")) // b overwrites a's game: a's goes to a recovery slot first
	drain(a)
	drain(b)
	// a is told (the storage event): it keeps its game and asks.
	st, _ := save.Decode(mustLoad(t, m))
	a.OtherWrote(st)
	text, acts := a.Bar()
	if !strings.Contains(text, "different game (moves played: 1)") || strings.Join(acts, ",") != "keep,switch,games" {
		t.Fatalf("a asks: %q %v", text, acts)
	}
	// A failing save at the same time: its ways out beside the question, Games once.
	a.failing = true
	if _, acts := a.Bar(); strings.Join(acts, ",") != "download,copy,keep,switch,games" {
		t.Fatalf("failing and asking: %v", acts)
	}
	a.failing = false
	games := a.Games()
	kinds := []string{}
	for _, e := range games {
		kinds = append(kinds, e.Kind+":"+itoa(e.Moves))
	}
	if strings.Join(kinds, " ") != "current:2 recovery:1" {
		t.Fatalf("a's Games list: %v", kinds)
	}
	// a switches to b's game; its own game stays in the list.
	a.Act(ActSwitch)
	cmds := drain(a)
	last := cmds[len(cmds)-2]
	if last.Name != "fen" || strings.Join(last.Moves, " ") != "34-30" || cmds[len(cmds)-1].Name != "say" {
		t.Fatalf("switch: %+v", cmds)
	}
	names, _ := m.SlotNames()
	if len(names) < 1 {
		t.Fatalf("slots %v", names)
	}
	found := false
	for _, n := range names {
		if b, err := m.LoadSlot(n); err == nil {
			if s, err := save.Decode(b); err == nil && len(s.Game.Moves) == 2 && s.Game.Moves[0] == "32-28" {
				found = true
			}
		}
	}
	if !found {
		t.Fatalf("a's game is in no slot: %v", names)
	}
}

func itoa(n int) string { return strings.TrimSpace(strings.Repeat(" ", 0) + string(rune('0'+n))) }

func mustLoad(t *testing.T, m *save.MemoryStore) []byte {
	b, err := m.Load()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestGamesListAndActions(t *testing.T) {
	m := &save.MemoryStore{}
	o := save.Open(m, time.Now())
	h := New(nil, o.Keeper, o.State)
	var exported []string
	h.export = func(name, text string) (string, error) { exported = append(exported, text); return "/tmp/" + name, nil }
	g := engine.NewGame()
	play(t, g, "32-28", "19-23")
	h.Publish(stateOf(g, "play"))
	g2 := engine.NewGame() // a new game: the unfinished one is paused
	publish2 := func() { s := stateOf(g2, "play"); s.GameSerial = 1; h.Publish(s) }
	publish2()
	play(t, g2, "33-29")
	publish2()
	g2.Resign(engine.White)
	publish2()
	m.SaveSlot("bad-20261130T092000Z", []byte("garbage"))
	es := h.Games()
	var desc []string
	for _, e := range es {
		desc = append(desc, e.Kind+"/"+e.Result+"/"+itoa(e.Moves))
	}
	// The finished game on the board is listed once, as finished.
	if strings.Join(desc, " ") != "paused/*/2 finished/0-2/1 backup//0" {
		t.Fatalf("entries %v", desc)
	}
	if es[2].Problem == "" || es[0].Opponent != "vs computer, level 4" || es[0].When == "" {
		t.Fatalf("entries %+v", es)
	}
	// Export the paused game as PDN; the backup as it is.
	if msg, err := h.GameAction(es[0].ID, app.GameExport); err != nil || !strings.Contains(exported[0], "1. 32-28 19-23") || !strings.Contains(msg, "Exported") {
		t.Fatalf("export %q %v %q", msg, err, exported)
	}
	if _, err := h.GameAction(es[2].ID, app.GameExport); err != nil || exported[1] != "garbage" {
		t.Fatalf("raw export %v %q", err, exported)
	}
	if _, err := h.GameAction(es[2].ID, app.GameContinue); err == nil {
		t.Fatal("an unreadable save was continued")
	}
	// Continue the paused game: it comes back with its id; once saved, its slot goes.
	drain(h)
	if _, err := h.GameAction(es[0].ID, app.GameContinue); err != nil {
		t.Fatal(err)
	}
	cmds := drain(h)
	last := cmds[len(cmds)-2]
	if last.Name != "fen" || strings.Join(last.Moves, " ") != "32-28 19-23" || !strings.HasPrefix(cmds[len(cmds)-1].Arg, "Continuing the game of") {
		t.Fatalf("continue: %+v", cmds)
	}
	s3 := stateOf(g, "play")
	s3.GameSerial = 2
	h.Publish(s3)
	for _, e := range h.Games() {
		if e.Kind == "paused" {
			t.Fatalf("the continued game is still paused: %+v", h.Games())
		}
	}
	if h.Games()[0].Moves != 2 {
		t.Fatalf("current %+v", h.Games()[0])
	}
	// View a finished game: view mode and its moves.
	var fin app.GameEntry
	for _, e := range h.Games() {
		if e.Kind == "finished" {
			fin = e
		}
	}
	if _, err := h.GameAction(fin.ID, app.GameView); err != nil {
		t.Fatal(err)
	}
	cmds = drain(h)
	if cmds[0].Name != "mode" || cmds[0].Arg != "view" || strings.Join(cmds[1].Moves, " ") != "33-29" {
		t.Fatalf("view: %+v", cmds)
	}
}

func TestLinkGameKeepsTheRestoredOne(t *testing.T) {
	m := &save.MemoryStore{}
	o := save.Open(m, time.Now())
	h := New(nil, o.Keeper, o.State)
	g := engine.NewGame()
	play(t, g, "32-28", "19-23")
	h.Publish(stateOf(g, "two-player"))
	// The next visit opens a link with another game in the same namespace.
	o = save.Open(m, time.Now())
	h = New(nil, o.Keeper, o.State)
	cfg := h.Restore(app.Config{})
	p, _ := params.Parse("fen=W:W28,33:B19,23", params.Options{})
	cfg = h.ApplyParams(cfg, p, nil)
	link, _ := engine.NewGameFromFEN(cfg.FEN)
	h.Publish(stateOf(link, "two-player"))
	es := h.Games()
	if len(es) != 2 || es[0].Kind != "current" || es[1].Kind != "paused" || es[1].Moves != 2 {
		t.Fatalf("entries %+v", es)
	}
}

// blockedStore refuses everything, like a cross-site frame with storage blocked.
type blockedStore struct{ save.MemoryStore }

func (b *blockedStore) Load() ([]byte, error) {
	return nil, fmt.Errorf("%w: the browser blocks storage for this page", save.ErrUnavailable)
}
func (b *blockedStore) Save([]byte) error {
	return fmt.Errorf("%w: the browser blocks storage for this page", save.ErrUnavailable)
}

func TestBlockedStorageSaidOnce(t *testing.T) {
	o := save.Open(&blockedStore{}, time.Now())
	h := New(nil, o.Keeper, o.State)
	h.openNotice(o)
	text, acts := h.Bar()
	if text != "Storage is unavailable here (the browser blocks storage for this page). You can play, but this game will not be kept when the page closes." || strings.Join(acts, ",") != "download,copy,games" {
		t.Fatalf("bar %q %v", text, acts)
	}
	g := engine.NewGame()
	h.Publish(stateOf(g, "two-player"))
	play(t, g, "32-28")
	h.Publish(stateOf(g, "two-player"))
	if cmds := drain(h); len(cmds) != 0 {
		t.Fatalf("told again at the move: %+v", cmds)
	}
	if h.Saving() {
		t.Fatal("saving on a blocked store")
	}
}

// The 11th paused game: the oldest moves to the archive, the player is told
// which (in the save notice and on the board), and every game is still in
// the Games list.
func TestEleventhPausedGameIsArchivedAndAnnounced(t *testing.T) {
	m := &save.MemoryStore{}
	o := save.Open(m, time.Now())
	h := New(nil, o.Keeper, o.State)
	clock := time.Date(2026, 12, 6, 9, 0, 0, 0, time.Local)
	h.now = func() time.Time { clock = clock.Add(time.Minute); return clock }
	var said []string
	openings := []string{"31-26", "31-27", "32-27", "32-28", "33-28", "33-29", "34-29", "34-30", "35-30", "31-26", "32-28", "33-29"}
	for i, mv := range openings {
		g := engine.NewGame()
		play(t, g, mv)
		s := stateOf(g, "play")
		s.GameSerial = i
		h.Publish(s)
		for {
			c, ok := h.Command()
			if !ok {
				break
			}
			if c.Name == "say" {
				said = append(said, c.Arg)
			}
		}
		if i <= save.MaxPaused && len(said) != 0 {
			t.Fatalf("game %d: %q said before the cap", i+1, said)
		}
	}
	// 12 games: the current one, 10 paused, and the first one archived.
	if len(said) != 1 || !strings.Contains(said[0], "At most 10 paused games") ||
		!strings.Contains(said[0], "vs computer, level 4, moves played: 1, last played 2026-12-06 09:0") || !strings.Contains(said[0], "archive") {
		t.Fatalf("said %q", said)
	}
	if !strings.Contains(h.saveNotice.in(i18n.ZH), "已移入归档") {
		t.Fatalf("save notice in Chinese: %q", h.saveNotice.in(i18n.ZH))
	}
	count := map[string]int{}
	var archived app.GameEntry
	for _, e := range h.Games() {
		count[e.Kind]++
		if e.Kind == "archived" {
			archived = e
		}
	}
	if count["current"] != 1 || count["paused"] != save.MaxPaused || count["archived"] != 1 {
		t.Fatalf("games %v", count)
	}
	var exported string
	h.export = func(name, text string) (string, error) { exported = text; return "/tmp/" + name, nil }
	if _, err := h.GameAction(archived.ID, app.GameExport); err != nil || !strings.Contains(exported, "1. 31-26") {
		t.Fatalf("export of the archived game: %v %q", err, exported)
	}
}
