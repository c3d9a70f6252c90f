package i18n // catalogue_review.go: the post-game review (复盘): labels, verdicts, summaries.

func init() {
	register(map[Key][numLangs]string{
		"btn.review":        {"Review", "复盘"},
		"btn.reviewing":     {"Review %d/%d", "复盘 %d/%d"},
		"review.running":    {"Reviewing the game… %d/%d", "正在复盘… %d/%d"},
		"review.done":       {"Review ready: click the chart to go to a move", "复盘完成：点击曲线图可跳到该步"},
		"review.inaccuracy": {"an inaccuracy", "缓着"},
		"review.mistake":    {"a mistake", "错着"},
		"review.blunder":    {"a blunder", "败着"},
		"review.move":       {"%s is %s (−%d%%): better %s", "%s 是%s（胜率 −%d%%）：更好的是 %s"},
		"review.summary":    {"%s: ?? %d · ? %d · ?! %d · loss %d%%", "%s：败着 %d · 错着 %d · 缓着 %d · 损失 %d%%"},
	})
}
