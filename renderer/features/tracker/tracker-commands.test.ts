import { describe, expect, it } from 'vitest';
import type { TrackerAction } from '../../commands/registry';
import { createTrackerCommandTarget } from './tracker-commands';

describe('tracker commands', () => {
  it('reach the tracker on screen only, and nothing once it has left', () => {
    const a = createTrackerCommandTarget();
    const b = createTrackerCommandTarget();
    const seen: TrackerAction[] = [];
    expect(a.run('quick-add')).toBe(false);
    const detach = a.attach((action) => seen.push(action));
    expect(a.run('quick-add')).toBe(true);
    // Another shell's target (another window, another test) does not reach this tracker.
    expect(b.run('attack')).toBe(false);
    detach();
    expect(a.run('toggle-log')).toBe(false);
    expect(seen).toEqual(['quick-add']);
  });

  it('a tracker that left does not detach the one that replaced it', () => {
    const target = createTrackerCommandTarget();
    const seen: string[] = [];
    const leave = target.attach(() => seen.push('old'));
    target.attach(() => seen.push('new'));
    leave();
    target.run('quick-add');
    expect(seen).toEqual(['new']);
  });
});
