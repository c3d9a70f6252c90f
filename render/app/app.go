// Package app is the game itself: the ebiten.Game that ties the engine's
// Game record, the input state machine, the renderer, sound and the AI
// client together. It holds all logic in Update (polling input, the AI and
// the host) and only presents in Draw, which is skipped when nothing
// changed. Platform parts are injected by main: an Engine (desktop search
// goroutine or browser Web Worker, see wasm/aiclient) and a Host (the page's
// window.draughts API or the desktop state file, see wasm/page).
//
// It offers Config, Mode, Engine, Host, Command, State, Stats, New and Run.
package app // app.go: configuration, the App type and the Ebitengine Update/Draw/Layout loop.

import (
	"math"
	"runtime"
	"time"

	"github.com/draughts/draughts/engine"
	"github.com/draughts/draughts/engine/job"
	"github.com/draughts/draughts/input"
	"github.com/draughts/draughts/render"
	"github.com/draughts/draughts/render/geom"
	"github.com/draughts/draughts/render/i18n"
	"github.com/draughts/draughts/render/sound"
	"github.com/hajimehoshi/ebiten/v2"
)

// Mode is how the two sides are played.
type Mode int

const (
	ModePlay       Mode = iota // a human against the computer
	ModeTwoPlayers             // two humans on one device
	ModeWatch                  // the computer against itself
	ModeAnalysis               // both sides free, the engine's score and best line shown
	ModeView                   // a game shown move by move; nothing can be played (view.go)
	ModeEdit                   // the position editor (editor.go)
	ModePuzzle                 // the puzzle trainer (puzzle.go)
	ModeLearn                  // the lessons (learn.go)
	numModes
)

var modeNames = [numModes]string{"play", "two-player", "watch", "analysis", "view", "edit", "puzzle", "learn"}

// String returns the mode's name as used in state() and URL parameters.
func (m Mode) String() string {
	if m < 0 || m >= numModes {
		return "play"
	}
	return modeNames[m]
}

// ParseMode reads a mode name ("play", "two-player", "watch", "analysis", "view").
func ParseMode(s string) (Mode, bool) {
	for i, n := range modeNames {
		if n == s {
			return Mode(i), true
		}
	}
	return ModePlay, false
}

// Engine runs engine jobs off the game loop (see wasm/aiclient).
type Engine interface {
	Start(job job.Job)
	Cancel()
	Poll() (job.Reply, bool)
}

// Host is the platform around the game (see wasm/page).
type Host interface {
	// Publish is called after every Update in which the state changed,
	// from the first Update after the first Draw on (after its Frame call).
	Publish(s State)
	// Frame is called once per Update with the tick and redraw counters.
	Frame(ticks, draws int64)
	// Command returns the next command from outside, without blocking.
	Command() (Command, bool)
}

// InputQueue is a queue of input events kept by the platform.
type InputQueue interface {
	// Drain appends the events that arrived since the last call, oldest
	// first, and empties the queue.
	Drain(dst []input.Event) []input.Event
}

// Command is a request from outside the game (the page's automation API,
// an embedding page, a save loader). Name is one of: "new", "fen" (Arg: a
// FEN), "move" (Arg: a move in notation), "undo", "redo", "flip", "hint",
// "mode" (Arg: a mode name), "level" (Arg: 1..10), "human" (Arg: "white" or
// "black"), "resign", "mute" (Arg: "on"/"off"), "theme" (Arg: index),
// "say" and "error" (Arg: a message to show, as information or as an error),
// "lang" (Arg: "en" or "zh") and "font" (Data: the Chinese font).
type Command struct {
	Name string
	Arg  string
	// Moves, with Name "fen", are played from that position (a restored game).
	Moves []string
	// Data, with Name "font", is the Chinese font's bytes (render/cjkfont).
	Data []byte
	// Game, with Name "fen", is the whole game with its side lines (a loaded
	// PDN); it replaces Arg and Moves when given.
	Game *engine.Game
}

