/**
 * Light part of the files feature, in the GM window's first bundle: the Fichier commands reach the
 * files controller (loaded lazily) through this slot — a command given before it is loaded waits
 * for it — and the controller publishes the file status the header shows.
 */
import { useSyncExternalStore } from 'react';
import type { FileAction } from '../../commands/registry';

/** A Fichier command: an action, or an entry of the recent list (by its handle). */
export type FileCommand = FileAction | { recent: string };

type Handler = (command: FileCommand) => void;

let handler: Handler | null = null;
const waiting: FileCommand[] = [];

/** Registers the controller's handler (commands given before run now); returns the unregister. */
export function setFileCommandHandler(next: Handler): () => void {
  handler = next;
  waiting.splice(0).forEach((action) => next(action));
  return () => {
    if (handler === next) handler = null;
  };
}

/** Runs a Fichier command, now or as soon as the controller is loaded. */
export function runFileCommand(command: FileCommand): void {
  if (handler) handler(command);
  else waiting.push(command);
}

type ReplaceGuard = () => Promise<boolean>;
let replaceGuard: ReplaceGuard | null = null;

/** Registers the controller's question about unsaved changes; returns the unregister. */
export function setReplaceGuard(next: ReplaceGuard): () => void {
  replaceGuard = next;
  return () => {
    if (replaceGuard === next) replaceGuard = null;
  };
}

/**
 * Before the fight on screen is dropped for another (« Nouvelle rencontre »): asks about unsaved
 * changes as Ouvrir does (Enregistrer / Ne pas enregistrer / Annuler). True when the caller may go on.
 */
export function mayReplaceFight(): Promise<boolean> {
  return replaceGuard ? replaceGuard() : Promise.resolve(true);
}

/** What the header shows of the current fight's file. */
export interface FileStatus {
  /** The file's name; null when the fight was never saved to a file. */
  name: string | null;
  /** Changes the file does not have (or, with no file, a fight with something in it). */
  unsaved: boolean;
}

const NO_FILE: FileStatus = { name: null, unsaved: false };
let status: FileStatus = NO_FILE;
const listeners = new Set<() => void>();

/** Publishes the file status (the controller's call). */
export function setFileStatus(next: FileStatus): void {
  if (next.name === status.name && next.unsaved === status.unsaved) return;
  status = next;
  listeners.forEach((l) => l());
}

/** The file status, live. */
export function useFileStatus(): FileStatus {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => status,
  );
}
