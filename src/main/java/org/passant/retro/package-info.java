/**
 * Retro analysis: whether a diagram can arise from the initial array, what the last move can
 * have been, whether an e.p. right is proven (Codex art. 16(2)), whether a castling right is
 * disproved (16(1)), and which rights combinations must be solved under partial retro analysis
 * (16(3)). Entry point: {@link org.passant.retro.RetroAnalysis}.
 *
 * <h2>How it decides</h2>
 * <ul>
 * <li>{@link org.passant.retro.Retractions} generates every move the side not to move can have
 *     played last: plain moves, un-captures of every unit type (the material rules then reject
 *     what the count forbids), un-promotions with and without capture, un-e.p. (which fixes the
 *     move before it: the double step), un-castling, double steps. It is tested against a brute
 *     force oracle built on the forward move generator.
 * <li>{@link org.passant.retro.StaticRules} are facts true of every legal position (side not to
 *     move not in check, possible double checks, counts, promoted pieces incl. closed-in bishops,
 *     captures the pawn structure needs).
 * <li>{@link org.passant.retro.RefutationSearch}: a node is refuted when a rule fires or every
 *     retraction leads to a refuted node, within a depth and a node budget. Since a legal
 *     position always has a legal predecessor, nothing legal is ever refuted: every "impossible",
 *     "proven" and "disproved" is a proof; running out of bounds only means "not proven".
 * <li>{@link org.passant.retro.HistoryClosure}: a root move still standing after the full depth
 *     is refuted when its whole past runs in circles: the positions that taking back moves can
 *     lead to, each explored once, never include the initial array. No depth shows that, since
 *     some line of retractions never ends; a budget and a length of line bound it.
 * <li>{@link org.passant.retro.RootAnalysis} tests <em>worlds</em>: castling rights presumed to
 *     hold (their king and rook never moved, so they take back nothing, also deeper in the
 *     history) times the last move's e.p. status (one capturable double step, or anything else).
 * </ul>
 *
 * <h2>Proofs, not sentences</h2>
 * The {@link org.passant.retro.RetroReport} holds every verdict with its proof as data: moves as
 * {@link org.passant.retro.Retraction}s, why a last move is impossible as a
 * {@link org.passant.retro.Refutation} tree, the arguments for e.p., castling, stated rights and
 * parts as sealed proof records. This package writes no English; the reports put the proofs in
 * words ({@code report.RetroWords}, {@code report.RetroRightsWords}).
 *
 * <h2>Conventions as implemented</h2>
 * <ul>
 * <li>E.p. is proven only if, with no castling presumed, exactly one capturable double step
 *     survives and every other last move is refuted (using castling to prove e.p. would be
 *     a-posteriori reasoning, off by default). The proven right is not a legal capture by itself:
 *     the move generator still decides pins and checks.
 * <li>A castling right is disproved when presuming it refutes every world, or when its king or
 *     rook is not at home. An illegal diagram has no rights.
 * <li>Parts: if the surviving worlds are the product of their castling sets and their e.p.
 *     statuses, the rights are independent and there is one part (castling unless disproved, e.p.
 *     only if proven). Otherwise there is one part per e.p. status (history), each with the
 *     largest castling sets that fit it (Langstaff 1922: {no castling, no e.p.} and {0-0, e.p.
 *     g6}). Castlings that exclude one another are offered together with their alternatives
 *     (retro-strategy: whichever is played first is legal).
 * <li>Rights stated in the input are judged: castling allowed or impossible; e.p. proven, not
 *     provable or impossible; and whether the stated rights can hold together in one history.
 * </ul>
 *
 * <h2>Routes</h2>
 * The static rules include route arguments that take the presumed castling rights into account:
 * {@link org.passant.retro.Walls} (squares one unit has held since the start),
 * {@link org.passant.retro.PieceOrigins} (pieces no original or promoted unit can have become
 * past the walls, with a contact check on an unmoved king ending a unit's route),
 * {@link org.passant.retro.PawnCrossings} (pawns of opposite colours that cannot have passed
 * on a file within the captures the losses allow), and {@link org.passant.retro.OneMovePawns}
 * (pieces that cannot have come in past a pawn that moved once, which always held its starting
 * square or its present one, or past a promoted piece that can never have moved,
 * {@link org.passant.retro.CagedPromotions}, which holds its square from its promotion on), and
 * {@link org.passant.retro.FrozenUnits} (units none of which can have made the last move among
 * them, so they stand where the initial array put them, or the position is impossible) and
 * {@link org.passant.retro.Cages} (units that move only among themselves, none of whose
 * arrangements is the initial array's), both by the rules of
 * {@link org.passant.retro.SetRetractions}, and {@link org.passant.retro.KingRoutes} (a king
 * that cannot have walked from its starting square past the squares it can never have stood on:
 * held or attacked from the start by units that never moved), and
 * {@link org.passant.retro.PromotionFiles} (promoted pieces shut in a pocket were promoted there,
 * and their pawns need captures with the pawns on the board). Black's 0-0-0 in
 * {@code r3k3/ppp1p1pp/8/8/8/8/8/R1R1K2R b} is disproved by them.
 * {@link org.passant.retro.PawnOrigins} gives the report the pawns' starting files that the
 * same counting forces ({@link org.passant.retro.PawnOrigin}), worded by {@code report.RetroWords}.
 *
 * <h2>Limits</h2>
 * Only what retraction within the bounds and the static rules can show: no promotion routes
 * through the enemy pawns, no square colours of the captures, no parity, no 50-move or
 * dead-position rule.
 */
package org.passant.retro;
