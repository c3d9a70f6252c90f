package hub // fuzz_test.go: arbitrary command scripts through the real server never panic or hang, and bad commands are reported.

import (
	"bufio"
	"io"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/draughts/draughts/engine"
)

// fuzzConfig keeps every search and table small so that each script ends fast.
var fuzzConfig = config{hashMB: 1, maxHashMB: 2, nodeCap: 3000}

// runScript feeds lines to the server, each followed by a ping, and returns
// the output split at the pongs: out[i] holds what line i produced.
func runScript(t *testing.T, lines []string) (segments [][]string, tail []string) {
	t.Helper()
	var in strings.Builder
	for _, l := range lines {
		in.WriteString(l)
		in.WriteString("\nping\n")
	}
	pr, pw := io.Pipe()
	served := make(chan error, 1)
	go func() { served <- serve(strings.NewReader(in.String()), pw, fuzzConfig); pw.Close() }()
	var all []string
	read := make(chan struct{})
	go func() {
		sc := bufio.NewScanner(pr)
		sc.Buffer(nil, 4<<20)
		for sc.Scan() {
			all = append(all, sc.Text())
		}
		io.Copy(io.Discard, pr)
		close(read)
	}()
	select {
	case err := <-served:
		if err != nil {
			t.Fatalf("serve: %v", err)
		}
	case <-time.After(60 * time.Second): // a hang guard only, not a speed assertion
		t.Fatalf("the session did not end; script %q", lines)
	}
	<-read
	var cur []string
	for _, l := range all {
		if l == "pong" {
			segments = append(segments, cur)
			cur = nil
			continue
		}
		cur = append(cur, l)
	}
	return segments, cur
}

var outPrefixes = []string{"id ", "param ", "wait", "ready", "info ", "done", "error message="}

// badLevel reports whether a level command must be refused.
func badLevel(args map[string]string, flags []string) bool {
	set := false
	for _, f := range flags {
		set = set || f == "infinite"
	}
	for k, v := range args {
		switch k {
		case "depth", "nodes", "moves":
			n, err := strconv.ParseInt(v, 10, 64)
			min := int64(1)
			if k == "moves" {
				min = 0
			}
			if err != nil || n < min || (k != "nodes" && n != int64(int(n))) {
				return true
			}
		case "move-time", "time", "inc":
			f, err := strconv.ParseFloat(v, 64)
			if err != nil || f < 0 || f > 1e7 || f != f {
				return true
			}
		default:
			continue
		}
		set = set || (k != "moves" && k != "inc")
	}
	return !set && args["infinite"] == "" && !hasKey(args, "infinite")
}

func hasKey(m map[string]string, k string) bool { _, ok := m[k]; return ok }

// posGame returns the game a pos command sets up, or nil when it must be
// refused.
func posGame(args map[string]string) *engine.Game {
	g := engine.NewGame()
	if text, ok := args["pos"]; ok {
		p, err := ParsePosition(text)
		if err != nil || engine.CheckSetup(p) != nil {
			return nil
		}
		g = engine.NewGameFrom(p)
	}
	for _, mv := range strings.Fields(args["moves"]) {
		m, err := g.Position().ParseHubMove(mv)
		if err != nil || g.Play(m) != nil {
			return nil
		}
	}
	return g
}

// checkDone checks a done line against the position its go searched: a legal
// move (and a legal ponder move after it), or a bare done when there is none.
func checkDone(t *testing.T, pos engine.Position, line string) {
	t.Helper()
	f := strings.Fields(line)
	if len(pos.LegalMoves()) == 0 {
		if line != "done" {
			t.Fatalf("%s has no legal move, got %q", pos.FEN(), line)
		}
		return
	}
	if len(f) < 2 || !strings.HasPrefix(f[1], "move=") {
		t.Fatalf("%s: done line %q without a move", pos.FEN(), line)
	}
	m, err := pos.ParseHubMove(strings.TrimPrefix(f[1], "move="))
	if err != nil || pos.HubMove(m) != strings.TrimPrefix(f[1], "move=") {
		t.Fatalf("%s: done line %q: %v", pos.FEN(), line, err)
	}
	if len(f) > 2 {
		next := pos.Play(m)
		pm, err := next.ParseHubMove(strings.TrimPrefix(f[2], "ponder="))
		if err != nil || !strings.HasPrefix(f[2], "ponder=") || next.HubMove(pm) != strings.TrimPrefix(f[2], "ponder=") {
			t.Fatalf("%s: done line %q: bad ponder move (%v)", pos.FEN(), line, err)
		}
	}
}

func badParam(args map[string]string) bool {
	n, err := strconv.Atoi(args["value"])
	if !hasKey(args, "value") {
		return true
	}
	switch args["name"] {
	case "hash":
		return err != nil || n < 1 || n > fuzzConfig.maxHashMB
	case "level":
		return err != nil || n < 0 || n > engine.LevelCount
	}
	return true
}

