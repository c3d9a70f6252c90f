package engine // movegen.go: legal move generation under the FMJD rules (4.1-4.15), and Play.

import "math/bits"

// Move is a legal move: start square, end square and the set of captured
// pieces. It is a small comparable value; two captures with the same start,
// end and captured set are the same move (FMJD) and compare equal.
type Move struct {
	from, to uint8 // bit indices (internal)
	captured Bitboard
}

// From returns the start square (1..50).
func (m Move) From() int { return int(bitSquare[m.from]) }

// To returns the end square (1..50).
func (m Move) To() int { return int(bitSquare[m.to]) }

// Captured returns the captured squares in ascending order (nil for a quiet move).
func (m Move) Captured() []int {
	if m.captured == 0 {
		return nil
	}
	return squaresOf(m.captured)
}

// CaptureCount returns how many pieces the move takes.
func (m Move) CaptureCount() int { return bits.OnesCount64(m.captured) }

// IsCapture reports whether the move takes at least one piece.
func (m Move) IsCapture() bool { return m.captured != 0 }

// Takes reports whether the move captures the piece on square s.
func (m Move) Takes(s int) bool { return s >= 1 && s <= numSquares && m.captured&bitOf(s) != 0 }

// IsZero reports whether m is the zero Move (no move).
func (m Move) IsZero() bool { return m == Move{} }

// bit returns the single-bit board for bit index x, or 0 when x is outside
// 0..63 (a negative int becomes a huge uint and the shift yields 0). Callers
// mask with boardMask-derived sets, which also rejects ghost bits and 54..63.
func bit(x int) Bitboard { return Bitboard(1) << uint(x) }

// sqBit returns the single-bit board of a move's start or end (always a
// bit index of the board: the mask only spares the out-of-range test).
func sqBit(b uint8) Bitboard { return Bitboard(1) << (b & 63) }

// shift moves every bit of b by step (negative = towards bit 0) and drops
// what leaves the board.
func shift(b Bitboard, step int) Bitboard {
	if step > 0 {
		return (b << uint(step)) & boardMask
	}
	return (b >> uint(-step)) & boardMask
}

// rays[b][d] holds the squares from bit b in direction d up to the board
// edge (b itself excluded). A king's path along d ends at the first
// occupied square of the ray: the lowest bit for the downward directions,
// the highest for the upward ones.
var rays [numBits][4]Bitboard

func init() {
	for s := 1; s <= numSquares; s++ {
		b := int(squareBit[s])
		for d, step := range dirStep {
			for x := b + step; bit(x)&boardMask != 0; x += step {
				rays[b][d] |= bit(x)
			}
		}
	}
}

// firstOnRay returns the bit index of the first square of set (a subset of
// one ray from a square in direction d), nearest to the ray's start.
func firstOnRay(set Bitboard, d int) int {
	if d >= dirDownLeft {
		return bits.TrailingZeros64(set)
	}
	return 63 - bits.LeadingZeros64(set)
}

// kingPath returns the empty squares a king on bit sq passes along d and
// the bit index of the piece that stops it (-1 when it reaches the edge).
func kingPath(sq, d int, occ Bitboard) (free Bitboard, stop int) {
	ray := rays[sq][d]
	blockers := ray & occ
	if blockers == 0 {
		return ray, -1
	}
	stop = firstOnRay(blockers, d)
	return ray &^ (bit(stop) | rays[stop][d]), stop
}

// sh shifts every bit of b by step (negative = towards bit 0) without
// masking: callers intersect the result with on-board sets.
func sh(b Bitboard, step int) Bitboard {
	if step > 0 {
		return b << uint(step)
	}
	return b >> uint(-step)
}

// slideFill returns gen plus every square reached from it by repeated steps
// through free squares (a Kogge-Stone occluded fill: four rounds cover the
// longest diagonal).
func slideFill(gen, free Bitboard, step int) Bitboard {
	gen |= free & sh(gen, step)
	free &= sh(free, step)
	gen |= free & sh(gen, 2*step)
	free &= sh(free, 2*step)
	gen |= free & sh(gen, 4*step)
	free &= sh(free, 4*step)
	gen |= free & sh(gen, 8*step)
	return gen
}

