// npm run web: builds the renderer for the browser and serves it on 127.0.0.1 (or, with --host, on
// the local network too, for a tablet). Options: --host, --port N, --no-build, --cert F --key F.
import { listeningLines, parseWebArgs } from './lib/web-args.mjs';
import { buildWeb, serveWeb } from './lib/web-server.mjs';

const options = parseWebArgs(process.argv.slice(2));
if ('error' in options) {
  console.error(`npm run web : ${options.error}`);
  console.error('Options : --host  --port N  --no-build  --cert FICHIER --key FICHIER');
  process.exit(2);
}

if (options.build) await buildWeb();
const { url, network, close } = await serveWeb(options);
console.log(`\n${listeningLines({ local: url, network, host: options.host }).join('\n')}\n`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void close().finally(() => process.exit(0));
  });
}
