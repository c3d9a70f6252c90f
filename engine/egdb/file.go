package egdb // file.go: the file format of a solved slice, and loading a directory of them.

import (
	"bytes"
	"compress/flate"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"path/filepath"
)

// File format of one slice (little-endian), named <material>.egdb, e.g.
// "1m2k-0m1k.egdb":
//
//	offset size
//	 0      8  magic "DRGHTSDB"
//	 8      2  format version (1)
//	10      4  material: white men, white kings, black men, black kings
//	14      1  values: 1 = 2 bits a position (0 draw, 1 win, 2 loss for
//	           White to move; four positions a byte, lowest bits first)
//	15      1  compression: 1 = DEFLATE (RFC 1951)
//	16      8  positions (index slots, the material's Size)
//	24      4  packed bytes (before compression)
//	28      4  stored bytes (after compression)
//	32      4  CRC-32 (IEEE) of the packed bytes
//	36      4  CRC-32 (IEEE) of bytes 0-35
//	40      -  the stored bytes
const (
	fileMagic   = "DRGHTSDB"
	fileVersion = 1
	headerSize  = 40
	fileExt     = ".egdb"
)

// FileName returns the file name of material m's slice.
func FileName(m Material) string { return m.String() + fileExt }

// WriteTo writes the table in the file format; it returns the bytes written.
func (t *Table) WriteTo(w io.Writer) (int64, error) {
	var comp bytes.Buffer
	fw, _ := flate.NewWriter(&comp, flate.BestCompression)
	fw.Write(t.data)
	if err := fw.Close(); err != nil {
		return 0, err
	}
	h := make([]byte, headerSize)
	copy(h, fileMagic)
	binary.LittleEndian.PutUint16(h[8:], fileVersion)
	h[10], h[11], h[12], h[13] = byte(t.Mat.WM), byte(t.Mat.WK), byte(t.Mat.BM), byte(t.Mat.BK)
	h[14], h[15] = 1, 1
	binary.LittleEndian.PutUint64(h[16:], t.Mat.Size())
	binary.LittleEndian.PutUint32(h[24:], uint32(len(t.data)))
	binary.LittleEndian.PutUint32(h[28:], uint32(comp.Len()))
	binary.LittleEndian.PutUint32(h[32:], crc32.ChecksumIEEE(t.data))
	binary.LittleEndian.PutUint32(h[36:], crc32.ChecksumIEEE(h[:36]))
	n, err := w.Write(h)
	if err != nil {
		return int64(n), err
	}
	n2, err := w.Write(comp.Bytes())
	return int64(n + n2), err
}

// header is the parsed header of a slice file.
type header struct {
	mat         Material
	stored, crc uint32
}

// readHeader reads and checks the header of a slice file.
func readHeader(r io.Reader, name string) (header, error) {
	h := make([]byte, headerSize)
	if _, err := io.ReadFull(r, h); err != nil {
		return header{}, fmt.Errorf("egdb: %s: header: %v", name, err)
	}
	if string(h[:8]) != fileMagic {
		return header{}, fmt.Errorf("egdb: %s: not an endgame database file (magic %q)", name, h[:8])
	}
	if crc32.ChecksumIEEE(h[:36]) != binary.LittleEndian.Uint32(h[36:]) {
		return header{}, fmt.Errorf("egdb: %s: header checksum mismatch", name)
	}
	if v := binary.LittleEndian.Uint16(h[8:]); v != fileVersion {
		return header{}, fmt.Errorf("egdb: %s: format version %d, want %d", name, v, fileVersion)
	}
	m := Material{int(h[10]), int(h[11]), int(h[12]), int(h[13])}
	if !m.valid() {
		return header{}, fmt.Errorf("egdb: %s: bad material %v", name, m)
	}
	if h[14] != 1 || h[15] != 1 {
		return header{}, fmt.Errorf("egdb: %s: unknown value coding %d or compression %d", name, h[14], h[15])
	}
	if n := binary.LittleEndian.Uint64(h[16:]); n != m.Size() {
		return header{}, fmt.Errorf("egdb: %s: %d positions, material %v has %d", name, n, m, m.Size())
	}
	if n := binary.LittleEndian.Uint32(h[24:]); uint64(n) != (m.Size()+3)/4 {
		return header{}, fmt.Errorf("egdb: %s: %d packed bytes, want %d", name, n, (m.Size()+3)/4)
	}
	return header{mat: m, stored: binary.LittleEndian.Uint32(h[28:]), crc: binary.LittleEndian.Uint32(h[32:])}, nil
}

