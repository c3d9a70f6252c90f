//go:build !js

// The browser build has no command line: the tools stay out of draughts.wasm.

package cli // pdn_test.go: the pdn subcommand on every PDN test file, against the reference replay.

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/draughts/draughts/engine"
)

const pdnDir = "../testdata/pdn"

var (
	gameLineRE  = regexp.MustCompile(`^game (\d+) (\S+) (\S+)$`)
	errorLineRE = regexp.MustCompile(`^game (\d+) error (\d+):(\d+) \S.*$`)
)

func runCLI(args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := Run(args, strings.NewReader(""), &out, &errb)
	return code, out.String(), errb.String()
}

// TestPDNCommandOnEveryFile runs `draughts pdn` on each shared PDN file and
// checks every line against expected.json (the reference replay): the final
// position of each game that replays, an error with its place for each that
// does not, and the exit code. With -out the games written read back to the
// same lines.
func TestPDNCommandOnEveryFile(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(pdnDir, "expected.json"))
	if err != nil {
		t.Fatal(err)
	}
	var expected []struct {
		File     string  `json:"file"`
		Index    int     `json:"index"`
		FinalFEN *string `json:"final_fen"`
		Status   string  `json:"status"`
		Kind     string  `json:"kind"`
		Error    string  `json:"error"`
	}
	if err := json.Unmarshal(data, &expected); err != nil {
		t.Fatal(err)
	}
	byFile := map[string]map[int]int{} // file -> game index -> entry
	for i, e := range expected {
		if byFile[e.File] == nil {
			byFile[e.File] = map[int]int{}
		}
		byFile[e.File][e.Index] = i
	}
	okGames, errGames := 0, 0
	for file, games := range byFile {
		path := filepath.Join(pdnDir, file)
		out := filepath.Join(t.TempDir(), "out.pdn")
		code, stdout, stderr := runCLI("pdn", "-out", out, path)
		lines := strings.Split(strings.TrimSuffix(stdout, "\n"), "\n")
		if len(lines) != len(games) {
			t.Fatalf("%s: %d lines for %d games:\n%s%s", file, len(lines), len(games), stdout, stderr)
		}
		anyError := false
		written := []string{}
		for i, line := range lines {
			e := expected[games[i]]
			if m := errorLineRE.FindStringSubmatch(line); m != nil {
				if m[1] != strconv.Itoa(i+1) || e.Status != "error" {
					t.Errorf("%s: %q, want game %d %s", file, line, i+1, e.Status)
				}
				anyError = true
				errGames++
				continue
			}
			// A sample of the grammar with a result and no moves is a game
			// for us (it replays: to its start); the reference calls it an error.
			sample := e.Kind == "grammar-sample" && e.Error == "no moves"
			m := gameLineRE.FindStringSubmatch(line)
			if m == nil || m[1] != strconv.Itoa(i+1) || (e.Status != "ok" && !sample) {
				t.Errorf("%s: %q, want game %d %s", file, line, i+1, e.Status)
				continue
			}
			if !sample {
				got, err1 := engine.ParseFEN(m[3])
				want, err2 := engine.ParseFEN(*e.FinalFEN)
				if err1 != nil || err2 != nil || got != want {
					t.Errorf("%s game %d: final position %s, want %s", file, i+1, m[3], *e.FinalFEN)
				}
			}
			okGames++
			written = append(written, m[2]+" "+m[3])
		}
		if (code != 0) != anyError {
			t.Errorf("%s: exit code %d with errors %v", file, code, anyError)
		}
		// The canonical PDN reads back to the same results and positions.
		code, stdout, _ = runCLI("pdn", out)
		again := strings.Split(strings.TrimSuffix(stdout, "\n"), "\n")
		if code != 0 || len(again) != len(written) {
			t.Fatalf("%s: -out file reads back with exit %d, %d games for %d", file, code, len(again), len(written))
		}
		for i, line := range again {
			if m := gameLineRE.FindStringSubmatch(line); m == nil || m[2]+" "+m[3] != written[i] {
				t.Errorf("%s: written game %d reads back as %q, want %q", file, i+1, line, written[i])
			}
		}
	}
	if okGames < 800 || errGames < 2 {
		t.Fatalf("%d games replayed, %d errors: the test files are not all read", okGames, errGames)
	}
}

