package org.annabella.clock;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * The clock is used by the device simulator and the session: it depends on the JDK, the rules core
 * (its input error and colours) and announce for the words of its refusals (phrases), none of which
 * depends on the clock; the laws on rules and clock, and on announce for the words of their rulings.
 */
class ClockDependenciesTest {
    private static final JavaClasses CLASSES = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("org.annabella.clock", "org.annabella.laws");
    private static final JavaClasses WORDS = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("org.annabella.announce", "org.annabella.rules");

    @Test
    void clockDependsOnTheJdkRulesAndWordsOnly() {
        classes().that().resideInAPackage("org.annabella.clock..")
                .should().onlyDependOnClassesThat()
                .resideInAnyPackage("org.annabella.clock..", "org.annabella.rules..", "org.annabella.announce..", "java..")
                .check(CLASSES);
    }

    @Test
    void theWordsDoNotDependOnTheClock() {
        noClasses().that().resideInAnyPackage("org.annabella.announce..", "org.annabella.rules..")
                .should().dependOnClassesThat().resideInAPackage("org.annabella.clock..")
                .check(WORDS);
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
