/**
 * 'Trang tĩnh' (publish:article, decision 0102): pick a page (the seeded about, terms, privacy,
 * contact, price-list and any created since) or create one by slug, edit its title and body with the
 * article editor, save; "phiên bản mới" bumps the version (the terms: customers accept it again).
 */
import { slug as slugSchema, staticPageInput } from '@app/shared/contracts/article';
import { formatDateTime } from '@app/shared/money';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Checkbox, Flex, Form, Input, Select, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { ApiError, errorText } from '../../lib/api-client.ts';
import { zodRule } from '../../lib/form-rules.ts';
import { useTitle } from '../../lib/use-title.ts';
import { messages } from '../../messages.ts';
import { staticPageQuery, staticPagesQuery, useSaveStaticPage } from './api.ts';
import { BodyField } from './body-field.tsx';

const t = messages.article.pages;
const seeded = ['about', 'terms', 'privacy', 'contact', 'price-list'];

interface Values {
  title: string;
  body: string;
  newVersion: boolean;
}

export function StaticPagePage() {
  useTitle(t.title);
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const slug = params.get('slug') ?? 'about';
  const pages = useQuery(staticPagesQuery);
  const page = useQuery(staticPageQuery(slug));
  const save = useSaveStaticPage();
  const [form] = Form.useForm<Values>();
  const [newSlug, setNewSlug] = useState('');
  const missing = page.error instanceof ApiError && page.error.status === 404;

  useEffect(() => {
    if (page.data) form.setFieldsValue({ title: page.data.title, body: page.data.body, newVersion: false });
    else if (missing) form.setFieldsValue({ title: t.names[slug] ?? '', body: '', newVersion: false });
  }, [page.data, missing, slug, form]);

  const slugs = [...new Set([...seeded, ...(pages.data ?? []).map((p) => p.slug), slug])];
  const submit = (values: Values) =>
    save.mutateAsync({ slug, body: values }).then(
      () => {
        form.setFieldValue('newVersion', false);
        message.success(t.saved);
      },
      (error) => message.error(errorText(error)),
    );

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {t.title}
        </Typography.Title>
        <Space wrap>
          <Select
            aria-label={t.pick}
            style={{ width: 240 }}
            value={slug}
            onChange={(next) => setParams({ slug: next })}
            options={slugs.map((s) => ({ value: s, label: t.names[s] ? `${t.names[s]} (${s})` : s }))}
            data-testid="static-page-pick"
          />
          <Input
            aria-label={t.newSlug}
            placeholder={t.newSlug}
            value={newSlug}
            maxLength={120}
            onChange={(e) => setNewSlug(e.target.value.trim())}
            style={{ width: 260 }}
          />
          <Button disabled={!slugSchema.safeParse(newSlug).success} onClick={() => setParams({ slug: newSlug })}>
            {t.create}
          </Button>
        </Space>
      </Flex>
      {page.isError && !missing && <LoadError error={page.error} onRetry={() => page.refetch()} />}
      <Card
        loading={page.isPending}
        title={
          <Space>
            {t.names[slug] ?? slug}
            {page.data && <Tag data-testid="static-page-version">{t.version(page.data.version)}</Tag>}
          </Space>
        }
      >
        {missing && <Typography.Paragraph type="secondary">{t.notCreated}</Typography.Paragraph>}
        <Form<Values> form={form} layout="vertical" name="static-page" onFinish={submit}>
          <Form.Item name="title" label={messages.article.fields.title} rules={[zodRule(staticPageInput.shape.title)]}>
            <Input maxLength={200} data-testid="static-page-title" />
          </Form.Item>
          <Form.Item name="body" label={messages.article.fields.body} rules={[zodRule(staticPageInput.shape.body)]}>
            <BodyField />
          </Form.Item>
          <Form.Item name="newVersion" valuePropName="checked">
            <Checkbox data-testid="static-page-new-version">{t.newVersion}</Checkbox>
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="static-page-save">
            {t.save}
          </Button>
        </Form>
        {page.data && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
            {formatDateTime(page.data.updatedAt)}
          </Typography.Paragraph>
        )}
      </Card>
    </>
  );
}
