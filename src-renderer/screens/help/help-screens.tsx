// The help centre: /help lists the topics by area with a search box, /HelpTopic?topic=<slug> shows
// one. Both read the topics bundled into the renderer (help-topics.ts), so they need no server.
import { Alert, Anchor, List, Stack, Text, Typography } from '@mantine/core';
import { useMemo, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { SearchBox } from '../../kit/search-box.js';
import { TitledPanel } from '../../kit/titled-panel.js';
import { PageFrame } from '../../pages/page-frame.js';
import { screenHref } from '../screen-table.js';
import { searchTopics } from './help-search.js';
import { helpTopics, topicsByArea, type HelpTopic } from './help-topics.js';
import classes from './help-screens.module.css';
import { QuietText } from '../../kit/quiet-text.js';

const topicHref = (slug: string) => screenHref('', 'public.HelpTopic', { query: { topic: slug } });

function useTopics(): HelpTopic[] {
  const { i18n } = useTranslation();
  return useMemo(() => helpTopics(i18n.language), [i18n.language]);
}

function TopicList({ topics }: { topics: readonly HelpTopic[] }) {
  return (
    <List listStyleType="none" spacing="sm">
      {topics.map((topic) => (
        <List.Item key={topic.slug}>
          <Anchor component={Link} to={topicHref(topic.slug)} fw={600}>
            {topic.title}
          </Anchor>
          <QuietText>{topic.summary}</QuietText>
        </List.Item>
      ))}
    </List>
  );
}

export function HelpPage() {
  const { t } = useTranslation();
  const topics = useTopics();
  const [query, setQuery] = useState('');
  const found = useMemo(() => searchTopics(topics, query), [topics, query]);
  const searching = query.trim() !== '';
  return (
    <PageFrame title={t('help.title')} subtitle={t('help.subtitle')}>
      <Stack gap="md" maw={760}>
        <Alert variant="light" color="blue">
          {t('help.offline')}
        </Alert>
        <SearchBox
          label={t('help.search')}
          hint={t('help.searchHint')}
          value={query}
          onChange={setQuery}
          width={320}
        />
        {searching ? (
          <section aria-live="polite" aria-label={t('help.search')}>
            <Text size="sm" mb="sm">
              {found.length === 0
                ? t('help.noMatch', { query: query.trim() })
                : t('help.results', { count: found.length, query: query.trim() })}
            </Text>
            <TopicList topics={found} />
          </section>
        ) : (
          topicsByArea(topics).map(([area, inArea]) => (
            <TitledPanel
              key={area}
              id={`help-area-${area}`}
              title={t(`help.areas.${area}`, { defaultValue: area })}
            >
              <TopicList topics={inArea} />
            </TitledPanel>
          ))
        )}
      </Stack>
    </PageFrame>
  );
}

export function HelpTopicPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const slug = params.get('topic') ?? '';
  const topic = useTopics().find((candidate) => candidate.slug === slug);
  // A link between topics (or to a console page) stays inside the console instead of reloading it.
  const followInside = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void navigate(href);
  };
  const back = (
    <Anchor component={Link} to={screenHref('', 'public.help')} size="sm" w="fit-content">
      ← {t('help.back')}
    </Anchor>
  );
  if (!topic)
    return (
      <PageFrame title={t('help.title')}>
        <Stack gap="md">
          <Text>{t('help.notFound', { topic: slug })}</Text>
          {back}
        </Stack>
      </PageFrame>
    );
  return (
    <PageFrame title={topic.title} subtitle={topic.summary} nav={back}>
      <Typography className={classes.topic} maw={760} mt="md">
        {/* Sanitized when bundled (markdown.ts topicHtml): a fixed list of tags, safe links only. */}
        <article onClick={followInside} dangerouslySetInnerHTML={{ __html: topic.html }} />
      </Typography>
    </PageFrame>
  );
}
