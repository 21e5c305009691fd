import { TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { readSearchInput, searchPath } from '../searchRules.ts';

/** The layout's search box: Enter opens the results page; under 3 characters it says so instead. */
export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const hintId = useId();
  const onResults = location.pathname === '/search';
  const urlQ = onResults ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const [text, setText] = useState(urlQ);
  const [submitted, setSubmitted] = useState(false);
  // The results page may change the text; keep the box in step.
  useEffect(() => {
    if (onResults) setText(urlQ);
  }, [onResults, urlQ]);

  const input = readSearchInput(text);
  const showHint = submitted && input.state !== 'ready';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (input.state === 'ready') {
      setSubmitted(false);
      void navigate(searchPath(input.q));
    }
  };

  return (
    <search aria-label={t('search.label')}>
      <form onSubmit={submit}>
        <TextInput
          type="search"
          size="sm"
          w={{ base: 140, sm: 260 }}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          aria-describedby={showHint ? hintId : undefined}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setSubmitted(false);
          }}
          error={showHint ? <span id={hintId}>{t('search.tooShort')}</span> : undefined}
          styles={{ error: { position: 'absolute', whiteSpace: 'nowrap' } }}
        />
      </form>
    </search>
  );
}
