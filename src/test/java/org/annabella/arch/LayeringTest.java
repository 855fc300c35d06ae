package org.annabella.arch;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Keeps the layering honest: the rules core depends on the JDK alone, nothing depends on the UI or CLI. */
class LayeringTest {
    private static JavaClasses classes;

    @BeforeAll
    static void load() {
        classes = ProductionClasses.get();
    }

    @Test
    void rulesDependOnTheJdkOnly() {
        classes().that().resideInAPackage("org.annabella.rules..")
                .should().onlyDependOnClassesThat().resideInAnyPackage("org.annabella.rules..", "java..")
                .check(classes);
    }

    @Test
    void settingsAreAStoreOnTheRulesCoreAlone() {
        // What a key means is the CLI's business; the store only keeps lines (a console may keep a setting).
        classes().that().resideInAPackage("org.annabella.settings..")
                .should().onlyDependOnClassesThat().resideInAnyPackage("org.annabella.settings..", "org.annabella.rules..", "java..")
                .check(classes);
    }

    @Test
    void onlyTheCliAndUiDependOnTheCli() {
        noClasses().that().resideOutsideOfPackages("org.annabella.cli..", "org.annabella.ui..")
                .should().dependOnClassesThat().resideInAPackage("org.annabella.cli..")
                .check(classes);
    }

    @Test
    void nothingBelowTheUiDependsOnIt() {
        noClasses().that().resideOutsideOfPackages("org.annabella.ui..", "org.annabella.cli..")
                .should().dependOnClassesThat().resideInAPackage("org.annabella.ui..")
                .check(classes);
    }

    @Test
    void theEngineClientDependsOnTheRulesAndWordsOnly() {
        classes().that().resideInAPackage("org.annabella.engine..")
                .should().onlyDependOnClassesThat().resideInAnyPackage("org.annabella.engine..", "org.annabella.rules..",
                        "org.annabella.announce..", "java..")
                .check(classes);
    }

    @Test
    void onlyTrainingTheUiAndTheCliReachAnEngine() {
        // A tournament session never starts an engine: nothing the session or the Laws run can reach one (2018 11.3.a).
        noClasses().that().resideOutsideOfPackages("org.annabella.engine..", "org.annabella.training..",
                "org.annabella.ui..", "org.annabella.cli..")
                .should().dependOnClassesThat().resideInAnyPackage("org.annabella.engine..", "org.annabella.training..")
                .check(classes);
    }

    @Test
    void onlyTheCliDependsOnTheHall() {
        noClasses().that().resideOutsideOfPackages("org.annabella.hall..", "org.annabella.cli..")
                .should().dependOnClassesThat().resideInAPackage("org.annabella.hall..")
                .check(classes);
    }

    @Test
    void theHallHoldsGamesAndServesThemOnly() {
        // No engine, no device, no UI: nothing flows from the hall to a board but acknowledgements.
        classes().that().resideInAPackage("org.annabella.hall..")
                .should().onlyDependOnClassesThat().resideInAnyPackage("org.annabella.hall..", "org.annabella.session..",
                        "org.annabella.rules..", "org.annabella.announce..", "org.annabella.laws..", "org.eclipse.jetty..",
                        "com.google.gson..", "java..", "javax.crypto..")
                .check(classes);
    }
}
