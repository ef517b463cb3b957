import { describe, expect, it } from 'vitest';
import { distFailureMessage, failureReason, isDownloadFailure, targetPlatforms } from './dist-failure.mjs';

const OFFLINE = [
  '  • packaging       platform=linux arch=x64 electron=45.4.1 appOutDir=release/linux-unpacked',
  '  ⨯ getaddrinfo ENOTFOUND github.com  failedTask=build stackTrace=RequestError: getaddrinfo ENOTFOUND github.com',
  '    at ClientRequest.<anonymous> (/work/node_modules/got/dist/source/core/index.js:970:111)',
].join('\n');

describe('what npm run dist says when electron-builder stops', () => {
  it('keeps the error line without its stack trace, in a terminal and piped', () => {
    expect(failureReason(OFFLINE)).toBe('getaddrinfo ENOTFOUND github.com');
    const piped = [
      '  • packaging',
      'connect ECONNREFUSED 127.0.0.1:9 {',
      "  failedTask: 'build',",
      "  stackTrace: 'RequestError…",
    ].join('\n');
    expect(failureReason(piped)).toBe('connect ECONNREFUSED 127.0.0.1:9');
    expect(failureReason('  • building\n')).toBe('');
  });

  it.each([
    ['getaddrinfo ENOTFOUND github.com', true],
    ['connect ECONNREFUSED 127.0.0.1:9', true],
    ['HTTPError: Response code 404 (Not Found)', true],
    ['cannot find specified resource "build/icons/paravent"', false],
  ])('%s is a download failure: %s', (reason, expected) => {
    expect(isDownloadFailure(reason)).toBe(expected);
  });

  it.each([
    [['--linux', 'AppImage', 'deb', '--dir'], 'linux', ['linux']],
    [['-w'], 'linux', ['win']],
    [['--mac', '--win'], 'linux', ['win', 'mac']],
    [[], 'darwin', ['mac']],
    [['--dir'], 'linux', ['linux']],
  ])('targets of %j on %s: %j', (args, platform, expected) => {
    expect(targetPlatforms(args, platform)).toEqual(expected);
  });

  it('names the zip it needed, where it looks and what to set, in French then English, in a few lines', () => {
    const text = distFailureMessage({
      reason: 'getaddrinfo ENOTFOUND github.com',
      platforms: ['linux'],
      electronVersion: '45.4.1',
      cacheDir: '/home/mj/.cache/electron',
      log: 'release/electron-builder.log',
    });
    expect(text).toContain('electron-v45.4.1-linux-x64.zip');
    expect(text).toContain('/home/mj/.cache/electron');
    expect(text).toContain('ELECTRON_MIRROR');
    expect(text).toContain('npm run web');
    expect(text.indexOf('les fichiers d')).toBeLessThan(text.indexOf("Electron's files"));
    expect(text).not.toMatch(/^\s+at /m);
    expect(text.split('\n').length).toBeLessThanOrEqual(14);
  });

  it('passes any other error on in one line, with the log', () => {
    const text = distFailureMessage({
      reason: 'cannot find specified resource "build/icons/paravent"',
      platforms: ['win'],
      electronVersion: '45.4.1',
      cacheDir: '/c',
      log: 'release/electron-builder.log',
    });
    expect(text).toContain('cannot find specified resource');
    expect(text).not.toContain('ELECTRON_MIRROR');
    expect(text).toContain('release/electron-builder.log');
  });
});
