package org.annabella.arch;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;

/** The program's own classes, without its tests, imported once for every architecture rule. */
final class ProductionClasses {
    private static JavaClasses classes;

    private ProductionClasses() {
    }

    static synchronized JavaClasses get() {
        if (classes == null) {
            classes = new ClassFileImporter()
                    .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                    .importPackages("org.annabella");
        }
        return classes;
    }
}
