package keep // keep.go: the saving, loading and embedding layer around the app's Host (platform-neutral part).

// Package keep wraps the app's Host (wasm/page) with what must outlive a
// page or a window: it restores the saved game and settings into the
// app.Config, saves after every change (engine/save), records finished
// games for the statistics, applies URL parameters (wasm/params), loads
// PDN and FEN text, and tells an embedding page what happens (wasm/embed).
//
// It offers Host (an app.Host), New, and on each platform Setup (keep_js.go:
// localStorage, postMessage, the PDN/FEN dialog; keep_other.go: a file under
// the user config directory and the -pdn/-fen/-out flags).
import (
	"fmt"
	"image/color"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/engine/save"
	"github.com/draughts/draughts/render"
	"github.com/draughts/draughts/render/app"
	"github.com/draughts/draughts/render/i18n"
	"github.com/draughts/draughts/wasm/door"
	"github.com/draughts/draughts/wasm/embed"
	"github.com/draughts/draughts/wasm/params"
)

// Host is an app.Host that keeps the game. Create it with New.
type Host struct {
	inner   app.Host
	keeper  *save.Keeper
	state   save.State
	now     func() time.Time
	post    func(embed.Event) // nil when nobody listens
	queue   []app.Command
	notices []phrase

	last app.State
	have bool
	// asideLast is the last state published while the player's game was
	// set aside (a lesson or puzzle on the board): its own history.
	asideLast   app.State
	asideHave   bool
	savedKey    string
	learnKey    string // the progress last saved (learn.go)
	settingsKey string // the settings last saved from a trainer
	saveErr     error
	ready       bool
	drawn       bool         // a frame has been drawn (Frame with draws > 0)
	tags        []engine.Tag // PDN tags of the current game
	nextTags    []engine.Tag // tags of a game being loaded
	recorded    bool         // the current finished game is in the statistics
	onSaveErr   func(error)  // told once when saving stops working
	onPublish   func(app.State)
	onSaved     func(app.State) // after each successful save (the browser writes the preview)
	poll        func()          // platform inputs (embedding page, dialog), run before commands are read
	onFrame     func()          // platform polling once per Update (desktop shortcuts)
	loads       []*loading      // long texts being read (LoadTextThen)
	guardState
}

// New wraps inner. keeper may be nil (nothing is saved); state is what was
// loaded (save.New() when nothing).
func New(inner app.Host, keeper *save.Keeper, state save.State) *Host {
	h := &Host{inner: inner, keeper: keeper, state: state, now: time.Now}
	h.gameID, h.startedAt = save.NewID(), time.Now().UnixMilli()
	if keeper != nil && keeper.Enabled() {
		h.written = fingerprint(state)
	}
	return h
}

// Notices returns what the player must be told (unreadable save, storage
// unavailable, bad URL parameters, then how saving goes now and a pending
// two-tab question), oldest first.
func (h *Host) Notices() []string {
	var out []string
	for _, n := range h.notices {
		out = append(out, n.in(h.lang))
	}
	if h.saveNotice != nil {
		out = append(out, h.saveNotice.in(h.lang))
	}
	if h.ask != nil {
		out = append(out, h.ask.text.in(h.lang))
	}
	return out
}

// Notify adds a notice.
func (h *Host) Notify(msg string) {
	if msg != "" {
		h.notify(func(i18n.Lang) string { return msg })
	}
}

// notify adds a notice worded when shown.
func (h *Host) notify(p phrase) { h.notices = append(h.notices, p) }

// Saving reports whether changes are being saved (the last save worked).
func (h *Host) Saving() bool { return h.keeper.Enabled() && !h.failing }

// State returns the save state as last written (or loaded).
func (h *Host) State() save.State { return h.state }

