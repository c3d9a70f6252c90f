package i18n // catalogue_game.go: the game screen: buttons, modes, levels, themes, status and info lines, messages, the game-over card, view mode.

// Chinese draughts terms follow the usage of Chinese rules pages for
// international draughts (国际跳棋): 白方/黑方 for the sides, 棋子 for
// pieces, 兵 for men, 王 for kings, 吃子 for a capture, 连吃 for a
// multiple capture, 升王 for promotion, 和棋 for a draw, 认输 to resign,
// 悔棋 to take a move back.
func init() {
	register(map[Key][numLangs]string{
		"app.title": {"International draughts", "国际跳棋"},

		// Sides.
		"side.white": {"White", "白方"},
		"side.black": {"Black", "黑方"},
		// Sides inside a sentence ("pick one of the white pieces").
		"piece.white": {"white", "白方"},
		"piece.black": {"black", "黑方"},

		// Buttons.
		"btn.new":          {"New game", "新对局"},
		"btn.undo":         {"Undo", "悔棋"},
		"btn.redo":         {"Redo", "还原"},
		"btn.hint":         {"Hint", "提示"},
		"btn.flip":         {"Flip", "翻转棋盘"},
		"btn.resign":       {"Resign", "认输"},
		"btn.nosound":      {"No sound", "无声音"},
		"btn.view.start":   {"« Start", "« 开局"},
		"btn.view.back":    {"‹ Back", "‹ 后退"},
		"btn.view.forward": {"Next ›", "前进 ›"},
		"btn.view.end":     {"End »", "终局 »"},
		"btn.promote":      {"Promote line", "提升变着"},
		"btn.delete":       {"Delete line", "删除变着"},
		"btn.deleteafter":  {"Delete after", "删除后续"},
		"btn.top3":         {"Top 3 %s", "前三着：%s"},

		// Modes (the mode button shows the current one).
		"mode.play":       {"vs computer", "人机对战"},
		"mode.two-player": {"two players", "双人对战"},
		"mode.watch":      {"watch", "电脑对弈"},
		"mode.analysis":   {"analysis", "分析"},
		"mode.view":       {"view", "查看"},
		"mode.edit":       {"set up", "摆局面"},

		// Themes.
		"theme.wood":          {"Wood", "木纹"},
		"theme.tournament":    {"Tournament", "比赛"},
		"theme.ocean":         {"Ocean", "海洋"},
		"theme.high-contrast": {"High contrast", "高对比度"},

		// Levels (engine/levels.go), 1 to 10.
		"level.1":  {"Beginner", "入门"},
		"level.2":  {"Novice", "新手"},
		"level.3":  {"Casual", "休闲"},
		"level.4":  {"Amateur", "业余"},
		"level.5":  {"Club player", "俱乐部棋手"},
		"level.6":  {"Strong club player", "强俱乐部棋手"},
		"level.7":  {"Expert", "专家"},
		"level.8":  {"Master", "大师"},
		"level.9":  {"Grandmaster", "特级大师"},
		"level.10": {"Full strength", "全力"},

		// Status line.
		"status.tomove":   {"%s to move", "轮到%s走棋"},
		"status.yours":    {"Your move (%s)", "轮到你走（%s）"},
		"status.thinking": {"Computer (%s) is thinking…", "电脑（%s）正在思考…"},
		"status.analysis": {"%s to move · depth %d", "轮到%s走棋 · 深度 %d"},
		"status.gameover": {"Game over: %s", "对局结束：%s"},
		"status.view":     {"%s to move · step %d of %d", "轮到%s走棋 · 第 %d 步，共 %d 步"},

		// Info lines.
		"info.typed":     {"Move: %s_   (Enter to play)", "着法：%s_   （按回车走棋）"},
		"info.engine":    {"Engine: %[1]s for %[2]s, depth %[3]d", "引擎：%[2]s %[1]s，深度 %[3]d"},
		"info.best":      {"Best: %s", "最佳：%s"},
		"info.expecting": {"Played, expecting: %s", "已走，预计：%s"},
		"info.analysis":  {"Engine: %s (White's view), depth %d · White %d%%", "引擎：%s（白方视角），深度 %d · 白方胜率 %d%%"},
		"info.line":      {"%d. %s %s: %s", "%d. %s %s：%s"},
		"score.win":      {"win in %d", "%d 步内胜"},
		"score.loss":     {"loss in %d", "%d 步内负"},
		"info.viewhelp":  {"Keys: ← → Home End. Click a move to go there.", "按键：← → Home End。点击着法可跳到该步。"},

		// Messages.
		"msg.mode":          {"Mode: %s", "模式：%s"},
		"msg.level":         {"Level %d: %s", "等级 %d：%s"},
		"msg.lookinghint":   {"Looking for a good move…", "正在寻找好棋…"},
		"msg.hint":          {"Hint: %s", "提示：%s"},
		"msg.engine":        {"Engine: %s", "引擎出错：%s"},
		"msg.engineillegal": {"Engine answered an illegal move: %s", "引擎给出了不合规则的着法：%s"},
		"msg.badfen":        {"Bad FEN: %s", "FEN 有误：%s"},
		"msg.badstart":      {"Bad starting position: %s", "起始局面有误：%s"},
		"msg.badgamemove":   {"Bad move in the game: %s", "棋谱中有错误着法：%s"},
		"msg.badsaved":      {"Could not replay the saved moves: %s", "无法重放保存的着法：%s"},
		"msg.nomove":        {"No move possible now", "现在不能走棋"},
		"msg.unknownmode":   {"Unknown mode %s", "未知模式 %s"},
		"msg.levelrange":    {"Level must be 1 to 10", "等级必须在 1 到 10 之间"},
		"msg.notyourturn":   {"Not your turn", "还没轮到你"},
		"msg.over":          {"The game is over: New game to play again, or Undo", "对局已结束：点“新对局”再下一盘，或悔棋"},
		"msg.wait":          {"Wait: the computer is thinking", "请稍候：电脑正在思考"},
		"msg.watching":      {"The computer plays both sides: change the mode to play", "电脑在双方对弈：切换模式即可自己下"},
		"msg.promoted":      {"Side line promoted", "变着已提升"},
		"msg.deleted":       {"Line deleted", "已删除"},
		"msg.viewonly":      {"View only: use the arrows to step through the game", "仅供查看：用箭头逐步查看对局"},

		// The game-over card.
		"card.longest.one": {"Longest capture: 1 piece (%s)", "最长连吃：1 子（%s）"},
		"card.longest":     {"Longest capture: %d pieces (%s)", "最长连吃：%d 子（%s）"},
	})
}
