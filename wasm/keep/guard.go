package keep // guard.go: no game is ever lost: save status and its notice, the player's way out (download, copy, free space), two tabs or windows, and the Games list.

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/engine/save"
	"github.com/draughts/draughts/render/app"
	"github.com/draughts/draughts/render/i18n"
)

// Actions offered with a storage notice (see Bar and Act).
const (
	ActDownload = "download" // the game as a .pdn file
	ActCopy     = "copy"     // the game's PDN on the clipboard
	ActFree     = "free"     // drop the finished games to make room
	ActGames    = "games"    // open the Games list
	ActKeep     = "keep"     // two tabs: continue this game
	ActSwitch   = "switch"   // two tabs: take the other game
	ActDismiss  = "dismiss"  // the desktop: put away what a choice said
)

// phrase is a text worded when it is shown, so that a notice raised in one
// language follows the player to another (the panel's language button).
type phrase func(l i18n.Lang) string

// phr is the catalogue text key with args, worded when shown.
func (h *Host) phr(key i18n.Key, args ...any) phrase {
	return func(l i18n.Lang) string { return l.T(key, args...) }
}

// in words p in l ("" for no phrase).
func (p phrase) in(l i18n.Lang) string {
	if p == nil {
		return ""
	}
	return p(l)
}

// question is a pending two-tab choice.
type question struct {
	text  phrase
	other *save.GameSave // the other tab's game
	state save.State     // its whole state (for switching)
}

// guardState is the Host's part that watches saving.
type guardState struct {
	lang       i18n.Lang
	gameID     string // id of the game on the board
	startedAt  int64
	nextID     string // id of a game being loaded from the Games list
	saveNotice phrase // what the player must know about saving now ("" when all is well)
	failing    bool
	storeText  string // the desktop's save place, for messages
	ask        *question
	ignored    map[string]bool // other games the player chose not to switch to
	removeSlot string          // slot holding the current game, removed once it is saved
	written    string          // fingerprint of what the store holds (see fingerprint)
	unreadable error           // kind of the unreadable save left in place, if any
	startFail  bool            // saving failed from the start (said by the start notice)
	lastMoves  int             // moves of the game at the last save attempt
	export     func(name, text string) (string, error)
	onStatus   func() // the platform redraws its notice bar
	failures   int    // failed saves so far (the desktop's bar comes back at each)
	shut       barShut
	copyPDN    func() // the desktop: the game's PDN to the clipboard (bar_other.go)
}

// barShut is the desktop's notice bar put away by a choice: it stays away
// until another save fails or another question comes (bar_other.go).
type barShut struct {
	on       bool
	failures int
	ask      *question
	told     phrase // what the choice did, shown with Dismiss (where the PDN went)
}

// Lang sets the language of the notices.
func (h *Host) SetLang(l i18n.Lang) { h.lang = l }

func (h *Host) tr(key i18n.Key, args ...any) string { return h.lang.T(key, args...) }

func (h *Host) status() {
	if h.onStatus != nil {
		h.onStatus()
	}
}

// Bar returns the text of the notice bar and the actions to offer with it.
func (h *Host) Bar() (string, []string) {
	var acts []string
	if h.failing {
		acts = append(acts, ActDownload, ActCopy)
		if len(h.state.Finished) > 0 {
			acts = append(acts, ActFree)
		}
	}
	if h.ask != nil {
		acts = append(acts, ActKeep, ActSwitch)
	}
	if len(acts) > 0 {
		acts = append(acts, ActGames) // once, when both a failing save and a question are shown
	}
	return strings.Join(h.Notices(), " "), acts
}

// saveFailed words a failed save for the player (desktop: with the path).
func (h *Host) saveFailed(err error) phrase {
	why := plain(err)
	if h.storeText != "" {
		return h.phr("store.fail.desktop", why)
	}
	switch {
	case errors.Is(err, save.ErrFull):
		return h.phr("store.fail.full")
	case errors.Is(err, save.ErrReadOnly):
		return h.phr("store.fail.readonly", why)
	}
	return h.phr("store.fail.other", why)
}

// plain strips the kind prefixes from a storage error.
func plain(err error) string {
	msg := err.Error()
	for _, k := range []error{save.ErrUnavailable, save.ErrFull, save.ErrReadOnly} {
		msg = strings.ReplaceAll(msg, k.Error()+": ", "")
	}
	return msg
}

