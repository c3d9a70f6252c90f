package main // notices.go: THIRD-PARTY-NOTICES.txt, the licences of what a build really links and of the fonts it ships.

import (
	"bytes"
	"debug/buildinfo"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime/debug"
	"sort"
	"strings"
)

// noticesName is the notices file in every archive (beside README.txt; in
// the macOS app also in Draughts.app/Contents/Resources).
const noticesName = "THIRD-PARTY-NOTICES.txt"

// builtFile is one program an archive ships: its name there and where it is now.
type builtFile struct {
	name string
	path string
}

// module is a Go module linked into a program, as its build information
// names it (a replaced module is listed under its replacement).
type module struct {
	Path, Version string
	usedBy        []string
}

// licenceFile is one licence or notice text.
type licenceFile struct {
	name string
	text string
}

// licenceNames are the files at a module's root whose text is reproduced:
// the licence itself, and the NOTICE and PATENTS files that go with some.
var (
	licenceNames = regexp.MustCompile(`(?i)^(licen[cs]e|copying|unlicense)([.\-_].*)?$`)
	noticeNames  = regexp.MustCompile(`(?i)^(notice|patents)([.\-_].*)?$`)
)

// fontLicences are the fonts every build ships (embedded on the desktop,
// files beside index.html on the web): the Go fonts from golang.org/x/image
// and the Chinese subset of Noto Sans CJK SC (render/cjkfont).
var fontLicences = []struct {
	title, module, file string // file is inside module, or in this repository when module is ""
}{
	{"The Go fonts (Go Regular, Go Bold; Bigelow & Holmes), from golang.org/x/image/font/gofont", "golang.org/x/image", "font/gofont/ttfs/README"},
	{"Noto Sans CJK SC (a subset, render/cjkfont/zh.otf)", "", "render/cjkfont/LICENSE-OFL.txt"},
}

// goTool runs the go command in the module root and returns its output.
func goTool(root string, args ...string) ([]byte, error) {
	cmd := exec.Command("go", args...)
	cmd.Dir = root
	var errb bytes.Buffer
	cmd.Stderr = &errb
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("go %s: %v: %s", strings.Join(args, " "), err, strings.TrimSpace(errb.String()))
	}
	return out, nil
}

// linkedModules reads the build information of each program: the Go
// version it was built with and every module linked into it.
func linkedModules(files []builtFile) (goVersion string, mods []*module, err error) {
	byKey := map[string]*module{}
	for _, f := range files {
		bi, err := readBuildInfo(f.path)
		if err != nil {
			return "", nil, fmt.Errorf("%s: no Go build information: %w", f.path, err)
		}
		if goVersion != "" && goVersion != bi.GoVersion {
			return "", nil, fmt.Errorf("%s was built with %s, another program with %s", f.path, bi.GoVersion, goVersion)
		}
		goVersion = bi.GoVersion
		for _, d := range bi.Deps {
			if d.Replace != nil {
				d = d.Replace
			}
			key := d.Path + "@" + d.Version
			m := byKey[key]
			if m == nil {
				m = &module{Path: d.Path, Version: d.Version}
				byKey[key] = m
				mods = append(mods, m)
			}
			m.usedBy = append(m.usedBy, f.name)
		}
	}
	sort.Slice(mods, func(i, j int) bool {
		if mods[i].Path != mods[j].Path {
			return mods[i].Path < mods[j].Path
		}
		return mods[i].Version < mods[j].Version
	})
	return goVersion, mods, nil
}

// Sentinels around the module information Go's linker writes into every
// program (cmd/go/internal/modload: infoStart, infoEnd).
var (
	modInfoStart = []byte("0w\xaf\x0c\x92t\x08\x02A\xe1\xc1\x07\xe6\xd6\x18\xe6")
	modInfoEnd   = []byte("\xf92C1\x86\x18 r\x00\x82B\x10A\x16\xd8\xf2")
	goVersionRe  = regexp.MustCompile(`go1\.[0-9]+(\.[0-9]+)?`)
)

