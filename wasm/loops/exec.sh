#!/usr/bin/env bash
# wasm/loops/exec.sh: go test's -exec for GOOS=js GOARCH=wasm test binaries, so that a package's
# tests run on its code as make wasm ships engine.wasm: through binaryen's wasm-opt (WASM_OPT,
# WASM_OPT_FLAGS) and then this tool (LOOPS, a built wasm/loops), then under Node as Go's own
# go_js_wasm_exec runs it. make test-engine-wasm uses it for the engine's packages.
#   exec.sh TEST_BINARY [test flags...]
set -euo pipefail
bin=$1
shift
: "${WASM_OPT:=wasm-opt}" "${WASM_OPT_FLAGS:?}" "${LOOPS:?}"
# shellcheck disable=SC2086 # the flags are a list
"$WASM_OPT" $WASM_OPT_FLAGS "$bin" -o "$bin.opt"
"$LOOPS" "$bin.opt" "$bin.shipped"
rm -f "$bin.opt"
exec "$(go env GOROOT)/lib/wasm/go_js_wasm_exec" "$bin.shipped" "$@"
