package org.annabella.arch;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaCodeUnit;
import com.tngtech.archunit.core.domain.TryCatchBlock;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import java.util.List;
import org.annabella.announce.Refusal;
import org.annabella.rules.InputException;
import org.annabella.session.BoardRelay;
import org.annabella.session.ClockRelay;
import org.junit.jupiter.api.Test;

/**
 * What a player hears when an act fails is a {@link Refusal} (an act refused, with its phrase) or
 * an {@link InputException} (unreadable input). The user interfaces and the device relays never
 * catch the types of programming errors, so a bug's text is never spoken as if the player erred:
 * the rule reads the exception tables of their bytecode, lambdas included.
 */
class SpokenErrorsTest {
    /** Catching any of these would take in a programming error along with the player's. */
    private static final List<Class<?>> PROGRAMMING_ERRORS = List.of(IllegalArgumentException.class,
            IllegalStateException.class, RuntimeException.class, Exception.class);

    @Test
    void theUserInterfacesAndRelaysCatchNoProgrammingErrors() {
        classes().that().resideInAPackage("org.annabella.ui..")
                .or().belongToAnyOf(BoardRelay.class, ClockRelay.class)
                .should(catchNoProgrammingErrors())
                .check(ProductionClasses.get());
    }

    @Test
    void aRefusalIsNeitherAProgrammingErrorNorAnInputError() {
        // The two families stay apart, so a catch of one never takes in the other.
        for (Class<?> type : List.of(IllegalArgumentException.class, IllegalStateException.class, InputException.class)) {
            assertFalse(type.isAssignableFrom(Refusal.class), type.getName());
        }
    }

    private static ArchCondition<JavaClass> catchNoProgrammingErrors() {
        return new ArchCondition<>("catch no IllegalArgumentException, IllegalStateException, RuntimeException or Exception") {
            @Override
            public void check(JavaClass item, ConditionEvents events) {
                for (JavaCodeUnit unit : item.getCodeUnits()) {
                    for (TryCatchBlock block : unit.getTryCatchBlocks()) {
                        for (JavaClass caught : block.getCaughtThrowables()) {
                            if (PROGRAMMING_ERRORS.stream().anyMatch(caught::isEquivalentTo)) {
                                events.add(SimpleConditionEvent.violated(block, unit.getFullName() + " catches "
                                        + caught.getSimpleName() + " " + block.getSourceCodeLocation()));
                            }
                        }
                    }
                }
            }
        };
    }
}
