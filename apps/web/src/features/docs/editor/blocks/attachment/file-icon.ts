import {
  IconFile,
  IconFileMusic,
  IconFileSpreadsheet,
  IconFileText,
  IconFileTypePdf,
  IconFileZip,
  IconMovie,
  IconPhoto,
  IconPresentation,
} from '@tabler/icons-react';

/** The icon of a file's kind, by its content type. */
export function fileIcon(contentType: string): typeof IconFile {
  if (contentType === 'application/pdf') return IconFileTypePdf;
  if (contentType.startsWith('image/')) return IconPhoto;
  if (contentType.startsWith('audio/')) return IconFileMusic;
  if (contentType.startsWith('video/')) return IconMovie;
  if (/spreadsheet|excel/.test(contentType)) return IconFileSpreadsheet;
  if (/presentation|powerpoint/.test(contentType)) return IconPresentation;
  if (/wordprocessing|msword|opendocument\.text/.test(contentType)) return IconFileText;
  if (/zip|gzip|7z|rar/.test(contentType)) return IconFileZip;
  return IconFile;
}

/** How a file can be previewed in the doc: a PDF in a frame, a player, or not at all. */
export function previewKind(contentType: string): 'pdf' | 'audio' | 'video' | null {
  if (contentType === 'application/pdf') return 'pdf';
  if (['audio/mpeg', 'audio/mp4', 'audio/ogg', 'audio/wav', 'audio/flac'].includes(contentType)) {
    return 'audio';
  }
  if (['video/mp4', 'video/webm', 'video/ogg'].includes(contentType)) return 'video';
  return null;
}
