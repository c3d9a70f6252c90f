//go:build !js

package cli // hubplayer_test.go: matches against a real Hub engine process, and resuming a match log.

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/draughts/draughts/engine"
)

// goTool is the go command that runs the tests (PATH, else GOROOT's).
func goTool() string {
	if p, err := exec.LookPath("go"); err == nil {
		return p
	}
	return filepath.Join(runtime.GOROOT(), "bin", "go")
}

// buildHubEngine builds testdata/hubengine (the engine's tools as their own
// program) and returns its path.
func buildHubEngine(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "hubengine")
	out, err := exec.Command(goTool(), "build", "-o", bin, "./testdata/hubengine").CombinedOutput()
	if err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

func TestMatchAgainstHubEngine(t *testing.T) {
	bin := buildHubEngine(t)
	var out, errs strings.Builder
	code := Run([]string{"match", "-a", "nodes=300", "-b", "hub=" + bin + ",nodes=300", "-games", "2", "-open", "2", "-j", "2", "-v"}, nil, &out, &errs)
	if code != 0 {
		t.Fatalf("match: code %d, out %q, err %q", code, out.String(), errs.String())
	}
	o := out.String()
	if !strings.Contains(o, "games 2 ") || strings.Contains(o, "failed") || !strings.Contains(o, "Elo A-B") {
		t.Fatalf("match output:\n%s", o)
	}
	// Two Hub engines against each other, by move time, one of them with
	// two threads (set-param threads before init).
	out.Reset()
	code = Run([]string{"match", "-a", "hub=" + bin + ",movetime=20ms,threads=2", "-b", "hub=" + bin + ",nodes=500", "-games", "2", "-open", "2", "-v"}, nil, &out, &errs)
	if code != 0 || !strings.Contains(out.String(), "games 2 ") || strings.Contains(out.String(), "failed") {
		t.Fatalf("hub against hub: code %d\n%s\n%s", code, out.String(), errs.String())
	}
}

// TestMatchHubEngineFailureLoses: an engine that is not there loses its
// games instead of stopping the match.
func TestMatchHubEngineFailureLoses(t *testing.T) {
	var out, errs strings.Builder
	code := Run([]string{"match", "-a", "nodes=200", "-b", "hub=/nonexistent/engine,nodes=200", "-games", "2", "-open", "2", "-v"}, nil, &out, &errs)
	if code != 0 || !strings.Contains(out.String(), "A wins 2 ") || !strings.Contains(out.String(), "failed") {
		t.Fatalf("code %d\n%s\n%s", code, out.String(), errs.String())
	}
}

func TestMatchLogResumes(t *testing.T) {
	log := filepath.Join(t.TempDir(), "match.log")
	run := func(games string) string {
		var out, errs strings.Builder
		if code := Run([]string{"match", "-a", "nodes=200", "-b", "nodes=300", "-games", games, "-open", "2", "-log", log}, nil, &out, &errs); code != 0 {
			t.Fatalf("match: %s %s", out.String(), errs.String())
		}
		return out.String()
	}
	run("2")
	// Simulate a stop in the middle of a log line.
	f, _ := os.OpenFile(log, os.O_APPEND|os.O_WRONLY, 0)
	f.WriteString("game 3 A wh")
	f.Close()
	out := run("4")
	if !strings.Contains(out, "games 4 ") {
		t.Fatalf("resumed match: %s", out)
	}
	b, _ := os.ReadFile(log)
	done, err := readMatchLog(log)
	if err != nil || len(done) != 4 {
		t.Fatalf("log holds %d games (%v):\n%s", len(done), err, b)
	}
	for i := 0; i < 4; i++ {
		if _, ok := done[i]; !ok {
			t.Errorf("game %d missing from the log:\n%s", i+1, b)
		} else if _, err := engine.ParseFEN(done[i].final); err != nil {
			t.Errorf("game %d: the last position in the log: %v\n%s", i+1, err, b)
		}
	}
	// A line from before the last position was logged still counts.
	os.WriteFile(log, []byte("game 1 A white +1 black-cannot-move 100\n"), 0o644)
	if done, err := readMatchLog(log); err != nil || len(done) != 1 || done[0].plies != 100 || done[0].final != "" {
		t.Errorf("older log line: %+v %v", done, err)
	}
}

func TestMatchSummary(t *testing.T) {
	if s := (tally{win: 30, loss: 10}).summary(); !strings.Contains(s, "score A 30.0/40 (75.0%)") || !strings.Contains(s, "Elo A-B +191 ± ") {
		t.Errorf("75%%: %s", s)
	}
	if s := (tally{win: 10}).summary(); !strings.Contains(s, "100.0%") || strings.Contains(s, "NaN") || strings.Contains(s, "Inf") {
		t.Errorf("all wins: %s", s)
	}
}

// TestWasmEnginePlaysAsNative: a search with a node budget plays the same
// games in the browser's build (GOOS=js GOARCH=wasm, wasm/hubnode run by
// Node) as natively: the same moves to the same last position, game by game.
// So a node-budget match played natively (the browser's levels are node
// budgets, see make yardstick-browser) is the match the browser would play.
func TestWasmEnginePlaysAsNative(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Fatal("node is needed to run the js/wasm engine (make setup installs it)")
	}
	wasm := filepath.Join(t.TempDir(), "hubnode.wasm")
	build := exec.Command(goTool(), "build", "-o", wasm, "../../wasm/hubnode")
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build (js/wasm): %v\n%s", err, out)
	}
	runner := filepath.Join(runtime.GOROOT(), "lib", "wasm", "wasm_exec_node.js")
	native := buildHubEngine(t)
	play := func(a string) string {
		log := filepath.Join(t.TempDir(), "match.log")
		var out, errs strings.Builder
		if code := Run([]string{"match", "-a", a + ",nodes=4000", "-b", "nodes=3000", "-games", "4", "-open", "4", "-j", "2", "-log", log}, nil, &out, &errs); code != 0 {
			t.Fatalf("match %s: %s %s", a, out.String(), errs.String())
		}
		done, err := readMatchLog(log)
		if err != nil || len(done) != 4 {
			t.Fatalf("match %s: %d games logged (%v)", a, len(done), err)
		}
		var games []string
		for i := range 4 {
			r := done[i]
			if strings.HasPrefix(r.reason, "failed") {
				t.Fatalf("match %s: game %d %s", a, i+1, r.reason)
			}
			games = append(games, fmt.Sprintf("game %d: %+d %s after %d plies, %s", i+1, r.score, r.reason, r.plies, r.final))
		}
		return strings.Join(games, "\n")
	}
	// One search thread each (a native Hub uses every core by default), and
	// no book: a Hub picks among book moves at random.
	n, w := play("hub="+native+",threads=1,book=off"), play("hub="+node+",args="+runner+":"+wasm+",threads=1,book=off")
	if n != w {
		t.Fatalf("the js/wasm engine played other games than the native one:\nnative:\n%s\njs/wasm:\n%s", n, w)
	}
	t.Logf("native and js/wasm:\n%s", n)
}
