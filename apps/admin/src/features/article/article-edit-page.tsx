/**
 * '/article/new' and '/article/{id}' (publish:article, decision 0102): title, slug, category,
 * summary, cover and body (the lazy rich-text editor); save as draft, publish (saves first), archive,
 * delete a draft, preview the body as the server sanitised it, open a published article in the app.
 */
import {
  type ArticleCategory,
  articleCategories,
  articleCategoryLabels,
  articleInput,
  articleStatusLabels,
} from '@app/shared/contracts/article';
import { formatDateTime } from '@app/shared/money';
import { slugify } from '@app/shared/slug';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Flex, Form, Input, Modal, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { errorText } from '../../lib/api-client.ts';
import { zodRule } from '../../lib/form-rules.ts';
import { useTitle } from '../../lib/use-title.ts';
import { messages } from '../../messages.ts';
import { articleQuery, useDeleteArticle, useSaveArticle, useSetArticleStatus } from './api.ts';
import { BodyField } from './body-field.tsx';
import { CoverField } from './cover-field.tsx';

const t = messages.article;
const shape = articleInput.shape;

interface Values {
  title: string;
  slug: string;
  category: ArticleCategory;
  summary: string;
  coverImageId: number | null;
  body: string;
}

export function ArticleEditPage() {
  const { id: raw } = useParams();
  const id = raw === 'new' ? null : Number(raw);
  useTitle(id === null ? t.newTitle : t.editTitle);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const article = useQuery({ ...articleQuery(id ?? 0), enabled: id !== null });
  const save = useSaveArticle();
  const setStatus = useSetArticleStatus();
  const remove = useDeleteArticle();
  const [form] = Form.useForm<Values>();
  const [preview, setPreview] = useState(false);
  const title = Form.useWatch('title', form);
  const data = article.data;

  useEffect(() => {
    if (data)
      form.setFieldsValue({
        title: data.title,
        slug: data.slug,
        category: data.category,
        summary: data.summary,
        coverImageId: data.coverImageId,
        body: data.body,
      });
  }, [data, form]);

  const fail = (error: unknown) => message.error(errorText(error));
  const store = async () => {
    const values = await form.validateFields();
    const saved = await save.mutateAsync({ id, body: { ...values, slug: values.slug ?? '' } });
    form.setFieldsValue({ slug: saved.slug, body: saved.body });
    if (id === null) navigate(`/article/${saved.id}`, { replace: true });
    return saved;
  };
  const onSave = () =>
    store().then(
      () => message.success(t.saved),
      (e) => e?.errorFields || fail(e),
    );
  const onPublish = () =>
    store()
      .then((saved) =>
        saved.status === 'published' ? saved : setStatus.mutateAsync({ id: saved.id, to: 'published' }),
      )
      .then(
        () => message.success(t.published),
        (e) => e?.errorFields || fail(e),
      );
  const onArchive = () =>
    id !== null && setStatus.mutateAsync({ id, to: 'archived' }).then(() => message.success(t.archived), fail);
  const onDelete = () =>
    id !== null &&
    remove.mutateAsync(id).then(() => {
      message.success(t.removed);
      navigate('/article', { replace: true });
    }, fail);

  if (article.isError) return <LoadError error={article.error} onRetry={() => article.refetch()} />;
  const busy = save.isPending || setStatus.isPending || remove.isPending;
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {id === null ? t.newTitle : t.editTitle} {data && <Tag>{articleStatusLabels[data.status]}</Tag>}
        </Typography.Title>
        <Space wrap>
          {data && <Button onClick={() => setPreview(true)}>{t.preview}</Button>}
          {data?.status === 'published' && (
            <Button href={`/article/${data.slug}`} target="_blank" data-testid="article-open">
              {t.openInApp}
            </Button>
          )}
          {data?.status === 'draft' && (
            <Popconfirm title={t.removeConfirm} onConfirm={onDelete}>
              <Button danger disabled={busy}>
                {t.remove}
              </Button>
            </Popconfirm>
          )}
          {data?.status === 'published' && (
            <Button onClick={onArchive} disabled={busy} data-testid="article-archive">
              {t.archive}
            </Button>
          )}
          <Button onClick={onSave} loading={save.isPending} data-testid="article-save">
            {data?.status === 'published' ? t.save : t.saveDraft}
          </Button>
          {data?.status !== 'published' && (
            <Button type="primary" onClick={onPublish} disabled={busy} data-testid="article-publish">
              {t.publish}
            </Button>
          )}
        </Space>
      </Flex>
      <Card loading={id !== null && article.isPending}>
        <Form<Values>
          form={form}
          layout="vertical"
          name="article"
          initialValues={{ category: 'news', summary: '', coverImageId: null, body: '', slug: '' }}
        >
          <Form.Item name="title" label={t.fields.title} rules={[zodRule(shape.title)]}>
            <Input maxLength={200} showCount data-testid="article-title" />
          </Form.Item>
          <Form.Item name="slug" label={t.fields.slug} extra={t.fields.slugHint} rules={[zodRule(shape.slug)]}>
            <Input maxLength={120} placeholder={slugify(title ?? '')} data-testid="article-slug" />
          </Form.Item>
          <Form.Item name="category" label={t.fields.category} rules={[zodRule(shape.category)]}>
            <Select
              style={{ maxWidth: 240 }}
              options={articleCategories.map((c) => ({ value: c, label: articleCategoryLabels[c] }))}
              data-testid="article-category"
            />
          </Form.Item>
          <Form.Item name="summary" label={t.fields.summary} rules={[zodRule(shape.summary)]}>
            <Input.TextArea
              maxLength={500}
              showCount
              autoSize={{ minRows: 2, maxRows: 4 }}
              data-testid="article-summary"
            />
          </Form.Item>
          <Form.Item name="coverImageId" label={t.fields.cover}>
            <CoverField url={data?.coverImageUrl ?? null} />
          </Form.Item>
          <Form.Item name="body" label={t.fields.body} rules={[zodRule(shape.body)]}>
            <BodyField />
          </Form.Item>
        </Form>
        {data?.updatedBy && (
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            {t.updated(formatDateTime(data.updatedAt), data.updatedBy)}
          </Typography.Paragraph>
        )}
      </Card>
      <Modal open={preview} title={t.previewTitle} footer={null} width={760} onCancel={() => setPreview(false)}>
        <Typography.Title level={3}>{data?.title}</Typography.Title>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the body as the API's allow-list left it (decision 0102) */}
        <div data-testid="article-preview" dangerouslySetInnerHTML={{ __html: data?.body ?? '' }} />
      </Modal>
    </>
  );
}
