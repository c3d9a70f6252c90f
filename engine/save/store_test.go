package save // store_test.go: the file store's atomic writes and backups, and Open/Keeper on good, bad and broken stores.

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

var when = time.Date(2026, 11, 30, 9, 20, 0, 0, time.UTC)

func TestFileStore(t *testing.T) {
	dir := t.TempDir()
	fs := &FileStore{Dir: filepath.Join(dir, "draughts"), Name: "save.msgp"}
	if _, err := fs.Load(); !errors.Is(err, ErrNotFound) {
		t.Fatalf("empty load: %v", err)
	}
	o := Open(fs, when)
	if o.Notice != "" || o.Found || !o.Keeper.Enabled() {
		t.Fatalf("fresh open: %+v", o)
	}
	s := sampleState(t)
	if r := o.Keeper.Save(s, when); r.Err != nil {
		t.Fatal(r.Err)
	}
	o2 := Open(fs, when)
	if !o2.Found || o2.State.Game == nil || len(o2.State.Game.Moves) != len(sampleMoves) {
		t.Fatalf("reopen: %+v", o2)
	}
	entries, _ := os.ReadDir(fs.Dir)
	if len(entries) != 1 {
		t.Fatalf("temporary files left behind: %v", entries)
	}
}

func TestFileStoreBacksUpUnreadable(t *testing.T) {
	dir := t.TempDir()
	fs := &FileStore{Dir: dir, Name: "save.msgp"}
	garbage := []byte("this is not a save")
	for i := 0; i < 2; i++ { // twice in the same second: the backups must not collide
		os.WriteFile(fs.Path(), garbage, 0o600)
		o := Open(fs, when)
		if o.Notice == "" || o.Backup == "" || !strings.Contains(o.Notice, "could not be read") {
			t.Fatalf("open of garbage: %+v", o)
		}
		kept, err := os.ReadFile(o.Backup)
		if err != nil || string(kept) != string(garbage) {
			t.Fatalf("backup %s: %q %v", o.Backup, kept, err)
		}
		if _, err := os.Stat(fs.Path()); !os.IsNotExist(err) {
			t.Fatalf("unreadable save still in place")
		}
		if !o.Keeper.Enabled() {
			t.Fatalf("saving off after a successful backup")
		}
	}
	matches, _ := filepath.Glob(filepath.Join(dir, "save.bad-*"))
	if len(matches) != 2 {
		t.Fatalf("backups %v", matches)
	}
}

// brokenStore fails the way blocked browser storage does.
type brokenStore struct{ MemoryStore }

func (b *brokenStore) Load() ([]byte, error) { return nil, ErrUnavailable }
func (b *brokenStore) Save([]byte) error     { return ErrUnavailable }

// stuckStore holds an unreadable save that cannot be moved.
type stuckStore struct {
	MemoryStore
	saves int
}

func (s *stuckStore) Load() ([]byte, error)            { return []byte{0x01, 0x02}, nil }
func (s *stuckStore) Backup(time.Time) (string, error) { return "", errors.New("read-only") }
func (s *stuckStore) Save([]byte) error                { s.saves++; return nil }

func TestOpenNeverOverwrites(t *testing.T) {
	o := Open(&brokenStore{}, when)
	if o.Keeper.Enabled() || !strings.Contains(o.Notice, "cannot be kept") {
		t.Fatalf("broken store: %+v", o)
	}
	if r := o.Keeper.Save(New(), when); r.Err == nil {
		t.Fatal("save on a broken store succeeded")
	}
	st := &stuckStore{}
	o = Open(st, when)
	if o.Keeper.Enabled() || !strings.Contains(o.Notice, "left untouched") {
		t.Fatalf("stuck store: %+v", o)
	}
	o.Keeper.Save(New(), when)
	if st.saves != 0 {
		t.Fatal("an unreadable save that could not be moved aside was overwritten")
	}
	var m MemoryStore
	m.Save([]byte("junk"))
	o = Open(&m, when)
	if o.Backup == "" || string(m.Backups[o.Backup]) != "junk" {
		t.Fatalf("memory backup: %+v %v", o, m.Backups)
	}
}

func TestSaveFailureTurnsSavingOff(t *testing.T) {
	k := NewKeeper(&brokenStore{})
	if r := k.Save(New(), when); r.Err == nil || k.Enabled() {
		t.Fatalf("err %v enabled %v", r.Err, k.Enabled())
	}
}

// What goes wrong with the save file or its folder is said with the real
// file's or folder's name, never a temporary file's.
func TestFileStoreErrorsNameTheRealPlace(t *testing.T) {
	dir := t.TempDir()
	f := DirFileStore(dir, "")
	// A folder where the save file should be.
	if err := os.Mkdir(f.Path(), 0o700); err != nil {
		t.Fatal(err)
	}
	err := f.Save([]byte("x"))
	if !errors.Is(err, ErrUnavailable) || err.Error() != "storage is unavailable: "+f.Path()+": a folder is where the save file should be" {
		t.Errorf("save onto a folder: %v", err)
	}
	if _, err := f.Load(); !errors.Is(err, ErrUnavailable) || strings.Contains(err.Error(), "a file is") {
		t.Errorf("load of a folder: %v", err)
	}
	os.Remove(f.Path())
	// A write refused (as for a read-only folder; root passes permission
	// checks, so the refusal is made by the test's temporary file).
	f.createTemp = func(d, p string) (tempFile, error) {
		return nil, &fs.PathError{Op: "open", Path: filepath.Join(d, p[:len(p)-1]+"8123"), Err: syscall.EACCES}
	}
	err = f.Save([]byte("x"))
	if !errors.Is(err, ErrReadOnly) || strings.Contains(err.Error(), ".tmp-") || !strings.Contains(err.Error(), dir+": no permission to write there") {
		t.Errorf("refused write: %v", err)
	}
	f.createTemp = func(d, p string) (tempFile, error) {
		return nil, &fs.PathError{Op: "open", Path: filepath.Join(d, p[:len(p)-1]+"8123"), Err: syscall.ENOSPC}
	}
	if err := f.Save([]byte("x")); !errors.Is(err, ErrFull) || strings.Contains(err.Error(), ".tmp-") {
		t.Errorf("full disk: %v", err)
	}
}
