import sharp from 'sharp';

// Image uploads as API tests send them.

/** A small picture in the given format, with EXIF (camera and place) written into it. */
export function picture(
  format: 'png' | 'jpeg' | 'webp' | 'gif',
  size = { width: 40, height: 30 },
): Promise<Buffer> {
  const image = sharp({ create: { ...size, channels: 3, background: '#0a84ff' } }).withExif({
    IFD0: { Make: 'Spy Camera', Model: 'Where I Live' },
  });
  return image.toFormat(format).toBuffer();
}

export interface Part {
  name: string;
  value: string | { bytes: Buffer; filename: string; type: string };
}

/** A multipart/form-data body as a browser sends it. */
export async function multipart(parts: Part[]) {
  const form = new FormData();
  for (const { name, value } of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([value.bytes], { type: value.type }), value.filename);
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}
