//go:build !js

// The browser build has no command line: the tools stay out of draughts.wasm.

package cli // egdb.go: `draughts egdb gen|probe|info`, endgame databases.

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"time"

	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/engine/egdb"
)

func init() {
	commands["egdb"] = command{
		summary: "endgame databases: gen [-pieces N] [-out DIR] | probe [-dir DIR] FEN | info [-dir DIR] | verify [-dir DIR] [-pieces N] [-samples K] [-depth D] [-slice NAME]",
		run:     runEGDB,
	}
}

const defaultEGDBDir = "egdb"

func runEGDB(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprintln(stderr, "usage: draughts egdb gen [-pieces N] [-out DIR] | probe [-dir DIR] FEN | info [-dir DIR] | verify [-dir DIR] [-pieces N] [-samples K] [-searches S] [-depth D] [-slice NAME]")
		return 2
	}
	switch args[0] {
	case "gen":
		return egdbGen(args[1:], stdout, stderr)
	case "probe":
		return egdbProbe(args[1:], stdout, stderr)
	case "info":
		return egdbInfo(args[1:], stdout, stderr)
	case "verify":
		return egdbVerify(args[1:], stdout, stderr)
	}
	fmt.Fprintf(stderr, "egdb: unknown subcommand %q (want gen, probe, info or verify)\n", args[0])
	return 2
}

// egdbGen generates every slice up to -pieces into -out, skipping the
// slices already there (a stopped run resumes where it stopped).
func egdbGen(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("egdb gen", flag.ContinueOnError)
	fs.SetOutput(stderr)
	pieces := fs.Int("pieces", 4, "largest number of pieces (2..5)")
	out := fs.String("out", defaultEGDBDir, "directory of the database files")
	slice := fs.String("slice", "", "solve only this slice and its colour reverse (e.g. 0m4k-0m1k); the slices it leads to must be in -out")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *slice != "" {
		return egdbGenSlice(*slice, *out, stdout, stderr)
	}
	if *pieces < 2 || *pieces > egdb.MaxPieces {
		fmt.Fprintf(stderr, "egdb gen: -pieces must be 2..%d, got %d\n", egdb.MaxPieces, *pieces)
		return 2
	}
	if err := os.MkdirAll(*out, 0o755); err != nil {
		fmt.Fprintln(stderr, "egdb gen:", err)
		return 1
	}
	db := egdb.New()
	if err := egdb.Load(db, *out, *pieces); err != nil {
		fmt.Fprintln(stderr, "egdb gen:", err, "(delete the damaged file and run again)")
		return 1
	}
	if n := len(db.Tables()); n > 0 {
		fmt.Fprintf(stdout, "egdb: %d slices already in %s, resuming\n", n, *out)
	}
	start := time.Now()
	err := egdb.Generate(db, *pieces, stdout, func(t *egdb.Table) error { return egdb.SaveTable(*out, t) })
	if err != nil {
		fmt.Fprintln(stderr, "egdb gen:", err)
		return 1
	}
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	size := dirSize(*out)
	fmt.Fprintf(stdout, "egdb: done: %d pieces, %d slices, %d bytes in %s, %v, peak heap %d MB\n",
		db.Pieces(), len(db.Tables()), size, *out, time.Since(start).Round(time.Millisecond), ms.HeapSys>>20)
	return 0
}

// egdbGenSlice solves one slice pair on top of the files of dir.
func egdbGenSlice(name, dir string, stdout, stderr io.Writer) int {
	m, err := egdb.ParseMaterial(name)
	if err != nil {
		fmt.Fprintln(stderr, "egdb gen:", err)
		return 2
	}
	db := egdb.New()
	if err := egdb.Load(db, dir, m.Pieces()); err != nil {
		fmt.Fprintln(stderr, "egdb gen:", err)
		return 1
	}
	start := time.Now()
	t1, t2, err := egdb.Solve(db, m)
	if err != nil {
		fmt.Fprintln(stderr, "egdb gen:", err)
		return 1
	}
	for _, t := range []*egdb.Table{t1, t2} {
		if t == nil {
			continue
		}
		if err := egdb.SaveTable(dir, t); err != nil {
			fmt.Fprintln(stderr, "egdb gen:", err)
			return 1
		}
		w, d, l := t.Counts()
		fmt.Fprintf(stdout, "egdb: %-10s %10d positions  win %d draw %d loss %d  %v\n", t.Mat, w+d+l, w, d, l, time.Since(start).Round(time.Millisecond))
	}
	return 0
}

func dirSize(dir string) int64 {
	var n int64
	matches, _ := filepath.Glob(filepath.Join(dir, "*.egdb"))
	for _, m := range matches {
		if st, err := os.Stat(m); err == nil {
			n += st.Size()
		}
	}
	return n
}