// afterSave turns a save report into notices and choices.
func (h *Host) afterSave(r save.SaveReport) {
	moves := 0
	if h.state.Game != nil {
		moves = len(h.state.Game.Moves)
	}
	moved := moves != h.lastMoves
	h.lastMoves = moves
	if r.Err != nil {
		if h.startFail && !moved {
			return // no move yet: the start notice says it already
		}
		if h.startFail && h.storeText == "" && errors.Is(r.Err, save.ErrUnavailable) {
			return // storage blocked from the start (a cross-site frame): said once is enough
		}
		h.startFail = false
		h.failures++
		text := h.saveFailed(r.Err)
		if h.keeper.Blocked() && h.unreadable != nil {
			text = h.phr("store.unreadable.stuck", h.unreadable, plain(errors.Unwrap(r.Err)))
		}
		if !h.failing || text.in(h.lang) != h.saveNotice.in(h.lang) {
			// Said at once, at the move that could not be kept.
			h.Enqueue(app.Command{Name: "error", Arg: text.in(h.lang)})
		}
		h.failing, h.saveNotice, h.saveErr = true, text, r.Err
		if h.onSaveErr != nil {
			h.onSaveErr(r.Err)
		}
		h.status()
		return
	}
	h.state = r.State
	h.written = fingerprint(r.State)
	h.startFail = false
	changed := false
	if h.failing || r.Resumed {
		h.failing, h.saveErr = false, nil
		h.saveNotice = h.phr("store.resumed")
		h.Enqueue(app.Command{Name: "say", Arg: h.saveNotice.in(h.lang)})
		changed = true
	}
	if r.Dropped > 0 || len(r.DroppedPaused) > 0 {
		before, dropped := h.saveNotice, h.phr("store.dropped", r.Dropped, len(r.DroppedPaused))
		h.saveNotice = func(l i18n.Lang) string { return strings.TrimSpace(before.in(l) + " " + dropped.in(l)) }
		changed = true
	}
	if c := r.Conflict; c != nil && c.Game != nil && !h.ignored[c.Game.ID] && (h.ask == nil || h.ask.other.ID != c.Game.ID) {
		h.ask = &question{text: h.phr("store.conflict.saved", len(c.Game.Moves)), other: c.Game, state: save.State{Game: c.Game}}
		h.Enqueue(app.Command{Name: "say", Arg: h.ask.text.in(h.lang)})
		changed = true
	}
	if h.removeSlot != "" && h.state.Game != nil && h.state.Game.ID == h.gameID {
		if sl, ok := h.keeper.Store().(save.Slots); ok {
			sl.RemoveSlot(h.removeSlot)
		}
		h.removeSlot = ""
	}
	if changed {
		h.status()
	}
}

// OtherWrote is told that another tab wrote the save (the browser's storage
// event). When that holds a different game, this tab's game is about to be
// lost from the save: it is kept in a recovery slot at once, and the player
// is asked which game to continue.
func (h *Host) OtherWrote(st save.State) {
	if h.keeper == nil || st.Writer == h.keeper.Writer() || st.Game == nil || h.state.Game == nil {
		return
	}
	mine := h.state.Game
	if save.SameGame(st.Game, mine) || len(mine.Moves) == 0 {
		return
	}
	if _, err := h.keeper.KeepGame(save.SlotRecovery, h.state, h.now()); err != nil {
		h.saveNotice = h.phr("store.conflict.unkept", plain(err))
		h.failing = true
		h.status()
		return
	}
	// The other game goes into the Games list too, so that it can be taken
	// from there as well as from the notice bar.
	h.keeper.KeepGame(save.SlotRecovery, st, h.now())
	if h.ignored[st.Game.ID] {
		return
	}
	h.ask = &question{text: h.phr("store.conflict.seen", len(st.Game.Moves)), other: st.Game, state: st}
	h.Enqueue(app.Command{Name: "say", Arg: h.ask.text.in(h.lang)})
	h.status()
}

