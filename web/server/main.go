// Command server serves the web/ folder for `make serve` and the browser
// tests: static files, with precompressed .br/.gz copies of large files sent
// with Content-Encoding when the browser accepts them, and no-cache headers
// so a rebuilt game (and its service worker) is picked up at once.
package main // main.go: the static file server of make serve.

import (
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"
)

func main() {
	dir := flag.String("dir", "web", "folder to serve")
	addr := flag.String("addr", "127.0.0.1:8080", "address to listen on")
	flag.Parse()
	if st, err := os.Stat(*dir); err != nil || !st.IsDir() {
		fmt.Fprintf(os.Stderr, "server: %s is not a folder\n", *dir)
		os.Exit(2)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintf(os.Stderr, "server: %v\n", err)
		os.Exit(1)
	}
	fmt.Printf("serving %s on http://%s/\n", *dir, ln.Addr())
	log.Fatal(http.Serve(ln, Handler(*dir)))
}
