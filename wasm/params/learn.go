package params // learn.go: the puzzle= and lesson= parameters of the trainers.

import (
	"strings"

	"github.com/draughts/draughts/engine/puzzle"
	"github.com/draughts/draughts/render/i18n"
	"github.com/draughts/draughts/render/learn"
)

// parseLearn reads puzzle= and lesson=; each must name one of the set.
func parseLearn(get func(string) (string, bool), bad func(name, value string, key i18n.Key, a ...any), p *Params) {
	if v, ok := get("puzzle"); ok {
		id := strings.ToLower(strings.TrimSpace(v))
		if _, found := puzzle.ByID(id); !found {
			bad("puzzle", v, "params.puzzle.unknown")
		} else {
			p.Puzzle = id
		}
	}
	if v, ok := get("lesson"); ok {
		id := strings.ToLower(strings.TrimSpace(v))
		if _, _, found := learn.Find(id); !found {
			ids := make([]string, len(learn.Course))
			for i, l := range learn.Course {
				ids[i] = l.ID
			}
			bad("lesson", v, "params.lesson.unknown", strings.Join(ids, ", "))
		} else {
			p.Lesson = id
		}
	}
}
