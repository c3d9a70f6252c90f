// Command chars prints the characters of the catalogue's Chinese texts that
// the Go fonts lack: the text that `make font-zh` keeps when it subsets the
// Chinese font (render/cjkfont).
package main // main.go: list the characters the Chinese font subset must hold.

import (
	"fmt"

	"github.com/draughts/draughts/render/cjkfont"
)

func main() {
	fmt.Println(string(cjkfont.Needed()))
}
