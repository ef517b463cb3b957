/**
 * A chosen or dropped file's text, decoded the way the desktop decodes it (main/files
 * read-checked.ts): UTF-8 with its byte-order mark dropped, or UTF-16 when a UTF-16 mark says so.
 */
export async function fileText(file: {
  arrayBuffer?: () => Promise<ArrayBuffer>;
  text(): Promise<string>;
}): Promise<string> {
  if (!file.arrayBuffer) return file.text();
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  return new TextDecoder('utf-8').decode(bytes);
}