func checkScript(t *testing.T, lines []string) {
	segments, tail := runScript(t, lines)
	if len(segments) != len(lines) {
		t.Fatalf("%d pongs for %d lines; script %q", len(segments), len(lines), lines)
	}
	var searched []engine.Position // the position of each go, in order
	var dones []string
	cur := engine.NewGame()
	for i, line := range lines {
		var errs []string
		for _, out := range segments[i] {
			ok := false
			for _, p := range outPrefixes {
				ok = ok || strings.HasPrefix(out, p)
			}
			if !ok {
				t.Fatalf("line %d %q: unexpected output %q", i, clip(line), out)
			}
			if msg, isErr := strings.CutPrefix(out, "error message="); isErr {
				if strings.Trim(msg, `"`) == "" {
					t.Fatalf("line %d %q: empty error message", i, clip(line))
				}
				errs = append(errs, msg)
			}
			if strings.HasPrefix(out, "done") {
				dones = append(dones, out)
			}
		}
		if len(errs) > 1 {
			t.Fatalf("line %d %q: %d error lines %q", i, clip(line), len(errs), errs)
		}
		if len(line) > maxLineBytes {
			if len(errs) != 1 || !strings.Contains(errs[0], "too long") {
				t.Fatalf("line %d of %d bytes: errors %q", i, len(line), errs)
			}
			continue
		}
		if strings.ContainsAny(line, "\n") {
			continue
		}
		cmd, args, flags, err := parseLine(line)
		if err != nil {
			if len(errs) != 1 || !strings.Contains(errs[0], "quote") {
				t.Fatalf("line %q: parse error %v reported as %q", clip(line), err, errs)
			}
			continue
		}
		want, about := false, ""
		switch cmd {
		case "pos":
			g := posGame(args)
			want, about = g == nil, "pos"
			if g != nil {
				cur = g
			}
		case "level":
			want, about = badLevel(args, flags), "level"
		case "set-param":
			want, about = badParam(args), "set-param"
		case "go":
			pos, _, _ := cur.SearchRoot()
			searched = append(searched, pos)
		}
		if want != (len(errs) == 1) {
			t.Fatalf("line %q: bad=%v but errors %q", clip(line), want, errs)
		}
		if want && !strings.Contains(errs[0], about) {
			t.Fatalf("line %q: error %q does not name the command", clip(line), errs[0])
		}
	}
	for _, out := range tail {
		if strings.HasPrefix(out, "done") {
			dones = append(dones, out)
		}
	}
	if len(dones) != len(searched) {
		t.Fatalf("%d go commands, %d done lines; script %q", len(searched), len(dones), lines)
	}
	for i, d := range dones {
		checkDone(t, searched[i], d)
	}
}

func FuzzHub(f *testing.F) {
	for _, s := range []string{
		"hub\nset-param name=hash value=2\ninit\npos pos=" + startPos + "\nlevel depth=3\ngo think",
		"go think\nstop\nstop",
		"stop\nping\nquit",
		"level depth=-1\nlevel depth=99999999999999999999\nlevel nodes=0\nlevel move-time=NaN\nlevel time=Inf inc=-1\nlevel moves=5\nlevel",
		"level time=0\ngo think\nlevel move-time=0.001\ngo",
		"pos pos=Wbbb\npos pos=" + strings.Repeat("z", 51) + "\npos pos=W" + strings.Repeat("e", 49) + "w",
		"pos moves=\"32-28 19-23 28x19x23 garbage\"\npos moves=\"x x- -x 0-0 51-1 32-28-23 28x19x19x23\"",
		"pos pos=\"" + startPos + "\nlevel \"depth=2\ngo ponder\nping\ngo analyze\nstop",
		"set-param name=hash value=99999\nset-param name=level value=-3\nset-param name=level value=NaN\nset-param name=bogus value=1\nset-param\nset-param name=hash",
		"new-game\ngo think\npos pos=Wb" + strings.Repeat("e", 49) + "\nlevel nodes=10\ngo think",
		"level infinite\ngo think\npos\ngo think",
		"\x00\xff\r\n\t\"\"=\n= = =\nlevel depth=2 depth=3\nquit\ngo think",
	} {
		f.Add(s, uint8(0))
	}
	f.Add("level depth=2\ngo think", uint8(252))
	f.Add("ping", uint8(253))
	f.Fuzz(func(t *testing.T, script string, huge uint8) {
		checkScript(t, scriptLines(script, huge))
	})
}

// scriptLines turns a fuzz input into at most 40 command lines, plus a line
// around the length limit when huge >= 250.
func scriptLines(script string, huge uint8) []string {
	lines := strings.Split(script, "\n")
	if len(lines) > 40 {
		lines = lines[:40]
	}
	if huge >= 250 {
		// A line around the length limit: from 2 bytes under it to 3 over.
		n := maxLineBytes + int(huge) - 252 - len("pos pos=")
		lines = append(lines, "pos pos="+strings.Repeat("e", n))
	}
	// quit ends the session: keep only what comes before it. The harness's
	// own pings split the output: drop the script's.
	kept := lines[:0]
	for _, l := range lines {
		c, _, _, err := parseLine(l)
		if err == nil && c == "quit" {
			break
		}
		if err != nil || c != "ping" {
			kept = append(kept, l)
		}
	}
	return kept
}
