import { Alert, Button, Group, Modal } from '@mantine/core';
import { can } from '@spatium/contracts';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { describeError } from '../../../platform/api/index.ts';
import { useProfile } from '../../auth/index.ts';
import { FormStack } from '../../system/index.ts';
import {
  type CollectionItem,
  type CollectionName,
  useCollection,
  useCollectionMutations,
} from '../api/collections.ts';
import { showDeletedNotice, showErrorNotice, showSavedNotice } from '../api/notices.ts';
import { changedFields } from '../changes.ts';
import { type FieldErrors, serverFieldErrors, validateBody } from '../forms.ts';
import { CompanySelect } from './CompanySelect.tsx';
import { confirmAction } from './confirm.tsx';
import { type Column, DataTable } from './DataTable.tsx';
import { SectionFrame } from './SectionFrame.tsx';

type Draft = Record<string, unknown>;

export interface FormProps<D extends Draft> {
  draft: D;
  set: <K extends keyof D>(field: K, value: D[K]) => void;
  errors: FieldErrors;
  /** The company the item belongs to (or will), for pickers that depend on it. */
  company: number | null;
}

interface Props<N extends CollectionName, D extends Draft> {
  name: N;
  /** i18n prefix, e.g. 'admin.tags': title, description, empty, new, edit, deleteTitle, deleteBody, deleted, saved, table. */
  text: string;
  columns: Column<CollectionItem<N>>[];
  filterText: (item: CollectionItem<N>) => string;
  itemTitle: (item: CollectionItem<N>) => string;
  emptyDraft: () => D;
  fromItem: (item: CollectionItem<N>) => D;
  createSchema: z.ZodType;
  updateSchema: z.ZodType;
  /** The request body from the form (e.g. numbers from text, a blank secret left out). */
  toBody?: (draft: D) => Draft;
  renderForm: (props: FormProps<D>) => ReactNode;
  /** Notice after a save; defaults to `${text}.saved`. */
  savedMessage?: string;
  /** Buttons of a row before Edit and Delete. */
  rowActions?: (item: CollectionItem<N>) => ReactNode;
  /** Called with the created item (e.g. to show a secret that is shown only once). */
  onCreated?: (item: CollectionItem<N>) => void;
}

/** List, create, edit and delete of a company-level collection; role 3 filters and creates per company. */
export function CollectionSection<N extends CollectionName, D extends Draft>(props: Props<N, D>) {
  const { name, text, columns, filterText, itemTitle, emptyDraft, fromItem, renderForm } = props;
  const { t } = useTranslation();
  const { profile } = useProfile();
  const isAdmin = can(profile?.role.id, 'admin.catalogue');
  const [company, setCompany] = useState<number | null>(null);
  const query = useCollection(name, company);
  const { create, update, remove } = useCollectionMutations(name);
  const [editing, setEditing] = useState<{ item: CollectionItem<N> | null; draft: D } | null>(null);
  const [formCompany, setFormCompany] = useState<number | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const toBody = props.toBody ?? ((draft: D) => draft);

  const open = (item: CollectionItem<N> | null) => {
    setErrors({});
    setNotice(null);
    create.reset();
    update.reset();
    setFormCompany(item ? (item as { company: number }).company : (company ?? profile?.company?.id ?? null));
    setEditing({ item, draft: item ? fromItem(item) : emptyDraft() });
  };
  const close = () => setEditing(null);
  const set = <K extends keyof D>(field: K, value: D[K]) => {
    setNotice(null);
    setEditing((current) => current && { ...current, draft: { ...current.draft, [field]: value } });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    const body = toBody(editing.draft);
    if (editing.item) {
      const checked = validateBody(props.updateSchema, body, t);
      if (checked.errors) return setErrors(checked.errors);
      const changes = changedFields(toBody(fromItem(editing.item)), body);
      if (!changes) return setNotice(t('serverMessages.noChangesToUpdate'));
      setErrors({});
      update.mutate(
        { id: (editing.item as { id: number }).id, body: changes },
        {
          onSuccess: () => {
            showSavedNotice(props.savedMessage ?? t(`${text}.saved`));
            close();
          },
          onError: (error) => setErrors(serverFieldErrors(error, t)),
        },
      );
    } else {
      const withCompany = isAdmin && formCompany ? { ...body, company: formCompany } : body;
      const checked = validateBody(props.createSchema, withCompany, t);
      if (checked.errors) return setErrors(checked.errors);
      setErrors({});
      create.mutate(withCompany, {
        onSuccess: (created) => {
          showSavedNotice(props.savedMessage ?? t(`${text}.saved`));
          close();
          props.onCreated?.(created);
        },
        onError: (error) => setErrors(serverFieldErrors(error, t)),
      });
    }
  };

  const askDelete = (item: CollectionItem<N>) =>
    confirmAction({
      title: t(`${text}.deleteTitle`),
      message: t(`${text}.deleteBody`, { title: itemTitle(item) }),
      confirmLabel: t('admin.common.delete'),
      cancelLabel: t('common.cancel'),
      onConfirm: () =>
        remove.mutate((item as { id: number }).id, {
          onSuccess: () => showDeletedNotice(t(`${text}.deleted`)),
          onError: (error) => showErrorNotice(describeError(error, t)),
        }),
    });

  const saving = create.isPending || update.isPending;
  const failure = create.error ?? update.error;

  return (
    <>
      <SectionFrame
        title={t(`${text}.title`)}
        description={t(`${text}.description`)}
        action={<Button onClick={() => open(null)}>{t(`${text}.new`)}</Button>}
        toolbar={
          isAdmin && (
            <CompanySelect
              value={company}
              onChange={setCompany}
              allowAll
              label={t('admin.companySelect.filter')}
            />
          )
        }
        query={query}
        isEmpty={(items) => items.length === 0}
        emptyMessage={t(`${text}.empty`)}
        emptyAction={{ label: t(`${text}.new`), onClick: () => open(null) }}
      >
        {(items) => (
          <DataTable
            label={t(`${text}.table`)}
            rows={items}
            columns={columns}
            rowKey={(item) => (item as { id: number }).id}
            filterText={filterText}
            actions={(item) => (
              <>
                {props.rowActions?.(item)}
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => open(item)}
                  aria-label={t('admin.common.editNamed', { name: itemTitle(item) })}
                >
                  {t('admin.common.edit')}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  onClick={() => askDelete(item)}
                  aria-label={t('admin.common.deleteNamed', { name: itemTitle(item) })}
                >
                  {t('admin.common.delete')}
                </Button>
              </>
            )}
          />
        )}
      </SectionFrame>
      <Modal
        opened={editing !== null}
        onClose={close}
        title={editing?.item ? t(`${text}.edit`) : t(`${text}.new`)}
        size="lg"
      >
        {editing && (
          <FormStack gap="md" onSubmit={submit}>
            {isAdmin && !editing.item && (
              <CompanySelect value={formCompany} onChange={setFormCompany} required error={errors.company} />
            )}
            {renderForm({ draft: editing.draft, set, errors, company: formCompany })}
            {notice && (
              <Alert color="yellow" role="status">
                {notice}
              </Alert>
            )}
            {failure && Object.keys(serverFieldErrors(failure, t)).length === 0 && (
              <Alert color="red" role="alert">
                {describeError(failure, t)}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={saving}>
                {t('common.save')}
              </Button>
            </Group>
          </FormStack>
        )}
      </Modal>
    </>
  );
}
