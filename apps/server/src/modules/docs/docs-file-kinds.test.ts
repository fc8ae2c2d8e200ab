import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { ONE_PIXEL_PNG } from '../../test/images';
import { detectFileKind, servedInline } from './docs-file-kinds';

const bytes = (text: string, size = 64) =>
  Buffer.concat([Buffer.from(text, 'latin1'), Buffer.alloc(size)]);
const ZIP = Buffer.from(zipSync({ 'a.txt': new Uint8Array([1]) }));

describe('what a file is, by its bytes', () => {
  it.each([
    [bytes('%PDF-1.7'), 'x.bin', 'application/pdf', 'pdf'],
    [ONE_PIXEL_PNG, 'photo.jpg', 'image/png', 'png'],
    [bytes('ID3\x04'), 'song', 'audio/mpeg', 'mp3'],
    [bytes('\xff\xfb\x90\x00'), 'song.mp3', 'audio/mpeg', 'mp3'],
    [bytes('\x00\x00\x00\x18ftypisom'), 'clip.mp4', 'video/mp4', 'mp4'],
    [bytes('\x00\x00\x00\x18ftypM4A '), 'voice.m4a', 'audio/mp4', 'm4a'],
    [bytes('\x1a\x45\xdf\xa3'), 'clip.webm', 'video/webm', 'webm'],
    [bytes('OggS'), 'a.ogg', 'audio/ogg', 'ogg'],
    [bytes('RIFF\x00\x00\x00\x00WAVEfmt '), 'a.wav', 'audio/wav', 'wav'],
    [
      ZIP,
      'deck.pptx',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'pptx',
    ],
    [ZIP, 'sheet.ODS', 'application/vnd.oasis.opendocument.spreadsheet', 'ods'],
    [ZIP, 'bundle.zip', 'application/zip', 'zip'],
    [bytes('\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1'), 'old.doc', 'application/msword', 'doc'],
    [bytes('\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1'), 'old.msi', 'application/octet-stream', 'bin'],
    [bytes('\x1f\x8b\x08'), 'logs.tar.gz', 'application/gzip', 'gz'],
    [bytes('<svg onload="alert(1)">'), 'logo.svg', 'application/octet-stream', 'bin'],
    [bytes('<html><script>'), 'page.pdf', 'application/octet-stream', 'bin'],
  ])('%#: %s named %s is %s', (file, name, contentType, extension) => {
    expect(detectFileKind(file, name)).toEqual({ contentType, extension });
  });

  it('shows inline only PDF, images, audio and video', () => {
    expect(servedInline('application/pdf')).toBe(true);
    expect(servedInline('video/webm')).toBe(true);
    expect(servedInline('application/octet-stream')).toBe(false);
    expect(servedInline('application/zip')).toBe(false);
    expect(servedInline('video/quicktime')).toBe(false);
  });
});
