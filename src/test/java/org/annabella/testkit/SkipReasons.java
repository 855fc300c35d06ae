package org.annabella.testkit;

import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;

/**
 * Prints on the console why a test did not run: a package it needs is missing (socat, xvfb,
 * tmux, pocketsphinx, BRLTTY...) or the machine lacks a device. The README promises that such
 * tests skip with a message; without this the message stays in the surefire reports.
 */
public final class SkipReasons implements TestExecutionListener {
    @Override
    public void executionSkipped(TestIdentifier test, String reason) {
        say(test, reason);
    }

    @Override
    public void executionFinished(TestIdentifier test, TestExecutionResult result) {
        // An assumption that does not hold (assumeTrue) aborts the test: a skip, with its message.
        if (result.getStatus() == TestExecutionResult.Status.ABORTED) {
            say(test, result.getThrowable().map(Throwable::getMessage).orElse("no reason given"));
        }
    }

    private static void say(TestIdentifier test, String reason) {
        String owner = test.getSource().filter(MethodSource.class::isInstance)
                .map(s -> ((MethodSource) s).getJavaClass().getSimpleName() + ".").orElse("");
        System.out.println("[SKIPPED] " + owner + test.getDisplayName() + ": " + reason);
    }
}
