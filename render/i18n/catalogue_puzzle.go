package i18n // catalogue_puzzle.go: texts of the puzzle trainer (mode=puzzle) and what it shares with the lessons.

func init() {
	register(map[Key][numLangs]string{
		"train.white":          {"White", "白方"},
		"train.black":          {"Black", "黑方"},
		"train.btn.retry":      {"Retry", "重来"},
		"train.btn.hint":       {"Hint", "提示"},
		"train.wait":           {"Wait: the other side is answering", "请稍候：对方正在应着"},
		"train.notyours":       {"It is not your move now", "现在不是你走棋"},
		"train.nodata":         {"This exercise has no reply here: press Retry", "本题此处缺少应着：请按“重来”"},
		"puzzle.mode":          {"puzzles", "习题"},
		"puzzle.btn.next":      {"Next puzzle", "下一题"},
		"puzzle.btn.daily":     {"Daily puzzle", "每日一题"},
		"puzzle.status":        {"Puzzle %s: %s to play and win", "习题 %s：%s先走取胜"},
		"puzzle.status.daily":  {"Daily puzzle %s: %s to play and win", "每日一题 %s：%s先走取胜"},
		"puzzle.status.solved": {"Puzzle %s solved", "习题 %s 已解出"},
		"puzzle.task":          {"Find the shot: one move wins material or the game by force. The other side's replies are played for you.", "找出妙着：一步棋可以强行得子或取胜。对方的应着会自动走出。"},
		"puzzle.good":          {"Right! Keep going: %d more of your moves.", "正确！继续：还需要走 %d 步。"},
		"puzzle.wrong":         {"Not the solution: %s does not win. Try again (or ask for a hint).", "不对：%s 不能取胜。再试一次（或请求提示）。"},
		"puzzle.hint.piece":    {"Hint: move the piece on %d.", "提示：走 %d 格上的棋子。"},
		"puzzle.hint.move":     {"Hint: play %s.", "提示：走 %s。"},
		"puzzle.solved":        {"Solved! Your rating: %d (%+d).", "解出来了！你的等级分：%d（%+d）。"},
		"puzzle.solved.missed": {"Solved, after a miss. Your rating: %d (%+d).", "解出来了，但之前有失误。你的等级分：%d（%+d）。"},
		"puzzle.solved.again":  {"Solved again. Your rating stays %d.", "再次解出。你的等级分保持 %d。"},
		"puzzle.info":          {"Your rating %d · this puzzle %d (grade %d of 5) · solved %d of %d", "你的等级分 %d · 本题 %d（难度 %d/5）· 已解 %d/%d"},
		"puzzle.info.line":     {"Solution so far: %s", "已走的解法：%s"},
		"puzzle.unknown":       {"There is no puzzle %q; here is another one.", "没有编号为 %q 的习题；换一题。"},
		"puzzle.none":          {"The puzzle set is missing: %s", "缺少习题数据：%s"},
	})
}
