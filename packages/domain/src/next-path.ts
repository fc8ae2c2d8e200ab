function isControlCharacter(character: string): boolean {
  const code = character.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
}

/**
 * `next` when it is a path of this app, else null: never another site (an open redirect), never
 * a protocol-relative `//host`, a backslash trick (browsers read `\\` as `/`) or a scheme.
 */
export function localPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//')) return null;
  // Browsers drop tabs and newlines before parsing: `/\t/evil.example` would be `//evil.example`.
  if (next.includes('\\') || Array.from(next).some(isControlCharacter)) return null;
  return next;
}