// Restore fills cfg from the loaded save: the game in progress (start
// position and moves, so the app continues exactly, computer's turn
// included), its mode, level and sides, and the settings.
func (h *Host) Restore(cfg app.Config) app.Config {
	st := &h.state.Settings
	if st.SettingsSet {
		cfg.Theme = themeIndex(st.Theme, cfg.Theme)
		// Older saves kept the theme without saying it was chosen: one
		// other than the default was.
		cfg.ThemeChosen = st.ThemeChosen || themeIndex(st.Theme, 0) != 0
		if st.Motion == "on" || st.Motion == "off" || st.Motion == "fast" {
			cfg.Motion = st.Motion
		}
		cfg.Numbers, cfg.Muted, cfg.AutoFlip, cfg.Flipped = st.Coords, !st.Sound, st.AutoFlip, st.Flipped
		if l, ok := i18n.Parse(st.Lang); ok && st.Lang != "" {
			cfg.Lang = l
			h.SetLang(l) // notices in the language the game shows
		}
	}
	if w := st.Window; w != nil {
		cfg.Window = &app.Window{X: w.X, Y: w.Y, Width: w.Width, Height: w.Height, Fullscreen: w.Fullscreen, Monitor: w.Monitor}
	}
	gs := h.state.Game
	if gs == nil {
		return cfg
	}
	// Replay first: a save whose moves do not replay is not restored.
	g, err := gs.Replay()
	if err != nil {
		h.notify(h.phr("host.restore.failed", err))
		return cfg
	}
	cfg.FEN = gs.StartFEN
	cfg.Moves = append([]string(nil), gs.Moves[:gs.Cursor]...)
	if gs.ID != "" {
		h.gameID = gs.ID
	} else {
		gs.ID = h.gameID // an older save: the game gets its id now
	}
	if gs.StartedAt != 0 {
		h.startedAt = gs.StartedAt
	}
	cfg.Game = g
	if m, ok := app.ParseMode(gs.Mode); ok {
		cfg.Mode, cfg.GameMode = m, m
	}
	if gs.Level >= 1 && gs.Level <= engine.LevelCount {
		cfg.Level = gs.Level
	}
	if c, ok := save.ParseSide(gs.Human); ok {
		cfg.Human = c
	}
	cfg.Flipped = gs.Flipped
	cfg.TimeUsed = [2]time.Duration{time.Duration(gs.WhiteMillis) * time.Millisecond, time.Duration(gs.BlackMillis) * time.Millisecond}
	cfg.TurnSpent = 0
	if !g.TimeControl().IsZero() && gs.TurnMillis > 0 {
		cfg.TurnSpent = time.Duration(gs.TurnMillis) * time.Millisecond
	}
	h.tags = save.TagList(gs.Tags)
	if r, _ := g.Result(); r != engine.Ongoing {
		h.recorded = true // already in the statistics
	}
	// The app replays moves but not a resignation: resign again for the
	// same side (the human in play mode, the side to move with two players).
	if gs.Resigned != "" {
		loser, _ := save.ParseSide(gs.Resigned)
		side := g.Position().Side()
		if (cfg.Mode == app.ModePlay && loser == cfg.Human) || (cfg.Mode == app.ModeTwoPlayers && loser == side) {
			h.Enqueue(app.Command{Name: "resign"})
		}
	}
	return cfg
}

// StartHome says whether a game that starts with cfg (restored, no
// parameters given) opens on the home screen: nothing is in progress, no
// unfinished game with a move played, no lesson or puzzle open.
func StartHome(cfg app.Config) bool {
	if cfg.Puzzle != "" || cfg.Lesson != "" || cfg.Progress.Active != "" {
		return false
	}
	if cfg.Mode != app.ModePlay && cfg.Mode != app.ModeTwoPlayers {
		return false
	}
	g := cfg.Game
	if g == nil {
		return len(cfg.Moves) == 0
	}
	r, _ := g.Result()
	return g.Ply() == 0 || r != engine.Ongoing
}

