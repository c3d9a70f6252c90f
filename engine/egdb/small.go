package egdb // small.go: the 2-3 piece set, embedded (45 KB), loaded on first use.

import (
	"embed"
	"fmt"
	"os"
	"path"
	"sync"
)

// The 2-3 piece files, as `draughts egdb gen -pieces 3 -out engine/egdb/data`
// writes them (`make egdb-small`); a test checks they equal a fresh build.
//
//go:embed data/*.egdb
var smallFiles embed.FS

var (
	smallOnce sync.Once
	smallDB   *DB
	smallErr  error
)

// Small returns the embedded database of every position with 2 or 3
// pieces. The files are read once (a few milliseconds); later calls share
// the result.
func Small() (*DB, error) {
	smallOnce.Do(func() {
		db := New()
		for _, m := range Slices(3) {
			f, err := smallFiles.Open(path.Join("data", FileName(m)))
			if err != nil {
				smallErr = err
				return
			}
			t, err := ReadTable(f, FileName(m))
			f.Close()
			if err != nil {
				smallErr = err
				return
			}
			db.add(t)
		}
		db.updatePieces()
		smallDB = db
	})
	return smallDB, smallErr
}

// Extend attaches the slices of dir (up to maxPieces; each read at its
// first probe) on top of the embedded small set, so that a partial
// directory still gives 2-3 pieces.
func Extend(dir string, maxPieces int) (*DB, error) {
	if st, err := os.Stat(dir); err != nil {
		return nil, err
	} else if !st.IsDir() {
		return nil, fmt.Errorf("%s is not a directory", dir)
	}
	small, err := Small()
	if err != nil {
		return nil, err
	}
	db := New()
	for _, t := range small.Tables() {
		db.add(t)
	}
	if err := Attach(db, dir, maxPieces); err != nil {
		return nil, err
	}
	return db, nil
}
