import { Group, Text } from '@mantine/core';
import type { PanelRoll } from './dice-roller';

/** Props of a roll's detail. */
export interface DiceResultProps {
  /** The roll to show. */
  roll: PanelRoll;
}

/** Every die of a roll (dropped ones struck through), each term's subtotal, a critical's ×2, and the total. */
export function DiceResult({ roll }: DiceResultProps) {
  return (
    <Group gap={6} wrap="wrap" aria-label={`${roll.notation} = ${roll.total}`}>
      {roll.terms.map((term, i) => (
        <Group key={i} gap={4} wrap="nowrap">
          <Text span c="dimmed">
            {i === 0 ? (term.sign < 0 ? '−' : '') : term.sign < 0 ? '−' : '+'}
          </Text>
          {term.dice ? (
            <Text span>
              [
              {term.dice.map((d, j) => (
                <Text
                  span
                  key={j}
                  td={d.kept ? undefined : 'line-through'}
                  c={d.kept ? undefined : 'dimmed'}
                  data-die={d.value}
                >
                  {j > 0 ? ', ' : ''}
                  {d.value}
                </Text>
              ))}
              ]
            </Text>
          ) : (
            <Text span>{term.constant}</Text>
          )}
        </Group>
      ))}
      {roll.multiplier !== undefined && (
        <Text span c="dimmed" data-testid="dice-multiplier">
          = {roll.baseTotal} ×{roll.multiplier}
        </Text>
      )}
      <Text span fw={700} fz="xl" data-testid="dice-total">
        = {roll.total}
      </Text>
    </Group>
  );
}
