package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"
)

// need fails the test when a tool it runs is missing (make setup installs them).
func need(t *testing.T, tools ...string) {
	t.Helper()
	for _, tool := range tools {
		if _, err := exec.LookPath(tool); err != nil {
			t.Fatalf("%s is needed (make setup installs node and binaryen)", tool)
		}
	}
}

func goTool() string {
	if g := filepath.Join(runtime.GOROOT(), "bin", "go"); fileExists(g) {
		return g
	}
	return "go"
}

func fileExists(p string) bool { _, err := os.Stat(p); return err == nil }

// runWasm runs a js/wasm program under Node and returns its output.
func runWasm(t *testing.T, wasm string) string {
	t.Helper()
	runner := filepath.Join(runtime.GOROOT(), "lib", "wasm", "wasm_exec_node.js")
	out, err := exec.Command("node", runner, wasm).CombinedOutput()
	if err != nil {
		t.Fatalf("node %s: %v\n%s", wasm, err, out)
	}
	return string(out)
}

// buildProg builds testdata/prog for js/wasm into dir and returns its path.
func buildProg(t *testing.T, dir string) string {
	t.Helper()
	orig := filepath.Join(dir, "prog.wasm")
	build := exec.Command(goTool(), "build", "-o", orig, "./testdata/prog")
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return orig
}

// TestProgramRunsTheSame: testdata/prog, built for js/wasm, prints the same
// after the transformation as before, its own loops are restructured (without
// a dispatch for the simple ones), and so is the rest of the program (runtime,
// fmt, ...), which must keep working: goroutine switches, panics, maps.
func TestProgramRunsTheSame(t *testing.T) {
	need(t, "node", "wasm-dis", "wasm-as", "wasm-opt")
	dir := t.TempDir()
	orig := buildProg(t, dir)
	want := runWasm(t, orig)
	if !strings.Contains(want, "collatz") || !strings.Contains(want, "recovered") {
		t.Fatalf("unexpected output of the program:\n%s", want)
	}
	text, err := readText(orig)
	if err != nil {
		t.Fatal(err)
	}
	// As make wasm does it: through wasm-opt first (it drops the names, which
	// the checks of main's functions below need: those run on Go's output).
	opt := filepath.Join(dir, "prog.opt.wasm")
	if out, err := exec.Command("wasm-opt", append([]string{"-O2", orig, "-o", opt}, binaryenFeatures...)...).CombinedOutput(); err != nil {
		t.Fatalf("wasm-opt: %v\n%s", err, out)
	}
	if got := runWasm(t, opt); got != want {
		t.Fatalf("wasm-opt's build printed\n%s\ninstead of\n%s", got, want)
	}
	optText, err := readText(opt)
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range []struct {
		name string
		text []byte
		opts Options
	}{
		{"go", text, Options{}},
		{"go, -nodispatch", text, Options{NoDispatch: true}},
		{"go, -nounroll", text, Options{NoUnroll: true}},
		{"wasm-opt, -nounroll", optText, Options{NoUnroll: true}},
		{"wasm-opt, -nounroll -forward -marktop", optText, Options{NoUnroll: true, Forward: true, MarkTop: true}},
	} {
		var buf bytes.Buffer
		st, err := Transform(v.text, &buf, nil, v.opts)
		if err != nil {
			t.Fatal(err)
		}
		if st.Transformed < 100 || st.Regions < 200 {
			t.Errorf("%s: only %d functions, %d regions transformed", v.name, st.Transformed, st.Regions)
		}
		if v.opts.NoUnroll && !strings.Contains(buf.String(), "(loop)") {
			t.Errorf("%s: no loop marked", v.name)
		}
		log := strings.Join(st.Log, "\n")
		for _, fn := range []string{"main.sum", "main.nested", "main.collatz", "main.gotos", "main.labelled", "main.withCalls", "main.producer"} {
			if bytes.Equal(v.text, optText) {
				break
			}
			m := regexp.MustCompile(`(?m)^\$` + regexp.QuoteMeta(fn) + `: (\d+) regions, (\d+) with a dispatch`).FindStringSubmatch(log)
			if m == nil || m[1] == "0" {
				if v.opts.NoDispatch && fn != "main.sum" && fn != "main.collatz" && fn != "main.gotos" {
					// Entered after a call (withCalls, producer), or loops
					// laid out across each other, made one region with
					// several entries (nested, labelled): a dispatch.
					continue
				}
				t.Errorf("%s: %s not restructured", v.name, fn)
			}
			if fn == "main.sum" && (m == nil || m[2] != "0") {
				t.Errorf("main.sum's loop has a dispatch: %v", m)
			}
		}
		out := filepath.Join(dir, "prog.loops.wasm")
		if err := writeText(out, buf.Bytes()); err != nil {
			t.Fatal(err)
		}
		if got := runWasm(t, out); got != want {
			t.Fatalf("%s: the transformed program printed\n%s\ninstead of\n%s", v.name, got, want)
		}
	}
}

// TestLoopShape: the loop of main.sum becomes a wasm loop of its own that
// branches back to itself directly, and the function's dispatch loop no longer
// sees its iterations.
func TestLoopShape(t *testing.T) {
	need(t, "wasm-dis")
	dir := t.TempDir()
	orig := buildProg(t, dir)
	text, err := readText(orig)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if _, err := Transform(text, &buf, regexp.MustCompile(`^\$main\.sum$`), Options{}); err != nil {
		t.Fatal(err)
	}
	fn := func(s string) string {
		i := strings.Index(s, " (func $main.sum\n")
		if i < 0 {
			i = strings.Index(s, " (func $main.sum ")
		}
		j := strings.Index(s[i+1:], "\n (func ")
		return s[i : i+1+j]
	}
	before, after := fn(string(text)), fn(buf.String())
	if strings.Count(before, "(loop") != 1 || strings.Count(after, "(loop") != 2 {
		t.Fatalf("loops before %d, after %d:\n%s", strings.Count(before, "(loop"), strings.Count(after, "(loop"), after)
	}
	inner := regexp.MustCompile(`\(loop (\$go\$\d+)`).FindStringSubmatch(after)
	if inner == nil || !strings.Contains(after, "(br "+inner[1]+")") {
		t.Fatalf("no branch back to the inner loop:\n%s", after)
	}
	if strings.Count(after, "br_table") != 1 {
		t.Fatalf("the inner loop has a dispatch:\n%s", after)
	}
	// Every other function is left byte for byte.
	rest := func(s, f string) string { return strings.Replace(s, f, "", 1) }
	if rest(string(text), before) != rest(buf.String(), after) {
		t.Fatal("functions other than main.sum changed")
	}
}
