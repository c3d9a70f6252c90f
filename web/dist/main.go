// Command dist builds the release files of International draughts (run by
// `make dist`): for each platform a binary cross-compiled without cgo and
// stamped with the version, packed with a short README, the licence (when
// the project has one) and what the platform expects:
//
//   - Windows (amd64, arm64): draughts.exe with its icon and version
//     information (a .syso resource object generated here), in a zip;
//   - macOS (arm64, amd64): Draughts.app (Info.plist, .icns icon), in a zip;
//   - Linux (amd64, arm64): the binary, a .desktop entry, hicolor icons and
//     install.sh, in a tar.gz;
//   - web: the static files of the browser game (make wasm's output), in a zip
//     that works from any folder of any static host;
//
// Each archive holds THIRD-PARTY-NOTICES.txt: the licences of Go, of every
// module its programs link (read from their build information and the module
// cache) and of the fonts (notices.go).
//
// and SHA256SUMS beside them. Usage:
//
//	go run ./web/dist -version 1.2.0 -out dist [-targets linux-amd64,web] [-web web]
package main // main.go: flags, the build of each target and the archives.

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/draughts/draughts/render/icon"
)

// allTargets are the platforms `make dist` builds, in order.
var allTargets = []string{"windows-amd64", "windows-arm64", "macos-arm64", "macos-amd64", "linux-amd64", "linux-arm64", "web"}

const versionVar = "github.com/draughts/draughts/engine/version.Version"

type options struct {
	version  string
	out      string
	root     string // the module's root (where main.go is)
	web      string // make wasm's output folder
	trimpath bool
}

func main() {
	var o options
	var targets string
	flag.StringVar(&o.version, "version", "", "version to stamp into the binaries and name the archives by (required)")
	flag.StringVar(&o.out, "out", "dist", "output folder")
	flag.StringVar(&o.root, "root", ".", "the module's root folder")
	flag.StringVar(&o.web, "web", "web", "folder with the built web game (make wasm)")
	flag.BoolVar(&o.trimpath, "trimpath", true, "build with -trimpath (tests turn it off to share the build cache)")
	flag.StringVar(&targets, "targets", strings.Join(allTargets, ","), "comma-separated targets: "+strings.Join(allTargets, ", "))
	flag.Parse()
	if err := run(o, strings.Split(targets, ",")); err != nil {
		fmt.Fprintln(os.Stderr, "dist:", err)
		os.Exit(1)
	}
}

func run(o options, targets []string) error {
	if !regexp.MustCompile(`^[0-9A-Za-z][0-9A-Za-z._+-]*$`).MatchString(o.version) {
		return fmt.Errorf("-version %q: expected letters, digits and . _ + - (e.g. 1.2.0)", o.version)
	}
	if err := os.MkdirAll(o.out, 0o755); err != nil {
		return err
	}
	licence, err := findLicence(o.root)
	if err != nil {
		return err
	}
	var made []string
	for _, t := range targets {
		t = strings.TrimSpace(t)
		start := time.Now()
		var name string
		switch {
		case t == "web":
			name, err = webBundle(o, licence)
		case strings.HasPrefix(t, "windows-"), strings.HasPrefix(t, "macos-"), strings.HasPrefix(t, "linux-"):
			name, err = platform(o, t, licence)
		default:
			err = fmt.Errorf("unknown target %q (known: %s)", t, strings.Join(allTargets, ", "))
		}
		if err != nil {
			return fmt.Errorf("%s: %w", t, err)
		}
		st, _ := os.Stat(filepath.Join(o.out, name))
		fmt.Printf("dist: %-44s %6.1f MB  (%.0f s)\n", name, float64(st.Size())/1e6, time.Since(start).Seconds())
		made = append(made, name)
	}
	return writeChecksums(o.out, made)
}

// findLicence returns the project's licence file as an archive entry, or
// nil when the project has none.
func findLicence(root string) (*entry, error) {
	for _, n := range []string{"LICENSE", "LICENSE.txt", "LICENSE.md", "LICENCE", "COPYING"} {
		b, err := os.ReadFile(filepath.Join(root, n))
		if err == nil {
			return &entry{name: n, data: b}, nil
		}
		if !os.IsNotExist(err) {
			return nil, err
		}
	}
	return nil, nil
}

// numericVersion reads up to four leading numbers of a version ("v1.2.3-rc1"
// gives 1.2.3.0); a version without numbers gives 0.0.0.0.
func numericVersion(v string) [4]uint16 {
	var n [4]uint16
	m := regexp.MustCompile(`^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:\.(\d+))?`).FindStringSubmatch(v)
	for i := 1; m != nil && i < len(m); i++ {
		if x, err := strconv.ParseUint(m[i], 10, 16); err == nil {
			n[i-1] = uint16(x)
		}
	}
	return n
}

