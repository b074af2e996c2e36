import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@core/api/endpoint';
import { envelope, statusOnly } from '@core/api/envelope';
import { createGateway } from '@core/api/gateway';
import type { Transport, TransportRequest, TransportResponse } from '@core/api/transport';

const catalogue = {
  detail: endpoint({
    summary: 'detail',
    spec: 'test',
    method: 'GET',
    path: 'seller/product/{id}',
    base: 'api',
    encoding: 'none',
    fields: [],
    request: z.object({ id: z.coerce.number<number>().int() }),
    response: envelope(z.object({ id: z.number(), name: z.string() })),
  }),
  list: endpoint({
    summary: 'list',
    spec: 'test',
    method: 'GET',
    path: 'seller/order',
    base: 'api',
    encoding: 'query',
    fields: ['page', 'limit', 'keyword'],
    request: z.object({ page: z.number(), limit: z.number(), keyword: z.string().optional() }),
    response: statusOnly,
  }),
  save: endpoint({
    summary: 'save',
    spec: 'test',
    method: 'PUT',
    path: 'seller/setting/address',
    base: 'api',
    encoding: 'json',
    fields: ['address', 'latitude'],
    request: z.object({ address: z.string(), latitude: z.number() }),
    response: statusOnly,
  }),
  upload: endpoint({
    summary: 'upload',
    spec: 'test',
    method: 'POST',
    path: 'seller/order/uploadTax',
    base: 'api',
    encoding: 'multipart',
    fields: ['file', 'orderId', 'tiers'],
    request: z.object({ file: z.instanceof(Blob), orderId: z.number(), tiers: z.array(z.object({ min: z.number() })) }),
    response: statusOnly,
  }),
  unread: endpoint({
    summary: 'unread',
    spec: 'test',
    method: 'GET',
    path: 'get-unread-message',
    base: 'chat',
    encoding: 'query',
    fields: ['from', 'id'],
    request: z.object({ from: z.literal('customer'), id: z.number() }),
    response: z.object({ total_unread: z.number() }),
  }),
};

function fakeTransport(answer: TransportResponse | 'down') {
  const sent: TransportRequest[] = [];
  const transport: Transport = (request) => {
    sent.push(request);
    return answer === 'down' ? errAsync({ message: 'ECONNREFUSED' }) : okAsync(answer);
  };
  return { transport, sent };
}

function gatewayWith(answer: TransportResponse | 'down', token: string | null = 'tok-123') {
  const { transport, sent } = fakeTransport(answer);
  const unauthorized: string[] = [];
  const contract: string[] = [];
  const api = createGateway(catalogue, {
    transport,
    roots: { apiRoot: 'https://api.example.id/v1/', chatApiRoot: 'https://chat.example.id' },
    getToken: () => token,
    onUnauthorized: (name) => unauthorized.push(name),
    onContractError: (name) => contract.push(name),
  });
  return { api, sent, unauthorized, contract };
}

const okBody = { status: { code: 200, message: 'Success' }, data: { id: 7, name: 'Buku' } };

