import type { PushChannel } from '../shared/ipc';

/** The parts of `ipcRenderer` the API uses. */
export interface IpcRendererLike {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
}

/**
 * Subscribes `listener` to a push channel: each message is checked by the channel's parser (a
 * malformed one is dropped) and the IPC event never reaches the page. Returns the unsubscribe.
 */
export function subscribePush<M>(
  ipc: IpcRendererLike,
  channel: PushChannel<M>,
  listener: (message: M) => void,
): () => void {
  const relay = (_event: unknown, payload: unknown) => {
    const parsed = channel.parse(payload);
    if (parsed.ok) listener(parsed.value);
  };
  ipc.on(channel.name, relay);
  return () => {
    ipc.removeListener(channel.name, relay);
  };
}
