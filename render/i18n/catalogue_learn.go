package i18n // catalogue_learn.go: texts of the lessons (mode=learn): titles, steps, hints and answers.

func init() {
	register(map[Key][numLangs]string{
		// The mode and its panel.
		"learn.btn.prev": {"‹ Back", "‹ 上一步"},
		"learn.btn.next": {"Next ›", "下一步 ›"},
		"learn.btn.menu": {"Lessons", "课程列表"},
		// The lesson list (lessons.go).
		"lessons.title":      {"Lessons", "课程列表"},
		"lessons.row":        {"%d. %s", "%d. %s"},
		"lessons.steps":      {"%d/%d steps", "%d/%d 步"},
		"lessons.steps.done": {"done · %d/%d", "已完成 · %d/%d"},
		"lessons.prev":       {"‹ Lesson %d", "‹ 第 %d 课"},
		"lessons.next":       {"Lesson %d ›", "第 %d 课 ›"},
		"lessons.up":         {"Up", "向上"},
		"lessons.down":       {"Down", "向下"},
		"lessons.close":      {"Close", "关闭"},
		"learn.status":       {"Lesson %d of %d: %s · step %d of %d", "第 %d 课（共 %d 课）：%s · 第 %d 步（共 %d 步）"},
		"learn.progress":     {"Course: %d of %d steps done", "课程进度：已完成 %d/%d 步"},
		"learn.right":        {"Right! Go on: the other side answers.", "正确！继续：对方应着。"},
		"learn.done":         {"Well done! Press Next for the next step.", "做得好！按“下一步”继续。"},
		"learn.done.last":    {"Well done: you have finished the whole course!", "太好了：你已完成全部课程！"},
		"learn.wrong":        {"Not this one: %s does not do what the step asks. Try again.", "不对：%s 不符合本步的要求。再试一次。"},
		"learn.hint.piece":   {"Hint: use the piece on %d.", "提示：用 %d 格上的棋子。"},
		"learn.hint.move":    {"Hint: play %s.", "提示：走 %s。"},
		"learn.unknown":      {"There is no lesson %q; the course starts at the beginning.", "没有名为 %q 的课；从第一课开始。"},
		"learn.step.hint":    {"Hint: %s", "提示：%s"},
		// A king ending (the Win task): why a move is refused, a drawn ending.
		"learn.win.gives":    {"Not %s: the lone king can capture, and the win slips away (it is not taken back at once). Try again.", "不要走 %s：单王可以吃子，而且不能被立刻吃回，胜局就丢了。再试一次。"},
		"learn.win.lost":     {"%s does not keep the win. Try again.", "%s 保不住胜局。再试一次。"},
		"learn.win.drawn":    {"%s ends the game in a draw by the rules. Try again.", "%s 会按规则形成和棋。再试一次。"},
		"learn.win.drawnby":  {"Draw (%s): the win slipped away. Press Retry to start again.", "和棋（%s）：胜局溜走了。按“重来”重新开始。"},
		"learn.title.board":  {"The board and notation", "棋盘与记谱"},
		"learn.board.1":      {"The board has 50 dark squares, numbered 1 to 50 from Black's side. White, at the bottom, moves first. A move is written from-to: play 32-28.", "棋盘有 50 个深色格，从黑方一侧编号 1 到 50。白方在下方，先走。一步棋写作“起点-终点”：请走 32-28。"},
		"learn.board.1.hint": {"Click the man on 32, then square 28.", "先点 32 格上的棋子，再点 28 格。"},
		"learn.board.2":      {"A capture is written with an x: 28x19 means the man on 28 jumps over 23 and lands on 19. Play 28x19.", "吃子用 x 表示：28x19 表示 28 格的棋子跳过 23 落在 19。请走 28x19。"},
		"learn.board.2.hint": {"Click the man on 28, then square 19.", "先点 28 格的棋子，再点 19 格。"},

		"learn.title.men":  {"How men move", "兵的走法"},
		"learn.men.1":      {"Men move one square diagonally forward, onto an empty square. Move any white man.", "兵沿斜线向前走一格，走到空格上。请任意走一个白兵。"},
		"learn.men.1.hint": {"The men on 31 to 35 can move: click one, then a lit square.", "31 到 35 格的兵可以走：点一个，再点亮起的格子。"},
		"learn.men.2":      {"A man that ends its move on the far row (squares 1 to 5 for White) is crowned: it becomes a king. Crown the man on 7.", "兵走到对方底线（白方为 1 到 5 格）并停在那里就升变为王。请让 7 格的兵升王。"},
		"learn.men.2.hint": {"From 7 the man reaches 1 or 2.", "7 格的兵可以走到 1 或 2。"},

		"learn.title.capture":  {"Capturing forwards and backwards", "向前和向后吃子"},
		"learn.capture.1":      {"A man captures by jumping over an enemy piece next to it onto the empty square just behind. Capture the black man on 28.", "兵吃子时跳过相邻的敌子，落在其后的空格上。请吃掉 28 格的黑兵。"},
		"learn.capture.1.hint": {"Your man on 33 jumps over 28.", "33 格的兵跳过 28。"},
		"learn.capture.2":      {"Men capture backwards too (they only move forwards). Take the black man on 27.", "兵也可以向后吃子（但只能向前走）。请吃掉 27 格的黑兵。"},
		"learn.capture.2.hint": {"Your man on 22 jumps backwards over 27.", "22 格的兵向后跳过 27。"},

		"learn.title.compulsory":  {"Capturing is compulsory", "有吃必吃"},
		"learn.compulsory.1":      {"When you can capture, you must, even if you would rather not: the man on 47 may not move now. Capture.", "能吃子时必须吃，即使你不想吃：现在 47 格的兵不能走。请吃子。"},
		"learn.compulsory.1.hint": {"The man on 32 must take 27.", "32 格的兵必须吃 27。"},

		"learn.title.majority":  {"Multiple captures and the majority rule", "连吃与多吃原则"},
		"learn.majority.1":      {"A capture goes on while the piece can jump again, all in one move. Take both black men.", "只要还能再跳，吃子就继续，整个过程算一步。请把两个黑兵都吃掉。"},
		"learn.majority.1.hint": {"From 32 jump over 27, then on over 17.", "从 32 跳过 27，再接着跳过 17。"},
		"learn.majority.2":      {"The majority rule: of several captures you must choose one that takes the most pieces (a king counts as one piece). 34x23 takes one only: find the capture that takes two.", "多吃原则：有几种吃法时，必须选吃子最多的一种（王也算一个子）。34x23 只吃一个：请找出吃两个的吃法。"},
		"learn.majority.2.hint": {"The man on 32 can take two.", "32 格的兵能吃两个。"},

		"learn.title.promotion":  {"Crowned only at the end of a move", "只在一步结束时升王"},
		"learn.promotion.1":      {"A man that reaches the far row in the middle of a capture and must jump on stays a man: it is crowned only where the move ends. Capture, and watch the man on 13.", "兵在连吃途中经过底线、还要继续跳时，仍然是兵：只有在一步结束时停在底线才升王。请吃子，并注意 13 格的兵。"},
		"learn.promotion.1.hint": {"Jump from 13 over 8, then back over 7.", "从 13 跳过 8，再跳回越过 7。"},

		"learn.title.kings":  {"Flying kings", "飞王"},
		"learn.kings.1":      {"A king moves any distance along a free diagonal, forwards and backwards. Fly the king from 46 to 5 in one move.", "王可以沿空的斜线向前或向后走任意格数。请一步把王从 46 飞到 5。"},
		"learn.kings.1.hint": {"Click the king on 46, then square 5.", "先点 46 格的王，再点 5 格。"},
		"learn.kings.2":      {"A king captures from afar: it jumps a lone enemy piece on its diagonal, lands on any free square beyond and may capture again from there. Find the king's capture.", "王可以远距离吃子：跳过斜线上单独的敌子，落在其后任意空格，并可从那里继续吃子。请找出王的吃法。"},
		"learn.kings.2.hint": {"Land where the king can take 17 as well.", "落在还能吃掉 17 的地方。"},

		"learn.title.turkish":  {"The Turkish strike", "土耳其打击"},
		"learn.turkish.1":      {"Captured pieces leave the board only when the whole capture is over: a piece already jumped stays there, may not be jumped twice and blocks the way (the Turkish strike). Capture as much as the rules allow.", "被吃的棋子要等整步吃完才从棋盘上拿走：已被跳过的棋子仍在原处，不能再跳一次，还会挡路（土耳其打击）。请按规则吃最多的子。"},
		"learn.turkish.1.hint": {"The king goes round: 37, then 17, then 7.", "王绕一圈：先 37，再 17，再 7。"},

		"learn.title.draws":  {"How a game is drawn", "和棋规则"},
		"learn.draws.1":      {"A game is drawn by agreement; when the same position comes back a third time with the same player to move; after 25 moves each with only kings moved and no capture; and when a lone king faces three pieces with a king (16 more moves each) or fewer (5 moves each). Two kings against one here: make a move.", "以下情况为和棋：双方同意；同一局面第三次出现且轮到同一方走；双方各走 25 步只动王且没有吃子；一方只剩一个王而另一方有带王的三个子（再各走 16 步）或更少（再各走 5 步）。这里是二王对一王：请走一步。"},
		"learn.draws.1.hint": {"Any king move will do.", "任何王的走法都可以。"},

		"learn.title.centre":  {"The centre", "中心"},
		"learn.centre.1":      {"Men in the centre (22, 23, 24, 27, 28, 29) control the board and support each other; a man on the edge has fewer moves. Move a man to the centre.", "中心（22、23、24、27、28、29 格）的兵控制棋盘、互相支援；边上的兵走法较少。请把一个兵走到中心。"},
		"learn.centre.1.hint": {"For example 32-28 or 33-29.", "例如 32-28 或 33-29。"},

		"learn.title.tempo":  {"Tempo", "步数（节奏）"},
		"learn.tempo.1":      {"Tempo: when the men are locked, every move counts, and the side that runs out of good moves loses. Exactly one move keeps the win here: count the moves and find it.", "节奏：棋子互相卡住时，每一步都很重要，先没有好棋可走的一方就输了。这里只有一步能保持胜势：数一数步数，把它找出来。"},
		"learn.tempo.1.hint": {"Think which side will have to move when the men meet.", "想一想双方的兵相遇时轮到谁走。"},

		"learn.title.backrank":  {"Keep the back rank", "守住底线"},
		"learn.backrank.1":      {"Keep your back rank (46 to 50 for White) as long as you can: men there stop enemy men from being crowned. Make a move that leaves the back rank in place.", "尽量守住你的底线（白方为 46 到 50 格）：那里的兵能阻止对方的兵升王。请走一步不动底线棋子的棋。"},
		"learn.backrank.1.hint": {"Move one of the men on 31, 32 or 33.", "走 31、32 或 33 格上的一个兵。"},

		"learn.title.exchange":  {"Exchanges", "兑子"},
		"learn.exchange.1":      {"An exchange: give a man to take one back. Play 34-29: Black must take 23x34, and you take back with 40x29.", "兑子：送一个兵，再吃回一个。请走 34-29：黑方必须 23x34 吃子，你再用 40x29 吃回。"},
		"learn.exchange.1.hint": {"First 34-29, then after Black's capture 40x29.", "先走 34-29，黑方吃子后走 40x29。"},

		"learn.title.shots":  {"Simple shots", "简单的组合（打击）"},
		"learn.shots.1":      {"A shot: give away a man to force the opponent's capture, then take more back. This one is from a real game: find it.", "组合打击：先送一个兵迫使对方吃子，然后吃回更多。这是实战中的局面：请找出来。"},
		"learn.shots.1.hint": {"Look for a man you can give so that Black's capture opens a long capture for you.", "找一个可以送掉的兵，让黑方吃子后为你打开连吃的路线。"},
		"learn.shots.2":      {"Another shot from a real game. The other side's forced replies are played for you.", "另一个实战中的组合。对方被迫的应着会自动走出。"},
		"learn.shots.2.hint": {"The first move is a sacrifice.", "第一步是弃子。"},

		"learn.title.opposition":  {"Opposition", "对峙"},
		"learn.opposition.1":      {"Opposition: with few men left, the side that has to move first often must give way. Find the move that leaves Black to move in the bad position.", "对峙：子少时，先走的一方往往必须让步。请找出让黑方在不利局面中先走的那步棋。"},
		"learn.opposition.1.hint": {"Only one move wins; the others let Black hold.", "只有一步能赢；其他走法都让黑方守住。"},

		"learn.title.kings4":  {"Four kings beat one", "四王胜一王"},
		"learn.kings4.1":      {"Four kings win against one: a sacrifice forces the lone king to capture and land where it is taken. Catch the black king.", "四个王对一个王可以取胜：弃子迫使单王吃子，然后在它落下的地方把它吃掉。请抓住黑王。"},
		"learn.kings4.1.hint": {"Offer a king the black king must take.", "送一个黑王必须吃的王。"},

		"learn.title.kings3":  {"Three kings against one on the long diagonal", "三王对占长对角线的一王"},
		"learn.kings3.1":      {"Three kings cannot beat one king that holds the long diagonal (46 to 5): the game is a draw after 16 moves each. You are Black: keep your king on the long diagonal.", "一个王占住长对角线（46 到 5）时，三个王赢不了它：各走 16 步后为和棋。你执黑：让你的王留在长对角线上。"},
		"learn.kings3.1.hint": {"Move your king along the line 46-41-37-32-28-23-19-14-10-5.", "沿 46-41-37-32-28-23-19-14-10-5 这条线走王。"},
	})
}
