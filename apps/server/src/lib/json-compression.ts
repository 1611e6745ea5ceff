import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * How API JSON is compressed (docs/decisions/026-api-compression.md), shared by the app and the
 * benchmark's raw baseline so both pay the same cost.
 *
 * Bodies under COMPRESS_THRESHOLD_BYTES go as they are: a few hundred bytes fit in one TCP
 * packet either way. Brotli at quality 1 and gzip at level 1 are the cheapest settings: on a
 * 36 KB page of 20 jobs both take about 0.1 ms and leave 6.5 KB; higher levels save another
 * 5-15% for two to six times the CPU, which this server would rather spend answering requests.
 */
export const COMPRESS_THRESHOLD_BYTES = 1024;

export type JsonEncoding = 'br' | 'gzip';

/**
 * The encoding to answer with for an Accept-Encoding header: brotli when accepted, else gzip,
 * else none. A coding listed with q=0 is refused; other q-values are not ranked (every client
 * that accepts both prefers brotli, which is also the smaller).
 */
export function chooseEncoding(acceptEncoding: string | undefined): JsonEncoding | undefined {
  if (!acceptEncoding) return undefined;
  let gzip = false;
  for (const entry of acceptEncoding.toLowerCase().split(',')) {
    const [coding = '', ...params] = entry.split(';').map((part) => part.trim());
    const q = params.find((param) => param.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    if (coding === 'br' || coding === '*') return 'br';
    if (coding === 'gzip') gzip = true;
  }
  return gzip ? 'gzip' : undefined;
}

export function compressJson(body: string | Buffer, encoding: JsonEncoding): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: 1 });
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 1,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
    },
  });
}
