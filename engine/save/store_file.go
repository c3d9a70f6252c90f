package save // store_file.go: a Store in a file under the user config directory (or a chosen folder), written atomically, with side saves beside it.

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"syscall"
	"time"
)

// FileStore keeps a save in Dir/Name. Writes go to a temporary file in the
// same directory that is then renamed over the save, so a crash, a full
// disk or a write that fails halfway leaves either the old save or the new
// one, never half of one. Side saves (Slots) are files beside it:
// <name without .msgp>.<slot>.msgp.
type FileStore struct {
	Dir  string
	Name string // file name, e.g. "save.msgp"

	// createTemp makes the temporary file of a write (tests replace it to
	// fail halfway); nil means os.CreateTemp.
	createTemp func(dir, pattern string) (tempFile, error)
}

// tempFile is what a write needs of an *os.File.
type tempFile interface {
	io.Writer
	Sync() error
	Close() error
	Name() string
}

// DefaultFileStore returns the store at <os.UserConfigDir()>/draughts/<namespace>.msgp
// ("save.msgp" for the namespace "" or "default").
func DefaultFileStore(namespace string) (*FileStore, error) {
	base, err := os.UserConfigDir()
	if err != nil {
		return nil, fmt.Errorf("%w: no user config directory: %v", ErrUnavailable, err)
	}
	return &FileStore{Dir: filepath.Join(base, "draughts"), Name: fileName(namespace)}, nil
}

// DirFileStore returns the store of a namespace in the folder dir (the
// desktop's -save DIR).
func DirFileStore(dir, namespace string) *FileStore {
	return &FileStore{Dir: dir, Name: fileName(namespace)}
}

func fileName(namespace string) string {
	if namespace != "" && namespace != "default" {
		return namespace + ".save.msgp"
	}
	return "save.msgp"
}

// Path is the save file's path.
func (f *FileStore) Path() string { return filepath.Join(f.Dir, f.Name) }

func (f *FileStore) Where() string { return f.Path() }

func (f *FileStore) Load() ([]byte, error) {
	b, err := readLimited(f.Path(), MaxSaveBytes+1)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, classifyAt(f.Path(), err)
	}
	return b, nil
}

// readLimited reads at most max bytes of a file, so a huge file in place of
// the save cannot exhaust memory (Decode then reports it as too large).
func readLimited(path string, max int64) ([]byte, error) {
	fh, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer fh.Close()
	return io.ReadAll(io.LimitReader(fh, max))
}

// classify wraps a file error with ErrFull, ErrReadOnly or ErrUnavailable,
// worded with the path the error names.
func classify(err error) error { return classifyAt("", err) }

// classifyAt wraps a file error like classify and words it for the player:
// the file or folder concerned (path, or else the one the error names; never
// a temporary file's name) and what is wrong with it.
func classifyAt(path string, err error) error {
	switch {
	case err == nil:
		return nil
	case errors.Is(err, ErrFull), errors.Is(err, ErrReadOnly), errors.Is(err, ErrUnavailable):
		return err
	}
	why := err
	var pe *fs.PathError
	var le *os.LinkError
	switch {
	case errors.As(err, &pe):
		why = pe.Err
		if path == "" {
			path = pe.Path
		}
	case errors.As(err, &le):
		why = le.Err
		if path == "" {
			path = le.New
		}
	}
	at := ""
	if path != "" {
		at = path + ": "
	}
	switch {
	case errors.Is(why, syscall.ENOSPC), errors.Is(why, syscall.EDQUOT), errors.Is(why, syscall.EFBIG):
		return fmt.Errorf("%w: %sthe disk is full", ErrFull, at)
	case errors.Is(why, syscall.EROFS):
		return fmt.Errorf("%w: %sthe disk is read-only", ErrReadOnly, at)
	case errors.Is(why, fs.ErrPermission):
		return fmt.Errorf("%w: %sno permission to write there", ErrReadOnly, at)
	case errors.Is(why, syscall.EISDIR), errors.Is(why, fs.ErrExist), errors.Is(why, syscall.ENOTEMPTY):
		return fmt.Errorf("%w: %sa folder is where the save file should be", ErrUnavailable, at)
	case errors.Is(why, syscall.ENOTDIR):
		return fmt.Errorf("%w: %sa file is in the way of the save folder", ErrUnavailable, at)
	}
	return fmt.Errorf("%w: %s%v", ErrUnavailable, at, why)
}