// Act runs one of the notice's actions (not download and copy, which the
// platform does with PDN()) and returns words for the player.
func (h *Host) Act(action string) string {
	switch action {
	case ActFree:
		return h.FreeSpace()
	case ActGames:
		h.Enqueue(app.Command{Name: "games"})
	case ActKeep:
		if h.ask != nil {
			if h.ignored == nil {
				h.ignored = map[string]bool{}
			}
			h.ignored[h.ask.other.ID] = true
			h.ask = nil
			h.status()
		}
	case ActSwitch:
		if q := h.ask; q != nil {
			h.ask = nil
			if h.ignored == nil {
				h.ignored = map[string]bool{}
			}
			h.ignored[q.other.ID] = true
			h.continueGame(q.other)
			h.saveNotice = h.phr("store.switched")
			h.Enqueue(app.Command{Name: "say", Arg: h.saveNotice.in(h.lang)})
			h.status()
			return h.saveNotice.in(h.lang)
		}
	}
	return ""
}

// FreeSpace drops the finished games and saves; saving resumes when that
// was enough.
func (h *Host) FreeSpace() string {
	if h.keeper == nil {
		return ""
	}
	r := h.keeper.DropFinished(h.state, h.now())
	if r.Err != nil {
		h.saveNotice = h.phr("store.freed.short")
		h.status()
		return h.saveNotice.in(h.lang)
	}
	n := r.Dropped
	r.Dropped, r.Resumed = 0, false
	h.failing = false
	h.afterSave(r)
	h.saveNotice = h.phr("store.freed", n)
	h.Enqueue(app.Command{Name: "say", Arg: h.saveNotice.in(h.lang)})
	h.status()
	return h.saveNotice.in(h.lang)
}

// continueGame starts gs in its mode, keeping its id.
func (h *Host) continueGame(gs *save.GameSave) {
	if m, ok := app.ParseMode(gs.Mode); ok && m != app.ModeView {
		h.Enqueue(app.Command{Name: "mode", Arg: gs.Mode})
	}
	if gs.Level >= 1 && gs.Level <= engine.LevelCount {
		h.Enqueue(app.Command{Name: "level", Arg: fmt.Sprint(gs.Level)})
	}
	if gs.Human != "" {
		h.Enqueue(app.Command{Name: "human", Arg: gs.Human})
	}
	h.nextID = gs.ID
	h.nextTags = save.TagList(gs.Tags)
	start := gs.StartFEN
	if start == "" {
		start = engine.Initial().FEN()
	}
	cmd := app.Command{Name: "fen", Arg: start, Moves: append([]string(nil), gs.Moves[:gs.Cursor]...)}
	// A game on the clock comes back as its whole record, clocks included
	// (reopened if it ended by resignation, agreement or on time, as the
	// moves alone would be).
	if gs.TimeControl != "" {
		if g, err := gs.Replay(); err == nil && !g.TimeControl().IsZero() {
			if _, why := g.Result(); why == engine.Resignation || why == engine.Agreement || why == engine.TimeForfeit {
				g.Undo()
			}
			cmd.Game = g
		}
	}
	h.Enqueue(cmd)
}

// --- the Games list ----------------------------------------------------

// kept is one game of the list with what it takes to act on it.
type kept struct {
	entry app.GameEntry
	game  *save.GameSave
	slot  string
	raw   []byte
	at    int64
}

// Games lists every game the player can go back to (app.GameKeeper).
func (h *Host) Games() []app.GameEntry {
	ks := h.keptGames()
	out := make([]app.GameEntry, len(ks))
	for i, k := range ks {
		out[i] = k.entry
	}
	return out
}

