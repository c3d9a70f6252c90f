//go:build dist

package main // dist_test.go: the release files as a player or a site owner gets them (make test-dist): unpacked and run.

// TestMain builds the archives the checks need (Linux amd64 and the web
// bundle first, Windows amd64 and macOS arm64 beside the tests) once, with the version in $DIST_VERSION
// (make passes its VERSION, the one make wasm stamped into the web game).
// The Linux game runs under Xvfb servers of its own (1024x768, 1920x1080);
// the web bundle is served by python3's http.server below a sub-path and
// played in Chromium (web/test/bundle.dist.mjs). Screenshots go to
// $DRAUGHTS_SHOT_DIR when set.

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"debug/macho"
	"debug/pe"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"github.com/draughts/draughts/render/desktoptest/xvfb"
	"image/png"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"
)

var (
	distDir     string
	distVersion string
)

func TestMain(m *testing.M) {
	distVersion = os.Getenv("DIST_VERSION")
	if distVersion == "" {
		fmt.Fprintln(os.Stderr, "DIST_VERSION is not set: run make test-dist")
		os.Exit(2)
	}
	dir, err := os.MkdirTemp("", "draughts-dist-test-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	distDir = dir
	// -trimpath off: the compiled packages are shared with go test and go build.
	o := options{version: distVersion, out: dir, root: "../..", web: "../../web"}
	start := time.Now()
	err = run(o, []string{"linux-amd64", "web"})
	fmt.Printf("dist: built the Linux and web archives in %.0f s\n", time.Since(start).Seconds())
	crossDone = make(chan error, 1)
	go func() {
		start := time.Now()
		err := run(o, []string{"windows-amd64", "macos-arm64"})
		if err == nil {
			err = writeChecksums(dir, []string{
				"draughts-" + distVersion + "-linux-amd64.tar.gz", "draughts-" + distVersion + "-web.zip",
				"draughts-" + distVersion + "-windows-amd64.zip", "draughts-" + distVersion + "-macos-arm64.zip"})
		}
		fmt.Printf("dist: built the Windows and macOS archives in %.0f s (beside the Linux and web tests)\n", time.Since(start).Seconds())
		crossDone <- err
	}()
	code := 1
	if err != nil {
		fmt.Fprintln(os.Stderr, "dist:", err)
	} else {
		code = m.Run()
	}
	waitCrossErr() // never remove the folder under a running build
	os.RemoveAll(dir)
	os.Exit(code)
}

var (
	crossDone chan error
	crossOnce sync.Once
	crossErr  error
)

// waitCrossErr waits for the Windows and macOS builds.
func waitCrossErr() error {
	crossOnce.Do(func() { crossErr = <-crossDone })
	return crossErr
}

func waitCross(t *testing.T) {
	t.Helper()
	if err := waitCrossErr(); err != nil {
		t.Fatalf("building the Windows and macOS archives: %v", err)
	}
}

func archive(t *testing.T, suffix string) string {
	t.Helper()
	p := filepath.Join(distDir, "draughts-"+distVersion+"-"+suffix)
	if _, err := os.Stat(p); err != nil {
		t.Fatal(err)
	}
	return p
}

// unpack extracts a .zip or .tar.gz into a new folder, keeping file modes.
func unpack(t *testing.T, path string) string {
	t.Helper()
	dir := t.TempDir()
	write := func(name string, mode os.FileMode, r io.Reader) {
		dst := filepath.Join(dir, filepath.FromSlash(name))
		if !strings.HasPrefix(dst, dir+string(filepath.Separator)) {
			t.Fatalf("%s: entry %q leaves the folder", path, name)
		}
		if mode.IsDir() {
			os.MkdirAll(dst, 0o755)
			return
		}
		os.MkdirAll(filepath.Dir(dst), 0o755)
		f, err := os.OpenFile(dst, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, mode.Perm())
		if err != nil {
			t.Fatal(err)
		}
		if _, err := io.Copy(f, r); err != nil {
			t.Fatal(err)
		}
		f.Close()
	}
	if strings.HasSuffix(path, ".zip") {
		zr, err := zip.OpenReader(path)
		if err != nil {
			t.Fatal(err)
		}
		defer zr.Close()
		for _, f := range zr.File {
			r, err := f.Open()
			if err != nil {
				t.Fatal(err)
			}
			write(f.Name, f.Mode(), r)
			r.Close()
		}
		return dir
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	gz, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	tr := tar.NewReader(gz)
	for {
		h, err := tr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		write(h.Name, h.FileInfo().Mode(), tr)
	}
	return dir
}

func mustExist(t *testing.T, dir string, names ...string) {
	t.Helper()
	for _, n := range names {
		if _, err := os.Stat(filepath.Join(dir, n)); err != nil {
			t.Errorf("missing %s", n)
		}
	}
}

// readPlist reads the key/value pairs of a flat Info.plist.
func readPlist(t *testing.T, path string) map[string]string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	d := xml.NewDecoder(bytes.NewReader(b))
	out := map[string]string{}
	var key, elem string
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("Info.plist is not XML: %v", err)
		}
		switch v := tok.(type) {
		case xml.StartElement:
			elem = v.Name.Local
			if elem == "true" || elem == "false" {
				out[key] = elem
			}
		case xml.CharData:
			switch elem {
			case "key":
				key = string(v)
			case "string":
				out[key] = string(v)
			}
		case xml.EndElement:
			elem = ""
		}
	}
	return out
}

