package i18n // catalogue_rules.go: results and the rules that end a game, refused picks and moves, bad FEN positions.

func init() {
	register(map[Key][numLangs]string{
		// Results: the winner, then the reason (Game.Result).
		"result.wins":        {"%s wins", "%s胜"},
		"result.nopieces":    {"%[1]s wins: %[2]s has no pieces left", "%[1]s胜：%[2]s已无棋子"},
		"result.nomoves":     {"%[1]s wins: %[2]s cannot move", "%[1]s胜：%[2]s无子可走"},
		"result.resigned":    {"%[1]s wins: %[2]s resigned", "%[1]s胜：%[2]s认输"},
		"result.time":        {"%[1]s wins on time: %[2]s ran out of time", "%[1]s胜：%[2]s超时判负"},
		"result.draw":        {"Draw: %s", "和棋：%s"},
		"reason.repetition":  {"threefold repetition", "同一局面三次重复"},
		"reason.rule25":      {"25-move rule", "25 回合规则（双方只走王）"},
		"reason.rule16":      {"16-move rule", "16 回合规则"},
		"reason.rule5":       {"5-move rule", "5 回合规则"},
		"reason.agreement":   {"agreement", "双方同意"},
		"reason.nopieces":    {"no pieces left", "无子"},
		"reason.nomoves":     {"cannot move", "无子可走"},
		"reason.resignation": {"resignation", "认输"},
		"reason.time":        {"loss on time", "超时判负"},

		// Time controls the engine refuses (engine.TimeControlError).
		"clock.notform":   {"Time control %s: write minutes+seconds of increment, such as 5+0 or 10+5", "用时 %s：请写成“分钟+每步加秒”，例如 5+0 或 10+5"},
		"clock.baserange": {"Time control %s: the time for the game must be between 1 second and 10 hours", "用时 %s：每方总时间须在 1 秒到 10 小时之间"},
		"clock.incrange":  {"Time control %s: the increment must be between 0 and 600 seconds", "用时 %s：每步加秒须在 0 到 600 秒之间"},

		// Lists of moves: "a, b or c".
		"list.sep": {", ", "、"},
		"list.or":  {"%s or %s", "%s 或 %s"},

		// Refused picks on the board (input.Picker).
		"pick.gameover":    {"No legal moves: the game is over", "没有合法着法：对局已结束"},
		"pick.empty":       {"Square %d is empty: pick one of the %s pieces", "%d 号格是空的：请选%s的棋子"},
		"pick.notyourturn": {"It is %s's turn", "现在轮到%s走"},
		"pick.mustcapture": {"Capture is compulsory: %s", "必须吃子（有吃必吃）：%s"},
		"pick.cannotmove":  {"The piece on %d cannot move", "%d 号格上的棋子不能走"},
		"pick.notlegal":    {"%d-%d is not a legal move", "%d-%d 不是合法着法"},
		"pick.notonpath":   {"%d is not on any of these captures: %s", "%d 号格不在这些吃子路线上：%s"},
		"pick.ambiguous":   {"%d captures end on %d: click a square along the path you want, or a piece it takes (%s)", "有 %d 种吃法都落在 %d 号格：请点击所选路线上的一格，或它吃掉的一子（%s）"},

		// Moves the rules refuse (engine.MoveError).
		"move.unreadable":   {"Not a move: %s (legal moves: %s)", "不是着法：%s（合法着法：%s）"},
		"move.nosuch":       {"No legal move %s (legal moves: %s)", "没有 %s 这步合法着法（合法着法：%s）"},
		"move.plain":        {"No legal move %s: %s is a plain move, with no squares in between", "没有 %s 这步合法着法：%s 是普通走子，中间不写格号"},
		"move.pathfitsnone": {"No legal move %s: the squares in between fit no capture from %d to %d (those are: %s)", "没有 %s 这步合法着法：中间格号与从 %d 到 %d 的任何吃法都不符（吃法有：%s）"},
		"move.ambiguous":    {"Ambiguous move %s: it could be %s", "着法 %s 有歧义：可能是 %s"},
		"move.illegal":      {"Illegal move %s", "不合规则的着法 %s"},
		"move.gameover":     {"The game is over", "对局已结束"},
		"move.none":         {"none", "无"},

		// Positions the FEN reader refuses (engine.FENError): what, then where.
		"fen.at":             {"%s (at character %d)", "%s（第 %d 个字符处）"},
		"fen.empty":          {"empty: the side to move (W or B) comes first", "内容为空：应先写走棋方（W 或 B）"},
		"fen.badside":        {"expected the side to move (W or B), found %s", "应为走棋方（W 或 B），却是 %s"},
		"fen.expectedcolon":  {"expected ':' before a piece list, found %s", "棋子列表前应有“:”，却是 %s"},
		"fen.badcounter":     {"expected a number after %s", "%s 后应为数字"},
		"fen.badliststart":   {"expected W or B to start a piece list, found %s", "棋子列表应以 W 或 B 开头，却是 %s"},
		"fen.secondlist":     {"a second piece list for %s", "%s的棋子列表出现了两次"},
		"fen.unclosedquote":  {"the opening quote is not closed", "引号没有闭合"},
		"fen.trailing":       {"unexpected %s after the position", "局面后面多出了 %s"},
		"fen.nolists":        {"no piece lists (expected :W... and :B...)", "没有棋子列表（应为 :W... 和 :B...）"},
		"fen.expectedsquare": {"expected a square number, found %s", "应为格号，却是 %s"},
		"fen.squarerange":    {"square %s is not between 1 and 50", "格号 %s 不在 1 到 50 之间"},
		"fen.backwardrange":  {"the range %d-%d runs backwards", "范围 %d-%d 的顺序反了"},
		"fen.listedtwice":    {"square %d is listed twice", "%d 号格被列了两次"},
		"fen.manoncrowning":  {"a %[1]s man cannot stand on %[2]d, its crowning row (write K%[2]d for a king)", "%[1]s的兵不能停在 %[2]d 号格，那是它的升王线（王应写作 K%[2]d）"},
	})
}