// ApplyParams applies URL parameters (they win over the save) and turns
// their problems into one notice.
func (h *Host) ApplyParams(cfg app.Config, p params.Params, probs []params.Problem) app.Config {
	// A game in the address replaces the restored one, unless the restored
	// one is that game continued (a reload of the same link).
	var fen string
	var moves []string
	var tags []engine.Tag
	var game *engine.Game
	switch {
	case p.PDN != nil:
		fen, moves, tags, game = p.PDN.Game.Start().FEN(), p.PDN.Game.Notation(), p.PDN.Tags, p.PDN.Game
	case p.Position != nil:
		fen = p.Position.FEN()
	}
	if fen != "" && !(sameFEN(cfg.FEN, fen) && isPrefix(moves, cfg.Moves)) {
		cfg.FEN, cfg.Moves, h.tags, cfg.Game = fen, moves, tags, game
		cfg.TimeUsed, cfg.TurnSpent = [2]time.Duration{}, 0
		// Another game than the restored one: a game of its own (the
		// restored one, if unfinished, is then kept as a paused game).
		h.gameID, h.startedAt = save.NewID(), h.now().UnixMilli()
	}
	if p.Mode != "" {
		if m, ok := app.ParseMode(p.Mode); ok {
			cfg.Mode = m
		}
	}
	if p.Level != 0 {
		cfg.Level = p.Level
	}
	if p.Time != nil {
		cfg.TimeControl = p.Time
	}
	if c, ok := save.ParseSide(p.Color); ok {
		cfg.Human, cfg.Flipped = c, c == engine.Black
	}
	if p.Theme != "" {
		cfg.Theme = themeIndex(p.Theme, cfg.Theme)
		cfg.ThemeChosen = true
	}
	if p.Motion.Set {
		cfg.Motion = map[bool]string{true: "on", false: "off"}[p.Motion.Value]
	}
	if p.Coords.Set {
		cfg.Numbers = p.Coords.Value
	}
	if p.Sound.Set {
		cfg.Muted = !p.Sound.Value
	}
	if l, ok := i18n.Parse(p.Lang); ok && p.Lang != "" {
		cfg.Lang = l
		h.SetLang(l) // notices in the language the game shows
	}
	cfg = h.applyLearnParams(cfg, p)
	if len(probs) > 0 {
		h.notify(func(l i18n.Lang) string {
			msgs := make([]string, len(probs))
			for i, pr := range probs {
				msgs[i] = pr.Text(l)
			}
			return l.T("params.ignored", strings.Join(msgs, l.T("params.separator")))
		})
	}
	return cfg
}

// readParams reads the address's parameters behind the door's recover. A
// panic is most likely a game given in the address (pdn=): they are read
// again without it, and the game is said to be ignored for an internal
// error; if that panics too, none of them is used (the *door.Panic says
// why).
func readParams(search string) (params.Params, []params.Problem, *door.Panic) {
	var p params.Params
	var probs []params.Problem
	opt := params.Options{Themes: ThemeNames()}
	err := door.Guard("the address's parameters", func() { p, probs = params.Parse(search, opt) })
	first, ok := door.IsPanic(err)
	if !ok {
		return p, probs, nil
	}
	q, qerr := url.ParseQuery(strings.TrimPrefix(search, "?"))
	pdn := q.Get("pdn")
	if qerr != nil || pdn == "" {
		return params.Params{}, nil, first
	}
	q.Del("pdn")
	q.Del("game")
	err = door.Guard("the address's parameters without pdn=", func() { p, probs = params.Parse(q.Encode(), opt) })
	if _, ok := door.IsPanic(err); ok {
		return params.Params{}, nil, first
	}
	if len(pdn) > 40 {
		pdn = strings.ToValidUTF8(pdn[:40], "") + "..."
	}
	probs = append(probs, params.Problem{Param: "pdn", Value: pdn, Key: "params.internal", Args: []any{first.Text()},
		Msg: i18n.EN.T("params.internal", first.Text())})
	return p, probs, nil
}

// sameFEN compares two FEN strings by the positions they describe.
func sameFEN(a, b string) bool {
	if a == "" {
		a = engine.Initial().FEN()
	}
	pa, errA := engine.ParseFEN(a)
	pb, errB := engine.ParseFEN(b)
	return errA == nil && errB == nil && pa == pb
}

