import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { uploadFile } from './upload';

/** A stand-in for XMLHttpRequest that answers what the test says, reporting progress first. */
class FakeRequest {
  static answer: { status: number; body: string } | 'network' = { status: 201, body: '{}' };
  static last: FakeRequest | null = null;
  headers: Record<string, string> = {};
  method = '';
  url = '';
  body: FormData | null = null;
  withCredentials = false;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {
    this.onabort?.();
  }
  send(body: FormData) {
    this.body = body;
    FakeRequest.last = this;
    queueMicrotask(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      const answer = FakeRequest.answer;
      if (answer === 'network') return this.onerror?.();
      this.status = answer.status;
      this.responseText = answer.body;
      this.onload?.();
    });
  }
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'photo.png', { type: 'image/png' });

describe('uploadFile', () => {
  beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeRequest));
  afterEach(() => vi.unstubAllGlobals());

  it('posts the file and its kind with our headers and reports progress', async () => {
    const uploaded = { url: '/uploads/abc.png', name: 'abc.png', size: 4, contentType: 'image/png', width: 1, height: 1 };
    FakeRequest.answer = { status: 201, body: JSON.stringify(uploaded) };
    const progress: number[] = [];
    await expect(uploadFile(png(), 'image', { onProgress: (value) => progress.push(value) })).resolves.toEqual(uploaded);
    const request = FakeRequest.last!;
    expect([request.method, request.url]).toEqual(['POST', '/api/v1/uploads']);
    expect(request.headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(request.body!.get('kind')).toBe('image');
    expect((request.body!.get('file') as File).name).toBe('photo.png');
    expect(progress).toEqual([0.5, 1]);
  });

  it('turns refusals into ApiError with their code', async () => {
    FakeRequest.answer = { status: 415, body: JSON.stringify({ error: { code: 'UPLOAD_UNSUPPORTED_FILE', message: 'x' } }) };
    await expect(uploadFile(png(), 'image')).rejects.toMatchObject({ code: 'UPLOAD_UNSUPPORTED_FILE', status: 415 });
    FakeRequest.answer = { status: 413, body: '<html>Request Entity Too Large</html>' };
    await expect(uploadFile(png(), 'image')).rejects.toMatchObject({ code: 'UPLOAD_TOO_LARGE' });
    FakeRequest.answer = 'network';
    await expect(uploadFile(png(), 'image')).rejects.toMatchObject({ code: 'NETWORK' });
  });

  it('refuses folders, wrong extensions and too large files before sending', async () => {
    FakeRequest.last = null;
    await expect(uploadFile(new File([], 'Vacances'), 'image')).rejects.toMatchObject({ code: 'UPLOAD_FOLDER_NOT_ALLOWED' });
    await expect(uploadFile(new File(['x'], 'script.svg', { type: 'image/svg+xml' }), 'image')).rejects.toBeInstanceOf(ApiError);
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await expect(uploadFile(big, 'image')).rejects.toMatchObject({ code: 'UPLOAD_TOO_LARGE' });
    expect(FakeRequest.last).toBeNull();
  });
});