// linuxDir unpacks the Linux archive once per test.
func linuxDir(t *testing.T) string {
	dir := filepath.Join(unpack(t, archive(t, "linux-amd64.tar.gz")), "draughts-"+distVersion+"-linux-amd64")
	mustExist(t, dir, "draughts", "draughts.desktop", "install.sh", "README.txt", "icons/hicolor/48x48/apps/draughts.png", "icons/hicolor/512x512/apps/draughts.png")
	return dir
}

func TestLinuxArchiveTools(t *testing.T) {
	dir := linuxDir(t)
	bin := filepath.Join(dir, "draughts")
	out, err := exec.Command(bin, "-version").CombinedOutput()
	if err != nil || strings.TrimSpace(string(out)) != "draughts "+distVersion {
		t.Errorf("draughts -version: %q %v", out, err)
	}
	hub := exec.Command(bin, "hub")
	hub.Stdin = strings.NewReader("hub\ninit\nquit\n")
	out, err = hub.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "id name=draughts version="+distVersion+"\n") {
		t.Errorf("draughts hub: %q %v", out, err)
	}
	out, err = exec.Command(bin, "perft", "4").CombinedOutput()
	if err != nil || !strings.Contains(string(out), "perft 4 4265 ") {
		t.Errorf("draughts perft 4: %q %v", out, err) // 4265 leaves at depth 4 (engine/testdata perft table)
	}
	// install.sh puts the program, the menu entry and the icons under $HOME.
	home := t.TempDir()
	inst := exec.Command("sh", filepath.Join(dir, "install.sh"))
	inst.Env = append(os.Environ(), "HOME="+home, "XDG_DATA_HOME=", "XDG_BIN_HOME=")
	if out, err := inst.CombinedOutput(); err != nil {
		t.Fatalf("install.sh: %v\n%s", err, out)
	}
	mustExist(t, home, ".local/bin/draughts", ".local/share/applications/draughts.desktop", ".local/share/icons/hicolor/256x256/apps/draughts.png")
	desk, _ := os.ReadFile(filepath.Join(home, ".local/share/applications/draughts.desktop"))
	if !strings.Contains(string(desk), "Exec="+home+"/.local/bin/draughts\n") || !strings.Contains(string(desk), "Icon=draughts\n") {
		t.Errorf("installed .desktop:\n%s", desk)
	}
	// The freedesktop.org validator (desktop-file-utils, installed by make setup).
	if out, err := exec.Command("desktop-file-validate", filepath.Join(dir, "draughts.desktop")).CombinedOutput(); err != nil || len(out) > 0 {
		t.Errorf("desktop-file-validate: %v\n%s", err, out)
	}
	un := exec.Command("sh", filepath.Join(dir, "install.sh"), "--uninstall")
	un.Env = inst.Env
	if out, err := un.CombinedOutput(); err != nil {
		t.Fatalf("install.sh --uninstall: %v\n%s", err, out)
	}
	if _, err := os.Stat(filepath.Join(home, ".local/bin/draughts")); err == nil {
		t.Error("--uninstall left the program")
	}
}

type windowState struct {
	X, Y, Width, Height int
	Fullscreen          bool
}

