import { Blockquote, Text } from '@mantine/core';
import type { Quote } from '@spatium/contracts';

export function QuoteWidget({ quote }: { quote: Quote }) {
  return (
    <Blockquote p="sm" color="teal" cite={quote.author ? `— ${quote.author}` : undefined}>
      <Text size="sm" fs="italic">
        {quote.text}
      </Text>
    </Blockquote>
  );
}
