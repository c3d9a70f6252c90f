package i18n // catalogue_page.go: the web page's own texts around the game (set by wasm/page when the language changes).

func init() {
	register(map[Key][numLangs]string{
		// The corner button that opens the game-record dialog (wasm/keep).
		"page.record.button": {"PDN / FEN", "棋谱"},
	})
}
