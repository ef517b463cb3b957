import type { InvokeChannel } from '../../shared/ipc';
import { originOf } from '../renderer-location';
import type { WindowRoleRegistry } from '../windows/window-roles';

/** The parts of an `ipcMain.handle` event the sender check reads. */
export interface InvokeEventLike {
  sender: { id: number };
  senderFrame: { url: string; parent: unknown } | null;
}

/** What the sender check needs to know. */
export interface SenderPolicy {
  trustedOrigins: readonly string[];
  roles: Pick<WindowRoleRegistry, 'roleOf'>;
}

/**
 * Why a call must be refused (a French sentence), or null when the sender may use the channel:
 * the frame must be the top frame of one of our windows, served from a trusted origin, and the
 * window's role must be listed by the channel.
 */
export function senderRefusal(
  event: InvokeEventLike,
  channel: Pick<InvokeChannel<unknown>, 'roles'>,
  policy: SenderPolicy,
): string | null {
  const frame = event.senderFrame;
  if (frame === null) return 'cadre émetteur disparu';
  const origin = originOf(frame.url);
  if (origin === null || !policy.trustedOrigins.includes(origin)) {
    return `origine non autorisée (${origin ?? frame.url})`;
  }
  if (frame.parent !== null) return 'appel depuis un sous-cadre';
  const role = policy.roles.roleOf(event.sender.id);
  if (role === undefined) return 'fenêtre inconnue';
  if (!channel.roles.includes(role)) return `rôle de fenêtre non autorisé (${role})`;
  return null;
}
