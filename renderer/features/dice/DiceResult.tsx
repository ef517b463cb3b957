import { Group, Text } from '@mantine/core';
import type { DiceRoll } from '../../../shared/rules';

/** Props of a roll's detail. */
export interface DiceResultProps {
  /** The roll to show. */
  roll: DiceRoll;
}

/** Every die of a roll (dropped ones struck through), each term's subtotal, and the total. */
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
      <Text span fw={700} fz="xl" data-testid="dice-total">
        = {roll.total}
      </Text>
    </Group>
  );
}