type gameState struct {
	Moves    []string       `json:"moves"`
	Turn     string         `json:"turn"`
	Draws    int64          `json:"draws"`
	Selected int            `json:"selected"`
	Thinking bool           `json:"thinking"`
	Version  string         `json:"version"`
	Squares  [51][2]float64 `json:"squares"`
	Window   *windowState   `json:"window"`
}

// game is the unpacked Linux game running on a display.
type game struct {
	t       *testing.T
	display string
	state   string
	cmd     *exec.Cmd
}

func startGame(t *testing.T, bin, display, config string, args ...string) *game {
	t.Helper()
	g := &game{t: t, display: display, state: filepath.Join(t.TempDir(), "state.json")}
	g.cmd = exec.Command(bin, args...)
	g.cmd.Env = append(os.Environ(), "DISPLAY="+display, "DRAUGHTS_STATE_FILE="+g.state, "DRAUGHTS_SOUND=off",
		"XDG_CONFIG_HOME="+config, "HOME="+config)
	g.cmd.Stdout, g.cmd.Stderr = os.Stderr, os.Stderr
	if err := g.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(g.stop)
	return g
}

func (g *game) stop() {
	if g.cmd.Process != nil {
		g.cmd.Process.Kill()
		g.cmd.Wait()
	}
}

func (g *game) wait(what string, ok func(gameState) bool) gameState {
	g.t.Helper()
	deadline := time.Now().Add(90 * time.Second)
	var last gameState
	for time.Now().Before(deadline) {
		if b, err := os.ReadFile(g.state); err == nil {
			var s gameState
			if json.Unmarshal(b, &s) == nil {
				last = s
				if ok(s) {
					return s
				}
			}
		}
		time.Sleep(100 * time.Millisecond)
	}
	g.t.Fatalf("timed out waiting for %s; last state: moves %v window %+v", what, last.Moves, last.Window)
	return last
}

func (g *game) xdotool(args ...string) string {
	g.t.Helper()
	cmd := exec.Command("xdotool", args...)
	cmd.Env = append(os.Environ(), "DISPLAY="+g.display)
	out, err := cmd.CombinedOutput()
	if err != nil {
		g.t.Fatalf("xdotool %s: %v: %s", strings.Join(args, " "), err, out)
	}
	return strings.TrimSpace(string(out))
}

func (g *game) window() string {
	return strings.Fields(g.xdotool("search", "--sync", "--name", "International draughts"))[0]
}

// geometry asks the X server (not the game) where the window is.
func (g *game) geometry() (x, y, w, h int) {
	out := g.xdotool("getwindowgeometry", g.window())
	if _, err := fmt.Sscanf(out[strings.Index(out, "Position:"):], "Position: %d,%d", &x, &y); err != nil {
		g.t.Fatalf("geometry %q: %v", out, err)
	}
	if _, err := fmt.Sscanf(out[strings.Index(out, "Geometry:"):], "Geometry: %dx%d", &w, &h); err != nil {
		g.t.Fatalf("geometry %q: %v", out, err)
	}
	return
}

func (g *game) click(at [2]float64) {
	win := g.window()
	g.xdotool("mousemove", "--window", win, fmt.Sprint(int(at[0])), fmt.Sprint(int(at[1])))
	time.Sleep(100 * time.Millisecond)
	g.xdotool("mousedown", "1")
	time.Sleep(120 * time.Millisecond)
	g.xdotool("mouseup", "1")
	time.Sleep(120 * time.Millisecond)
}

func (g *game) screenshot(name string) {
	dir := os.Getenv("DRAUGHTS_SHOT_DIR")
	if dir == "" {
		return
	}
	cmd := exec.Command("import", "-window", "root", filepath.Join(dir, name))
	cmd.Env = append(os.Environ(), "DISPLAY="+g.display)
	if out, err := cmd.CombinedOutput(); err != nil {
		g.t.Errorf("screenshot: %v %s", err, out)
	}
}

func fits(w windowState, sw, sh int) bool {
	return w.X >= 0 && w.Y >= 0 && w.X+w.Width <= sw && w.Y+w.Height <= sh
}

