import type { MenuItemConstructorOptions } from 'electron';
import type { MenuLanguage } from '../../shared/menu-state';
import { MENU_LABELS } from './menu-labels';

/** What Electron's `context-menu` event says about the right-clicked spot (the part we use). */
export interface ContextMenuParams {
  isEditable: boolean;
  selectionText: string;
  editFlags: {
    canUndo: boolean;
    canRedo: boolean;
    canCut: boolean;
    canCopy: boolean;
    canPaste: boolean;
    canSelectAll: boolean;
  };
}

/**
 * The right-click menu: in a text field, undo/redo, cut, copy, paste and select all (each enabled
 * as the field allows); on selected text elsewhere, copy; otherwise nothing (null: no menu).
 */
export function contextMenuTemplate(
  params: ContextMenuParams,
  language: MenuLanguage,
): MenuItemConstructorOptions[] | null {
  const w = MENU_LABELS[language];
  const f = params.editFlags;
  if (params.isEditable) {
    return [
      { role: 'undo', label: w.undo, enabled: f.canUndo },
      { role: 'redo', label: w.redo, enabled: f.canRedo },
      { type: 'separator' },
      { role: 'cut', label: w.cut, enabled: f.canCut },
      { role: 'copy', label: w.copy, enabled: f.canCopy },
      { role: 'paste', label: w.paste, enabled: f.canPaste },
      { type: 'separator' },
      { role: 'selectAll', label: w.selectAll, enabled: f.canSelectAll },
    ];
  }
  if (params.selectionText.trim() !== '') return [{ role: 'copy', label: w.copy, enabled: f.canCopy }];
  return null;
}
