import { describe, expect, it } from 'vitest';
import { MAX_IMAGES } from './limits';
import {
  UPLOAD_KINDS,
  acceptAttribute,
  allowedExtensions,
  checkImageDimensions,
  checkUploadContent,
  checkUploadFile,
  contentTypeForExtension,
  extensionOf,
  looksLikeText,
  maxUploadBytes,
} from './uploads';

const MB = 1024 * 1024;

describe('upload rules (spec §5 Uploads)', () => {
  it('lists the seven kinds and reuses the 5-image maximum', () => {
    expect(UPLOAD_KINDS).toEqual(['archive', 'csv', 'image', 'pdf', 'powerpoint', 'spreadsheet', 'text']);
    expect(MAX_IMAGES).toBe(5);
    expect(maxUploadBytes('image')).toBe(10 * MB);
    expect(maxUploadBytes('pdf')).toBe(20 * MB);
  });

  it.each([
    ['photo.JPG', 'jpg'],
    ['archive.tar.gz', 'gz'],
    ['.hidden', ''],
    ['noextension', ''],
    ['C:\\Users\\me\\logo.png', 'png'],
    ['dossier/sous.dossier/fichier.PDF', 'pdf'],
  ])('reads the extension of %s as %j', (name, extension) => {
    expect(extensionOf(name)).toBe(extension);
  });

  it.each([
    ['image', { name: 'a.png', size: 1000, type: 'image/png' }, null],
    ['image', { name: 'a.jpeg', size: 10 * MB, type: 'image/jpeg' }, null],
    ['image', { name: 'a.jpeg', size: 10 * MB + 1, type: 'image/jpeg' }, 'UPLOAD_TOO_LARGE'],
    ['image', { name: 'a.svg', size: 100, type: 'image/svg+xml' }, 'UPLOAD_WRONG_EXTENSION'],
    ['image', { name: 'a.pdf', size: 100, type: 'application/pdf' }, 'UPLOAD_WRONG_EXTENSION'],
    ['image', { name: 'Mes photos', size: 0, type: '' }, 'UPLOAD_FOLDER_NOT_ALLOWED'],
    ['image', { name: 'Mes photos', size: 0, type: 'application/octet-stream' }, 'UPLOAD_FOLDER_NOT_ALLOWED'],
    ['pdf', { name: 'vide.pdf', size: 0 }, 'UPLOAD_FOLDER_NOT_ALLOWED'],
    ['pdf', { name: 'a.pdf', size: 20 * MB, type: 'application/pdf' }, null],
    ['pdf', { name: 'a.pdf', size: 20 * MB + 1, type: 'application/pdf' }, 'UPLOAD_TOO_LARGE'],
    ['spreadsheet', { name: 'a.xlsx', size: 10 }, null],
    ['spreadsheet', { name: 'a.csv', size: 10 }, 'UPLOAD_WRONG_EXTENSION'],
    ['csv', { name: 'a.csv', size: 10, type: 'text/csv' }, null],
    ['text', { name: 'a.txt', size: 0, type: 'text/plain' }, null],
    ['archive', { name: 'a.zip', size: 10 }, null],
    ['powerpoint', { name: 'a.pptx', size: 10 }, null],
  ] as const)('kind %s, file %j -> %s', (kind, file, code) => {
    const result = checkUploadFile(kind, file);
    expect(result.ok ? null : result.code).toBe(code);
  });

  it.each([
    ['image', 'png', 'image/png', false, null],
    ['image', 'jpg', 'image/jpeg', false, null],
    ['image', 'jpeg', 'image/jpeg', false, null],
    ['image', 'png', 'image/jpeg', false, 'UPLOAD_WRONG_EXTENSION'],
    ['image', 'png', null, true, 'UPLOAD_UNSUPPORTED_FILE'],
    ['image', 'png', 'application/pdf', false, 'UPLOAD_UNSUPPORTED_FILE'],
    ['image', 'png', 'image/svg+xml', false, 'UPLOAD_UNSUPPORTED_FILE'],
    ['pdf', 'pdf', 'application/pdf', false, null],
    ['pdf', 'pdf', null, true, 'UPLOAD_UNSUPPORTED_FILE'],
    ['csv', 'csv', null, true, null],
    ['csv', 'csv', null, false, 'UPLOAD_UNSUPPORTED_FILE'],
    ['csv', 'csv', 'image/png', false, 'UPLOAD_UNSUPPORTED_FILE'],
    ['text', 'txt', null, true, null],
    ['spreadsheet', 'xls', 'application/x-cfb', false, null],
    ['spreadsheet', 'xlsx', 'application/x-cfb', false, 'UPLOAD_WRONG_EXTENSION'],
    ['spreadsheet', 'ods', 'application/vnd.oasis.opendocument.spreadsheet', false, null],
    ['powerpoint', 'pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation', false, null],
    ['powerpoint', 'pptx', 'application/zip', false, 'UPLOAD_UNSUPPORTED_FILE'],
    ['archive', 'zip', 'application/zip', false, null],
    ['archive', 'zip', 'application/gzip', false, 'UPLOAD_WRONG_EXTENSION'],
  ] as const)('kind %s, .%s with content %s (text: %s) -> %s', (kind, extension, detected, isText, code) => {
    const result = checkUploadContent(kind, extension, detected, isText);
    expect(result.ok ? null : result.code).toBe(code);
  });

  it.each([
    [1200, 800, null],
    [6000, 6000, null],
    [6001, 10, 'UPLOAD_IMAGE_TOO_LARGE'],
    [10, 6001, 'UPLOAD_IMAGE_TOO_LARGE'],
  ])('image %i x %i -> %s', (width, height, code) => {
    const result = checkImageDimensions(width, height);
    expect(result.ok ? null : result.code).toBe(code);
  });

  it('tells text from binary', () => {
    expect(looksLikeText(new TextEncoder().encode('nom;prénom\r\nDupont;Élise\n'))).toBe(true);
    expect(looksLikeText(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1]))).toBe(false);
    expect(looksLikeText(new Uint8Array([0xc3]))).toBe(false);
  });

  it('serves each extension with its content type and builds accept attributes', () => {
    expect(contentTypeForExtension('jpg')).toBe('image/jpeg');
    expect(contentTypeForExtension('PNG')).toBe('image/png');
    expect(contentTypeForExtension('csv')).toBe('text/csv; charset=utf-8');
    expect(contentTypeForExtension('exe')).toBeNull();
    expect(allowedExtensions('image')).toEqual(['jpg', 'jpeg', 'png', 'gif', 'webp']);
    expect(acceptAttribute('image')).toBe('.jpg,.jpeg,.png,.gif,.webp,image/jpeg,image/png,image/gif,image/webp');
  });
});
