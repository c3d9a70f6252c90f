package main // compressed.go: the file handler that prefers precompressed .br and .gz copies.

import (
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strings"
	"time"
)

// encodings in order of preference: suffix of the precompressed copy and
// its Content-Encoding token.
var encodings = []struct{ suffix, token string }{{".br", "br"}, {".gz", "gzip"}}

// Handler serves dir. For a file f, when f.br or f.gz exists beside it and
// the request's Accept-Encoding allows it, that copy is sent with
// Content-Encoding and f's Content-Type. Every response says no-cache: the
// browser revalidates (cheaply, by Last-Modified) and the service worker
// keeps the offline copy.
func Handler(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		w.Header().Set("X-Content-Type-Options", "nosniff")
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		name := path.Clean("/" + r.URL.Path)
		if !strings.HasSuffix(name, "/") {
			for _, enc := range encodings {
				if !accepts(r.Header.Get("Accept-Encoding"), enc.token) {
					continue
				}
				full := filepath.Join(dir, filepath.FromSlash(name)+enc.suffix)
				f, err := os.Open(full)
				if err != nil {
					continue
				}
				st, err := f.Stat()
				orig, oerr := os.Stat(filepath.Join(dir, filepath.FromSlash(name)))
				// Only a copy at least as new as the original: a stale .br
				// must never shadow a rebuilt file.
				// (gzip and brotli copy the original's time, to the second.)
				if err != nil || st.IsDir() || oerr != nil || st.ModTime().Before(orig.ModTime().Truncate(time.Second)) {
					f.Close()
					continue
				}
				ctype := mime.TypeByExtension(path.Ext(name))
				if ctype == "" {
					ctype = "application/octet-stream"
				}
				w.Header().Set("Content-Type", ctype)
				w.Header().Set("Content-Encoding", enc.token)
				w.Header().Add("Vary", "Accept-Encoding")
				http.ServeContent(w, r, name, orig.ModTime(), f)
				f.Close()
				return
			}
			w.Header().Add("Vary", "Accept-Encoding")
		}
		files.ServeHTTP(w, r)
	})
}

// accepts reports whether an Accept-Encoding header allows token (q=0
// refuses it).
func accepts(header, token string) bool {
	for _, part := range strings.Split(header, ",") {
		fields := strings.Split(strings.TrimSpace(part), ";")
		if !strings.EqualFold(strings.TrimSpace(fields[0]), token) {
			continue
		}
		for _, p := range fields[1:] {
			p = strings.ReplaceAll(strings.TrimSpace(p), " ", "")
			if p == "q=0" || p == "q=0.0" || p == "q=0.00" || p == "q=0.000" {
				return false
			}
		}
		return true
	}
	return false
}
