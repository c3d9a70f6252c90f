package main // compressed_test.go: precompressed copies are chosen by Accept-Encoding and never served stale.

import (
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
	"time"
)

func TestPrecompressed(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "a.wasm"), []byte("raw"), 0o644)
	os.WriteFile(filepath.Join(dir, "a.wasm.gz"), []byte("gz"), 0o644)
	os.WriteFile(filepath.Join(dir, "a.wasm.br"), []byte("br"), 0o644)
	os.WriteFile(filepath.Join(dir, "b.js"), []byte("js"), 0o644)
	h := Handler(dir)
	get := func(p, ae string) *http.Response {
		r := httptest.NewRequest("GET", p, nil)
		if ae != "" {
			r.Header.Set("Accept-Encoding", ae)
		}
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		return w.Result()
	}
	for _, tc := range []struct{ ae, body, enc string }{
		{"gzip, deflate, br", "br", "br"},
		{"gzip", "gz", "gzip"},
		{"br;q=0, gzip", "gz", "gzip"},
		{"", "raw", ""},
	} {
		res := get("/a.wasm", tc.ae)
		b, _ := io.ReadAll(res.Body)
		if string(b) != tc.body || res.Header.Get("Content-Encoding") != tc.enc || res.Header.Get("Content-Type") != "application/wasm" {
			t.Errorf("%q: body %q enc %q type %q", tc.ae, b, res.Header.Get("Content-Encoding"), res.Header.Get("Content-Type"))
		}
	}
	if res := get("/b.js", "br"); res.Header.Get("Content-Encoding") != "" {
		t.Error("no copy, yet encoded")
	}
	// A rebuilt original makes the old copies stale.
	future := time.Now().Add(time.Hour)
	os.Chtimes(filepath.Join(dir, "a.wasm"), future, future)
	if res := get("/a.wasm", "br, gzip"); res.Header.Get("Content-Encoding") != "" {
		t.Error("stale copy served")
	}
}
