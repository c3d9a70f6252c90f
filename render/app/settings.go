package app // settings.go: the settings in one menu: sound, square numbers, board theme, language, auto-flip, animations; remembered by the host with the game.

import (
	"strconv"
	"strings"

	"github.com/draughts/draughts/input"
	"github.com/draughts/draughts/render"
	"github.com/draughts/draughts/render/i18n"
)

// openSettings opens the settings; back is where Back goes.
func (a *App) openSettings(back sheetID) { a.openSheet(sheetSettings, back) }

func (a *App) settingsRows() (string, []sheetRow) {
	onOff := func(act string, on bool) []cell {
		return []cell{{act: act + ".1", label: a.tr("settings.on"), on: on}, {act: act + ".0", label: a.tr("settings.off"), on: !on}}
	}
	var rows []sheetRow
	if a.sound.Available() {
		rows = append(rows, sheetRow{head: a.tr("settings.sound"), cells: onOff("sound", !a.sound.Muted), minW: 90})
	} else {
		rows = append(rows, sheetRow{head: a.tr("settings.sound"), note: a.tr("btn.nosound")})
	}
	rows = append(rows, sheetRow{head: a.tr("settings.numbers"), cells: onOff("numbers", a.numbers), minW: 90})
	var themes []cell
	for i, th := range render.Themes {
		themes = append(themes, cell{act: "theme." + itoa(i), label: a.themeName(th.Name), on: a.theme == i})
	}
	rows = append(rows, sheetRow{head: a.tr("settings.theme"), cells: themes, minW: 110})
	var langs []cell
	for _, l := range i18n.Langs() {
		// Each language by its own name, so that it can be found in any.
		langs = append(langs, cell{act: "lang." + l.String(), label: l.T(i18n.Key("settings.lang.self")), on: a.lang == l})
	}
	rows = append(rows, sheetRow{head: a.tr("settings.lang"), cells: langs, minW: 110})
	rows = append(rows, sheetRow{head: a.tr("settings.autoflip"), cells: onOff("autoflip", a.autoFl), minW: 90, note: a.tr("settings.autoflip.note")})
	motion := "on"
	if a.reduced {
		motion = "off"
	} else if a.fast {
		motion = "fast"
	}
	rows = append(rows, sheetRow{head: a.tr("settings.motion"), minW: 90, note: a.tr("settings.motion.note"), cells: []cell{
		{act: "motion.on", label: a.tr("settings.motion.on"), on: motion == "on"},
		{act: "motion.fast", label: a.tr("settings.motion.fast"), on: motion == "fast"},
		{act: "motion.off", label: a.tr("settings.motion.off"), on: motion == "off"},
	}})
	rows = append(rows, sheetRow{cells: []cell{{act: "back", label: a.tr("common.back")}}, minW: 120})
	return a.tr("settings.title"), rows
}

func (a *App) settingsAct(act string) {
	name, arg, _ := strings.Cut(act, ".")
	on := arg == "1"
	switch name {
	case "sound":
		a.sound.Muted = !on
	case "numbers":
		a.numbers = on
	case "theme":
		if n, err := strconv.Atoi(arg); err == nil && n >= 0 && n < len(render.Themes) {
			a.theme, a.themeChosen = n, true
		}
	case "lang":
		if l, ok := i18n.Parse(arg); ok {
			a.setLang(l)
		}
	case "autoflip":
		a.autoFl = on
		a.autoFlip()
	case "motion":
		a.setMotion(arg)
	case "back":
		a.closeSheet()
	}
}

// settingKey runs a setting's shortcut: M sound, C square numbers, T the
// next board theme.
func (a *App) settingKey(in input.Intent) {
	switch in {
	case input.IntentMute:
		if a.sound.Available() {
			a.sound.Muted = !a.sound.Muted
		}
	case input.IntentNumbers:
		a.numbers = !a.numbers
	case input.IntentTheme:
		a.theme, a.themeChosen = (a.theme+1)%len(render.Themes), true
	}
	a.changed, a.dirty = true, true
}

// setMotion sets the animations: "on", "fast" (moves shown at twice the
// speed) or "off" (reduced motion).
func (a *App) setMotion(m string) {
	switch m {
	case "on", "fast", "off":
		a.fast = m == "fast"
		a.setReduced(m == "off")
	}
}

// motionSetting is the animations setting as saved: "on", "fast" or "off".
func (a *App) motionSetting() string {
	switch {
	case a.reduced:
		return "off"
	case a.fast:
		return "fast"
	}
	return "on"
}
