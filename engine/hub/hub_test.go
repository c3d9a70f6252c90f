package hub // hub_test.go: scripted Hub sessions through io.Reader/io.Writer and io.Pipe.

import (
	"bufio"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/engine/egdb"
	"github.com/draughts/draughts/engine/version"
)

const startPos = "Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww"

func session(t *testing.T, script string) []string {
	t.Helper()
	var out strings.Builder
	if err := Serve(strings.NewReader(script), &out); err != nil {
		t.Fatalf("Serve: %v", err)
	}
	return strings.Split(strings.TrimSpace(out.String()), "\n")
}

func findLine(lines []string, prefix string) string {
	for _, l := range lines {
		if strings.HasPrefix(l, prefix) {
			return l
		}
	}
	return ""
}

func TestHandshake(t *testing.T) {
	lines := session(t, "hub\nset-param name=hash value=4\ninit\nping\nquit\n")
	want := []string{"id name=draughts version=" + version.String(), "param name=hash", "param name=threads value=" + strconv.Itoa(min(runtime.NumCPU(), maxThreads)) + " ", "param name=level", "param name=egdb value=small", "param name=book value=true", "wait", "ready", "pong"}
	if len(lines) != len(want) {
		t.Fatalf("got %q", lines)
	}
	for i, w := range want {
		if !strings.HasPrefix(lines[i], w) {
			t.Errorf("line %d = %q, want prefix %q", i, lines[i], w)
		}
	}
}

func TestThinkAndDone(t *testing.T) {
	lines := session(t, "hub\ninit\npos pos="+startPos+` moves="32-28 19-23"`+"\nlevel depth=5\ngo think\n")
	done := findLine(lines, "done move=")
	if done == "" {
		t.Fatalf("no done line in %q", lines)
	}
	info := findLine(lines, "info depth=5 ")
	if info == "" || !strings.Contains(info, "score=") || !strings.Contains(info, "pv=") {
		t.Fatalf("no depth-5 info line in %q", lines)
	}
	// After 32-28 19-23 White must capture: 28x19x23.
	if !strings.HasPrefix(done, "done move=28x19x23") {
		t.Fatalf("done line %q: want the forced capture in Hub notation 28x19x23", done)
	}
	// The ponder move must be legal after the move.
	p, _ := ParsePosition(startPos)
	g := engine.NewGameFrom(p)
	for _, m := range []string{"32-28", "19-23", "28x19x23"} {
		mv, err := g.Position().ParseHubMove(m)
		if err != nil {
			t.Fatal(err)
		}
		g.Play(mv)
	}
	for _, f := range strings.Fields(done)[1:] {
		if v, ok := strings.CutPrefix(f, "ponder="); ok {
			if _, err := g.Position().ParseHubMove(v); err != nil {
				t.Errorf("ponder move %q: %v", v, err)
			}
		}
	}
}

func TestErrorsAndUnknown(t *testing.T) {
	lines := session(t, strings.Join([]string{
		"hello world",
		"pos pos=Xbbb",
		"pos pos=W" + strings.Repeat("e", 49) + "q",
		"pos pos=" + startPos + ` moves="32-28 28-23"`,
		"pos pos=" + startPos + ` moves="32-28 19-23 28x19"`,
		`pos pos="` + startPos,
		"set-param name=hash value=zero",
		"level depth=abc",
		"ping",
		"quit",
	}, "\n"))
	errs := 0
	for _, l := range lines {
		if strings.HasPrefix(l, "error message=") {
			errs++
		}
	}
	if errs != 7 || lines[len(lines)-1] != "pong" {
		t.Fatalf("want 7 errors then pong, got %q", lines)
	}
}

func TestNoLegalMove(t *testing.T) {
	// White to move, its man on 46 blocked by black men on 41 and 37.
	pos := []byte("W" + strings.Repeat("e", 50))
	pos[37], pos[41], pos[46] = 'b', 'b', 'w'
	lines := session(t, "init\npos pos="+string(pos)+"\nlevel depth=3\ngo think\n")
	if findLine(lines, "done") != "done" {
		t.Fatalf("want a bare done, got %q", lines)
	}
}

