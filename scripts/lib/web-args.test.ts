import { describe, expect, it } from 'vitest';
import { listeningLines, parseWebArgs } from './web-args.mjs';

describe('parseWebArgs', () => {
  it('serves this computer only by default, on 5199, after a build', () => {
    expect(parseWebArgs([])).toEqual({
      host: false,
      port: 5199,
      strictPort: false,
      build: true,
      cert: null,
      key: null,
    });
  });

  it('reads --host, --port, --no-build and the HTTPS pair', () => {
    expect(
      parseWebArgs(['--host', '--port', '8080', '--no-build', '--cert', 'c.pem', '--key', 'k.pem']),
    ).toEqual({ host: true, port: 8080, strictPort: true, build: false, cert: 'c.pem', key: 'k.pem' });
  });

  it.each([
    [['--port'], /--port needs a value/],
    [['--port', 'abc'], /not a port number/],
    [['--port', '70000'], /not a port number/],
    [['--cert', 'c.pem'], /go together/],
    [['--hots'], /unknown option: --hots/],
  ])('refuses %j with a message', (args, message) => {
    const result = parseWebArgs(args);
    expect('error' in result && result.error).toMatch(message);
  });
});

describe('listeningLines', () => {
  it('prints the LAN addresses with --host', () => {
    const lines = listeningLines({
      local: 'http://127.0.0.1:5199/',
      network: ['http://192.168.1.20:5199/'],
      host: true,
    });
    expect(lines.join('\n')).toMatch(/LAN : http:\/\/192\.168\.1\.20:5199\//);
  });

  it('says how to reach a tablet without --host', () => {
    expect(listeningLines({ local: 'http://127.0.0.1:5199/', network: [], host: false }).join('\n')).toMatch(
      /--host/,
    );
  });
});
