# Makefile: build, serve and test international draughts.
# `make serve` builds the browser game and serves it on http://127.0.0.1:$(PORT)/
# `make test`  installs what the tests need (.ci/setup) and runs every test.

PORT ?= 8080
GO ?= go
GOROOT := $(shell $(GO) env GOROOT)
# The version stamped into every build (engine/version): draughts -version, the Hub's id,
# the page's state().version, the archive names. `make dist VERSION=1.2.0` for a release.
# Evaluated once per make run, so that every target of one run gets the same version.
ifeq ($(origin VERSION), undefined)
VERSION := $(shell git describe --tags --match 'v[0-9]*' --always 2>/dev/null || echo dev)
endif
VERSION_FLAG := -X github.com/draughts/draughts/engine/version.Version=$(VERSION)
WASM_FLAGS := -trimpath -ldflags="-s -w $(VERSION_FLAG)"

.PHONY: all build run serve wasm test test-go test-engine-wasm test-browser test-desktop setup bench bench-wasm ladder perft clean msgp-check dist test-dist egdb egdb-small book match-search puzzles

all: build

build:
	$(GO) build -ldflags="$(VERSION_FLAG)" -o draughts .

run:
	$(GO) run .

wasm:
	GOOS=js GOARCH=wasm $(GO) build $(WASM_FLAGS) -o web/draughts.wasm .
	GOOS=js GOARCH=wasm $(GO) build $(WASM_FLAGS) -o web/engine.wasm ./wasm/worker
	cp "$(GOROOT)/lib/wasm/wasm_exec.js" web/wasm_exec.js
	gzip -9 -k -f web/draughts.wasm web/engine.wasm
	@# brotli -q 11 takes ~40 s for the game: redo it only when the wasm changed.
	@if command -v brotli >/dev/null 2>&1; then for f in web/draughts.wasm web/engine.wasm; do \
		[ "$$f.br" -nt "$$f" ] || { brotli -q 11 -k -f "$$f" && touch "$$f.br"; }; done; else echo "wasm: brotli not installed, serving gzip only"; fi
	@# The service worker's cache is named after this stamp: a new build replaces the old cache.
	@v=$$(cat web/index.html web/embed.html web/worker.js web/wasm_exec.js web/manifest.webmanifest web/draughts.wasm web/engine.wasm | sha256sum | cut -c1-16) && \
	echo "self.DRAUGHTS_VERSION = '$$v';" > web/version.js && echo "wasm: build $$v"

serve: wasm
	$(GO) run ./web/server -dir web -addr 127.0.0.1:$(PORT)

setup:
	bash .ci/setup

test: setup test-go test-engine-wasm test-browser test-desktop test-dist

test-go: msgp-check
	$(GO) vet ./...
	$(GO) test -count=1 ./...

# The engine (rules + search) under GOOS=js GOARCH=wasm in Node, as it runs in the
# Web Worker (smaller perft depths; the self-play strength test runs natively only).
test-engine-wasm:
	GOOS=js GOARCH=wasm $(GO) test -count=1 -short -skip '^TestLevelStrength$$' -exec="$(GOROOT)/lib/wasm/go_js_wasm_exec" ./engine ./engine/hub
	GOOS=js GOARCH=wasm $(GO) test -count=1 -short -run 'Embedded|Known|KingAgainstKing|FileRoundTrip|ConvertsWonEndings|DefaultBook|SearchUsesBook' -exec="$(GOROOT)/lib/wasm/go_js_wasm_exec" ./engine/egdb ./engine/book

