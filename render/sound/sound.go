// Package sound plays the game's two sounds, a wooden "tock" for a move and
// a double knock for a capture, generated as PCM at the first sound (no
// audio files; not at start-up, where it would hold back the first frame).
// The audio device is opened lazily on the first sound too, and only where
// one is likely to exist, because Ebitengine ends the whole game when the
// audio device fails to open.
package sound // sound.go: generated move and capture sounds with a mute switch.

import (
	"math"
	"math/rand/v2"

	"github.com/hajimehoshi/ebiten/v2/audio"
)

const sampleRate = 44100

// Player plays move and capture sounds.
type Player struct {
	Muted   bool
	ctx     *audio.Context
	move    []byte
	capture []byte
	off     bool // no audio device here: never open one
}

// New returns a player; the sounds are generated and the device opened at
// the first sound.
func New() *Player {
	return &Player{off: !deviceLikely()}
}

// Available reports whether sound can be played on this machine.
func (p *Player) Available() bool { return !p.off }

// Prepared reports whether the sounds are made and the audio context is
// open (or there is nothing to prepare: muted or no device).
func (p *Player) Prepared() bool { return p.Muted || p.off || p.ctx != nil }

// Prepare makes the sounds and opens the audio context ahead of the first
// sound. Opening it is slow in a browser (a new AudioContext: 0.1-0.4 s of
// the page's main thread in headless Chromium), so a game does it at a quiet
// moment rather than in the frame where the first move lands. The context
// starts suspended and resumes at the player's first gesture.
func (p *Player) Prepare() {
	if p.Muted || p.off {
		return
	}
	p.open()
}

// open makes the sounds and the audio context, once.
func (p *Player) open() {
	if p.ctx == nil {
		p.ctx = audio.CurrentContext()
		if p.ctx == nil {
			p.ctx = audio.NewContext(sampleRate)
		}
	}
	if p.move == nil {
		p.move, p.capture = knock(1, 0), knock(2, 0.09)
	}
}

// Move plays the sound of a move, or of a capture.
func (p *Player) Move(capture bool) {
	if p.Muted || p.off {
		return
	}
	p.open()
	b := p.move
	if capture {
		b = p.capture
	}
	p.ctx.NewPlayerFromBytes(b).Play()
}

// knock synthesises n short knocks spaced gap seconds apart: a damped low
// sine (the board) plus a fast-decaying noise burst (the piece), as 16-bit
// little-endian stereo.
func knock(n int, gap float64) []byte {
	const dur = 0.11
	total := int((dur + gap*float64(n-1)) * sampleRate)
	buf := make([]byte, total*4)
	r := rand.New(rand.NewPCG(1, 2))
	for k := range n {
		off := int(gap * float64(k) * sampleRate)
		vol := 1 - 0.25*float64(k)
		for i := range int(dur * sampleRate) {
			j := off + i
			if j >= total {
				break
			}
			t := float64(i) / sampleRate
			v := 0.55*math.Sin(2*math.Pi*190*t)*math.Exp(-t*38) +
				0.35*math.Sin(2*math.Pi*720*t)*math.Exp(-t*70) +
				0.25*(r.Float64()*2-1)*math.Exp(-t*260)
			v *= vol * 0.6
			old := float64(int16(uint16(buf[4*j])|uint16(buf[4*j+1])<<8)) / 32767
			s := int16(math.Max(-1, math.Min(1, v+old)) * 32767)
			for c := range 2 {
				buf[4*j+2*c] = byte(s)
				buf[4*j+2*c+1] = byte(uint16(s) >> 8)
			}
		}
	}
	return buf
}
