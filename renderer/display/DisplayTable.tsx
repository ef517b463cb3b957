import { Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { cellText, findTable, parseTargetKey } from '../features/reference';
import { languageOf } from '../i18n/language';

/** Props of the table shown to the players. */
export interface DisplayTableProps {
  /** 'table:<id>' as the GM chose it in the reference. */
  tableKey: string;
}

/** A reference table the GM put on the player display, in large type. */
export function DisplayTable({ tableKey }: DisplayTableProps) {
  const { i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  const target = parseTargetKey(tableKey);
  const table = target?.kind === 'table' ? findTable(target.system, target.id) : undefined;
  if (!table) return null;
  return (
    <Stack gap="md" w="100%" maw={1400}>
      <Title order={2} fz={44}>
        {table.title[lang]}
      </Title>
      <Table fz={26} withTableBorder striped>
        <Table.Thead>
          <Table.Tr>
            {table.columns.map((c, i) => (
              <Table.Th key={i}>{c[lang]}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.map((row, i) => (
            <Table.Tr key={i}>
              {row.map((c, j) => (
                <Table.Td key={j}>{cellText(c, lang)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {(table.notes ?? []).map((n, i) => (
        <Text key={i} fz={22} c="dimmed">
          {n[lang]}
        </Text>
      ))}
    </Stack>
  );
}
