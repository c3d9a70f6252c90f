package save // store.go: the Store interface, a memory store, and Open/Keeper, which never overwrite an unreadable save.

import (
	"errors"
	"fmt"
	"sync"
	"time"
)

// ErrNotFound is returned by Store.Load when nothing has been saved yet.
var ErrNotFound = errors.New("no save yet")

// ErrUnavailable wraps the errors of a store that cannot be used at all
// (browser storage blocked, no config directory, quota full).
var ErrUnavailable = errors.New("storage is unavailable")

// Store keeps the bytes of one save.
type Store interface {
	// Load returns the saved bytes, or ErrNotFound.
	Load() ([]byte, error)
	// Save replaces the saved bytes, atomically where the medium allows.
	Save(b []byte) error
	// Backup moves the current save aside under a new name derived from at
	// (never overwriting an earlier backup) and returns that name.
	Backup(at time.Time) (string, error)
	// Where names the place of the save for messages ("localStorage key
	// draughts:default:save", a file path).
	Where() string
}

// BackupStamp formats the time part of a backup name: 20261130T092000Z.
func BackupStamp(at time.Time) string { return at.UTC().Format("20060102T150405Z") }

// MemoryStore is a Store in memory: for tests, and for playing on when real
// storage is unavailable. The zero value is empty and ready.
type MemoryStore struct {
	mu      sync.Mutex
	data    []byte
	has     bool
	Backups map[string][]byte
}

func (m *MemoryStore) Load() ([]byte, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if !m.has {
		return nil, ErrNotFound
	}
	return append([]byte(nil), m.data...), nil
}

func (m *MemoryStore) Save(b []byte) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.data, m.has = append([]byte(nil), b...), true
	return nil
}

func (m *MemoryStore) Backup(at time.Time) (string, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if !m.has {
		return "", ErrNotFound
	}
	if m.Backups == nil {
		m.Backups = map[string][]byte{}
	}
	name := uniqueName("save.bad-"+BackupStamp(at), func(n string) bool { _, ok := m.Backups[n]; return ok })
	m.Backups[name] = m.data
	m.data, m.has = nil, false
	return name, nil
}

func (m *MemoryStore) Where() string { return "memory" }

// uniqueName returns base, or base-2, base-3, ... whichever is not taken.
func uniqueName(base string, taken func(string) bool) string {
	name := base
	for i := 2; taken(name); i++ {
		name = fmt.Sprintf("%s-%d", base, i)
	}
	return name
}

// Keeper saves States to a Store, unless the store proved unusable or holds
// an unreadable save that could not be moved aside.
type Keeper struct {
	store    Store
	disabled error // why saving is off; nil when on
}

// Opened is what Open found.
type Opened struct {
	State  State
	Keeper *Keeper
	// Notice, when not empty, must be shown to the player: the save could
	// not be read, or games will not be kept.
	Notice string
	// Backup is the name the unreadable save was moved to, if any.
	Backup string
	// Detail says exactly why the save could not be read (for developers).
	Detail string
	// Found is true when a readable save was loaded.
	Found bool
}

// Open loads the State kept in store. It never fails: a missing save gives
// a new State; an unreadable one is moved aside with store.Backup and the
// player is told; a store that cannot be used gives a Keeper that does not
// save, and a notice. now stamps the backup name.
func Open(store Store, now time.Time) Opened {
	k := &Keeper{store: store}
	o := Opened{State: New(), Keeper: k}
	b, err := store.Load()
	var de *DecodeError
	switch {
	case errors.Is(err, ErrNotFound):
		return o
	case errors.As(err, &de):
		// The store itself found the bytes unreadable (e.g. not base64).
	case err != nil:
		k.disabled = err
		o.Notice = fmt.Sprintf("Saved games cannot be kept here (%v). You can play, but this game will be lost when the page closes.", err)
		return o
	default:
		s, derr := Decode(b)
		if derr == nil {
			o.State, o.Found = s, true
			return o
		}
		de, _ = derr.(*DecodeError)
		if de == nil {
			de = &DecodeError{Kind: ErrCorrupt, Detail: derr.Error()}
		}
	}
	name, berr := store.Backup(now)
	if berr != nil {
		k.disabled = fmt.Errorf("the unreadable save at %s could not be moved aside: %w", store.Where(), berr)
		o.Detail = de.Error()
		o.Notice = fmt.Sprintf("Your saved game could not be read (%v), and it could not be moved aside (%v). It is left untouched, and this game will not be saved.", de.Kind, berr)
		return o
	}
	o.Backup, o.Detail = name, de.Error()
	// The player reads the reason in plain words; Detail has the particulars.
	o.Notice = fmt.Sprintf("Your saved game could not be read (%v). It was kept as %q and a new game starts.", de.Kind, name)
	return o
}

// NewKeeper returns a Keeper that saves to store without loading first.
func NewKeeper(store Store) *Keeper { return &Keeper{store: store} }

// Enabled reports whether Save writes anything; Why says why not.
func (k *Keeper) Enabled() bool { return k != nil && k.disabled == nil }

// Why returns the reason saving is off, or nil.
func (k *Keeper) Why() error {
	if k == nil {
		return ErrUnavailable
	}
	return k.disabled
}

// Save encodes s and writes it. A failing write turns saving off (and
// returns the error, for a notice) so a broken store is not retried on
// every move.
func (k *Keeper) Save(s State, now time.Time) error {
	if !k.Enabled() {
		return k.Why()
	}
	s.SavedAt = now.UnixMilli()
	b, err := Encode(s)
	if err != nil {
		return err
	}
	if err := k.store.Save(b); err != nil {
		k.disabled = err
		return err
	}
	return nil
}
