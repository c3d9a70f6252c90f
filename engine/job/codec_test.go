package job

import (
	"encoding/json"
	"math"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
)

// randText returns short strings mixing moves, escapes, HTML characters,
// non-ASCII text, U+2028 and, when bad is set, invalid UTF-8.
func randText(r *rand.Rand, bad bool) string {
	parts := []string{"32-28", "19x30", "W:W31,32:B1,K2", "", `"`, `\`, "/", "<b>&</b>", "\n\t\r\b\f", "\x00\x01\x1f\x7f",
		"é", "王", "\u2028\u2029", "😀", "\ufffd", "+1.25", "win in 7"}
	if bad {
		parts = append(parts, "\xff", "\xc3", "\xed\xa0\x80", "a\xe2\x82")
	}
	var b strings.Builder
	for n := r.IntN(4); n > 0; n-- {
		b.WriteString(parts[r.IntN(len(parts))])
	}
	return b.String()
}

func randTexts(r *rand.Rand, bad bool) []string {
	switch r.IntN(4) {
	case 0:
		return nil
	case 1:
		return []string{}
	}
	out := make([]string, r.IntN(6))
	for i := range out {
		out[i] = randText(r, bad)
	}
	return out
}

func randInt(r *rand.Rand) int64 {
	switch r.IntN(5) {
	case 0:
		return 0
	case 1:
		return math.MinInt64 + r.Int64N(10)
	case 2:
		return math.MaxInt64 - r.Int64N(10)
	}
	return r.Int64N(20001) - 10000
}

func randFloat(r *rand.Rand) float64 {
	switch r.IntN(6) {
	case 0:
		return 0
	case 1:
		return r.Float64() * 1e-8
	case 2:
		return r.Float64() * 1e25
	case 3:
		return -r.Float64()
	case 4:
		return float64(r.IntN(100)) / 100
	}
	return r.Float64()
}

func randReply(r *rand.Rand) Reply {
	rep := Reply{Gen: int(randInt(r)), Kind: randText(r, true), Job: randText(r, true), Move: randText(r, true),
		Score: int(randInt(r)), ScoreText: randText(r, true), Depth: int(randInt(r)), PV: randTexts(r, true),
		Nodes: randInt(r), Millis: randInt(r), Error: randText(r, true)}
	if r.IntN(2) == 0 {
		rep.Lines = []PVLine{}
		for n := r.IntN(4); n > 0; n-- {
			rep.Lines = append(rep.Lines, PVLine{Move: randText(r, true), Score: int(randInt(r)), ScoreText: randText(r, true), PV: randTexts(r, true)})
		}
	}
	if r.IntN(2) == 0 {
		rep.Review = []ReviewMove{}
		for n := r.IntN(4); n > 0; n-- {
			rep.Review = append(rep.Review, ReviewMove{Ply: int(randInt(r)), Move: randText(r, true), Label: randText(r, true),
				Better: randText(r, true), Loss: randFloat(r)})
		}
	}
	if r.IntN(2) == 0 {
		rep.Evals = []int{}
		for n := r.IntN(5); n > 0; n-- {
			rep.Evals = append(rep.Evals, int(randInt(r)))
		}
	}
	return rep
}

// TestAppendReplyAsEncodingJSON: the worker's replies are byte for byte
// what encoding/json writes, for generated replies and the engine's own.
func TestAppendReplyAsEncodingJSON(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	replies := []Reply{{}, {Kind: ReplyReady}, {Gen: -1, Kind: ReplyError, Error: "engine failed to load: <x> & \"y\""},
		{Review: []ReviewMove{{Ply: 1, Move: "32-28", Loss: 1e-7}, {Loss: 1e21}, {Loss: 123456789.125}, {Loss: 5e-324}}}}
	for range 3000 {
		replies = append(replies, randReply(r))
	}
	for _, rep := range replies {
		want, err := json.Marshal(rep)
		if err != nil {
			t.Fatal(err)
		}
		if got := AppendReply(nil, rep); string(got) != string(want) {
			t.Fatalf("reply %+v\n got %s\nwant %s", rep, got, want)
		}
	}
	// A loss that is not a number is written as 0 rather than losing the reply.
	got := string(AppendReply(nil, Reply{Kind: ReplyDone, Review: []ReviewMove{{Loss: math.NaN()}, {Loss: math.Inf(1)}}}))
	if want := `{"gen":0,"kind":"done","score":0,"review":[{"ply":0,"move":"","loss":0},{"ply":0,"move":"","loss":0}]}`; got != want {
		t.Fatalf("NaN loss: got %s, want %s", got, want)
	}
}

func randJob(r *rand.Rand) Job {
	j := Job{Gen: int(randInt(r)), Kind: randText(r, false), FEN: randText(r, false), Moves: randTexts(r, false),
		Level: int(randInt(r)), Lines: int(randInt(r)), ClockMs: randInt(r), IncMs: randInt(r)}
	switch r.IntN(3) {
	case 0:
		j.Seed = r.Uint64()
	case 1:
		j.Seed = math.MaxUint64 - uint64(r.IntN(3))
	}
	return j
}

// sameAsEncodingJSON checks that ParseJob and json.Unmarshal agree on text:
// both fail, or both give the same Job.
func sameAsEncodingJSON(t *testing.T, text string) (Job, error) {
	t.Helper()
	got, err := ParseJob(text)
	var want Job
	wantErr := json.Unmarshal([]byte(text), &want)
	if (err == nil) != (wantErr == nil) {
		t.Fatalf("%q: ParseJob error %v, encoding/json error %v", text, err, wantErr)
	}
	if err == nil && !reflect.DeepEqual(got, want) {
		t.Fatalf("%q:\n ParseJob      %#v\n encoding/json %#v", text, got, want)
	}
	return got, err
}

// TestParseJobAsEncodingJSON: jobs written by encoding/json (as the page
// writes them) read back the same, and hand-written variants read as
// encoding/json reads them.
func TestParseJobAsEncodingJSON(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for range 3000 {
		j := randJob(r)
		b, err := json.Marshal(j)
		if err != nil {
			t.Fatal(err)
		}
		got, err := sameAsEncodingJSON(t, string(b))
		if len(j.Moves) == 0 {
			j.Moves = nil // omitted when empty
		}
		if err != nil || !reflect.DeepEqual(got, j) {
			t.Fatalf("%s: got %#v, %v; want %#v", b, got, err, j)
		}
	}
	for _, text := range []string{
		`{}`, ` { } `, `null`, "\t{\"gen\" : 7 ,\n\"kind\":\"move\"}\r\n",
		`{"gen":1,"fen":"W:W31:B1","moves":["32-28","19-23"],"level":10,"seed":18446744073709551615,"clockMs":60000,"incMs":500,"lines":3}`,
		`{"GEN":5,"Kind":"hint","FeN":"x","MOVES":["a"],"seed":1}`, // keys without regard to case
		"{\"\u212aind\":\"k\",\"\u017feed\":9}",                    // Kelvin sign and long s fold to k and s
		`{"gen":1,"gen":2}`, `{"moves":["a","b"],"moves":["c"]}`, `{"moves":["a"],"moves":null}`,
		`{"moves":[]}`, `{"moves":[ ]}`, `{"moves":["a",null,"b"]}`, `{"gen":null,"kind":null,"moves":null,"seed":null}`,
		`{"other":{"a":[1,2.5e-3,-0,true,false,null,{"b":"c"}],"d":{}},"more":[],"gen":3}`,
		`{"fen":"\u00e9\u738b\ud83d\ude00\/\\\"\b\f\n\r\t\u0000"}`,
		`{"fen":"\ud800"}`, `{"fen":"\ud800\u0041"}`, `{"fen":"\udc00\ud800"}`, `{"fen":"a\ud83d\ud83d\ude00"}`,
		"{\"fen\":\"\xff\xfe a \xc3\"}", `{"gen":-0,"level":-5}`, `{"incMs":-9223372036854775808}`,
		// Type errors: encoding/json reads on and fails.
		`{"gen":"1"}`, `{"gen":1.0}`, `{"gen":1e2}`, `{"gen":true}`, `{"gen":[1]}`, `{"gen":{}}`,
		`{"seed":-1}`, `{"seed":-0}`, `{"seed":18446744073709551616}`, `{"level":9223372036854775808}`,
		`{"kind":5}`, `{"moves":"32-28"}`, `{"moves":[1]}`, `{"moves":[["a"]]}`, `{"fen":{}}`,
		`[]`, `"job"`, `5`, `true`,
		// Syntax errors.
		``, ` `, `{`, `}`, `{"gen"}`, `{"gen":}`, `{"gen" 1}`, `{"gen":1,}`, `{,}`, `{"gen":1 "kind":"x"}`,
		`{gen:1}`, `{'gen':1}`, `{"gen":01}`, `{"gen":1.}`, `{"gen":.5}`, `{"gen":1e}`, `{"gen":-}`, `{"gen":+1}`,
		`{"gen":0x10}`, `{"gen":NaN}`, `{"fen":"a}`, "{\"fen\":\"a\nb\"}", `{"fen":"\x"}`, `{"fen":"\u12"}`,
		`{"fen":"\u12g4"}`, `{"moves":["a",]}`, `{"moves":["a" "b"]}`, `{"x":[1,]}`, `{"x":{"a"}}`, `{"x":{1:2}}`,
		`{"x":tru}`, `{"x":nul}`, `{} {}`, `{}x`, `nullnull`, `{"gen":1}}`,
	} {
		sameAsEncodingJSON(t, text)
	}
}

// TestParseJobErrorsSayWhere: errors name the byte and, for a value of the
// wrong kind, the key.
func TestParseJobErrorsSayWhere(t *testing.T) {
	for text, want := range map[string]string{
		`{"gen":1,"kind" "move"}`:                 `JSON at byte 16 ('"'): expected ':'`,
		`{"fen":"W:W31`:                           `JSON at the end: the string has no closing quote`,
		`{"gen":1}x`:                              `JSON at byte 9 ('x'): text after the job`,
		`{"kind":"move","level":"ten"}`:           `key "level" at byte 15: "ten" is not an integer`,
		`{"moves":["32-28",7]}`:                   `key "moves" at byte 1: move 2: 7 is not a string`,
		`{"seed":-3,"gen":1}`:                     `key "seed" at byte 1: -3 is not an integer from 0 to 2^64-1`,
		`{"x":` + strings.Repeat(`[`, maxDepth+5): `values nested deeper than 10000`,
	} {
		_, err := ParseJob(text)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%.40q: error %v, want it to say %q", text, err, want)
		}
	}
}

// FuzzParseJob: any text is read without a panic, as encoding/json reads it.
func FuzzParseJob(f *testing.F) {
	for _, s := range []string{`{"gen":1,"kind":"move","fen":"W:W31:B1","moves":["32-28"],"level":3,"seed":7}`,
		`{"x":[{"y":null}],"GEN":-1}`, `{"fen":"\ud800\udc00"}`, `{"moves":[null]}`, `[`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		sameAsEncodingJSON(t, text)
	})
}