// ThemeNames are the theme names accepted by theme= (lower case, '-' for blanks).
func ThemeNames() []string {
	out := make([]string, len(render.Themes))
	for i, t := range render.Themes {
		out[i] = themeKey(t.Name)
	}
	return out
}

func themeKey(name string) string { return strings.ReplaceAll(strings.ToLower(name), " ", "-") }

func themeIndex(name string, def int) int {
	for i, t := range render.Themes {
		if themeKey(t.Name) == themeKey(name) {
			return i
		}
	}
	return def
}

// guard runs f, an entry from outside (wasm/door), in the game loop: a
// panic inside it is shown to the player as an internal error in their
// language, and returned. What f had begun (commands queued for the app,
// the tags of a game being loaded) is undone: the game stays as it was.
func (h *Host) guard(name string, f func()) error {
	queued, tags := len(h.queue), h.nextTags
	err := door.Guard(name, f)
	if p, ok := door.IsPanic(err); ok {
		if len(h.queue) > queued {
			h.queue = h.queue[:queued]
		}
		h.nextTags = tags
		h.Enqueue(app.Command{Name: "error", Arg: h.panicText(p)})
	}
	return err
}

// panicText is what the player is told of a panic caught at a door.
func (h *Host) panicText(p *door.Panic) string { return h.tr("host.panic", p.Text()) }

// Enqueue adds a command for the app (run at its next Update).
func (h *Host) Enqueue(c app.Command) { h.queue = append(h.queue, c) }

// Command returns the inner host's commands first, then ours.
func (h *Host) Command() (app.Command, bool) {
	h.stepLoads()
	if h.poll != nil {
		h.poll()
	}
	if h.inner != nil {
		if c, ok := h.inner.Command(); ok {
			return c, true
		}
	}
	if len(h.queue) > 0 {
		c := h.queue[0]
		h.queue = h.queue[1:]
		return c, true
	}
	return app.Command{}, false
}

// Spins and Spinner pass the thinking indicator on to the page
// (render/app.SpinnerHost), when the inner host shows it.
func (h *Host) Spins() bool {
	s, ok := h.inner.(app.SpinnerHost)
	return ok && s.Spins()
}

// Spinner: see Spins.
func (h *Host) Spinner(on bool, x, y, r float64, c color.RGBA) {
	if s, ok := h.inner.(app.SpinnerHost); ok {
		s.Spinner(on, x, y, r, c)
	}
}

// WarmUp passes the steps after the first frame on (render/app.WarmHost).
func (h *Host) WarmUp(step int) {
	if w, ok := h.inner.(app.WarmHost); ok {
		w.WarmUp(step)
	}
}

// FirstDrawn passes the end of the first Draw on (a loading milestone of
// the browser's host).
func (h *Host) FirstDrawn() {
	if f, ok := h.inner.(interface{ FirstDrawn() }); ok {
		f.FirstDrawn()
	}
}

// Frame passes the counters on and sends the ready event after the first
// drawn frame.
func (h *Host) Frame(ticks, draws int64) {
	if h.inner != nil {
		h.inner.Frame(ticks, draws)
	}
	if h.onFrame != nil {
		h.onFrame()
	}
	if draws > 0 {
		h.drawn = true
	}
	h.sendReady()
}

// sendReady sends the ready event once the first frame is drawn and the
// state is known (the game publishes it from the Update after that frame).
func (h *Host) sendReady() {
	if !h.ready && h.drawn && h.have {
		h.ready = true
		if h.post != nil {
			h.post(embed.Ready(h.last.FEN, h.last.Mode))
		}
	}
}