// Config is how the game starts. The zero value is a new game against the
// computer at level 1 with the human playing White; New fills gaps.
type Config struct {
	FEN   string   // start position; "" = the initial position
	Moves []string // moves to replay from it (a restored game)
	// Game, when set, is the game itself with its move tree (a restored
	// game or a loaded PDN); FEN and Moves are then ignored.
	Game     *engine.Game
	Mode     Mode
	Level    int          // 1..engine.LevelCount
	Human    engine.Color // the human's side in ModePlay
	Flipped  bool         // Black at the bottom
	Theme    int
	Numbers  bool // show square numbers
	Muted    bool
	AutoFlip bool // two players: turn the board to the side to move
	// ThemeChosen says the player chose Theme (a saved choice, a URL
	// parameter); when not, a system that asks for more contrast
	// (PreferContrast) starts in the high-contrast theme.
	ThemeChosen bool
	// Motion is the player's choice of animations: "on", "fast" (twice the
	// speed), "off" (reduced motion: moves appear at once, no spinner
	// turns) or "" (not chosen:
	// off when the system asks for reduced motion, PreferReducedMotion).
	Motion string
	// PreferContrast and PreferReducedMotion are the system's wishes (the
	// browser's prefers-contrast: more or forced-colors: active, and
	// prefers-reduced-motion: reduce); the desktop cannot read them.
	PreferContrast      bool
	PreferReducedMotion bool
	// Lang is the language of every text shown (i18n.EN or i18n.ZH).
	Lang i18n.Lang
	// Progress is the lessons and puzzles progress kept by the host; Puzzle
	// and Lesson ask for one puzzle (by id) or lesson (by id) at start.
	Progress Progress
	Puzzle   string
	Lesson   string
	// TimeUsed is the thinking time each side (White, Black) has already
	// used in a restored game.
	TimeUsed [2]time.Duration
	Message  string // shown at start (a notice from a save loader, say)
	Engine   Engine // required
	Host     Host   // optional

	// TurnSpent is the time the side to move had already spent on its move in a restored game on the clock.
	TurnSpent time.Duration
	// TimeControl, when set, puts the game at start on that clock if it
	// has no move yet (a link's time=).
	TimeControl *engine.TimeControl
	// GameMode is the mode of the restored Game when Mode is a lesson or a
	// puzzle the player was in: the game is then kept aside, to continue.
	GameMode Mode
	// Home starts on the home screen (a first visit, or nothing in
	// progress); an embed or a link with parameters starts in the game.
	Home bool
	// Title is the desktop window title.
	Title string
	// Window is the saved desktop window (nil: fit the monitor; window.go).
	Window *Window
	// Input, when set, hands over the platform's pointer and key events in
	// order (the browser's DOM events, see wasm/page); else Ebitengine is polled.
	Input InputQueue
	// Fonts are the regular and bold TrueType files; nil: the embedded Go
	// fonts (the browser build embeds none: the page fetches them).
	Fonts [2][]byte
}

// Tuning of the game loop.
const (
	watchPauseTicks  = 30 // pause between moves when the computer plays itself
	dragThresholdEm  = 0.18
	invalidFlashTick = 40
	spinnerEvery     = 5 // ticks between thinking-indicator frames
)

