//go:build ignore

// gen.go writes the web app icons (drawn by render/icon) as PNG files:
// go run web/icons/gen.go -out web/icons
package main

import (
	"flag"
	"log"
	"os"
	"path/filepath"

	"github.com/draughts/draughts/render/icon"
)

func main() {
	out := flag.String("out", "web/icons", "output directory")
	flag.Parse()
	for _, ic := range []struct {
		name     string
		size     int
		maskable bool
	}{{"icon-192.png", 192, false}, {"icon-512.png", 512, false}, {"icon-maskable-512.png", 512, true}, {"apple-touch-icon.png", 180, true}} {
		if err := os.WriteFile(filepath.Join(*out, ic.name), icon.PNG(ic.size, ic.maskable), 0o644); err != nil {
			log.Fatal(err)
		}
	}
}
