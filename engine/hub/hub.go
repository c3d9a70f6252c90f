// Package hub speaks the Hub engine protocol (the text protocol of Scan 3.x
// and its GUIs) over any io.Reader/io.Writer: hub/id/param/wait,
// set-param, init/ready, pos, level, go, info, done, stop, ping/pong,
// new-game and quit. Moves use the Hub capture notation (captured squares).
// Serve is the entry point; `draughts hub` runs it on stdin/stdout.
package hub // hub.go: the protocol loop, command parsing and the search goroutine.

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/engine/book"
	"github.com/draughts/draughts/engine/egdb"
	"github.com/draughts/draughts/engine/version"
)

// Engine identity and defaults.
const (
	Name          = "draughts"
	defaultHashMB = 64
	maxHashMB     = 4096
	maxThreads    = 256
	maxLineBytes  = 1 << 20 // longer command lines are reported and skipped
	maxEcho       = 64      // bytes of bad input quoted back in an error message
)

// config holds the session limits; tests shrink them so that any script
// ends fast.
type config struct {
	egdb      string // endgame databases until set-param egdb: "small", "off" or a directory
	hashMB    int    // hash table size until set-param hash
	maxHashMB int    // the largest hash accepted
	nodeCap   int64  // when > 0, every finite search stops after this many nodes
	noBook    bool   // start with the opening book off
}

var defaultConfig = config{egdb: "small", hashMB: defaultHashMB, maxHashMB: maxHashMB}

// defaultLimits are the search limits until the first level command, so that
// a bare `go think` answers instead of searching to the maximum depth.
var defaultLimits = engine.Limits{MoveTime: time.Second}

// server is one protocol session.
type server struct {
	outMu sync.Mutex
	out   *bufio.Writer

	searcher *engine.Searcher
	hashMB   int
	threads  int // search threads (engine.Searcher.Threads): all cores until set-param threads
	level    int // difficulty level parameter (0 = full strength)
	egdbName string
	egdb     engine.EndgameTable // nil = none
	egdbSeen map[string]bool     // damaged-file errors of egdb already reported
	bookOn   bool                // play from the opening book (levels 0, 9, 10)
	rng      *rand.Rand          // book choices and level noise
	game     *engine.Game
	limits   engine.Limits
	cfg      config

	// The running search, if any.
	cancel   context.CancelFunc
	finished chan struct{} // closed when the search goroutine has written done
	stopCh   chan struct{} // closed by stop: an infinite search may answer done
	infinite bool          // the running search waits for stop
}

// Serve reads commands from in and writes answers to out until quit or the
// end of the input. It never panics on bad input: errors are reported as
// `error message="..."` lines. The returned error is a read error, if any.
func Serve(in io.Reader, out io.Writer) error {
	return serve(in, out, defaultConfig)
}

// Options are the session's start-up settings (command-line flags).
type Options struct {
	// EGDB is the endgame database setting: "small" (the embedded 2-3
	// piece set, the default), "off", or a directory written by
	// `draughts egdb gen` (its slices on top of the small set).
	EGDB string
}

// ServeWith is Serve with start-up options.
func ServeWith(in io.Reader, out io.Writer, opt Options) error {
	cfg := defaultConfig
	if opt.EGDB != "" {
		cfg.egdb = opt.EGDB
	}
	return serve(in, out, cfg)
}

func serve(in io.Reader, out io.Writer, cfg config) error {
	s := &server{out: bufio.NewWriter(out), hashMB: cfg.hashMB, threads: min(runtime.NumCPU(), maxThreads), game: engine.NewGame(), limits: defaultLimits, cfg: cfg,
		bookOn: !cfg.noBook, rng: rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 0x8b))}
	defer s.stopSearch()
	if cfg.egdb != "" {
		if err := s.setEGDB(cfg.egdb); err != nil {
			s.errorf("egdb: %v", err)
		}
	}
	r := bufio.NewReaderSize(in, 64<<10)
	for lineNo := 1; ; lineNo++ {
		line, tooLong, err := readLine(r)
		if tooLong > 0 {
			s.errorf("line %d is too long (%d bytes, at most %d): ignored", lineNo, tooLong, maxLineBytes)
		} else if (err == nil || line != "") && !s.handle(line) {
			return nil
		}
		if err != nil {
			// End of input: a finite search still finishes and answers.
			if s.finished != nil && !s.infinite {
				<-s.finished
			}
			if err == io.EOF {
				return nil
			}
			return err
		}
	}
}

