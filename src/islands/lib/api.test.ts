import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, describeFailure, loginUrl } from './api';

describe('describeFailure (spec §8 generic request failure)', () => {
  it.each([
    ['JSON with a message', 400, 'Bad Request', '{"message":"Make is required","errors":{"make":"Make is required"}}', 'Make is required'],
    ['JSON without a message', 500, 'Internal Server Error', '{"oops":true}', '500: Internal Server Error'],
    ['text', 502, 'Bad Gateway', 'upstream down', '502: upstream down'],
    ['an empty body', 503, 'Service Unavailable', '', '503: Service Unavailable'],
  ])('uses %s', (_, status, statusText, text, message) => {
    expect(describeFailure(status, statusText, text).message).toBe(message);
  });

  it('keeps the parsed body', () => {
    expect(describeFailure(400, 'Bad Request', '{"message":"x","errors":{"a":"b"}}').body).toEqual({ message: 'x', errors: { a: 'b' } });
  });
});

describe('loginUrl', () => {
  it('keeps where the user was, in the right area', () => {
    expect(loginUrl({ pathname: '/employee/inquiries', search: '?open=3' })).toBe(
      '/employee/login?next=%2Femployee%2Finquiries%3Fopen%3D3',
    );
    expect(loginUrl({ pathname: '/admin/inventory', search: '' })).toBe('/admin/login?next=%2Fadmin%2Finventory');
  });
});

describe('api', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends JSON with cookies and a content type only when there is a body', async () => {
    const fetchMock = vi.fn(async () => new Response('{"ok":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await api.get('/api/x');
    await api.put('/api/y', { a: 1 });
    const [, getInit] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const [, putInit] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(getInit).toMatchObject({ method: 'GET', credentials: 'include', body: undefined });
    expect(getInit.headers).not.toHaveProperty('Content-Type');
    expect(putInit).toMatchObject({ method: 'PUT', credentials: 'include', body: '{"a":1}' });
    expect(putInit.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('throws an ApiError with status, message and body', async () => {
    vi.stubGlobal('fetch', async () => new Response('{"message":"Vehicle not found"}', { status: 404, statusText: 'Not Found' }));
    const error = await api.get('/api/vehicles/9').catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Vehicle not found', body: { message: 'Vehicle not found' } });
  });

  it('sends a 401 to the sign-in page unless told to throw', async () => {
    const assign = vi.fn();
    vi.stubGlobal('window', { location: { pathname: '/employee/inventory', search: '', assign } });
    vi.stubGlobal('fetch', async () => new Response('{"message":"You must be signed in to do this."}', { status: 401 }));
    await expect(api.get('/api/vehicles/stats')).rejects.toMatchObject({ status: 401 });
    expect(assign).toHaveBeenCalledWith('/employee/login?next=%2Femployee%2Finventory');
    assign.mockClear();
    await expect(api('/api/auth/login', { method: 'POST', body: {}, on401: 'throw' })).rejects.toMatchObject({ status: 401 });
    expect(assign).not.toHaveBeenCalled();
  });

  it('reports a network failure as status 0', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 0 });
  });
});