// App is the running game.
type App struct {
	cfg     Config
	game    *engine.Game
	mode    Mode
	level   int
	human   engine.Color
	flipped bool
	theme   int
	numbers bool
	autoFl  bool
	lang    i18n.Lang
	top3    bool // analysis: show the engine's three best moves
	// themeChosen and motionChosen say the player chose the theme and the
	// motion setting (saved as such); reduced is reduced motion.
	themeChosen  bool
	motionChosen bool
	reduced      bool
	focus        boardFocus  // the keyboard's focus square (keyboard.go)
	help         helpOverlay // the shortcuts card (help.go)
	sh           sheetState  // the sheet shown: home, new game, settings, menu, confirmation (sheet.go)
	aside        *session    // the player's game while another screen has the board (screen.go)
	started      bool        // something is on the board behind the home screen
	setupFor     bool        // the editor sets up the new-game dialog's position
	fast         bool        // animations at twice the speed (settings.go)
	clock        gameClock   // the running game clock (clock.go)
	panelOver    bool        // the panel shows a finished game's actions (panel.go)
	edit         editor      // the position being set up (ModeEdit)
	trn          trainer     // puzzle and lesson modes (train.go)
	// trainUsed is the height the trainer's texts took below the buttons
	// at the last draw (traintext.go); the move list starts after it.
	trainUsed float64

	review      *reviewResult // the last finished review (review.go)
	reviewGen   int           // generation of the running review job
	reviewFor   []string      // the main line being (or last) reviewed
	reviewDone  int           // positions reviewed so far
	reviewTotal int

	picker  *input.Picker
	pointer input.Pointer
	keys    input.Keys
	events  []input.PointerEvent
	queued  []input.Event
	intents []input.Intent

	anim     *render.Anim
	animMove engine.Move
	lastPath []int

	gen        int
	jobKind    string       // kind of the running job, "" when idle
	jobSide    engine.Color // side to move when the job started (the score's point of view)
	analyzed   int          // generation the analysis ran for (-1 none)
	analysis   job.Reply
	hint       []int
	hintText   string
	lastMoveAt int64 // tick of the last move (watch mode pauses)
	seed       uint64

	message   string
	msgErr    bool
	invalid   int
	invalidAt int64

	w, h    int
	scale   float64
	layout  geom.Layout
	fonts   *render.Fonts
	board   *render.BoardCache
	sprites render.Sprites
	rounds  render.Rounds // the buttons' and the card's rounded rectangles
	sound   *sound.Player

	pressButton int
	pressBoard  bool
	pressX      float64
	pressY      float64
	dragMoved   bool
	dragX       float64
	dragY       float64

	cursor ebiten.CursorShapeType
	win    *Window // the desktop window as last read (window.go)
	panel  []int   // ids of the buttons shown, in layout order (view.go)
	games  gamesPanel
	bar    noticeBar // the host's notice bar with its choices (notice.go)
	serial int       // counts the games started (new, set-up, loaded), for State.GameSerial

	timeUsed  [2]time.Duration
	turnStart time.Time

	ticks, draws int64
	spin         spinState // the thinking indicator when the host turns it (redraw.go)
	statePending bool      // the state changed but not the picture: publish without a redraw (redraw.go)
	dirty        bool
	changed      bool
	warmed       bool      // the first frame is drawn and the host told of it
	frames       int64     // Draw calls (one a frame), drawn or not
	warmFrame    int64     // frames at the Update that told the host of the first frame
	warmAt       time.Time // when the host was told of the first frame
	// lastDrawnFrame and lastDrawnAt: the frame (a.frames) and the time of
	// the last Draw that drew; held is a job waiting for the screen to
	// settle before it goes to the engine, since heldAt (redraw.go sendHeld).
	lastDrawnFrame int64
	lastDrawnAt    time.Time
	held           *job.Job
	heldAt         time.Time
	warmDone       int // steps done of what the first frame did not need (warmUp, redraw.go)
}

