import { messages } from '@spatium/contracts';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from './ApiError.ts';
import { describeError } from './errorMessage.ts';

// Stands in for i18next: shows which key was asked for.
const t = ((key: string) => `t(${key})`) as unknown as TFunction;

const validation = (message: string, issues: { path: string[]; message: string }[]) =>
  new ApiError({ statusCode: 400, error: 'Bad Request', message, code: 'validation', issues });

describe('describeError', () => {
  it("never shows zod's developer wording: a truncated invitation token is a translated sentence", () => {
    const truncated = validation('token: Too small: expected string to have >=10 characters', [
      { path: ['token'], message: 'Too small: expected string to have >=10 characters' },
    ]);
    expect(describeError(truncated, t)).toBe('t(serverMessages.invalidInput)');
    const wrongType = validation('page: Invalid input: expected number, received string', [
      { path: ['page'], message: 'Invalid input: expected number, received string' },
    ]);
    expect(describeError(wrongType, t)).toBe('t(serverMessages.invalidInput)');
  });

  it('translates a catalogued message a field carries, without the field path in front', () => {
    const untitled = validation(`title: ${messages.titleRequired}`, [
      { path: ['title'], message: messages.titleRequired },
    ]);
    expect(describeError(untitled, t)).toBe('t(serverMessages.titleRequired)');
    const shortToken = validation(`token: ${messages.invitationInvalid}`, [
      { path: ['token'], message: messages.invitationInvalid },
    ]);
    expect(describeError(shortToken, t)).toBe('t(serverMessages.invitationInvalid)');
  });

  it("keeps a schema's own human message, without the path", () => {
    const search = validation('q: Type at least 3 characters to search', [
      { path: ['q'], message: 'Type at least 3 characters to search' },
    ]);
    expect(describeError(search, t)).toBe('Type at least 3 characters to search');
  });

  it('says something went wrong for a 5xx and that the server cannot be reached for a network error', () => {
    const fault = new ApiError({ statusCode: 500, error: 'Internal Server Error', message: 'boom' });
    expect(describeError(fault, t)).toBe('t(serverMessages.somethingWentWrong)');
    expect(describeError(new TypeError('Failed to fetch'), t)).toBe('t(errors.network)');
  });
});
