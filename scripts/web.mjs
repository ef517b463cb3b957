// npm run web: builds the renderer for the browser and serves it on 127.0.0.1.
// Options: --no-build (serve the last build), --port N.
import { buildWeb, serveWeb } from './lib/web-server.mjs';

const args = process.argv.slice(2);
const portArg = args.indexOf('--port');
const port = portArg >= 0 ? Number(args[portArg + 1]) : 5199;

if (!args.includes('--no-build')) await buildWeb();
const { url, close } = await serveWeb({ port, strictPort: portArg >= 0 });
console.log(`\nParavent (web) : ${url}`);
console.log(
  'Ouvrez cette adresse dans Chromium, Firefox ou Edge. Ctrl+C pour arrêter. / Open it in a browser; Ctrl+C stops.\n',
);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void close().finally(() => process.exit(0));
  });
}
