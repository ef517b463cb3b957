import type { WindowRole } from '../../shared/ipc';

/** Which role each of our windows has, keyed by its webContents id. */
export interface WindowRoleRegistry {
  /** Records the role of a window's webContents. */
  register(webContentsId: number, role: WindowRole): void;
  /** Forgets a closed window. */
  unregister(webContentsId: number): void;
  /** The role of a webContents, or undefined when it is not one of our windows. */
  roleOf(webContentsId: number): WindowRole | undefined;
}

/** A fresh, empty registry. */
export function createWindowRoleRegistry(): WindowRoleRegistry {
  const roles = new Map<number, WindowRole>();
  return {
    register: (id, role) => void roles.set(id, role),
    unregister: (id) => void roles.delete(id),
    roleOf: (id) => roles.get(id),
  };
}
