'use client';

import { Eye, EyeOff, ExternalLink, ImageUp, Send, Trash2 } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { createPostAction, deletePostAction, previewPostAction, setPostStatusAction, updatePostAction } from './actions';
import { FilePicker, UploadingStatus } from '@/components/admin/file-picker';
import { useUpload, type UploadTarget } from '@/components/admin/upload';
import { ItemActions, useListEditor } from '@/components/admin/list-editor';
import { ListSection } from '@/components/admin/list-section';
import { MarkdownField } from '@/components/admin/markdown-field';
import { FormAlert } from '@/components/forms/form-alert';
import { FormButtons } from '@/components/forms/form-buttons';
import { useActionCall } from '@/components/forms/use-action-call';
import { useActionFeedback } from '@/components/forms/use-action-feedback';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field, InputField, TextareaField } from '@/components/ui/field';
import { FieldError, Input, Label, Select } from '@/components/ui/input';
import { LocalTime } from '@/components/ui/local-time';
import type { Post } from '@/lib/posts/model';
import { COVER_FOLDER } from '@/lib/posts/covers';
import { postPath } from '@/lib/posts/tags';
import { postState } from '@/lib/posts/visibility';
import { POST_LIMITS as L, POST_TEXTS, type PostStatus } from '@/lib/posts/vocabulary';
import { IMAGE_TYPES, MAX_IMAGE_BYTES, PROJECT_IMAGES_BUCKET, publicImageUrl } from '@/lib/images/bucket';
import { browserSupabaseUrl } from '@/lib/supabase/client';
import { cn } from '@/lib/utils';
import type { PostFormField } from '@/lib/posts/schema';

/** What the form needs of a project: the choice of which case study a post relates to. */
export type ProjectChoice = { id: string; title: string };

const noChanges = () => () => {};

const COVER_UPLOAD: UploadTarget = {
  bucket: PROJECT_IMAGES_BUCKET,
  folder: COVER_FOLDER,
  extensions: IMAGE_TYPES,
  problem: (file) =>
    !Object.hasOwn(IMAGE_TYPES, file.type) ? `${file.name} is not a JPEG, PNG, WebP or AVIF image.` : file.size > MAX_IMAGE_BYTES ? `${file.name} is larger than 5 MB.` : null,
};

const LINK_CLASS =
  'inline-flex shrink-0 items-center gap-1 rounded-md px-1 text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring';

/** An instant as a datetime-local value in the browser's zone ("2026-11-24T09:30:00"). */
function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** A datetime-local value, read in the browser's zone, as an instant in UTC; '' when empty or invalid. */
function fromLocalInput(value: string): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

/**
 * The publish time, entered in the owner's own time zone: the browser converts it to UTC into a
 * hidden field, which is what the form sends. Empty: the moment the post is published.
 */
function PublishTimeField({ prefix, initial, errors, onChange }: { prefix: string; initial: string; errors?: string[]; onChange: (iso: string) => void }) {
  const [iso, setIso] = useState(initial);
  // Only the browser knows the zone; the server's render leaves it out.
  const zone = useSyncExternalStore(noChanges, () => Intl.DateTimeFormat().resolvedOptions().timeZone, () => null);
  return (
    <Field id={`${prefix}-publishAt`} label="Publish time" errors={errors} hint={`In your time zone${zone ? ` (${zone})` : ''}. Empty: when you publish. A later time schedules the post; it appears by itself within two minutes of it.`}>
      {(control) => (
        <>
          <input type="hidden" name="publishAt" value={iso} />
          <Input
            {...control}
            type="datetime-local"
            step={1}
            defaultValue={toLocalInput(initial)}
            onChange={(event) => {
              const next = fromLocalInput(event.target.value);
              setIso(next);
              onChange(next);
            }}
          />
        </>
      )}
    </Field>
  );
}

/**
 * The cover: uploaded straight from the browser to the image bucket with the owner's session
 * (never through a server action); the save checks the file is there, and a replaced or removed
 * cover is deleted once the post is saved.
 */
