import { z } from 'zod';
import { DomainError, parseOrThrow } from '../src/index.js';

describe('parseOrThrow', () => {
  const Body = z.object({ app: z.object({ name: z.string().min(1) }), mau: z.number().int() });

  it('answers the parsed value', () => {
    expect(parseOrThrow(Body, { app: { name: 'Toss' }, mau: 3 })).toEqual({ app: { name: 'Toss' }, mau: 3 });
  });

  it('throws VALIDATION_ERROR naming each issue by its dotted path', () => {
    let thrown: unknown;
    try {
      parseOrThrow(Body, { app: { name: '' }, mau: 1.5 }, 'app');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DomainError);
    expect(thrown).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      kind: 'invalid',
      message: 'The app is not valid',
      details: {
        issues: [
          { path: 'app.name', code: 'too_small', message: expect.any(String) },
          { path: 'mau', code: 'invalid_type', message: expect.any(String) },
        ],
      },
    });
  });
});
