import { describe, expect, it } from 'vitest';
import { statusError } from './client-errors.ts';

describe('statusError', () => {
  it.each([
    [400, 'Bad request. Please check your input.'],
    [401, 'Authentication required. Please log in.'],
    [403, "Access denied. You don't have permission."],
    [404, 'Resource not found.'],
    [409, 'Conflict. The resource already exists.'],
    [422, 'Validation error. Please check your input.'],
    [429, 'Too many requests. Please try again later.'],
    [500, 'Server error. Please try again later.'],
    [502, 'Service unavailable. Please try again later.'],
    [503, 'Service unavailable. Please try again later.'],
  ])('maps %i to the catalogue message and HTTP_ code', (status, message) => {
    expect(statusError(status)).toEqual({ message, code: `HTTP_${status}`, status });
  });

  it('falls back to a generic message for statuses outside the catalogue', () => {
    expect(statusError(418)).toEqual({
      message: 'Request failed with status 418',
      code: 'HTTP_418',
      status: 418,
    });
  });
});
