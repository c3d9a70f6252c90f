package main // texts.go: the short README of each archive, the Linux .desktop entry and install script, the web bundle's Apache file.

import (
	"fmt"
	"strings"
)

const appName = "International draughts"

// readme returns README.txt for one platform archive.
func readme(platform, version string, licensed bool) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s %s (%s)\n\n", appName, version, platform)
	b.WriteString("The 10x10 game of the world federation (FMJD) against the computer (levels 1-10)\n" +
		"or a friend, with analysis, PDN games and a Hub-protocol engine. Everything runs on\n" +
		"this machine; nothing is sent anywhere.\n\n")
	switch {
	case strings.HasPrefix(platform, "windows"):
		b.WriteString(`Install: unpack the zip anywhere and double-click draughts.exe.
The program is not signed: Windows SmartScreen may say "Windows protected your PC";
choose "More info", then "Run anyway".

Engine tools (from a Command Prompt in this folder):
  draughts.exe -version
  draughts.exe perft 6
  draughts.exe hub          (the Hub protocol, for draughts GUIs)
`)
	case strings.HasPrefix(platform, "macos"):
		b.WriteString(`Install: unpack the zip and drag Draughts.app into Applications.
The app is not signed or notarised by Apple. The first time, Control-click (or
right-click) Draughts.app and choose Open, then Open again; or, if macOS says it
cannot be opened, go to System Settings > Privacy & Security and choose
"Open Anyway". From a terminal: xattr -dr com.apple.quarantine Draughts.app

Engine tools (Terminal):
  Draughts.app/Contents/MacOS/draughts -version
  Draughts.app/Contents/MacOS/draughts perft 6
  Draughts.app/Contents/MacOS/draughts hub
`)
	default:
		b.WriteString(`Run: ./draughts (needs the X11 or Wayland OpenGL libraries every desktop has:
libGL, libX11, libXrandr, libXcursor, libXi, libXinerama; sound through ALSA).
Install in your menu: ./install.sh (copies the program to ~/.local/bin and adds the
menu entry and icons under ~/.local/share; ./install.sh --uninstall removes them).

Engine tools:
  ./draughts -version
  ./draughts perft 6
  ./draughts hub            (the Hub protocol, for draughts GUIs)
`)
	}
	b.WriteString(`
Playing: click a piece, then where it goes (or drag it). F11 or the "Full screen"
button toggles full screen. The window's size and place, the game in progress and
the settings are kept between runs. Options: -mode play|two-player|watch|analysis|view,
-level 1-10, -color white|black, -pdn file.pdn [-game n], -fen FEN, -save off.
`)
	if licensed {
		b.WriteString("\nLicence: see LICENSE.\n")
	} else {
		b.WriteString("\nLicence: the project has not published a licence yet; none is included.\n")
	}
	b.WriteString("Third-party licences: " + noticesName + " (Go, Ebitengine and the other libraries\n" +
		"built into the program, and the fonts)")
	if strings.HasPrefix(platform, "macos") {
		b.WriteString("; also inside the app, in Draughts.app/Contents/Resources")
	}
	b.WriteString(".\n")
	return b.String()
}

// desktopEntry is the freedesktop.org menu entry (Exec is rewritten by install.sh).
const desktopEntry = `[Desktop Entry]
Type=Application
Version=1.4
Name=International draughts
Name[zh_CN]=国际跳棋
GenericName=Draughts game
GenericName[zh_CN]=跳棋游戏
Comment=The 10x10 draughts game (FMJD) against the computer or a friend
Comment[zh_CN]=国际跳棋（10×10，国际跳棋联合会规则），与电脑或朋友对弈
Exec=draughts
Icon=draughts
Terminal=false
Categories=Game;BoardGame;
Keywords=draughts;checkers;dammen;dames;shashki;
StartupWMClass=draughts
`

// linuxIconSizes are the hicolor theme sizes shipped.
var linuxIconSizes = []int{16, 24, 32, 48, 64, 128, 256, 512}

