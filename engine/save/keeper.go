package save // keeper.go: Open and Keeper: read what can be read, never overwrite an unreadable save or another writer's game, make room in our own data, retry until a write succeeds.

import (
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"math/rand/v2"
	"sort"
	"strings"
	"time"
)

// Space-making when the store is full (tuning in one place). The save makes
// room in its own data only, in this order: the oldest finished games
// (keeping the newest KeepFinishedWhenFull), then the archived games, then
// the oldest paused games (keeping the newest KeepPausedWhenFull), each one
// reported (SaveReport) so the player is told. Recovery slots and backups of
// unreadable saves are never dropped without the player.
const (
	KeepFinishedWhenFull = 5
	KeepPausedWhenFull   = 3
	// MaxPaused bounds the paused games; older ones are moved to the
	// archive (ArchivePaused), never dropped for the count alone.
	MaxPaused = 10
)

// Slot name prefixes (see Slots).
const (
	SlotBackup   = "bad-"      // an unreadable save moved aside
	SlotRecovery = "recovery-" // a game another tab or window was about to overwrite
	SlotPaused   = "paused-"   // an unfinished game left for a new one
	SlotArchived = "archived-" // a paused game moved out of the MaxPaused newest
)

// IsSlotName reports whether name is a side save's name (one of the slot
// prefixes): what a store lists in SlotNames.
func IsSlotName(name string) bool {
	for _, p := range []string{SlotBackup, SlotRecovery, SlotPaused, SlotArchived} {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}

// Mark identifies one write of a save: who wrote it and its sequence number.
type Mark struct {
	Writer string
	Seq    int64
}

// MarkOf returns the mark of a state.
func MarkOf(s State) Mark { return Mark{s.Writer, s.Seq} }

// NewID returns a random identifier (16 hex digits) for a writer or a game.
func NewID() string {
	// math/rand/v2's global source is seeded from the system's entropy at
	// start (crypto.getRandomValues in the browser): random enough to tell
	// writers and games apart, without linking crypto/rand into the page.
	var b [8]byte
	binary.BigEndian.PutUint64(b[:], rand.Uint64())
	return hex.EncodeToString(b[:])
}

// Keeper saves States to a Store. It never gives up for good: a failed
// write is reported and retried at the next save, so saving resumes by
// itself once the store takes writes again.
type Keeper struct {
	store   Store
	writer  string
	seen    Mark  // the save in the store as we last read or wrote it
	blocked error // an unreadable save is in place and could not be moved aside
	failing error // the last write (or the start-up probe) failed
}

// Opened is what Open found.
type Opened struct {
	State  State
	Keeper *Keeper
	// Notice, when not empty, says in English what the player must be told
	// (the keep layer words it in the player's language from the fields).
	Notice string
	// Backup is the name the unreadable save was moved to, if any.
	Backup string
	// Detail says exactly why the save could not be read (for developers).
	Detail string
	// Unreadable is the kind of read error (ErrCorrupt, ...) of a save that
	// could not be read, nil otherwise.
	Unreadable error
	// Found is true when a readable save was loaded.
	Found bool
}

// Open loads the State kept in store. It never fails and never writes
// except to move an unreadable save aside: reading does not depend on being
// able to write. A missing save gives a new State; an unreadable one is
// moved aside with store.Backup and the player is told (when that move
// fails, the bytes stay untouched and every later save first retries it);
// a store that cannot even be read gives a Keeper whose saves fail and are
// retried. now stamps the backup name.
func Open(store Store, now time.Time) Opened {
	k := &Keeper{store: store, writer: NewID()}
	o := Opened{State: New(), Keeper: k}
	b, err := store.Load()
	var de *DecodeError
	switch {
	case errors.Is(err, ErrNotFound):
		return o
	case errors.As(err, &de):
		// The store itself found the bytes unreadable (e.g. not base64).
	case err != nil:
		k.failing = err
		o.Notice = fmt.Sprintf("Saved games cannot be kept here (%v). You can play, but this game will be lost when the page closes.", err)
		return o
	default:
		s, derr := Decode(b)
		if derr == nil {
			o.State, o.Found = s, true
			k.seen = MarkOf(s)
			return o
		}
		de, _ = derr.(*DecodeError)
		if de == nil {
			de = &DecodeError{Kind: ErrCorrupt, Detail: derr.Error()}
		}
	}
	o.Unreadable, o.Detail = de.Kind, de.Error()
	name, berr := store.Backup(now)
	if berr != nil {
		k.blocked = fmt.Errorf("the unreadable save at %s could not be moved aside: %w", store.Where(), berr)
		o.Notice = fmt.Sprintf("Your saved game could not be read (%v), and it could not be moved aside (%v). It is left untouched, and this game will not be saved.", de.Kind, berr)
		return o
	}
	o.Backup = name
	o.Notice = fmt.Sprintf("Your saved game could not be read (%v). It was kept as %q and a new game starts.", de.Kind, name)
	return o
}

// NewKeeper returns a Keeper that saves to store without loading first.
func NewKeeper(store Store) *Keeper { return &Keeper{store: store, writer: NewID()} }

// Store is the store the keeper writes to.
func (k *Keeper) Store() Store { return k.store }

// Writer is this keeper's writer id (one per tab or window).
func (k *Keeper) Writer() string { return k.writer }

// Seen is the mark of the save as this keeper last read or wrote it.
func (k *Keeper) Seen() Mark { return k.seen }

// Enabled reports whether the last write worked and nothing blocks the
// next one; Why says why not.
func (k *Keeper) Enabled() bool { return k != nil && k.blocked == nil && k.failing == nil }

// Why returns the reason saving is not working now, or nil.
func (k *Keeper) Why() error {
	if k == nil {
		return ErrUnavailable
	}
	if k.blocked != nil {
		return k.blocked
	}
	return k.failing
}

// Blocked reports whether an unreadable save that could not be moved aside
// stops saving.
func (k *Keeper) Blocked() bool { return k != nil && k.blocked != nil }

// Prober is a Store that can tell, without touching the save, whether a
// write of a few hundred bytes would succeed now.
type Prober interface {
	Probe() error
}

// Probe checks that the store takes writes (when it can tell) and records
// the answer: a failing probe makes Enabled false until a save succeeds.
func (k *Keeper) Probe() error {
	if k == nil {
		return ErrUnavailable
	}
	p, ok := k.store.(Prober)
	if !ok || k.blocked != nil {
		return k.Why()
	}
	if err := p.Probe(); err != nil {
		k.failing = err
		return err
	}
	return k.failing
}

// Conflict is another writer's game found in the store at a save: it was
// kept in a recovery slot before this keeper wrote its own state.
type Conflict struct {
	Slot   string    // the recovery slot now holding it
	Game   *GameSave // the other game
	Writer string
}

// SaveReport says what a save did.
type SaveReport struct {
	// State is what was written (its finished games merged with another
	// writer's and trimmed to make room). Valid when Err is nil.
	State State
	Err   error
	// Dropped counts the finished games and DroppedPaused names the paused
	// and archived games removed to make room.
	Dropped       int
	DroppedPaused []string
	// Resumed is true when this write worked after failed ones.
	Resumed bool
	// Conflict is set when another writer's different game was in the store.
	Conflict *Conflict
	// Backup names where an unreadable save in the way was moved.
	Backup string
}

// Save writes s. Before writing it reads the store: an unreadable save is
// moved aside first (and nothing is written while that fails); a save
// written by another tab or window since this keeper last read holding a
// different game is copied to a recovery slot (SaveReport.Conflict), and its
// finished games are merged into s. A full store is answered by making room
// in our own data (see KeepFinishedWhenFull). A failed write is returned
// and retried at the next Save.
func (k *Keeper) Save(s State, now time.Time) SaveReport {
	var r SaveReport
	if k == nil {
		r.Err = ErrUnavailable
		return r
	}
	wasFailing := k.blocked != nil || k.failing != nil
	if k.blocked != nil {
		name, err := k.store.Backup(now)
		if err != nil {
			k.blocked = fmt.Errorf("the unreadable save at %s could not be moved aside: %w", k.store.Where(), err)
			r.Err = k.blocked
			return r
		}
		k.blocked, r.Backup = nil, name
	}
	cur, have, err := k.current(now, &r)
	if err != nil {
		k.failing, r.Err = err, err
		return r
	}
	if have && MarkOf(cur) != k.seen && MarkOf(cur) != (Mark{}) {
		// Someone else wrote since we last read.
		s.Finished = mergeFinished(s.Finished, cur.Finished)
		if cur.Game != nil && !SameGame(cur.Game, s.Game) && len(cur.Game.Moves) > 0 {
			slot, err := k.KeepGame(SlotRecovery, cur, now)
			if err != nil {
				// Not kept: do not overwrite it.
				err = fmt.Errorf("another window's game could not be kept aside: %w", err)
				k.failing, r.Err = err, err
				return r
			}
			r.Conflict = &Conflict{Slot: slot, Game: cur.Game, Writer: cur.Writer}
		}
	}
	if have && cur.Seq > s.Seq {
		s.Seq = cur.Seq
	}
	if k.seen.Seq > s.Seq {
		s.Seq = k.seen.Seq
	}
	s.Seq++
	s.Writer = k.writer
	s.SavedAt = now.UnixMilli()
	written, err := k.write(s, &r)
	if err != nil {
		k.failing, r.Err = err, err
		return r
	}
	k.failing = nil
	k.seen = MarkOf(written)
	r.State, r.Resumed = written, wasFailing
	return r
}

// current reads the state in the store; an unreadable one is moved aside.
func (k *Keeper) current(now time.Time, r *SaveReport) (State, bool, error) {
	b, err := k.store.Load()
	var de *DecodeError
	switch {
	case errors.Is(err, ErrNotFound):
		return State{}, false, nil
	case errors.As(err, &de):
	case err != nil:
		// Cannot read: the write below will tell whether the store works.
		return State{}, false, nil
	default:
		s, derr := Decode(b)
		if derr == nil {
			return s, true, nil
		}
	}
	name, berr := k.store.Backup(now)
	if berr != nil {
		k.blocked = fmt.Errorf("the unreadable save at %s could not be moved aside: %w", k.store.Where(), berr)
		return State{}, false, k.blocked
	}
	r.Backup = name
	return State{}, false, nil
}

// write encodes and writes s, making room when the store is full.
func (k *Keeper) write(s State, r *SaveReport) (State, error) {
	if n := len(s.Finished); n > MaxFinished {
		s.Finished = append([]FinishedGame(nil), s.Finished[n-MaxFinished:]...)
	}
	var paused, archived []string
	pausedRead := false
	for {
		b, err := Encode(s)
		if err != nil {
			return s, err
		}
		err = k.store.Save(b)
		if err == nil || !errors.Is(err, ErrFull) {
			return s, err
		}
		if len(s.Finished) > KeepFinishedWhenFull {
			s.Finished = append([]FinishedGame(nil), s.Finished[1:]...)
			r.Dropped++
			continue
		}
		sl, ok := k.store.(Slots)
		if !ok {
			return s, err
		}
		if !pausedRead {
			pausedRead = true
			paused = slotsByAge(sl, SlotPaused)
			archived = slotsByAge(sl, SlotArchived)
		}
		var drop string
		switch {
		case len(archived) > 0:
			drop, archived = archived[0], archived[1:]
		case len(paused) > KeepPausedWhenFull:
			drop, paused = paused[0], paused[1:]
		default:
			return s, err
		}
		if sl.RemoveSlot(drop) == nil {
			r.DroppedPaused = append(r.DroppedPaused, drop)
		}
	}
}

// DropFinished writes s without its finished games (the player's "free
// space"); the report says whether that was enough.
func (k *Keeper) DropFinished(s State, now time.Time) SaveReport {
	n := len(s.Finished)
	s.Finished = nil
	r := k.Save(s, now)
	if r.Err == nil {
		r.Dropped += n
	}
	return r
}

// KeepGame writes the game of s (with its settings) into a slot named
// prefix+game id (recovery slots add the writer: two tabs may continue one
// game in two ways), replacing an earlier copy of the same game by the same
// writer, and returns the slot name.
func (k *Keeper) KeepGame(prefix string, s State, now time.Time) (string, error) {
	sl, ok := k.store.(Slots)
	if !ok {
		return "", fmt.Errorf("%s keeps no side saves", k.store.Where())
	}
	if s.Game == nil {
		return "", errors.New("no game to keep")
	}
	id := s.Game.ID
	if id == "" {
		id = fmt.Sprintf("t%d", s.SavedAt)
	}
	writer := s.Writer
	if writer == "" {
		writer = k.writer
	}
	name := prefix + safeSlot(id)
	if prefix == SlotRecovery {
		name += "-" + safeSlot(writer[:min(8, len(writer))])
	}
	slot := State{Game: s.Game, Settings: s.Settings, SavedAt: now.UnixMilli(), Writer: writer}
	b, err := Encode(slot)
	if err != nil {
		return "", err
	}
	if err := sl.SaveSlot(name, b); err != nil {
		return "", err
	}
	return name, nil
}

// Archived is a paused game moved to the archive.
type Archived struct {
	Slot string    // its slot now (SlotArchived...)
	Game *GameSave // nil when the slot could not be read back
	At   int64     // when it was last saved (Unix milliseconds)
}

// ArchivePaused moves the oldest paused games beyond the MaxPaused newest to
// the archive and returns them, so that the player can be told: a game is
// never dropped for the count alone. Each is written to its archive slot
// before its paused slot is removed; one that cannot be written stays
// paused (and the error is returned).
func (k *Keeper) ArchivePaused() ([]Archived, error) {
	sl, ok := k.store.(Slots)
	if !ok {
		return nil, nil
	}
	old := slotsByAge(sl, SlotPaused)
	if len(old) <= MaxPaused {
		return nil, nil
	}
	var moved []Archived
	for _, n := range old[:len(old)-MaxPaused] {
		b, err := sl.LoadSlot(n)
		if err != nil {
			return moved, err
		}
		name := SlotArchived + strings.TrimPrefix(n, SlotPaused)
		if err := sl.SaveSlot(name, b); err != nil {
			return moved, err
		}
		if err := sl.RemoveSlot(n); err != nil {
			return moved, err
		}
		a := Archived{Slot: name}
		if st, err := Decode(b); err == nil {
			a.Game, a.At = st.Game, st.SavedAt
		}
		moved = append(moved, a)
	}
	return moved, nil
}

// safeSlot keeps letters, digits and '-' of a slot name part.
func safeSlot(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r < 128 && (r == '-' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z') {
			b.WriteRune(r)
		}
		if b.Len() >= 40 {
			break
		}
	}
	if b.Len() == 0 {
		return "x"
	}
	return b.String()
}