// readLine reads one line without its end of line. A line longer than
// maxLineBytes is read to its end and dropped: tooLong is then its length.
func readLine(r *bufio.Reader) (line string, tooLong int, err error) {
	var buf []byte
	n := 0
	for {
		chunk, err := r.ReadSlice('\n')
		n += len(chunk)
		if n <= maxLineBytes+1 {
			buf = append(buf, chunk...)
		} else {
			buf = nil
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		if n > 0 && (err == nil) {
			n-- // the newline
		}
		if n > maxLineBytes {
			return "", n, err
		}
		return strings.TrimSuffix(strings.TrimSuffix(string(buf), "\n"), "\r"), 0, err
	}
}

// clip shortens bad input for an error message.
func clip(v string) string {
	if len(v) <= maxEcho {
		return v
	}
	return fmt.Sprintf("%s... (%d bytes)", v[:maxEcho], len(v))
}

// writeLine writes one line and flushes it (searches write from their own goroutine).
func (s *server) writeLine(format string, a ...any) {
	s.outMu.Lock()
	defer s.outMu.Unlock()
	fmt.Fprintf(s.out, format, a...)
	s.out.WriteByte('\n')
	s.out.Flush()
}

func (s *server) errorf(format string, a ...any) {
	s.writeLine("error message=%s", quote(fmt.Sprintf(format, a...)))
}

// handle runs one command line; it returns false on quit.
func (s *server) handle(line string) bool {
	cmd, args, flags, err := parseLine(line)
	if err != nil {
		s.errorf("%v", err)
		return true
	}
	switch cmd {
	case "":
	case "hub":
		s.writeLine("id name=%s version=%s", Name, version.String())
		s.writeLine("param name=hash value=%d type=int min=1 max=%d", s.hashMB, maxHashMB)
		s.writeLine("param name=threads value=%d type=int min=1 max=%d", s.threads, maxThreads)
		s.writeLine("param name=level value=%d type=int min=0 max=%d", s.level, engine.LevelCount)
		s.writeLine("param name=egdb value=%s type=string", quote(s.egdbName))
		s.writeLine("param name=book value=%t type=bool", s.bookOn)
		s.writeLine("wait")
	case "set-param":
		s.setParam(args)
	case "init":
		s.stopSearch()
		s.ensureSearcher()
		s.writeLine("ready")
	case "ping":
		s.writeLine("pong")
	case "new-game":
		s.stopSearch()
		s.ensureSearcher()
		s.searcher.NewGame()
	case "pos":
		s.stopSearch()
		s.setPosition(args)
	case "level":
		s.setLevel(args, flags)
	case "go":
		s.stopSearch()
		s.startSearch(flags)
	case "stop":
		s.stopSearch()
	case "quit":
		return false
	default:
		// Unknown commands are ignored, as the protocol asks.
	}
	return true
}

func (s *server) ensureSearcher() {
	if s.searcher == nil {
		s.searcher = engine.NewSearcher(s.hashMB << 20)
	}
	s.searcher.Threads = s.threads
	s.searcher.Endgame = s.egdb
	s.searcher.Book = nil
	if s.bookOn {
		if b, err := book.Default(); err == nil {
			s.searcher.Book = b
		}
	}
}

// setEGDB switches the endgame databases: "off", "small" (embedded 2-3
// pieces) or a directory of `draughts egdb gen` files (on top of the small
// set). On an error the previous setting stays.
func (s *server) setEGDB(v string) error {
	var tb engine.EndgameTable
	switch v {
	case "off":
	case "small", "on":
		db, err := egdb.Small()
		if err != nil {
			return err
		}
		tb, v = db, "small"
	default:
		db, err := egdb.Extend(v, egdb.MaxPieces)
		if err != nil {
			return err
		}
		tb = db
	}
	s.egdb, s.egdbName, s.egdbSeen = tb, v, map[string]bool{}
	if s.searcher != nil {
		s.searcher.Endgame = tb
	}
	return nil
}

func (s *server) setParam(args map[string]string) {
	name, hasName := args["name"]
	value, hasValue := args["value"]
	if !hasName || !hasValue {
		s.errorf("set-param needs name=... and value=..., got name=%q value=%q", clip(name), clip(value))
		return
	}
	switch name {
	case "hash":
		n, err := strconv.Atoi(value)
		if err != nil || n < 1 || n > s.cfg.maxHashMB {
			s.errorf("set-param hash: value must be 1..%d (MB), got %q", s.cfg.maxHashMB, clip(value))
			return
		}
		if n != s.hashMB || s.searcher == nil {
			s.stopSearch()
			s.hashMB = n
			s.searcher = nil // allocated at init or first use
		}
	case "threads":
		n, err := strconv.Atoi(value)
		if err != nil || n < 1 || n > maxThreads {
			s.errorf("set-param threads: value must be 1..%d, got %q", maxThreads, clip(value))
			return
		}
		s.stopSearch()
		s.threads = n
		if s.searcher != nil {
			s.searcher.Threads = n
		}
	case "level":
		n, err := strconv.Atoi(value)
		if err != nil || n < 0 || n > engine.LevelCount {
			s.errorf("set-param level: value must be 0..%d, got %q", engine.LevelCount, clip(value))
			return
		}
		s.level = n
	case "egdb":
		s.stopSearch()
		if err := s.setEGDB(value); err != nil {
			s.errorf("set-param egdb: %v (want off, small or a directory); setting unchanged", err)
		}
	case "book":
		on, err := strconv.ParseBool(value)
		if err != nil {
			s.errorf("set-param book: value must be true or false, got %q", clip(value))
			return
		}
		s.stopSearch()
		s.bookOn = on
		if s.searcher != nil {
			s.ensureSearcher()
		}
	default:
		s.errorf("set-param: unknown parameter %q (known: hash, threads, level, egdb, book)", clip(name))
	}
}

// setPosition handles `pos pos=<51 chars> moves="..."`. On any error the
// previous position is kept.
func (s *server) setPosition(args map[string]string) {
	text, ok := args["pos"]
	var g *engine.Game
	if !ok {
		g = engine.NewGame()
	} else {
		p, err := ParsePosition(text)
		if err == nil {
			err = engine.CheckSetup(p) // the rule of every other door (the editor's)
		}
		if err != nil {
			s.errorf("pos: %v; position unchanged", err)
			return
		}
		g = engine.NewGameFrom(p)
	}
	for i, mv := range strings.Fields(args["moves"]) {
		m, err := g.Position().ParseHubMove(mv)
		if err == nil {
			err = g.Play(m)
		}
		if err != nil {
			var me *engine.MoveError
			if errors.As(err, &me) && len(mv) > maxEcho {
				err = errors.New("not a Hub move")
			}
			s.errorf("pos: moves=: move %d %q: %v; position unchanged", i+1, clip(mv), err)
			return
		}
	}
	s.game = g
}

// setLevel handles the level command: each one replaces the previous limits.
// A bad value is reported and the previous limits stay.
func (s *server) setLevel(args map[string]string, flags []string) {
	var lim engine.Limits
	set := false
	for _, f := range flags {
		if f == "infinite" {
			lim.Infinite, set = true, true
		}
	}
	seconds := func(v string) (time.Duration, bool) {
		f, err := strconv.ParseFloat(v, 64)
		if err != nil || !(f >= 0 && f <= 1e7) { // also refuses NaN
			return 0, false
		}
		return time.Duration(f * float64(time.Second)), true
	}
	for _, k := range []string{"depth", "nodes", "move-time", "time", "inc", "moves", "infinite"} {
		v, present := args[k]
		if !present {
			continue
		}
		ok, want := true, ""
		switch k {
		case "depth":
			n, err := strconv.Atoi(v)
			ok, want = err == nil && n > 0, "a whole number of plies >= 1"
			lim.Depth = n
			set = true
		case "nodes":
			n, err := strconv.ParseInt(v, 10, 64)
			ok, want = err == nil && n > 0, "a whole number >= 1"
			lim.Nodes = n
			set = true
		case "move-time":
			lim.MoveTime, ok = seconds(v)
			want = "seconds 0..1e7"
			if lim.MoveTime == 0 {
				lim.MoveTime = time.Millisecond // move at once
			}
			set = true
		case "time":
			lim.Time, ok = seconds(v)
			want = "seconds 0..1e7"
			if lim.Time == 0 {
				lim.Time = time.Millisecond // out of time: move at once
			}
			set = true
		case "inc":
			lim.Inc, ok = seconds(v)
			want = "seconds 0..1e7"
		case "moves":
			n, err := strconv.Atoi(v)
			ok, want = err == nil && n >= 0, "a whole number >= 0"
			lim.MovesToGo = n
		case "infinite":
			lim.Infinite, set = true, true
		}
		if !ok {
			s.errorf("level: bad %s=%q: want %s; level unchanged", k, clip(v), want)
			return
		}
	}
	if !set {
		s.errorf("level: no limit given (want depth=, nodes=, move-time=, time= or infinite); level unchanged")
		return
	}
	s.limits = lim
}

// startSearch starts `go think|ponder|analyze` in its own goroutine, so that
// stop and ping are read while it thinks.
func (s *server) startSearch(flags []string) {
	s.ensureSearcher()
	mode := "think"
	if len(flags) > 0 {
		mode = flags[0]
	}
	lim := s.limits
	level := s.level
	if mode == "ponder" || mode == "analyze" {
		lim = engine.Limits{Infinite: true}
		level = 0
	}
	if s.cfg.nodeCap > 0 && !lim.Infinite && (lim.Nodes == 0 || lim.Nodes > s.cfg.nodeCap) {
		lim.Nodes = s.cfg.nodeCap
	}
	pos, hist, clock := s.game.SearchRoot()
	ctx, cancel := context.WithCancel(context.Background())
	s.cancel = cancel
	finished := make(chan struct{})
	stopCh := make(chan struct{})
	s.finished, s.stopCh, s.infinite = finished, stopCh, lim.Infinite
	searcher := s.searcher
	tb, dir, seen := s.egdb, s.egdbName, s.egdbSeen
	go func() {
		defer close(finished)
		res := searcher.Search(ctx, engine.Request{
			Position: pos, History: hist, Clock: clock, Limits: lim, Level: level, Rand: s.rng,
			Progress: func(info engine.Info) {
				s.reportDamage(tb, dir, seen)
				s.writeInfo(pos, info)
			},
		})
		s.reportDamage(tb, dir, seen)
		if lim.Infinite {
			// An infinite search answers only after stop.
			select {
			case <-stopCh:
			case <-ctx.Done():
			}
		}
		s.writeDone(pos, res)
	}()
}

// damageReporter is an endgame table read from files at their first use
// (*egdb.DB): Err returns the error of a file found damaged then, whose
// slice the search goes on without.
type damageReporter interface{ Err() error }

var _ damageReporter = (*egdb.DB)(nil) // egdb.Small and egdb.Extend return *egdb.DB

// reportDamage writes an error line when tb (the databases of setting dir)
// has found a damaged file not reported yet in seen. It runs on the search
// goroutine (Progress is called there too); setEGDB replaces seen only
// after stopSearch.
func (s *server) reportDamage(tb engine.EndgameTable, dir string, seen map[string]bool) {
	d, ok := tb.(damageReporter)
	if !ok {
		return
	}
	err := d.Err()
	if err == nil || seen[err.Error()] {
		return
	}
	seen[err.Error()] = true
	msg := err.Error()
	if !strings.HasPrefix(msg, "egdb:") {
		msg = "egdb: " + msg
	}
	n := tb.MaxPieces()
	s.errorf("%s; this endgame database slice is not used, the search goes on without it: delete the file, "+
		"regenerate it with `draughts egdb gen -pieces %d -out %s` (or make egdb EGDB_DIR=%s EGDB_PIECES=%d) "+
		"and check it with `draughts egdb verify -dir %s`", msg, n, dir, dir, n, dir)
}

// stopSearch stops a running search and waits for its done line.
func (s *server) stopSearch() {
	if s.cancel == nil {
		return
	}
	close(s.stopCh)
	s.cancel()
	<-s.finished
	s.cancel, s.finished, s.stopCh = nil, nil, nil
}

func (s *server) writeInfo(pos engine.Position, info engine.Info) {
	s.writeLine("info depth=%d score=%s nodes=%d time=%.3f nps=%d pv=%s",
		info.Depth, menScore(info.Score), info.Nodes, info.Elapsed.Seconds(), info.NPS, quote(pvString(pos, info.PV)))
}

func (s *server) writeDone(pos engine.Position, res engine.SearchResult) {
	if res.Move.IsZero() {
		s.writeLine("done")
		return
	}
	line := "done move=" + pos.HubMove(res.Move)
	if !res.Ponder.IsZero() {
		line += " ponder=" + pos.Play(res.Move).HubMove(res.Ponder)
	}
	s.writeLine("%s", line)
}

// menScore writes centi-men as men with two decimals ("0.25", "-1.00");
// a win in n plies comes out as 100-n/100 ("99.93"), as Scan does.
func menScore(cm int) string {
	sign := ""
	if cm < 0 {
		sign, cm = "-", -cm
	}
	return fmt.Sprintf("%s%d.%02d", sign, cm/100, cm%100)
}

// pvString writes a principal variation in Hub notation.
func pvString(pos engine.Position, pv []engine.Move) string {
	parts := make([]string, 0, len(pv))
	for _, m := range pv {
		parts = append(parts, pos.HubMove(m))
		pos = pos.Play(m)
	}
	return strings.Join(parts, " ")
}

// quote writes a value, quoted when it is empty or holds blanks, quotes or '='.
func quote(v string) string {
	if v != "" && !strings.ContainsAny(v, " \t\"=") {
		return v
	}
	return `"` + strings.ReplaceAll(v, `"`, `'`) + `"`
}

// ParsePosition reads the Hub position: the side to move (W or B), then one
// character per square 1-50: w, b (men), W, B (kings), e (empty).
func ParsePosition(text string) (engine.Position, error) {
	if len(text) != 51 {
		return engine.Position{}, fmt.Errorf("bad position %q: want 51 characters (side to move and 50 squares), got %d", clip(text), len(text))
	}
	var side engine.Color
	switch text[0] {
	case 'W', 'w':
		side = engine.White
	case 'B', 'b':
		side = engine.Black
	default:
		return engine.Position{}, fmt.Errorf("bad position: side to move %q at offset 0 is not W or B", text[0])
	}
	var board [51]engine.Piece
	for s := 1; s <= 50; s++ {
		c := text[s]
		switch c {
		case 'w':
			board[s] = engine.WhiteMan
		case 'b':
			board[s] = engine.BlackMan
		case 'W':
			board[s] = engine.WhiteKing
		case 'B':
			board[s] = engine.BlackKing
		case 'e', '.':
			board[s] = engine.Empty
		default:
			return engine.Position{}, fmt.Errorf("bad position: %q at offset %d (square %d) is not w, b, W, B or e", c, s, s)
		}
		if (c == 'w' && s <= 5) || (c == 'b' && s >= 46) {
			return engine.Position{}, fmt.Errorf("bad position: a man on its promotion row at square %d", s)
		}
	}
	return engine.NewPosition(side, board), nil
}

// FormatPosition writes p in the Hub position form.
func FormatPosition(p engine.Position) string {
	var sb strings.Builder
	if p.Side() == engine.White {
		sb.WriteByte('W')
	} else {
		sb.WriteByte('B')
	}
	for s := 1; s <= 50; s++ {
		sb.WriteByte("ewbWB"[p.PieceAt(s)])
	}
	return sb.String()
}

// parseLine splits `cmd name=value name="quoted value" word ...` into the
// command, the name=value arguments and the bare words.
func parseLine(line string) (cmd string, args map[string]string, flags []string, err error) {
	args = map[string]string{}
	i := 0
	n := len(line)
	next := func() (string, error) {
		for i < n && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r') {
			i++
		}
		var sb strings.Builder
		for i < n && line[i] != ' ' && line[i] != '\t' && line[i] != '\r' {
			if line[i] == '"' {
				end := strings.IndexByte(line[i+1:], '"')
				if end < 0 {
					return "", fmt.Errorf("unterminated quote at offset %d", i)
				}
				sb.WriteString(line[i+1 : i+1+end])
				i += end + 2
				continue
			}
			sb.WriteByte(line[i])
			i++
		}
		return sb.String(), nil
	}
	cmd, err = next()
	if err != nil {
		return "", nil, nil, err
	}
	for i < n {
		tok, err := next()
		if err != nil {
			return "", nil, nil, err
		}
		if tok == "" {
			continue
		}
		if k, v, ok := strings.Cut(tok, "="); ok {
			args[k] = v
		} else {
			flags = append(flags, tok)
		}
	}
	return cmd, args, flags, nil
}