// Positions the editor refuses are refused by pos too, with the same
// reason, and the previous position stays.
func TestImpossiblePositions(t *testing.T) {
	tooMany := []byte("W" + strings.Repeat("e", 50))
	for s := 6; s <= 26; s++ {
		tooMany[s] = 'w'
	}
	tooMany[1] = 'b'
	for _, tc := range []struct{ pos, want string }{
		{"Wb" + strings.Repeat("e", 49), "white is to move but has no pieces"},
		{"W" + strings.Repeat("e", 50), "white is to move but has no pieces"},
		{string(tooMany), "white has 21 pieces, more than 20"},
	} {
		lines := session(t, "init\npos pos="+startPos+` moves="32-28"`+"\npos pos="+tc.pos+"\nlevel depth=1\ngo think\n")
		if e := findLine(lines, "error"); !strings.Contains(e, tc.want) || !strings.Contains(e, "position unchanged") {
			t.Errorf("pos %s: %q, want an error with %q", tc.pos, lines, tc.want)
		}
		// Black (after 32-28) answers: the previous position stayed.
		if d := findLine(lines, "done"); !strings.HasPrefix(d, "done move=") || !strings.Contains(d, "move=1") && !strings.Contains(d, "move=2") {
			t.Errorf("pos %s: %q, want Black's reply to 32-28", tc.pos, d)
		}
	}
}

func TestPositionRoundTrip(t *testing.T) {
	p, err := engine.ParseFEN("B:WK3,29,34:BK10,26,45")
	if err != nil {
		t.Fatal(err)
	}
	q, err := ParsePosition(FormatPosition(p))
	if err != nil || q != p {
		t.Fatalf("round trip: %v %v", q.FEN(), err)
	}
}

// servePipes runs Serve over pipes: commands are written to in, output
// lines arrive on lines (closed at the end), and served gets Serve's result.
func servePipes() (in io.WriteCloser, lines <-chan string, served <-chan error) {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan error, 1)
	go func() { done <- Serve(inR, outW); outW.Close() }()
	out := make(chan string, 1000)
	go func() {
		sc := bufio.NewScanner(outR)
		for sc.Scan() {
			out <- sc.Text()
		}
		close(out)
	}()
	return inW, out, done
}

// stop and ping are answered while the engine thinks (analysis runs until stop).
func TestStopWhileThinking(t *testing.T) {
	inW, lines, served := servePipes()
	next := func(prefix string) string {
		t.Helper()
		timeout := time.After(30 * time.Second) // a hang guard only, not a speed assertion
		for {
			select {
			case l, ok := <-lines:
				if !ok {
					t.Fatalf("output ended waiting for %q", prefix)
				}
				if strings.HasPrefix(l, prefix) {
					return l
				}
			case <-timeout:
				t.Fatalf("no %q line", prefix)
			}
		}
	}
	send := func(s string) {
		if _, err := io.WriteString(inW, s+"\n"); err != nil {
			t.Fatal(err)
		}
	}
	send("init")
	next("ready")
	send("pos pos=" + startPos)
	send("go analyze")
	next("info depth=2 ")
	send("ping")
	next("pong")
	send("stop")
	done := next("done move=")
	if len(strings.Fields(done)) < 2 {
		t.Fatalf("bad done line %q", done)
	}
	// A think with an infinite level also waits for stop.
	send("level infinite")
	send("go think")
	next("info depth=1 ")
	send("stop")
	next("done move=")
	send("quit")
	inW.Close()
	if err := <-served; err != nil {
		t.Fatal(err)
	}
}

func TestParseLine(t *testing.T) {
	cmd, args, flags, err := parseLine(`pos pos=W` + strings.Repeat("e", 50) + ` moves="32-28 19-23" go  x="a b"`)
	if err != nil || cmd != "pos" || args["moves"] != "32-28 19-23" || args["x"] != "a b" || len(flags) != 1 || flags[0] != "go" {
		t.Fatalf("parseLine: %q %q %q %v", cmd, args, flags, err)
	}
	if _, _, _, err := parseLine(`pos moves="32-28`); err == nil {
		t.Fatal("unterminated quote accepted")
	}
}

