package org.annabella.sync;

import static org.annabella.rules.Square.parse;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.annabella.device.BoardAction;
import org.annabella.device.Transport;
import org.annabella.rules.Move;
import org.annabella.rules.Notation;
import org.annabella.rules.Piece;
import org.annabella.rules.PieceType;
import org.annabella.rules.Position;
import org.junit.jupiter.api.Test;

/** The board-sync state machine, one situation at a time, on the simulated boards. */
class BoardSyncTest {
    private static final long MS = Rig.MS;

    private static List<String> ucis(Rig rig) {
        return rig.all(SyncFact.MoveMade.class).stream().map(SyncFact.MoveMade::uci).toList();
    }

    private static void move(Rig rig, String from, String to, Piece p) {
        rig.lift(parse(from));
        rig.put(parse(to), p);
    }

    /** White to promote on e8, the kings far apart. */
    private static final String PAWN_ON_E7 = "8/4P3/8/8/8/k7/8/K7 w - - 0 1";

    @Test
    void liftAndPutBackIsATouchNotAMove() {
        for (Rig rig : new Rig[] {Rig.dgt(Position.startPosition(), false), Rig.peg(Position.startPosition())}) {
            rig.lift(parse("g1"));
            rig.put(parse("g1"), Piece.WHITE_KNIGHT);
            move(rig, "e2", "e4", Piece.WHITE_PAWN);
            rig.settle();
            List<SyncFact.Touched> touches = rig.all(SyncFact.Touched.class);
            assertEquals(2, touches.size());
            assertEquals(parse("g1"), touches.get(0).square());
            assertEquals(Piece.WHITE_KNIGHT, touches.get(0).piece());
            assertEquals(1, touches.get(0).order());
            assertEquals(parse("e2"), touches.get(1).square());
            assertEquals(2, touches.get(1).order());
            assertEquals(List.of("e2e4"), ucis(rig));
            // Touches are in order before the move they precede.
            assertInstanceOf(SyncFact.MoveMade.class, rig.facts.get(2));
            assertEquals(List.of(), rig.trouble());
        }
    }

