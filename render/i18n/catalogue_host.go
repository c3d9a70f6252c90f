package i18n // catalogue_host.go: texts of the host around the game: a saved game that cannot be continued, the address's parameters (wasm/params), the desktop's clipboard and Ctrl+S.

func init() {
	register(map[Key][numLangs]string{
		"host.restore.failed": {
			"The saved game could not be continued (%v); a new game starts.",
			"无法继续您保存的对局（%v），现在开始新对局。"},
		// Parameters of the address (wasm/params): "Ignored in the address:
		// level=12: expected a level from 1 to 10; color=red: ...".
		"params.ignored": {"Ignored in the address: %s", "地址中以下参数已忽略：%s"},
		"params.repeated": {
			"given %d times: only the last one is used",
			"出现了 %d 次：只使用最后一个"},
		// A panic caught at a door (wasm/door): what the player sees; the
		// panic's text and stack go to the console for a bug report.
		"host.panic": {
			"Internal error (%s): nothing was changed and the game goes on. The details are in the console, for a bug report.",
			"内部错误（%s）：没有做任何更改，游戏继续进行。详细信息在控制台中，可用于报告问题。"},
		"params.internal": {
			"internal error (%s); the details are in the console, for a bug report",
			"内部错误（%s）；详细信息在控制台中，可用于报告问题"},
		"params.panic": {
			"The address could not be read (internal error: %s): its parameters are ignored. The details are in the console, for a bug report.",
			"无法读取地址（内部错误：%s），其参数已忽略。详细信息在控制台中，可用于报告问题。"},
		"params.puzzle.unknown": {"no puzzle has this id (ids are 6 hex digits; `draughts puzzles` lists them)", "没有这个编号的习题（编号为 6 位十六进制数字，`draughts puzzles` 可列出全部）"},
		"params.lesson.unknown": {"expected one of %s", "应为以下之一：%s"},
		"params.separator":      {"; ", "；"},
		"params.problem":        {"%s=%s: %s", "%s=%s：%s"},
		"params.unreadable": {
			"part of the address could not be read: %s",
			"地址的一部分无法读取：%s"},
		"params.too.long":    {"too long (%d characters, at most %d)", "太长（%d 个字符，最多 %d 个）"},
		"params.invalid":     {"%v", "%v"}, // the engine's own words (FEN, PDN)
		"params.game.number": {"expected a game number 1, 2, ...", "应为棋局编号 1、2……"},
		"params.game.no.pdn": {
			"game= picks a game of pdn=, and there is no pdn=",
			"game= 用于选择 pdn= 中的棋局，但地址中没有 pdn="},
		"params.pdn.empty":     {"no game found in the text", "文本中没有找到棋局"},
		"params.pdn.count":     {"game %d asked for, the text has %d", "要求第 %d 局，但文本只有 %d 局"},
		"params.color":         {"expected white or black", "应为 white（白方）或 black（黑方）"},
		"params.mode":          {"expected one of %s", "应为以下之一：%s"},
		"params.level":         {"expected a level from 1 to 10", "应为 1 到 10 级"},
		"params.theme.unknown": {"unknown theme; try %s", "未知的主题；可选：%s"},
		"params.theme.name":    {"expected a theme name", "应为主题名称"},
		"params.onoff":         {"expected on or off", "应为 on（开）或 off（关）"},
		"params.save": {
			"expected off or a name of up to %d letters, digits, '-' or '_'",
			"应为 off，或由最多 %d 个字母、数字、“-”或“_”组成的名称"},
		"params.lang":   {"expected en or zh", "应为 en（英文）或 zh（中文）"},
		"params.origin": {"expected an origin such as https://example.org", "应为来源地址，例如 https://example.org"},
		"params.origin.extra": {
			"an origin has no path, query or user: use %s://%s",
			"来源地址不能包含路径、查询参数或用户名：请使用 %s://%s"},
		// The desktop's PDN shortcuts: Ctrl+C, Ctrl+V, Ctrl+S.
		"clip.copy.failed":  {"Copy failed: %s", "复制失败：%s"},
		"clip.copied":       {"The game is on the clipboard as PDN.", "棋谱已以 PDN 格式复制到剪贴板。"},
		"clip.paste.failed": {"Paste failed: %s", "粘贴失败：%s"},
		"clip.no.tool": {
			"no clipboard tool found (wl-clipboard, xclip or xsel); use Ctrl+S to save a .pdn file",
			"找不到剪贴板工具（wl-clipboard、xclip 或 xsel）；请按 Ctrl+S 保存为 .pdn 文件"},
		"clip.no.game":    {"The clipboard holds no game: %s", "剪贴板中没有棋局：%s"},
		"clip.loaded":     {"Game %d of %d loaded from the clipboard.", "已从剪贴板载入第 %d 局（共 %d 局）。"},
		"pdn.save.failed": {"Saving the PDN failed: %s", "保存 PDN 失败：%s"},
		"pdn.saved":       {"Game saved as %s", "棋局已保存为 %s"},
	})
}