// Each bad command gets one error line that says what was wrong; the
// session goes on (the ping after it is answered).
func TestBadCommandMessages(t *testing.T) {
	for _, tc := range []struct{ line, want string }{
		{"pos pos=Wbbb", "want 51 characters"},
		{"pos pos=" + strings.Repeat("e", 200), "(200 bytes)"},
		{"pos pos=X" + strings.Repeat("e", 50), "side to move"},
		{"pos pos=W" + strings.Repeat("e", 49) + "q", `offset 50 (square 50)`},
		{"pos pos=Ww" + strings.Repeat("e", 49), "promotion row at square 1"},
		{"pos moves=\"32-28 garbage\"", "move 2 'garbage': not a Hub move"},
		{"pos moves=\"32-28 28-23\"", "move 2 '28-23': no legal move 28-23; legal moves: 16-21"},
		{"pos moves=\"" + strings.Repeat("1", 300) + "\"", "(300 bytes)"},
		{"level depth=-1", "bad depth="},
		{"level depth=99999999999999999999", "bad depth="},
		{"level nodes=0", "bad nodes="},
		{"level move-time=NaN", "bad move-time='NaN'"},
		{"level time=Inf", "bad time='Inf'"},
		{"level time=10 inc=-1", "bad inc='-1'"},
		{"level moves=40", "no limit given"},
		{"level", "no limit given"},
		{"set-param name=hash value=0", "set-param hash"},
		{"set-param name=hash value=NaN", "set-param hash"},
		{"set-param name=level value=99", "set-param level"},
		{"set-param name=threads value=0", "set-param threads: value must be 1..256"},
		{"set-param name=threads value=two", "set-param threads"},
		{"set-param name=colour value=1", "unknown parameter 'colour'"},
		{"set-param name=hash", "needs name=... and value=..."},
		{"set-param name=egdb value=/no/such/dir", "set-param egdb"},
		{`level depth="3`, "unterminated quote at offset 12"},
	} {
		// The message is quoted on the wire: its own double quotes become '.
		lines := session(t, tc.line+"\nping\n")
		if len(lines) != 2 || !strings.HasPrefix(lines[0], "error message=") || !strings.Contains(lines[0], tc.want) || lines[1] != "pong" {
			t.Errorf("%.60q: got %q, want one error with %q then pong", tc.line, lines, tc.want)
		}
	}
}

// A bad level keeps the previous one; time=0 means "move at once", not "no limit".
func TestLevelKeptAndZeroTime(t *testing.T) {
	lines := session(t, "level depth=2\nlevel depth=x\npos\ngo think\n")
	if findLine(lines, "info depth=3") != "" || findLine(lines, "done move=") == "" {
		t.Fatalf("bad level replaced depth=2: %q", lines)
	}
	lines = session(t, "level time=0\npos\ngo think\n")
	if findLine(lines, "done move=") == "" {
		t.Fatalf("time=0: %q", lines)
	}
}

// A line longer than the limit is reported with its number and skipped; the
// session goes on.
func TestHugeLine(t *testing.T) {
	huge := "pos pos=" + strings.Repeat("e", maxLineBytes+10)
	lines := session(t, "ping\n"+huge+"\r\nping\n"+huge)
	if len(lines) != 4 || lines[0] != "pong" || !strings.Contains(lines[1], "line 2 is too long") || lines[2] != "pong" ||
		!strings.Contains(lines[3], "line 4 is too long") {
		t.Fatalf("got %.300q", lines)
	}
	// Just under the limit: read whole, refused as a position, CRLF taken off.
	lines = session(t, "pos pos="+strings.Repeat("e", maxLineBytes-20)+"\r\nping")
	if len(lines) != 2 || !strings.Contains(lines[0], "want 51 characters") || lines[1] != "pong" {
		t.Fatalf("got %.300q", lines)
	}
}

// A session cut off mid-line still runs that last line.
func TestLastLineWithoutNewline(t *testing.T) {
	if lines := session(t, "ping\r\nping"); len(lines) != 2 || lines[1] != "pong" {
		t.Fatalf("got %q", lines)
	}
}

