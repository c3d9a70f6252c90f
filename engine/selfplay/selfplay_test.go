package selfplay // selfplay_test.go: record round trip, a resumed run equals an uninterrupted one.

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/draughts/draughts/engine"
)

func TestRecordRoundTrip(t *testing.T) {
	fens := []string{
		"W:W31-50:B1-20",
		"B:WK3,K46,28:BK10,25,26",
		"W:W27,28,30,40,43,45,49:B1,3,4,5,17,K20",
		"B:W:B",
	}
	for _, fen := range fens {
		pos, err := engine.ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		for _, res := range []int{-1, 0, 1} {
			for _, sc := range []int{-ScoreClamp, -7, 0, 123, ScoreClamp} {
				var b [RecordSize]byte
				Record{Pos: pos, Result: res, Score: sc}.Encode(b[:])
				got, err := Decode(b[:])
				if err != nil {
					t.Fatalf("%s: %v", fen, err)
				}
				if got.Pos != pos || got.Result != res || got.Score != sc {
					t.Errorf("%s res %d score %d: decoded %v %d %d", fen, res, sc, got.Pos.FEN(), got.Result, got.Score)
				}
			}
		}
	}
	// Out-of-range scores are clamped.
	var b [RecordSize]byte
	Record{Pos: engine.Initial(), Score: 99999}.Encode(b[:])
	if r, _ := Decode(b[:]); r.Score != ScoreClamp {
		t.Errorf("score 99999 stored as %d, want %d", r.Score, ScoreClamp)
	}
}

func TestDecodeRejectsBadRecords(t *testing.T) {
	var good [RecordSize]byte
	Record{Pos: engine.Initial(), Result: 1, Score: 5}.Encode(good[:])
	cases := map[string]func(b []byte){
		"both white and black": func(b []byte) { b[7+4] |= b[4] },
		"flags":                func(b []byte) { b[21] = 0xff },
		"result 3":             func(b []byte) { b[21] = 3 << 1 },
		"square 51":            func(b []byte) { b[6] |= 1 << 2 },
		"king on empty":        func(b []byte) { b[16] = 0x20 }, // square 22 is empty at the start
	}
	for name, spoil := range cases {
		b := good
		spoil(b[:])
		if _, err := Decode(b[:]); err == nil {
			t.Errorf("%s: decoded without error", name)
		}
	}
	if _, err := Decode(good[:10]); err == nil {
		t.Error("short record decoded")
	}
}

func tinyConfig(games int) Config {
	c := DefaultConfig
	c.Games, c.Nodes, c.Jobs, c.TTMB, c.MaxPlies = games, 300, 1, 1, 120
	return c
}

// TestResume: a run stopped after 2 games and resumed to 4 (with a torn
// write at the end of the data file) gives the same files as a run of 4.
func TestResume(t *testing.T) {
	dir := t.TempDir()
	full, fullLog := filepath.Join(dir, "full.bin"), filepath.Join(dir, "full.log")
	st, err := Run(context.Background(), tinyConfig(4), full, fullLog, nil)
	if err != nil {
		t.Fatal(err)
	}
	if st.Games != 4 || st.NewGames != 4 || st.Positions == 0 || st.Bytes != int64(st.Positions*RecordSize) {
		t.Fatalf("stats %+v", st)
	}
	part, partLog := filepath.Join(dir, "part.bin"), filepath.Join(dir, "part.log")
	if _, err := Run(context.Background(), tinyConfig(2), part, partLog, nil); err != nil {
		t.Fatal(err)
	}
	// A stop in the middle of writing a game: extra bytes, a cut log line.
	f, _ := os.OpenFile(part, os.O_APPEND|os.O_WRONLY, 0)
	f.Write(make([]byte, 37))
	f.Close()
	lf, _ := os.OpenFile(partLog, os.O_APPEND|os.O_WRONLY, 0)
	lf.WriteString("game 2 result +1 pl")
	lf.Close()
	st2, err := Run(context.Background(), tinyConfig(4), part, partLog, nil)
	if err != nil {
		t.Fatal(err)
	}
	if st2.NewGames != 2 || st2.Games != 4 || st2.Positions != st.Positions {
		t.Errorf("resumed stats %+v, full run %+v", st2, st)
	}
	a, _ := os.ReadFile(full)
	b, _ := os.ReadFile(part)
	if !bytes.Equal(a, b) {
		t.Errorf("resumed data (%d bytes) differs from the uninterrupted run (%d bytes)", len(b), len(a))
	}
	recs, err := ReadFile(part)
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range recs {
		if !r.Pos.IsQuiet() {
			t.Fatalf("record %d is not quiet: %s", i, r.Pos.FEN())
		}
	}
	// Running again with the goal reached plays nothing.
	st3, err := Run(context.Background(), tinyConfig(4), part, partLog, nil)
	if err != nil || st3.NewGames != 0 {
		t.Errorf("third run: %+v, %v", st3, err)
	}
	log, _ := os.ReadFile(partLog)
	if n := strings.Count(string(log), " end "); n != 4 {
		t.Errorf("log has %d complete game lines, want 4:\n%s", n, log)
	}
}
