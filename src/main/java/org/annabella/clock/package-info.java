/**
 * Chess clocks and time controls, shared by the device simulator, the laws and the session. It
 * depends only on the JDK, the rules core's input error and colours, and announce for the words of
 * its refusals ({@link org.annabella.announce.Refusal}): nothing it uses depends on it.
 *
 * <ul>
 * <li>{@link org.annabella.clock.TimeControl} and {@link org.annabella.clock.Period}: periods of N
 *     moves in T, sudden death, Fischer increment, simple (US) and Bronstein delay; the PGN
 *     {@code TimeControl} tag and a spoken description.</li>
 * <li>{@link org.annabella.clock.Clock}: the state machine (not started, running, paused) over an
 *     injectable monotonic {@link org.annabella.clock.TimeSource}; exact flag instants; penalties;
 *     readings kept after every move for restoring.</li>
 * <li>{@link org.annabella.clock.Pace}: standard, rapid or blitz by the boundaries of 2009 or
 *     2014 and later.</li>
 * </ul>
 */
package org.annabella.clock;