// On a 1024x768 screen the first window fits, a move is played by clicks,
// F11 goes full screen, and the next start comes back full screen with the
// same window behind it; F11 there gives the window back.
func TestLinuxGameFitsAndRemembers(t *testing.T) {
	for _, tool := range []string{"Xvfb", "xdotool", "import"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Fatalf("%s is not installed (make setup installs it)", tool)
		}
	}
	bin := filepath.Join(linuxDir(t), "draughts")
	display := xvfb.Start(t, 1024, 768)
	config := t.TempDir()
	g := startGame(t, bin, display, config, "-save", "disttest", "-level", "1")
	s := g.wait("the first frame and the window", func(s gameState) bool { return s.Draws > 0 && s.Window != nil })
	if s.Version != distVersion {
		t.Errorf("state version %q, want %q", s.Version, distVersion)
	}
	x, y, w, h := g.geometry()
	t.Logf("1024x768: window %dx%d at %d,%d (game says %+v)", w, h, x, y, *s.Window)
	if !fits(windowState{X: x, Y: y, Width: w, Height: h}, 1024, 768) || w < 600 || h < 400 {
		t.Errorf("window %dx%d at %d,%d does not fit a 1024x768 screen well", w, h, x, y)
	}
	time.Sleep(300 * time.Millisecond)
	g.screenshot("desktop-1024x768.png")
	g.click(s.Squares[32])
	g.wait("32 selected", func(s gameState) bool { return s.Selected == 32 })
	g.click(s.Squares[28])
	s = g.wait("the computer's answer", func(s gameState) bool { return len(s.Moves) >= 2 && s.Turn == "white" && !s.Thinking })
	if s.Moves[0] != "32-28" {
		t.Fatalf("played %v, want 32-28 first", s.Moves)
	}
	windowed, corner := *s.Window, s.Squares[50]
	g.xdotool("key", "--window", g.window(), "F11")
	s = g.wait("full screen", func(s gameState) bool { return s.Window != nil && s.Window.Fullscreen })
	// The game lays itself out again for the whole screen (square 50 moves), then draws.
	s = g.wait("the full-screen layout", func(s gameState) bool { return s.Squares[50] != corner })
	draws := s.Draws
	g.wait("a redraw", func(s gameState) bool { return s.Draws > draws })
	time.Sleep(300 * time.Millisecond)
	if _, _, w, h := g.geometry(); w != 1024 || h != 768 {
		t.Errorf("full screen window is %dx%d, want 1024x768", w, h)
	}
	g.screenshot("desktop-1024x768-fullscreen.png")
	time.Sleep(1500 * time.Millisecond) // the save follows the published state
	g.stop()

	g = startGame(t, bin, display, config, "-save", "disttest")
	s = g.wait("the restored game", func(s gameState) bool { return s.Draws > 0 && s.Window != nil })
	if !s.Window.Fullscreen || len(s.Moves) < 2 {
		t.Fatalf("restart: window %+v moves %v, want full screen and the game continued", *s.Window, s.Moves)
	}
	g.xdotool("key", "--window", g.window(), "F11")
	s = g.wait("a window again", func(s gameState) bool { return s.Window != nil && !s.Window.Fullscreen })
	time.Sleep(500 * time.Millisecond)
	if _, _, w, h := g.geometry(); w != windowed.Width || h != windowed.Height {
		t.Errorf("after full screen the window is %dx%d, want the saved %dx%d", w, h, windowed.Width, windowed.Height)
	}
}

func TestLinuxGameOnFullHD(t *testing.T) {
	bin := filepath.Join(linuxDir(t), "draughts")
	display := xvfb.Start(t, 1920, 1080)
	g := startGame(t, bin, display, t.TempDir(), "-save", "off")
	s := g.wait("the first frame and the window", func(s gameState) bool { return s.Draws > 0 && s.Window != nil })
	x, y, w, h := g.geometry()
	t.Logf("1920x1080: window %dx%d at %d,%d", w, h, x, y)
	if !fits(windowState{X: x, Y: y, Width: w, Height: h}, 1920, 1080) || h < 800 {
		t.Errorf("window %dx%d at %d,%d: does not fit or is small on 1920x1080", w, h, x, y)
	}
	if s.Squares[1][0] == 0 {
		t.Error("no board geometry published")
	}
	time.Sleep(300 * time.Millisecond)
	g.screenshot("desktop-1920x1080.png")
}

