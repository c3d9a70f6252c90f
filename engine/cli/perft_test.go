//go:build !js

package cli // perft_test.go: the perft subcommand through Run, with buffers.

import (
	"bytes"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

func runPerftCLI(args ...string) (code int, stdout, stderr string) {
	var out, errb bytes.Buffer
	code = Run(args, strings.NewReader(""), &out, &errb)
	return code, out.String(), errb.String()
}

var perftLineRE = regexp.MustCompile(`^perft (\d+) (\d+) \d+\.\d{3}$`)

// perftCounts returns the leaf counts of the "perft d n s" lines.
func perftCounts(t *testing.T, lines []string) []string {
	t.Helper()
	var counts []string
	for i, l := range lines {
		m := perftLineRE.FindStringSubmatch(l)
		if m == nil || m[1] != strconv.Itoa(i+1) {
			t.Fatalf("line %q is not \"perft %d <leaves> <seconds>\"", l, i+1)
		}
		counts = append(counts, m[2])
	}
	return counts
}

func TestPerftCommand(t *testing.T) {
	code, out, errs := runPerftCLI("perft", "4")
	if code != 0 || errs != "" {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if got := strings.Join(perftCounts(t, lines), " "); got != "9 81 658 4265" {
		t.Errorf("counts %s, want 9 81 658 4265", got)
	}

	code, out, _ = runPerftCLI("perft", "-fen", "W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38", "3")
	if got := strings.Join(perftCounts(t, strings.Split(strings.TrimSpace(out), "\n")), " "); code != 0 || got != "6 12 30" {
		t.Errorf("woldouby: exit %d, counts %s, want 6 12 30", code, got)
	}
}

func TestPerftCommandDivide(t *testing.T) {
	code, out, _ := runPerftCLI("perft", "2", "-divide") // flags after DEPTH work too
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 9+2 {
		t.Fatalf("want 9 root moves and 2 perft lines, got:\n%s", out)
	}
	sum := 0
	for _, l := range lines[:9] {
		f := strings.Fields(l)
		n, err := strconv.Atoi(f[len(f)-1])
		if len(f) != 2 || err != nil || !regexp.MustCompile(`^\d+-\d+$`).MatchString(f[0]) {
			t.Fatalf("divide line %q is not \"<move> <leaves>\"", l)
		}
		sum += n
	}
	if lines[0] != "31-26 9" || sum != 81 {
		t.Errorf("first divide line %q, sum %d; want \"31-26 9\" and 81", lines[0], sum)
	}
	perftCounts(t, lines[9:])

	_, out, _ = runPerftCLI("perft", "-divide", "-fen", "W:WK47:B14,19,29,31,42", "1")
	if !strings.Contains(out, "47x38x24x13x36 1\n") || !strings.Contains(out, "47x38x20x9x36 1\n") {
		t.Errorf("ambiguous captures must be written with their full paths:\n%s", out)
	}
}

func TestPerftCommandErrors(t *testing.T) {
	tests := []struct {
		args []string
		msg  string
	}{
		{[]string{"perft"}, "expected one DEPTH"},
		{[]string{"perft", "x"}, "bad depth"},
		{[]string{"perft", "0"}, "bad depth"},
		{[]string{"perft", "99"}, "bad depth"},
		{[]string{"perft", "2", "3"}, "expected one DEPTH"},
		{[]string{"perft", "-fen", "X:W1", "2"}, "bad -fen"},
		{[]string{"perft", "-nosuchflag", "2"}, "not defined"},
	}
	for _, tc := range tests {
		code, out, errs := runPerftCLI(tc.args...)
		if code != 2 || out != "" || !strings.Contains(errs, tc.msg) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 2 and %q", tc.args, code, out, errs, tc.msg)
		}
	}
}
