import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { Encounter } from '../../../shared/combat';
import type { FightSummary } from '../../../shared/library';
import { getProcedures } from '../../../shared/rules';
import { usePhrase } from '../../log';
import { useLanguage } from '../../i18n/language';
import { printedHeading, printedLog, printedOrder, type PrintParts } from './print-sheet';
import './print.css';

/** Props of the printed sheet. */
export interface PrintSheetProps {
  encounter: Encounter;
  parts: PrintParts;
  /** The end-of-fight summary, once the fight has ended (null before). */
  summary: FightSummary | null;
  /** When the sheet is printed (its heading says so). */
  at: Date;
}

/**
 * What « Imprimer » puts on paper, in the GM's language: the order of play (every combatant, hidden
 * ones marked), the whole combat log first to last, and the end-of-fight summary. A child of <body>,
 * hidden on screen; print.css makes it the only thing printed (A4, black on white, no controls).
 */
export function PrintSheet({ encounter, parts, summary, at }: PrintSheetProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const phrase = usePhrase(encounter.system);
  const heading = printedHeading(encounter, t, language, at);
  return createPortal(
    <div className="paravent-print-sheet" lang={language} data-testid="print-sheet">
      <h1>{heading.title}</h1>
      <p className="paravent-print-subtitle">{heading.subtitle}</p>
      {parts.order && (
        <section>
          <h2>{t('print.order')}</h2>
          <table>
            <thead>
              <tr>
                {COLUMNS.map((key) => (
                  <th key={key}>{t(`print.column.${key}`)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {printedOrder(encounter, t, language).map((line) => (
                <tr key={line.rank} data-acting={line.acting || undefined}>
                  <td>
                    {line.rank}
                    {line.acting ? ` ▶ ${t('print.acting')}` : ''}
                  </td>
                  <td>
                    {line.name}
                    {line.hidden ? ` (${t('print.hidden')})` : ''}
                  </td>
                  <td>{line.side}</td>
                  <td>{line.initiative}</td>
                  <td>{line.hp}</td>
                  <td>{line.health}</td>
                  <td>{line.defences}</td>
                  <td>{line.conditions}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {parts.summary && summary && (
        <section>
          <h2>{t('print.summary')}</h2>
          <p>
            {t('libraryScreen.summary.rounds', { count: summary.rounds })}
            {' · '}
            {summary.fallen.length > 0
              ? t('libraryScreen.summary.fallen', { names: summary.fallen.join(', ') })
              : t('libraryScreen.summary.noneFell')}
          </p>
          <table>
            <thead>
              <tr>
                <th>{t('libraryScreen.summary.combatant')}</th>
                <th>{t('libraryScreen.summary.dealt')}</th>
                <th>{t('libraryScreen.summary.taken')}</th>
                <th>{t('tracker.field.hp')}</th>
              </tr>
            </thead>
            <tbody>
              {summary.lines.map((line) => (
                <tr key={line.id}>
                  <td>{line.name}</td>
                  <td>{line.dealt}</td>
                  <td>{line.taken}</td>
                  <td>{line.hpText}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {summary.conditions.length > 0 && (
            <p>
              {t('libraryScreen.summary.conditions')}{' '}
              {summary.conditions.map((s) => `${s.target} : ${s.label}`).join(' · ')}
            </p>
          )}
          <p>
            {summary.xpTotal === null
              ? t('libraryScreen.summary.noXp')
              : t('libraryScreen.summary.xp', { total: summary.xpTotal, each: summary.xpEach ?? 0 })}
          </p>
          <p>
            <small>{getProcedures(encounter.system).library.xp.note[language]}</small>
          </p>
        </section>
      )}
      {parts.log && (
        <section>
          <h2>{t('print.log')}</h2>
          {encounter.log.length === 0 ? (
            <p>{t('print.logEmpty')}</p>
          ) : (
            <ol className="paravent-print-log">
              {printedLog(encounter.log, phrase).map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ol>
          )}
        </section>
      )}
    </div>,
    document.body,
  );
}

/** The order's columns, in print order (their headings: i18n `print.column.<key>`). */
const COLUMNS = ['rank', 'name', 'side', 'initiative', 'hp', 'health', 'defences', 'conditions'] as const;
