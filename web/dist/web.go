package main // web.go: the web bundle: the static files of the browser game, for any folder of any static host.

import (
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// webSkipDirs are the folders of web/ that are not part of the site.
var webSkipDirs = map[string]bool{"server": true, "test": true, "dist": true, "node_modules": true}

// webExts are the kinds of file a site needs.
var webExts = map[string]bool{".html": true, ".js": true, ".mjs": true, ".css": true, ".wasm": true, ".br": true, ".gz": true,
	".webmanifest": true, ".json": true, ".png": true, ".svg": true, ".ico": true, ".woff2": true, ".txt": true,
	".ttf": true, ".otf": true} // the fonts: fetched by the page, precached by sw.js

// webRequired must be present: make wasm has run.
var webRequired = []string{"index.html", "draughts.wasm", "engine.wasm", "wasm_exec.js", "worker.js", "sw.js", "manifest.webmanifest", "version.js"}

// webBundle zips the built web folder (every static file of the site, the
// precompressed copies included) under a top folder "draughts/", with a
// README and an Apache .htaccess.
func webBundle(o options, licence *entry) (string, error) {
	for _, f := range webRequired {
		if _, err := os.Stat(filepath.Join(o.web, f)); err != nil {
			return "", fmt.Errorf("%s is missing: run make wasm first", filepath.Join(o.web, f))
		}
	}
	// The game must be the build being released (the page's state().version).
	for _, f := range []string{"draughts.wasm"} {
		b, err := os.ReadFile(filepath.Join(o.web, f))
		if err != nil {
			return "", err
		}
		if !bytes.Contains(b, []byte(o.version)) {
			return "", fmt.Errorf("%s is not stamped with version %s: run make wasm VERSION=%s", filepath.Join(o.web, f), o.version, o.version)
		}
	}
	wasm, _ := os.Stat(filepath.Join(o.web, "draughts.wasm"))
	var files []entry
	err := filepath.WalkDir(o.web, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(o.web, path)
		rel = filepath.ToSlash(rel)
		if d.IsDir() {
			if webSkipDirs[d.Name()] && rel != "." {
				return filepath.SkipDir
			}
			return nil
		}
		ext := strings.ToLower(filepath.Ext(path))
		if !webExts[ext] || strings.HasPrefix(d.Name(), ".") || rel == noticesName { // the notices are written below
			return nil
		}
		if ext == ".br" || ext == ".gz" {
			// A precompressed copy older than its original is stale: leave it out.
			orig, err1 := os.Stat(strings.TrimSuffix(path, ext))
			st, err2 := d.Info()
			if err1 != nil || err2 != nil || st.ModTime().Before(orig.ModTime().Truncate(time.Second)) {
				return nil
			}
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		files = append(files, entry{name: "draughts/" + rel, data: b})
		return nil
	})
	if err != nil {
		return "", err
	}
	notices, err := thirdPartyNotices(o.root, fmt.Sprintf("%s %s (web)", appName, o.version), []builtFile{
		{name: "draughts.wasm", path: filepath.Join(o.web, "draughts.wasm")},
		{name: "engine.wasm", path: filepath.Join(o.web, "engine.wasm")},
	}, ", and wasm_exec.js (its WebAssembly loader)")
	if err != nil {
		return "", err
	}
	files = append(files,
		entry{name: "draughts/README.txt", data: []byte(webReadme(o.version, licence != nil))},
		entry{name: "draughts/" + noticesName, data: notices},
		entry{name: "draughts/.htaccess", data: []byte(htaccess)})
	if licence != nil {
		files = append(files, entry{name: "draughts/" + licence.name, data: licence.data})
	}
	name := fmt.Sprintf("draughts-%s-web.zip", o.version)
	return name, writeZip(filepath.Join(o.out, name), files, wasm.ModTime())
}
