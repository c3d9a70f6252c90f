package i18n // catalogue_store.go: texts of saving and the Games list: storage full or read-only, failed saves, two tabs, the save folder, the Games panel.

func init() {
	register(map[Key][numLangs]string{
		"games.row": {"Game %d", "对局 %d"}, // a row of the Games list, as named in state().buttons
		// Start-up.
		"store.open.full": {
			"Your saved game is back, but this site's storage is full: new moves cannot be kept. Download or copy the game, or free space; saving resumes by itself when there is room.",
			"已恢复您保存的对局，但本站的存储空间已满：新的着法无法保存。请下载或复制棋谱，或释放空间；有空间后会自动恢复保存。"},
		"store.open.readonly": {
			"Your saved game is back, but storage here cannot be written (%s): new moves cannot be kept. Download or copy the game.",
			"已恢复您保存的对局，但此处的存储无法写入（%s）：新的着法无法保存。请下载或复制棋谱。"},
		"store.open.fresh.full": {
			"This site's storage is full: this game cannot be kept. Download or copy it, or free space; saving starts by itself when there is room.",
			"本站的存储空间已满：本局无法保存。请下载或复制棋谱，或释放空间；有空间后会自动开始保存。"},
		"store.unavailable": {
			"Storage is unavailable here (%s). You can play, but this game will not be kept when the page closes.",
			"此处无法使用存储（%s）。您可以继续下棋，但关闭页面后本局不会保留。"},
		"store.unreadable.kept": {
			"Your saved game could not be read (%s). It was kept as %s (see Games) and a new game starts.",
			"无法读取您保存的对局（%s）。它已另存为 %s（见“对局”），现在开始新对局。"},
		"store.unreadable.stuck": {
			"Your saved game could not be read (%s), and it could not be moved aside (%s). It is left untouched; this game will be saved as soon as the unreadable save can be moved aside.",
			"无法读取您保存的对局（%s），也无法把它移到一旁（%s）。它保持原样未被改动；一旦能把它移到一旁，本局就会被保存。"},
		// A save that fails, and comes back.
		"store.fail.full": {
			"This move could not be saved: storage is full. Download or copy the game, or free space by dropping old finished games; saving resumes by itself when there is room.",
			"这步棋无法保存：存储空间已满。请下载或复制棋谱，或删除旧的已结束对局来释放空间；有空间后会自动恢复保存。"},
		"store.fail.readonly": {
			"This move could not be saved: storage cannot be written (%s). Download or copy the game; saving resumes by itself once writing works again.",
			"这步棋无法保存：存储无法写入（%s）。请下载或复制棋谱；可以写入后会自动恢复保存。"},
		"store.fail.other": {
			"This move could not be saved (%s). Download or copy the game; saving resumes by itself once a save works again.",
			"这步棋无法保存（%s）。请下载或复制棋谱；保存恢复正常后会自动继续保存。"},
		"store.resumed": {
			"Saving works again: the game is kept.",
			"保存已恢复：本局已保存。"},
		"store.dropped": {
			"To make room, %d old finished games and %d paused games were removed from the Games list.",
			"为腾出空间，已从“对局”列表中删除 %d 局旧的已结束对局和 %d 局暂停的对局。"},
		"store.archived": {
			"At most %d paused games are kept in the list: the oldest (%s, moves played: %d, last played %s) was moved to the archive. It is still in Games, to continue, view or download as PDN.",
			"暂停的对局最多保留 %d 局：最早的一局（%s，已走 %d 步，最后一次 %s）已移入归档。它仍在“对局”中，可以继续、查看或下载为 PDN。"},
		"store.archived.unreadable": {
			"The oldest paused game was moved to the archive in Games.",
			"最早的暂停对局已移入“对局”中的归档。"},
		"store.freed": {
			"Space freed: %d finished games removed, and the game is saved again.",
			"已释放空间：删除了 %d 局已结束对局，本局已重新保存。"},
		"store.freed.short": {
			"Removing the finished games was not enough: the space is used by other data of this site. Download or copy the game to keep it.",
			"删除已结束对局仍不够：空间被本站的其他数据占用。请下载或复制棋谱以保留本局。"},
		// Two tabs or windows.
		"store.conflict.saved": {
			"Another tab or window had saved a different game (moves played: %d). Both are kept: continue this one, or switch to the other.",
			"另一个标签页或窗口保存了另一局对局（已走 %d 步）。两局都已保留：继续这一局，或切换到另一局。"},
		"store.conflict.seen": {
			"Another tab or window is now playing a different game (moves played: %d). Both games are kept (see Games): continue this one here, or switch to the other.",
			"另一个标签页或窗口正在下另一局对局（已走 %d 步）。两局都已保留（见“对局”）：在此继续这一局，或切换到另一局。"},
		"store.conflict.unkept": {
			"Another tab is now playing a different game, and this game could not be kept aside (%s). Download or copy it.",
			"另一个标签页正在下另一局对局，而这一局无法另存（%s）。请下载或复制棋谱。"},
		"store.switched": {
			"Switched to the other game; the game you left is in the Games list.",
			"已切换到另一局；离开的对局在“对局”列表中。"},
		// Desktop.
		"store.folder.bad": {
			"Games cannot be saved: %s. Ctrl+S writes a .pdn; start with -save DIR to keep games in another folder.",
			"无法保存对局：%s。按 Ctrl+S 可写出 .pdn 文件；启动时用 -save DIR 可把对局保存在其他文件夹。"},
		"store.fail.desktop": {
			"This move was not saved: %s. Ctrl+S writes a .pdn; saving resumes by itself (the last save is untouched).",
			"这步棋没有保存：%s。按 Ctrl+S 可写出 .pdn 文件；写入恢复后会自动继续保存（上次的存档未被改动）。"},
		// Actions.
		"store.action.download": {"Download PDN", "下载 PDN"},
		"store.action.copy":     {"Copy PDN", "复制 PDN"},
		"store.action.free":     {"Free space", "释放空间"},
		"store.action.games":    {"Games", "对局"},
		"store.action.keep":     {"Continue this game", "继续这一局"},
		"store.action.switch":   {"Switch to the other game", "切换到另一局"},
		"store.action.dismiss":  {"Dismiss", "关闭"},
		"store.copied":          {"PDN copied.", "PDN 已复制。"},
		"store.copy.failed":     {"Copy is blocked here: use Download PDN.", "此处无法复制：请使用“下载 PDN”。"},
		"store.kept": {
			"You continue this game; the other game stays in the Games list.",
			"您继续这一局；另一局保留在“对局”列表中。"},
		// The desktop's Download PDN writes a file.
		"store.downloaded":      {"The game was written to %s.", "棋谱已写入 %s。"},
		"store.download.failed": {"The PDN file could not be written (%s): use Copy PDN.", "无法写入 PDN 文件（%s）：请使用“复制 PDN”。"},
		// The Games list.
		"games.title":         {"Games", "对局"},
		"games.empty":         {"No games yet.", "还没有对局。"},
		"games.kind.current":  {"in progress", "进行中"},
		"games.kind.paused":   {"paused", "已暂停"},
		"games.kind.recovery": {"from another tab or window", "来自另一标签页或窗口"},
		"games.kind.finished": {"finished", "已结束"},
		"games.kind.archived": {"archived", "已归档"},
		"games.kind.backup":   {"unreadable save", "无法读取的存档"},
		"games.vs.computer":   {"vs computer, level %d", "对电脑，等级 %d"},
		"games.two.players":   {"two players", "双人对弈"},
		"games.watch":         {"computer vs computer", "电脑对电脑"},
		"games.analysis":      {"analysis", "分析"},
		"games.moves":         {"moves: %d", "着数：%d"},
		"games.unreadable":    {"cannot be read: %s", "无法读取：%s"},
		"games.continue":      {"Continue", "继续"},
		"games.view":          {"View", "查看"},
		"games.export":        {"Export PDN", "导出 PDN"},
		"games.close":         {"Close", "关闭"},
		"games.up":            {"Up", "上"},
		"games.down":          {"Down", "下"},
		"games.pick":          {"Pick a game, then Continue, View or Export PDN.", "选择一局，然后点“继续”“查看”或“导出 PDN”。"},
		"games.exported":      {"Exported: %s", "已导出：%s"},
		"games.export.raw":    {"Exported the unreadable save as it is: %s", "已按原样导出无法读取的存档：%s"},
		"games.gone":          {"That game is no longer there.", "该对局已不存在。"},
		"games.cannot":        {"This save cannot be read, so it cannot be played: export it to keep it.", "此存档无法读取，因此无法继续：请导出以保留它。"},
		"games.continued":     {"Continuing the game of %s.", "继续 %s 的对局。"},
	})
}
