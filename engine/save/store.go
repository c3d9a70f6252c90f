package save // store.go: the Store interface, a memory store, and Open/Keeper, which never overwrite an unreadable save.

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"sync"
	"time"
)

// ErrNotFound is returned by Store.Load when nothing has been saved yet.
var ErrNotFound = errors.New("no save yet")

// ErrUnavailable wraps the errors of a store that cannot be used at all
// (browser storage blocked, no config directory, a file where the save
// folder should be).
var ErrUnavailable = errors.New("storage is unavailable")

// ErrFull wraps the errors of a store that has no room for the write
// (browser quota exceeded, disk full); ErrReadOnly those of a store that
// can be read but not written (read-only folder or disk, no permission).
var (
	ErrFull     = errors.New("storage is full")
	ErrReadOnly = errors.New("storage is read-only")
)

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

// Slots is a Store that also keeps named side saves beside the main one:
// backups of unreadable saves ("bad-<stamp>"), recovery slots
// ("recovery-<game id>") and paused games ("paused-<game id>"). Names are
// letters, digits and '-'.
type Slots interface {
	SlotNames() ([]string, error)
	LoadSlot(name string) ([]byte, error)
	SaveSlot(name string, b []byte) error
	RemoveSlot(name string) error
}

// MemoryStore is a Store (with Slots) in memory: for tests, and for
// playing on when real storage is unavailable. The zero value is empty and
// ready. Quota (bytes over the save and every slot; 0 = none) and ReadOnly
// make it fail the way a full or read-only store does.
type MemoryStore struct {
	mu       sync.Mutex
	data     []byte
	has      bool
	Backups  map[string][]byte // slot name -> bytes (backups, recovery and paused games)
	Quota    int
	ReadOnly bool
	Writes   int // successful writes of the main save
}

func (m *MemoryStore) Load() ([]byte, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if !m.has {
		return nil, ErrNotFound
	}
	return append([]byte(nil), m.data...), nil
}

// room checks a write that replaces old bytes with n new ones.
func (m *MemoryStore) room(old, n int) error {
	if m.ReadOnly {
		return fmt.Errorf("%w: memory store set read-only", ErrReadOnly)
	}
	if m.Quota <= 0 {
		return nil
	}
	used := len(m.data)
	for _, b := range m.Backups {
		used += len(b)
	}
	if used-old+n > m.Quota {
		return fmt.Errorf("%w: %d bytes used of %d, %d more asked", ErrFull, used, m.Quota, n-old)
	}
	return nil
}

func (m *MemoryStore) Save(b []byte) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if err := m.room(len(m.data), len(b)); err != nil {
		return err
	}
	m.data, m.has = append([]byte(nil), b...), true
	m.Writes++
	return nil
}

func (m *MemoryStore) Backup(at time.Time) (string, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if !m.has {
		return "", ErrNotFound
	}
	if err := m.room(0, len(m.data)); err != nil {
		return "", err
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

// Probe fails like a write of a few hundred bytes would.
func (m *MemoryStore) Probe() error {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.room(0, 256)
}

func (m *MemoryStore) SlotNames() ([]string, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	var out []string
	for n := range m.Backups {
		out = append(out, strings.TrimPrefix(n, "save."))
	}
	sort.Strings(out)
	return out, nil
}

func (m *MemoryStore) LoadSlot(name string) ([]byte, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	b, ok := m.Backups["save."+name]
	if !ok {
		return nil, ErrNotFound
	}
	return append([]byte(nil), b...), nil
}

func (m *MemoryStore) SaveSlot(name string, b []byte) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if err := m.room(len(m.Backups["save."+name]), len(b)); err != nil {
		return err
	}
	if m.Backups == nil {
		m.Backups = map[string][]byte{}
	}
	m.Backups["save."+name] = append([]byte(nil), b...)
	return nil
}

func (m *MemoryStore) RemoveSlot(name string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.ReadOnly {
		return fmt.Errorf("%w: memory store set read-only", ErrReadOnly)
	}
	delete(m.Backups, "save."+name)
	return nil
}

// uniqueName returns base, or base-2, base-3, ... whichever is not taken.
func uniqueName(base string, taken func(string) bool) string {
	name := base
	for i := 2; taken(name); i++ {
		name = fmt.Sprintf("%s-%d", base, i)
	}
	return name
}
