/**
 * Training at home against a chess engine: the engine as the opponent at the board, the aids a
 * player asks for (a hint, the evaluation, the threat, a move pair taken back) and the review
 * after the game. Only a training game gets them: a tournament session never starts an engine
 * (2018 11.3.a).
 */
package org.annabella.training;
