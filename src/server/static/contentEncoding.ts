/** Compressing text files for the browser: which encoding it prefers, and the compressed bytes (made once). */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The best encoding the Accept-Encoding header allows. Brotli is smaller, so it wins a tie; `q=0` refuses an
 * encoding, and `*` stands for every encoding not named.
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const quality = new Map<string, number>();
  for (const entry of acceptEncoding.split(',')) {
    const [name, ...parameters] = entry.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = parameters.map((parameter) => parameter.trim().match(/^q=([0-9.]+)$/)?.[1]).find(Boolean);
    quality.set(name.trim() === 'x-gzip' ? 'gzip' : name.trim(), q === undefined ? 1 : Number(q) || 0);
  }
  const of = (name: string) => quality.get(name) ?? quality.get('*') ?? 0;
  const br = of('br');
  const gz = of('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return 'identity';
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export async function compress(bytes: Buffer, encoding: Exclude<Encoding, 'identity'>): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(bytes, { level: 9 });
  return brotli(bytes, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}