func (h *Host) keptGames() []kept {
	var cur, slots, fin, bad []kept
	var curID string
	if g := h.state.Game; g != nil && (len(g.Moves) > 0 || g.StartFEN != "") {
		curID = g.ID
		at := h.state.SavedAt
		if at == 0 {
			at = h.now().UnixMilli()
		}
		cur = append(cur, h.keptOf("current", "current", g, at))
	}
	if h.keeper != nil {
		if sl, ok := h.keeper.Store().(save.Slots); ok {
			names, _ := sl.SlotNames()
			for _, n := range names {
				b, err := sl.LoadSlot(n)
				if err != nil {
					continue
				}
				st, derr := save.Decode(b)
				kind := "paused"
				switch {
				case strings.HasPrefix(n, save.SlotBackup):
					kind = "backup"
				case strings.HasPrefix(n, save.SlotRecovery):
					kind = "recovery"
				case strings.HasPrefix(n, save.SlotArchived):
					kind = "archived"
				}
				if derr != nil || st.Game == nil {
					why := "empty"
					if derr != nil {
						why = derr.Error()
						var de *save.DecodeError
						if errors.As(derr, &de) {
							why = de.Kind.Error()
						}
					}
					k := kept{slot: n, raw: b, entry: app.GameEntry{ID: "slot:" + n, Kind: "backup", When: stampTime(n), Problem: why}}
					bad = append(bad, k)
					continue
				}
				if st.Game.ID != "" && st.Game.ID == curID && kind != "backup" {
					continue // the game on the board already
				}
				k := h.keptOf("slot:"+n, kind, st.Game, st.SavedAt)
				k.slot = n
				slots = append(slots, k)
			}
		}
	}
	for i := len(h.state.Finished) - 1; i >= 0; i-- {
		f := h.state.Finished[i]
		gs := &save.GameSave{ID: f.ID, StartFEN: f.StartFEN, Moves: f.Moves, Cursor: len(f.Moves), Mode: f.Mode, Level: f.Level,
			Human: f.Human, Result: f.Result, Reason: f.Reason, Resigned: f.Resigned, Tags: f.Tags}
		fin = append(fin, h.keptOf(fmt.Sprintf("finished:%d", f.EndedAt), "finished", gs, f.EndedAt))
	}
	if len(cur) > 0 && cur[0].game.Result != "*" && cur[0].game.Result != "" {
		for _, f := range h.state.Finished {
			if f.ID != "" && f.ID == curID {
				cur = nil // the finished game on the board is listed once, as finished
				break
			}
		}
	}
	sort.SliceStable(slots, func(i, j int) bool { return slots[i].at > slots[j].at })
	slots = dedupe(slots, curID)
	return append(append(append(cur, slots...), fin...), bad...)
}

// dedupe drops a kept game that is an earlier moment of another kept game
// (same id, its moves a prefix of the other's): two tabs may each keep a
// copy of one game.
func dedupe(ks []kept, curID string) []kept {
	var out []kept
	for i, k := range ks {
		covered := false
		for j, o := range ks {
			if i == j || k.game.ID == "" || k.game.ID != o.game.ID || !save.SameGame(k.game, o.game) {
				continue
			}
			if len(o.game.Moves) > len(k.game.Moves) || len(o.game.Moves) == len(k.game.Moves) && j < i {
				covered = true
			}
		}
		if !covered {
			out = append(out, k)
		}
	}
	return out
}

func (h *Host) keptOf(id, kind string, g *save.GameSave, at int64) kept {
	e := app.GameEntry{ID: id, Kind: kind, Opponent: h.opponent(g), Result: g.Result, Moves: len(g.Moves), When: localTime(at)}
	return kept{entry: e, game: g, at: at}
}

// localTime words Unix milliseconds as the Games list shows them
// ("2026-12-01 08:40"); "" for none.
func localTime(ms int64) string {
	if ms <= 0 {
		return ""
	}
	return time.UnixMilli(ms).Local().Format("2006-01-02 15:04")
}

// opponent says who played: the PDN players, or the mode and level.
func (h *Host) opponent(g *save.GameSave) string { return h.opponentIn(h.lang, g) }

// opponentIn is opponent in l.
func (h *Host) opponentIn(l i18n.Lang, g *save.GameSave) string {
	if w, b := g.Tags["White"], g.Tags["Black"]; w != "" || b != "" {
		return save.Player(w) + " - " + save.Player(b)
	}
	switch g.Mode {
	case save.ModeTwoPlayer:
		return l.T("games.two.players")
	case save.ModeWatch:
		return l.T("games.watch")
	case save.ModeAnalysis:
		return l.T("games.analysis")
	}
	return l.T("games.vs.computer", max(1, g.Level))
}

// stampTime reads the time of a backup name (bad-20261130T092000Z[-n]).
func stampTime(slot string) string {
	s := strings.TrimPrefix(slot, save.SlotBackup)
	if i := strings.IndexByte(s, '-'); i >= 0 {
		s = s[:i]
	}
	t, err := time.Parse("20060102T150405Z", s)
	if err != nil {
		return slot
	}
	return t.Local().Format("2006-01-02 15:04")
}

