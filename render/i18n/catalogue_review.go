package i18n // catalogue_review.go: the post-game review (复盘): labels, verdicts, summaries.

func init() {
	register(map[Key][numLangs]string{
		"btn.review":          {"Review", "复盘"},
		"btn.reviewing":       {"Review %d/%d", "复盘 %d/%d"},
		"review.running":      {"Reviewing the game… %d/%d", "正在复盘… %d/%d"},
		"review.done":         {"Review ready: click the chart to go to a move", "复盘完成：点击曲线图可跳到该步"},
		"review.done.nochart": {"Review ready: ?! inaccuracy · ? mistake · ?? blunder", "复盘完成：?! 缓着 · ? 错着 · ?? 败着"},
		"review.inaccuracy":   {"an inaccuracy", "缓着"},
		"review.mistake":      {"a mistake", "错着"},
		"review.blunder":      {"a blunder", "败着"},
		"review.move":         {"%s is %s (−%d%%): better %s", "%s 是%s（胜率 −%d%%）：更好的是 %s"},
		// A side's summary: "White: 2 mistakes, 1 blunder (23. 27-31, 31. 40-35) · accuracy 87%".
		"review.summary":              {"%s: %s · accuracy %d%%", "%s：%s · 准确率 %d%%"},
		"review.moves":                {"%s (%s)", "%s（%s）"},
		"review.and":                  {", ", "、"},
		"review.clean":                {"no mistakes", "没有失误"},
		"review.count.blunder.one":    {"%d blunder", "%d 个败着"},
		"review.count.blunder":        {"%d blunders", "%d 个败着"},
		"review.count.mistake.one":    {"%d mistake", "%d 个错着"},
		"review.count.mistake":        {"%d mistakes", "%d 个错着"},
		"review.count.inaccuracy.one": {"%d inaccuracy", "%d 个缓着"},
		"review.count.inaccuracy":     {"%d inaccuracies", "%d 个缓着"},
		// The end of a game in the panel: a side's figures.
		"end.side": {"%s: moves %d · captures %d (pieces %d) · kings %d · time %s", "%s：%d 步 · 吃子 %d 次（%d 子）· 升王 %d · 用时 %s"},
		// The chart: who is better at its top and bottom, move numbers under it.
		"review.chart.white": {"White better", "白方占优"},
		"review.chart.black": {"Black better", "黑方占优"},
		"review.chart.move":  {"%d", "%d"},
	})
}