// readBuildInfo reads a program's build information: with debug/buildinfo
// for ELF, PE and Mach-O programs, and for WebAssembly (which
// debug/buildinfo does not read) from the module information in the
// module's data, between the linker's sentinels, with the Go version the
// runtime carries (runtime.buildVersion).
func readBuildInfo(path string) (*debug.BuildInfo, error) {
	bi, err := buildinfo.ReadFile(path)
	if err == nil {
		return bi, nil
	}
	b, rerr := os.ReadFile(path)
	if rerr != nil || !bytes.HasPrefix(b, []byte("\x00asm")) {
		return nil, err
	}
	i := bytes.Index(b, modInfoStart)
	if i < 0 {
		return nil, fmt.Errorf("a WebAssembly module without module information")
	}
	j := bytes.Index(b[i:], modInfoEnd)
	if j < 0 {
		return nil, fmt.Errorf("the module information has no end")
	}
	info := string(b[i+len(modInfoStart) : i+j])
	bi, err = debug.ParseBuildInfo(info)
	if err != nil {
		return nil, err
	}
	versions := map[string]bool{}
	for _, v := range goVersionRe.FindAll(b, -1) {
		versions[string(v)] = true
	}
	if len(versions) != 1 {
		return nil, fmt.Errorf("cannot tell which Go built it (found %d versions)", len(versions))
	}
	for v := range versions {
		bi.GoVersion = v
	}
	return bi, nil
}

// moduleDirs finds each module in the module cache (go mod download
// fetches it through the module proxy when missing).
func moduleDirs(root string, mods []*module) (map[string]string, error) {
	dirs := map[string]string{}
	if len(mods) == 0 {
		return dirs, nil
	}
	args := []string{"mod", "download", "-json"}
	for _, m := range mods {
		if m.Version == "" { // replaced by a local folder
			dirs[m.Path+"@"] = filepath.Join(root, m.Path)
			continue
		}
		args = append(args, m.Path+"@"+m.Version)
	}
	cmd := exec.Command("go", args...)
	cmd.Dir = root
	out, _ := cmd.Output() // an error is reported per module in the JSON
	dec := json.NewDecoder(bytes.NewReader(out))
	for {
		var r struct{ Path, Version, Dir, Error string }
		if err := dec.Decode(&r); err == io.EOF {
			break
		} else if err != nil {
			return nil, fmt.Errorf("go mod download -json: %v", err)
		}
		if r.Error != "" {
			return nil, fmt.Errorf("module %s %s: cannot find its source for the licence: %s", r.Path, r.Version, r.Error)
		}
		dirs[r.Path+"@"+r.Version] = r.Dir
	}
	for _, m := range mods {
		if dirs[m.Path+"@"+m.Version] == "" {
			return nil, fmt.Errorf("module %s %s: go mod download did not say where it is", m.Path, m.Version)
		}
	}
	return dirs, nil
}

// moduleLicences returns the licence files at the root of a module's
// folder (LICENSE, COPYING, ... and NOTICE, PATENTS), and an error naming
// the module when it has no licence file.
func moduleLicences(path, version, dir string) ([]licenceFile, error) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil, fmt.Errorf("module %s %s: %v", path, version, err)
	}
	var out []licenceFile
	licensed := false
	for _, e := range ents {
		n := e.Name()
		lic, note := licenceNames.MatchString(n), noticeNames.MatchString(n)
		if !e.Type().IsRegular() || !(lic || note) {
			continue
		}
		b, err := os.ReadFile(filepath.Join(dir, n))
		if err != nil {
			return nil, fmt.Errorf("module %s %s: %v", path, version, err)
		}
		if len(bytes.TrimSpace(b)) == 0 {
			continue
		}
		licensed = licensed || lic
		out = append(out, licenceFile{name: n, text: string(b)})
	}
	if !licensed {
		return nil, fmt.Errorf("module %s %s: no licence file (LICENSE, LICENCE, COPYING...) in %s: its licence cannot be shipped", path, version, dir)
	}
	sort.Slice(out, func(i, j int) bool { // the licence first, then its notices
		li, lj := licenceNames.MatchString(out[i].name), licenceNames.MatchString(out[j].name)
		if li != lj {
			return li
		}
		return out[i].name < out[j].name
	})
	return out, nil
}

