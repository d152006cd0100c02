import { describe, expect, it } from 'vitest';
import { isProjectAttachmentFile, isProjectImageFile } from './project-files';

const hash = 'a'.repeat(64);

describe('project files', () => {
  it.each([
    [`/uploads/${hash}.pdf`, true],
    [`/uploads/${hash}.xlsx`, true],
    [`/uploads/${hash}.pptx`, true],
    [`/uploads/${hash}.txt`, true],
    [`/uploads/${hash}.png`, false],
    [`/uploads/${hash}.zip`, false],
    [`/uploads/${'z'.repeat(64)}.pdf`, false],
    ['https://example.org/statuts.pdf', false],
    [`/uploads/${hash}.pdf/../x`, false],
  ])('an attachment %s is a document: %s', (url, expected) => {
    expect(isProjectAttachmentFile(url)).toBe(expected);
  });

  it.each([
    [`/uploads/${hash}.jpg`, true],
    [`/uploads/${hash}.webp`, true],
    [`/uploads/${hash}.pdf`, false],
    ['/uploads/logo.png', false],
  ])('a logo or hero %s is an image: %s', (url, expected) => {
    expect(isProjectImageFile(url)).toBe(expected);
  });
});
