package org.annabella.clock;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.equivalentTo;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.annabella.rules.InputException;
import org.junit.jupiter.api.Test;

/**
 * The clock is used by the device simulator and the session: it depends on the JDK alone (and
 * the one input-error type); the laws
 * on rules and clock, and on announce for the words of their rulings (phrases).
 */
class ClockDependenciesTest {
    private static final JavaClasses CLASSES = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("org.annabella.clock", "org.annabella.laws");

    @Test
    void clockDependsOnTheJdkOnly() {
        // ... and on the program's one type of input error, which the rules core keeps.
        classes().that().resideInAPackage("org.annabella.clock..")
                .should().onlyDependOnClassesThat(resideInAnyPackage("org.annabella.clock..", "java..")
                        .or(equivalentTo(InputException.class)))
                .check(CLASSES);
    }

    @Test
    void lawsDependOnRulesClockAndWordsOnly() {
        classes().that().resideInAPackage("org.annabella.laws..")
                .should().onlyDependOnClassesThat()
                .resideInAnyPackage("org.annabella.laws..", "org.annabella.rules..", "org.annabella.clock..",
                        "org.annabella.announce..", "java..")
                .check(CLASSES);
    }
}