// New builds the game from cfg.
func New(cfg Config) (*App, error) {
	fonts := render.NewFonts(cfg.Fonts[0], cfg.Fonts[1])
	a := &App{
		cfg: cfg, mode: cfg.Mode, level: cfg.Level, human: cfg.Human, flipped: cfg.Flipped,
		theme: cfg.Theme, numbers: cfg.Numbers, autoFl: cfg.AutoFlip, lang: cfg.Lang,
		fonts: fonts, sound: sound.New(), pressButton: -1, analyzed: -1, games: gamesPanel{selected: -1, press: -1}, bar: noticeBar{focus: -1, press: -1},
		seed: uint64(time.Now().UnixNano()), scale: 1,
	}
	if a.level < 1 || a.level > engine.LevelCount {
		a.level = 3
	}
	if a.mode < 0 || a.mode >= numModes {
		a.mode = ModePlay
	}
	a.focus.row, a.focus.col = a.screenCell(focusStartRow, focusStartCol)
	a.themeChosen = cfg.ThemeChosen
	if !cfg.ThemeChosen && cfg.PreferContrast {
		a.theme = render.HighContrast
	}
	a.motionChosen = cfg.Motion == "on" || cfg.Motion == "off" || cfg.Motion == "fast"
	a.fast = cfg.Motion == "fast"
	a.reduced = cfg.Motion == "off" || !a.motionChosen && cfg.PreferReducedMotion
	a.board = render.NewBoardCache(fonts)
	a.useLang(a.lang)
	a.sound.Muted = cfg.Muted
	g := engine.NewGame()
	if cfg.FEN != "" {
		if g2, err := engine.NewGameFromFEN(cfg.FEN); err == nil {
			g = g2
		} else {
			a.say(a.tr("msg.badstart", a.errText(err)), true)
		}
	}
	for _, m := range cfg.Moves {
		if _, err := g.PlayString(m); err != nil {
			a.say(a.tr("msg.badsaved", a.errText(err)), true)
			break
		}
	}
	if cfg.Game != nil {
		g = cfg.Game.Clone()
	}
	if tc := cfg.TimeControl; tc != nil && g.Ply() == 0 && !g.CanRedo() {
		g.SetTimeControl(*tc)
	}
	a.game = g
	a.timeUsed = cfg.TimeUsed
	a.picker = input.NewPicker(g.Position())
	if a.mode == ModeView {
		for g.Undo() { // a game to view starts at its beginning
		}
	}
	if cfg.Message != "" {
		a.say(cfg.Message, false)
	}
	a.positionChanged()
	a.clock.spent = max(cfg.TurnSpent, 0) // after positionChanged, which starts a move afresh
	a.trn.prog = cfg.Progress
	if trainMode(a.mode) && playMode(cfg.GameMode) && g.Ply() > 0 {
		// Back in a lesson or a puzzle with a game in progress: the game
		// waits aside, as it was left.
		a.aside = &session{game: g, mode: cfg.GameMode, human: a.human, level: a.level, flipped: a.flipped,
			timeUsed: a.timeUsed, serial: a.serial, clock: a.clock}
	}
	a.enterTrainer(cfg.Puzzle, cfg.Lesson)
	if a.mode == ModeEdit {
		a.mode = ModePlay
		a.startEdit()
	}
	if cfg.Home && !trainMode(a.mode) {
		a.sh = sheetState{id: sheetHome, press: -1, focus: -1}
	} else {
		a.started = true
	}
	return a, nil
}

// Run opens the window (or the browser canvas) and plays until it closes.
func Run(cfg Config) error {
	a, err := New(cfg)
	if err != nil {
		return err
	}
	title := cfg.Title
	if title == "" {
		title = a.tr("app.title")
	}
	ebiten.SetWindowTitle(title)
	placeWindow(cfg.Window)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetScreenClearedEveryFrame(false)
	// In the browser the page focuses the canvas at the first frame (index.html,
	// draughtsFirstFrame): Ebitengine's focus at its start lays out the page
	// with the HTML board while the first frame waits.
	return ebiten.RunGameWithOptions(a, &ebiten.RunGameOptions{InitUnfocused: runtime.GOOS == "js"})
}

// LayoutF uses device pixels so that everything is crisp on HiDPI screens.
func (a *App) LayoutF(ow, oh float64) (float64, float64) {
	s := ebiten.Monitor().DeviceScaleFactor()
	if s <= 0 {
		s = 1
	}
	w, h := deviceSize(ow, oh, s)
	if w != a.w || h != a.h || s != a.scale {
		a.w, a.h, a.scale = w, h, s
		a.relayout()
	}
	return float64(w), float64(h)
}

