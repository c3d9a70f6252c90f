//go:build !js

// The browser build has no command line: the tools stay out of draughts.wasm.

package cli

import (
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
