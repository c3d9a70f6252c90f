// Package version says which build of the game this is: the release version
// stamped in by `make dist` / `make wasm` with
//
//	go build -ldflags "-X github.com/draughts/draughts/engine/version.Version=1.2.0"
//
// or, in an unstamped build (go run ., go test), "dev" followed by the
// source revision Go records when it builds from a git checkout.
//
// It offers Version (the stamp) and String (what to show).
package version // version.go: the build's version stamp.

import "runtime/debug"

// Version is set at link time by the release build; empty otherwise.
var Version = ""

// String returns the version to show: the stamp, else "dev" plus the first
// 12 digits of the VCS revision (and "-dirty" for uncommitted changes) when
// the build recorded one, else "dev".
func String() string {
	if Version != "" {
		return Version
	}
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "dev"
	}
	return devVersion(info.Settings)
}

// devVersion builds "dev-<revision>[-dirty]" from the build settings.
func devVersion(settings []debug.BuildSetting) string {
	rev, dirty := "", false
	for _, s := range settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	if rev == "" {
		return "dev"
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	if dirty {
		rev += "-dirty"
	}
	return "dev-" + rev
}
