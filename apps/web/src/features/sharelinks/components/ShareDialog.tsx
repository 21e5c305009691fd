import { Anchor, Button, CopyButton, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { type ShareKind, type ShareLink, type ShareView, shareLinkPathOf } from '@spatium/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeError } from '../../../platform/api/index.ts';
import { useCreateShareLink } from '../api/shareLinks.ts';

const expiries = { never: null, day: 1, week: 7, month: 30 } as const;
type Expiry = keyof typeof expiries;

/** The full address of a share link on this site (the server serves the web app itself). */
export const shareLinkUrl = (kind: ShareKind, code: string, origin = window.location.origin) =>
  new URL(shareLinkPathOf(kind, code), origin).toString();

/**
 * "Share": a short link to one item (a cloud, a BIM, a 3D model, a story) at the current view, optionally
 * expiring, to copy. `intro` says what the link opens, in the item's own words.
 */
export default function ShareDialog({
  kind,
  item,
  view = null,
  intro,
  onClose,
}: {
  kind: ShareKind;
  item: number;
  view?: ShareView | null;
  intro: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [expiry, setExpiry] = useState<Expiry>('never');
  const [created, setCreated] = useState<ShareLink | null>(null);
  const create = useCreateShareLink();
  const submit = () => {
    const days = expiries[expiry];
    create.mutate(
      {
        kind,
        item,
        view,
        expires_at: days === null ? null : new Date(Date.now() + days * 86_400_000).toISOString(),
      },
      { onSuccess: setCreated },
    );
  };
  const url = created && shareLinkUrl(created.kind, created.code);

  return (
    <Modal opened onClose={onClose} title={t('clouds.share.title')}>
      <Stack gap="md">
        <Text size="sm">{intro}</Text>
        {url ? (
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              readOnly
              value={url}
              flex={1}
              label={t('clouds.share.link')}
              onFocus={(event) => event.currentTarget.select()}
              data-testid="share-link-url"
            />
            <CopyButton value={url} timeout={2000}>
              {({ copied, copy }) => (
                <Button
                  onClick={copy}
                  color={copied ? 'teal' : undefined}
                  variant={copied ? 'light' : 'filled'}
                >
                  <span aria-live="polite">{copied ? t('clouds.share.copied') : t('clouds.share.copy')}</span>
                </Button>
              )}
            </CopyButton>
          </Group>
        ) : (
          <>
            <Select
              label={t('clouds.share.expiry')}
              value={expiry}
              allowDeselect={false}
              onChange={(value) => value && setExpiry(value as Expiry)}
              data={(Object.keys(expiries) as Expiry[]).map((key) => ({
                value: key,
                label: t(`clouds.share.expiries.${key}`),
              }))}
            />
            {create.isError && (
              <Text c="red" size="sm" role="alert">
                {describeError(create.error, t)}
              </Text>
            )}
            <Button onClick={submit} loading={create.isPending}>
              {t('clouds.share.create')}
            </Button>
          </>
        )}
        <Anchor component={Link} to="/account#share-links" size="sm" onClick={onClose}>
          {t('clouds.share.manage')}
        </Anchor>
      </Stack>
    </Modal>
  );
}
