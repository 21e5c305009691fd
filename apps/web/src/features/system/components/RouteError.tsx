import { Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

// A lazy route's chunk failed to arrive: usually a new deployment or a lost connection.
function isChunkError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadTimeoutError' ||
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const chunk = isChunkError(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Center mih="60vh" p="md">
      <Paper withBorder p="xl" radius="md" maw={520} role="alert">
        <Stack gap="md">
          <Title order={1} size="h2">
            {chunk ? t('errors.chunkTitle') : notFound ? t('notFound.title') : t('errors.pageTitle')}
          </Title>
          <Text>
            {chunk
              ? t('errors.chunkBody')
              : notFound
                ? t('notFound.body')
                : t('serverMessages.somethingWentWrong')}
          </Text>
          <Group>
            <Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>
            <Button component={Link} to="/" variant="default">
              {t('notFound.home')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