// The web bundle, unpacked below /games/draughts/ of a plain static server,
// is played in Chromium.
func TestWebBundle(t *testing.T) {
	site := t.TempDir()
	sub := filepath.Join(site, "games")
	os.MkdirAll(sub, 0o755)
	dir := unpack(t, archive(t, "web.zip"))
	if err := os.Rename(filepath.Join(dir, "draughts"), filepath.Join(sub, "draughts")); err != nil {
		t.Fatal(err)
	}
	mustExist(t, filepath.Join(sub, "draughts"), "index.html", "embed.html", "sw.js", "worker.js", "wasm_exec.js", "draughts.wasm", "engine.wasm",
		"draughts.wasm.gz", "engine.wasm.gz", "manifest.webmanifest", "version.js", "icons/icon-192.png", ".htaccess", "README.txt",
		"fonts/goregular.ttf", "fonts/gobold.ttf", "fonts/goregular.ttf.br", "zh.otf", noticesName)
	// A free port for python's server.
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := ln.Addr().(*net.TCPAddr).Port
	ln.Close()
	srv := exec.Command("python3", "-m", "http.server", "--bind", "127.0.0.1", fmt.Sprint(port))
	srv.Dir = site
	if err := srv.Start(); err != nil {
		t.Fatalf("python3 -m http.server: %v", err)
	}
	t.Cleanup(func() { srv.Process.Kill(); srv.Wait() })
	url := fmt.Sprintf("http://127.0.0.1:%d/games/draughts/", port)
	for deadline := time.Now().Add(20 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		if c, err := net.Dial("tcp", fmt.Sprintf("127.0.0.1:%d", port)); err == nil {
			c.Close()
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("python3 http.server did not start")
		}
	}
	node := exec.Command("node", "--test", "bundle.dist.mjs")
	node.Dir = "../test"
	node.Env = append(os.Environ(), "BUNDLE_URL="+url, "BUNDLE_VERSION="+distVersion)
	out, err := node.CombinedOutput()
	if err != nil {
		t.Fatalf("node --test bundle.dist.mjs: %v\n%s", err, out)
	}
	t.Logf("%s", lastLines(string(out), 8))
}

func lastLines(s string, n int) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}

// The Windows and macOS archives are built while the Linux and web tests
// run (those mostly wait for Xvfb and Chromium), so these come last.

func TestChecksums(t *testing.T) {
	waitCross(t)
	b, err := os.ReadFile(filepath.Join(distDir, "SHA256SUMS"))
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(b), "\n"); n != 4 {
		t.Errorf("SHA256SUMS has %d lines, want 4:\n%s", n, b)
	}
	cmd := exec.Command("sha256sum", "-c", "SHA256SUMS")
	cmd.Dir = distDir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("sha256sum -c: %v\n%s", err, out)
	}
}

