/**
 * A short fingerprint of a file's text (FNV-1a, 32 bits, and the length): enough to tell after a
 * reload whether the fight on screen is still the one last saved. Not for security.
 */
export function textHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return `${(h >>> 0).toString(16).padStart(8, '0')}-${text.length.toString(36)}`;
}