// Publish passes the state on, tells the embedding page about new moves and
// the end of the game, and saves when anything worth keeping changed.
func (h *Host) Publish(s app.State) {
	if h.inner != nil {
		h.inner.Publish(s)
	}
	if l, ok := i18n.Parse(s.Lang); ok && s.Lang != "" && l != h.lang {
		h.lang = l // the language button: the notices follow
		h.status()
	}
	if s.Aside {
		// The player's game is set aside, as last published: the board
		// shows another (a lesson, a puzzle, the analysis board, the
		// editor). It stays the saved game; the settings are the player's.
		h.publishLearn(h.asideLast, h.asideHave, s)
		h.asideLast, h.asideHave = s, true
		h.persistSettings(s)
		if h.onPublish != nil {
			h.onPublish(s)
		}
		return
	}
	h.asideHave = false
	prev, had := h.last, h.have
	h.last, h.have = s, true
	h.sendReady()
	sameGame := had && s.GameSerial == prev.GameSerial && s.StartFEN == prev.StartFEN && (isPrefix(prev.Moves, s.Moves) || isPrefix(s.Moves, prev.Moves) ||
		isPrefix(mainOf(prev), mainOf(s)) || isPrefix(mainOf(s), mainOf(prev))) // stepping through side lines
	if !sameGame && had {
		// A new game (new, set position, loaded PDN): its tags are those of
		// the loaded text, if any.
		h.tags, h.nextTags = h.nextTags, nil
		h.recorded = false
		h.gameID, h.nextID = h.nextID, ""
		if h.gameID == "" {
			h.gameID = save.NewID()
		}
		h.startedAt = h.now().UnixMilli()
	}
	if h.post != nil && had {
		if sameGame && len(s.Moves) == len(prev.Moves)+1 {
			side := "white"
			if s.Turn == "white" {
				side = "black"
			}
			h.post(embed.Move(s.Moves[len(s.Moves)-1], s.FEN, s.Ply, side))
		}
		if s.Result != "*" && s.Result != "" && (prev.Result != s.Result || !sameGame) {
			h.post(embed.GameOver(s.Result, s.Reason, s.ResultText))
		}
	}
	h.publishLearn(prev, had, s)
	if s.Mode == app.ModeView.String() || trainerMode(s.Mode) {
		// View mode shows a game: it never replaces the player's saved game
		// and does not count in the statistics (nor do puzzles and lessons).
		// The settings chosen in a trainer are the player's: kept.
		if trainerMode(s.Mode) {
			h.persistSettings(s)
		}
		if h.onPublish != nil {
			h.onPublish(s)
		}
		return
	}
	if s.Result != "*" && s.Result != "" && !h.recorded {
		h.recorded = true
		f := finished(s, h.now())
		f.ID, f.Tags = h.gameID, save.TagsMap(h.tags)
		h.state.AddFinished(f)
	} else if s.Result == "*" && h.recorded && sameGame {
		h.recorded = false // undone back into play; record again if it ends
	}
	if h.onPublish != nil {
		h.onPublish(s)
	}
	h.persist(s)
}

// persist saves when the game or a setting changed.
func (h *Host) persist(s app.State) {
	key := fmt.Sprint(s.StartFEN, s.Moves, s.Path, s.Tree, s.Mode, s.Level, s.Human, s.Flipped, s.Theme, s.ThemeChosen, s.Motion, s.MotionChosen, s.Numbers, s.Muted, s.AutoFlip, s.Lang, s.Result, s.Reason, len(h.state.Finished), s.Stats.White.TimeMs/1000, s.Stats.Black.TimeMs/1000, windowSave(s.Window), clockKey(s.Clock))
	if key == h.savedKey {
		return
	}
	h.savedKey = key
	gs := h.gameSave(s)
	if old := h.state.Game; h.keeper != nil && old != nil && old.ID != "" && old.ID != gs.ID && old.Result == "*" && len(old.Moves) > 0 {
		// A new game replaces an unfinished one: keep that one in the Games list.
		if _, err := h.keeper.KeepGame(save.SlotPaused, h.state, h.now()); err == nil {
			h.archivePaused()
		}
	}
	h.state.Game = gs
	h.state.Settings = h.settings(s, s.Flipped)
	if h.write() && h.onSaved != nil {
		h.onSaved(s)
	}
}