function CoverField({ prefix, initialPath, initialAlt, errors, onBusy }: { prefix: string; initialPath: string | null; initialAlt: string; errors?: Partial<Record<PostFormField, string[]>>; onBusy: (busy: boolean) => void }) {
  const [path, setPath] = useState(initialPath);
  const state = useUpload(COVER_UPLOAD, onBusy);
  const inputId = `${prefix}-cover`;

  async function upload(file: File) {
    const next = await state.upload(file);
    if (next) setPath(next);
  }

  return (
    <div className="grid gap-3 rounded-lg border p-4">
      <div className="grid gap-2">
        <Label htmlFor={inputId}>Cover image</Label>
        <input type="hidden" name="coverPath" value={path ?? ''} />
        <div className="flex flex-wrap items-center gap-3">
          {path ? (
            // eslint-disable-next-line @next/next/no-img-element -- a small preview of the owner's own upload
            <img src={publicImageUrl(browserSupabaseUrl, path)} alt="" width={120} height={75} className="h-[75px] w-[120px] rounded-md border object-cover" />
          ) : null}
          <FilePicker
            id={inputId}
            icon={ImageUp}
            label={path ? 'Replace the cover' : 'Upload a cover'}
            accept={Object.keys(IMAGE_TYPES).join(',')}
            describedBy={`${inputId}-hint`}
            onFile={(file) => void upload(file)}
          />
          {path ? (
            <Button variant="outline" size="sm" onClick={() => setPath(null)}>
              <Trash2 aria-hidden /> Remove the cover
            </Button>
          ) : null}
          {state.isUploading ? <UploadingStatus /> : null}
        </div>
        <p id={`${inputId}-hint`} className="text-xs text-muted-foreground">
          Optional. A wide JPEG, PNG, WebP or AVIF image up to 5 MB, shown above the post.
        </p>
        {state.error ? (
          <p role="alert" className="text-sm text-destructive">
            {state.error}
          </p>
        ) : null}
        <FieldError id={`${prefix}-coverPath-error`} messages={errors?.coverPath} />
      </div>
      {path ? (
        <InputField id={`${prefix}-coverAlt`} name="coverAlt" label="Alt text" isRequired maxLength={L.coverAlt} defaultValue={initialAlt} errors={errors?.coverAlt} hint="What the image shows, for people who cannot see it." />
      ) : null}
    </div>
  );
}

