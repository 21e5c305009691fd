import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type Capability, capabilities } from '@spatium/contracts';
import { useTranslation } from 'react-i18next';
import { useRoles } from '../api/settings.ts';
import { SectionFrame } from '../components/SectionFrame.tsx';

/** Capabilities of a role, from the same table the server enforces. */
function capabilitiesOf(roleId: number): Capability[] {
  return (Object.keys(capabilities) as Capability[]).filter((c) =>
    (capabilities[c] as readonly number[]).includes(roleId),
  );
}

// i18n keys cannot hold dots: 'users.read.any' → 'users_read_any'.
const capabilityKey = (capability: Capability) => capability.replaceAll('.', '_');

export default function RolesPage() {
  const { t } = useTranslation();
  const query = useRoles();
  return (
    <SectionFrame
      title={t('admin.roles.title')}
      description={t('admin.roles.description')}
      query={query}
      isEmpty={(data) => data.roles.length === 0}
      emptyMessage={t('admin.roles.empty')}
    >
      {(data) => (
        <SimpleGrid cols={{ base: 1, md: 3 }} role="list" aria-label={t('admin.roles.title')}>
          {data.roles.map((role) => {
            const granted = capabilitiesOf(role.id);
            return (
              <Card key={role.id} withBorder role="listitem" aria-labelledby={`role-${role.id}`}>
                <Stack gap="xs">
                  <Group justify="space-between">
                    <Title order={3} size="h4" id={`role-${role.id}`}>
                      {role.name}
                    </Title>
                    <Badge variant="light">{t('admin.roles.id', { id: role.id })}</Badge>
                  </Group>
                  {role.description && (
                    <Text size="sm" c="dimmed">
                      {role.description}
                    </Text>
                  )}
                  <Text size="sm" fw={600}>
                    {t('admin.roles.can')}
                  </Text>
                  {granted.length ? (
                    <Stack component="ul" gap={4} m={0} pl="md">
                      {granted.map((capability) => (
                        <Text component="li" size="sm" key={capability}>
                          {t(`admin.capabilities.${capabilityKey(capability)}`)}
                        </Text>
                      ))}
                    </Stack>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('admin.roles.nothing')}
                    </Text>
                  )}
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
    </SectionFrame>
  );
}