// archivePaused moves the paused games beyond the newest save.MaxPaused to
// the archive and tells the player which: nothing leaves the paused list
// without a word.
func (h *Host) archivePaused() {
	moved, _ := h.keeper.ArchivePaused()
	for _, a := range moved {
		what := h.phr("store.archived.unreadable")
		if a.Game != nil {
			when := localTime(a.At)
			g := a.Game
			what = func(l i18n.Lang) string {
				return l.T("store.archived", save.MaxPaused, h.opponentIn(l, g), len(g.Moves), when)
			}
		}
		h.Enqueue(app.Command{Name: "say", Arg: what.in(h.lang)})
		before := h.saveNotice
		h.saveNotice = func(l i18n.Lang) string { return strings.TrimSpace(before.in(l) + " " + what.in(l)) }
	}
	if len(moved) > 0 {
		h.status()
	}
}

// settings is the settings record of the published state (flipped: the
// board's side as the game has it).
func (h *Host) settings(s app.State, flipped bool) save.Settings {
	win := h.state.Settings.Window // the window is not known before the first look at it
	if w := windowSave(s.Window); w != nil {
		win = w
	}
	motion := "" // not chosen: the system's preference at each start
	if s.MotionChosen {
		motion = s.Motion
	}
	theme := themeKey(s.Theme)
	if !s.ThemeChosen && themeIndex(theme, 0) == render.HighContrast {
		// Not the player's choice but the system's wish: the next start
		// asks the system again.
		theme = themeKey(render.Themes[0].Name)
	}
	return save.Settings{
		Theme: theme, Sound: !s.Muted, Coords: s.Numbers, Flipped: flipped,
		AutoFlip: s.AutoFlip, SettingsSet: true, Window: win, Lang: s.Lang,
		ThemeChosen: s.ThemeChosen, Motion: motion,
	}
}

// persistSettings saves the settings changed in a trainer (theme, sound,
// numbers, language, the window), the saved game untouched: the board's
// side stays the game's (the trainer's own is kept with its progress).
func (h *Host) persistSettings(s app.State) {
	key := fmt.Sprint(s.Theme, s.ThemeChosen, s.Motion, s.MotionChosen, s.Numbers, s.Muted, s.AutoFlip, s.Lang, windowSave(s.Window))
	if key == h.settingsKey {
		return
	}
	h.settingsKey = key
	flipped := h.state.Settings.Flipped
	if h.state.Game != nil {
		flipped = h.state.Game.Flipped
	}
	h.state.Settings = h.settings(s, flipped)
	h.write() // no preview: it shows the saved game, not the exercise
}

// write stores h.state when it differs from what the store holds, and
// reports whether it did.
func (h *Host) write() bool {
	if h.keeper == nil {
		return false
	}
	if fingerprint(h.state) == h.written {
		return false // what the store holds already (a restored game, clocks aside)
	}
	r := h.keeper.Save(h.state, h.now())
	h.afterSave(r)
	return r.Err == nil
}

// windowSave is the save record of the desktop window (nil when unknown).
func windowSave(w *app.Window) *save.WindowSave {
	if w == nil {
		return nil
	}
	return &save.WindowSave{X: w.X, Y: w.Y, Width: w.Width, Height: w.Height, Fullscreen: w.Fullscreen, Monitor: w.Monitor}
}

// fingerprint is the content of a state without its write stamps and
// clocks: equal fingerprints need no write.
func fingerprint(s save.State) string {
	s.Seq, s.SavedAt, s.Writer = 0, 0, ""
	if s.Game != nil {
		g := *s.Game
		g.WhiteMillis, g.BlackMillis = 0, 0
		s.Game = &g
	}
	b, _ := s.MarshalMsg(nil)
	return string(b)
}

