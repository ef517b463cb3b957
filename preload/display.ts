import { contextBridge, ipcRenderer } from 'electron';
import { createDisplayFeedApi } from './display-api';

/**
 * The preload of the player display window only (sandboxed, context-isolated): exposes
 * `window.paraventDisplay` — the feed, read-only — and nothing else; not `window.paravent`, so the
 * display has no file, backup or command channel at all. One CommonJS file that only requires
 * 'electron'.
 */
contextBridge.exposeInMainWorld('paraventDisplay', createDisplayFeedApi(ipcRenderer));
