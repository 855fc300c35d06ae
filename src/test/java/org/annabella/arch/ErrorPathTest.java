package org.annabella.arch;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import org.annabella.rules.InputException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Holds the code to the command line's one error path (shared/spec/cli.md): input errors are one
 * family, and only the CLI's entry point decides what a failure prints and how the program exits.
 */
class ErrorPathTest {
    private static JavaClasses classes;

    @BeforeAll
    static void load() {
        classes = ProductionClasses.get();
    }

    @Test
    void everyArgumentErrorTypeOfOursIsAnInputError() {
        // A type of ours that extends IllegalArgumentException is a refusal of input: it must be
        // an InputException, so the CLI says it as bad input (exit 2) and never as a fault.
        classes().that().resideInAPackage("org.annabella..").and().areAssignableTo(IllegalArgumentException.class)
                .should().beAssignableTo(InputException.class)
                .check(classes);
    }

    @Test
    void theCliRefusesInputOnlyWithInputErrors() {
        noClasses().that().resideInAPackage("org.annabella.cli..")
                .should().callConstructor(IllegalArgumentException.class, String.class)
                .orShould().callConstructor(IllegalStateException.class, String.class)
                .check(classes);
    }

    @Test
    void noTraceIsPrintedToThePerson() {
        noClasses().should().callMethod(Throwable.class, "printStackTrace")
                .because("a fault's trace goes to the log file the one error line names")
                .check(classes);
    }

    @Test
    void onlyTheEntryPointEndsTheProgram() {
        noClasses().that().doNotHaveFullyQualifiedName("org.annabella.cli.Main")
                .should().callMethod(System.class, "exit", int.class)
                .check(classes);
    }
}
