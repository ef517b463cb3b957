import { Menu } from '@mantine/core';
import { useState, type ReactNode } from 'react';

/**
 * A ⋯ button whose Mantine Menu is mounted the first time the GM opens it, not with each of the
 * hundreds of rows a list shows (the tracker's order, the Library's entries). `children` are the
 * menu's items.
 */
export function LazyMenu({
  className,
  label,
  children,
}: {
  className: string;
  label: string;
  children: ReactNode;
}) {
  const [opened, setOpened] = useState<boolean | null>(null);
  const button = (
    <button
      type="button"
      className={className}
      aria-label={label}
      onClick={opened === null ? () => setOpened(true) : undefined}
    >
      ⋯
    </button>
  );
  if (opened === null) return button;
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>{button}</Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
