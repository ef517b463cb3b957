import { describe, expect, it, vi } from 'vitest';
import { createCloseGuard } from './close-guard';

function target(canAsk = true) {
  return { canAsk: vi.fn(() => canAsk), ask: vi.fn(), close: vi.fn() };
}
const closeEvent = () => ({ preventDefault: vi.fn() });

describe('GM window close guard', () => {
  it('holds a close and asks the renderer; the window stays until the renderer answers', () => {
    const t = target();
    const guard = createCloseGuard(t);
    const event = closeEvent();
    guard.onClose(event);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(t.ask).toHaveBeenCalledTimes(1);
    expect(t.close).not.toHaveBeenCalled();
    expect(guard.allowed()).toBe(false);
  });

  it('closes when the renderer confirms, and lets that close through', () => {
    const t = target();
    const guard = createCloseGuard(t);
    guard.onClose(closeEvent());
    guard.confirmed();
    expect(t.close).toHaveBeenCalledTimes(1);
    const second = closeEvent();
    guard.onClose(second);
    expect(second.preventDefault).not.toHaveBeenCalled();
    expect(t.ask).toHaveBeenCalledTimes(1);
  });

  it('asks again when the GM cancelled the first question (no answer) and closes again', () => {
    const t = target();
    const guard = createCloseGuard(t);
    guard.onClose(closeEvent());
    guard.onClose(closeEvent());
    expect(t.ask).toHaveBeenCalledTimes(2);
    expect(t.close).not.toHaveBeenCalled();
  });

  it('does not hold the window when the page cannot answer (crashed or loading)', () => {
    const t = target(false);
    const guard = createCloseGuard(t);
    const event = closeEvent();
    guard.onClose(event);
    expect(t.ask).not.toHaveBeenCalled();
    expect(t.close).toHaveBeenCalledTimes(1);
    expect(guard.allowed()).toBe(true);
  });

  it('lets the next close through once the page is unresponsive', () => {
    const t = target();
    const guard = createCloseGuard(t);
    guard.unresponsive();
    const event = closeEvent();
    guard.onClose(event);
    expect(event.preventDefault).not.toHaveBeenCalled();
  });
});
