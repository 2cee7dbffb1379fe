import { randomBytes } from 'node:crypto';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  // The CRC is not checked by anyone reading the type; zeros keep the fixture simple.
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
}

/**
 * A "photo" with the structure (magic bytes, first boxes or chunks) of a real file of that kind
 * and random content, so every call is a different image (a different SHA-256).
 */
export function receiptPhoto(kind: 'png' | 'jpeg' | 'heic' | 'gif' | 'pdf' = 'png', bytes = 4096): Buffer {
  const body = randomBytes(bytes);
  switch (kind) {
    case 'png': {
      const header = Buffer.alloc(13);
      header.writeUInt32BE(800, 0);
      header.writeUInt32BE(1200, 4);
      header.set([8, 2, 0, 0, 0], 8);
      return Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        chunk('IHDR', header),
        chunk('IDAT', body),
        chunk('IEND', Buffer.alloc(0)),
      ]);
    }
    case 'jpeg':
      return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), body, Buffer.from([0xff, 0xd9])]);
    case 'heic': {
      const ftyp = Buffer.alloc(24);
      ftyp.writeUInt32BE(24, 0);
      ftyp.write('ftypheic', 4, 'latin1');
      ftyp.write('mif1heic', 16, 'latin1');
      return Buffer.concat([ftyp, body]);
    }
    case 'gif':
      return Buffer.concat([Buffer.from('GIF89a', 'latin1'), body]);
    case 'pdf':
      return Buffer.concat([Buffer.from('%PDF-1.7\n', 'latin1'), body]);
  }
}

/** The photo as the site sends it: base64 in JSON. */
export const asUpload = (photo: Buffer) => ({ image: photo.toString('base64') });
