// Package xvfb starts private X servers for the desktop tests (render/desktoptest
// and the release archives' test in web/dist): each test gets a screen of its
// own, of the size it needs, gone when the test ends.
package xvfb

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// Start starts an Xvfb server with one w x h screen and returns its DISPLAY.
// Extra arguments go to Xvfb (e.g. "-dpi", "192", "-noreset").
func Start(t testing.TB, w, h int, extra ...string) string {
	t.Helper()
	r, wr, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	args := append([]string{"-displayfd", "3", "-screen", "0", fmt.Sprintf("%dx%dx24", w, h), "-nolisten", "tcp"}, extra...)
	cmd := exec.Command("Xvfb", args...)
	cmd.ExtraFiles = []*os.File{wr}
	if err := cmd.Start(); err != nil {
		t.Fatalf("Xvfb: %v (make setup installs it)", err)
	}
	wr.Close()
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	line, err := bufio.NewReader(r).ReadString('\n')
	r.Close()
	if err != nil {
		t.Fatalf("Xvfb did not say its display: %v", err)
	}
	return ":" + strings.TrimSpace(line)
}
