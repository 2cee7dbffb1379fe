/**
 * @jest-environment node
 */
import * as z from 'zod/mini';
import { fetchJson, HttpStatusError, readJson, ResponseShapeError } from './fetch-json';

const schema = z.object({ name: z.string() });

function answer(status: number, body: string) {
  globalThis.fetch = jest.fn().mockResolvedValue(new Response(body, { status, headers: { 'Content-Type': 'application/json' } }));
}

describe('fetchJson', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('returns the body when it matches the contract', async () => {
    answer(200, '{"name":"maple"}');
    await expect(fetchJson('/thing.json', schema)).resolves.toEqual({ name: 'maple' });
    expect(globalThis.fetch).toHaveBeenCalledWith('/thing.json', { headers: { Accept: 'application/json' } });
  });

  it('rejects a bad status with the status', async () => {
    answer(503, '{}');
    await expect(fetchJson('/thing.json', schema)).rejects.toEqual(new HttpStatusError('/thing.json', 503));
  });

  it('rejects a body that is not JSON', async () => {
    answer(200, '<html>');
    await expect(fetchJson('/thing.json', schema)).rejects.toThrow(ResponseShapeError);
  });

  it('rejects a body of the wrong shape and says where', async () => {
    answer(200, '{"name":3}');
    await expect(fetchJson('/thing.json', schema)).rejects.toThrow('name: ');
  });
});

describe('requestJson and readJson', () => {
  it('read a response asked for before the schema was at hand', async () => {
    const response = new Response('{"name":"maple"}', { status: 200 });
    await expect(readJson('/thing.json', response, schema)).resolves.toEqual({ name: 'maple' });
    await expect(readJson('/thing.json', new Response('{}', { status: 404 }), schema)).rejects.toEqual(
      new HttpStatusError('/thing.json', 404),
    );
  });
});
