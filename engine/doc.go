// Package engine is the rules authority and the AI of international draughts
// (FMJD 10x10), on the standard library only, so that it runs natively, in a
// browser Web Worker (js/wasm) and behind the Hub protocol.
//
// It offers Position and Move (bitboard values; FEN, PDN and Hub notation;
// legal moves with every FMJD capture rule), Game (the move tree with undo,
// side lines, results and the draw rules; PDN in and out, ParsePDN for a
// whole text, PDNScanner and ScanPDN one game at a time), Perft, Searcher
// (iterative-deepening PVS with limits, progress and cancellation), the
// Evaluator interface with the Learned and hand-written evaluations, and the
// ten levels (LevelInfo). Square numbers 1..50 are the public currency; bit
// indices never leave the package.
//
// The reference (rules, notation, search, evaluation, levels, databases,
// book, training, Hub, command line) is engine/README.md.
package engine
