package i18n // catalogue_pdn.go: PDN games that cannot be read (engine.PDNError), texts that hold no game (save.ImportError), the games of a pasted text.

func init() {
	register(map[Key][numLangs]string{
		// Where: the game of the text, its line and column, then what.
		"pdn.at": {"PDN game %d, line %d, column %d: %s", "PDN 第 %d 局，第 %d 行第 %d 列：%s"},
		// What (engine.PDNErrorKind).
		"pdn.tagnoname":        {"a tag without a name", "标签没有名称"},
		"pdn.tagnovalue":       {"tag %s: expected a quoted value", "标签 %s：应有带引号的值"},
		"pdn.tagnoquote":       {"tag %s: the value has no closing quote", "标签 %s：值缺少结尾的引号"},
		"pdn.tagnobracket":     {"tag %s: expected ']' after the value", "标签 %s：值后面应有“]”"},
		"pdn.variationopen":    {"a side line opened with '(' is never closed", "用“(”开始的变着没有闭合"},
		"pdn.toodeep":          {"variations nested more than %d deep", "变着嵌套超过 %d 层"},
		"pdn.toolong":          {"the game is too long (at most %d KB and %d moves, numbers, comments and brackets a game)", "对局过长（每局最多 %d KB，着法、编号、注释和括号合计最多 %d 个）"},
		"pdn.commentopen":      {"a comment opened with '{' is never closed", "用“{”开始的注释没有闭合"},
		"pdn.unexpected":       {"unexpected %s in the moves", "着法中出现了意外的 %s"},
		"pdn.notamove":         {"%s is not a move (a move is written with squares 1-50, such as 32-28 or 19x28)", "%s 不是着法（着法用 1-50 的格号书写，如 32-28 或 19x28）"},
		"pdn.nomoves":          {"no moves and no result", "没有着法，也没有结果"},
		"pdn.nomovesaftertags": {"no moves and no result after the tags", "标签之后没有着法，也没有结果"},
		"pdn.badfen":           {"the FEN tag %s cannot be read: %s", "FEN 标签 %s 无法读取：%s"},
		"pdn.badmove":          {"move %s %s cannot be read", "第 %s 步 %s 无法读取"},
		"pdn.illegal":          {"move %s %s: %s", "第 %s 步 %s：%s"},
		"pdn.illegalnone":      {"move %s %s: no legal move", "第 %s 步 %s：没有合法着法"},

		// A text that gives no game (save.ImportError).
		"import.toolong":    {"The text is too long (%d bytes, at most %d).", "文字太长（%d 字节，最多 %d 字节）。"},
		"import.empty":      {"There is no game in the text: paste a PDN game or a FEN position.", "文字中没有对局：请粘贴 PDN 棋谱或 FEN 局面。"},
		"import.nosuchgame": {"Game %d was asked for; the text has %d.", "要求第 %d 局，但文字中只有 %d 局。"},
		"import.unreadable": {"Game %d cannot be read.", "第 %d 局无法读取。"},
		"import.busy":       {"Other texts are still being read: try again in a moment.", "其他文字仍在读取中，请稍后再试。"},

		// The games of a pasted text, for the chooser (save.Entry).
		"import.position":  {"Position %s", "局面 %s"},
		"import.players":   {"%d. %s - %s", "%d. %s - %s"},
		"import.event":     {"%d. %s", "%d. %s"},
		"import.plain":     {"%d.", "%d."},
		"import.plies":     {"%s, %s (%d plies)", "%s，%s（%d 步）"},
		"import.pliesonly": {"%s (%d plies)", "%s（%d 步）"},
		"import.ply":       {"%s, %s (1 ply)", "%s，%s（1 步）"},
		"import.plyonly":   {"%s (1 ply)", "%s（1 步）"},
		"import.bad":       {"%d. unreadable: %s", "%d. 无法读取：%s"},
	})
}
