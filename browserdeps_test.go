//go:build !js

package main // browserdeps_test.go: what the browser builds (draughts.wasm, engine.wasm) must not link.

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// The browser's game has no command line, no network server, no self-play
// or training and no Hub engine: each of these packages would only add to
// the download and to the time the browser takes to compile it before the
// first frame (flag came in once through engine/cli's one untagged file).
func TestBrowserBuildLeavesOut(t *testing.T) {
	deps := browserDeps(t, ".")
	for _, d := range []string{"flag", "net/http", "os/signal", // (os/exec comes with Ebitengine's go/build)
		"github.com/draughts/draughts/engine/selfplay", "github.com/draughts/draughts/engine/train",
		"github.com/draughts/draughts/engine/hub",
		"crypto/rand", "image/png", "github.com/draughts/draughts/render/icon"} { // save ids, the window icon
		if deps[d] {
			t.Errorf("draughts.wasm links %s", d)
		}
	}
	if !deps["github.com/draughts/draughts/render/app"] {
		t.Fatal("the list is not the game's: render/app is missing")
	}
}

// The engine's worker (engine.wasm) reads and writes its messages with
// engine/job's codec: encoding/json and what it pulls in were 120 KB of
// its 1.10 MB (brotli).
func TestWorkerBuildLeavesOut(t *testing.T) {
	deps := browserDeps(t, "./wasm/worker")
	for _, d := range []string{"encoding/json", "flag", "net/http", "github.com/draughts/draughts/engine/hub",
		"github.com/draughts/draughts/engine/selfplay", "github.com/draughts/draughts/render"} {
		if deps[d] {
			t.Errorf("engine.wasm links %s", d)
		}
	}
	if !deps["github.com/draughts/draughts/engine/job"] {
		t.Fatal("the list is not the worker's: engine/job is missing")
	}
}

// browserDeps lists the packages a js/wasm build of pkg links.
func browserDeps(t *testing.T, pkg string) map[string]bool {
	t.Helper()
	goTool, err := exec.LookPath("go")
	if err != nil {
		goTool = filepath.Join(runtime.GOROOT(), "bin", "go")
	}
	cmd := exec.Command(goTool, "list", "-deps", pkg)
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("GOOS=js go list -deps %s: %v", pkg, err)
	}
	deps := map[string]bool{}
	for _, d := range strings.Fields(string(out)) {
		deps[d] = true
	}
	return deps
}
