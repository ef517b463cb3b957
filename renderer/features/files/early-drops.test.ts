import { describe, expect, it } from 'vitest';
import { catchEarlyDrops, takeEarlyDrop } from './early-drops';

function dropEvent(file: File): DragEvent {
  const event = new Event('drop', { cancelable: true }) as DragEvent;
  Object.defineProperty(event, 'dataTransfer', { value: { types: ['Files'], files: [file] } });
  return event;
}

describe('a file dropped before the files feature has loaded', () => {
  it('waits, is handed over once, and later drops are left to the files feature', () => {
    const stop = catchEarlyDrops();
    const first = new File(['{}'], 'combat.paravent');
    const early = dropEvent(first);
    window.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(takeEarlyDrop()).toBe(first);
    expect(takeEarlyDrop()).toBeNull();
    const late = dropEvent(new File(['{}'], 'autre.paravent'));
    window.dispatchEvent(late);
    expect(late.defaultPrevented).toBe(false);
    expect(takeEarlyDrop()).toBeNull();
    stop();
  });
});
