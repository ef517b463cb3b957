/**
 * The Content-Security-Policy header of every response served by `app://paravent` (DESIGN §7):
 * everything from the app itself, no eval, no plugins, no framing, no forms. Mantine injects
 * <style> tags, hence 'unsafe-inline' for styles only.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'none'",
].join('; ');

/** The same policy for a `<meta>` tag, which cannot carry `frame-ancestors` (browsers ignore it there). */
export const META_CONTENT_SECURITY_POLICY = CONTENT_SECURITY_POLICY.split('; ')
  .filter((d) => !d.startsWith('frame-ancestors'))
  .join('; ');

/**
 * The headers the web host sends with every response (issue 24): the policy above, no MIME
 * sniffing (a file is what its Content-Type says), and no Referer leaving the app.
 */
export const WEB_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};
