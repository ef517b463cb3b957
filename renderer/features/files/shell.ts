/**
 * What the app shell loads of the files feature in its first bundle: the Fichier menu, the command
 * slot, and the controller as a lazy component (valibot and the formats load after the first paint).
 */
import { lazy } from 'react';

export { FileMenu } from './FileMenu';
export { runFileCommand } from './file-bridge';
export { catchEarlyDrops } from './early-drops';

/** The files controller (autosave, questions, drops, recovery), loaded lazily. */
export const FilesController = lazy(() => import('./FilesController'));
