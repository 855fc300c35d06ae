package org.annabella.arch;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaAccess;
import com.tngtech.archunit.core.domain.JavaMethodCall;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.lang.syntax.elements.GivenClassesConjunction;
import java.util.Set;
import org.annabella.clock.Clock;
import org.annabella.laws.Referee;
import org.annabella.laws.RefereeState;
import org.annabella.rules.Game;
import org.junit.jupiter.api.Test;

/**
 * The {@link Referee}'s parts (resumption, quickplay finish, illegal moves...) decide from a
 * read-only view of its state and return their decision; the referee alone changes its own
 * fields, its game and its clock (issue 21: no class writes another's fields).
 */
class LawsDecisionsTest {
    /** What changes a game or a clock: the referee's to do. */
    private static final Set<String> GAME_CHANGES = Set.of("play", "undo");
    private static final Set<String> CLOCK_CHANGES = Set.of("start", "press", "pause", "resume", "addTime",
            "subtractTime", "setTime", "setRemaining", "setTimeUsed", "setMoves", "introduceIncrement", "restore");

    /** The parts read a RefereeView instead; the referee's static helpers (side, name...) stay open to them. */
    private static final DescribedPredicate<JavaAccess<?>> INSTANCE_MEMBER_OF_REFEREE = DescribedPredicate.describe(
            "an instance member of Referee", a -> ownedBy(Referee.class).test(a)
                    && a.getTarget().resolveMember().map(m -> !m.getModifiers().contains(JavaModifier.STATIC)).orElse(true));

    /** All of laws but the referee and its state value, which hears events only on a copy of the referee. */
    private static GivenClassesConjunction theRefereesParts() {
        return noClasses().that().resideInAPackage("org.annabella.laws").and()
                .doNotBelongToAnyOf(Referee.class, RefereeState.class);
    }

    @Test
    void noOtherLawsClassWritesAFieldOfTheReferee() {
        theRefereesParts().should().setFieldWhere(ownedBy(Referee.class)).check(ProductionClasses.get());
    }

    @Test
    void noOtherLawsClassReachesIntoTheRefereesState() {
        // Reading a field such as the touched squares' list would let a part change it all the same.
        theRefereesParts().should().accessFieldWhere(INSTANCE_MEMBER_OF_REFEREE).check(ProductionClasses.get());
    }

    @Test
    void noOtherLawsClassCallsTheRefereeItself() {
        theRefereesParts().should().callMethodWhere(INSTANCE_MEMBER_OF_REFEREE).check(ProductionClasses.get());
    }

    @Test
    void noOtherLawsClassChangesTheGameOrTheClock() {
        theRefereesParts().should().callMethodWhere(DescribedPredicate.describe("a change of a Game or a Clock",
                        (JavaMethodCall c) -> ownedBy(Game.class).test(c) && GAME_CHANGES.contains(c.getName())
                                || ownedBy(Clock.class).test(c) && CLOCK_CHANGES.contains(c.getName())))
                .check(ProductionClasses.get());
    }

    @Test
    void theSessionHearsTheRefereeOnlyThroughItsStateValue() {
        // A Referee changes as it hears; the session's game is a value, so it asks a RefereeState.
        noClasses().that().resideInAPackage("org.annabella.session..").should()
                .callMethodWhere(DescribedPredicate.describe("Referee.handle",
                        (JavaMethodCall c) -> ownedBy(Referee.class).test(c) && c.getName().equals("handle")))
                .orShould().callMethodWhere(DescribedPredicate.describe("Referee.Builder.build",
                        (JavaMethodCall c) -> ownedBy(Referee.Builder.class).test(c) && c.getName().equals("build")))
                .check(ProductionClasses.get());
    }

    private static DescribedPredicate<JavaAccess<?>> ownedBy(Class<?> owner) {
        return DescribedPredicate.describe("a member of " + owner.getSimpleName(),
                a -> a.getTargetOwner().isEquivalentTo(owner));
    }
}
