/** RFC 5987's attr-char leaves these out, though encodeURIComponent keeps them. */
const NOT_ATTR_CHARS = /['()*]/g;

/** The name in printable ASCII, for clients that ignore `filename*`: accents dropped, the rest `_`. */
function asciiFallback(fileName: string): string {
  return fileName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7E]+/g, '_')
    .replace(/["\\]/g, '_');
}

/**
 * A Content-Disposition header (RFC 6266) for a file name in any script: `filename*` carries it in
 * UTF-8 (RFC 5987), `filename` an ASCII fallback. Every download the API sends names its file here.
 */
export function contentDisposition(type: 'attachment' | 'inline', fileName: string): string {
  const encoded = encodeURIComponent(fileName).replace(
    NOT_ATTR_CHARS,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${asciiFallback(fileName)}"; filename*=UTF-8''${encoded}`;
}
