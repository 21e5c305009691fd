import { messages } from '@spatium/contracts';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { badRequest } from '../http/errors.ts';

// zxcvbn's estimate with its list of the most common (breached) passwords and keyboard patterns,
// all bundled: no network needed.
const estimator = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

// Score 3 means about 10⁸ guesses: out of reach online, and slow offline against argon2id.
const minimumScore = 3;
// The estimate slows down on very long input; the first 100 characters decide.
const estimatedLength = 100;

/** 0–4, zxcvbn's score of a password, given words of the user's own that it must not lean on. */
export function passwordScore(password: string, userInputs: string[] = []): number {
  return estimator.check(password.slice(0, estimatedLength), userInputs).score;
}

/** Refuses a common or easily guessed password (400, with the reason the form shows). */
export function checkPasswordStrength(password: string, userInputs: string[] = []): void {
  if (passwordScore(password, userInputs) < minimumScore) {
    throw badRequest(messages.weakPassword, 'auth.weak_password');
  }
}
