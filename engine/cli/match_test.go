//go:build !js

package cli // match_test.go: the match, bench and hub subcommands run and print their summaries.

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/draughts/draughts/engine"
)

func TestParsePlayer(t *testing.T) {
	p, err := parsePlayer("level=3,nodes=500,qthreat=0")
	if err != nil || p.level != 3 || p.limits.Nodes != 500 || p.params.QThreat != 0 {
		t.Fatalf("parsePlayer: %+v %v", p, err)
	}
	// The browser's worker: level 10, 32 MB table, the small tables and the book.
	if p, err := parsePlayer("level=10,tt=32,egdb=small,book=on"); err != nil || p.book == nil || p.egdb == nil || p.ttMB != 32 {
		t.Fatalf("parsePlayer (the browser's settings): %+v %v", p, err)
	}
	p, err = parsePlayer("movetime=100ms,probcut=80,pcdepth=6,pcr=3,se=6,semargin=3,lmrhist=1")
	if q := p.params; err != nil || q.ProbCut != 80 || q.ProbCutDepth != 6 || q.ProbCutReduce != 3 ||
		q.Singular != 6 || q.SingularMargin != 3 || q.LMRHist != 1 {
		t.Fatalf("parsePlayer (search knobs): %+v %v", p.params, err)
	}
	if p, err := parsePlayer("movetime=100ms,threads=2"); err != nil || p.threads != 2 {
		t.Fatalf("parsePlayer (threads): %+v %v", p, err)
	}
	for _, bad := range []string{"", "level=11", "se=x", "nodes=x", "foo=1", "level", "level=1,book=yes", "nodes=9,threads=-1", "nodes=9,threads=x", "nodes=9,threads=257"} {
		if _, err := parsePlayer(bad); err == nil {
			t.Errorf("parsePlayer(%q) accepted", bad)
		}
	}
}

func TestMatchRuns(t *testing.T) {
	var out, errs strings.Builder
	pdn := filepath.Join(t.TempDir(), "games.pdn")
	code := Run([]string{"match", "-a", "level=1", "-b", "nodes=300", "-games", "2", "-open", "2", "-pdn", pdn}, nil, &out, &errs)
	if code != 0 || !strings.Contains(out.String(), "games 2 ") {
		t.Fatalf("match: code %d, out %q, err %q", code, out.String(), errs.String())
	}
	// -pdn: both games, readable, each played to its end with its result.
	b, err := os.ReadFile(pdn)
	if err != nil {
		t.Fatal(err)
	}
	games, errsPDN := engine.ParsePDN(string(b))
	if len(games) != 2 || len(errsPDN) != 0 {
		t.Fatalf("match -pdn: %d games, errors %v:\n%s", len(games), errsPDN, b)
	}
	for i, pg := range games {
		r, why := pg.Game.Result()
		if pg.Result == "*" || r == engine.Ongoing {
			t.Errorf("game %d: result %q, the game's own %v %v", i+1, pg.Result, r, why)
		}
	}
}

func TestBenchDeterministic(t *testing.T) {
	run := func() string {
		var out strings.Builder
		if code := Run([]string{"bench", "-depth", "3"}, nil, &out, &out); code != 0 {
			t.Fatalf("bench: %s", out.String())
		}
		f := strings.Fields(out.String())
		for i, w := range f {
			if w == "nodes" {
				return f[i+1]
			}
		}
		t.Fatalf("bench output %q", out.String())
		return ""
	}
	if a, b := run(), run(); a != b {
		t.Fatalf("bench node totals differ: %s vs %s", a, b)
	}
}

func TestHubCommand(t *testing.T) {
	var out strings.Builder
	code := Run([]string{"hub"}, strings.NewReader("hub\ninit\nquit\n"), &out, &out)
	if code != 0 || !strings.Contains(out.String(), "ready") {
		t.Fatalf("hub: code %d, out %q", code, out.String())
	}
}

// TestParseHubPlayer: a Hub engine gets tt=, egdb= and book= as set-param
// commands (threads= on its own), and refuses what only this engine takes.
func TestParseHubPlayer(t *testing.T) {
	p, err := parsePlayer("hub=./draughts,nodes=4000,threads=1,tt=32,egdb=small,book=off")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"set-param name=hash value=32", "set-param name=egdb value=small", "set-param name=book value=false"}
	if !slices.Equal(p.hubParams, want) || p.threads != 1 {
		t.Errorf("hub params %q threads %d, want %q and 1", p.hubParams, p.threads, want)
	}
	for _, bad := range []string{"hub=./draughts,nodes=9,eval=hand", "hub=./draughts,nodes=9,lmp=3", "hub=./draughts,nodes=9,w.Man=100"} {
		if _, err := parsePlayer(bad); err == nil || !strings.Contains(err.Error(), "a Hub engine takes") {
			t.Errorf("parsePlayer(%q): %v, want a refusal", bad, err)
		}
	}
}

func TestMatchClockFlag(t *testing.T) {
	if _, err := parsePlayer("hub=./draughts"); err == nil {
		t.Error("a player without a limit must be refused off the clock")
	}
	if p, err := parsePlayerOn("hub=./draughts", true); err != nil || p.hub != "./draughts" {
		t.Errorf("on a clock the clock is the limit: %+v %v", p, err)
	}
	var out, errOut strings.Builder
	if code := runMatch([]string{"-clock", "sixty", "-a", "level=1", "-b", "level=1"}, nil, &out, &errOut); code != 2 || !strings.Contains(errOut.String(), "-clock") {
		t.Errorf("a bad -clock: exit %d, %q", code, errOut.String())
	}
}
