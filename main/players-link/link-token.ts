import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Bytes of randomness in a link's token (192 bits: no phone on the network guesses it). */
const TOKEN_BYTES = 24;

/** A link token: 32 URL-safe characters from the system's cryptographic generator. */
export function randomLinkToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

/**
 * Whether `given` is the link's token, in constant time: both are hashed first, so that neither the
 * length nor the first differing character of a guess changes how long the answer takes.
 */
export function sameToken(given: string, token: string): boolean {
  return timingSafeEqual(digest(given), digest(token));
}