// build cross-compiles the game for goos/goarch without cgo into path.
func build(o options, goos, goarch, path string) error {
	ldflags := "-s -w -X " + versionVar + "=" + o.version
	if goos == "windows" {
		ldflags += " -H windowsgui" // no console window behind the game
	}
	args := []string{"build", "-ldflags", ldflags, "-o", path}
	if o.trimpath {
		args = append(args, "-trimpath")
	}
	cmd := exec.Command("go", append(args, ".")...)
	cmd.Dir = o.root
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0", "GOOS="+goos, "GOARCH="+goarch)
	if goarch == "amd64" {
		// The engine's network with AVX2 where the processor has it (the
		// Makefile's NATIVE_ENV; engine/netsimd_amd64.go).
		cmd.Env = append(cmd.Env, "GOEXPERIMENT=simd")
	}
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("go build for %s/%s: %w", goos, goarch, err)
	}
	return nil
}

// platform builds and packs one desktop target ("windows-amd64", ...).
func platform(o options, target string, licence *entry) (string, error) {
	osName, arch, _ := strings.Cut(target, "-")
	goos := osName
	if osName == "macos" {
		goos = "darwin"
	}
	tmp, err := os.MkdirTemp("", "draughts-dist-")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(tmp)
	bin := filepath.Join(tmp, "draughts")
	if goos == "windows" {
		// The resource object is linked in when it sits beside main.go with
		// the target in its name; it is removed right after the build.
		res, err := syso(arch, winResources(winIcons(), winInfo{
			Version: o.version, Numeric: numericVersion(o.version), Product: appName,
			Description: appName + " (FMJD 10x10)", Company: "The draughts project",
			Copyright: "The draughts authors", Original: "draughts.exe",
		}))
		if err != nil {
			return "", err
		}
		sysoPath := filepath.Join(o.root, "zz_dist_windows_"+arch+".syso")
		if err := os.WriteFile(sysoPath, res, 0o644); err != nil {
			return "", err
		}
		err = build(o, goos, arch, bin+".exe")
		os.Remove(sysoPath)
		if err != nil {
			return "", err
		}
		bin += ".exe"
	} else if err := build(o, goos, arch, bin); err != nil {
		return "", err
	}
	exe, err := os.ReadFile(bin)
	if err != nil {
		return "", err
	}
	base := fmt.Sprintf("draughts-%s-%s", o.version, target)
	text := []byte(readme(target, o.version, licence != nil))
	exeName := map[string]string{"windows": "draughts.exe", "macos": "Draughts.app", "linux": "draughts"}[osName]
	notices, err := thirdPartyNotices(o.root, fmt.Sprintf("%s %s (%s)", appName, o.version, target), []builtFile{{name: exeName, path: bin}}, "")
	if err != nil {
		return "", err
	}
	var files []entry
	add := func(name string, data []byte, exec bool) {
		files = append(files, entry{name: base + "/" + name, data: data, exec: exec})
	}
	switch osName {
	case "windows":
		add("draughts.exe", exe, true)
		add("README.txt", crlf(text), false)
		add(noticesName, crlf(notices), false)
	case "macos":
		app := "Draughts.app/Contents/"
		add(app+"MacOS/draughts", exe, true)
		add(app+"Info.plist", []byte(infoPlist(o.version, numericVersion(o.version))), false)
		add(app+"PkgInfo", []byte("APPL????"), false)
		add(app+"Resources/draughts.icns", icns(), false)
		add(app+"Resources/"+noticesName, notices, false) // travels with the app
		add("README.txt", text, false)
		add(noticesName, notices, false)
	case "linux":
		add("draughts", exe, true)
		add("draughts.desktop", []byte(desktopEntry), false)
		add("install.sh", []byte(installScript()), true)
		for _, s := range linuxIconSizes {
			add(fmt.Sprintf("icons/hicolor/%dx%d/apps/draughts.png", s, s), icon.PNG(s, false), false)
		}
		add("README.txt", text, false)
		add(noticesName, notices, false)
	default:
		return "", fmt.Errorf("unknown platform %q", osName)
	}
	if licence != nil {
		add(licence.name, licence.data, false)
	}
	now := time.Now()
	if osName == "linux" {
		name := base + ".tar.gz"
		return name, writeTarGz(filepath.Join(o.out, name), files, now)
	}
	name := base + ".zip"
	return name, writeZip(filepath.Join(o.out, name), files, now)
}

// winIcons are the sizes of the Windows icon (Explorer, taskbar, title bar at 100-200 %).
func winIcons() map[int][]byte {
	out := map[int][]byte{}
	for _, s := range []int{16, 20, 24, 32, 40, 48, 64, 256} {
		out[s] = icon.PNG(s, false)
	}
	return out
}

// crlf gives a text Windows line ends (Notepad copes either way; older ones do not).
func crlf(b []byte) []byte {
	return []byte(strings.ReplaceAll(strings.ReplaceAll(string(b), "\r\n", "\n"), "\n", "\r\n"))
}
