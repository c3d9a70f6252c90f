package engine // levels.go: the ten difficulty levels, as data.

// LevelCount is the number of difficulty levels (1..LevelCount).
const LevelCount = 10

// LevelSpec defines a difficulty level. Budgets are in nodes (not time) so
// that a level plays the same on a fast desktop and in a slow browser tab,
// and so that matches between levels are reproducible.
type LevelSpec struct {
	Name    string
	Nodes   int64   // node budget per move (0 = only the request's Limits)
	Depth   int     // nominal depth cap (0 = none)
	Noise   int     // evaluation noise: up to ±Noise centi-men, fixed per position and game seed
	Blunder float64 // probability of playing a random other legal move instead of the best

	// Variety: in the opening (the first VarietyPlies plies of a game, while
	// no piece has been captured), every root move gets a random bonus of
	// 0..Variety centi-men for the whole search, so near-equal moves are
	// chosen at random and games differ. A move is never preferred over one
	// more than Variety centi-men better. Only with a Request.Rand.
	Variety      int
	VarietyPlies int

	// Threads: the level searches with the Searcher's threads (its node
	// budget counted over all of them); otherwise with one thread, so that
	// it plays the same games on every machine and in the browser.
	Threads bool
}

// levels: each level must clearly beat the one below in self-play (`make
// ladder`); the current scores are in engine/README.md, Levels.
var levels = [LevelCount + 1]LevelSpec{
	1:  {Name: "Beginner", Nodes: 30, Depth: 1, Noise: 150, Blunder: 0.40},
	2:  {Name: "Novice", Nodes: 100, Depth: 2, Noise: 70, Blunder: 0.20},
	3:  {Name: "Casual", Nodes: 300, Depth: 3, Noise: 50, Blunder: 0.12},
	4:  {Name: "Amateur", Nodes: 1_000, Noise: 40, Blunder: 0.07},
	5:  {Name: "Club player", Nodes: 3_000, Noise: 30, Blunder: 0.04},
	6:  {Name: "Strong club player", Nodes: 10_000, Noise: 20, Blunder: 0.02},
	7:  {Name: "Expert", Nodes: 30_000, Noise: 10},
	8:  {Name: "Master", Nodes: 100_000, Noise: 4},
	9:  {Name: "Grandmaster", Nodes: 300_000, Variety: varietyCM, VarietyPlies: varietyPlies},
	10: {Name: "Full strength", Nodes: 1_000_000, Variety: varietyCM, VarietyPlies: varietyPlies, Threads: true},
}

// Variety of the top levels (which have no noise): see LevelSpec.Variety.
// Without it levels 9-10 played the same game every time; it costs no
// measurable strength (engine/README.md, Levels). The reported score of a
// search in the opening includes the bonus.
const (
	varietyCM    = 3
	varietyPlies = 10
)

// LevelInfo returns the specification of level n, clamped to 1..LevelCount.
func LevelInfo(n int) LevelSpec {
	n = max(1, min(n, LevelCount))
	return levels[n]
}
