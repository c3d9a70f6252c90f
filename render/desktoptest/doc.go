// Package desktoptest starts the real desktop build under a virtual X
// display (run with `xvfb-run -a go test -tags xvfb ./render/desktoptest/...`,
// or `make test-desktop`), takes a screenshot and checks that the board is
// drawn, and plays a move with xdotool clicks, reading the game's state from
// the file named by $DRAUGHTS_STATE_FILE. Needs xvfb, imagemagick, xdotool
// and the GL/X11 runtime libraries.
package desktoptest // doc.go: package documentation.
