package i18n // catalogue_window.go: texts of the desktop window (full screen).

func init() {
	register(map[Key][numLangs]string{
		"window.fullscreen":       {"Full screen", "全屏"},
		"window.leave-fullscreen": {"Windowed", "窗口模式"},
	})
}
