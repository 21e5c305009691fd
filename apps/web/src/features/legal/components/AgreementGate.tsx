import { Alert, Button, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { type Profile, routes } from '@spatium/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callRoute, describeError } from '../../../platform/api/index.ts';
import { useLatestAgreement } from '../api/agreements.ts';

/**
 * SPEC §4 legal acceptance: while the latest agreement's version differs from the user's last acceptance,
 * a blocking modal asks to accept it.
 */
export function AgreementGate({ profile, disabled }: { profile: Profile; disabled: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const latest = useLatestAgreement(!disabled);
  const accept = useMutation({
    mutationFn: (version: number) => callRoute(routes.acceptAgreements, { body: { agreement: version } }),
    onSuccess: (result) => queryClient.setQueryData(['me'], result.user),
  });
  const agreement = latest.data;
  const mustAccept = !disabled && agreement != null && agreement.version !== profile.last_acceptance;
  if (!mustAccept) return null;

  return (
    <Modal
      opened
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      size="lg"
      title={agreement.title}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('legal.acceptIntro')}
        </Text>
        <ScrollArea.Autosize mah="50vh" type="auto">
          <Text dir="auto" size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {agreement.body}
          </Text>
        </ScrollArea.Autosize>
        {accept.isError && (
          <Alert color="red" role="alert">
            {describeError(accept.error, t)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button onClick={() => accept.mutate(agreement.version)} loading={accept.isPending}>
            {t('legal.accept')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
