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

// A refused command's message says which command and what was wrong with it.
func TestCommandErrorMessages(t *testing.T) {
	long := make([]byte, MaxCommandText+1)
	for i := range long {
		long[i] = 'x'
	}
	for _, tc := range []struct {
		in   map[string]string
		want string
	}{
		{map[string]string{}, "message without a type"},
		{map[string]string{"type": ""}, "message without a type"},
		{map[string]string{"type": "explode"}, `unknown command "explode" (known: new, setPosition, loadPDN, flip)`},
		{map[string]string{"type": "new", "source": "other-widget"}, `message from "other-widget"`},
		{map[string]string{"type": "setPosition"}, `setPosition needs a "fen" field`},
		{map[string]string{"type": "setPosition", "fen": "  "}, `setPosition needs a "fen" field`},
		{map[string]string{"type": "setPosition", "fen": string(long)}, `setPosition: "fen" is too long (262145 bytes, at most 262144)`},
		{map[string]string{"type": "loadPDN"}, `loadPDN needs a "pdn" field`},
		{map[string]string{"type": "loadPDN", "pdn": "1. 32-28 *", "game": "0"}, `game must be a game number 1, 2, ..., got "0"`},
		{map[string]string{"type": "loadPDN", "pdn": "1. 32-28 *", "game": "2.5"}, `got "2.5"`},
		{map[string]string{"type": "loadPDN", "pdn": "1. 32-28 *", "game": "1abc"}, `got "1abc"`},
		{map[string]string{"type": "loadPDN", "pdn": "1. 32-28 *", "game": "NaN"}, `got "NaN"`},
		{map[string]string{"type": "explode" + string(long[:100])}, `...`},
	} {
		_, err := ParseCommand(fields(tc.in))
		if err == nil || !contains(err.Error(), tc.want) {
			t.Errorf("%.80v: error %v, want %q", tc.in, err, tc.want)
		}
	}
	if c, err := ParseCommand(fields(map[string]string{"type": "loadPDN", "pdn": "x", "game": " 3 "})); err != nil || c.Game != 3 {
		t.Errorf("game \" 3 \": %+v %v", c, err)
	}
}

func contains(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return true
		}
	}
	return false
}
