import { contextBridge, ipcRenderer } from 'electron';
import { createParaventApi, readRole } from './paravent-api';

/**
 * The preload of every window (sandboxed, context-isolated): exposes `window.paravent` and nothing
 * else — never ipcRenderer itself. Bundled into one CommonJS file that only requires 'electron'.
 */
contextBridge.exposeInMainWorld('paravent', createParaventApi(ipcRenderer, readRole(process.argv)));
