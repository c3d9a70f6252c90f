# Makefile: build, serve and test international draughts.
# `make serve` builds the browser game and serves it on http://127.0.0.1:$(PORT)/
# `make test`  installs what the tests need (.ci/setup) and runs every test.

PORT ?= 8080
GO ?= go
GOROOT := $(shell $(GO) env GOROOT)
WASM_FLAGS := -trimpath -ldflags="-s -w"

.PHONY: all build run serve wasm test test-go test-engine-wasm test-browser test-desktop setup bench bench-wasm ladder perft clean msgp-check font-zh

all: build

build:
	$(GO) build -o draughts .

run:
	$(GO) run .

wasm:
	GOOS=js GOARCH=wasm $(GO) build $(WASM_FLAGS) -o web/draughts.wasm .
	GOOS=js GOARCH=wasm $(GO) build $(WASM_FLAGS) -o web/engine.wasm ./wasm/worker
	cp "$(GOROOT)/lib/wasm/wasm_exec.js" web/wasm_exec.js
	cp render/cjkfont/zh.otf web/zh.otf
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

test: setup test-go test-engine-wasm test-browser test-desktop

test-go: msgp-check
	$(GO) vet ./...
	$(GO) test -count=1 ./...

# The engine (rules + search) under GOOS=js GOARCH=wasm in Node, as it runs in the
# Web Worker (smaller perft depths; the self-play strength test runs natively only).
test-engine-wasm:
	GOOS=js GOARCH=wasm $(GO) test -count=1 -short -skip '^TestLevelStrength$$' -exec="$(GOROOT)/lib/wasm/go_js_wasm_exec" ./engine ./engine/hub

test-browser: wasm
	cd web/test && node --test ./*.test.mjs

test-desktop:
	xvfb-run -a $(GO) test -count=1 -tags xvfb ./render/desktoptest/...

# The generated msgp code of engine/save must match its wire types: regenerate
# into a temporary directory and compare.
msgp-check:
	@tmp=$$(mktemp -d) && trap 'rm -rf "$$tmp"' EXIT && \
	$(GO) tool msgp -file engine/save/wire.go -o "$$tmp/wire_gen.go" >/dev/null && \
	diff -u engine/save/wire_gen.go "$$tmp/wire_gen.go" && \
	diff -u engine/save/wire_gen_test.go "$$tmp/wire_gen_test.go" && \
	echo "msgp-check: engine/save generated code is up to date"

# The Chinese font: Noto Sans CJK SC (Debian fonts-noto-cjk, SIL OFL 1.1) cut down
# to the characters of the Chinese texts of render/i18n (fontTools from
# python3-fonttools). Run after adding Chinese texts; the cjkfont test says when.
NOTO_CJK ?= /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc
font-zh:
	@[ -f "$(NOTO_CJK)" ] && /usr/bin/python3 -c 'import fontTools' 2>/dev/null || { \
		SUDO=""; [ "$$(id -u)" -eq 0 ] || SUDO=sudo; $$SUDO apt-get install -y -qq fonts-noto-cjk python3-fonttools >/dev/null; }
	@tmp=$$(mktemp -d) && trap 'rm -rf "$$tmp"' EXIT && \
	[ -f render/cjkfont/zh.otf ] || : > render/cjkfont/zh.otf; \
	$(GO) run ./render/cjkfont/chars > "$$tmp/chars.txt" && \
	/usr/bin/python3 -m fontTools.subset "$(NOTO_CJK)" --font-number=2 --text-file="$$tmp/chars.txt" \
		--output-file=render/cjkfont/zh.otf --layout-features='' --no-hinting --desubroutinize \
		--name-IDs='0,1,2,3,4,5,6,13,14' --drop-tables+=VORG,vhea,vmtx && \
	echo "font-zh: $$(wc -m < "$$tmp/chars.txt") characters, $$(wc -c < render/cjkfont/zh.otf) bytes"

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

clean:
	rm -f draughts web/*.wasm web/*.wasm.gz web/*.wasm.br web/wasm_exec.js web/zh.otf
