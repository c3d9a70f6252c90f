package main // macos.go: the macOS .app bundle: Info.plist and the .icns icon.

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"html"
	"strings"

	"github.com/draughts/draughts/render/icon"
)

// icnsTypes are the PNG entries of the .icns file: type code and pixel size.
var icnsTypes = []struct {
	code string
	size int
}{
	{"icp4", 16}, {"icp5", 32}, {"icp6", 64}, {"ic07", 128}, {"ic08", 256}, {"ic09", 512},
	{"ic11", 32}, {"ic12", 64}, {"ic13", 256}, {"ic14", 512}, {"ic10", 1024}, // the @2x (Retina) sizes
}

// icns returns an Apple icon file with the icon drawn at every size above.
func icns() []byte {
	pngs := map[int][]byte{}
	var body bytes.Buffer
	for _, t := range icnsTypes {
		if pngs[t.size] == nil {
			pngs[t.size] = icon.PNG(t.size, false)
		}
		body.WriteString(t.code)
		_ = binary.Write(&body, binary.BigEndian, uint32(8+len(pngs[t.size])))
		body.Write(pngs[t.size])
	}
	var out bytes.Buffer
	out.WriteString("icns")
	_ = binary.Write(&out, binary.BigEndian, uint32(8+body.Len()))
	out.Write(body.Bytes())
	return out.Bytes()
}

// bundleID is the app's identifier, derived from the module path.
const bundleID = "com.github.draughts.draughts"

// infoPlist returns the bundle's Info.plist for version (shown as is) and
// its numeric form (macOS wants dotted numbers in the version keys).
func infoPlist(version string, numeric [4]uint16) string {
	short := fmt.Sprintf("%d.%d.%d", numeric[0], numeric[1], numeric[2])
	keys := [][2]string{
		{"CFBundleDevelopmentRegion", "en"},
		{"CFBundleDisplayName", "International draughts"},
		{"CFBundleExecutable", "draughts"},
		{"CFBundleGetInfoString", "International draughts " + version},
		{"CFBundleIconFile", "draughts.icns"},
		{"CFBundleIdentifier", bundleID},
		{"CFBundleInfoDictionaryVersion", "6.0"},
		{"CFBundleName", "Draughts"},
		{"CFBundlePackageType", "APPL"},
		{"CFBundleShortVersionString", short},
		{"CFBundleVersion", short},
		{"LSApplicationCategoryType", "public.app-category.board-games"},
		{"LSMinimumSystemVersion", "12.0"}, // what Go 1.26 programs need
	}
	var b strings.Builder
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
`)
	for _, kv := range keys {
		fmt.Fprintf(&b, "\t<key>%s</key>\n\t<string>%s</string>\n", kv[0], html.EscapeString(kv[1]))
	}
	// Sharp text and pieces on Retina screens.
	b.WriteString("\t<key>NSHighResolutionCapable</key>\n\t<true/>\n")
	b.WriteString("\t<key>NSSupportsAutomaticGraphicsSwitching</key>\n\t<true/>\n")
	b.WriteString("</dict>\n</plist>\n")
	return b.String()
}
