//go:build !js

// The browser build has no command line: the tools stay out of draughts.wasm.

package cli // puzzles_test.go: `draughts puzzles` prints the set, one "<id> <FEN> <solution>" line per puzzle.

import (
	"bytes"
	"strings"
	"testing"

	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/engine/puzzle"
)

func TestPuzzlesPrintsTheSet(t *testing.T) {
	var out, errb bytes.Buffer
	if rc := Run([]string{"puzzles"}, nil, &out, &errb); rc != 0 {
		t.Fatalf("rc %d: %s", rc, errb.String())
	}
	ps, _ := puzzle.All()
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != len(ps) || len(lines) < 300 {
		t.Fatalf("%d lines for %d puzzles", len(lines), len(ps))
	}
	for _, l := range lines {
		f := strings.Fields(l)
		if len(f) < 3 || len(f[0]) != 6 {
			t.Fatalf("line %q", l)
		}
		pos, err := engine.ParseFEN(f[1])
		if err != nil {
			t.Fatalf("line %q: %v", l, err)
		}
		for _, m := range f[2:] {
			mv, err := pos.ParseMove(m)
			if err != nil {
				t.Fatalf("line %q: %s: %v", l, m, err)
			}
			pos = pos.Play(mv)
		}
	}
	if rc := Run([]string{"puzzles", "x.pdn"}, nil, &out, &errb); rc != 2 {
		t.Errorf("a stray argument: rc %d", rc)
	}
}