// kingCaptureDirs returns, for each direction, the kings that can capture
// along it: past empty squares, an enemy piece with an empty square right
// behind it. All kings are handled at once with fills, one function per
// way of shifting so that every shift is by a constant.
func kingCaptureDirs(kings, enemy, empty Bitboard) (dirs [4]Bitboard) {
	if kings == 0 {
		return dirs
	}
	dirs[dirUpLeft] = kings & takersUp(enemy, empty, 6)
	dirs[dirUpRight] = kings & takersUp(enemy, empty, 5)
	dirs[dirDownLeft] = kings & takersDown(enemy, empty, 5)
	dirs[dirDownRight] = kings & takersDown(enemy, empty, 6)
	return dirs
}

// takersUp returns the squares from which a king moving up by n bits
// (step -n) reaches, past empty squares, an enemy piece with an empty
// square right behind it (the target's bit minus n).
func takersUp(enemy, empty Bitboard, n uint) Bitboard {
	targets := enemy & (empty << n) // enemy pieces with a free square behind
	before := targets << n          // the squares right in front of them
	// Fill from there away from the target through empty squares (as slideFill).
	gen, free := before&empty, empty
	gen |= free & (gen << n)
	free &= free << n
	gen |= free & (gen << (2 * n))
	free &= free << (2 * n)
	gen |= free & (gen << (4 * n))
	free &= free << (4 * n)
	gen |= free & (gen << (8 * n))
	return before | gen<<n
}

// takersDown is takersUp for a king moving down by n bits (step +n).
func takersDown(enemy, empty Bitboard, n uint) Bitboard {
	targets := enemy & (empty >> n)
	before := targets >> n
	gen, free := before&empty, empty
	gen |= free & (gen >> n)
	free &= free >> n
	gen |= free & (gen >> (2 * n))
	free &= free >> (2 * n)
	gen |= free & (gen >> (4 * n))
	free &= free >> (4 * n)
	gen |= free & (gen >> (8 * n))
	return before | gen>>n
}

// Rule decisions of international draughts, each in one named place so a
// later rule set (8x8 variants) can switch them.
const (
	ruleKingsFly           = true // 3.9/4.3: kings move and capture at any distance
	ruleMenCaptureBackward = true // 4.1: men capture backwards too
	ruleMajorityCapture    = true // 4.13: the largest capture is compulsory
	rulePromoteOnlyAtEnd   = true // 4.15: a man passing the far row mid-capture stays a man
)

// capGen holds the state of one capture search (Turkish strike: captured
// pieces stay on the board as blockers until the move ends).
type capGen struct {
	enemy Bitboard // enemy pieces, captured ones included (they block)
	empty Bitboard // empty squares, with the mover's start square counted as empty
	occ   Bitboard // the other squares of the board (captured pieces stay: they block)
	from  uint8
	best  int // largest capture found so far
	start int // where this position's moves begin in dst
	dst   []Move
}

// add records a finished capture if it is not smaller than the best one,
// keeping only maximal captures (majority rule) and dropping duplicates.
func (g *capGen) add(to int, captured Bitboard) {
	n := bits.OnesCount64(captured)
	if n < g.best {
		return
	}
	m := Move{from: g.from, to: uint8(to), captured: captured}
	if n > g.best {
		if ruleMajorityCapture {
			g.dst = g.dst[:g.start]
		}
		g.best = n
	} else {
		for _, o := range g.dst[g.start:] {
			if o == m {
				return
			}
		}
	}
	g.dst = append(g.dst, m)
}

// manCaptures extends a capture by a man standing on sq. The four jumps
// are tested with constant shifts of sq's bit: over an uncaptured enemy
// piece onto an empty square (ghost bits and bits past 53 are in neither).
func (g *capGen) manCaptures(sq int, captured Bitboard) {
	b := bit(sq)
	targets := g.enemy &^ captured
	upLeft := (b >> 6 & targets) >> 6 & g.empty
	upRight := (b >> 5 & targets) >> 5 & g.empty
	downLeft := (b << 5 & targets) << 5 & g.empty
	downRight := (b << 6 & targets) << 6 & g.empty
	if upLeft|upRight|downLeft|downRight == 0 {
		if captured != 0 {
			g.add(sq, captured)
		}
		return
	}
	if upLeft != 0 {
		g.manCaptures(sq-12, captured|b>>6)
	}
	if upRight != 0 {
		g.manCaptures(sq-10, captured|b>>5)
	}
	if downLeft != 0 {
		g.manCaptures(sq+10, captured|b<<5)
	}
	if downRight != 0 {
		g.manCaptures(sq+12, captured|b<<6)
	}
}

