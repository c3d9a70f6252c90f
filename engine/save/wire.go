package save // wire.go: the msgp wire types of a save (map-encoded; fields may be added, never renumbered).

//go:generate go tool msgp -io=false -file wire.go -o wire_gen.go

// Decode limits for untrusted bytes. Every slice and map is bounded, either by
// the file-wide limit below or by a tighter per-field `limit=`; strings are
// bounded by the input size (Decode refuses inputs over MaxSaveBytes, and a
// declared length longer than the remaining bytes fails at once).
//msgp:limit arrays:4096 maps:64

// State is everything a player keeps between visits: the game in progress,
// the settings and a few finished games for the statistics.
type State struct {
	// App is always AppName; it tells a draughts save from other msgp data.
	App string `msg:"app"`
	// Version is the save format version (see CurrentVersion and migrations).
	Version int `msg:"version"`
	// SavedAt is when the state was written, in Unix milliseconds.
	SavedAt int64 `msg:"saved_at"`
	// Game is the game in progress; nil when there is none.
	Game *GameSave `msg:"game,allownil"`
	// Settings are the player's choices.
	Settings Settings `msg:"settings"`
	// Finished holds the most recent finished games, newest last, at most
	// MaxFinished of them.
	Finished []FinishedGame `msg:"finished,limit=64"`
	// Writer names the tab or window that wrote this state, and Seq counts
	// the writes to this place; together they tell a writer whether someone
	// else wrote since it last read (two tabs, two windows). Empty/0 in
	// saves written before they existed.
	Writer string `msg:"writer,omitempty"`
	Seq    int64  `msg:"seq,omitempty"`
	// Learn is the progress in the lessons and the puzzle trainer; nil in
	// saves written before they existed (read as no progress).
	Learn *LearnSave `msg:"learn,omitempty"`
}

// LearnSave is the player's progress in the lessons and the puzzles. Puzzles
// and lesson steps are named by their stable ids, never by position in a list.
type LearnSave struct {
	// PuzzleRating is the player's puzzle rating (0 = never rated).
	PuzzleRating int `msg:"puzzle_rating"`
	// PuzzlesSolved and PuzzlesFailed are the ids of the puzzles solved at the
	// first try and of those missed (a wrong move or a hint first).
	PuzzlesSolved []string `msg:"puzzles_solved,limit=4096"`
	PuzzlesFailed []string `msg:"puzzles_failed,limit=4096"`
	// Puzzle is the id of the puzzle on the board.
	Puzzle string `msg:"puzzle"`
	// Lesson and Step are where the player is in the course; StepsDone the
	// ids ("lesson/step") of the steps completed.
	Lesson    string   `msg:"lesson"`
	Step      int      `msg:"step"`
	StepsDone []string `msg:"steps_done,limit=1024"`
	// Active is the trainer the player was in ("puzzle", "learn" or ""):
	// a reload comes back to it.
	Active string `msg:"active"`
	// Turned: the player turned the board round in the exercise on the
	// board (Puzzle, or Lesson and Step); a reload shows it turned again.
	Turned bool `msg:"turned,omitempty"`
}

// GameSave is one game: where it started, every move played, and how it is
// being played. Moves are PDN move strings ("32-28", "19x28"); positions are
// FEN. No internal bit layout ever reaches a save.
type GameSave struct {
	// StartFEN is the position the game started from.
	StartFEN string `msg:"start_fen"`
	// Moves are all moves of the game in PDN notation, including moves that
	// were undone and can be redone.
	Moves []string `msg:"moves,limit=4096"`
	// Cursor is how many of Moves are played; the rest are the redo list.
	Cursor int `msg:"cursor"`
	// Mode is "play", "two-player", "watch", "analysis" or "view".
	Mode string `msg:"mode"`
	// Level is the computer's strength, 1..10.
	Level int `msg:"level"`
	// Human is the side the player plays against the computer: "white" or "black".
	Human string `msg:"human"`
	// Flipped is true when the board is shown with Black at the bottom.
	Flipped bool `msg:"flipped"`
	// WhiteMillis and BlackMillis are the thinking time each side has used.
	WhiteMillis int64 `msg:"white_ms"`
	BlackMillis int64 `msg:"black_ms"`
	// Resigned is the side that resigned ("white" or "black"), or empty.
	Resigned string `msg:"resigned"`
	// DrawAgreed is true when the players agreed a draw.
	DrawAgreed bool `msg:"draw_agreed"`
	// Result is the PDN result token ("*", "2-0", "0-2", "1-1") and Reason the
	// rule that ended the game, in words; both informative, the moves decide.
	Result string `msg:"result"`
	Reason string `msg:"reason"`
	// Tags are PDN header tags of a game that came from a PDN file (Event,
	// White, Black, ...).
	Tags map[string]string `msg:"tags,limit=32"`
	// ID names the game across saves, recovery slots and finished games
	// (random, given when the game starts); empty in older saves.
	ID string `msg:"id,omitempty"`
	// StartedAt is when the game started, in Unix milliseconds (0: unknown).
	StartedAt int64 `msg:"started_at,omitempty"`
	// Main, Lines and Path keep the move tree when it has side lines: the
	// main line (PDN moves), the side lines in the order engine.Game.
	// SideLines gives, and the current point as child indexes from the
	// start. Moves and Cursor still hold the current line, for older readers.
	Main  []string   `msg:"main,omitempty,limit=4096"`
	Lines []SideLine `msg:"lines,omitempty,limit=1024"`
	Path  []int      `msg:"path,omitempty,limit=4096"`
	// Notes are the comments and move signs of the game's moves (from a PDN
	// file or the analysis), each by its node's path in the move tree (the
	// main line is all zeros; the empty path is the comment before the
	// first move).
	Notes []Note `msg:"notes,omitempty,limit=4096"`
	// TimeControl is the game's clock in the PDN tag form ("300+5"; empty:
	// no clock). ClockMillis runs parallel to Moves and MainClockMillis to
	// Main (each SideLine has its own): the mover's remaining time after
	// each move in ms, increment added, -1 for a move played off the
	// clock. TurnMillis is the time the side to move had already spent on
	// its move when the game was saved (the clock stops while the game is
	// closed and runs on from there). Flagged is the side that lost on
	// time ("white" or "black"), or empty.
	TimeControl     string  `msg:"time_control,omitempty"`
	ClockMillis     []int64 `msg:"clock_ms,omitempty,limit=4096"`
	MainClockMillis []int64 `msg:"main_clock_ms,omitempty,limit=4096"`
	TurnMillis      int64   `msg:"turn_ms,omitempty"`
	Flagged         string  `msg:"flagged,omitempty"`
}

