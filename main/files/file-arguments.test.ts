import { describe, expect, it, vi } from 'vitest';

vi.mock('electron', () => ({ dialog: {} }));
const { fileArguments } = await import('./electron-files');

describe('fileArguments (association: a .paravent.json double-clicked)', () => {
  it.each([
    [['/opt/Paravent/paravent', '/home/mj/Embuscade.paravent.json'], ['/home/mj/Embuscade.paravent.json']],
    [['paravent', '--paravent-role=gm', 'relative.paravent.json'], []],
    [['paravent', '/home/mj/notes.txt', '/home/mj/other.json'], []],
    [['paravent', '--inspect=/x.paravent.json'], []],
    [['/opt/Paravent/paravent', '/home/mj/Embuscade.PARAVENT'], ['/home/mj/Embuscade.PARAVENT']],
  ])('%j → %j', (argv, files) => {
    expect(fileArguments(argv)).toEqual(files);
  });
});
