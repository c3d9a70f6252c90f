package i18n // catalogue_a11y.go: the game in words for screen readers (wasm/a11y): position, moves, announcements.

func init() {
	register(map[Key][numLangs]string{
		"a11y.region":          {"Draughts game, in words", "国际跳棋对局（文字版）"},
		"a11y.position":        {"Position", "局面"},
		"a11y.noposition":      {"No position.", "没有局面。"},
		"a11y.youplay":         {"You play %s against the computer, level %d.", "你执%s与电脑（%d 级）对弈。"},
		"a11y.tomove":          {"%s to move.", "轮到%s走。"},
		"a11y.side":            {"%s: %s.", "%s：%s。"},
		"a11y.men":             {"men on %s (%d)", "兵在 %s（%d 个）"},
		"a11y.kings":           {"kings on %s (%d)", "王在 %s（%d 个）"},
		"a11y.sep":             {"; ", "；"},
		"a11y.nopieces":        {"no pieces", "没有棋子"},
		"a11y.moves":           {"Your moves", "可走的着法"},
		"a11y.moves.over":      {"The game is over.", "对局已结束。"},
		"a11y.moves.viewonly":  {"No moves can be played in this mode.", "此模式下不能走棋。"},
		"a11y.moves.wait":      {"The computer is to move.", "轮到电脑走。"},
		"a11y.moves.wait.anim": {"A move is being shown.", "正在演示一步棋。"},
		"a11y.moves.none":      {"No legal move.", "没有合法着法。"},
		"a11y.record":          {"Moves played", "已走的着法"},
		"a11y.record.none":     {"No moves yet.", "尚未走棋。"},
		"a11y.controls":        {"Controls", "控制按钮"},
		"a11y.log":             {"What happened", "对局动态"},
		"a11y.played":          {"%s played %s.", "%s走了 %s。"},
		"a11y.took.one":        {"1 piece taken.", "吃掉 1 个棋子。"},
		"a11y.took":            {"%d pieces taken.", "吃掉 %d 个棋子。"},
		"a11y.crowned":         {"It is crowned king.", "升为王。"},
		"a11y.undone":          {"Move taken back. %s to move.", "已悔棋。轮到%s走。"},
		"a11y.moved.to":        {"Now after move %d. %s to move.", "现在位于第 %d 步之后。轮到%s走。"},
		"a11y.newgame":         {"New game. %s to move.", "新对局。轮到%s走。"},
		"a11y.hint":            {"Hint: %s.", "提示：%s。"},
	})
}
