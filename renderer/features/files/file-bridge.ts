/**
 * Light part of the files feature, in the GM window's first bundle: the Fichier commands reach the
 * files controller (loaded lazily) through this slot — a command given before it is loaded waits
 * for it — and the controller publishes the file status the header shows.
 */
import type { FileAction } from '../../commands/registry';
import { createValueStore, useValue } from '../../store';

/** A Fichier command: an action, or an entry of the recent list (by its handle). */
export type FileCommand = FileAction | { recent: string };

type Handler = (command: FileCommand) => void;

/** The controller's handler, once it is loaded; the commands given before it wait in `waiting`. */
const handler = createValueStore<Handler | null>(null);
const waiting: FileCommand[] = [];

/** Registers the controller's handler (commands given before run now); returns the unregister. */
export function setFileCommandHandler(next: Handler): () => void {
  handler.set(next);
  waiting.splice(0).forEach((action) => next(action));
  return () => {
    if (handler.get() === next) handler.set(null);
  };
}

/** Runs a Fichier command, now or as soon as the controller is loaded. */
export function runFileCommand(command: FileCommand): void {
  const run = handler.get();
  if (run) run(command);
  else waiting.push(command);
}

type ReplaceGuard = () => Promise<boolean>;
const replaceGuard = createValueStore<ReplaceGuard | null>(null);

/** Registers the controller's question about unsaved changes; returns the unregister. */
export function setReplaceGuard(next: ReplaceGuard): () => void {
  replaceGuard.set(next);
  return () => {
    if (replaceGuard.get() === next) replaceGuard.set(null);
  };
}

/**
 * Before the fight on screen is dropped for another (« Nouvelle rencontre »): asks about unsaved
 * changes as Ouvrir does (Enregistrer / Ne pas enregistrer / Annuler). True when the caller may go on.
 */
export function mayReplaceFight(): Promise<boolean> {
  const ask = replaceGuard.get();
  return ask ? ask() : Promise.resolve(true);
}

/** What the header shows of the current fight's file. */
export interface FileStatus {
  /** The file's name; null when the fight was never saved to a file. */
  name: string | null;
  /** Changes the file does not have (or, with no file, a fight with something in it). */
  unsaved: boolean;
}

const status = createValueStore<FileStatus>(
  { name: null, unsaved: false },
  (a, b) => a.name === b.name && a.unsaved === b.unsaved,
);

/** Publishes the file status (the controller's call). */
export function setFileStatus(next: FileStatus): void {
  status.set(next);
}

/** The file status, live. */
export function useFileStatus(): FileStatus {
  return useValue(status);
}
