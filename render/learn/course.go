package learn // course.go: the course: lessons from the board and the rules to first ideas and basic endings.

// The step ids are "<lesson id>/<step number from 1>"; keep lesson ids
// stable (the save keeps progress by them) and add steps at the end.

// longDiagonal is the main diagonal 46-5.
var longDiagonal = []int{46, 41, 37, 32, 28, 23, 19, 14, 10, 5}

// Course is the whole course, in order.
var Course = []Lesson{
	{ID: "board", Title: "learn.title.board", Steps: []Step{
		{Text: "learn.board.1", Hint: "learn.board.1.hint", FEN: "W:W31-50:B1-20", Task: Line, Line: []string{"32-28"}},
		{Text: "learn.board.2", Hint: "learn.board.2.hint", FEN: "W:W28,45:B23,5", Task: Line, Line: []string{"28x19"}},
	}},
	{ID: "men", Title: "learn.title.men", Steps: []Step{
		{Text: "learn.men.1", Hint: "learn.men.1.hint", FEN: "W:W31-50:B1-20", Task: AnyMove},
		{Text: "learn.men.2", Hint: "learn.men.2.hint", FEN: "W:W7,44:B15", Task: Crown},
	}},
	{ID: "capture", Title: "learn.title.capture", Steps: []Step{
		{Text: "learn.capture.1", Hint: "learn.capture.1.hint", FEN: "W:W33,47:B28,3", Task: Capture, Count: 1},
		{Text: "learn.capture.2", Hint: "learn.capture.2.hint", FEN: "W:W22,48:B27,3", Task: Capture, Count: 1},
	}},
	{ID: "compulsory", Title: "learn.title.compulsory", Steps: []Step{
		{Text: "learn.compulsory.1", Hint: "learn.compulsory.1.hint", FEN: "W:W32,47:B27,3", Task: Capture, Count: 1},
	}},
	{ID: "majority", Title: "learn.title.majority", Steps: []Step{
		{Text: "learn.majority.1", Hint: "learn.majority.1.hint", FEN: "W:W32,47:B27,17,3", Task: Capture, Count: 2},
		{Text: "learn.majority.2", Hint: "learn.majority.2.hint", FEN: "W:W32,34:B27,17,29", Task: Capture, Count: 2},
	}},
	{ID: "promotion", Title: "learn.title.promotion", Steps: []Step{
		{Text: "learn.promotion.1", Hint: "learn.promotion.1.hint", FEN: "W:W13,48:B8,7", Task: Capture, Count: 2},
	}},
	{ID: "kings", Title: "learn.title.kings", Steps: []Step{
		{Text: "learn.kings.1", Hint: "learn.kings.1.hint", FEN: "W:WK46:B20", Task: Line, Line: []string{"46-5"}},
		{Text: "learn.kings.2", Hint: "learn.kings.2.hint", FEN: "W:WK46:B37,17", Task: Capture, Count: 2},
	}},
	{ID: "turkish", Title: "learn.title.turkish", Steps: []Step{
		{Text: "learn.turkish.1", Hint: "learn.turkish.1.hint", FEN: "W:WK46:B37,17,7", Task: Capture, Count: 3},
	}},
	{ID: "draws", Title: "learn.title.draws", Steps: []Step{
		{Text: "learn.draws.1", Hint: "learn.draws.1.hint", FEN: "W:WK47,K50:BK5", Task: AnyMove},
	}},
	{ID: "centre", Title: "learn.title.centre", Steps: []Step{
		{Text: "learn.centre.1", Hint: "learn.centre.1.hint", FEN: "W:W31-50:B1-20", Task: ToSquares, Squares: []int{22, 23, 24, 27, 28, 29}},
	}},
	{ID: "tempo", Title: "learn.title.tempo", Steps: []Step{
		// Found by a search of random positions: the only move that keeps the win.
		{Text: "learn.tempo.1", Hint: "learn.tempo.1.hint", FEN: "W:W21,32,43:B10,18,29", Task: Line, Line: []string{"43-39"}, Engine: true},
	}},
	{ID: "backrank", Title: "learn.title.backrank", Steps: []Step{
		{Text: "learn.backrank.1", Hint: "learn.backrank.1.hint", FEN: "W:W31,32,33,38,46,47,48,49:B3,8,13,18,19", Task: AvoidFrom, Squares: []int{46, 47, 48, 49, 50}},
	}},
	{ID: "exchange", Title: "learn.title.exchange", Steps: []Step{
		{Text: "learn.exchange.1", Hint: "learn.exchange.1.hint", FEN: "W:W34,40,45:B23,3,4", Task: Line, Line: []string{"34-29", "23x34", "40x29"}},
	}},
	{ID: "shots", Title: "learn.title.shots", Steps: []Step{
		// From the puzzle set (engine/puzzle: d978be and c6a4e6), mined from real games.
		{Text: "learn.shots.1", Hint: "learn.shots.1.hint", FEN: "W:W27,32,34,35,37,38,40,41,42,45:B6,8,11,13,16,18,19,23,24,26,28", Task: Line, Line: []string{"34-29", "23x34", "32x3"}, Engine: true},
		{Text: "learn.shots.2", Hint: "learn.shots.2.hint", FEN: "W:W25,27,28,29,32,33,34,35,37,38,40,45:B5,8,10,13,14,15,16,17,18,19,23,26", Task: Line, Line: []string{"27-22", "18x27", "29x20", "15x24", "32x3"}, Engine: true},
	}},
	{ID: "opposition", Title: "learn.title.opposition", Steps: []Step{
		// Found by a search of random positions: the only winning move.
		{Text: "learn.opposition.1", Hint: "learn.opposition.1.hint", FEN: "W:W27,33:B17,20", Task: Line, Line: []string{"33-29"}, Engine: true},
	}},
	{ID: "kings4", Title: "learn.title.kings4", Steps: []Step{
		// Found by a search of random four-kings positions; the line is the
		// engine's quickest win, followed by the hints; every other move
		// that keeps the win is accepted too (win.go).
		{Text: "learn.kings4.1", Hint: "learn.kings4.1.hint", FEN: "W:WK2,K23,K36,K44:BK20", Task: Win, Line: []string{"36-13", "20-3", "44-28", "3-26", "28-37", "26x42", "23-29", "42x8", "2x19"}},
	}},
	{ID: "kings3", Title: "learn.title.kings3", Steps: []Step{
		{Text: "learn.kings3.1", Hint: "learn.kings3.1.hint", FEN: "B:WK4,K15,K50:BK28", Task: ToSquares, Squares: longDiagonal},
	}},
}