// slotsByAge lists the slots with a prefix, oldest save first.
func slotsByAge(sl Slots, prefix string) []string {
	names, _ := sl.SlotNames()
	type aged struct {
		name string
		at   int64
	}
	var out []aged
	for _, n := range names {
		if !strings.HasPrefix(n, prefix) {
			continue
		}
		at := int64(0)
		if b, err := sl.LoadSlot(n); err == nil {
			if s, err := Decode(b); err == nil {
				at = s.SavedAt
			}
		}
		out = append(out, aged{n, at})
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].at < out[j].at })
	list := make([]string, len(out))
	for i, a := range out {
		list[i] = a.name
	}
	return list
}

// SameGame reports whether two saved games are one game at two moments:
// the same start, one's moves a prefix of the other's, and the same id
// when both have one (one game continued differently in two tabs is two
// games).
func SameGame(a, b *GameSave) bool {
	if a == nil || b == nil {
		return a == b
	}
	if a.ID != "" && b.ID != "" && a.ID != b.ID {
		return false
	}
	if a.StartFEN != b.StartFEN {
		return false
	}
	x, y := a.Moves, b.Moves
	if len(x) > len(y) {
		x, y = y, x
	}
	for i := range x {
		if x[i] != y[i] {
			return false
		}
	}
	return true
}

// mergeFinished joins two finished-game lists without duplicates, oldest
// first.
func mergeFinished(a, b []FinishedGame) []FinishedGame {
	key := func(f FinishedGame) string {
		return fmt.Sprint(f.ID, f.EndedAt, f.StartFEN, len(f.Moves))
	}
	seen := map[string]bool{}
	var out []FinishedGame
	for _, l := range [][]FinishedGame{a, b} {
		for _, f := range l {
			if k := key(f); !seen[k] {
				seen[k] = true
				out = append(out, f)
			}
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].EndedAt < out[j].EndedAt })
	if n := len(out); n > MaxFinished {
		out = out[n-MaxFinished:]
	}
	if len(out) == 0 {
		return nil
	}
	return out
}
