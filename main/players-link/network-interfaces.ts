import type { NetworkInterfaceInfo } from 'node:os';
import type { NetworkChoice } from '../../shared/players-link';

/** What `os.networkInterfaces()` returns (a fake in tests). */
export type InterfaceTable = NodeJS.Dict<NetworkInterfaceInfo[]>;

/**
 * The IPv4 interfaces the players' link may be served on: the network ones first (the phones reach
 * them), then loopback (this computer only, to look at the page before the players do). Never the
 * wildcard 0.0.0.0: the link is bound to the one interface the GM picks.
 */
export function networkChoices(table: InterfaceTable): NetworkChoice[] {
  const choices: NetworkChoice[] = [];
  for (const [name, infos] of Object.entries(table)) {
    for (const info of infos ?? []) {
      if (info.family !== 'IPv4' || info.address === '0.0.0.0') continue;
      choices.push({ name, address: info.address, loopback: info.internal });
    }
  }
  return choices.sort((a, b) => Number(a.loopback) - Number(b.loopback));
}
