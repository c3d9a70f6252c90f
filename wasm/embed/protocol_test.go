package embed // protocol_test.go: command parsing and the origin policy.

import "testing"

func fields(m map[string]string) func(string) (string, bool) {
	return func(k string) (string, bool) { v, ok := m[k]; return v, ok }
}

func TestParseCommand(t *testing.T) {
	for _, tc := range []struct {
		in   map[string]string
		want Command
		bad  bool
	}{
		{map[string]string{"type": "new"}, Command{Type: CmdNew}, false},
		{map[string]string{"type": "newGame", "source": "draughts"}, Command{Type: CmdNew}, false},
		{map[string]string{"type": "flip"}, Command{Type: CmdFlip}, false},
		{map[string]string{"type": "setPosition", "fen": "W:W31:B1"}, Command{Type: CmdSetPosition, FEN: "W:W31:B1"}, false},
		{map[string]string{"type": "setPosition"}, Command{}, true},
		{map[string]string{"type": "loadPDN", "pdn": "1. 32-28 *", "game": "2"}, Command{Type: CmdLoadPDN, PDN: "1. 32-28 *", Game: 2}, false},
		{map[string]string{"type": "loadPDN", "pdn": "x", "game": "0"}, Command{}, true},
		{map[string]string{"type": "explode"}, Command{}, true},
		{map[string]string{}, Command{}, true},
		{map[string]string{"type": "new", "source": "other-widget"}, Command{}, true},
	} {
		got, err := ParseCommand(fields(tc.in))
		if (err != nil) != tc.bad || (!tc.bad && got != tc.want) {
			t.Errorf("%v: got %+v, %v", tc.in, got, err)
		}
	}
}

func TestOriginPolicy(t *testing.T) {
	p := OriginPolicy{Param: "https://host.example"}
	if !p.Accepts("https://host.example") || p.Accepts("https://evil.example") || p.Target() != "https://host.example" {
		t.Error("explicit origin")
	}
	p = OriginPolicy{Embedder: "http://localhost:8081"}
	if !p.Accepts("http://localhost:8081") || p.Accepts("http://127.0.0.1:8081") || p.Target() != "http://localhost:8081" {
		t.Error("embedder origin")
	}
	p = OriginPolicy{}
	if p.Accepts("http://localhost") || p.Target() != "*" {
		t.Error("unknown embedder must refuse commands")
	}
	if !(OriginPolicy{Param: "*"}).Accepts("null") {
		t.Error("origin=*")
	}
	if got := OriginOf("HTTP://LocalHost:8081/embed.html?x#y"); got != "http://localhost:8081" {
		t.Errorf("OriginOf: %q", got)
	}
	if OriginOf("about:blank") != "" || OriginOf("") != "" {
		t.Error("OriginOf of non-URLs")
	}
}
