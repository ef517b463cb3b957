import { ipcMain } from 'electron';
import type { InvokeChannel, WindowRole } from '../../shared/ipc';
import { senderRefusal } from './check-sender';
import type { InvokeEventLike, SenderPolicy } from './check-sender';

/** What a handler receives besides its payload. */
export interface InvokeContext {
  role: WindowRole;
  senderId: number;
}

/** A handler: the payload the channel's parser accepted in, the answer out. */
export type InvokeImpl<P, R> = (payload: P, context: InvokeContext) => R | Promise<R>;

/** Where refusals are reported. */
export type IpcLogger = (message: string) => void;

/** Registers an invoke handler through the gate. */
export type RegisterInvoke = <P, R>(channel: InvokeChannel<P>, impl: InvokeImpl<P, R>) => void;

/**
 * The one door to `ipcMain` (STYLE.md): every handler goes through `registerInvoke`, which refuses a
 * call (throws, and logs) unless it comes from the top frame of one of our windows, on a trusted
 * origin, with a role the channel allows, and with a payload the channel's parser accepts.
 */
export function createIpcGate(policy: SenderPolicy, log: IpcLogger = console.warn): RegisterInvoke {
  return (channel, impl) => {
    ipcMain.handle(channel.name, async (event: InvokeEventLike, ...args: unknown[]) => {
      const refuse = (reason: string): never => {
        const message = `Appel IPC refusé (${channel.name}) : ${reason}`;
        log(message);
        throw new Error(message);
      };
      const refusal = senderRefusal(event, channel, policy);
      if (refusal !== null) return refuse(refusal);
      if (args.length > 1) return refuse('trop d’arguments');
      const parsed = channel.parse(args[0]);
      if (!parsed.ok) return refuse(`données invalides : ${parsed.error}`);
      const role = policy.roles.roleOf(event.sender.id);
      if (role === undefined) return refuse('fenêtre inconnue');
      return impl(parsed.value, { role, senderId: event.sender.id });
    });
  };
}
