package i18n // catalogue_editor.go: the position editor: tools, buttons, what the rules refuse.

func init() {
	register(map[Key][numLangs]string{
		"btn.edit":         {"Set up", "摆局面"},
		"edit.tool.wm":     {"White man", "白兵"},
		"edit.tool.wk":     {"White king", "白王"},
		"edit.tool.bm":     {"Black man", "黑兵"},
		"edit.tool.bk":     {"Black king", "黑王"},
		"edit.tool.erase":  {"Erase", "擦除"},
		"edit.tomove":      {"Turn: %s", "%s先走"},
		"edit.clear":       {"Clear", "清空"},
		"edit.fen":         {"FEN %s", "FEN %s"},
		"edit.start":       {"Start position", "初始局面"},
		"edit.play":        {"vs computer", "与电脑下"},
		"edit.two":         {"Two players", "双人下"},
		"edit.analyse":     {"Analyse", "分析"},
		"edit.cancel":      {"Cancel", "取消"},
		"edit.cancelled":   {"Set-up cancelled: back to %s, the game as it was", "已取消摆局面：回到%s，对局不变"},
		"edit.status":      {"Set up a position: %s to move", "摆局面：%s先走"},
		"edit.help":        {"Choose a piece, then click squares (a second click takes it away)", "选一种棋子，再点棋格摆放（再点一次移走）"},
		"edit.manonfarrow": {"A %s man cannot stand on %d: there it would have become a king", "%s兵不能停在 %d 号格：到那里它已升王"},
		"edit.nopieces":    {"%s is to move but has no pieces", "轮到%s走，但没有棋子"},
		"edit.toomany":     {"%s has %d pieces: at most %d", "%s有 %d 个棋子：最多 %d 个"},
	})
}