func egdbProbe(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("egdb probe", flag.ContinueOnError)
	fs.SetOutput(stderr)
	dir := fs.String("dir", "", "directory of the database files (empty: build 2-3 pieces in memory)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() != 1 {
		fmt.Fprintln(stderr, "usage: draughts egdb probe [-dir DIR] FEN")
		return 2
	}
	pos, err := engine.ParseFEN(fs.Arg(0))
	if err != nil {
		fmt.Fprintln(stderr, "egdb probe:", err)
		return 2
	}
	var db *egdb.DB
	if *dir == "" {
		db, err = egdb.Build(3)
	} else {
		db, err = egdb.Open(*dir, egdb.MaxPieces)
	}
	if err != nil {
		fmt.Fprintln(stderr, "egdb probe:", err)
		return 1
	}
	v, ok := db.Probe(pos)
	if !ok {
		fmt.Fprintf(stderr, "egdb probe: %d pieces, the database has up to %d\n", pos.PieceCount(), db.Pieces())
		return 1
	}
	fmt.Fprintf(stdout, "%s: %s for %s\n", pos.FEN(), map[int]string{engine.EGWin: "win", engine.EGDraw: "draw", engine.EGLoss: "loss"}[v], pos.Side())
	return 0
}

func egdbInfo(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("egdb info", flag.ContinueOnError)
	fs.SetOutput(stderr)
	dir := fs.String("dir", defaultEGDBDir, "directory of the database files")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	db, err := egdb.Open(*dir, egdb.MaxPieces)
	if err != nil {
		fmt.Fprintln(stderr, "egdb info:", err)
		return 1
	}
	for _, t := range db.Tables() {
		w, d, l := t.Counts()
		st, _ := os.Stat(filepath.Join(*dir, egdb.FileName(t.Mat)))
		fmt.Fprintf(stdout, "%-10s %10d positions  win %9d draw %9d loss %9d  %8d bytes\n", t.Mat, w+d+l, w, d, l, st.Size())
	}
	fmt.Fprintf(stdout, "complete up to %d pieces, %d bytes\n", db.Pieces(), dirSize(*dir))
	return 0
}

// egdbVerify checks the slices of a directory (or one): sampled positions
// against their moves, probed from the set itself (lower slices included),
// and random positions against a plain minimax without tables. It goes on
// after a disagreement and fails at the end.
func egdbVerify(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("egdb verify", flag.ContinueOnError)
	fs.SetOutput(stderr)
	dir := fs.String("dir", defaultEGDBDir, "directory of the database files")
	pieces := fs.Int("pieces", egdb.MaxPieces, "check the slices of up to this many pieces")
	slice := fs.String("slice", "", "check only this slice (e.g. 0m4k-0m1k)")
	samples := fs.Int("samples", 10000, "random positions per slice checked against their moves (0: every position)")
	searches := fs.Int("searches", 100, "random positions per slice checked against the plain minimax")
	depth := fs.Int("depth", 4, "plies of the plain minimax")
	seed := fs.Uint64("seed", 1, "seed of the random positions")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() != 0 {
		fmt.Fprintf(stderr, "egdb verify: unexpected argument %q\n", fs.Arg(0))
		return 2
	}
	if *pieces < 2 || *pieces > egdb.MaxPieces || *samples < 0 || *searches < 0 || *depth < 0 || *depth > 20 {
		fmt.Fprintf(stderr, "egdb verify: want -pieces 2..%d, -samples and -searches >= 0, -depth 0..20\n", egdb.MaxPieces)
		return 2
	}
	db, err := egdb.Open(*dir, egdb.MaxPieces)
	if err != nil {
		fmt.Fprintln(stderr, "egdb verify:", err)
		return 1
	}
	var mats []egdb.Material
	if *slice != "" {
		m, err := egdb.ParseMaterial(*slice)
		if err != nil {
			fmt.Fprintln(stderr, "egdb verify:", err)
			return 2
		}
		if !db.Has(m) {
			fmt.Fprintf(stderr, "egdb verify: %s: no file %s\n", *dir, egdb.FileName(m))
			return 1
		}
		mats = []egdb.Material{m}
	} else {
		for _, m := range egdb.Slices(*pieces) {
			if db.Has(m) {
				mats = append(mats, m)
			}
		}
	}
	opt := egdb.VerifyOptions{Samples: *samples, Searches: *searches, Depth: *depth, Seed: *seed}
	start := time.Now()
	failed, checked, searched, decided := 0, 0, 0, 0
	for _, m := range mats {
		res, err := db.Verify(m, opt)
		checked += res.Checked
		searched += res.Searched
		decided += res.Decided
		if err != nil {
			failed++
			fmt.Fprintf(stderr, "egdb verify: FAILED %v\n", err)
			fmt.Fprintf(stdout, "%-10s FAILED after %d positions checked against their moves, %d searched\n", m, res.Checked, res.Searched)
			continue
		}
		fmt.Fprintf(stdout, "%-10s %10d positions checked against their moves, %d of %d decided by the %d-ply minimax, all agree  %v\n",
			m, res.Checked, res.Decided, res.Searched, *depth, res.Elapsed.Round(time.Millisecond))
	}
	fmt.Fprintf(stdout, "verify: %d slices of %s, %d failed; %d positions checked against their moves, %d of %d decided by the minimax; %v\n",
		len(mats), *dir, failed, checked, decided, searched, time.Since(start).Round(time.Millisecond))
	if failed > 0 {
		return 1
	}
	return 0
}

// openEGDB reads an endgame database setting: off, small (the embedded
// 2-3 piece set) or a directory of `egdb gen` files.
func openEGDB(v string) (engine.EndgameTable, error) {
	switch v {
	case "off":
		return nil, nil
	case "small", "on":
		return egdb.Small()
	}
	return egdb.Extend(v, egdb.MaxPieces)
}
