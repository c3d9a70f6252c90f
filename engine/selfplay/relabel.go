package selfplay // relabel.go: new search scores for stored positions (deeper labels for training).

import (
	"context"
	"fmt"
	"io"
	"os"
	"sync"
	"time"

	"github.com/draughts/draughts/engine"
)

// RelabelConfig is one relabelling run.
type RelabelConfig struct {
	Nodes   int64                   // nodes searched per position
	Jobs    int                     // positions searched in parallel
	TTMB    int                     // transposition table per job, in MB (cleared for each position)
	NewEval func() engine.Evaluator // nil = the engine's evaluation
	Endgame engine.EndgameTable     // endgame databases for the search (nil = none)
}

// relabelBlock is how many records are searched between two writes.
const relabelBlock = 512

// Relabel searches every record of in, in order, at cfg.Nodes each (the
// table and history cleared first, so a record's new score depends only on
// its position and the configuration) and appends it with that score, its
// position and result unchanged, to outPath. A rerun resumes after the
// records outPath already holds (a record cut short by a stop is dropped).
// It returns the number of records outPath holds.
func Relabel(ctx context.Context, cfg RelabelConfig, in []Record, outPath string, status io.Writer) (int, error) {
	if status == nil {
		status = io.Discard
	}
	if cfg.Nodes <= 0 {
		return 0, fmt.Errorf("relabel: nodes must be positive, got %d", cfg.Nodes)
	}
	out, err := os.OpenFile(outPath, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return 0, err
	}
	defer out.Close()
	fi, err := out.Stat()
	if err != nil {
		return 0, err
	}
	done := int(fi.Size() / RecordSize)
	if done > len(in) {
		return done, fmt.Errorf("relabel: %s holds %d records, more than the %d of the input", outPath, done, len(in))
	}
	if done > 0 { // the last record written must be the input's, or the files do not belong together
		var b [RecordSize]byte
		if _, err := out.ReadAt(b[:], int64(done-1)*RecordSize); err != nil {
			return done, err
		}
		r, err := Decode(b[:])
		if err != nil || r.Pos != in[done-1].Pos || r.Result != in[done-1].Result {
			return done, fmt.Errorf("relabel: record %d of %s is not record %d of the input: another input?", done-1, outPath, done-1)
		}
	}
	if err := out.Truncate(int64(done) * RecordSize); err != nil {
		return done, err
	}
	if _, err := out.Seek(int64(done)*RecordSize, io.SeekStart); err != nil {
		return done, err
	}
	fmt.Fprintf(status, "relabel: %d of %d records done, %d nodes each, %d jobs\n", done, len(in), cfg.Nodes, max(1, cfg.Jobs))

	searchers := make([]*engine.Searcher, max(1, cfg.Jobs))
	for i := range searchers {
		s := engine.NewSearcher(max(1, cfg.TTMB) << 20)
		if cfg.NewEval != nil {
			s.Eval = cfg.NewEval()
		}
		s.Endgame = cfg.Endgame
		searchers[i] = s
	}
	start, startDone := time.Now(), done
	buf := make([]byte, 0, relabelBlock*RecordSize)
	for done < len(in) {
		if err := ctx.Err(); err != nil {
			return done, nil
		}
		block := in[done:min(len(in), done+relabelBlock)]
		scores := make([]int, len(block))
		var wg sync.WaitGroup
		for w, s := range searchers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := w; i < len(block); i += len(searchers) {
					s.NewGame()
					p := block[i].Pos
					res := s.Search(ctx, engine.Request{Position: p, Clock: engine.StartClock(p), Limits: engine.Limits{Nodes: cfg.Nodes}, NoBook: true})
					scores[i] = whiteScore(p, res.Score)
				}
			}()
		}
		wg.Wait()
		if ctx.Err() != nil { // a block cut short is searched again on the next run
			return done, nil
		}
		buf = buf[:0]
		for i, r := range block {
			r.Score = scores[i]
			var b [RecordSize]byte
			r.Encode(b[:])
			buf = append(buf, b[:]...)
		}
		if _, err := out.Write(buf); err != nil {
			return done, err
		}
		done += len(block)
		if (done/relabelBlock)%20 == 0 || done == len(in) {
			rate := float64(done-startDone) / time.Since(start).Hours()
			fmt.Fprintf(status, "# %s relabel: %d of %d records (%.0f records/h)\n", time.Now().UTC().Format(time.RFC3339), done, len(in), rate)
		}
	}
	return done, nil
}

// whiteScore turns a search score of the side to move into the stored
// score: White's view, forced wins and losses as ±ScoreClamp.
func whiteScore(p engine.Position, sc int) int {
	if engine.IsWin(sc) {
		sc = ScoreClamp * sign(sc)
	}
	if p.Side() == engine.Black {
		sc = -sc
	}
	return sc
}
