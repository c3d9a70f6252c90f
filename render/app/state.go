package app // state.go: the snapshot published to the host (window.draughts.state(), the desktop state file).

import (
	"strings"

	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/engine/job"
	"github.com/draughts/draughts/engine/version"
	"github.com/draughts/draughts/render"
	"github.com/draughts/draughts/render/geom"
)

// State is what the outside world sees of the game. Field names are the
// JSON (and JavaScript) names.
type State struct {
	FEN        string   `json:"fen"`
	StartFEN   string   `json:"startFen"`
	Moves      []string `json:"moves"`            // PDN notation, up to the current point
	Record     []string `json:"record,omitempty"` // view mode: the whole game, moves after the current point included
	Ply        int      `json:"ply"`
	Turn       string   `json:"turn"` // "white" or "black"
	Mode       string   `json:"mode"` // "play", "two-player", "watch", "analysis", "view"
	Level      int      `json:"level"`
	Human      string   `json:"human"`    // the human's side in "play" mode
	Thinking   bool     `json:"thinking"` // the computer is searching for its move
	Engine     string   `json:"engine"`   // the running engine job: "move", "hint", "analyze" or ""
	Animating  bool     `json:"animating"`
	Result     string   `json:"result"` // "*", "2-0", "0-2", "1-1"
	Reason     string   `json:"reason"` // "cannot move", "25-move rule", ...
	ResultText string   `json:"resultText"`
	Message    string   `json:"message"`
	Selected   int      `json:"selected"`
	LastMove   []int    `json:"lastMove"` // path of the last move
	Hint       string   `json:"hint"`     // the suggested move, if shown
	Score      string   `json:"score"`    // engine score from the side to move's view ("+0.25")
	Depth      int      `json:"depth"`
	PV         []string `json:"pv"` // the engine's best line
	CanUndo    bool     `json:"canUndo"`
	CanRedo    bool     `json:"canRedo"`
	Flipped    bool     `json:"flipped"`
	Theme      string   `json:"theme"`
	Numbers    bool     `json:"numbers"`
	Muted      bool     `json:"muted"`
	AutoFlip   bool     `json:"autoFlip"`
	Stats      Stats    `json:"stats"`
	Buttons    []Button `json:"buttons"`
	Version    string   `json:"version"`          // the build (engine/version)
	Window     *Window  `json:"window,omitempty"` // the desktop window (window.go); nil in a browser
	// GameSerial changes whenever another game starts (new game, set-up,
	// a loaded or continued game), so that a new game is told from an undo.
	GameSerial int `json:"gameSerial"`
	// Games is the Games panel while it is open (games.go); its controls
	// then replace Buttons.
	Games *GamesState `json:"games,omitempty"`
	// Lessons is the lesson list while it is open (lessons.go); its controls then replace Buttons.
	Lessons *LessonsState `json:"lessons,omitempty"`
	// Notice is the notice bar with its choices, when the host asks one
	// (the desktop: another window's game, a failing save; notice.go).
	Notice *NoticeState `json:"notice,omitempty"`
	// Puzzle and Lesson describe the trainer on the board (puzzle and learn
	// modes only); Progress is what the host keeps of them.
	Puzzle   *PuzzleInfo `json:"puzzle,omitempty"`
	Lesson   *LessonInfo `json:"lesson,omitempty"`
	Progress Progress    `json:"-"`
	Lang     string      `json:"lang"`   // "en" or "zh": the language of every text shown
	FontZH   bool        `json:"fontZh"` // the Chinese font is loaded (fetched by the page in the browser)
	// Path is the current point in the move tree: the child index taken at
	// each move from the start (0 = main line), as many as ply.
	Path []int `json:"path"`
	// Tree is the move tree when it has side lines (else nil): the main
	// line and every side line with the path it branches from.
	Tree *Tree `json:"tree,omitempty"`
	// Analysis is the engine's view in analysis (and watch) mode: White's
	// score and winning chance, depth, best line, the top three on request.
	Analysis *Analysis `json:"analysis,omitempty"`
	// Review is the labelled moves of the last review of this game (the
	// moves with a label only), ReviewSummary each side's counts and
	// average loss, Reviewing whether a review is running.
	Review        []job.ReviewMove  `json:"review,omitempty"`
	ReviewSummary *[2]ReviewSummary `json:"reviewSummary,omitempty"`
	Reviewing     bool              `json:"reviewing"`
	// Chart is where the review's evaluation chart is (CSS pixels relative
	// to the canvas): a click at a fraction f of its width goes to move
	// round(f * moves).
	Chart *ChartRect `json:"chart,omitempty"`
	// Edit is the position editor's state (mode "edit").
	Edit *EditState `json:"edit,omitempty"`

	// Focus is the keyboard's focus square (keyboard.go).
	Focus FocusState `json:"focus"`
	// Motion is "off" under reduced motion (no move animation, no turning
	// spinner), "fast" with moves shown at twice the speed, else "on"; MotionChosen and ThemeChosen say the player
	// chose them (else they follow the system's wishes where it has any).
	Motion       string `json:"motion"`
	MotionChosen bool   `json:"motionChosen"`
	ThemeChosen  bool   `json:"themeChosen"`
	// Help is the help overlay while it is open (help.go); its Close
	// control then replaces Buttons.
	Help *HelpState `json:"help,omitempty"`

	// Screen is what is shown: "home", "newgame", "settings", "game",
	// "learn", "puzzle", "analysis", "edit" or "games"; Sheet is the sheet
	// over it ("menu", "confirm", or the screen's own name), "" for none,
	// and Confirm what a confirmation asks about ("resign", "newgame",
	// "side", "draw").
	Screen  string `json:"screen"`
	Sheet   string `json:"sheet,omitempty"`
	Confirm string `json:"confirm,omitempty"`
	// Aside says the player's game is kept aside while the board shows
	// something else (a lesson, a puzzle, the analysis board, the editor):
	// "Continue game" brings it back; the host keeps saving that game.
	Aside bool `json:"aside"`
	// Clock is the game clock (nil for a game without one); Material each
	// side's men and kings on the board; Players who plays White and Black.
	Clock    *ClockState `json:"clock,omitempty"`
	Material Material    `json:"material"`
	Players  *[2]string  `json:"players,omitempty"`
	// MoveList is what the move list shows now (move numbers and moves, as
	// drawn, with their centres in CSS pixels); empty when it shows none.
	MoveList []ListItem `json:"moveList"`

	// Layout is the screen geometry (device pixels), for squareCenter.
	Layout geom.Layout `json:"-"`
}