function PostForm({ post, projects, onSaved, onCancel }: { post: Post | null; projects: readonly ProjectChoice[]; onSaved: () => void; onCancel: () => void }) {
  const isEdit = post !== null;
  const { formRef, formAction, isPending, errors, values, formMessage } = useActionFeedback<PostFormField>(isEdit ? updatePostAction : createPostAction, { onSuccess: onSaved });
  const [isUploading, setIsUploading] = useState(false);
  const prefix = isEdit ? `post-${post.id}` : 'add-post';
  const initial = (name: PostFormField, fromPost: string | null | undefined) => values?.[name] ?? fromPost ?? '';
  const field = (name: PostFormField, label: string) => ({ id: `${prefix}-${name}`, name, label, errors: errors?.[name] });
  const initialPublishAt = initial('publishAt', post && post.status === 'published' ? post.publishAt : post?.publishAt && new Date(post.publishAt) > new Date() ? post.publishAt : '');
  const [publishAt, setPublishAt] = useState(initialPublishAt);
  const isFuture = Boolean(publishAt) && new Date(publishAt) > new Date();
  const projectId = initial('projectId', post?.projectId);
  const heading = isEdit ? 'Edit Post' : 'Write a Post';
  const publishLabel = isEdit && post.status === 'published' && !isFuture ? 'Update Post' : isFuture ? 'Schedule' : 'Publish';

  return (
    <Card className="p-5 sm:p-6">
      <h2 id={`${prefix}-heading`} className="text-xl font-semibold tracking-tight">
        {heading}
      </h2>
      <form ref={formRef} action={formAction} noValidate aria-labelledby={`${prefix}-heading`} className="mt-5 grid gap-5">
        {isEdit ? <input type="hidden" name="postId" value={post.id} /> : null}
        <FormAlert message={formMessage} />
        <InputField {...field('title', 'Title')} isRequired maxLength={L.title} defaultValue={initial('title', post?.title)} />
        <InputField
          {...field('slug', 'Slug')}
          maxLength={L.slug}
          defaultValue={initial('slug', post?.slug)}
          placeholder="made-from-the-title"
          hint="The address: /blog/<slug>. Empty: made from the title. A changed slug keeps the old address working."
        />
        <TextareaField {...field('summary', 'Summary')} isRequired rows={3} maxLength={L.summary} defaultValue={initial('summary', post?.summary)} hint="One or two sentences, shown in lists, feeds and search results." />
        <MarkdownField
          {...field('body', 'Body')}
          maxLength={L.body}
          defaultValue={initial('body', post?.body)}
          hint="Markdown: ## headings (each gets a link), **bold**, *italic*, lists, [links](https://…), `code`, ``` code blocks, > quotes, tables."
          placeholder={'Start with the point.\n\n## A section\n\n…'}
          renderPreview={previewPostAction}
        />
        <CoverField prefix={prefix} initialPath={initial('coverPath', post?.coverPath) || null} initialAlt={initial('coverAlt', post?.coverAlt)} errors={errors} onBusy={setIsUploading} />
        <InputField
          {...field('tags', 'Tags')}
          maxLength={400}
          defaultValue={initial('tags', post?.tags.join(', '))}
          placeholder="WordPress, Performance"
          hint={`Up to ${L.tags}, separated by commas. Written the way their addresses are: "Power BI" becomes power-bi.`}
        />
        <Field id={`${prefix}-projectId`} label="Related project" errors={errors?.projectId} hint="Optional: the case study this post is about; the post links to it.">
          {(control) => (
            // A new key re-applies an echoed choice after a refused save.
            <Select key={projectId} {...control} name="projectId" defaultValue={projectId}>
              <option value="">None</option>
              {projects.map((project) => (
                <option key={project.id} value={project.id}>
                  {project.title}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <PublishTimeField prefix={prefix} initial={initialPublishAt} errors={errors?.publishAt} onChange={setPublishAt} />
        <FormButtons onCancel={isEdit ? onCancel : undefined} isPending={isPending}>
          <Button type="submit" name="status" value="draft" variant="outline" disabled={isPending || isUploading}>
            Save as draft
          </Button>
          <Button type="submit" name="status" value="published" disabled={isPending || isUploading} className="sm:min-w-36">
            {isPending ? 'Saving...' : publishLabel}
          </Button>
        </FormButtons>
      </form>
    </Card>
  );
}

/** Draft, Scheduled for <the owner's local time>, or Published. */
function StatusBadge({ post }: { post: Post }) {
  const state = postState(post);
  if (state === 'draft') return <Badge variant="outline">Draft</Badge>;
  if (state === 'scheduled')
    return (
      <Badge variant="featured">
        {/* One inline run: a flex item would drop the space before the time. */}
        <span>
          Scheduled for <LocalTime iso={post.publishAt} />
        </span>
      </Badge>
    );
  return <Badge variant="category">Published</Badge>;
}

/** The owner's posts, newest publish time first: write, preview, schedule, publish, unpublish and delete. */
export function PostsEditor({ posts, projects }: { posts: Post[]; projects: ProjectChoice[] }) {
  const { editing, showForm, deletion, formKey, isEditing } = useListEditor<Post>({ deleteAction: deletePostAction });
  const statusChange = useActionCall((args: { id: string; status: PostStatus }) => setPostStatusAction(args));

  return (
    <div className="grid items-start gap-8 xl:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)]">
      <section aria-label="Post form">
        <PostForm key={formKey} post={editing} projects={projects} onSaved={() => showForm(null)} onCancel={() => showForm(null)} />
      </section>
      <ListSection id="your-posts" title="Your Posts" summary={posts.length === 1 ? '1 post' : `${posts.length} posts`}>
        {posts.length === 0 ? (
          <Card className="border-dashed px-6 py-14 text-center font-medium">{POST_TEXTS.empty}</Card>
        ) : (
          <ol className="grid gap-3" aria-label="Posts, newest first">
            {posts.map((post) => {
              const isVisible = postState(post) === 'published';
              return (
                <li key={post.id}>
                  <Card className={cn('p-4', isEditing(post) && 'border-primary ring-2 ring-primary/30')}>
                    <div className="flex items-start justify-between gap-3">
                      <div className="min-w-0">
                        <h3 className="font-semibold leading-snug">{post.title}</h3>
                        <div className="mt-1.5 flex flex-wrap items-center gap-2">
                          <StatusBadge post={post} />
                          {post.tags.map((tag) => (
                            <span key={tag} className="text-xs text-muted-foreground">
                              #{tag}
                            </span>
                          ))}
                        </div>
                      </div>
                      {/* Plain links: they open a new tab, so prefetching the page here would be wasted. */}
                      {isVisible ? (
                        <a href={postPath(post.slug)} target="_blank" rel="noopener" className={LINK_CLASS}>
                          View<span className="sr-only"> {post.title} (opens in a new tab)</span>
                          <ExternalLink className="size-3.5" aria-hidden />
                        </a>
                      ) : (
                        <a href={`/admin/preview/posts/${post.id}`} target="_blank" rel="noopener" className={LINK_CLASS}>
                          Preview<span className="sr-only"> {post.title} (opens in a new tab)</span>
                          <Eye className="size-3.5" aria-hidden />
                        </a>
                      )}
                    </div>
                    <p className="mt-2 line-clamp-2 text-sm text-muted-foreground">{post.summary}</p>
                    <div className="flex flex-wrap items-end gap-2">
                      <ItemActions name={post.title} onEdit={() => showForm(post)} onDelete={() => deletion.ask(post)} />
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`${post.status === 'draft' ? 'Publish' : 'Unpublish'} ${post.title}`}
                        disabled={statusChange.pendingArgs?.id === post.id}
                        onClick={() => statusChange.call({ id: post.id, status: post.status === 'draft' ? 'published' : 'draft' })}
                      >
                        {post.status === 'draft' ? <Send aria-hidden /> : <EyeOff aria-hidden />}
                        {post.status === 'draft' ? 'Publish' : 'Unpublish'}
                      </Button>
                    </div>
                  </Card>
                </li>
              );
            })}
          </ol>
        )}
      </ListSection>
      <ConfirmDialog
        {...deletion.dialog}
        title={POST_TEXTS.deleteConfirm}
        description={
          deletion.toDelete ? (
            <>
              <span className="font-medium text-foreground">{deletion.toDelete.title}</span> will be removed from your site, its feeds and its sitemap.
            </>
          ) : null
        }
      />
    </div>
  );
}