// The endgame databases: on by default (the embedded 2-3 piece set), a
// won ending scores in the won-endgame band (80.00 +- 5), off restores the
// plain evaluation.
func TestEGDBParam(t *testing.T) {
	// White: kings on 28 and 47; Black: a man on 12. A table win.
	pos := "W" + strings.Repeat("e", 11) + "b" + strings.Repeat("e", 15) + "W" + strings.Repeat("e", 18) + "W" + "eee"
	score := func(script string) float64 {
		t.Helper()
		lines := session(t, script+"pos pos="+pos+"\nlevel depth=1\ngo think\n")
		info := findLine(lines, "info depth=1 ")
		if info == "" {
			t.Fatalf("no info line: %q", lines)
		}
		f := strings.Fields(strings.SplitN(info, "score=", 2)[1])[0]
		v, err := strconv.ParseFloat(f, 64)
		if err != nil {
			t.Fatalf("score %q: %v", f, err)
		}
		return v
	}
	if v := score(""); v < 75 || v > 85 {
		t.Errorf("with the small set: score %.2f, want the won-endgame band 75..85", v)
	}
	if v := score("set-param name=egdb value=off\n"); v > 20 {
		t.Errorf("egdb off: score %.2f, want a plain evaluation", v)
	}
	if v := score("set-param name=egdb value=off\nset-param name=egdb value=small\n"); v < 75 {
		t.Errorf("egdb back on: score %.2f", v)
	}
}

// TestThreadsParam: with set-param threads=2 the Hub plays a shot and sees
// a forced win as with one thread; the param is advertised with its value.
func TestThreadsParam(t *testing.T) {
	hubPos := func(fen string) string {
		p, err := engine.ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		return FormatPosition(p)
	}
	for _, threads := range []string{"1", "2"} {
		set := "set-param name=threads value=" + threads + "\nset-param name=book value=false\nset-param name=egdb value=off\n"
		lines := session(t, "hub\n"+set+"hub\ninit\n"+
			"pos pos="+hubPos("W:W26,29,34,35,36,39,40,42,43,45,46,47,48,49,50:B1,2,4,5,6,7,8,9,10,14,15,18,20,22")+"\nlevel depth=8\ngo think\n")
		var p string // the second hub's
		for _, l := range lines {
			if strings.HasPrefix(l, "param name=threads") {
				p = l
			}
		}
		if !strings.HasPrefix(p, "param name=threads value="+threads+" ") {
			t.Errorf("threads=%s: the second hub advertises %q", threads, p)
		}
		if d := findLine(lines, "done move="); !strings.HasPrefix(d, "done move=29-24 ") {
			t.Errorf("threads=%s: %q, want the shot 29-24 (%q)", threads, d, lines)
		}
		// 37-31 wins by force (three men against two): the last score is a
		// win (99.xx; the search stops once the win is proven).
		lines = session(t, set+"init\npos pos="+hubPos("W:W36,37,38:B16,17")+"\nlevel depth=16\ngo think\n")
		info, done := "", findLine(lines, "done move=")
		for _, l := range lines {
			if strings.HasPrefix(l, "info depth=") {
				info = l
			}
		}
		if !strings.Contains(info, " score=99.") || done == "" {
			t.Errorf("threads=%s: last info %q, %q; want a forced win", threads, info, done)
		}
	}
}

// converse runs one Hub session over pipes, sending each step (one or more
// command lines) once the previous one is answered: a step with a `go`
// waits for its done line, any other for the pong of a ping sent after it
// (session cannot: a `go` read while a search runs stops it). It returns
// each step's output lines.
func converse(t *testing.T, steps ...string) [][]string {
	t.Helper()
	inW, lines, served := servePipes()
	var out [][]string
	for _, step := range steps {
		last := "pong"
		if strings.HasPrefix(step, "go ") || strings.Contains(step, "\ngo ") {
			last = "done"
		} else {
			step += "\nping"
		}
		if _, err := io.WriteString(inW, step+"\n"); err != nil {
			t.Fatal(err)
		}
		var got []string
		timeout := time.After(60 * time.Second) // a hang guard only, not a speed assertion
		for len(got) == 0 || !strings.HasPrefix(got[len(got)-1], last) {
			select {
			case l, ok := <-lines:
				if !ok {
					t.Fatalf("output ended waiting for %q after %q (got %q)", last, step, got)
				}
				got = append(got, l)
			case <-timeout:
				t.Fatalf("no %q line after %q (got %q)", last, step, got)
			}
		}
		out = append(out, got)
	}
	io.WriteString(inW, "quit\n")
	inW.Close()
	if err := <-served; err != nil {
		t.Fatal(err)
	}
	return out
}

