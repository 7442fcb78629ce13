import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { nulPath, validatorCompiler } from './validator';

const compile = (schema: z.ZodType) =>
  validatorCompiler({ schema, method: 'POST', url: '/x', httpPart: 'body' });

describe('validatorCompiler', () => {
  const validate = compile(z.object({ name: z.string(), tags: z.array(z.string()) }));

  it('refuses NUL in any string the schema accepts, naming the field', () => {
    expect(validate({ name: 'ok', tags: ['a', 'b\u0000'] })).toEqual({
      error: [expect.objectContaining({ instancePath: '/tags/1', message: expect.any(String) })],
    });
    expect(validate({ name: 'a\u0000', tags: [] })).toMatchObject({
      error: [{ instancePath: '/name' }],
    });
  });

  it('passes clean data, and ignores what the schema strips (it is never stored)', () => {
    expect(validate({ name: 'سارة', tags: ['x'], junk: { deep: ['\u0000'] } })).toEqual({
      value: { name: 'سارة', tags: ['x'] },
    });
  });

  it('keeps zod errors as they are', () => {
    const result = validate({ name: 1, tags: [] }) as { error: { instancePath: string }[] };
    expect(result.error[0]?.instancePath).toBe('/name');
  });
});

describe('nulPath', () => {
  it('walks only plain JSON data: upload bytes and class instances are never walked', () => {
    // Walking a Buffer visited every byte (Object.entries on 5 MB froze the server seconds).
    expect(nulPath(Buffer.from([0, 0, 0]))).toBeNull();
    expect(nulPath(new Uint8Array(8))).toBeNull();
    class Holder {
      text = '\u0000';
    }
    expect(nulPath(new Holder())).toBeNull();
    expect(nulPath({ a: [{ b: '\u0000' }] })).toEqual(['a', 0, 'b']);
    expect(nulPath({ 'k\u0000': 1 })).toEqual(['k\u0000']);
  });
});
