package embed // solved.go: the events of the trainers: a puzzle solved, a lesson step done.

// Trainer event types.
const (
	EventSolved   = "solved"
	EventStepDone = "lessonstep"
)

// Solved tells the host page that a puzzle was solved: its id, the player's
// rating afterwards and whether it was solved at the first try (clean).
//
//	{source:"draughts", type:"solved", puzzle:"3f65d1", rating:1216, clean:true}
func Solved(puzzle string, rating int, clean bool) Event {
	return Event{"source": Source, "type": EventSolved, "puzzle": puzzle, "rating": rating, "clean": clean}
}

// StepDone tells the host page that a lesson step was completed.
//
//	{source:"draughts", type:"lessonstep", lesson:"capture", step:2}
func StepDone(lesson string, step int) Event {
	return Event{"source": Source, "type": EventStepDone, "lesson": lesson, "step": step}
}
