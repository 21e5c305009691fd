import { AccordionChevron, Box, Collapse, NavLink } from '@mantine/core';
import { type ReactNode, useEffect, useId, useState } from 'react';

interface NavGroupProps {
  label: ReactNode;
  /** A fuller name for screen readers when the visible label is short (e.g. "Project Fjordbyen"). */
  'aria-label'?: string | undefined;
  /** Opens the group on mount, and again whenever it turns true (e.g. after navigating into it). */
  opened?: boolean | undefined;
  children: ReactNode;
}

/**
 * A sidebar entry that shows and hides the links under it (the WAI disclosure pattern): a real button
 * with aria-expanded, reached with Tab and toggled with Enter or Space, whose links are real links with
 * an href. Mantine's NavLink with children renders an anchor without href, which the keyboard skips.
 */
export function NavGroup({ label, 'aria-label': ariaLabel, opened: openedWanted, children }: NavGroupProps) {
  const [opened, setOpened] = useState(Boolean(openedWanted));
  const id = useId();
  useEffect(() => {
    if (openedWanted) setOpened(true);
  }, [openedWanted]);

  return (
    <>
      <NavLink
        component="button"
        type="button"
        label={label}
        aria-label={ariaLabel}
        aria-expanded={opened}
        aria-controls={opened ? id : undefined}
        onClick={() => setOpened((current) => !current)}
        rightSection={
          <AccordionChevron
            aria-hidden
            style={{ transform: opened ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
          />
        }
      />
      <Collapse expanded={opened} id={id}>
        <Box ps="sm">{children}</Box>
      </Collapse>
    </>
  );
}
