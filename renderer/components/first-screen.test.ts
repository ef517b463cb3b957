import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  afterFirstScreen,
  firstScreenAtTheLatest,
  firstScreenShown,
  setFirstScreenShownForTests,
} from './first-screen';

describe('what waits for the first screen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setFirstScreenShownForTests(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    setFirstScreenShownForTests(true);
  });

  it('waits until the frame that shows the first screen is painted, then runs once', () => {
    const task = vi.fn();
    afterFirstScreen(task);
    expect(task).not.toHaveBeenCalled();
    firstScreenShown();
    expect(task).not.toHaveBeenCalled(); // the rows are in the DOM, not yet on screen
    vi.advanceTimersByTime(60);
    expect(task).toHaveBeenCalledTimes(1);
    firstScreenShown();
    vi.advanceTimersByTime(60);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs at once what is asked for after the first screen', () => {
    firstScreenShown();
    vi.advanceTimersByTime(60);
    const task = vi.fn();
    afterFirstScreen(task);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('a fight that never shows still lets the rest load, at the bound', () => {
    const task = vi.fn();
    afterFirstScreen(task);
    firstScreenAtTheLatest(4000);
    vi.advanceTimersByTime(3999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('a task cancelled before the first screen never runs', () => {
    const task = vi.fn();
    afterFirstScreen(task)();
    firstScreenShown();
    vi.advanceTimersByTime(60);
    expect(task).not.toHaveBeenCalled();
  });
});
