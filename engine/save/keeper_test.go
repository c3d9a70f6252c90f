package save // keeper_test.go: faults: full and read-only stores, the space-making order, two writers and recovery slots, a blocked backup, a save folder that is a file, a write that fails halfway.

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// gameState is a state whose game has the given id and moves.
func gameState(id string, moves ...string) State {
	s := New()
	s.Game = &GameSave{ID: id, StartFEN: "", Moves: moves, Cursor: len(moves), Mode: ModeTwoPlayer, Level: 3, Human: SideWhite, Result: "*"}
	return s
}

func finishedAt(i int) FinishedGame {
	return FinishedGame{ID: fmt.Sprintf("f%d", i), EndedAt: int64(1000 + i), Moves: []string{"32-28", "19-23"}, Mode: ModePlay, Result: "2-0"}
}

// fill sets the store's quota to what it holds now plus extra bytes.
func fill(m *MemoryStore, extra int) {
	used := len(m.data)
	for _, b := range m.Backups {
		used += len(b)
	}
	m.Quota = used + extra
}

func TestFullStoreBeforeLoad(t *testing.T) {
	m := &MemoryStore{}
	k := Open(m, when).Keeper
	s := gameState("g1", "32-28", "19-23")
	if r := k.Save(s, when); r.Err != nil {
		t.Fatal(r.Err)
	}
	before, _ := m.Load()
	fill(m, 0)
	// Reading does not depend on writing: the game comes back.
	o := Open(m, when)
	if !o.Found || o.State.Game == nil || strings.Join(o.State.Game.Moves, " ") != "32-28 19-23" || o.Notice != "" {
		t.Fatalf("open of a full store: %+v", o)
	}
	if err := o.Keeper.Probe(); !errors.Is(err, ErrFull) || o.Keeper.Enabled() {
		t.Fatalf("probe %v, enabled %v", err, o.Keeper.Enabled())
	}
	s = o.State
	s.Game.Moves = append(s.Game.Moves, "28x19")
	s.Game.Cursor = 3
	r := o.Keeper.Save(s, when)
	if !errors.Is(r.Err, ErrFull) || o.Keeper.Enabled() {
		t.Fatalf("save into a full store: %+v", r)
	}
	if now, _ := m.Load(); !bytes.Equal(now, before) {
		t.Fatal("a failed save changed the stored bytes")
	}
	// Room appears (the player cleared other data): the next save works by itself.
	m.Quota = 0
	r = o.Keeper.Save(s, when)
	if r.Err != nil || !r.Resumed || !o.Keeper.Enabled() {
		t.Fatalf("resume: %+v", r)
	}
	if o2 := Open(m, when); len(o2.State.Game.Moves) != 3 {
		t.Fatalf("resumed save has %v", o2.State.Game.Moves)
	}
}

func TestReadOnlyStore(t *testing.T) {
	m := &MemoryStore{}
	k := Open(m, when).Keeper
	k.Save(gameState("g1", "32-28"), when)
	m.ReadOnly = true
	o := Open(m, when)
	if !o.Found || len(o.State.Game.Moves) != 1 {
		t.Fatalf("read-only open: %+v", o)
	}
	if err := o.Keeper.Probe(); !errors.Is(err, ErrReadOnly) {
		t.Fatalf("probe: %v", err)
	}
	s := gameState("g1", "32-28", "19-23")
	if r := o.Keeper.Save(s, when); !errors.Is(r.Err, ErrReadOnly) {
		t.Fatalf("save: %+v", r)
	}
	if o2 := Open(m, when); len(o2.State.Game.Moves) != 1 {
		t.Fatal("read-only store changed")
	}
}

