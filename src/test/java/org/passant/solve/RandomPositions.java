package org.passant.solve;

import java.util.SplittableRandom;
import org.passant.board.Fen;
import org.passant.board.MoveGenerator;
import org.passant.board.Position;
import org.passant.board.PositionValidator;

/**
 * Legal positions for the exactness tests of the help searches: few units around two kings (where
 * mates in a move or two are common), now and then with the kings and rooks at home and castling
 * rights; and positions of random games from the initial array (double steps, e.p. captures,
 * castling and promotions in crowded positions).
 */
final class RandomPositions {
    private static final String TYPES = "PNBRQ";

    private final SplittableRandom random;

    RandomPositions(long seed) {
        random = new SplittableRandom(seed);
    }

    /** A legal position with {@code 1..maxUnits} units besides the kings. */
    Position sparse(int maxUnits) {
        return sparse(maxUnits, TYPES);
    }

    /** A legal position with {@code 1..maxUnits} units besides the kings, of the types given ("PN": pawns and knights). */
    Position sparse(int maxUnits, String types) {
        while (true) {
            char[] board = new char[64];
            boolean home = random.nextInt(4) == 0;
            int whiteKing = home ? 4 : random.nextInt(64);
            int blackKing = home ? 60 : random.nextInt(64);
            if (whiteKing == blackKing) {
                continue;
            }
            board[whiteKing] = 'K';
            board[blackKing] = 'k';
            StringBuilder rights = new StringBuilder();
            if (home) {
                for (int corner : new int[] {7, 0, 63, 56}) {
                    if (random.nextBoolean()) {
                        board[corner] = corner < 8 ? 'R' : 'r';
                        rights.append(switch (corner) {
                            case 7 -> 'K';
                            case 0 -> 'Q';
                            case 63 -> 'k';
                            default -> 'q';
                        });
                    }
                }
            }
            int units = 1 + random.nextInt(maxUnits);
            for (int i = 0; i < units; i++) {
                int square = random.nextInt(64);
                char type = types.charAt(random.nextInt(types.length()));
                if (board[square] != 0 || type == 'P' && (square < 8 || square >= 56)) {
                    continue;
                }
                board[square] = random.nextBoolean() ? type : Character.toLowerCase(type);
            }
            String side = random.nextBoolean() ? "w" : "b";
            String fen = placement(board) + " " + side + " " + (rights.length() == 0 ? "-" : rights) + " - 0 1";
            Position p;
            try {
                p = Fen.parse(fen);
            } catch (RuntimeException invalid) {
                continue;
            }
            if (PositionValidator.isValid(p) && MoveGenerator.hasLegalMove(p, new int[MoveGenerator.MAX_MOVES])) {
                return p;
            }
        }
    }

    /** The position after {@code plies} random legal moves from the initial array (fewer if the game ends). */
    Position fromGame(int plies) {
        Position p = Fen.parse(Fen.START);
        int[] moves = new int[MoveGenerator.MAX_MOVES];
        for (int i = 0; i < plies; i++) {
            int n = MoveGenerator.legal(p, moves, 0);
            if (n == 0) {
                break;
            }
            Position before = p.copy();
            p.make(moves[random.nextInt(n)]);
            if (!MoveGenerator.hasLegalMove(p, new int[MoveGenerator.MAX_MOVES])) {
                return before;
            }
        }
        return p;
    }

    private static String placement(char[] board) {
        StringBuilder sb = new StringBuilder();
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                char c = board[rank * 8 + file];
                if (c == 0) {
                    empty++;
                } else {
                    if (empty > 0) {
                        sb.append(empty);
                        empty = 0;
                    }
                    sb.append(c);
                }
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        return sb.toString();
    }
}
