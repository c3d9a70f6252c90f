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
# draughts.wasm without inlining (-l), except in the runtime, sync, math and Ebitengine
# (the drawing's hot paths; the last match of a package wins): a smaller download
# (web/README.md).
GAME_GCFLAGS := -gcflags=all=-l -gcflags=runtime= -gcflags='internal/...=' -gcflags='sync/...=' \
	-gcflags='math/...=' -gcflags=unicode/utf8= -gcflags='github.com/hajimehoshi/ebiten/v2/...='

# engine.wasm goes through binaryen's wasm-opt (.ci/setup installs it): the search runs faster
# in js/wasm with the same results (engine/README.md). The features are those Go's output uses.
# Then through wasm/loops (binaryen's wasm-dis and wasm-as): each Go loop becomes a wasm loop of
# its own instead of a jump through the function's dispatch loop (wasm/loops/main.go).
WASM_OPT ?= wasm-opt
WASM_OPT_FLAGS := -O2 --enable-sign-ext --enable-nontrapping-float-to-int --enable-bulk-memory
# engine.wasm is built with profile-guided optimisation from ENGINE_PGO, a CPU profile of the search
# taken natively (`make pgo` redoes it); go build uses it for the worker by default (-pgo=auto reads
# default.pgo beside package main). It inlines the hot calls, which cost far more in js/wasm.
ENGINE_PGO := wasm/worker/default.pgo

# bench-load: the game's loading against a minimal Ebitengine program (web/bench/minimal),
# side by side in one run (RUNS=n, COND=, COMPARE=, TRACE=, WARM=: web/README.md). Not part of make test.

.PHONY: all build run serve wasm test test-go test-engine-wasm test-browser test-desktop setup bench bench-wasm pgo ladder perft clean msgp-check dist test-dist egdb egdb-verify egdb-small book match-search bench-load bench-minimal bench-frames bench-engine bench-framecost profile-load font-zh selfplay train frozen yardstick yardstick-wasm yardstick-browser puzzles relabel clock-games clock-games-smoke

all: build

# Native builds of the engine use AVX2 for the learned evaluation's network (engine/netsimd_amd64.go:
# Go's experimental simd/archsimd; the same scores as without it, engine/README.md). Without
# GOEXPERIMENT=simd, on other processors and in js/wasm the plain code runs.
NATIVE_ENV := GOEXPERIMENT=simd

build:
	$(NATIVE_ENV) $(GO) build -ldflags="$(VERSION_FLAG)" -o draughts .

run:
	$(NATIVE_ENV) $(GO) run .