// ListItem is a text of the move list where it is drawn.
type ListItem struct {
	Text string  `json:"text"`
	X    float64 `json:"x"`
	Y    float64 `json:"y"`
}

// ChartRect is a rectangle in CSS pixels.
type ChartRect struct {
	X float64 `json:"x"`
	Y float64 `json:"y"`
	W float64 `json:"w"`
	H float64 `json:"h"`
}

// Tree is the move tree of a game with side lines.
type Tree struct {
	Main  []string          `json:"main"`
	Lines []engine.SideLine `json:"lines"`
}

// Button is an on-screen control: its label, centre (CSS pixels relative
// to the canvas) and whether it does something now.
type Button struct {
	Label   string  `json:"label"`
	X       float64 `json:"x"`
	Y       float64 `json:"y"`
	Enabled bool    `json:"enabled"`
	// W and H are its size in CSS pixels; On marks the chosen one of a
	// group (a sheet's choices: a colour, a level, a time control).
	W  float64 `json:"w"`
	H  float64 `json:"h"`
	On bool    `json:"on,omitempty"`
	// Group is the heading of a sheet's row of choices ("Sound",
	// "Level 3 · Casual"), which tells apart two "On" buttons.
	Group string `json:"group,omitempty"`
}

// State returns the current snapshot.
func (a *App) State() State {
	g := a.game
	p := g.Position()
	r, why := g.Result()
	s := State{
		FEN: p.FEN(), StartFEN: g.Start().FEN(), Moves: g.Notation(), Ply: g.Ply(),
		Turn: strings.ToLower(p.Side().String()), Mode: a.mode.String(), Level: a.level,
		Human:    strings.ToLower(a.human.String()),
		Thinking: a.jobKind == job.KindMove, Engine: a.jobKind, Animating: a.anim != nil,
		Result: r.String(), ResultText: a.resultText(r, why), Message: a.message, Lang: a.lang.String(), FontZH: a.fonts.HasCJK(),
		Selected: a.picker.Selected(), LastMove: a.lastPath,
		CanUndo: g.CanUndo(), CanRedo: g.CanRedo(), Flipped: a.flipped,
		Theme: render.ThemeAt(a.theme).Name, Numbers: a.numbers, Muted: a.sound.Muted, AutoFlip: a.autoFl,
		Stats: ComputeStats(g, a.timeUsed), Layout: a.layout, GameSerial: a.serial,
		Version: version.String(), Window: a.windowState(),
	}
	if r != engine.Ongoing {
		s.Reason = why.String()
	}
	if len(a.hint) >= 2 {
		s.Hint = a.hintText
	}
	if a.analysis.Depth > 0 {
		s.Score, s.Depth, s.PV = a.analysis.ScoreText, a.analysis.Depth, a.analysis.PV
	}
	for i, r := range a.layout.Buttons {
		x, y := r.Center()
		id := a.buttonID(i)
		s.Buttons = append(s.Buttons, Button{Label: a.buttonLabel(id), X: x / a.layout.Scale, Y: y / a.layout.Scale, Enabled: a.buttonEnabled(id),
			W: r.W / a.layout.Scale, H: r.H / a.layout.Scale})
	}
	if s.Moves == nil {
		s.Moves = []string{}
	}
	s.Path = g.Path()
	s.Analysis = a.analysisState()
	s.Reviewing = a.jobKind == job.KindReview
	if a.reviewValid() {
		s.Review = []job.ReviewMove{}
		for _, m := range a.review.moves {
			if m.Label != "" {
				s.Review = append(s.Review, m)
			}
		}
		sum := a.summaries()
		s.ReviewSummary = &sum
		if c := a.chartRect(); c.H > 0 {
			k := a.layout.Scale
			s.Chart = &ChartRect{X: c.X / k, Y: c.Y / k, W: c.W / k, H: c.H / k}
		}
	}
	if s.Edit = a.editState(); s.Edit != nil {
		s.FEN = s.Edit.FEN
	}
	if lines := g.SideLines(); len(lines) > 0 {
		s.Tree = &Tree{Main: g.MainLine(), Lines: lines}
	}
	if a.mode == ModeView {
		s.Record = record(g)
	}
	s.Notice = a.noticeState()
	a.gamesState(&s)
	a.trainState(&s)
	s.Focus = a.focusState()
	s.Motion, s.MotionChosen, s.ThemeChosen = a.motionSetting(), a.motionChosen, a.themeChosen
	a.helpState(&s)
	s.Screen, s.Aside = a.screenName(), a.aside != nil
	s.Clock, s.Material = a.clockState(), material(p)
	s.MoveList = a.moveListShown()
	if a.showPlayers() {
		s.Players = &[2]string{a.playerName(engine.White), a.playerName(engine.Black)}
	}
	if a.sheetOpen() {
		s.Sheet, s.Buttons = sheetScreens[a.sh.id], a.sheetButtons()
		if a.sh.id == sheetConfirm {
			s.Confirm = a.sh.confirm
		}
	}
	return s
}
