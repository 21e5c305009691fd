import { Blockquote, Text } from '@mantine/core';
import type { Quote } from '@spatium/contracts';

export function QuoteWidget({ quote }: { quote: Quote }) {
  return (
    // The author goes in our own text rather than Blockquote's `cite`, whose dimmed colour fails
    // WCAG contrast on the dark theme.
    <Blockquote p="sm" color="teal">
      <Text size="sm" fs="italic">
        {quote.text}
      </Text>
      {quote.author && (
        <Text size="sm" mt="xs">
          — {quote.author}
        </Text>
      )}
    </Blockquote>
  );
}