func TestPDNCommandUsageAndSeveralFiles(t *testing.T) {
	if code, _, _ := runCLI("pdn"); code != 2 {
		t.Errorf("no file: exit %d, want 2", code)
	}
	if code, _, stderr := runCLI("pdn", filepath.Join(t.TempDir(), "missing.pdn")); code != 1 || !strings.Contains(stderr, "missing.pdn") {
		t.Errorf("missing file: exit %d, %q", code, stderr)
	}
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.pdn"), filepath.Join(dir, "b.pdn")
	os.WriteFile(a, []byte("1. 32-28 (1. 33-29 {good}) 19-23 *\n"), 0o644)
	os.WriteFile(b, []byte("[Event \"x\"]\n1. 32-28 19-23 2. 28-22 *\n\n[Event \"y\"]\n1. 32-28 2-0\n"), 0o644)
	code, stdout, _ := runCLI("pdn", a, b)
	if code != 1 || !strings.HasPrefix(stdout, a+": game 1 * W:") || !strings.Contains(stdout, b+": game 1 error 2:19 move 2. 28-22") || !strings.Contains(stdout, b+": game 2 2-0 B:") {
		t.Fatalf("exit %d:\n%s", code, stdout)
	}
	out := filepath.Join(dir, "out.pdn")
	if code, _, _ := runCLI("pdn", "-out", out, a); code != 0 {
		t.Fatalf("exit %d", code)
	}
	text, _ := os.ReadFile(out)
	if !strings.Contains(string(text), "1. 32-28 (1. 33-29 {good}) 1... 19-23 *") {
		t.Fatalf("canonical PDN:\n%s", text)
	}
}

// TestPDNCommandLenient: the made-up files of dirt (../testdata/lenient)
// print exactly their .out files: one line per game, an indented warning
// line per guess, one error line per bad game.
func TestPDNCommandLenient(t *testing.T) {
	files, _ := filepath.Glob("../testdata/lenient/*.pdn")
	if len(files) < 4 {
		t.Fatalf("%d files", len(files))
	}
	for _, f := range files {
		want, err := os.ReadFile(strings.TrimSuffix(f, ".pdn") + ".out")
		if err != nil {
			t.Fatal(err)
		}
		code, stdout, stderr := runCLI("pdn", f)
		if stdout != string(want) || stderr != "" {
			t.Errorf("%s: exit %d, output\n%s%s\nwant\n%s", f, code, stdout, stderr, want)
		}
		wantCode := 0
		if strings.Contains(stdout, " error ") {
			wantCode = 1
		}
		if code != wantCode {
			t.Errorf("%s: exit %d, want %d", f, code, wantCode)
		}
		n := 0
		for _, line := range strings.Split(strings.TrimSuffix(stdout, "\n"), "\n") {
			switch {
			case strings.HasPrefix(line, "  warning "):
				if n == 0 {
					t.Errorf("%s: a warning before any game", f)
				}
			case gameLineRE.MatchString(line) || errorLineRE.MatchString(line):
				n++
				if !strings.HasPrefix(line, "game "+strconv.Itoa(n)+" ") {
					t.Errorf("%s: %q is not game %d", f, line, n)
				}
			default:
				t.Errorf("%s: line %q", f, line)
			}
		}
	}
	// The literal \r file: three games, each read (the old reader gave six errors).
	code, stdout, _ := runCLI("pdn", "../testdata/lenient/literal-cr.pdn")
	if code != 0 || strings.Count(stdout, "\ngame ")+1 != 3 {
		t.Errorf("literal-cr: exit %d\n%s", code, stdout)
	}
}

// TestPDNCommandOutInPlace: -out may name the file being read (it is
// replaced once the file is read), and the file written is readable by all.
func TestPDNCommandOutInPlace(t *testing.T) {
	f := filepath.Join(t.TempDir(), "games.pdn")
	os.WriteFile(f, []byte("1. 32-28 19-23 *\n\n[Event \"x\"]\n1. 33-29 -\n"), 0o644)
	code, stdout, stderr := runCLI("pdn", "-out", f, f)
	if code != 0 || strings.Count(stdout, "\ngame ")+1 != 2 || stderr != "" {
		t.Fatalf("exit %d:\n%s%s", code, stdout, stderr)
	}
	text, _ := os.ReadFile(f)
	if strings.Count(string(text), "[Event ") != 2 || !strings.Contains(string(text), "1. 33-29 *") {
		t.Fatalf("written:\n%s", text)
	}
	if st, err := os.Stat(f); err != nil || st.Mode().Perm() != 0o644 {
		t.Fatalf("mode %v, %v", st.Mode(), err)
	}
	if left, _ := filepath.Glob(filepath.Join(filepath.Dir(f), ".*")); len(left) != 0 {
		t.Fatalf("temporary files left: %v", left)
	}
}
