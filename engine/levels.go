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
}

// levels are measured with `draughts match -a level=N+1 -b level=N` (`make
// ladder`): each level must clearly beat the one below. With the learned
// evaluation (20 games each, -j 2, loaded machine): 2-1 87.5%, 3-2 80.0%,
// 4-3 90.0%, 5-4 80.0%, 6-5 77.5%, 7-6 82.5%, 8-7 80.0%, but 9-8 only 50.0%
// (6-8-6; ± 123 Elo) and 10-9 not measured (a 1M-node game is too slow on
// the shared machine). With the v3 weights, 40 games: 9-8 12-25-3, 61.2%
// (+80 ± 65 Elo); 10-9 over 100 games (quiet machine, 21 min): 38-57-5,
// 66.5% (+119 ± 44 Elo). With the v7 weights (2 December 2026, 40 games
// each, seed 15, 4-ply openings, colours reversed): 2-1 29-0-11 72.5%, 3-2
// 35-2-3 90.0%, 4-3 36-1-3 91.2%, 5-4 30-5-5 81.2%, 6-5 31-4-5 82.5%, 7-6
// 29-11-0 86.2%, 8-7 20-18-2 72.5%, 9-8 18-20-2 70.0% (+147 ± 77 Elo). With
// the v11 weights and ProbCut (3 December 2026, the same matches): 2-1 27-4-9
// 72.5%, 3-2 28-6-6 77.5%, 4-3 38-1-1 96.2%, 5-4 31-2-7 80.0%, 6-5 30-5-5
// 81.2%, 7-6 31-8-1 87.5%, 8-7 21-16-3 72.5%, 9-8 16-22-2 67.5% (+127 ± 72).
// With the v14 weights (side-to-move and material tables, 3 December 2026,
// the same matches): 2-1 28-0-12 70.0%, 3-2 20-2-18 52.5% (over 200 games,
// seeds 15 and 16: 138-12-50 72.0% and 141-7-52 72.2%), 4-3 36-1-3 91.2%,
// 5-4 31-5-4 83.8%, 6-5 30-8-2 85.0%, 7-6 28-12-0 85.0%, 8-7 19-21-0 73.8%,
// 9-8 19-20-1 72.5% (+168 ± 76), 10-9 10-30-0 62.5% (+89 ± 50). With the
// v16c weights (3 December 2026, the same matches, 40 games each): 2-1 31-0-9
// 77.5%, 3-2 34-2-4 87.5%, 4-3 38-2-0 97.5%, 5-4 35-2-3 90.0%, 6-5 29-4-7
// 77.5%, 7-6 32-5-3 86.2%, 8-7 25-15-0 81.2%, 9-8 13-26-1 65.0% (+108 ± 61),
// 10-9 8-32-0 60.0% (+70 ± 45). With reverse futility pruning (4 December
// 2026, the same matches): 2-1 32-0-8 80.0%, 3-2 36-1-3 91.2%, 4-3 38-2-0
// 97.5%, 5-4 32-5-3 86.2%, 6-5 33-3-4 86.2%, 7-6 33-6-1 90.0%, 8-7 16-24-0
// 70.0%, 9-8 15-25-0 68.8% (+137 ± 62), 10-9 9-30-1 60.0% (+70 ± 52). With
// reverse futility pruning to depth 5 (the same matches): 2-1 32-0-8 80.0%,
// 3-2 36-1-3 91.2%, 4-3 38-2-0 97.5%, 5-4 32-3-5 83.8%, 6-5 29-8-3 82.5%,
// 7-6 36-4-0 95.0%, 8-7 13-27-0 66.2%, 9-8 13-26-1 65.0% (+108 ± 61), 10-9
// 11-28-1 62.5% (+89 ± 57).
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
	10: {Name: "Full strength", Nodes: 1_000_000, Variety: varietyCM, VarietyPlies: varietyPlies},
}

// Variety of the top levels (which have no noise): see LevelSpec.Variety.
// Without it levels 9-10 played the same game every time. Cost measured:
// `match -a level=10,nodes=20000 -b nodes=20000 -games 200` (A with the
// variety, B without, both with random 4-ply openings): 51-99-50, 50.2%.
// The reported score of a search in the opening includes the bonus.
const (
	varietyCM    = 3
	varietyPlies = 10
)

// LevelInfo returns the specification of level n, clamped to 1..LevelCount.
func LevelInfo(n int) LevelSpec {
	n = max(1, min(n, LevelCount))
	return levels[n]
}