// dir makes sure the save folder exists and is a folder.
func (f *FileStore) dir() error {
	if st, err := os.Stat(f.Dir); err == nil && !st.IsDir() {
		return fmt.Errorf("%w: %s is a file, not a folder", ErrUnavailable, f.Dir)
	}
	if err := os.MkdirAll(f.Dir, 0o700); err != nil {
		return classifyAt(f.Dir, err)
	}
	return nil
}

func (f *FileStore) Save(b []byte) error { return f.writeFile(f.Path(), b) }

// writeFile writes b to path atomically: a temporary file in the same
// folder, synced, then renamed over path. On any failure the temporary
// file is removed and path is untouched.
func (f *FileStore) writeFile(path string, b []byte) error {
	if err := f.dir(); err != nil {
		return err
	}
	create := f.createTemp
	if create == nil {
		create = func(dir, pattern string) (tempFile, error) { return os.CreateTemp(dir, pattern) }
	}
	if st, err := os.Stat(path); err == nil && st.IsDir() {
		return fmt.Errorf("%w: %s: a folder is where the save file should be", ErrUnavailable, path)
	}
	tmp, err := create(f.Dir, filepath.Base(path)+".tmp-*")
	if err != nil {
		return classifyAt(f.Dir, err)
	}
	done := false
	defer func() {
		if !done {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if _, err := tmp.Write(b); err != nil {
		return classifyAt(path, err)
	}
	if err := tmp.Sync(); err != nil {
		return classifyAt(path, err)
	}
	if err := tmp.Close(); err != nil {
		return classifyAt(path, err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return classifyAt(path, err)
	}
	done = true
	return nil
}

// Probe creates and removes an empty temporary file in the save folder.
func (f *FileStore) Probe() error {
	if err := f.dir(); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(f.Dir, f.Name+".probe-*")
	if err != nil {
		return classifyAt(f.Dir, err)
	}
	name := tmp.Name()
	_, werr := tmp.Write(make([]byte, 256))
	cerr := tmp.Close()
	os.Remove(name)
	if werr != nil {
		return classifyAt(f.Dir, werr)
	}
	return classifyAt(f.Dir, cerr)
}

// Backup renames the save to <name without .msgp>.bad-<UTC stamp>[-n]<.msgp>.
func (f *FileStore) Backup(at time.Time) (string, error) {
	ext := filepath.Ext(f.Name)
	base := f.Name[:len(f.Name)-len(ext)] + "." + SlotBackup + BackupStamp(at)
	name := uniqueName(base, func(n string) bool {
		_, err := os.Lstat(filepath.Join(f.Dir, n+ext))
		return !errors.Is(err, fs.ErrNotExist)
	}) + ext
	dst := filepath.Join(f.Dir, name)
	if err := os.Rename(f.Path(), dst); err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return "", ErrNotFound
		}
		return "", classify(err)
	}
	return dst, nil
}

// slotPath is the file of a side save.
func (f *FileStore) slotPath(name string) (string, error) {
	if name == "" || safeSlot(name) != name {
		return "", fmt.Errorf("bad slot name %q", clip(name))
	}
	ext := filepath.Ext(f.Name)
	return filepath.Join(f.Dir, f.Name[:len(f.Name)-len(ext)]+"."+name+ext), nil
}

func (f *FileStore) SlotNames() ([]string, error) {
	entries, err := os.ReadDir(f.Dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, classify(err)
	}
	ext := filepath.Ext(f.Name)
	prefix := f.Name[:len(f.Name)-len(ext)] + "."
	var out []string
	for _, e := range entries {
		n := e.Name()
		if e.IsDir() || !strings.HasPrefix(n, prefix) || !strings.HasSuffix(n, ext) || n == f.Name {
			continue
		}
		slot := strings.TrimSuffix(strings.TrimPrefix(n, prefix), ext)
		if safeSlot(slot) == slot && IsSlotName(slot) {
			out = append(out, slot)
		}
	}
	sort.Strings(out)
	return out, nil
}

func (f *FileStore) LoadSlot(name string) ([]byte, error) {
	p, err := f.slotPath(name)
	if err != nil {
		return nil, err
	}
	b, err := readLimited(p, MaxSaveBytes+1)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, ErrNotFound
	}
	return b, classifyAt(p, err)
}

func (f *FileStore) SaveSlot(name string, b []byte) error {
	p, err := f.slotPath(name)
	if err != nil {
		return err
	}
	return f.writeFile(p, b)
}

func (f *FileStore) RemoveSlot(name string) error {
	p, err := f.slotPath(name)
	if err != nil {
		return err
	}
	if err := os.Remove(p); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return classify(err)
	}
	return nil
}
