package selfplay // relabel_test.go: relabelled records keep position and result, take the deeper search's score, resume exactly.

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/draughts/draughts/engine"
)

func TestRelabel(t *testing.T) {
	dir := t.TempDir()
	data := filepath.Join(dir, "games.bin")
	if _, err := Run(context.Background(), tinyConfig(2), data, data+".log", nil); err != nil {
		t.Fatal(err)
	}
	in, err := ReadFile(data)
	if err != nil || len(in) < 20 {
		t.Fatalf("%d records, %v", len(in), err)
	}
	in = in[:20]
	cfg := RelabelConfig{Nodes: 3000, Jobs: 2, TTMB: 1}
	full := filepath.Join(dir, "full.bin")
	if n, err := Relabel(context.Background(), cfg, in, full, nil); err != nil || n != len(in) {
		t.Fatalf("relabel: %d records, %v", n, err)
	}
	out, err := ReadFile(full)
	if err != nil || len(out) != len(in) {
		t.Fatalf("read back %d records, %v", len(out), err)
	}
	changed := 0
	s := engine.NewSearcher(1 << 20)
	for i, r := range out {
		if r.Pos != in[i].Pos || r.Result != in[i].Result {
			t.Fatalf("record %d: position or result changed", i)
		}
		// The score is the deeper search's, White's view: the same search run here.
		s.NewGame()
		res := s.Search(context.Background(), engine.Request{Position: r.Pos, Clock: engine.StartClock(r.Pos), Limits: engine.Limits{Nodes: cfg.Nodes}, NoBook: true})
		if want := whiteScore(r.Pos, res.Score); r.Score != want {
			t.Errorf("record %d: score %d, a %d-node search gives %d", i, r.Score, cfg.Nodes, want)
		}
		if r.Score != in[i].Score {
			changed++
		}
	}
	if changed == 0 {
		t.Error("no score changed at 10x the self-play's nodes")
	}

	// Stopped after 7 records with a torn write, then resumed: the same file.
	part := filepath.Join(dir, "part.bin")
	if _, err := Relabel(context.Background(), cfg, in[:7], part, nil); err != nil {
		t.Fatal(err)
	}
	f, _ := os.OpenFile(part, os.O_APPEND|os.O_WRONLY, 0)
	f.Write(make([]byte, 11))
	f.Close()
	if n, err := Relabel(context.Background(), cfg, in, part, nil); err != nil || n != len(in) {
		t.Fatalf("resumed: %d records, %v", n, err)
	}
	a, _ := os.ReadFile(full)
	b, _ := os.ReadFile(part)
	if !bytes.Equal(a, b) {
		t.Error("the resumed file differs from the uninterrupted one")
	}
	// Another input than the one the file was made from is refused.
	other := filepath.Join(dir, "other.bin")
	if _, err := Relabel(context.Background(), cfg, in[:7], other, nil); err != nil {
		t.Fatal(err)
	}
	if _, err := Relabel(context.Background(), cfg, in[1:], other, nil); err == nil {
		t.Error("resuming a file made from other records should fail")
	}
	if _, err := Relabel(context.Background(), cfg, in[:5], other, nil); err == nil {
		t.Error("a file holding more records than the input should be refused")
	}
}
