import { Anchor, Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { IssueContentKind, Viewpoint } from '@spatium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useIssuesAvailable } from '../hooks/useIssuesAvailable.ts';
import { CreateIssueModal, type IssueOrigin } from './CreateIssueModal.tsx';

/**
 * "Raise issue" in a viewer: the issue sits on the item shown and keeps the viewer's view, so opening it
 * later returns there. Shown only where issues are available to the user.
 */
export function RaiseIssueButton({
  content,
  title,
  readViewpoint,
}: {
  content: { kind: IssueContentKind; id: number };
  title: string;
  /** The viewer's view at the moment the user asks, or null when it has none yet. */
  readViewpoint: () => Viewpoint | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const available = useIssuesAvailable();
  const [origin, setOrigin] = useState<IssueOrigin | null>(null);
  if (!available) return null;
  return (
    <>
      <Button
        size="xs"
        variant="light"
        onClick={() => setOrigin({ content, title, viewpoint: readViewpoint() })}
      >
        {t('issues.raise.button')}
      </Button>
      {origin && (
        <CreateIssueModal
          opened
          origin={origin}
          onClose={() => setOrigin(null)}
          onCreated={(issue) =>
            notifications.show({
              id: `issue-${issue.id}`,
              color: 'teal',
              title: t('issues.raise.created'),
              // The notices live outside the router: a button that navigates, not a <Link>.
              message: (
                <Anchor
                  component="button"
                  size="sm"
                  onClick={() => {
                    notifications.hide(`issue-${issue.id}`);
                    void navigate(`/issues/${issue.id}`);
                  }}
                >
                  {issue.title}
                </Anchor>
              ),
            })
          }
        />
      )}
    </>
  );
}