    @Test
    void captureWithTheCapturedPieceLiftedFirstOrLast() {
        Position p = Position.fromFen("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
        for (boolean first : new boolean[] {true, false}) {
            for (Rig rig : new Rig[] {Rig.dgt(p, false), Rig.peg(p)}) {
                if (first) {
                    rig.lift(parse("d5"));
                    move(rig, "e4", "d5", Piece.WHITE_PAWN);
                } else {
                    rig.lift(parse("e4"));
                    rig.lift(parse("d5"));
                    rig.put(parse("d5"), Piece.WHITE_PAWN);
                }
                rig.settle();
                assertEquals(List.of("e4d5"), ucis(rig), "captured lifted " + (first ? "first" : "last"));
                List<SyncFact.Touched> t = rig.all(SyncFact.Touched.class);
                assertEquals(first ? parse("d5") : parse("e4"), t.get(0).square());
                assertEquals(List.of(), rig.trouble());
            }
        }
    }

    @Test
    void dgtCaptureReportedAsOnePieceReplacingAnother() {
        // The board may see the captured pawn give way to the capturer in one scan.
        Position p = Position.fromFen("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
        Rig rig = Rig.dgt(p, false);
        move(rig, "e4", "d5", Piece.WHITE_PAWN);
        rig.settle();
        assertEquals(List.of("e4d5"), ucis(rig));
        List<SyncFact.Touched> t = rig.all(SyncFact.Touched.class);
        assertEquals(List.of(parse("e4"), parse("d5")), t.stream().map(SyncFact.Touched::square).toList());
        assertEquals(Piece.BLACK_PAWN, t.get(1).piece());
    }

    @Test
    void aLiftedPieceIsNotACaptureOnAnOccupancyBoard() {
        // Lifting the bishop empties c4 exactly as Bxf7 would; without f7 emptied it is no capture.
        Position p = Position.fromFen("rnbqkbnr/pppp1ppp/8/4p3/2B1P3/8/PPPP1PPP/RNBQK1NR w KQkq - 0 3");
        Rig rig = Rig.peg(p);
        rig.lift(parse("c4"));
        rig.advance(rig.now() + 2_000 * MS);
        assertEquals(List.of(), ucis(rig));
        rig.put(parse("b5"), Piece.WHITE_BISHOP);
        rig.settle();
        assertEquals(List.of("c4b5"), ucis(rig));
    }

    @Test
    void castlingKingFirstOrRookFirst() {
        Position p = Position.fromFen("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1");
        for (Rig rig : new Rig[] {Rig.dgt(p, false), Rig.peg(p)}) {
            move(rig, "e1", "g1", Piece.WHITE_KING);
            move(rig, "h1", "f1", Piece.WHITE_ROOK);
            // Black castles long, rook first: Ra8-d8 alone would be a legal move.
            move(rig, "a8", "d8", Piece.BLACK_ROOK);
            move(rig, "e8", "c8", Piece.BLACK_KING);
            rig.settle();
            assertEquals(List.of("e1g1", "e8c8"), ucis(rig));
            assertEquals(List.of(), rig.trouble());
        }
    }

    @Test
    void aRookMoveThatCouldStartCastlingStillCountsWhenTheKingStays() {
        Position p = Position.fromFen("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1");
        Rig rig = Rig.dgt(p, false);
        move(rig, "h1", "f1", Piece.WHITE_ROOK);
        rig.advance(rig.now() + BoardSync.CASTLE_SETTLE_NANOS + 50 * MS);
        assertEquals(List.of("h1f1"), ucis(rig));
        // A fast reply commits it at once as well.
        Rig fast = Rig.dgt(p, false);
        move(fast, "h1", "f1", Piece.WHITE_ROOK);
        fast.act(new BoardAction(fast.now() + 40 * MS, parse("a7"), null));
        fast.act(new BoardAction(fast.now() + 150 * MS, parse("a6"), Piece.BLACK_PAWN));
        assertEquals(List.of("h1f1", "a7a6"), ucis(fast));
    }

    @Test
    void chess960CastlingWhereKingAndRookSwap() {
        // King f1, rook g1: O-O leaves king g1, rook f1; on a pegged board no hole changes.
        Position p = Position.fromFen("nrbbqkrn/pppppppp/8/8/8/8/PPPPPPPP/NRBBQKRN w GBgb - 0 1");
        Position ready = p.copy();
        for (String uci : new String[] {"g2g3", "g7g6", "h1g3", "h8g6"}) {
            for (int m : ready.legalMoves()) {
                if (Notation.uci(ready, m).equals(uci)) {
                    ready.makeMove(m);
                }
            }
        }
        for (Rig rig : new Rig[] {Rig.dgt(ready, false), Rig.peg(ready)}) {
            rig.lift(parse("f1"));
            rig.lift(parse("g1"));
            rig.put(parse("g1"), Piece.WHITE_KING);
            rig.put(parse("f1"), Piece.WHITE_ROOK);
            rig.settle();
            List<SyncFact.MoveMade> made = rig.all(SyncFact.MoveMade.class);
            assertEquals(1, made.size(), rig.facts.toString());
            assertTrue(Move.isCastling(made.get(0).move()));
            assertEquals("O-O", Notation.san(made.get(0).before(), made.get(0).move()));
        }
    }

    @Test
    void chess960CastlingWhereKingOrRookStays() {
        // King g1 stays and the rook goes h1-f1; then a king e1-g1 with the rook staying on f1.
        String[][] cases = {{"4k3/8/8/8/8/8/8/6KR w H - 0 1", "h1", "f1", "R"},
                            {"4k3/8/8/8/8/8/8/4KR2 w F - 0 1", "e1", "g1", "K"}};
        for (String[] c : cases) {
            Position p = Position.fromFen(c[0]);
            Piece piece = c[3].equals("R") ? Piece.WHITE_ROOK : Piece.WHITE_KING;
            for (Rig rig : new Rig[] {Rig.dgt(p, false), Rig.peg(p)}) {
                move(rig, c[1], c[2], piece);
                rig.settle();
                List<SyncFact.MoveMade> made = rig.all(SyncFact.MoveMade.class);
                assertEquals(1, made.size(), c[0] + " " + rig.facts);
                assertTrue(Move.isCastling(made.get(0).move()), c[0]);
                assertEquals(List.of(), rig.trouble());
            }
        }
    }

    @Test
    void enPassantEitherOrder() {
        Position p = Position.fromFen("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
        for (boolean capturedFirst : new boolean[] {true, false}) {
            for (Rig rig : new Rig[] {Rig.dgt(p, false), Rig.peg(p)}) {
                if (capturedFirst) {
                    rig.lift(parse("f5"));
                }
                move(rig, "e5", "f6", Piece.WHITE_PAWN);
                if (!capturedFirst) {
                    rig.lift(parse("f5"));
                }
                rig.settle();
                assertEquals(List.of("e5f6"), ucis(rig));
                assertTrue(Move.isEnPassant(rig.all(SyncFact.MoveMade.class).get(0).move()));
            }
        }
    }

    @Test
    void promotionOnAnIdentityBoardReadsThePieceSetDown() {
        Position p = Position.fromFen(PAWN_ON_E7);
        Rig rig = Rig.dgt(p, false);
        rig.lift(parse("e7"));
        rig.put(parse("e8"), Piece.WHITE_PAWN);   // pawn first, then swapped for a knight
        rig.lift(parse("e8"));
        rig.put(parse("e8"), Piece.WHITE_KNIGHT);
        rig.settle();
        assertEquals(List.of("e7e8n"), ucis(rig));
    }

    @Test
    void promotionOnAnOccupancyBoardAsksUnlessAnnounced() {
        Position p = Position.fromFen(PAWN_ON_E7);
        Rig rig = Rig.peg(p);
        move(rig, "e7", "e8", Piece.WHITE_PAWN);
        rig.settle();
        List<SyncFact.AskMove> asks = rig.all(SyncFact.AskMove.class);
        assertEquals(1, asks.size());
        assertEquals(4, asks.get(0).candidates().length);
        assertEquals(List.of(), ucis(rig));
        int rook = Move.promotion(parse("e7"), parse("e8"), PieceType.ROOK);
        assertTrue(rig.follower.resolve(rook, rig.now()));
        assertEquals(List.of("e7e8r"), ucis(rig));

        Rig told = Rig.peg(p);
        told.follower.setPromotionChoice(PieceType.QUEEN);
        move(told, "e7", "e8", Piece.WHITE_PAWN);
        told.settle();
        assertEquals(List.of("e7e8q"), ucis(told));
        assertEquals(List.of(), told.trouble());
    }

    @Test
    void aBoardShowingWhatTheGameTookFromTheAnnouncementIsInStep() {
        Position p = Position.fromFen(PAWN_ON_E7);
        Rig rig = Rig.peg(p);
        move(rig, "e7", "e8", Piece.WHITE_PAWN);
        rig.settle();
        assertEquals(1, rig.all(SyncFact.AskMove.class).size());
        Position announced = p.copy();
        announced.makeMove(Move.promotion(parse("e7"), parse("e8"), PieceType.ROOK));

        rig.follower.follow(p);   // the game holds another position than the board shows: nothing changes
        assertEquals(p.toFen(), rig.follower.expected().toFen());
        rig.follower.follow(announced);
        assertEquals(announced.toFen(), rig.follower.expected().toFen(), "the rook the announcement named");
        assertTrue(rig.follower.inStep());

        Rig elsewhere = Rig.peg(p);
        elsewhere.lift(parse("e7"));
        elsewhere.settle();
        elsewhere.follower.follow(announced);   // the board shows neither: the move is still being made
        assertEquals(p.toFen(), elsewhere.follower.expected().toFen());
    }

    @Test
    void twoCapturesThatFitAnOccupancyBoardAreAskedAbout() {
        // Queen d1 can take on d7 or g4 (both lifted); the queen's hole empties either way.
        Position p = Position.fromFen("4k3/3p4/8/8/6p1/8/8/3QK3 w - - 0 1");
        Rig rig = Rig.peg(p);
        rig.lift(parse("d1"));
        rig.lift(parse("d7"));
        rig.lift(parse("g4"));
        rig.put(parse("g4"), Piece.WHITE_QUEEN);
        rig.put(parse("d7"), Piece.BLACK_PAWN);
        rig.settle();
        // Both holes were emptied and one refilled: the queen may stand on either. Ask.
        List<SyncFact.AskMove> asks = rig.all(SyncFact.AskMove.class);
        assertEquals(1, asks.size(), rig.facts.toString());
        assertEquals("which move was it: d1d7, d1g4", asks.get(0).describe());
        assertEquals(List.of(), ucis(rig));
        assertFalse(rig.follower.resolve(Move.of(parse("d1"), parse("d2")), rig.now()), "not a candidate");
        assertTrue(rig.follower.resolve(Move.of(parse("d1"), parse("g4")), rig.now()));
        assertEquals(List.of("d1g4"), ucis(rig));

        // With a hole still empty nothing fits yet: no move, no question, no warning.
        Rig open = Rig.peg(p);
        open.lift(parse("d7"));
        open.lift(parse("g4"));
        open.lift(parse("d1"));
        open.put(parse("g4"), Piece.WHITE_QUEEN);
        open.settle();
        assertEquals(List.of(), ucis(open));
        assertEquals(List.of(), open.trouble());
    }

    @Test
    void slidingPieceIsRecognisedWhereItStops() {
        Position p = Position.fromFen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
        Rig rig = Rig.dgt(p, false);
        rig.act(new BoardAction(rig.now() + 100 * MS, parse("a1"), null));
        String[] path = {"a2", "a3", "a4", "a5"};
        for (int i = 0; i < path.length; i++) {
            rig.act(new BoardAction(rig.now() + 40 * MS, parse(path[i]), Piece.WHITE_ROOK));
            if (i < path.length - 1) {
                rig.act(new BoardAction(rig.now() + 40 * MS, parse(path[i]), null));
            }
        }
        rig.settle();
        assertEquals(List.of("a1a5"), ucis(rig));
    }

    @Test
    void noiseLeavesNoTouchAndNoMove() {
        Rig rig = Rig.peg(Position.startPosition());
        rig.act(new BoardAction(rig.now() + 100 * MS, parse("d2"), null));
        rig.act(new BoardAction(rig.now() + 20 * MS, parse("d2"), Piece.WHITE_PAWN));
        rig.settle();
        assertEquals(List.of(), rig.facts);
    }

    @Test
    void illegalMoveIsReportedOnceTheBoardIsQuiet() {
        for (Rig rig : new Rig[] {Rig.dgt(Position.startPosition(), false), Rig.peg(Position.startPosition())}) {
            move(rig, "e2", "e5", Piece.WHITE_PAWN);
            rig.advance(rig.now() + BoardSync.WARN_SETTLE_NANOS / 2);
            assertEquals(List.of(), rig.trouble(), "no warning before the board is quiet");
            rig.settle();
            List<SyncFact.IllegalMove> bad = rig.all(SyncFact.IllegalMove.class);
            assertEquals(1, bad.size(), rig.facts.toString());
            assertEquals(parse("e2"), bad.get(0).from());
            assertEquals(parse("e5"), bad.get(0).to());
            assertTrue(bad.get(0).describe().contains("put the white pawn on e2"), bad.get(0).describe());
            // Put right: the board matches again and says so.
            move(rig, "e5", "e2", Piece.WHITE_PAWN);
            rig.settle();
            assertInstanceOf(SyncFact.BoardRestored.class, rig.facts.get(rig.facts.size() - 1));
            assertEquals(List.of(), ucis(rig));
        }
    }

    @Test
    void boardDiffersNamesEachSquareToFix() {
        Rig rig = Rig.dgt(Position.startPosition(), false);
        rig.put(parse("e4"), Piece.BLACK_QUEEN);
        rig.settle();
        List<SyncFact.BoardDiffers> d = rig.all(SyncFact.BoardDiffers.class);
        assertEquals(1, d.size(), rig.facts.toString());
        assertEquals("board differs from the game: take the black queen off e4", d.get(0).describe());
    }

    @Test
    void knockedOverPieceIsDisplaced() {
        Rig rig = Rig.dgt(Position.startPosition(), false);
        rig.lift(parse("c7"));     // Black's pawn falls over while White is to move
        rig.settle();
        List<SyncFact.Displaced> d = rig.all(SyncFact.Displaced.class);
        assertEquals(1, d.size(), rig.facts.toString());
        assertEquals("pieces displaced: put the black pawn on c7", d.get(0).describe());
    }

    @Test
    void takebackOnTheBoardIsReported() {
        Rig rig = Rig.peg(Position.startPosition());
        move(rig, "g1", "f3", Piece.WHITE_KNIGHT);
        move(rig, "f3", "g1", Piece.WHITE_KNIGHT);
        rig.settle();
        assertEquals(List.of("g1f3"), ucis(rig));
        List<SyncFact.TakebackAttempted> t = rig.all(SyncFact.TakebackAttempted.class);
        assertEquals(1, t.size(), rig.facts.toString());
        assertEquals(1, t.get(0).ply());
    }

    @Test
    void fastReplyRightAfterASlidingMoveIsNotMerged() {
        // White's queen could slide on from d3; Black replies 40 ms later (picochess's old trouble).
        Position p = Position.fromFen("4k3/pppp4/8/8/8/8/8/3QK3 w - - 0 1");
        Rig rig = Rig.dgt(p, false);
        move(rig, "d1", "d3", Piece.WHITE_QUEEN);
        rig.act(new BoardAction(rig.now() + 40 * MS, parse("a7"), null));
        rig.act(new BoardAction(rig.now() + 120 * MS, parse("a5"), Piece.BLACK_PAWN));
        rig.settle();
        assertEquals(List.of("d1d3", "a7a5"), ucis(rig));
        // Black's touch belongs to Black's move, after White's move.
        SyncFact.Touched last = rig.all(SyncFact.Touched.class).get(1);
        assertEquals(parse("a7"), last.square());
        assertEquals(1, last.order());
        assertEquals(List.of(), rig.trouble());
    }

    @Test
    void boardTurnedRoundIsFollowed() {
        Rig rig = Rig.dgt(Position.startPosition(), true);
        assertTrue(rig.driver.rotated());
        assertFalse(rig.notices.isEmpty());
        move(rig, "e2", "e4", Piece.WHITE_PAWN);
        rig.settle();
        assertEquals(List.of("e2e4"), ucis(rig));
    }

    @Test
    void aMoveMadeWhileUnpluggedIsFoundInTheFullBoard() {
        Rig rig = Rig.dgt(Position.startPosition(), false);
        Transport saved = rig.board.wire();
        rig.board.setWire(bytes -> { });      // unplugged: the board's reports go nowhere
        move(rig, "d2", "d4", Piece.WHITE_PAWN);
        rig.board.setWire(saved);             // plugged back: the driver asks for the whole board
        rig.driver.connected();
        rig.settle();
        assertEquals(List.of("d2d4"), ucis(rig));
        assertTrue(rig.follower.inStep());
    }

    @Test
    void randomEventsNeverThrowAndOnlyLegalMovesComeOut() {
        java.util.Random r = new java.util.Random(9);
        Piece[] all = Piece.values();
        for (boolean identity : new boolean[] {true, false}) {
            List<SyncFact> out = new java.util.ArrayList<>();
            BoardSync sync = new BoardSync(Position.startPosition(), identity, out::add);
            sync.snapshot(Rig.pieces(Position.startPosition()), Position.startPosition().occupied(), 0);
            long t = 0;
            for (int i = 0; i < 200_000; i++) {
                t += r.nextInt(300) * MS;
                int sq = r.nextInt(64);
                Piece p = r.nextInt(3) == 0 ? null : all[r.nextInt(all.length)];
                sync.squareChanged(sq, p, p != null, t);
                if (r.nextInt(10) == 0) {
                    sync.poll(t);
                }
            }
            for (SyncFact f : out) {
                if (f instanceof SyncFact.MoveMade m) {
                    assertTrue(m.before().isLegal(m.move()), m.describe());
                }
            }
        }
    }

    @Test
    void endOfGameFromMagicPieceAndPegButton() {
        Rig rig = Rig.dgt(Position.startPosition(), false);
        rig.dgt.placeMagic(parse("e4"), 14);
        assertEquals(List.of("1-0"), rig.results);
        Rig peg = Rig.peg(Position.startPosition());
        peg.peg.endGame("1/2-1/2");
        assertEquals(List.of("1/2-1/2"), peg.results);
    }
}
