package i18n // catalogue_common.go: texts shared by every screen (on/off, languages).

func init() {
	register(map[Key][numLangs]string{
		"common.on":       {"on", "开"},
		"common.off":      {"off", "关"},
		"common.lang.en":  {"English", "英语"},
		"common.lang.zh":  {"Chinese", "中文"},
		"common.language": {"Language: %s", "语言：%s"},
	})
}