// kingsSlice writes the real 4-piece slice two kings against two kings
// (0m2k-0m2k, solved on top of the embedded 2-3 piece set) into a new
// directory and returns the directory and the file's path.
func kingsSlice(t *testing.T) (dir, path string) {
	t.Helper()
	small, err := egdb.Small()
	if err != nil {
		t.Fatal(err)
	}
	lower := t.TempDir()
	for _, tb := range small.Tables() {
		if err := egdb.SaveTable(lower, tb); err != nil {
			t.Fatal(err)
		}
	}
	db := egdb.New()
	if err := egdb.Load(db, lower, 3); err != nil {
		t.Fatal(err)
	}
	m := egdb.Material{WK: 2, BK: 2}
	tb, _, err := egdb.Solve(db, m)
	if err != nil {
		t.Fatal(err)
	}
	dir = t.TempDir()
	if err := egdb.SaveTable(dir, tb); err != nil {
		t.Fatal(err)
	}
	return dir, filepath.Join(dir, egdb.FileName(m))
}

// A slice file found damaged at its first probe is reported once, by an
// error line naming the file, before the done line of the search that
// probed it; the search still answers, later searches say nothing more,
// and the same damage is reported again after set-param egdb opens the
// directory anew. A healthy directory gives no error line.
func TestEGDBDamagedSlice(t *testing.T) {
	good, path := kingsSlice(t)
	bad := t.TempDir()
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	raw[len(raw)/2] ^= 0x55 // in the compressed data, past the 40-byte header
	badPath := filepath.Join(bad, filepath.Base(path))
	if err := os.WriteFile(badPath, raw, 0o644); err != nil {
		t.Fatal(err)
	}
	// Two kings against two, no capture at once: every move leads to a
	// position of the slice.
	p, err := engine.ParseFEN("W:WK47,K49:BK2,K4")
	if err != nil {
		t.Fatal(err)
	}
	if p.HasCapture() {
		t.Fatal("the test position has a capture")
	}
	setup := "set-param name=threads value=1\nset-param name=hash value=4\nset-param name=book value=false\ninit"
	search := "pos pos=" + FormatPosition(p) + "\nlevel depth=3\ngo think"
	errorLines := func(lines []string) (errs []string) {
		for _, l := range lines {
			if strings.HasPrefix(l, "error ") {
				errs = append(errs, l)
			}
		}
		return errs
	}

	out := converse(t, setup, "set-param name=egdb value="+bad, search, search, "set-param name=egdb value="+good, search,
		"set-param name=egdb value="+bad, search)
	if errs := errorLines(out[1]); len(errs) != 0 {
		t.Fatalf("set-param egdb with a damaged slice (headers fine): %q, want no error yet", errs)
	}
	first := out[2]
	errs := errorLines(first)
	if len(errs) != 1 || !strings.HasPrefix(errs[0], "error message=") || !strings.Contains(errs[0], badPath) ||
		!strings.Contains(errs[0], "not used") || !strings.Contains(errs[0], "draughts egdb gen -pieces 4 -out "+bad) ||
		!strings.Contains(errs[0], "draughts egdb verify -dir "+bad) {
		t.Fatalf("first search: error lines %q, want one naming %s and what to do", errs, badPath)
	}
	if done := first[len(first)-1]; !strings.HasPrefix(done, "done move=") {
		t.Fatalf("first search ends with %q, want a move", done)
	}
	for i, step := range out[3:6] {
		if errs := errorLines(step); len(errs) != 0 {
			t.Errorf("step %d after the report: %q, want no error line", i+3, errs)
		}
	}
	if done := out[5][len(out[5])-1]; !strings.HasPrefix(done, "done move=") {
		t.Errorf("search with the healthy directory ends with %q", done)
	}
	again := errorLines(out[7])
	if len(again) != 1 || again[0] != errs[0] {
		t.Errorf("after opening the damaged directory again: %q, want the report once more", again)
	}

	// A healthy directory alone, from its first search.
	out = converse(t, setup, "set-param name=egdb value="+good, search, search)
	for i, step := range out {
		if errs := errorLines(step); len(errs) != 0 {
			t.Errorf("healthy directory, step %d: %q", i, errs)
		}
	}
	if done := out[2][len(out[2])-1]; !strings.HasPrefix(done, "done move=") {
		t.Errorf("healthy directory: %q", done)
	}
}
