//go:build !js

// The browser build has no command line: the tools stay out of draughts.wasm.

package cli

import (
	"bytes"
	"compress/flate"
	"encoding/binary"
	"hash/crc32"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestEloMargin: known values: 50% is 0 Elo, 75% about +191; the margin
// shrinks with more games and draws.
func TestEloMargin(t *testing.T) {
	if e, m := eloMargin(10, 0, 10); math.Abs(e) > 1e-9 || m < 100 || m > 250 {
		t.Errorf("10-0-10: %.1f +- %.1f", e, m)
	}
	if e, _ := eloMargin(75, 0, 25); math.Abs(e-eloOf(0.75)) > 1 {
		t.Errorf("75%%: %.1f, want %.1f", e, eloOf(0.75))
	}
	if math.Abs(eloOf(0.75)-190.85) > 0.1 {
		t.Errorf("eloOf(0.75) = %.2f", eloOf(0.75))
	}
	_, m1 := eloMargin(100, 200, 100)
	_, m2 := eloMargin(400, 800, 400)
	if !(m2 < m1*0.6) {
		t.Errorf("margins %.1f (400 games), %.1f (1600 games)", m1, m2)
	}
	if e, m := eloMargin(10, 0, 0); math.IsInf(e, 0) || math.IsNaN(m) {
		t.Errorf("sweep: %v %v", e, m)
	}
}

// TestEGDBCommand generates the 2-piece set into a directory, resumes
// (nothing to do), reads it with info and probes a position.
func TestEGDBCommand(t *testing.T) {
	dir := t.TempDir()
	var out, errs strings.Builder
	if code := Run([]string{"egdb", "gen", "-pieces", "2", "-out", dir}, nil, &out, &errs); code != 0 {
		t.Fatalf("gen: %d %s", code, errs.String())
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.egdb"))
	if len(files) != 4 || !strings.Contains(out.String(), "done: 2 pieces, 4 slices") {
		t.Fatalf("gen wrote %d files: %s", len(files), out.String())
	}
	out.Reset()
	if code := Run([]string{"egdb", "gen", "-pieces", "2", "-out", dir}, nil, &out, &errs); code != 0 || !strings.Contains(out.String(), "4 slices already") {
		t.Fatalf("resume: %d %s", code, out.String())
	}
	out.Reset()
	if code := Run([]string{"egdb", "info", "-dir", dir}, nil, &out, &errs); code != 0 || !strings.Contains(out.String(), "0m1k-0m1k") {
		t.Fatalf("info: %d %s %s", code, out.String(), errs.String())
	}
	out.Reset()
	if code := Run([]string{"egdb", "probe", "-dir", dir, "W:WK46:BK5"}, nil, &out, &errs); code != 0 || !strings.Contains(out.String(), "loss for White") {
		t.Fatalf("probe: %d %s %s", code, out.String(), errs.String())
	}
	// A damaged file is reported, not used.
	os.WriteFile(files[0], []byte("garbage"), 0o644)
	errs.Reset()
	if code := Run([]string{"egdb", "info", "-dir", dir}, nil, &out, &errs); code == 0 || !strings.Contains(errs.String(), "egdb") {
		t.Fatalf("damaged file: %d %s", code, errs.String())
	}
	if code := Run([]string{"egdb", "gen", "-slice", "9m9k-0m1k", "-out", dir}, nil, &out, &errs); code != 2 {
		t.Fatalf("bad slice accepted: %d", code)
	}
}

// copyEmbedded copies the embedded 2-3 piece files (engine/egdb/data) into
// a new directory.
func copyEmbedded(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	files, _ := filepath.Glob(filepath.Join("..", "egdb", "data", "*.egdb"))
	if len(files) != 16 {
		t.Fatalf("%d embedded files, want 16", len(files))
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, filepath.Base(f)), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// rewriteFirstWin turns the first win of a slice file into a draw and
// writes the file back with valid checksums (the format of egdb/file.go):
// a damage only the check against the moves can find.
func rewriteFirstWin(t *testing.T, path string) {
	t.Helper()
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	h := raw[:40]
	data, err := io.ReadAll(flate.NewReader(bytes.NewReader(raw[40:])))
	if err != nil || len(data) != int(binary.LittleEndian.Uint32(h[24:])) {
		t.Fatalf("%s: %d bytes, %v", path, len(data), err)
	}
	changed := false
	for i := 0; i < len(data)*4 && !changed; i++ {
		if data[i/4]>>(2*(i%4))&3 == 1 {
			data[i/4] &^= 3 << (2 * (i % 4))
			changed = true
		}
	}
	if !changed {
		t.Fatalf("%s: no win", path)
	}
	var comp bytes.Buffer
	fw, _ := flate.NewWriter(&comp, flate.BestCompression)
	fw.Write(data)
	fw.Close()
	binary.LittleEndian.PutUint32(h[28:], uint32(comp.Len()))
	binary.LittleEndian.PutUint32(h[32:], crc32.ChecksumIEEE(data))
	binary.LittleEndian.PutUint32(h[36:], crc32.ChecksumIEEE(h[:36]))
	if err := os.WriteFile(path, append(append([]byte(nil), h...), comp.Bytes()...), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestEGDBVerify: verify passes on the embedded 2-3 piece set (every
// position of a slice, and samples of all) and fails, naming the slice and
// the position, once a win of one slice is rewritten as a draw (its
// predecessors in the reverse slice disagree too).
func TestEGDBVerify(t *testing.T) {
	dir := copyEmbedded(t)
	var out, errs strings.Builder
	if code := Run([]string{"egdb", "verify", "-dir", dir, "-samples", "0", "-slice", "1m1k-0m1k", "-depth", "4", "-searches", "30"}, nil, &out, &errs); code != 0 {
		t.Fatalf("verify 1m1k-0m1k: %d %s %s", code, out.String(), errs.String())
	}
	if !strings.Contains(out.String(), "1m1k-0m1k      105840 positions checked") || !strings.Contains(out.String(), "1 slices") {
		t.Fatalf("verify 1m1k-0m1k: %s", out.String())
	}
	out.Reset()
	if code := Run([]string{"egdb", "verify", "-dir", dir, "-samples", "300", "-depth", "3", "-searches", "10"}, nil, &out, &errs); code != 0 {
		t.Fatalf("verify: %d %s %s", code, out.String(), errs.String())
	}
	if !strings.Contains(out.String(), "verify: 16 slices") || !strings.Contains(out.String(), "0 failed") {
		t.Fatalf("verify: %s", out.String())
	}
	rewriteFirstWin(t, filepath.Join(dir, "1m1k-0m1k.egdb"))
	out.Reset()
	errs.Reset()
	code := Run([]string{"egdb", "verify", "-dir", dir, "-samples", "0", "-pieces", "3", "-searches", "0"}, nil, &out, &errs)
	if code != 1 || !strings.Contains(errs.String(), "FAILED 1m1k-0m1k: W:") || !strings.Contains(errs.String(), "the table says draw, its moves say win") ||
		strings.Contains(out.String(), " 0 failed") {
		t.Fatalf("verify of a damaged set: exit %d\n%s\n%s", code, out.String(), errs.String())
	}
	if code := Run([]string{"egdb", "verify", "-dir", dir, "-slice", "0m4k-0m1k"}, nil, &out, &errs); code != 1 {
		t.Errorf("verify of a missing slice: exit %d", code)
	}
}
