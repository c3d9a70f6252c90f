package main // notices_test.go: the notices of a real program (this test binary) and a module without a licence.

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// A small real program of the repository (the web fonts' generator, which
// links golang.org/x/image): its notices hold Go's licence, every module it
// links with that module's licence text from the module cache, and both
// font licences. (make test-dist checks the archives' programs the same way.)
func TestNoticesOfARealProgram(t *testing.T) {
	exe := filepath.Join(t.TempDir(), "gen")
	cmd := exec.Command("go", "build", "-o", exe, "./web/fonts/gen.go")
	cmd.Dir = "../.."
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	text, err := thirdPartyNotices("../..", "test", []builtFile{{name: "gen", path: exe}}, "")
	if err != nil {
		t.Fatal(err)
	}
	again, err := thirdPartyNotices("../..", "test", []builtFile{{name: "gen", path: exe}}, "")
	if err != nil || string(again) != string(text) {
		t.Errorf("the notices differ from one run to the next (%v)", err)
	}
	checkNotices(t, string(text), "../..", []string{exe})
}

// checkNotices checks that notices hold Go's licence, each module linked
// into the programs with its licence file's text, and the font licences.
func checkNotices(t *testing.T, notices, root string, programs []string) {
	t.Helper()
	notices = strings.ReplaceAll(notices, "\r\n", "\n")
	goVersion, mods, err := linkedModules(toBuilt(programs))
	if err != nil {
		t.Fatal(err)
	}
	if len(mods) == 0 {
		t.Fatalf("%v: no modules in the build information", programs)
	}
	goFiles, err := goLicences(root, goVersion)
	if err != nil {
		t.Fatal(err)
	}
	has := func(what, text string) {
		t.Helper()
		text = strings.TrimSpace(strings.ReplaceAll(text, "\r\n", "\n"))
		if !strings.Contains(notices, text) {
			t.Errorf("the notices lack %s", what)
		}
	}
	for _, f := range goFiles {
		has("Go's "+f.name, f.text)
	}
	dirs, err := moduleDirs(root, mods)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range mods {
		if !strings.Contains(notices, "\n"+m.Path+" "+m.Version+"\n") {
			t.Errorf("the notices have no section for %s %s", m.Path, m.Version)
		}
		ents, _ := os.ReadDir(dirs[m.Path+"@"+m.Version])
		found := false
		for _, e := range ents {
			if licenceNames.MatchString(e.Name()) || noticeNames.MatchString(e.Name()) {
				b, err := os.ReadFile(filepath.Join(dirs[m.Path+"@"+m.Version], e.Name()))
				if err != nil || len(strings.TrimSpace(string(b))) == 0 {
					continue
				}
				found = found || licenceNames.MatchString(e.Name())
				has(m.Path+"'s "+e.Name(), string(b))
			}
		}
		if !found {
			t.Errorf("module %s %s has no licence file in the module cache", m.Path, m.Version)
		}
	}
	for _, want := range []string{"Bigelow & Holmes", "SIL OPEN FONT LICENSE Version 1.1", "Adobe"} {
		if !strings.Contains(notices, want) {
			t.Errorf("the font licences lack %q", want)
		}
	}
	if !strings.Contains(strings.Join(strings.Fields(notices), " "), "has not published a licence") {
		t.Error("the notices do not say the game's own code has no published licence")
	}
}

func toBuilt(paths []string) []builtFile {
	var out []builtFile
	for _, p := range paths {
		out = append(out, builtFile{name: filepath.Base(p), path: p})
	}
	return out
}

// A module without a licence file stops the build with its name.
func TestNoticesFailWithoutLicence(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module example.com/nolicence\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "README.md"), []byte("no licence here\n"), 0o644)
	_, err := moduleLicences("example.com/nolicence", "v1.0.0", dir)
	if err == nil || !strings.Contains(err.Error(), "example.com/nolicence v1.0.0") || !strings.Contains(err.Error(), "no licence file") {
		t.Fatalf("got %v, want an error naming example.com/nolicence v1.0.0", err)
	}
	// An empty LICENSE is no licence either; a NOTICE alone is not enough.
	os.WriteFile(filepath.Join(dir, "LICENSE"), []byte("\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "NOTICE"), []byte("notice\n"), 0o644)
	if _, err := moduleLicences("example.com/nolicence", "v1.0.0", dir); err == nil {
		t.Fatal("an empty LICENSE with a NOTICE was taken for a licence")
	}
	os.WriteFile(filepath.Join(dir, "LICENSE.md"), []byte("MIT licence text\n"), 0o644)
	lf, err := moduleLicences("example.com/nolicence", "v1.0.0", dir)
	if err != nil || len(lf) != 2 || lf[0].name != "LICENSE.md" || lf[1].name != "NOTICE" {
		t.Fatalf("got %+v, %v; want LICENSE.md then NOTICE", lf, err)
	}
}

// A module the module cache cannot provide is named in the error.
func TestNoticesFailForAMissingModule(t *testing.T) {
	_, err := moduleDirs("../..", []*module{{Path: "example.invalid/nosuchmodule", Version: "v0.0.1"}})
	if err == nil || !strings.Contains(err.Error(), "example.invalid/nosuchmodule") {
		t.Fatalf("got %v, want an error naming example.invalid/nosuchmodule", err)
	}
}

// A WebAssembly program (debug/buildinfo does not read them) gives its
// modules from the module information the linker writes into its data.
func TestBuildInfoOfWasm(t *testing.T) {
	exe := filepath.Join(t.TempDir(), "gen.wasm")
	cmd := exec.Command("go", "build", "-trimpath", "-ldflags=-s -w", "-o", exe, "./web/fonts/gen.go")
	cmd.Dir = "../.."
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	bi, err := readBuildInfo(exe)
	if err != nil {
		t.Fatal(err)
	}
	if bi.GoVersion != runtime.Version() || len(bi.Deps) != 1 || bi.Deps[0].Path != "golang.org/x/image" {
		t.Fatalf("go %q, deps %+v; want %s and golang.org/x/image", bi.GoVersion, bi.Deps, runtime.Version())
	}
	goos := ""
	for _, s := range bi.Settings {
		if s.Key == "GOOS" {
			goos = s.Value
		}
	}
	if goos != "js" {
		t.Errorf("GOOS %q, want js", goos)
	}
}
