/**
 * The options of `npm run web` (scripts/web.mjs), read from its arguments:
 * --host (serve on the local network too; off by default), --port N, --no-build,
 * --cert FILE --key FILE (HTTPS, which a tablet needs for the offline app on a network address).
 * Returns the options, or `{ error }` naming what was wrong.
 */
export function parseWebArgs(args) {
  const options = { host: false, port: 5199, strictPort: false, build: true, cert: null, key: null };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--host') options.host = true;
    else if (arg === '--no-build') options.build = false;
    else if (arg === '--port' || arg === '--cert' || arg === '--key') {
      const value = args[i + 1];
      if (value === undefined || value.startsWith('--')) return { error: `${arg} needs a value` };
      i++;
      if (arg === '--port') {
        const port = Number(value);
        if (!Number.isInteger(port) || port < 0 || port > 65535)
          return { error: `--port: not a port number: ${value}` };
        options.port = port;
        options.strictPort = true;
      } else options[arg.slice(2)] = value;
    } else return { error: `unknown option: ${arg}` };
  }
  if ((options.cert === null) !== (options.key === null)) return { error: '--cert and --key go together' };
  return options;
}

/** The lines `npm run web` prints once it listens: where to open it, French then English. */
export function listeningLines({ local, network, host }) {
  const lines = [`Paravent (web) : ${local}`];
  if (host) {
    if (network.length === 0) lines.push('Réseau local : aucune adresse trouvée / LAN: no address found');
    for (const url of network) lines.push(`Réseau local / LAN : ${url}`);
    lines.push(
      'Ouvert aux appareils du réseau local (--host). / Open to devices on the local network (--host).',
    );
  } else {
    lines.push(
      'Cet ordinateur seulement ; « npm run web -- --host » pour une tablette. / This computer only; add --host for a tablet.',
    );
  }
  lines.push(
    'Ouvrez cette adresse dans Chromium, Firefox, Edge ou Safari. Ctrl+C pour arrêter. / Open it in a browser; Ctrl+C stops.',
  );
  return lines;
}
