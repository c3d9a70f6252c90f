package version // version_test.go: the stamp wins; an unstamped build says dev and its revision.

import (
	"runtime/debug"
	"testing"
)

func TestString(t *testing.T) {
	old := Version
	defer func() { Version = old }()
	Version = "1.2.3"
	if got := String(); got != "1.2.3" {
		t.Errorf("stamped: %q", got)
	}
	Version = ""
	if got := String(); len(got) < 3 || got[:3] != "dev" {
		t.Errorf("unstamped: %q, want dev...", got)
	}
}

func TestDevVersion(t *testing.T) {
	for _, tc := range []struct {
		settings []debug.BuildSetting
		want     string
	}{
		{nil, "dev"},
		{[]debug.BuildSetting{{Key: "vcs.revision", Value: "0123456789abcdef0123"}}, "dev-0123456789ab"},
		{[]debug.BuildSetting{{Key: "vcs.revision", Value: "abc"}, {Key: "vcs.modified", Value: "true"}}, "dev-abc-dirty"},
	} {
		if got := devVersion(tc.settings); got != tc.want {
			t.Errorf("%v: %q, want %q", tc.settings, got, tc.want)
		}
	}
}