describe('gateway', () => {
  it('fills path parameters, joins the root and sends the raw token in Authorization', async () => {
    const { api, sent } = gatewayWith({ status: 200, body: okBody });
    const result = await api.detail({ id: 7 });
    expect(result._unsafeUnwrap().data.name).toBe('Buku');
    expect(sent[0]?.url).toBe('https://api.example.id/v1/seller/product/7');
    expect(sent[0]?.method).toBe('GET');
    expect(sent[0]?.headers.Authorization).toBe('tok-123');
    expect(sent[0]?.body).toBeUndefined();
  });

  it('sends no Authorization header without a token', async () => {
    const { api, sent } = gatewayWith({ status: 200, body: okBody }, null);
    await api.detail({ id: 1 });
    expect(sent[0]?.headers).not.toHaveProperty('Authorization');
  });

  it('encodes query fields as text and leaves undefined ones out', async () => {
    const { api, sent } = gatewayWith({ status: 200, body: { status: { code: 200, message: '' } } });
    await api.list({ page: 2, limit: 100 });
    expect(sent[0]?.query).toEqual({ page: '2', limit: '100' });
  });

  it('encodes JSON bodies with the exact field names', async () => {
    const { api, sent } = gatewayWith({ status: 200, body: { status: { code: 200, message: '' } } });
    await api.save({ address: 'Jl. Merdeka', latitude: -6.2 });
    expect(sent[0]?.body).toEqual({ kind: 'json', value: { address: 'Jl. Merdeka', latitude: -6.2 } });
  });

  it('encodes multipart parts: files as blobs, numbers as text, lists as JSON', async () => {
    const { api, sent } = gatewayWith({ status: 200, body: { status: { code: 200, message: '' } } });
    const file = new Blob(['%PDF'], { type: 'application/pdf' });
    await api.upload({ file, orderId: 5001, tiers: [{ min: 10 }] });
    const body = sent[0]?.body;
    expect(body?.kind).toBe('multipart');
    const parts = body?.kind === 'multipart' ? body.parts : [];
    expect(parts).toContainEqual(['orderId', '5001']);
    expect(parts).toContainEqual(['tiers', '[{"min":10}]']);
    expect(parts.find(([name]) => name === 'file')?.[1]).toBe(file);
  });

  it('uses the chat root for chat calls', async () => {
    const { api, sent } = gatewayWith({ status: 200, body: { total_unread: 3 } });
    const result = await api.unread({ from: 'customer', id: 1001 });
    expect(result._unsafeUnwrap().total_unread).toBe(3);
    expect(sent[0]?.url).toBe('https://chat.example.id/get-unread-message');
  });

  it('turns HTTP 401 into unauthorized and fires the hook once', async () => {
    const { api, unauthorized } = gatewayWith({
      status: 401,
      body: { status: { code: 401, message: 'Unauthorized' } },
    });
    const result = await api.detail({ id: 1 });
    expect(result._unsafeUnwrapErr()).toEqual({ kind: 'unauthorized', endpoint: 'detail' });
    expect(unauthorized).toEqual(['detail']);
  });

  it('turns a body status code 401 on HTTP 200 into unauthorized too', async () => {
    const { api, unauthorized } = gatewayWith({
      status: 200,
      body: { status: { code: '401', message: 'Token expired' }, data: null },
    });
    const result = await api.detail({ id: 1 });
    expect(result._unsafeUnwrapErr().kind).toBe('unauthorized');
    expect(unauthorized).toEqual(['detail']);
  });

  it('reports other HTTP errors with their status and the server message', async () => {
    const { api } = gatewayWith({ status: 400, body: { status: { code: 400, message: 'Email atau password salah' } } });
    expect((await api.detail({ id: 1 }))._unsafeUnwrapErr()).toEqual({
      kind: 'http',
      endpoint: 'detail',
      status: 400,
      message: 'Email atau password salah',
    });
  });

  it('reports a body status code other than 2xx as a server error with its message', async () => {
    const { api } = gatewayWith({
      status: 200,
      body: { status: { code: 404, message: 'Edit Kategori Gagal' }, data: null },
    });
    expect((await api.detail({ id: 1 }))._unsafeUnwrapErr()).toEqual({
      kind: 'server',
      endpoint: 'detail',
      code: 404,
      message: 'Edit Kategori Gagal',
    });
  });

  it('reports network failures', async () => {
    const { api } = gatewayWith('down');
    expect((await api.detail({ id: 1 }))._unsafeUnwrapErr()).toEqual({
      kind: 'network',
      endpoint: 'detail',
      message: 'ECONNREFUSED',
    });
  });

  it('reports an answer that breaks the schema as a contract error naming the endpoint, with the zod issues', async () => {
    const { api, contract } = gatewayWith({
      status: 200,
      body: { status: { code: 200, message: '' }, data: { id: 'x' } },
    });
    const error = (await api.detail({ id: 1 }))._unsafeUnwrapErr();
    expect(error.kind).toBe('contract');
    if (error.kind !== 'contract') throw new Error('expected a contract error');
    expect(error.endpoint).toBe('detail');
    expect(error.issues.map((i) => i.path.join('.'))).toEqual(expect.arrayContaining(['data.id', 'data.name']));
    expect(contract).toEqual(['detail']);
  });

  it('answers HTML instead of JSON with a contract error, not a crash', async () => {
    const { api } = gatewayWith({ status: 200, body: '<html>502 Bad Gateway</html>' });
    expect((await api.detail({ id: 1 }))._unsafeUnwrapErr().kind).toBe('contract');
  });

  it('refuses input that breaks the request schema before sending anything', async () => {
    const { api, sent } = gatewayWith({ status: 200, body: okBody });
    // @ts-expect-error a wrong type on purpose: the runtime check must catch what the types would
    const result = await api.save({ address: 5, latitude: 'x' });
    expect(result._unsafeUnwrapErr().kind).toBe('contract');
    expect(sent).toHaveLength(0);
  });
});