func TestWindowsArchive(t *testing.T) {
	waitCross(t)
	dir := filepath.Join(unpack(t, archive(t, "windows-amd64.zip")), "draughts-"+distVersion+"-windows-amd64")
	mustExist(t, dir, "draughts.exe", "README.txt")
	f, err := pe.Open(filepath.Join(dir, "draughts.exe"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if f.Machine != pe.IMAGE_FILE_MACHINE_AMD64 {
		t.Errorf("machine %#x, want amd64", f.Machine)
	}
	oh, ok := f.OptionalHeader.(*pe.OptionalHeader64)
	if !ok || oh.Subsystem != pe.IMAGE_SUBSYSTEM_WINDOWS_GUI {
		t.Errorf("not a 64-bit GUI program: %T", f.OptionalHeader)
	}
	res, err := readResources(f)
	if err != nil {
		t.Fatal(err)
	}
	checkResources(t, res, distVersion, len(winIcons()))
	for _, r := range res {
		if r.typ == rtIcon {
			if _, err := png.Decode(bytes.NewReader(r.data)); err != nil {
				t.Errorf("icon %d: %v", r.id, err)
			}
		}
	}
	// The version stamp is in the program itself too (draughts -version, hub id).
	exe, _ := os.ReadFile(filepath.Join(dir, "draughts.exe"))
	if !bytes.Contains(exe, []byte(distVersion)) {
		t.Errorf("version %q not stamped into draughts.exe", distVersion)
	}
}

func TestMacArchive(t *testing.T) {
	waitCross(t)
	top := filepath.Join(unpack(t, archive(t, "macos-arm64.zip")), "draughts-"+distVersion+"-macos-arm64")
	app := filepath.Join(top, "Draughts.app", "Contents")
	mustExist(t, top, "README.txt", "Draughts.app/Contents/Info.plist", "Draughts.app/Contents/PkgInfo", "Draughts.app/Contents/Resources/draughts.icns")
	plist := readPlist(t, filepath.Join(app, "Info.plist"))
	if plist["CFBundlePackageType"] != "APPL" || plist["CFBundleIdentifier"] != bundleID || plist["NSHighResolutionCapable"] != "true" {
		t.Errorf("Info.plist: %v", plist)
	}
	exe := filepath.Join(app, "MacOS", plist["CFBundleExecutable"])
	st, err := os.Stat(exe)
	if err != nil || st.Mode().Perm()&0o111 == 0 {
		t.Fatalf("CFBundleExecutable %q is not an executable in MacOS/: %v", plist["CFBundleExecutable"], err)
	}
	if _, err := os.Stat(filepath.Join(app, "Resources", plist["CFBundleIconFile"])); err != nil {
		t.Errorf("CFBundleIconFile: %v", err)
	}
	if !regexp.MustCompile(`^\d+\.\d+\.\d+$`).MatchString(plist["CFBundleShortVersionString"]) {
		t.Errorf("CFBundleShortVersionString %q", plist["CFBundleShortVersionString"])
	}
	f, err := macho.Open(exe)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if f.Cpu != macho.CpuArm64 || f.Type != macho.TypeExec {
		t.Errorf("cpu %v type %v, want an arm64 executable", f.Cpu, f.Type)
	}
	// Apple silicon runs only signed code: Go's linker signs ad hoc.
	const lcCodeSignature = 0x1d
	signed := false
	for _, l := range f.Loads {
		if raw := l.Raw(); len(raw) >= 4 && f.ByteOrder.Uint32(raw) == lcCodeSignature {
			signed = true
		}
	}
	if !signed {
		t.Error("the arm64 program has no code signature: macOS would kill it")
	}
	icnsData, _ := os.ReadFile(filepath.Join(app, "Resources", "draughts.icns"))
	if !bytes.HasPrefix(icnsData, []byte("icns")) {
		t.Error("draughts.icns is not an icns file")
	}
}

// Every archive holds THIRD-PARTY-NOTICES.txt with the licence of each
// module its programs link (read back from the programs' own build
// information), Go's licence and the fonts' licences; its README points to it.
func TestArchiveNotices(t *testing.T) {
	cases := []struct {
		archive, top string
		notices      []string // the copies of the notices, all the same
		programs     []string
		cross        bool
	}{
		{"linux-amd64.tar.gz", "draughts-" + distVersion + "-linux-amd64", []string{noticesName}, []string{"draughts"}, false},
		{"web.zip", "draughts", []string{noticesName}, []string{"draughts.wasm", "engine.wasm"}, false},
		{"windows-amd64.zip", "draughts-" + distVersion + "-windows-amd64", []string{noticesName}, []string{"draughts.exe"}, true},
		{"macos-arm64.zip", "draughts-" + distVersion + "-macos-arm64",
			[]string{noticesName, "Draughts.app/Contents/Resources/" + noticesName}, []string{"Draughts.app/Contents/MacOS/draughts"}, true},
	}
	for _, c := range cases {
		t.Run(c.archive, func(t *testing.T) {
			if c.cross {
				waitCross(t)
			}
			dir := filepath.Join(unpack(t, archive(t, c.archive)), c.top)
			var first []byte
			for i, n := range c.notices {
				b, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(n)))
				if err != nil {
					t.Fatalf("%s: %v", c.archive, err)
				}
				if i == 0 {
					first = b
				} else if !bytes.Equal(b, first) {
					t.Errorf("%s differs from %s", n, c.notices[0])
				}
			}
			var progs []string
			for _, p := range c.programs {
				progs = append(progs, filepath.Join(dir, filepath.FromSlash(p)))
			}
			checkNotices(t, string(first), "../..", progs)
			readme, _ := os.ReadFile(filepath.Join(dir, "README.txt"))
			if !strings.Contains(string(readme), noticesName) {
				t.Errorf("README.txt does not say where the third-party licences are")
			}
		})
	}
}