// GameAction continues, views or exports a game of the list (app.GameKeeper).
func (h *Host) GameAction(id, action string) (string, error) {
	var k *kept
	for _, x := range h.keptGames() {
		if x.entry.ID == id {
			k = &x
			break
		}
	}
	if k == nil {
		return "", errors.New(h.tr("games.gone"))
	}
	switch action {
	case app.GameExport:
		if k.game == nil {
			name := "draughts-unreadable-" + strings.TrimPrefix(k.slot, save.SlotBackup) + ".txt"
			where, err := h.exportText(name, string(k.raw))
			if err != nil {
				return "", err
			}
			return h.tr("games.export.raw", where), nil
		}
		g, err := k.game.Replay()
		if err != nil {
			return "", err
		}
		name := "draughts-" + strings.NewReplacer(" ", "-", ":", "").Replace(k.entry.When) + ".pdn"
		where, err := h.exportText(name, save.ExportPDN(g, save.TagList(k.game.Tags), h.now()))
		if err != nil {
			return "", err
		}
		return h.tr("games.exported", where), nil
	case app.GameContinue, app.GameView:
		if k.game == nil {
			return "", errors.New(h.tr("games.cannot"))
		}
		if _, err := k.game.Replay(); err != nil {
			return "", err
		}
		if action == app.GameView {
			h.Enqueue(app.Command{Name: "mode", Arg: app.ModeView.String()})
			h.nextTags = save.TagList(k.game.Tags)
			start := k.game.StartFEN
			if start == "" {
				start = engine.Initial().FEN()
			}
			h.nextID = k.game.ID
			h.Enqueue(app.Command{Name: "fen", Arg: start, Moves: append([]string(nil), k.game.Moves...)})
			return "", nil
		}
		if k.entry.Kind == "current" {
			return "", nil
		}
		gs := *k.game
		if gs.ID == "" || k.entry.Kind == "finished" {
			gs.ID = save.NewID() // a finished game played on is a new game
		}
		h.continueGame(&gs)
		if k.slot != "" && !strings.HasPrefix(k.slot, save.SlotBackup) {
			h.removeSlot = k.slot
		}
		msg := h.tr("games.continued", k.entry.When)
		h.Enqueue(app.Command{Name: "say", Arg: msg})
		return msg, nil
	}
	return "", fmt.Errorf("unknown action %q", action)
}

func (h *Host) exportText(name, text string) (string, error) {
	if h.export == nil {
		return "", errors.New("export is not available here")
	}
	return h.export(name, text)
}

// openNotice words what Open found and, when the save could be read, checks
// whether new moves can be written: a full or read-only store is said at
// once, the game being restored all the same.
func (h *Host) openNotice(o save.Opened) {
	k := o.Keeper
	switch {
	case o.Unreadable != nil && o.Backup != "":
		h.notify(h.phr("store.unreadable.kept", o.Unreadable, o.Backup))
	case o.Unreadable != nil:
		h.failing, h.unreadable = true, o.Unreadable
		h.saveNotice = h.phr("store.unreadable.stuck", o.Unreadable, plain(errors.Unwrap(k.Why())))
		return
	case !k.Enabled():
		h.failing, h.startFail = true, true
		if h.storeText != "" {
			why := k.Why()
			if perr := k.Probe(); perr != nil {
				why = perr // says what is wrong with the folder itself
			}
			h.saveNotice = h.phr("store.folder.bad", plain(why))
		} else {
			h.saveNotice = h.phr("store.unavailable", plain(k.Why()))
		}
		return
	}
	err := k.Probe()
	if err == nil {
		return
	}
	h.failing, h.startFail = true, true
	restored := o.Found && o.State.Game != nil && len(o.State.Game.Moves) > 0
	switch {
	case h.storeText != "":
		h.saveNotice = h.phr("store.folder.bad", plain(err))
	case errors.Is(err, save.ErrFull) && restored:
		h.saveNotice = h.phr("store.open.full")
	case errors.Is(err, save.ErrFull):
		h.saveNotice = h.phr("store.open.fresh.full")
	case errors.Is(err, save.ErrReadOnly) || restored:
		h.saveNotice = h.phr("store.open.readonly", plain(err))
	default:
		h.saveNotice = h.phr("store.unavailable", plain(err))
	}
}