// deviceSize is the screen in device pixels for an outside size in
// device-independent pixels at scale s: rounded, not truncated, because the
// window system's framebuffer is a whole number of device pixels that
// ow*s misses by a rounding error (1283/1.1*1.1 = 1282.9999...); one pixel
// short, Ebitengine would stretch the whole frame by a pixel and soften it.
func deviceSize(ow, oh, s float64) (int, int) {
	return max(1, int(math.Round(ow*s))), max(1, int(math.Round(oh*s)))
}

// Layout is required by ebiten.Game; LayoutF is used instead.
func (a *App) Layout(ow, oh int) (int, int) {
	w, h := a.LayoutF(float64(ow), float64(oh))
	return int(w), int(h)
}

func (a *App) relayout() {
	a.panel = a.panelButtons()
	a.layout = a.noticeBelow(geom.Make(a.layoutSpec()))
	a.dirty, a.changed = true, true
}

// Update holds all the logic: host commands, AI replies, animation, input.
func (a *App) Update() error {
	a.ticks++
	if a.cfg.Host != nil {
		for {
			c, ok := a.cfg.Host.Command()
			if !ok {
				break
			}
			a.runCommand(c)
		}
	}
	a.pollEngine()
	if a.anim != nil {
		a.dirty = true
		if a.anim.Step() || a.fast && a.anim.Step() {
			a.finishAnim()
		}
	}
	a.tickClock()
	a.syncPanel()
	a.handleInput()
	a.updateWindow()
	a.sendHeld()
	a.maybeStartEngine()
	if a.jobKind != "" && a.ticks%spinnerEvery == 0 && !a.reduced && !a.hostSpins() {
		a.dirty = true
	}
	if a.invalid != 0 {
		a.dirty = true
		if a.ticks-a.invalidAt > invalidFlashTick {
			a.invalid = 0
		}
	}
	// The first frame comes first: the state (the page's JSON, the save, the
	// embedding page's events) is published from the Update after it, once
	// the host has been told of that frame (the page then shows the canvas),
	// which keeps that work (~0.05-0.1 s on a first visit in the browser,
	// where every function runs for the first time) off the first frame.
	firstFrame := a.draws > 0 && !a.warmed
	if firstFrame && a.cfg.Host != nil {
		a.cfg.Host.Frame(a.ticks, a.draws)
	}
	if a.changed {
		a.dirty = true
		if a.cfg.Host == nil {
			a.changed, a.statePending = false, false
		} else if a.draws > 0 {
			a.changed, a.statePending = false, false
			a.cfg.Host.Publish(a.State())
		}
	} else if a.statePending && (a.cfg.Host == nil || a.draws > 0) {
		a.statePending = false
		if a.cfg.Host != nil {
			a.cfg.Host.Publish(a.State())
		}
	}
	if a.cfg.Host != nil {
		if !firstFrame {
			a.cfg.Host.Frame(a.ticks, a.draws)
		}
		a.pollNotice() // after the host heard this Update's state (its language) and looked at the save
	}
	if firstFrame {
		a.warmed = true
		a.warmFrame = a.frames
		a.warmAt = time.Now()
	}
	a.warmUp()
	a.syncSpinner()
	return nil
}

// Draw presents the current state; it does nothing when nothing changed
// (the screen is not cleared between frames).
func (a *App) Draw(screen *ebiten.Image) {
	a.frames++
	if !a.dirty {
		return
	}
	a.dirty = false
	a.draws++
	a.lastDrawnFrame, a.lastDrawnAt = a.frames, time.Now()
	a.spin.drawn = spinSpot{}
	a.draw(screen)
	a.syncSpinner()
	if a.draws == 1 {
		// The first Draw's own work is done (Ebitengine sends it to the GPU
		// after Draw returns): a loading milestone for the browser's host.
		if h, ok := a.cfg.Host.(interface{ FirstDrawn() }); ok {
			h.FirstDrawn()
		}
	}
}