// Note is one node's comment and move signs ("!", "?!", "$2").
type Note struct {
	Path    []int  `msg:"path,limit=4096"`
	Comment string `msg:"comment,omitempty"`
	Annot   string `msg:"annot,omitempty"`
}

// SideLine is one side line of the move tree: the child-index path of its
// branch point and its moves.
type SideLine struct {
	From  []int    `msg:"from,limit=4096"`
	Moves []string `msg:"moves,limit=4096"`
	// ClockMillis are the clocks after its moves (see GameSave.ClockMillis).
	ClockMillis []int64 `msg:"clock_ms,omitempty,limit=4096"`
}

// Settings are the player's display and sound choices.
type Settings struct {
	Theme       string `msg:"theme"`          // board and piece theme name
	Sound       bool   `msg:"sound"`          // move and capture sounds on
	Coords      bool   `msg:"coords"`         // square numbers shown
	Flipped     bool   `msg:"flipped"`        // Black at the bottom
	AutoFlip    bool   `msg:"auto_flip"`      // flip after each move in two-player mode
	SettingsSet bool   `msg:"settings_set"`   // false: never chosen, use the defaults
	Lang        string `msg:"lang,omitempty"` // "en", "zh", or "" (older saves): the browser's or system's language
	// ThemeChosen says the player chose Theme (else a system asking for
	// more contrast starts in the high-contrast theme); older saves have
	// none, and a theme other than the default then counts as chosen.
	ThemeChosen bool `msg:"theme_chosen,omitempty"`
	// Motion is the player's animation choice: "on", "off" (reduced
	// motion) or "" (not chosen: the system's preference).
	Motion string `msg:"motion,omitempty"`
	// Window is the desktop window as the player left it; nil when never
	// saved (and always in a browser). Added after version 1 without a
	// version change: older saves simply have none.
	Window *WindowSave `msg:"window,omitempty"`
}

// WindowSave is the desktop window's place and size in device-independent
// pixels (when not full screen), whether it was full screen, and the name
// of the monitor it was on.
type WindowSave struct {
	X          int    `msg:"x"`
	Y          int    `msg:"y"`
	Width      int    `msg:"width"`
	Height     int    `msg:"height"`
	Fullscreen bool   `msg:"fullscreen"`
	Monitor    string `msg:"monitor"`
}

// FinishedGame is the short record of a finished game kept for statistics.
type FinishedGame struct {
	EndedAt     int64             `msg:"ended_at"` // Unix milliseconds
	StartFEN    string            `msg:"start_fen"`
	Moves       []string          `msg:"moves,limit=4096"`
	Mode        string            `msg:"mode"`
	Level       int               `msg:"level"`
	Human       string            `msg:"human"`
	Result      string            `msg:"result"`
	Reason      string            `msg:"reason"`
	Resigned    string            `msg:"resigned"`
	WhiteMillis int64             `msg:"white_ms"`
	BlackMillis int64             `msg:"black_ms"`
	ID          string            `msg:"id,omitempty"`            // the GameSave.ID it was
	Tags        map[string]string `msg:"tags,omitempty,limit=32"` // PDN tags of a loaded game
}
