// Package engine is the rules authority and the AI of international draughts
// (FMJD 10x10). It uses the standard library only, so it builds anywhere and
// runs natively, in a browser Web Worker (js/wasm) and behind the Hub protocol.
//
// What it offers:
//   - Position: a comparable bitboard value (Initial, ParseFEN, FEN, PieceAt,
//     Play, AppendMoves/LegalMoves, HasCapture, Hash), with every FMJD capture
//     rule (men capture backwards, flying kings, Turkish strike, majority rule,
//     promotion only at the end of a move, identical captures listed once).
//   - Move: from, to and the captured set; MoveString/ParseMove (PDN),
//     HubMove/ParseHubMove (Hub), Path (landing squares, hop by hop).
//   - Game: a game record with undo/redo, legality checks on every move, the
//     result and its reason (7.2, 6.1-6.4, resignation, agreement), PDN
//     reading (ParsePDN, ReadPDN; PDNScanner and ScanPDN one game at a
//     time) and writing (Game.PDN, WritePDN).
//   - DrawClock: the 6.2-6.4 counters shared by Game and the search.
//   - Perft, PerftDivide: move-generator verification.
//   - Searcher: iterative-deepening PVS with a fixed-size transposition
//     table, quiescence, limits (depth, nodes, time, clock), cancellation and
//     progress reports; LevelInfo for the ten difficulty levels.
//   - Evaluator, the evaluation interface: Learned (the default: pattern
//     tables over 16 board windows, weights embedded from learned.bin, see
//     DefaultLearned, LearnedFeatures, LearnedWeights) and the hand-written
//     Weights (Evaluate, DefaultWeights).
//   - SquareSet, Position.SquareSets, PositionFromSquareSets, IsQuiet, Flip:
//     positions for data files (engine/selfplay) and training (engine/train).
//
// Square numbers 1..50 are the public currency; bit indices never leave the package.
package engine
