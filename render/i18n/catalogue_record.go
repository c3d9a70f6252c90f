package i18n // catalogue_record.go: the browser's game-record dialog (PDN / FEN: copy, download, paste, open, set position).

func init() {
	register(map[Key][numLangs]string{
		"record.button.title": {"Game record: copy, download, paste or open PDN and FEN", "棋谱：复制、下载、粘贴或打开 PDN 和 FEN"},
		"record.title":        {"Game record", "棋谱"},
		"record.pdn":          {"PDN — paste a game (or a FEN) here and press Load:", "PDN —— 在此粘贴棋谱（或 FEN），然后点“载入”："},
		"record.load":         {"Load", "载入"},
		"record.reading":      {"Reading the text…", "正在读取文字……"},
		"record.copy":         {"Copy PDN", "复制 PDN"},
		"record.download":     {"Download .pdn", "下载 .pdn"},
		"record.open":         {"Open file…", "打开文件…"},
		"record.close":        {"Close", "关闭"},
		"record.fen":          {"FEN — the current position; edit it and press Set position:", "FEN —— 当前局面；修改后点“设置局面”："},
		"record.setfen":       {"Set position", "设置局面"},
		"record.copyfen":      {"Copy FEN", "复制 FEN"},
		"record.dismiss":      {"Dismiss", "关闭提示"},
		"record.pdncopied":    {"PDN copied.", "已复制 PDN。"},
		"record.fencopied":    {"FEN copied.", "已复制 FEN。"},
		"record.loaded":       {"Loaded game %d of %d. Choose another above, or Close.", "已载入第 %d 局（共 %d 局）。可在上方另选一局，或关闭。"},
		"record.copyfailed":   {"Copy failed: select the text and copy it by hand.", "复制失败：请选中文字手动复制。"},
		"record.copyblocked":  {"Copy is blocked here: select the text and copy it by hand.", "此处不允许复制：请选中文字手动复制。"},
	})
}
