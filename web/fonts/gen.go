//go:build ignore

// gen.go writes the Go fonts (regular and bold, BSD licence, from
// golang.org/x/image/font/gofont) as files for the browser build, which
// fetches them beside draughts.wasm instead of embedding them:
// go run web/fonts/gen.go -out web/fonts   (run by make wasm)
package main

import (
	"flag"
	"log"
	"os"
	"path/filepath"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

func main() {
	out := flag.String("out", "web/fonts", "folder to write the fonts to")
	flag.Parse()
	for name, ttf := range map[string][]byte{"goregular.ttf": goregular.TTF, "gobold.ttf": gobold.TTF} {
		p := filepath.Join(*out, name)
		if old, err := os.ReadFile(p); err == nil && string(old) == string(ttf) {
			continue // unchanged: keep the time stamp (and the compressed copies)
		}
		if err := os.WriteFile(p, ttf, 0o644); err != nil {
			log.Fatal(err)
		}
	}
}
