/**
 * The competition rules of the FIDE Laws of Chess, edition by edition (2009, 2014, 2018, 2023).
 * Facts about positions come from {@code org.annabella.rules}; decisions are made here.
 *
 * <ul>
 * <li>{@link org.annabella.laws.Edition} and {@link org.annabella.laws.Rule}: each edition as
 *     data (article numbers) plus the code that differs.</li>
 * <li>{@link org.annabella.laws.Referee}: events in ({@link org.annabella.laws.RefereeEvent}),
 *     {@link org.annabella.laws.Response responses} out, each {@link org.annabella.laws.Ruling}
 *     citing edition and article; events that do not fit are refused with the reason. Rulings
 *     and reasons are {@link org.annabella.announce.Phrase phrases}, said in English or Spanish
 *     from voice/messages-LANG.phrases. Its parts ({@code Resumption}, {@code QuickplayFinish},
 *     {@code IllegalMoves}) decide from a read-only view of its state and return a verdict (their
 *     next state and the effects); the referee alone changes its game, clock and offers.</li>
 * <li>{@link org.annabella.laws.TouchMove}: Article 4 as a pure function of the position and
 *     what was touched.</li>
 * <li>{@link org.annabella.laws.SealedEnvelope}: adjourned games.</li>
 * <li>{@link org.annabella.laws.Result}: results and points.</li>
 * <li>{@link org.annabella.laws.MateAbility}: "can this side still mate", the one exact
 *     dead-position decision of the program (the full analysis of {@code annabella dead}).</li>
 * </ul>
 * docs/laws-coverage.md maps every article to its implementation and tests.
 */
package org.annabella.laws;