// gameSave builds the save record of the published state.
func (h *Host) gameSave(s app.State) *save.GameSave {
	gs := &save.GameSave{
		StartFEN: s.StartFEN, Moves: append([]string(nil), s.Moves...), Cursor: len(s.Moves),
		Mode: s.Mode, Level: s.Level, Human: s.Human, Flipped: s.Flipped,
		WhiteMillis: s.Stats.White.TimeMs, BlackMillis: s.Stats.Black.TimeMs,
		Result: s.Result, Reason: s.Reason, Tags: save.TagsMap(h.tags),
		ID: h.gameID, StartedAt: h.startedAt,
	}
	if len(gs.Moves) == 0 {
		gs.Moves = nil
	}
	if s.Tree != nil {
		gs.Main, gs.Lines, gs.Path = s.Tree.Main, save.FromSideLines(s.Tree.Lines), s.Path
	}
	if s.Reason == engine.Resignation.String() {
		gs.Resigned = save.SideBlack
		if s.Result == engine.BlackWins.String() {
			gs.Resigned = save.SideWhite
		}
	}
	if s.Reason == engine.Agreement.String() {
		gs.DrawAgreed = true
	}
	if s.Reason == engine.TimeForfeit.String() {
		gs.Flagged = save.SideBlack
		if s.Result == engine.BlackWins.String() {
			gs.Flagged = save.SideWhite
		}
	}
	if c := s.Clock; c != nil {
		gs.TimeControl, gs.TurnMillis = c.TimeControl.PDN(), c.TurnMs
		if len(c.Moves) == len(gs.Moves) {
			gs.ClockMillis = append([]int64(nil), c.Moves...)
		}
		if s.Tree != nil && len(c.Main) == len(gs.Main) && len(c.Lines) == len(gs.Lines) {
			gs.MainClockMillis = append([]int64(nil), c.Main...)
			for i := range gs.Lines {
				gs.Lines[i].ClockMillis = append([]int64(nil), c.Lines[i]...)
			}
		}
	}
	return gs
}

// clockKey is what of the clocks calls for a save: the time control, the
// moves' clocks and the running move's time to the second.
func clockKey(c *app.ClockState) string {
	if c == nil {
		return ""
	}
	return fmt.Sprint(c.TimeControl, c.Moves, c.Main, c.Lines, c.TurnMs/1000)
}

func finished(s app.State, now time.Time) save.FinishedGame {
	f := save.FinishedGame{
		EndedAt: now.UnixMilli(), StartFEN: s.StartFEN, Moves: append([]string(nil), s.Moves...),
		Mode: s.Mode, Level: s.Level, Human: s.Human, Result: s.Result, Reason: s.Reason,
		WhiteMillis: s.Stats.White.TimeMs, BlackMillis: s.Stats.Black.TimeMs,
	}
	if s.Reason == engine.Resignation.String() {
		f.Resigned = save.SideBlack
		if s.Result == engine.BlackWins.String() {
			f.Resigned = save.SideWhite
		}
	}
	return f
}

// mainOf is the main line of a published game: the tree's when it has side
// lines, else the moves.
func mainOf(s app.State) []string {
	if s.Tree != nil {
		return s.Tree.Main
	}
	return s.Moves
}