// goLicences returns Go's LICENSE and PATENTS from GOROOT, checking that
// this go is the one the programs were built with.
func goLicences(root, goVersion string) ([]licenceFile, error) {
	out, err := goTool(root, "env", "GOROOT", "GOVERSION")
	if err != nil {
		return nil, err
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	if len(lines) != 2 {
		return nil, fmt.Errorf("go env GOROOT GOVERSION: unexpected %q", out)
	}
	goroot, have := strings.TrimSpace(lines[0]), strings.TrimSpace(lines[1])
	// The amd64 programs are built with GOEXPERIMENT=simd, which their
	// version carries ("go1.26.8-X:simd"): the toolchain is what must match.
	if i := strings.Index(goVersion, "X:"); i > 0 {
		goVersion = strings.TrimRight(goVersion[:i], " -")
	}
	if have != goVersion {
		return nil, fmt.Errorf("the programs were built with %s but go is %s: build and write the notices with the same Go", goVersion, have)
	}
	var files []licenceFile
	for _, n := range []string{"LICENSE", "PATENTS"} {
		b, err := os.ReadFile(filepath.Join(goroot, n))
		if err != nil {
			return nil, fmt.Errorf("Go's %s: %v", n, err)
		}
		files = append(files, licenceFile{name: n, text: string(b)})
	}
	return files, nil
}

// thirdPartyNotices writes the notices text for an archive holding files
// (programs built by the go in PATH from the module at root): Go's own
// licence, each linked module's licence files read from the module cache,
// and the font licences. The text depends only on its inputs (no dates),
// so the same build gives the same file. extra names other shipped files
// Go's licence covers (the web bundle's wasm_exec.js).
func thirdPartyNotices(root, title string, files []builtFile, extra string) ([]byte, error) {
	goVersion, mods, err := linkedModules(files)
	if err != nil {
		return nil, err
	}
	goFiles, err := goLicences(root, goVersion)
	if err != nil {
		return nil, err
	}
	dirs, err := moduleDirs(root, mods)
	if err != nil {
		return nil, err
	}
	var names []string
	for _, f := range files {
		names = append(names, f.name)
	}
	var b strings.Builder
	rule := strings.Repeat("=", 78) + "\n"
	fmt.Fprintf(&b, "THIRD-PARTY NOTICES: %s\n\n", title)
	b.WriteString(wrap("The game's own code is by the draughts project, which has not published a licence for it yet "+
		"(see README.txt). "+strings.Join(names, " and ")+" also contain"+map[bool]string{true: "s", false: ""}[len(names) == 1]+
		" code and fonts by others, listed below with their licences and notices, as those licences require "+
		"when the software is passed on. The list is written from the build information of the programs "+
		"themselves (the Go modules they link) and is regenerated by `make dist` with every build.", 78))
	b.WriteString("\nContents\n")
	fmt.Fprintf(&b, "  - Go %s: the standard library and runtime%s\n", strings.TrimPrefix(goVersion, "go"), extra)
	for _, m := range mods {
		fmt.Fprintf(&b, "  - %s %s\n", m.Path, m.Version)
	}
	for _, f := range fontLicences {
		fmt.Fprintf(&b, "  - Font: %s\n", f.title)
	}
	section := func(head string, lf []licenceFile) {
		b.WriteString("\n" + rule + head + rule)
		for _, l := range lf {
			fmt.Fprintf(&b, "\n----- %s -----\n\n", l.name)
			b.WriteString(strings.TrimRight(strings.ReplaceAll(l.text, "\r\n", "\n"), "\n \t") + "\n")
		}
	}
	section(fmt.Sprintf("Go %s: the standard library and runtime%s\nhttps://go.dev\n", strings.TrimPrefix(goVersion, "go"), extra), goFiles)
	for _, m := range mods {
		lf, err := moduleLicences(m.Path, m.Version, dirs[m.Path+"@"+m.Version])
		if err != nil {
			return nil, err
		}
		section(fmt.Sprintf("%s %s\nLinked into %s.\n", m.Path, m.Version, strings.Join(m.usedBy, " and ")), lf)
	}
	for _, f := range fontLicences {
		path := filepath.Join(root, filepath.FromSlash(f.file))
		if f.module != "" {
			dir, err := fontModuleDir(root, mods, f.module)
			if err != nil {
				return nil, err
			}
			path = filepath.Join(dir, filepath.FromSlash(f.file))
		}
		text, err := os.ReadFile(path)
		if err != nil {
			return nil, fmt.Errorf("the licence of %s: %v", f.title, err)
		}
		section("Font: "+f.title+"\n", []licenceFile{{name: filepath.Base(f.file), text: string(text)}})
	}
	return []byte(b.String()), nil
}

// fontModuleDir finds the module a font comes from: the version linked,
// else the one go.mod requires (the web build fetches the fonts as files).
func fontModuleDir(root string, mods []*module, path string) (string, error) {
	for _, m := range mods {
		if m.Path == path {
			dirs, err := moduleDirs(root, []*module{m})
			return dirs[m.Path+"@"+m.Version], err
		}
	}
	out, err := goTool(root, "list", "-m", "-f", "{{.Version}}", path)
	if err != nil {
		return "", err
	}
	m := &module{Path: path, Version: strings.TrimSpace(string(out))}
	dirs, err := moduleDirs(root, []*module{m})
	return dirs[m.Path+"@"+m.Version], err
}

// wrap breaks a paragraph into lines of at most width characters.
func wrap(s string, width int) string {
	var b strings.Builder
	n := 0
	for _, w := range strings.Fields(s) {
		if n > 0 && n+1+len(w) > width {
			b.WriteString("\n")
			n = 0
		} else if n > 0 {
			b.WriteString(" ")
			n++
		}
		b.WriteString(w)
		n += len(w)
	}
	return b.String() + "\n"
}