// installScript installs (or with --uninstall removes) the program, its menu
// entry and its icons for the current user.
func installScript() string {
	var sizes []string
	for _, s := range linuxIconSizes {
		sizes = append(sizes, fmt.Sprint(s))
	}
	return `#!/bin/sh
# install.sh: puts International draughts in your menu (for this user only).
#   ./install.sh             install to ~/.local/bin and ~/.local/share
#   ./install.sh --uninstall remove what it installed
set -eu
here=$(cd "$(dirname "$0")" && pwd)
bin="${XDG_BIN_HOME:-$HOME/.local/bin}"
data="${XDG_DATA_HOME:-$HOME/.local/share}"
sizes="` + strings.Join(sizes, " ") + `"
if [ "${1:-}" = "--uninstall" ]; then
	rm -f "$bin/draughts" "$data/applications/draughts.desktop"
	for s in $sizes; do rm -f "$data/icons/hicolor/${s}x${s}/apps/draughts.png"; done
	echo "International draughts removed."
	exit 0
fi
mkdir -p "$bin" "$data/applications"
cp "$here/draughts" "$bin/draughts"
chmod 755 "$bin/draughts"
for s in $sizes; do
	mkdir -p "$data/icons/hicolor/${s}x${s}/apps"
	cp "$here/icons/hicolor/${s}x${s}/apps/draughts.png" "$data/icons/hicolor/${s}x${s}/apps/draughts.png"
done
sed "s|^Exec=.*|Exec=$bin/draughts|" "$here/draughts.desktop" > "$data/applications/draughts.desktop"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$data/applications" || true
command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$data/icons/hicolor" || true
echo "International draughts installed: $bin/draughts and a menu entry."
`
}

// webReadme is README.txt of the web bundle.
func webReadme(version string, licensed bool) string {
	s := appName + " " + version + ": the browser game, ready for any static web host.\n\n" +
		`Upload this folder as it is (any path works, e.g. https://example.org/games/draughts/)
and open index.html, or embed it with one iframe:

  <iframe src="https://example.org/games/draughts/index.html?mode=play&level=4"
          width="640" height="480" style="border:0"></iframe>

All URLs are relative: no server of ours is needed, and the service worker
(sw.js) keeps the game for offline play under the folder it is served from.

Headers that matter:
  - .wasm files must be served as Content-Type: application/wasm (most hosts do;
    otherwise the game loads more slowly or not at all).
  - draughts.wasm.br / .gz are precompressed copies. Serve them only where the host
    can send them with Content-Encoding: br / gzip and Content-Type: application/wasm
    for a request of draughts.wasm; elsewhere ignore them (the plain .wasm works).
  - The included .htaccess does this on Apache (mod_rewrite, mod_headers, mod_mime).
  - Do not cache index.html, sw.js and version.js for long (no-cache is best).

Configurations for nginx, Netlify, Cloudflare Pages, GitHub Pages and others are in
the project README, section "Hosting the web bundle".
`
	if licensed {
		s += "\nLicence: see LICENSE.\n"
	} else {
		s += "\nLicence: the project has not published a licence yet; none is included.\n"
	}
	s += "Third-party licences: " + noticesName + " (Go, Ebitengine and the other libraries\n" +
		"built into the wasm files, and the fonts), beside index.html.\n"
	return s
}

// htaccess serves the precompressed copies on Apache, and the right types.
const htaccess = `# .htaccess: International draughts on Apache (any folder).
# The wasm MIME type; precompressed copies when the browser accepts them;
# no long caching of the files that name a build.
<IfModule mod_mime.c>
  AddType application/wasm .wasm
  AddType application/manifest+json .webmanifest
</IfModule>
<IfModule mod_rewrite.c>
<IfModule mod_headers.c>
  RewriteEngine On
  RewriteCond %{HTTP:Accept-Encoding} \bbr\b
  RewriteCond %{REQUEST_FILENAME}.br -f
  RewriteRule ^(.+)\.wasm$ $1.wasm.br [L]
  RewriteCond %{HTTP:Accept-Encoding} \bgzip\b
  RewriteCond %{REQUEST_FILENAME}.gz -f
  RewriteRule ^(.+)\.wasm$ $1.wasm.gz [L]
  <FilesMatch "\.wasm\.br$">
    ForceType application/wasm
    Header set Content-Encoding br
    Header append Vary Accept-Encoding
  </FilesMatch>
  <FilesMatch "\.wasm\.gz$">
    ForceType application/wasm
    Header set Content-Encoding gzip
    Header append Vary Accept-Encoding
  </FilesMatch>
  <FilesMatch "^(index\.html|sw\.js|version\.js)$">
    Header set Cache-Control "no-cache"
  </FilesMatch>
</IfModule>
</IfModule>
# mod_deflate must not compress the copies again.
<IfModule mod_setenvif.c>
  SetEnvIfNoCase Request_URI "\.(br|gz)$" no-gzip
</IfModule>
`
