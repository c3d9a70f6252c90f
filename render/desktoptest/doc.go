// Package desktoptest starts the real desktop build under a virtual X
// display (run with `xvfb-run -a go test -tags xvfb ./render/desktoptest/...`,
// or `make test-desktop`), takes a screenshot and checks that the board is
// drawn, and plays a move with xdotool clicks, reading the game's state from
// the file named by $DRAUGHTS_STATE_FILE; and on a HiDPI screen of its own
// (Xvfb with Xft.dpi 192: device scale 2) that the board, pieces and text
// are drawn at the screen's full resolution; two windows on one -save folder
// and a save folder that is a file meet the notice bar and its buttons
// (twowindows_test.go). Needs xvfb, x11-xserver-utils (xrdb), imagemagick,
// xdotool, xclip and the GL/X11 runtime libraries.
package desktoptest // doc.go: package documentation.
