import { Badge, Grid, NavLink, Paper, Select, Stack, Text, Title } from '@mantine/core';
import type { Channel } from '@spatium/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useOverrides } from '../../../platform/overrides/overrides.ts';
import { setViewedChannel } from '../../../platform/realtime/realtime.ts';
import { useProfile } from '../../auth/index.ts';
import { EmptyState, ErrorState, LoadingState } from '../../system/index.ts';
import { useChannels, useOpenDirect, usePeople } from '../api/chat.ts';
import { AssistantPanel } from '../components/AssistantPanel.tsx';
import { ChannelView } from '../components/ChannelView.tsx';

const kindOrder: Channel['kind'][] = ['company', 'content', 'direct', 'notes'];
// The assistant has no channel of its own on the server: it is a panel of the chat at /chat/assistant.
const assistantPath = 'assistant';

/**
 * /chat and /chat/{channel}: the user's channels with unread counts, and the chosen one's messages;
 * /chat/assistant: the assistant, where the company enables the chatbot and the domain does not disable it.
 */
export default function ChatPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const channels = useChannels();
  const people = usePeople(true);
  const openDirect = useOpenDirect();
  const { profile } = useProfile();
  const { overrides } = useOverrides();
  const hasAssistant = Boolean(profile?.company?.chatbot.enabled) && !overrides.disable_chatbot;
  const { channel: asked } = useParams();
  const showsAssistant = hasAssistant && asked === assistantPath;
  const list = channels.data ?? [];
  const selected = showsAssistant
    ? undefined
    : (list.find((c) => c.id === Number(asked)) ?? list.find((c) => c.kind === 'company'));

  useEffect(() => {
    setViewedChannel(selected?.id ?? null);
    return () => setViewedChannel(null);
  }, [selected?.id]);

  if (channels.isPending) return <LoadingState lines={6} />;
  if (channels.isError) return <ErrorState error={channels.error} onRetry={() => channels.refetch()} />;

  const nameOf = (channel: Channel) => (channel.kind === 'notes' ? t('chat.kind.notes') : channel.name);

  return (
    <Stack gap="md">
      <Title order={1}>{t('chat.title')}</Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
          <Paper withBorder p="xs" component="nav" aria-label={t('chat.channels')}>
            {kindOrder.map((kind) => {
              const ofKind = list.filter((c) => c.kind === kind);
              if (ofKind.length === 0) return null;
              return (
                <Stack key={kind} gap={0} mb="xs">
                  <Text size="xs" c="dimmed" tt="uppercase" px="sm" pt="xs">
                    {t(`chat.kind.${kind}`)}
                  </Text>
                  {ofKind.map((channel) => (
                    <NavLink
                      key={channel.id}
                      component={Link}
                      to={`/chat/${channel.id}`}
                      label={nameOf(channel)}
                      active={channel.id === selected?.id}
                      aria-current={channel.id === selected?.id ? 'page' : undefined}
                      rightSection={
                        channel.unread > 0 ? (
                          <Badge size="sm" circle aria-label={t('chat.unread', { n: channel.unread })}>
                            {channel.unread}
                          </Badge>
                        ) : null
                      }
                    />
                  ))}
                </Stack>
              );
            })}
            {hasAssistant && (
              <NavLink
                component={Link}
                to={`/chat/${assistantPath}`}
                label={t('chatbot.title')}
                active={showsAssistant}
                aria-current={showsAssistant ? 'page' : undefined}
                mb="xs"
              />
            )}
            <Select
              label={t('chat.newDirect')}
              searchable
              data={(people.data ?? []).map((p) => ({ value: String(p.id), label: p.username }))}
              value={null}
              onChange={(value) =>
                value &&
                openDirect.mutate(Number(value), {
                  onSuccess: (channel) => void navigate(`/chat/${channel.id}`),
                })
              }
              px="sm"
              pb="xs"
            />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8, md: 9 }}>
          {showsAssistant ? (
            <AssistantPanel />
          ) : selected ? (
            <ChannelView key={selected.id} channel={selected} name={nameOf(selected)} />
          ) : (
            <EmptyState message={t('chat.noChannel')} />
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
