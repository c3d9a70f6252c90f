//go:build windows

package cli // console_windows.go: the release .exe is a GUI program (no console window behind the game); a subcommand typed in a console borrows that console for its output.

import (
	"os"
	"syscall"
)

// init runs before main reads os.Stdin/os.Stdout: when the program has no
// standard output (a GUI program started from cmd.exe or PowerShell) it
// attaches to the parent's console, so `draughts.exe perft 6` prints there.
// Redirected handles (a pipe from a Hub GUI, a file) are kept as they are;
// started from Explorer there is no parent console and nothing changes.
func init() {
	if h, err := syscall.GetStdHandle(syscall.STD_OUTPUT_HANDLE); err == nil && h != 0 && h != syscall.InvalidHandle {
		return
	}
	attach := syscall.NewLazyDLL("kernel32.dll").NewProc("AttachConsole")
	const attachParentProcess = ^uintptr(0) // (DWORD)-1
	if r, _, _ := attach.Call(attachParentProcess); r == 0 {
		return
	}
	if out, err := os.OpenFile("CONOUT$", os.O_WRONLY, 0); err == nil {
		os.Stdout, os.Stderr = out, out
	}
	if in, err := os.OpenFile("CONIN$", os.O_RDONLY, 0); err == nil {
		os.Stdin = in
	}
}
