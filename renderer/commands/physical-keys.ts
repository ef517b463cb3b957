import type { HotkeyItem } from '@mantine/hooks';

/**
 * A hotkey of the key table as a Mantine hotkey item that works on every keyboard layout. A digit
 * chord (Ctrl+1…4) is matched on the key's position (`event.code` Digit1…): on an AZERTY keyboard
 * that key types « & » without Shift, so matching the character would never fire. Letters and signs
 * stay matched on the character typed (Ctrl+Z is the key marked Z, wherever it sits).
 */
export function layoutProofHotkey(key: string, handler: (event: KeyboardEvent) => void): HotkeyItem {
  const parts = key.split('+');
  const last = parts[parts.length - 1];
  if (parts.length > 1 && /^[0-9]$/.test(last)) {
    return [[...parts.slice(0, -1), `digit${last}`].join('+'), handler, { usePhysicalKeys: true }];
  }
  return [key, handler];
}
