import type { App } from '../app.ts';

/**
 * POSTs a multipart form as the browser's FormData would: the JSON `options` field first, then the
 * file. Returns the status and the parsed envelope.
 */
export async function uploadForm(
  app: App,
  url: string,
  token: string | undefined,
  file: Buffer | string | null,
  options: unknown = {},
  fileName = 'clientes.csv',
) {
  const form = new FormData();
  form.append('options', JSON.stringify(options));
  if (file !== null) form.append('file', new Blob([file]), fileName);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const response = await app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': request.headers.get('content-type')!,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  return { status: response.statusCode, body: response.json() };
}
