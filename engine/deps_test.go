//go:build !js

package engine // deps_test.go: the engine package depends on the standard library only.

// Not built under js/wasm: Node cannot run the go command; the native run checks.

import (
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestEngineUsesStandardLibraryOnly runs `go list -deps` on this package:
// no ebiten, no syscall/js, no msgp, nothing outside the standard library
// (the engine must build anywhere and run in a Web Worker).
func TestEngineUsesStandardLibraryOnly(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		goTool = filepath.Join(runtime.GOROOT(), "bin", "go") // go test runs from a toolchain
	}
	out, err := exec.Command(goTool, "list", "-deps", "-f", "{{if not .Standard}}{{.ImportPath}}{{end}}", ".").Output()
	if err != nil {
		t.Fatalf("go list -deps: %v", err)
	}
	self, err := exec.Command(goTool, "list", ".").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	for _, dep := range strings.Fields(string(out)) {
		if dep != strings.TrimSpace(string(self)) {
			t.Errorf("engine depends on %s, which is not in the standard library", dep)
		}
	}
	all, err := exec.Command(goTool, "list", "-deps", ".").Output()
	if err != nil {
		t.Fatalf("go list -deps: %v", err)
	}
	for _, dep := range strings.Fields(string(all)) {
		for _, banned := range []string{"ebiten", "syscall/js", "msgp"} {
			if strings.Contains(dep, banned) {
				t.Errorf("engine depends on %s", dep)
			}
		}
	}
}
