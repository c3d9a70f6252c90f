package main // pack_test.go: the packer's parts without building anything: the resource object, icns, Info.plist, version numbers, archives.

import (
	"archive/zip"
	"bytes"
	"debug/pe"
	"encoding/binary"
	"image/png"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode/utf16"
)

func TestSysoReadsBack(t *testing.T) {
	icons := map[int][]byte{16: []byte("png16"), 256: []byte("png256-longer")}
	info := winInfo{Version: "1.2.3-rc1", Numeric: [4]uint16{1, 2, 3, 0}, Product: appName, Original: "draughts.exe"}
	for arch, m := range coffMachine {
		obj, err := syso(arch, winResources(icons, info))
		if err != nil {
			t.Fatal(err)
		}
		f, err := pe.NewFile(bytes.NewReader(obj))
		if err != nil {
			t.Fatalf("%s: %v", arch, err)
		}
		if f.Machine != m.machine {
			t.Errorf("%s: machine %#x", arch, f.Machine)
		}
		sec := f.Section(".rsrc")
		if sec == nil || len(sec.Relocs) != 4 {
			t.Fatalf("%s: want a .rsrc section with 4 relocations, got %+v", arch, sec)
		}
		for _, r := range sec.Relocs {
			if r.Type != m.reloc || r.SymbolTableIndex != 0 {
				t.Errorf("%s: relocation %+v", arch, r)
			}
		}
		res, err := readResources(f)
		if err != nil {
			t.Fatalf("%s: %v", arch, err)
		}
		checkResources(t, res, info.Version, 2)
	}
	if _, err := syso("mips", nil); err == nil {
		t.Error("unknown architecture accepted")
	}
}

// checkResources checks the icon images, the group that lists them and the
// version information.
func checkResources(t *testing.T, res []peResource, version string, icons int) {
	t.Helper()
	var images, groups, versions int
	byID := map[uint32][]byte{}
	for _, r := range res {
		if r.lang != langEnUS {
			t.Errorf("resource %d/%d in language %#x", r.typ, r.id, r.lang)
		}
		switch r.typ {
		case rtIcon:
			images++
			byID[r.id] = r.data
		case rtGroupIcon:
			groups++
			le := binary.LittleEndian
			if le.Uint16(r.data[2:]) != 1 || int(le.Uint16(r.data[4:])) != icons {
				t.Errorf("icon group header % x", r.data[:6])
			}
			for i := 0; i < icons; i++ {
				e := r.data[6+14*i:]
				size, id := le.Uint32(e[8:]), uint32(le.Uint16(e[12:]))
				if img, ok := byID[id]; !ok || int(size) != len(img) {
					t.Errorf("group entry %d: icon %d of %d bytes does not match", i, id, size)
				}
			}
		case rtVersion:
			versions++
			if le := binary.LittleEndian; le.Uint32(r.data[40:]) != 0xFEEF04BD {
				t.Errorf("no VS_FIXEDFILEINFO signature in the version resource")
			}
			if !bytes.Contains(r.data, utf16le("ProductVersion")) || !bytes.Contains(r.data, utf16le(version)) {
				t.Errorf("version %q not in the version resource", version)
			}
		}
	}
	if images != icons || groups != 1 || versions != 1 {
		t.Errorf("%d icons, %d groups, %d version resources; want %d, 1, 1", images, groups, versions, icons)
	}
}

func utf16le(s string) []byte {
	var b []byte
	for _, u := range utf16.Encode([]rune(s)) {
		b = binary.LittleEndian.AppendUint16(b, u)
	}
	return b
}

func TestIcns(t *testing.T) {
	b := icns()
	if string(b[:4]) != "icns" || int(binary.BigEndian.Uint32(b[4:])) != len(b) {
		t.Fatalf("header % x, length %d", b[:8], len(b))
	}
	seen := map[string]int{}
	for p := 8; p < len(b); {
		code, n := string(b[p:p+4]), int(binary.BigEndian.Uint32(b[p+4:]))
		img, err := png.Decode(bytes.NewReader(b[p+8 : p+n]))
		if err != nil {
			t.Fatalf("%s: %v", code, err)
		}
		seen[code] = img.Bounds().Dx()
		p += n
	}
	for _, e := range icnsTypes {
		if seen[e.code] != e.size {
			t.Errorf("%s: %d px, want %d", e.code, seen[e.code], e.size)
		}
	}
}

func TestInfoPlist(t *testing.T) {
	p := infoPlist("1.4.0-beta<&>", [4]uint16{1, 4, 0, 0})
	for _, want := range []string{"<key>CFBundleExecutable</key>\n\t<string>draughts</string>", "<string>1.4.0</string>",
		"<key>NSHighResolutionCapable</key>\n\t<true/>", "1.4.0-beta&lt;&amp;&gt;", "<string>draughts.icns</string>"} {
		if !strings.Contains(p, want) {
			t.Errorf("Info.plist lacks %q:\n%s", want, p)
		}
	}
}

func TestNumericVersion(t *testing.T) {
	for in, want := range map[string][4]uint16{
		"1.2.3": {1, 2, 3, 0}, "v2.0": {2, 0, 0, 0}, "1.2.3.4-rc1": {1, 2, 3, 4}, "f2cc11f": {0, 0, 0, 0}, "dev": {}, "0.9.0-test": {0, 9, 0, 0},
	} {
		if got := numericVersion(in); got != want {
			t.Errorf("%q: %v, want %v", in, got, want)
		}
	}
}

func TestZipKeepsModes(t *testing.T) {
	path := filepath.Join(t.TempDir(), "a.zip")
	if err := writeZip(path, []entry{{name: "top/App.app/Contents/MacOS/x", data: []byte("bin"), exec: true}, {name: "top/README.txt", data: []byte("hi")}}, fixedTime); err != nil {
		t.Fatal(err)
	}
	zr, err := zip.OpenReader(path)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	modes := map[string]os.FileMode{}
	for _, f := range zr.File {
		modes[f.Name] = f.Mode()
	}
	if modes["top/App.app/Contents/MacOS/x"].Perm() != 0o755 || modes["top/README.txt"].Perm() != 0o644 || !modes["top/App.app/"].IsDir() {
		t.Errorf("modes %v", modes)
	}
}

// Every file the service worker precaches (sw.js's ASSETS) and the Chinese
// font the page fetches are kinds of file the web bundle takes: one missing
// file fails the service worker's install, and the bundle then never works
// offline (the fonts were left out once, and only the bundle's browser test
// under `make test-dist` saw it).
func TestWebBundleTakesWhatThePageFetches(t *testing.T) {
	sw, err := os.ReadFile("../sw.js")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?s)const ASSETS = \[(.*?)\];`).FindSubmatch(sw)
	if m == nil {
		t.Fatal("sw.js: no ASSETS list")
	}
	assets := regexp.MustCompile(`'([^']+)'`).FindAllSubmatch(m[1], -1)
	if len(assets) < 10 {
		t.Fatalf("sw.js: only %d assets read", len(assets))
	}
	names := []string{"zh.otf"}
	for _, a := range assets {
		if n := string(a[1]); n != "./" {
			names = append(names, n)
		}
	}
	for _, n := range names {
		if ext := strings.ToLower(filepath.Ext(n)); !webExts[ext] {
			t.Errorf("sw.js precaches %s, but the web bundle leaves out %s files", n, ext)
		}
		for _, dir := range strings.Split(filepath.ToSlash(filepath.Dir(n)), "/") {
			if webSkipDirs[dir] {
				t.Errorf("%s is in a folder the web bundle leaves out", n)
			}
		}
	}
}
