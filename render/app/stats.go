package app // stats.go: statistics of a game for the game-over card and state().

import (
	"time"

	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/engine/job"
)

// SideStats are one side's figures.
type SideStats struct {
	Moves    int   `json:"moves"`
	Captures int   `json:"captures"` // capturing moves
	Taken    int   `json:"taken"`    // enemy pieces taken
	Kings    int   `json:"kings"`    // men crowned
	TimeMs   int64 `json:"timeMs"`   // time used
}

// Stats are the statistics of a game so far.
type Stats struct {
	White   SideStats `json:"white"`
	Black   SideStats `json:"black"`
	Longest int       `json:"longest"`     // most pieces taken in one move
	LongBy  string    `json:"longestMove"` // that move in PDN, with its number ("23. 27x47")
}

// ComputeStats counts the game's moves, captures, crownings and times.
func ComputeStats(g *engine.Game, used [2]time.Duration) Stats {
	var st Stats
	moves := g.Moves()
	notes := g.Notation()
	for i, m := range moves {
		p := g.PositionAt(i)
		s := &st.White
		if p.Side() == engine.Black {
			s = &st.Black
		}
		s.Moves++
		if n := m.CaptureCount(); n > 0 {
			s.Captures++
			s.Taken += n
			if n > st.Longest {
				st.Longest = n
				st.LongBy = moveNumber(g, i) + notes[i]
			}
		}
		if !p.PieceAt(m.From()).IsKing() && g.PositionAt(i+1).PieceAt(m.To()).IsKing() {
			s.Kings++
		}
	}
	st.White.TimeMs = used[engine.White].Milliseconds()
	st.Black.TimeMs = used[engine.Black].Milliseconds()
	return st
}

// moveNumber returns "12. " or "12... " for ply i of g.
func moveNumber(g *engine.Game, i int) string {
	n, dots := moveNo(g.Start().Side(), i)
	return itoa(n) + dots + " "
}

// moveNo numbers ply i of a game whose first mover is first: the move
// number and "." (White) or "..." (Black).
func moveNo(first engine.Color, i int) (int, string) {
	if first == engine.Black {
		i++
	}
	if i%2 == 0 {
		return i/2 + 1, "."
	}
	return i/2 + 1, "..."
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b [20]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	return string(b[i:])
}

// formatDuration writes 75s as "1:15".
func formatDuration(ms int64) string {
	s := ms / 1000
	m := s / 60
	s %= 60
	out := itoa(int(m)) + ":"
	if s < 10 {
		out += "0"
	}
	return out + itoa(int(s))
}

// endLines are the end of a game in short lines for the game panel (in
// place of the card over the board): each side's figures, the longest
// capture, then the review (running, or each side's summary in words).
func (a *App) endLines() []string {
	st := ComputeStats(a.game, a.timeUsed)
	var out []string
	for i, s := range [2]SideStats{st.White, st.Black} {
		out = append(out, a.tr("end.side", a.sideName(engine.Color(i)), s.Moves, s.Captures, s.Taken, s.Kings, formatDuration(s.TimeMs)))
	}
	switch {
	case st.Longest == 1:
		out = append(out, a.tr("card.longest.one", st.LongBy))
	case st.Longest > 1:
		out = append(out, a.tr("card.longest", st.Longest, st.LongBy))
	}
	switch {
	case a.reviewValid():
		for i := range 2 {
			out = append(out, a.summaryWords(engine.Color(i)))
		}
	case a.jobKind == job.KindReview:
		out = append(out, a.tr("review.running", a.reviewDone, a.reviewTotal))
	}
	return out
}