func TestSpaceMakingOrder(t *testing.T) {
	m := &MemoryStore{}
	k := Open(m, when).Keeper
	s := gameState("cur", "32-28")
	for i := 0; i < 9; i++ {
		s.Finished = append(s.Finished, finishedAt(i))
	}
	if r := k.Save(s, when); r.Err != nil {
		t.Fatal(r.Err)
	}
	for i := 0; i < 5; i++ { // paused games, oldest first
		p := gameState(fmt.Sprintf("p%d", i), "33-29", "18-22")
		if _, err := k.KeepGame(SlotPaused, p, when.Add(time.Duration(i)*time.Minute)); err != nil {
			t.Fatal(err)
		}
	}
	if err := m.SaveSlot(SlotArchived+"a0", mustEncode(t, gameState("a0", "31-26"))); err != nil {
		t.Fatal(err)
	}
	rec := gameState("other", "34-30")
	recSlot, err := k.KeepGame(SlotRecovery, rec, when)
	if err != nil {
		t.Fatal(err)
	}
	m.Backups["save.bad-20261130T000000Z"] = []byte("junk")
	recBytes, _ := m.LoadSlot(recSlot)

	// A little more than dropping 3 finished games frees: the finished games go, oldest first, down to 5.
	fin, _ := Encode(State{Finished: []FinishedGame{finishedAt(0)}})
	one := len(fin) - len(mustEncode(t, State{}))
	fill(m, 0)
	grown := s
	grown.Game = &GameSave{ID: "cur", Moves: []string{"32-28", "19-23", "28x19"}, Cursor: 3, Mode: ModeTwoPlayer, Level: 3, Human: SideWhite, Result: "*"}
	r := k.Save(grown, when)
	if r.Err != nil || r.Dropped == 0 || r.Dropped > 4 || len(r.DroppedPaused) != 0 {
		t.Fatalf("first squeeze: %+v (one finished game = %d bytes)", r, one)
	}
	if first := r.State.Finished[0].ID; first != fmt.Sprintf("f%d", r.Dropped) {
		t.Fatalf("dropped the wrong games: first kept %s after dropping %d", first, r.Dropped)
	}
	// Much more: every finished game above 5, then the archived games, then paused games oldest first down to 3; never the recovery slot or the backup.
	s = r.State
	fill(m, 0)
	big := s
	big.Game = &GameSave{ID: "cur", Moves: append([]string{"32-28", "19-23", "28x19"}, strings.Split(strings.Repeat("x ", 3000), " ")[:3000]...), Mode: ModeTwoPlayer, Result: "*"}
	big.Game.Cursor = len(big.Game.Moves)
	r = k.Save(big, when)
	if len(r.DroppedPaused) != 3 || r.DroppedPaused[0] != SlotArchived+"a0" || r.DroppedPaused[1] != SlotPaused+"p0" || r.DroppedPaused[2] != SlotPaused+"p1" {
		t.Fatalf("paused games dropped: %v (err %v)", r.DroppedPaused, r.Err)
	}
	if !errors.Is(r.Err, ErrFull) {
		t.Fatalf("a save that cannot fit must fail: %+v", r)
	}
	if b, _ := m.LoadSlot(recSlot); !bytes.Equal(b, recBytes) {
		t.Fatal("the recovery slot was touched")
	}
	if string(m.Backups["save.bad-20261130T000000Z"]) != "junk" {
		t.Fatal("the backup was touched")
	}
	// The player's "free space": every finished game goes, and the save fits.
	fill(m, 0)
	grown.Game.Moves = append(grown.Game.Moves, "14x23")
	grown.Game.Cursor = 4
	r = k.DropFinished(grown, when)
	if r.Err != nil || len(r.State.Finished) != 0 || !r.Resumed || r.Dropped != 9 {
		t.Fatalf("free space: %+v", r)
	}
}

