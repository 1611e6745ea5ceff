import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3 {
  url: string;
  objects: Map<string, { body: Buffer; contentType: string | undefined }>;
  /** 'PUT key', 'GET key', 'DELETE key', in order. */
  calls: string[];
  close(): Promise<void>;
}

/** The body of an `aws-chunked` upload: the chunks' data without their size lines and trailers. */
function decodeAwsChunked(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < raw.length) {
    const lineEnd = raw.indexOf('\r\n', at);
    const size = Number.parseInt(raw.subarray(at, lineEnd).toString().split(';')[0]!, 16);
    if (!size) break;
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** A ListObjectsV2 answer: every key in `bucket`, in one page. */
function listing(objects: FakeS3['objects'], bucket: string): string {
  const contents = [...objects]
    .filter(([key]) => key.startsWith(`${bucket}/`))
    .map(
      ([key, object]) =>
        `<Contents><Key>${escapeXml(key.slice(bucket.length + 1))}</Key><Size>${object.body.length}</Size></Contents>`,
    );
  return (
    '<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">' +
    `<Name>${escapeXml(bucket)}</Name><KeyCount>${contents.length}</KeyCount><IsTruncated>false</IsTruncated>` +
    `${contents.join('')}</ListBucketResult>`
  );
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A local stand-in for an S3-compatible store (path-style: /bucket/key), enough for PutObject,
 * GetObject, DeleteObject and ListObjectsV2, so the real SDK client runs against it in tests.
 */
export async function startFakeS3(): Promise<FakeS3> {
  const objects: FakeS3['objects'] = new Map();
  const calls: string[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://s3');
      const key = decodeURIComponent(url.pathname.slice(1));
      calls.push(`${request.method} ${key}`);
      if (request.method === 'GET' && url.searchParams.get('list-type') === '2') {
        response
          .writeHead(200, { 'content-type': 'application/xml' })
          .end(listing(objects, key.replace(/\/$/, '')));
        return;
      }
      if (request.method === 'PUT') {
        const raw = Buffer.concat(chunks);
        const chunked = String(request.headers['content-encoding'] ?? '').includes('aws-chunked');
        objects.set(key, {
          body: chunked ? decodeAwsChunked(raw) : raw,
          contentType: request.headers['content-type'],
        });
        response.writeHead(200, { etag: '"fake"' }).end();
      } else if (request.method === 'GET') {
        const object = objects.get(key);
        if (!object) {
          response
            .writeHead(404, { 'content-type': 'application/xml' })
            .end(
              '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>none</Message></Error>',
            );
          return;
        }
        response
          .writeHead(200, {
            'content-type': object.contentType ?? 'application/octet-stream',
            'content-length': object.body.length,
          })
          .end(object.body);
      } else if (request.method === 'DELETE') {
        objects.delete(key);
        response.writeHead(204).end();
      } else {
        response.writeHead(405).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
