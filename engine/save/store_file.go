package save // store_file.go: a Store in a file under the user config directory, written atomically.

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"time"
)

// FileStore keeps a save in Dir/Name. Writes go to a temporary file in the
// same directory that is then renamed over the save, so a crash leaves
// either the old save or the new one, never half of one.
type FileStore struct {
	Dir  string
	Name string // file name, e.g. "save.msgp"
}

// DefaultFileStore returns the store at <os.UserConfigDir()>/draughts/<namespace>.msgp
// ("save.msgp" for the namespace "" or "default").
func DefaultFileStore(namespace string) (*FileStore, error) {
	base, err := os.UserConfigDir()
	if err != nil {
		return nil, fmt.Errorf("%w: no user config directory: %v", ErrUnavailable, err)
	}
	name := "save.msgp"
	if namespace != "" && namespace != "default" {
		name = namespace + ".save.msgp"
	}
	return &FileStore{Dir: filepath.Join(base, "draughts"), Name: name}, nil
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
		return nil, fmt.Errorf("%w: %v", ErrUnavailable, err)
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

func (f *FileStore) Save(b []byte) error {
	if err := os.MkdirAll(f.Dir, 0o700); err != nil {
		return fmt.Errorf("%w: %v", ErrUnavailable, err)
	}
	tmp, err := os.CreateTemp(f.Dir, f.Name+".tmp-*")
	if err != nil {
		return fmt.Errorf("%w: %v", ErrUnavailable, err)
	}
	done := false
	defer func() {
		if !done {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if _, err := tmp.Write(b); err != nil {
		return fmt.Errorf("writing %s: %w", tmp.Name(), err)
	}
	if err := tmp.Sync(); err != nil {
		return fmt.Errorf("writing %s: %w", tmp.Name(), err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("writing %s: %w", tmp.Name(), err)
	}
	if err := os.Rename(tmp.Name(), f.Path()); err != nil {
		return fmt.Errorf("replacing %s: %w", f.Path(), err)
	}
	done = true
	return nil
}

// Backup renames the save to <name without .msgp>.bad-<UTC stamp>[-n]<.msgp>.
func (f *FileStore) Backup(at time.Time) (string, error) {
	ext := filepath.Ext(f.Name)
	base := f.Name[:len(f.Name)-len(ext)] + ".bad-" + BackupStamp(at)
	name := uniqueName(base, func(n string) bool {
		_, err := os.Lstat(filepath.Join(f.Dir, n+ext))
		return !errors.Is(err, fs.ErrNotExist)
	}) + ext
	dst := filepath.Join(f.Dir, name)
	if err := os.Rename(f.Path(), dst); err != nil {
		return "", err
	}
	return dst, nil
}