// kingCaptures searches the captures of a king standing on sq (the start)
// that begin in the directions whose bit is set in dirs.
func (g *capGen) kingCaptures(sq int, dirs uint8) {
	for d := 0; d < 4; d++ {
		if dirs&(1<<d) == 0 {
			continue
		}
		if _, x := kingPath(sq, d, g.occ); x >= 0 && bit(x)&g.enemy != 0 && bit(x+dirStep[d])&g.empty != 0 {
			g.kingLandings(x, d, bit(x))
		}
	}
}

// perpendicular[d] are the two directions at right angles to d.
var perpendicular = [4][2]int{
	dirUpLeft:    {dirUpRight, dirDownLeft},
	dirUpRight:   {dirUpLeft, dirDownRight},
	dirDownLeft:  {dirUpLeft, dirDownRight},
	dirDownRight: {dirUpRight, dirDownLeft},
}

// kingLandings continues a king capture that has just jumped the piece on
// bit x in direction d: it tries every free landing square behind x,
// turning left or right from each, or going on straight to the next piece.
// Pieces already captured stay on the board (Turkish strike): they block
// and cannot be taken again.
func (g *capGen) kingLandings(x, d int, captured Bitboard) {
	targets := g.enemy &^ captured
	landings, next := kingPath(x, d, g.occ)
	straight := next >= 0 && bit(next)&targets != 0 && bit(next+dirStep[d])&g.empty != 0
	var ends Bitboard
	for l := landings; l != 0; l &= l - 1 {
		sq := bits.TrailingZeros64(l)
		turned := false
		for _, pd := range perpendicular[d] {
			if _, y := kingPath(sq, pd, g.occ); y >= 0 && bit(y)&targets != 0 && bit(y+dirStep[pd])&g.empty != 0 {
				turned = true
				g.kingLandings(y, pd, captured|bit(y))
			}
		}
		if !turned {
			ends |= bit(sq)
		}
	}
	if straight {
		g.kingLandings(next, d, captured|bit(next))
		return // going on straight is possible from every landing square
	}
	for ; ends != 0; ends &= ends - 1 {
		g.add(bits.TrailingZeros64(ends), captured)
	}
}

// AppendMoves appends the legal moves of p to dst and returns the extended
// slice. Captures are compulsory and only the largest ones are legal; the
// same capture is never listed twice. It allocates only when dst must grow.
func (p Position) AppendMoves(dst []Move) []Move {
	start := len(dst)
	dst = p.appendCaptures(dst)
	if len(dst) > start {
		return dst
	}
	return p.appendQuiet(dst)
}

// LegalMoves returns the legal moves of p in a new slice.
func (p Position) LegalMoves() []Move { return p.AppendMoves(make([]Move, 0, 32)) }

func (p Position) sides() (own, enemy Bitboard) {
	if p.side == White {
		return p.white, p.black
	}
	return p.black, p.white
}

// manCaptureSources returns the men that can capture at least once: those
// with an enemy piece next to them and an empty square right behind it, in
// any of the four directions (ruleMenCaptureBackward, 4.1). A rule set with
// forward-only man captures drops the two backward terms here and in
// capGen.manCaptures.
func manCaptureSources(men, enemy, empty Bitboard) Bitboard {
	return men & ((enemy&(empty<<6))<<6 | (enemy&(empty<<5))<<5 |
		(enemy&(empty>>5))>>5 | (enemy&(empty>>6))>>6)
}

func (p Position) appendCaptures(dst []Move) []Move {
	own, enemy := p.sides()
	occ := p.white | p.black
	empty := boardMask &^ occ
	men := manCaptureSources(own&^p.kings, enemy, empty)
	var kd [4]Bitboard
	if kings := own & p.kings; kings != 0 {
		kd = kingCaptureDirs(kings, enemy, empty)
	}
	if men|kd[0]|kd[1]|kd[2]|kd[3] == 0 {
		return dst // no capture: most positions leave here
	}
	var g capGen // filled field by field: a composite literal is built aside and copied
	g.enemy, g.start, g.dst = enemy, len(dst), dst
	for men != 0 {
		sq := bits.TrailingZeros64(men)
		men &= men - 1
		g.from = uint8(sq)
		g.empty = empty | bit(sq)
		g.manCaptures(sq, 0)
	}
	for k := kd[0] | kd[1] | kd[2] | kd[3]; k != 0; k &= k - 1 {
		sq := bits.TrailingZeros64(k)
		b := bit(sq)
		var dirs uint8
		for d := range kd {
			if kd[d]&b != 0 {
				dirs |= 1 << d
			}
		}
		g.from = uint8(sq)
		g.empty = empty | b
		g.occ = occ &^ b
		g.kingCaptures(sq, dirs)
	}
	return g.dst
}

