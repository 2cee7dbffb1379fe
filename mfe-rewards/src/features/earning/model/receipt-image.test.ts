import { RECEIPT_IMAGE_MAX_BYTES } from '@maple/contracts';
import { readReceiptImage, receiptImageProblem, receiptImageType, toBase64 } from './receipt-image';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new Uint8Array([...value].map((character) => character.charCodeAt(0)));
const heif = (brand: string) => new Uint8Array([0, 0, 0, 24, ...text(`ftyp${brand}`)]);

describe('receiptImageType', () => {
  it('knows a JPEG, a PNG and a HEIC photo by their first bytes', () => {
    expect(receiptImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(receiptImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(receiptImageType(heif('heic'))).toBe('image/heic');
    expect(receiptImageType(heif('mif1'))).toBe('image/heic');
  });

  it('refuses anything else, whatever its name would say', () => {
    expect(receiptImageType(text('GIF89a'))).toBeNull();
    expect(receiptImageType(text('%PDF-1.7'))).toBeNull();
    expect(receiptImageType(heif('msf1'))).toBeNull();
    expect(receiptImageType(heif('hevc'))).toBeNull();
    expect(receiptImageType(bytes())).toBeNull();
  });
});

describe('receiptImageProblem', () => {
  const jpeg = bytes(0xff, 0xd8, 0xff, 0xe0);
  it('accepts a photo from 1 KiB to 5 MiB', () => {
    expect(receiptImageProblem(1024, jpeg)).toBeNull();
    expect(receiptImageProblem(RECEIPT_IMAGE_MAX_BYTES, jpeg)).toBeNull();
  });

  it('says what is wrong with the rest', () => {
    expect(receiptImageProblem(0, jpeg)).toBe('empty');
    expect(receiptImageProblem(1023, jpeg)).toBe('tooSmall');
    expect(receiptImageProblem(RECEIPT_IMAGE_MAX_BYTES + 1, jpeg)).toBe('tooLarge');
    expect(receiptImageProblem(4096, text('GIF89a'))).toBe('notAPhoto');
  });
});

describe('readReceiptImage', () => {
  it('reads a photo as base64', async () => {
    const photo = new Uint8Array(2048).fill(7);
    photo.set([0xff, 0xd8, 0xff, 0xe0]);
    const read = await readReceiptImage(new Blob([photo]));
    expect(read).toEqual({ ok: true, image: toBase64(photo) });
    expect(read.ok && atob(read.image).length).toBe(2048);
  });

  it('refuses a file named like a photo that is not one', async () => {
    const renamed = new File([new Uint8Array(4096).fill(65)], 'receipt.jpg', { type: 'image/jpeg' });
    await expect(readReceiptImage(renamed)).resolves.toEqual({ ok: false, problem: 'notAPhoto' });
  });
});

describe('toBase64', () => {
  it('encodes like the standard padded alphabet, in chunks', () => {
    expect(toBase64(text('Maple'))).toBe('TWFwbGU=');
    const large = new Uint8Array(100_000).map((_, index) => index % 256);
    expect(atob(toBase64(large)).length).toBe(100_000);
  });
});
