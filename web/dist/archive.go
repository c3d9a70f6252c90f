package main // archive.go: zip and tar.gz archives with file modes, and the SHA-256 checksum list.

import (
	"archive/tar"
	"archive/zip"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// entry is one file of an archive: its path inside the archive (slashes),
// its bytes, and whether it is executable.
type entry struct {
	name string
	data []byte
	exec bool
}

func (e entry) mode() os.FileMode {
	if e.exec {
		return 0o755
	}
	return 0o644
}

// writeZip writes entries to path. Unix modes go in the external
// attributes, so the executables stay executable when unpacked on macOS and
// Linux.
func writeZip(path string, entries []entry, mtime time.Time) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	zw := zip.NewWriter(f)
	for _, dir := range dirsOf(entries) {
		h := &zip.FileHeader{Name: dir + "/", Modified: mtime}
		h.SetMode(os.ModeDir | 0o755)
		if _, err := zw.CreateHeader(h); err != nil {
			f.Close()
			return err
		}
	}
	for _, e := range entries {
		h := &zip.FileHeader{Name: e.name, Method: zip.Deflate, Modified: mtime}
		if strings.HasSuffix(e.name, ".gz") || strings.HasSuffix(e.name, ".br") || strings.HasSuffix(e.name, ".png") {
			h.Method = zip.Store // already compressed
		}
		h.SetMode(e.mode())
		w, err := zw.CreateHeader(h)
		if err != nil {
			f.Close()
			return err
		}
		if _, err := w.Write(e.data); err != nil {
			f.Close()
			return err
		}
	}
	if err := zw.Close(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// writeTarGz writes entries to path as a gzip-compressed tar.
func writeTarGz(path string, entries []entry, mtime time.Time) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	gz, _ := gzip.NewWriterLevel(f, gzip.BestCompression)
	tw := tar.NewWriter(gz)
	for _, dir := range dirsOf(entries) {
		if err := tw.WriteHeader(&tar.Header{Typeflag: tar.TypeDir, Name: dir + "/", Mode: 0o755, ModTime: mtime, Format: tar.FormatPAX}); err != nil {
			f.Close()
			return err
		}
	}
	for _, e := range entries {
		h := &tar.Header{Typeflag: tar.TypeReg, Name: e.name, Mode: int64(e.mode()), Size: int64(len(e.data)), ModTime: mtime, Format: tar.FormatPAX}
		if err := tw.WriteHeader(h); err != nil {
			f.Close()
			return err
		}
		if _, err := tw.Write(e.data); err != nil {
			f.Close()
			return err
		}
	}
	if err := tw.Close(); err != nil {
		f.Close()
		return err
	}
	if err := gz.Close(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// dirsOf returns every directory the entries live in, parents first.
func dirsOf(entries []entry) []string {
	seen := map[string]bool{}
	var dirs []string
	for _, e := range entries {
		for d := filepath.ToSlash(filepath.Dir(e.name)); d != "." && d != "/" && !seen[d]; d = filepath.ToSlash(filepath.Dir(d)) {
			seen[d] = true
			dirs = append(dirs, d)
		}
	}
	sort.Strings(dirs) // a parent sorts before its children
	return dirs
}

// writeChecksums writes SHA256SUMS for the files (names relative to dir),
// in the format `sha256sum -c` reads.
func writeChecksums(dir string, names []string) error {
	sort.Strings(names)
	var b strings.Builder
	for _, n := range names {
		f, err := os.Open(filepath.Join(dir, n))
		if err != nil {
			return err
		}
		h := sha256.New()
		_, err = io.Copy(h, f)
		f.Close()
		if err != nil {
			return err
		}
		fmt.Fprintf(&b, "%s  %s\n", hex.EncodeToString(h.Sum(nil)), n)
	}
	return os.WriteFile(filepath.Join(dir, "SHA256SUMS"), []byte(b.String()), 0o644)
}