func (p Position) appendQuiet(dst []Move) []Move {
	own, _ := p.sides()
	empty := boardMask &^ (p.white | p.black)
	men := own &^ p.kings
	// The men's steps: White's up (-6, then -5), Black's down (+5, then
	// +6), one direction after the other, with constant shifts.
	if p.side == White {
		dst = appendSteps(dst, men>>6&empty, 6)
		dst = appendSteps(dst, men>>5&empty, 5)
	} else {
		dst = appendSteps(dst, men<<5&empty, -5)
		dst = appendSteps(dst, men<<6&empty, -6)
	}
	occ := boardMask &^ empty
	for k := own & p.kings; k != 0; k &= k - 1 {
		sq := bits.TrailingZeros64(k)
		for d := 0; d < 4; d++ {
			free, _ := kingPath(sq, d, occ)
			for ; free != 0; free &= free - 1 {
				dst = append(dst, Move{from: uint8(sq), to: uint8(bits.TrailingZeros64(free))})
			}
		}
	}
	return dst
}

// appendSteps appends a man's step onto each square of to, from the
// square back bits away, in ascending order of to.
func appendSteps(dst []Move, to Bitboard, back int) []Move {
	for ; to != 0; to &= to - 1 {
		t := bits.TrailingZeros64(to)
		dst = append(dst, Move{from: uint8(t + back), to: uint8(t)})
	}
	return dst
}

// Play returns the position after move m, which must be legal in p.
func (p Position) Play(m Move) Position {
	fromB, toB := sqBit(m.from), sqBit(m.to)
	moveB := fromB ^ toB
	if p.side == White {
		p.white ^= moveB
		p.black &^= m.captured
	} else {
		p.black ^= moveB
		p.white &^= m.captured
	}
	if p.kings&fromB != 0 {
		p.kings = (p.kings &^ m.captured) ^ moveB
	} else {
		p.kings &^= m.captured
		if toB&promotionRow[p.side] != 0 {
			p.kings |= toB
		}
	}
	p.side ^= 1
	return p
}

// HasCapture reports whether the side to move must capture.
func (p Position) HasCapture() bool {
	own, enemy := p.sides()
	empty := boardMask &^ (p.white | p.black)
	kings := own & p.kings
	return manCaptureSources(own&^p.kings, enemy, empty) != 0 || kings != 0 && kingsCanCapture(kings, enemy, empty)
}

// kingsCanCapture reports whether one of the kings can capture: along a
// diagonal, past empty squares, an enemy piece with an empty square behind.
// Without kings (most middle games) it is answered inline.
func kingsCanCapture(kings, enemy, empty Bitboard) bool {
	return kings != 0 && kingsCapture(kings, enemy, empty)
}

// kingsCapture is kingsCanCapture when there are kings.
func kingsCapture(kings, enemy, empty Bitboard) bool {
	dirs := kingCaptureDirs(kings, enemy, empty)
	return dirs[0]|dirs[1]|dirs[2]|dirs[3] != 0
}

// CountMoves returns the number of legal moves (what perft counts at its
// last ply) without listing quiet moves one by one.
func (p Position) CountMoves(buf []Move) int {
	own, enemy := p.sides()
	empty := boardMask &^ (p.white | p.black)
	men, kings := own&^p.kings, own&p.kings
	if manCaptureSources(men, enemy, empty) != 0 || kingsCanCapture(kings, enemy, empty) {
		return len(p.appendCaptures(buf[:0]))
	}
	var n int
	if p.side == White {
		n = bits.OnesCount64(men>>6&empty) + bits.OnesCount64(men>>5&empty)
	} else {
		n = bits.OnesCount64(men<<5&empty) + bits.OnesCount64(men<<6&empty)
	}
	if kings != 0 {
		// Paths of kings along one direction never overlap (the nearer
		// king blocks the other), so one fill per direction counts them.
		for _, s := range dirStep {
			n += bits.OnesCount64(slideFill(kings, empty, s) &^ kings)
		}
	}
	return n
}
