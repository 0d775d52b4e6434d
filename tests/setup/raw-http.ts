import { request, type IncomingHttpHeaders } from 'node:http';

/**
 * A GET whose body arrives exactly as sent, compressed or not: `fetch` would decode it.
 * For checking what the server puts on the wire (content-encoding, the bytes).
 */
export function rawGet(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}