// ReadTable reads one slice in the file format, checking the header, the
// sizes and both checksums; name is used in error messages.
func ReadTable(r io.Reader, name string) (*Table, error) {
	h, err := readHeader(r, name)
	if err != nil {
		return nil, err
	}
	t := newTable(h.mat)
	fr := flate.NewReader(io.LimitReader(r, int64(h.stored)))
	if _, err := io.ReadFull(fr, t.data); err != nil {
		return nil, fmt.Errorf("egdb: %s: data: %v", name, err)
	}
	if crc32.ChecksumIEEE(t.data) != h.crc {
		return nil, fmt.Errorf("egdb: %s: data checksum mismatch", name)
	}
	return t, nil
}

// readTableFile reads the slice file path, which must hold material m.
func readTableFile(path string, m Material) (*Table, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	t, err := ReadTable(f, path)
	if err != nil {
		return nil, err
	}
	if t.Mat != m {
		return nil, fmt.Errorf("egdb: %s holds material %v", path, t.Mat)
	}
	return t, nil
}

// SaveTable writes t to dir/FileName(t.Mat) through a temporary file and a
// rename, so that a stopped generation never leaves a partial file.
func SaveTable(dir string, t *Table) error {
	path := filepath.Join(dir, FileName(t.Mat))
	tmp := path + ".tmp"
	f, err := os.Create(tmp)
	if err != nil {
		return err
	}
	if _, err := t.WriteTo(f); err != nil {
		f.Close()
		os.Remove(tmp)
		return err
	}
	if err := f.Close(); err != nil {
		os.Remove(tmp)
		return err
	}
	return os.Rename(tmp, path)
}

// Load reads every slice file of up to maxPieces pieces found in dir into
// db (slices already present are kept). Missing files are not an error:
// db.Pieces() tells how far the set is complete. A damaged file is.
func Load(db *DB, dir string, maxPieces int) error {
	for _, m := range Slices(min(maxPieces, MaxPieces)) {
		if db.has(m) {
			continue
		}
		path := filepath.Join(dir, FileName(m))
		if _, err := os.Stat(path); errors.Is(err, os.ErrNotExist) {
			continue
		}
		t, err := readTableFile(path, m)
		if err != nil {
			return err
		}
		db.add(t)
	}
	db.updatePieces()
	return nil
}

// Attach adds the slice files of up to maxPieces pieces found in dir to
// db without reading their data: each is read at the first probe of its
// slice (a 5-piece slice: 10-105 million positions, 2.5-26 MB in memory).
// Their headers are checked now; a file whose data turns out damaged at
// its first use answers "not found" (Err reports it). Missing files are
// not an error.
func Attach(db *DB, dir string, maxPieces int) error {
	for _, m := range Slices(min(maxPieces, MaxPieces)) {
		if db.has(m) {
			continue
		}
		path := filepath.Join(dir, FileName(m))
		f, err := os.Open(path)
		if errors.Is(err, os.ErrNotExist) {
			continue
		}
		if err != nil {
			return err
		}
		h, err := readHeader(f, path)
		f.Close()
		if err != nil {
			return err
		}
		if h.mat != m {
			return fmt.Errorf("egdb: %s holds material %v", path, h.mat)
		}
		db.files[m.WM][m.WK][m.BM][m.BK] = &lazyTable{path: path, mat: m}
	}
	db.updatePieces()
	return nil
}

// Err returns the error of the first attached file found damaged when it
// was read, or nil.
func (d *DB) Err() error {
	for _, m := range Slices(MaxPieces) {
		if l := d.files[m.WM][m.WK][m.BM][m.BK]; l != nil && l.done.Load() && l.err != nil {
			return l.err
		}
	}
	return nil
}

// Open attaches the slices of up to maxPieces pieces from dir (read at
// their first use); it fails when dir holds no complete set of 2 pieces.
func Open(dir string, maxPieces int) (*DB, error) {
	db := New()
	if err := Attach(db, dir, maxPieces); err != nil {
		return nil, err
	}
	if db.Pieces() < 2 {
		return nil, fmt.Errorf("egdb: %s: no complete set of endgame databases (generate them with `draughts egdb gen -out %s`)", dir, dir)
	}
	return db, nil
}