func isPrefix(a, b []string) bool {
	if len(a) > len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// LoadText reads PDN or FEN text (game: 1-based game of a multi-game PDN,
// 0 = the first readable) and starts that game. The error is the engine's,
// for the player.
func (h *Host) LoadText(text string, game int) (save.Import, error) {
	im, err := save.ImportText(text, game)
	if err != nil {
		return im, err
	}
	h.nextTags = im.Tags
	h.Enqueue(app.Command{Name: "fen", Arg: im.Game.Start().FEN(), Moves: im.Game.Notation(), Game: im.Game})
	return im, nil
}

// Reading long texts in slices (save.Importer): the page must keep drawing
// and answering while a PDN file of up to save.MaxImportBytes is read.
const (
	// SyncImportBytes is the longest text read at once (a link's pdn= is
	// at most 64 KB): its answer comes at once.
	SyncImportBytes = 64 << 10
	// importSlice is the reading done per Update for a longer text.
	importSlice = 12 * time.Millisecond
	// maxLoads bounds the long texts waiting to be read.
	maxLoads = 2
)

// loading is a long text being read, a slice per Update.
type loading struct {
	im   *save.Importer
	done func(save.Import, error)
}

// LoadTextThen reads text (PDN or FEN; game as for LoadText), starts its
// game and tells done how it went, in the game loop. A text of at most
// SyncImportBytes (or one decided at once: too long, empty, a FEN) is read
// before LoadTextThen returns, and it returns false; a longer one is read
// a slice per Update, and it returns true.
func (h *Host) LoadTextThen(text string, game int, done func(save.Import, error)) (sliced bool) {
	im := save.NewImporter(text, game)
	if len(text) <= SyncImportBytes || im.Step(0) {
		for !im.Step(-1) {
		}
		h.loaded(im, done)
		return false
	}
	if len(h.loads) >= maxLoads {
		done(save.Import{}, &save.ImportError{Kind: save.ImportBusy, Max: maxLoads,
			Msg: "other texts are still being read; try again in a moment"})
		return true
	}
	h.loads = append(h.loads, &loading{im: im, done: done})
	return true
}

// stepLoads reads a slice of the first long text waiting (from Command).
func (h *Host) stepLoads() {
	if len(h.loads) == 0 {
		return
	}
	l := h.loads[0]
	finished := false
	if err := h.guard("reading a PDN text", func() { finished = l.im.Step(importSlice) }); err != nil {
		h.loads = h.loads[1:]
		l.done(save.Import{}, err)
		return
	}
	if finished {
		h.loads = h.loads[1:]
		h.loaded(l.im, l.done)
	}
}

// loaded starts the game of a text read, and tells done.
func (h *Host) loaded(im *save.Importer, done func(save.Import, error)) {
	r, err := im.Result()
	if err == nil {
		h.nextTags = r.Tags
		h.Enqueue(app.Command{Name: "fen", Arg: r.Game.Start().FEN(), Moves: r.Game.Notation(), Game: r.Game})
	}
	if done != nil {
		done(r, err)
	}
}

// SetPosition starts a game from a FEN after checking it.
func (h *Host) SetPosition(fen string) error {
	if _, err := engine.ParseStartFEN(fen); err != nil {
		return err
	}
	h.nextTags = nil
	h.Enqueue(app.Command{Name: "fen", Arg: strings.TrimSpace(fen)})
	return nil
}

// Embedded runs a command from the embedding page.
func (h *Host) Embedded(c embed.Command) error {
	switch c.Type {
	case embed.CmdNew:
		h.nextTags = nil
		h.Enqueue(app.Command{Name: "new"})
	case embed.CmdFlip:
		h.Enqueue(app.Command{Name: "flip"})
	case embed.CmdSetPosition:
		return h.SetPosition(c.FEN)
	case embed.CmdLoadPDN:
		// A long text is answered when read (an error event if it has no
		// game to load); a short one at once.
		var now error
		sliced := false
		sliced = h.LoadTextThen(c.PDN, c.Game, func(_ save.Import, err error) {
			if !sliced {
				now = err
			} else if err != nil && h.post != nil {
				h.post(embed.Error(c.Type, err.Error()))
			}
		})
		return now
	default:
		return fmt.Errorf("unknown command %s", strconv.Quote(c.Type))
	}
	return nil
}

// PDN returns the current game as PDN text (with the tags of a loaded game).
func (h *Host) PDN() (string, error) {
	g, err := h.game()
	if err != nil {
		return "", err
	}
	return save.ExportPDN(g, h.tags, h.now()), nil
}

// FEN returns the current position.
func (h *Host) FEN() string { return h.last.FEN }

// game rebuilds the published game through the rules.
func (h *Host) game() (*engine.Game, error) {
	gs := h.gameSave(h.last)
	if !h.have {
		gs = &save.GameSave{}
	} else if len(h.last.Record) > len(gs.Moves) && h.last.Tree == nil {
		// View mode: the whole game shown, not only the moves up to the
		// current point (a game with side lines has its whole tree).
		gs.Moves, gs.Cursor = append([]string(nil), h.last.Record...), len(h.last.Record)
	}
	return gs.Replay()
}

// checkFEN validates a FEN without starting anything.
func (h *Host) checkFEN(fen string) error {
	if strings.TrimSpace(fen) == "" {
		return fmt.Errorf("enter a FEN such as W:W31-50:B1-20")
	}
	_, err := engine.ParseStartFEN(fen)
	return err
}
