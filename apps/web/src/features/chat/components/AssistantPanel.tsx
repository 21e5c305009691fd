import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  List,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type ChatbotAnswer,
  type ChatbotIntent,
  type ChatbotItem,
  type ChatbotLink,
  chatbotIntents,
} from '@spatium/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeError } from '../../../platform/api/index.ts';
import { openPath } from '../../content/index.ts';
import { SeverityBadge } from '../../issues/index.ts';
import { useAskChatbot } from '../api/chatbot.ts';

interface Exchange {
  id: number;
  question: string;
  answer?: ChatbotAnswer;
  error?: string;
}

function linkPath(link: ChatbotLink): string {
  if (link.type === 'content') return openPath(link.kind, link.id);
  if (link.type === 'issue') return `/issues/${link.id}`;
  return `/chat/${link.id}`;
}

function AnswerItem({ item }: { item: ChatbotItem }) {
  const { t, i18n } = useTranslation();
  // Counts are per kind: the kind is the label, in the user's language.
  const label = item.link === null && item.kind ? t(`content.kinds.${item.kind}`) : item.label;
  return (
    <List.Item>
      <Group gap="xs" wrap="wrap">
        {item.link ? (
          <Anchor component={Link} to={linkPath(item.link)} fw={600} dir="auto">
            {label}
          </Anchor>
        ) : (
          <Text fw={600} dir="auto">
            {label}
          </Text>
        )}
        {item.count !== null && <Badge variant="light">{item.count}</Badge>}
        {item.severity && <SeverityBadge severity={item.severity} />}
        {item.link?.type === 'content' && item.kind && (
          <Text size="sm" c="dimmed">
            {t(`content.kind.${item.kind}`)}
          </Text>
        )}
        {item.detail && (
          <Text size="sm" c="dimmed" dir="auto">
            {item.detail}
          </Text>
        )}
        {item.at && item.link?.type !== 'channel' && (
          <Text size="sm" c="dimmed">
            {new Date(item.at).toLocaleDateString(i18n.language)}
          </Text>
        )}
      </Group>
    </List.Item>
  );
}

function Suggestions({
  intents,
  onPick,
}: {
  intents: readonly ChatbotIntent[];
  onPick: (i: ChatbotIntent) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      {intents.map((intent) => (
        <Button key={intent} variant="light" size="xs" onClick={() => onPick(intent)}>
          {t(`chatbot.suggestion.${intent}`)}
        </Button>
      ))}
    </Group>
  );
}

function AnswerCard({ answer, onPick }: { answer: ChatbotAnswer; onPick: (i: ChatbotIntent) => void }) {
  const { t } = useTranslation();
  if (answer.intent === null)
    return (
      <Stack gap="xs">
        <Text>{t('chatbot.unknown')}</Text>
        <Suggestions intents={answer.suggestions} onPick={onPick} />
      </Stack>
    );
  const { params } = answer;
  const sentence =
    answer.outcome === 'issues_disabled'
      ? t('chatbot.issuesDisabled')
      : t(`chatbot.answer.${answer.intent}.${answer.outcome === 'found' ? 'found' : 'none'}`, {
          count: params.count ?? 0,
        });
  return (
    <Stack gap="xs">
      <Text>{sentence}</Text>
      {(params.severity || params.kind || params.name) && (
        <Group gap="xs">
          {params.severity && (
            <Badge variant="outline">
              {t('chatbot.filter.severity', {
                value: t(`issues.severity.${params.severity.replace(' ', '_')}`),
              })}
            </Badge>
          )}
          {params.kind && (
            <Badge variant="outline">
              {t('chatbot.filter.kind', { value: t(`content.kinds.${params.kind}`) })}
            </Badge>
          )}
          {params.name && <Badge variant="outline">{t('chatbot.filter.name', { value: params.name })}</Badge>}
        </Group>
      )}
      {answer.items.length > 0 && (
        <List spacing={4}>
          {answer.items.map((item, index) => (
            <AnswerItem
              key={`${item.link?.type}-${item.link && 'id' in item.link ? item.link.id : index}-${item.kind}`}
              item={item}
            />
          ))}
        </List>
      )}
    </Stack>
  );
}

/**
 * The assistant, as a panel of the chat: answers from the user's own data, worded here in their
 * language. The conversation lives as long as the page; nothing is stored.
 */
export function AssistantPanel() {
  const { t } = useTranslation();
  const ask = useAskChatbot();
  const [draft, setDraft] = useState('');
  const [exchanges, setExchanges] = useState<Exchange[]>([]);

  const send = (question: string, body: { question: string } | { intent: ChatbotIntent }) => {
    const id = Date.now();
    setExchanges((all) => [...all, { id, question }]);
    const settle = (change: Partial<Exchange>) =>
      setExchanges((all) => all.map((e) => (e.id === id ? { ...e, ...change } : e)));
    ask.mutate(body, {
      onSuccess: (answer) => settle({ answer }),
      onError: (error) => settle({ error: describeError(error, t) }),
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const question = draft.trim();
    if (!question) return;
    setDraft('');
    send(question, { question });
  };
  const pick = (intent: ChatbotIntent) => send(t(`chatbot.suggestion.${intent}`), { intent });

  return (
    <Stack gap="sm">
      <Title order={2}>{t('chatbot.title')}</Title>
      <Text c="dimmed">{t('chatbot.intro')}</Text>
      {exchanges.length === 0 && (
        <Stack gap="xs">
          <Text>{t('chatbot.tryAsking')}</Text>
          <Suggestions intents={chatbotIntents} onPick={pick} />
        </Stack>
      )}
      <Stack gap="sm" role="log" aria-live="polite" aria-label={t('chatbot.conversation')}>
        {exchanges.map((exchange) => (
          <Stack key={exchange.id} gap={4}>
            <Paper p="xs" bg="var(--mantine-color-default-hover)" ml="auto" maw="80%">
              <Text dir="auto">{exchange.question}</Text>
            </Paper>
            <Card withBorder p="sm" maw="90%">
              {exchange.answer ? (
                <AnswerCard answer={exchange.answer} onPick={pick} />
              ) : exchange.error ? (
                <Text c="red">{exchange.error}</Text>
              ) : (
                <Text c="dimmed">{t('chatbot.thinking')}</Text>
              )}
            </Card>
          </Stack>
        ))}
      </Stack>
      <form onSubmit={submit}>
        <Group align="end" wrap="nowrap">
          <TextInput
            flex={1}
            label={t('chatbot.ask')}
            placeholder={t('chatbot.suggestion.subprojects_with_open_issues')}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            maxLength={500}
          />
          <Button type="submit" disabled={draft.trim() === ''} loading={ask.isPending}>
            {t('chatbot.send')}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