wasm:
	@# Little inlining in the page's program (GAME_GCFLAGS; the search runs in
	@# engine.wasm, built with the defaults): smaller, and less for the browser to compile.
	@# Built beside and moved in only when changed, so that the compressed
	@# copies (brotli takes minutes) are redone only for a new wasm.
	GOOS=js GOARCH=wasm $(GO) build $(WASM_FLAGS) $(GAME_GCFLAGS) -o web/draughts.wasm.new .
	@# engine.wasm: Go's output (kept as engine.go.wasm) through binaryen's wasm-opt, redone
	@# only when Go's output changed.
	GOOS=js GOARCH=wasm $(GO) build $(WASM_FLAGS) -o web/engine.go.wasm.new ./wasm/worker
	@if cmp -s web/engine.go.wasm.new web/engine.go.wasm && [ -f web/engine.wasm ]; then rm web/engine.go.wasm.new; else \
		command -v $(WASM_OPT) >/dev/null 2>&1 || { echo "wasm: binaryen's wasm-opt is missing (make setup installs it)"; exit 1; }; \
		echo "wasm-opt $(WASM_OPT_FLAGS) engine.wasm" && nice $(WASM_OPT) $(WASM_OPT_FLAGS) web/engine.go.wasm.new -o web/engine.wasm.opt && \
		$(GO) run ./wasm/loops web/engine.wasm.opt web/engine.wasm.loops && rm web/engine.wasm.opt && \
		mv web/engine.wasm.loops web/engine.wasm && mv web/engine.go.wasm.new web/engine.go.wasm; fi
	@f=web/draughts.wasm; if cmp -s "$$f.new" "$$f"; then rm "$$f.new"; else mv "$$f.new" "$$f"; fi
	cp "$(GOROOT)/lib/wasm/wasm_exec.js" web/wasm_exec.js
	$(GO) run web/fonts/gen.go -out web/fonts
	@for f in web/draughts.wasm web/engine.wasm web/fonts/goregular.ttf web/fonts/gobold.ttf; do \
		[ "$$f.gz" -nt "$$f" ] || { gzip -9 -k -f "$$f" && touch "$$f.gz"; }; done
	cp render/cjkfont/zh.otf web/zh.otf
	@# brotli -q 11 takes ~40 s for the game: redo it only when the wasm changed.
	@if command -v brotli >/dev/null 2>&1; then for f in web/draughts.wasm web/engine.wasm web/fonts/goregular.ttf web/fonts/gobold.ttf; do \
		[ "$$f.br" -nt "$$f" ] || { brotli -q 11 -k -f "$$f" && touch "$$f.br"; }; done; else echo "wasm: brotli not installed, serving gzip only"; fi
	@# The service worker's cache is named after this stamp: a new build replaces the old cache.
	@v=$$(cat web/index.html web/embed.html web/worker.js web/wasm_exec.js web/manifest.webmanifest web/draughts.wasm web/engine.wasm web/fonts/*.ttf web/zh.otf | sha256sum | cut -c1-16) && \
	echo "self.DRAUGHTS_VERSION = '$$v';" > web/version.js && echo "wasm: build $$v"
	@# The page's download bar needs the size of the uncompressed wasm.
	@echo "{\"draughts.wasm\": $$(wc -c < web/draughts.wasm)}" > web/version.json
	@ls -l web/draughts.wasm web/draughts.wasm.gz web/draughts.wasm.br web/engine.wasm.br web/fonts/*.ttf.br | awk '{print "wasm: " $$5 "\t" $$9}'

serve: wasm
	$(GO) run ./web/server -dir web -addr 127.0.0.1:$(PORT)

setup:
	bash .ci/setup

test: setup test-go test-engine-wasm test-browser test-desktop test-dist

test-go: msgp-check
	$(GO) vet ./...
	$(GO) test -count=1 ./...
	@# The engine again as native builds compile it (NATIVE_ENV: the network with AVX2).
	$(NATIVE_ENV) $(GO) vet ./engine
	$(NATIVE_ENV) $(GO) test -count=1 ./engine

# The engine (rules + search) under GOOS=js GOARCH=wasm in Node, as it runs in the
# Web Worker (smaller perft depths; the self-play strength test runs natively only):
# the engine's and the Hub's tests on their code as make wasm ships it (PGO, wasm-opt,
# wasm/loops: wasm/loops/exec.sh), the other packages as Go builds them.
test-engine-wasm:
	mkdir -p out/test-wasm
	$(GO) build -o out/test-wasm/loops ./wasm/loops
	GOOS=js GOARCH=wasm WASM_OPT="$(WASM_OPT)" WASM_OPT_FLAGS="$(WASM_OPT_FLAGS)" LOOPS="$(CURDIR)/out/test-wasm/loops" $(GO) test -pgo=$(ENGINE_PGO) -count=1 -short -skip '^TestLevelStrength$$' -exec="$(CURDIR)/wasm/loops/exec.sh" ./engine ./engine/hub
	GOOS=js GOARCH=wasm $(GO) test -pgo=$(ENGINE_PGO) -count=1 -short -run 'Embedded|Known|KingAgainstKing|FileRoundTrip|ConvertsWonEndings|DefaultBook|SearchUsesBook|AppendReply|ParseJob' -exec="$(GOROOT)/lib/wasm/go_js_wasm_exec" ./engine/egdb ./engine/book ./engine/job

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
	$(GO) tool msgp -io=false -file engine/save/wire.go -o "$$tmp/wire_gen.go" >/dev/null && \
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
	$(NATIVE_ENV) $(GO) test -run XXX -bench . -benchmem ./engine
	$(NATIVE_ENV) $(GO) run . bench

# The minimal Ebitengine program the benchmarks compare with (web/bench/out/minimal).
bench-minimal:
	mkdir -p web/bench/out/minimal
	GOOS=js GOARCH=wasm $(GO) build $(WASM_FLAGS) -o web/bench/out/minimal/minimal.wasm.new ./web/bench/minimal
	cd web/bench/out/minimal && if cmp -s minimal.wasm.new minimal.wasm; then rm minimal.wasm.new; else mv minimal.wasm.new minimal.wasm; fi
	cp "$(GOROOT)/lib/wasm/wasm_exec.js" web/bench/out/minimal/
	printf '%s\n' '<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>minimal</title></head><body>' \
		'<script src="wasm_exec.js"></script><script>const go = new Go();' \
		"WebAssembly.instantiateStreaming(fetch('minimal.wasm'), go.importObject).then((r) => go.run(r.instance));</script></body></html>" \
		> web/bench/out/minimal/index.html
	cd web/bench/out/minimal && { [ minimal.wasm.gz -nt minimal.wasm ] || { gzip -9 -k -f minimal.wasm && touch minimal.wasm.gz; }; } && { [ minimal.wasm.br -nt minimal.wasm ] || { brotli -q 11 -k -f minimal.wasm && touch minimal.wasm.br; }; }

bench-load: wasm bench-minimal
	cd web/test && [ -d node_modules ] || (cd web/test && npm ci)
	cd web/test && node bench-load.mjs $(RUNS)

# profile-load: where a first visit's (PROFILE_RELOAD=1: a reload's) main thread goes up to the first frame, the game against the
# minimal Ebitengine program (V8 CPU profiles of builds that keep the wasm function names, summed by
# kind of work; RUNS=n, PROFILE_OUT=dir keeps the profiles). Not part of make test.
profile-load: wasm
	mkdir -p web/bench/out/names web/bench/out/minimal-names
	GOOS=js GOARCH=wasm $(GO) build -trimpath -ldflags="$(VERSION_FLAG)" $(GAME_GCFLAGS) -o web/bench/out/names/draughts.wasm .
	cd web/bench/out/names && for f in index.html wasm_exec.js fonts engine.wasm engine.wasm.br engine.wasm.gz version.js version.json worker.js sw.js manifest.webmanifest icons zh.otf; do ln -sfn ../../../$$f $$f; done
	GOOS=js GOARCH=wasm $(GO) build -trimpath -o web/bench/out/minimal-names/minimal.wasm ./web/bench/minimal
	cp "$(GOROOT)/lib/wasm/wasm_exec.js" web/bench/out/minimal-names/
	printf '%s\n' '<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>minimal</title></head><body>' \
		'<script src="wasm_exec.js"></script><script>const go = new Go();' \
		"WebAssembly.instantiateStreaming(fetch('minimal.wasm'), go.importObject).then((r) => go.run(r.instance));</script></body></html>" \
		> web/bench/out/minimal-names/index.html
	cd web/test && [ -d node_modules ] || (cd web/test && npm ci)
	cd web/test && node profile-load.mjs ../bench/out/names ../bench/out/minimal-names $(RUNS)

# bench-frames: frames, fps and the longest gap while level 10 thinks (two searches), side by side
# in one run with the minimal Ebitengine program redrawing every frame (RUNS=n, COMPARE=dir,...:
# other builds of the web folder; web/README.md). Not part of make test.
bench-frames: wasm bench-minimal
	cd web/test && [ -d node_modules ] || (cd web/test && npm ci)
	cd web/test && node bench-frames.mjs ../bench/out/minimal $(RUNS)

# bench-engine: when the browser's engine worker is ready after the first frame, and how long level 10
# takes for its first moves there (RUNS=n, COMPARE=dir: alternately with the page from dir; web/README.md).
# Not part of make test.
bench-engine: wasm
	cd web/test && [ -d node_modules ] || (cd web/test && npm ci)
	cd web/test && COMPARE=$(COMPARE) node bench-engine.mjs $(RUNS)

# bench-framecost: the frame cost (Update + Draw in the page, a scripted game) of draughts.wasm as
# make wasm builds it (GAME_GCFLAGS) against the same program built without GAME_GCFLAGS,
# side by side in one run (RUNS=n). Not part of make test.
bench-framecost: wasm
	mkdir -p web/bench/out/noflags
	GOOS=js GOARCH=wasm $(GO) build $(WASM_FLAGS) -o web/bench/out/noflags/draughts.wasm .
	cd web/bench/out/noflags && for f in index.html wasm_exec.js fonts engine.wasm engine.wasm.br engine.wasm.gz version.js worker.js sw.js manifest.webmanifest icons zh.otf; do ln -sfn ../../../$$f $$f; done
	cd web/test && [ -d node_modules ] || (cd web/test && npm ci)
	cd web/test && node bench-framecost.mjs .. ../bench/out/noflags $(RUNS)

# Search speed under js/wasm in Node (the Web Worker's engine), as Go builds it and through
# wasm-opt as make wasm builds engine.wasm, against native, alternately in one run, node counts
# checked equal (ROUNDS=n); and BenchmarkSearchSmallTable (with the 2-3 piece table, as the worker
# searches) natively and as shipped. Not part of make test.
ROUNDS ?= 5
bench-wasm:
	mkdir -p out/bench-wasm
	$(GO) test -c -o out/bench-wasm/engine.test ./engine
	GOOS=js GOARCH=wasm $(GO) test -c -pgo=$(ENGINE_PGO) -o out/bench-wasm/engine.go.wasm ./engine
	nice $(WASM_OPT) $(WASM_OPT_FLAGS) out/bench-wasm/engine.go.wasm -o out/bench-wasm/engine.opt.wasm
	$(GO) run ./wasm/loops out/bench-wasm/engine.opt.wasm out/bench-wasm/engine.loops.wasm
	GOOS=js GOARCH=wasm $(GO) test -c -pgo=off -o out/bench-wasm/engine.nopgo.go.wasm ./engine
	nice $(WASM_OPT) $(WASM_OPT_FLAGS) out/bench-wasm/engine.nopgo.go.wasm -o out/bench-wasm/engine.nopgo.wasm
	$(GO) test -c -o out/bench-wasm/table.test ./engine/egdb
	GOOS=js GOARCH=wasm $(GO) test -c -pgo=$(ENGINE_PGO) -o out/bench-wasm/table.go.wasm ./engine/egdb
	nice $(WASM_OPT) $(WASM_OPT_FLAGS) out/bench-wasm/table.go.wasm -o out/bench-wasm/table.opt.wasm
	$(GO) run ./wasm/loops out/bench-wasm/table.opt.wasm out/bench-wasm/table.loops.wasm
	bash engine/benchwasm.sh "$(CURDIR)/out/bench-wasm" $(ROUNDS)

# The profile engine.wasm is built with (ENGINE_PGO): BenchmarkSearch natively, under the CPU profiler.
pgo:
	mkdir -p out/pgo
	$(GO) test -c -o out/pgo/engine.test ./engine
	cd engine && nice ../out/pgo/engine.test -test.run XXX -test.bench '^BenchmarkSearch$$' -test.benchtime 80x -test.cpuprofile $(CURDIR)/$(ENGINE_PGO)

# Each level against the one below (self-play from varied openings).
ladder: build
	for n in 1 2 3 4 5 6 7 8 9; do ./draughts match -a level=$$((n+1)) -b level=$$n -games 20 -j 2; done

# Training data for the learned evaluation (engine/selfplay): fast games at
# fixed nodes, appended to $(DATA)/selfplay.bin with a log; a rerun resumes.
# SELFPLAY_GAMES=0 plays until interrupted. Long: run it in the background.
DATA ?= out/data
SELFPLAY_GAMES ?= 60000
SELFPLAY_FLAGS ?= -nodes 4000 -j 2 -seed 1
selfplay: build
	mkdir -p $(DATA)
	nice -n 19 ./draughts selfplay -out $(DATA)/selfplay.bin -games $(SELFPLAY_GAMES) $(SELFPLAY_FLAGS)

# Search the self-play positions again at more nodes (deeper labels) into
# $(DATA)/relabelled.bin; resumable (a rerun continues). RELABEL_DATA may list
# several files, comma-separated. Long: run it in the background.
RELABEL_DATA ?= $(DATA)/selfplay.bin
RELABEL_FLAGS ?= -nodes 20000 -j 2
relabel: build
	nice -n 19 ./draughts relabel -data $(RELABEL_DATA) -out $(DATA)/relabelled.bin $(RELABEL_FLAGS)

# Fit the learned evaluation to the self-play data: rewrites engine/learned.bin
# (embedded into the engine). TRAIN_DATA may list several files, comma-separated.
TRAIN_DATA ?= $(DATA)/selfplay.bin
TRAIN_FLAGS ?=
train: build
	nice -n 19 ./draughts train -data $(TRAIN_DATA) -out engine/learned.bin $(TRAIN_FLAGS)

# The yardstick: a frozen engine (FROZEN_REV: main when issue 48 was filed,
# the engine the strength work measures itself against), built into
# out/draughts-frozen-REV from that commit's own sources (its engine tools
# only: no game, no cgo). Named by commit, not by tag: clones may lack tags.
# FROZEN_REV=d2efbee is the engine before the learned evaluation.
FROZEN_REV ?= d2bfeae
FROZEN_BIN = out/draughts-frozen-$(FROZEN_REV)
frozen: $(FROZEN_BIN)
$(FROZEN_BIN):
	@tmp=$$(mktemp -d) && trap 'rm -rf "$$tmp"' EXIT && \
	git archive $(FROZEN_REV) | tar -x -C "$$tmp" && mkdir -p "$$tmp/cmd/frozen" && \
	printf 'package main\n\nimport (\n\t"os"\n\n\t"github.com/draughts/draughts/engine/cli"\n)\n\nfunc main() { os.Exit(cli.Run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)) }\n' > "$$tmp/cmd/frozen/main.go" && \
	(cd "$$tmp" && $(GO) build -trimpath -o draughts-frozen ./cmd/frozen) && mkdir -p out && cp "$$tmp/draughts-frozen" $(FROZEN_BIN) && \
	echo "frozen: $(FROZEN_BIN) built from $(FROZEN_REV) ($$(git log -1 --format=%s $(FROZEN_REV) | cut -c1-60))"

# This engine (with the endgame databases of YARD_EGDB, as it plays natively:
# ./egdb, the 2-4 piece set, or a directory with the 5-piece set) against the
# frozen one, both as Hub engines on one thread at the same move time, from
# varied openings (YARD_SEED picks them) with colours reversed; resumable (the
# log); every game also goes to the PDN file next to the log.
# YARD_THREADS=2 YARD_J=1 gives this engine both cores (one game at a time).
YARD_GAMES ?= 800
YARD_EGDB ?= egdb
YARD_THREADS ?= 1
YARD_J ?= 2
YARD_LIMIT ?= movetime=100ms
YARD_SEED ?= 1
YARD_LOG ?= out/yardstick.log
yardstick: build frozen $(if $(filter egdb,$(YARD_EGDB)),egdb)
	nice -n 19 ./draughts match -a hub=./draughts,args=hub:-egdb:$(YARD_EGDB),threads=$(YARD_THREADS),$(YARD_LIMIT) -b hub=$(FROZEN_BIN),$(YARD_LIMIT) \
		-games $(YARD_GAMES) -open 4 -seed $(YARD_SEED) -j $(YARD_J) -progress 20 -log $(YARD_LOG) -pdn $(YARD_LOG:.log=.pdn)

# The same yardstick for the engine as the browser runs it: built for
# GOOS=js GOARCH=wasm (wasm/hubnode: the Hub protocol over stdin/stdout) and
# run in Node, against the native frozen build; resumable log.
YARD_WASM_GAMES ?= 100
YARD_WASM_LOG ?= out/yardstick-wasm.log
yardstick-wasm: build frozen
	GOOS=js GOARCH=wasm $(GO) build -o out/hubnode.wasm ./wasm/hubnode
	nice -n 19 ./draughts match -a hub=node,args=$(GOROOT)/lib/wasm/wasm_exec_node.js:out/hubnode.wasm,$(YARD_LIMIT) \
		-b hub=$(FROZEN_BIN),$(YARD_LIMIT) -games $(YARD_WASM_GAMES) -open 4 -j 2 -progress 20 -log $(YARD_WASM_LOG)

# The yardstick at the browser's move: the game's level 10 as the browser's
# worker plays it (1M nodes a move, 32 MB table, the embedded 2-3 piece tables
# and book) against the frozen engine with the same node budget. A node budget
# plays the same games natively as in js/wasm (TestWasmEnginePlaysAsNative), so
# the match runs natively, which is faster. Resumable log. Results: engine/README.md.
YARD_BROWSER_GAMES ?= 100
YARD_BROWSER_LOG ?= out/yardstick-browser.log
yardstick-browser: build frozen
	nice -n 19 ./draughts match -a level=10,tt=32,egdb=small,book=on -b hub=$(FROZEN_BIN),nodes=1000000 \
		-games $(YARD_BROWSER_GAMES) -open 4 -j 2 -progress 10 -log $(YARD_BROWSER_LOG)

perft: build
	./draughts perft 9

# Endgame databases: every position of 2-4 pieces into ./egdb (2.3 MB, about
# 4 minutes on 2 cores; resumes where it stopped). Use them with
# `./draughts hub -egdb egdb` or the Hub's `set-param name=egdb value=egdb`.
# EGDB_PIECES=5 goes on to 5 pieces (1.6 billion positions: hours).
EGDB_PIECES ?= 4
EGDB_DIR ?= egdb
egdb: build
	nice -n 19 ./draughts egdb gen -pieces $(EGDB_PIECES) -out $(EGDB_DIR)

# Check the slices of $(EGDB_DIR) up to $(EGDB_PIECES) pieces: EGDB_SAMPLES random
# positions a slice against their moves (0: all), EGDB_SEARCHES against a
# plain minimax of EGDB_DEPTH plies. Fails, naming the position, on a disagreement.
EGDB_SAMPLES ?= 10000
EGDB_SEARCHES ?= 100
EGDB_DEPTH ?= 4
egdb-verify: build
	nice -n 19 ./draughts egdb verify -dir $(EGDB_DIR) -pieces $(EGDB_PIECES) -samples $(EGDB_SAMPLES) \
		-searches $(EGDB_SEARCHES) -depth $(EGDB_DEPTH)

# A self-play match between two search settings (knobs: see `./draughts match -h`),
# e.g. make match-search MATCH_A=nodes=20000,rfp=50,rfpdepth=3 MATCH_B=nodes=20000
MATCH_A ?= nodes=20000
MATCH_B ?= nodes=20000
MATCH_GAMES ?= 400
match-search: build
	nice -n 19 ./draughts match -a $(MATCH_A) -b $(MATCH_B) -games $(MATCH_GAMES) -j 2 -seed 11

# Games on a clock: this engine against itself as two Hub engines (the Hub's
# level time= inc= before every move, the process round trip included), from
# varied openings; reports the losses on time and the least time left after a
# move. Resumable (the log). CLOCK_TC is seconds+increment seconds.
# clock-games-smoke: a short run (20 games at 10+0.1, about 6 minutes on 2 cores).
CLOCK_GAMES ?= 200
CLOCK_TC ?= 60+0.5
CLOCK_LOG ?= out/clock-games.log
clock-games: build
	mkdir -p $(dir $(CLOCK_LOG))
	nice -n 19 ./draughts match -a hub=./draughts,threads=1 -b hub=./draughts,threads=1 -clock $(CLOCK_TC) \
		-games $(CLOCK_GAMES) -open 4 -j 2 -progress 20 -log $(CLOCK_LOG)
clock-games-smoke:
	$(MAKE) clock-games CLOCK_GAMES=20 CLOCK_TC=10+0.1 CLOCK_LOG=out/clock-games-smoke.log

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
	rm -f draughts web/*.wasm web/*.wasm.gz web/*.wasm.br web/wasm_exec.js web/zh.otf web/version.js web/version.json web/fonts/*.ttf web/fonts/*.ttf.gz web/fonts/*.ttf.br
	rm -rf dist web/bench/out