func mustEncode(t *testing.T, s State) []byte {
	b, err := Encode(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestTwoWritersKeepBothGames(t *testing.T) {
	m := &MemoryStore{}
	a := Open(m, when).Keeper
	a.Save(gameState("A", "32-28"), when)
	a.Save(gameState("A", "32-28", "19-23"), when) // the same game continued: no conflict
	if names, _ := m.SlotNames(); len(names) != 0 {
		t.Fatalf("slots after one writer: %v", names)
	}
	b := Open(m, when).Keeper // a second tab opens and starts another game
	bs := gameState("B", "33-29")
	bs.Finished = []FinishedGame{finishedAt(1)}
	r := b.Save(bs, when)
	if r.Err != nil || r.Conflict != nil {
		t.Fatalf("b's first save (it read a's save): %+v", r)
	}
	// a has not read b's save: its next write keeps b's game in a recovery slot first.
	as := gameState("A", "32-28", "19-23", "28x19")
	as.Finished = []FinishedGame{finishedAt(2)}
	r = a.Save(as, when)
	if r.Err != nil || r.Conflict == nil || !strings.HasPrefix(r.Conflict.Slot, SlotRecovery+"B-") || r.Conflict.Game.Moves[0] != "33-29" {
		t.Fatalf("a's save over b's game: %+v", r)
	}
	if len(r.State.Finished) != 2 {
		t.Fatalf("finished games of both writers: %+v", r.State.Finished)
	}
	got, err := m.LoadSlot(r.Conflict.Slot)
	if err != nil {
		t.Fatal(err)
	}
	if st, err := Decode(got); err != nil || st.Game.ID != "B" {
		t.Fatalf("recovery slot: %+v %v", st, err)
	}
	// And back: b's next save keeps a's game.
	r = b.Save(gameState("B", "33-29", "18-22"), when)
	if r.Conflict == nil || !strings.HasPrefix(r.Conflict.Slot, SlotRecovery+"A-") {
		t.Fatalf("b's save over a's game: %+v", r)
	}
	names, _ := m.SlotNames()
	if len(names) != 2 || !strings.HasPrefix(names[0], "recovery-A-") || !strings.HasPrefix(names[1], "recovery-B-") {
		t.Fatalf("slots %v", names)
	}
}

func TestBackupBlockedByQuota(t *testing.T) {
	m := &MemoryStore{}
	m.Save([]byte("corrupt bytes"))
	m.Quota = len("corrupt bytes") // no room for a copy
	o := Open(m, when)
	if o.Backup != "" || !o.Keeper.Blocked() || o.Unreadable == nil || !strings.Contains(o.Notice, "left untouched") {
		t.Fatalf("open: %+v", o)
	}
	r := o.Keeper.Save(gameState("n", "32-28"), when)
	if !errors.Is(r.Err, ErrFull) {
		t.Fatalf("save while blocked: %+v", r)
	}
	if b, _ := m.Load(); string(b) != "corrupt bytes" {
		t.Fatalf("corrupt bytes changed: %q", b)
	}
	m.Quota = 0
	r = o.Keeper.Save(gameState("n", "32-28"), when)
	if r.Err != nil || r.Backup == "" || string(m.Backups[r.Backup]) != "corrupt bytes" || !r.Resumed {
		t.Fatalf("save after room: %+v", r)
	}
}

func TestSaveFolderIsAFile(t *testing.T) {
	dir := t.TempDir()
	place := filepath.Join(dir, "draughts")
	os.WriteFile(place, []byte("someone's file"), 0o600)
	fs := &FileStore{Dir: place, Name: "save.msgp"}
	o := Open(fs, when)
	if o.Keeper.Enabled() || !errors.Is(o.Keeper.Why(), ErrUnavailable) {
		t.Fatalf("open: %+v", o)
	}
	if err := o.Keeper.Probe(); err == nil || !strings.Contains(err.Error(), "is a file") {
		t.Fatalf("probe: %v", err)
	}
	if r := o.Keeper.Save(gameState("g", "32-28"), when); r.Err == nil {
		t.Fatal("saved into a file")
	}
	if b, _ := os.ReadFile(place); string(b) != "someone's file" {
		t.Fatal("the file in place was changed")
	}
}

// halfFile writes half of what it is given, then fails like a full disk.
type halfFile struct{ *os.File }

func (h halfFile) Write(b []byte) (int, error) {
	n, _ := h.File.Write(b[:len(b)/2])
	return n, &os.PathError{Op: "write", Path: h.Name(), Err: syscall.ENOSPC}
}

func TestWriteFailsHalfway(t *testing.T) {
	dir := t.TempDir()
	fs := &FileStore{Dir: dir, Name: "save.msgp"}
	k := Open(fs, when).Keeper
	if r := k.Save(gameState("g", "32-28", "19-23"), when); r.Err != nil {
		t.Fatal(r.Err)
	}
	before, _ := os.ReadFile(fs.Path())
	fs.createTemp = func(d, p string) (tempFile, error) {
		f, err := os.CreateTemp(d, p)
		if err != nil {
			return nil, err
		}
		return halfFile{f}, nil
	}
	r := k.Save(gameState("g", "32-28", "19-23", "28x19"), when)
	if !errors.Is(r.Err, ErrFull) || k.Enabled() {
		t.Fatalf("half write: %+v", r)
	}
	if after, _ := os.ReadFile(fs.Path()); !bytes.Equal(after, before) {
		t.Fatal("the save was changed by a failed write")
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Fatalf("left behind: %v", entries)
	}
	fs.createTemp = nil
	if r := k.Save(gameState("g", "32-28", "19-23", "28x19"), when); r.Err != nil || !r.Resumed {
		t.Fatalf("after the fault: %+v", r)
	}
}

func TestFileSlotsAndTwoWindows(t *testing.T) {
	dir := t.TempDir()
	a := Open(&FileStore{Dir: dir, Name: "save.msgp"}, when).Keeper
	b := Open(&FileStore{Dir: dir, Name: "save.msgp"}, when).Keeper
	a.Save(gameState("A", "32-28"), when)
	r := b.Save(gameState("B", "33-29"), when)
	if r.Conflict == nil || !strings.HasPrefix(r.Conflict.Slot, "recovery-A-") {
		t.Fatalf("second window: %+v", r)
	}
	if _, err := os.Stat(filepath.Join(dir, "save."+r.Conflict.Slot+".msgp")); err != nil {
		t.Fatal(err)
	}
	fs := &FileStore{Dir: dir, Name: "save.msgp"}
	names, _ := fs.SlotNames()
	if len(names) != 1 || names[0] != r.Conflict.Slot {
		t.Fatalf("slots %v", names)
	}
	if err := fs.SaveSlot("../x", []byte("x")); err == nil {
		t.Fatal("a slot name with a path was accepted")
	}
	if err := fs.RemoveSlot(r.Conflict.Slot); err != nil {
		t.Fatal(err)
	}
	if names, _ := fs.SlotNames(); len(names) != 0 {
		t.Fatalf("after remove: %v", names)
	}
}

func TestOneGameContinuedTwoWays(t *testing.T) {
	m := &MemoryStore{}
	Open(m, when).Keeper.Save(gameState("X", "32-28"), when)
	a := Open(m, when).Keeper // two tabs restore the same game
	b := Open(m, when).Keeper
	if r := a.Save(gameState("X", "32-28", "19-23"), when); r.Err != nil || r.Conflict != nil {
		t.Fatalf("a: %+v", r)
	}
	r := b.Save(gameState("X", "32-28", "18-23"), when)
	if r.Conflict == nil || r.Conflict.Game.Moves[1] != "19-23" {
		t.Fatalf("b continued the game another way over a's: %+v", r)
	}
	// And a's answer keeps b's line in a slot of its own: both lines survive.
	r = a.Save(gameState("X", "32-28", "19-23", "34-29"), when)
	if r.Conflict == nil || r.Conflict.Game.Moves[1] != "18-23" {
		t.Fatalf("a over b: %+v", r)
	}
	names, _ := m.SlotNames()
	if len(names) != 2 {
		t.Fatalf("one slot per line: %v", names)
	}
}

// Past MaxPaused, the oldest paused games move to the archive, byte for
// byte, and are named to the caller: none is dropped for the count alone.
func TestArchivePaused(t *testing.T) {
	m := &MemoryStore{}
	k := Open(m, when).Keeper
	kept := map[string][]byte{}
	for i := 0; i < MaxPaused+2; i++ {
		p := gameState(fmt.Sprintf("p%02d", i), "33-29", "18-22")
		name, err := k.KeepGame(SlotPaused, p, when.Add(time.Duration(i)*time.Minute))
		if err != nil {
			t.Fatal(err)
		}
		kept[name], _ = m.LoadSlot(name)
		moved, err := k.ArchivePaused()
		if err != nil {
			t.Fatal(err)
		}
		switch {
		case i < MaxPaused && len(moved) != 0:
			t.Fatalf("%d paused games: %v archived", i+1, moved)
		case i >= MaxPaused && (len(moved) != 1 || moved[0].Game == nil || moved[0].Game.ID != fmt.Sprintf("p%02d", i-MaxPaused)):
			t.Fatalf("%d paused games: archived %+v, want p%02d", i+1, moved, i-MaxPaused)
		case i >= MaxPaused && moved[0].Slot != SlotArchived+fmt.Sprintf("pp%02d", i-MaxPaused)[1:]:
			t.Fatalf("archive slot %q", moved[0].Slot)
		}
	}
	names, _ := m.SlotNames()
	paused, archived := 0, 0
	for _, n := range names {
		switch {
		case strings.HasPrefix(n, SlotPaused):
			paused++
		case strings.HasPrefix(n, SlotArchived):
			archived++
			b, _ := m.LoadSlot(n)
			if !bytes.Equal(b, kept[SlotPaused+strings.TrimPrefix(n, SlotArchived)]) {
				t.Errorf("%s differs from the paused game it was", n)
			}
		}
	}
	if paused != MaxPaused || archived != 2 {
		t.Fatalf("%d paused, %d archived: %v", paused, archived, names)
	}
}
