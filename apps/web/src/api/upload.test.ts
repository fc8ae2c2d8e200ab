import { uploadEndpoints } from '@hangar/contracts/endpoints/uploads';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { createFakeApi, type FakeApi } from '../test/fake-api';
import { ApiError } from './api-error';
import { checkUploadSize, uploadFile } from './upload';

let api: FakeApi;

beforeEach(() => {
  api = createFakeApi().on(uploadEndpoints.upload, { filename: 'abc.png' }).install();
});
afterEach(() => vi.unstubAllGlobals());

const fileOf = (bytes: number) =>
  new File([new Uint8Array(bytes)], 'picture.png', { type: 'image/png' });

describe('the upload size check', () => {
  it("refuses a file over the limit with 'File size must be lower than {size}'", () => {
    expect(() => checkUploadSize(fileOf(2049), 2048)).toThrow('File size must be lower than 2 ko');
    expect(() => checkUploadSize(fileOf(10_485_761), 10_485_760)).toThrow(
      'File size must be lower than 10 Mo',
    );
    expect(() => checkUploadSize(fileOf(2048), 2048)).not.toThrow();
  });

  it('refuses before sending anything, with the 413 the server would answer', async () => {
    const failure = await uploadFile(fileOf(1_572_865), 1_572_864).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 413, detail: 'File size must be lower than 1,5 Mo' });
    expect(api.callsTo(uploadEndpoints.upload)).toHaveLength(0);
  });

  it('sends a file within the limit', async () => {
    await expect(uploadFile(fileOf(2048), 2048)).resolves.toBe('abc.png');
    expect(api.callsTo(uploadEndpoints.upload)).toHaveLength(1);
  });
});