test-browser: wasm
	cd web/test && node --test ./*.test.mjs

test-desktop:
	xvfb-run -a $(GO) test -count=1 -tags xvfb ./render/desktoptest/...

# Release files in dist/: Windows and macOS zips, Linux tar.gz, the web bundle, SHA256SUMS
# (web/dist; cross-compiled without cgo).
dist: wasm
	$(GO) run ./web/dist -version $(VERSION) -out dist

# The release files as a player gets them: the Linux archive unpacked and played under
# Xvfb (1024x768 and 1920x1080), the Windows .exe's header, icon and version resource,
# the macOS bundle and Info.plist, the web bundle served by python3 below a sub-path and
# played in Chromium. Builds only the archives it checks. DRAUGHTS_SHOT_DIR=dir keeps
# the screenshots.
test-dist: wasm
	DIST_VERSION=$(VERSION) $(GO) test -count=1 -timeout 15m -tags dist ./web/dist

# The generated msgp code of engine/save must match its wire types: regenerate
# into a temporary directory and compare.
msgp-check:
	@tmp=$$(mktemp -d) && trap 'rm -rf "$$tmp"' EXIT && \
	$(GO) tool msgp -file engine/save/wire.go -o "$$tmp/wire_gen.go" >/dev/null && \
	diff -u engine/save/wire_gen.go "$$tmp/wire_gen.go" && \
	diff -u engine/save/wire_gen_test.go "$$tmp/wire_gen_test.go" && \
	echo "msgp-check: engine/save generated code is up to date"

bench:
	$(GO) test -run XXX -bench . -benchmem ./engine
	$(GO) run . bench

# Search speed under js/wasm in Node (the Web Worker's engine).
bench-wasm:
	GOOS=js GOARCH=wasm $(GO) test -exec="$(GOROOT)/lib/wasm/go_js_wasm_exec" -run XXX -bench Search ./engine

# Each level against the one below (self-play from varied openings).
ladder: build
	for n in 1 2 3 4 5 6 7 8 9; do ./draughts match -a level=$$((n+1)) -b level=$$n -games 20 -j 2; done

perft: build
	./draughts perft 9

# Endgame databases: every position of 2-4 pieces into ./egdb (2.3 MB, about
# 4 minutes on 2 cores; resumes where it stopped). Use them with
# `./draughts hub -egdb egdb` or the Hub's `set-param name=egdb value=egdb`.
# EGDB_PIECES=5 goes on to 5 pieces (1.6 billion positions: hours).
EGDB_PIECES ?= 4
egdb: build
	nice -n 19 ./draughts egdb gen -pieces $(EGDB_PIECES) -out egdb

# A self-play match between two search settings (knobs: see `./draughts match -h`),
# e.g. make match-search MATCH_A=nodes=20000,rfp=50,rfpdepth=3 MATCH_B=nodes=20000
MATCH_A ?= nodes=20000
MATCH_B ?= nodes=20000
MATCH_GAMES ?= 400
match-search: build
	nice -n 19 ./draughts match -a $(MATCH_A) -b $(MATCH_B) -games $(MATCH_GAMES) -j 2 -seed 11

# The opening book (engine/book/book.bin, embedded): deep searches of the first 5 plies (10 min).
book: build
	nice -n 19 ./draughts book -plies 5 -depth 10 -margin 10 -max 3 -out engine/book/book.bin

# The embedded 2-3 piece set (engine/egdb/data, 45 KB).
egdb-small:
	$(GO) run . egdb gen -pieces 3 -out engine/egdb/data
# Regenerate engine/puzzle/puzzles.txt: mine the shots of the PDN test games
# (about an hour on 2 busy cores; progress on stderr; a stopped run resumes
# from .puzzles-state/, delete it to start over).
puzzles: build
	nice -n 19 ./draughts puzzles -mine -j 2 -state .puzzles-state \
		engine/testdata/pdn/wiegerw-pdn engine/testdata/pdn/mobydam
	nice -n 19 ./draughts puzzles -mine -after-captures -j 2 -state .puzzles-state -out engine/puzzle/puzzles.txt \
		engine/testdata/pdn/wiegerw-pdn engine/testdata/pdn/mobydam

clean:
	rm -f draughts web/*.wasm web/*.wasm.gz web/*.wasm.br web/wasm_exec.js
	rm -rf dist
