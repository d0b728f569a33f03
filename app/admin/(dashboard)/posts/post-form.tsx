'use client';

import { ImageUp } from 'lucide-react';
import { useState } from 'react';
import { createPostAction, previewPostAction, updatePostAction } from './actions';
import { PublishTimeField } from './publish-time-field';
import { FormCard } from '@/components/admin/form-card';
import { MarkdownField } from '@/components/admin/markdown-field';
import { ProjectChoiceField, type ProjectChoice } from '@/components/admin/project-choice-field';
import type { UploadTarget } from '@/components/admin/upload';
import { UploadField } from '@/components/admin/upload-field';
import { FormButtons } from '@/components/forms/form-buttons';
import { formFields, type FormFields } from '@/components/forms/form-fields';
import { useActionFeedback } from '@/components/forms/use-action-feedback';
import { Button } from '@/components/ui/button';
import { InputField, TextareaField } from '@/components/ui/field';
import type { Post } from '@/lib/posts/model';
import { COVER_FOLDER } from '@/lib/posts/covers';
import { POST_LIMITS as L } from '@/lib/posts/vocabulary';
import { IMAGE_TYPES, MAX_IMAGE_BYTES, PROJECT_IMAGES_BUCKET, publicImageUrl } from '@/lib/images/bucket';
import { browserSupabaseUrl } from '@/lib/supabase/client';
import type { PostFormField } from '@/lib/posts/schema';

const COVER_UPLOAD: UploadTarget = {
  bucket: PROJECT_IMAGES_BUCKET,
  folder: COVER_FOLDER,
  extensions: IMAGE_TYPES,
  problem: (file) =>
    !Object.hasOwn(IMAGE_TYPES, file.type) ? `${file.name} is not a JPEG, PNG, WebP or AVIF image.` : file.size > MAX_IMAGE_BYTES ? `${file.name} is larger than 5 MB.` : null,
};
const COVER_LABELS = { upload: 'Upload a cover', replace: 'Replace the cover', remove: 'Remove the cover' };

/** The cover, and its alt text while there is one. */
function CoverField({ fields: { field, initial }, post, onBusy }: { fields: FormFields<PostFormField>; post: Post | null; onBusy: (busy: boolean) => void }) {
  const initialPath = initial('coverPath', post?.coverPath) || null;
  const [hasCover, setHasCover] = useState(initialPath !== null);
  return (
    <div className="grid gap-3 rounded-lg border p-4">
      <UploadField
        field={field('coverPath', 'Cover image')}
        target={COVER_UPLOAD}
        accept={Object.keys(IMAGE_TYPES).join(',')}
        icon={ImageUp}
        initialPath={initialPath}
        preview={(path) => (
          // eslint-disable-next-line @next/next/no-img-element -- a small preview of the owner's own upload
          <img src={publicImageUrl(browserSupabaseUrl, path)} alt="" width={120} height={75} className="h-[75px] w-[120px] rounded-md border object-cover" />
        )}
        labels={COVER_LABELS}
        hint="Optional. A wide JPEG, PNG, WebP or AVIF image up to 5 MB, shown above the post."
        onBusy={onBusy}
        onPathChange={(path) => setHasCover(path !== null)}
      />
      {hasCover ? (
        <InputField {...field('coverAlt', 'Alt text', post?.coverAlt)} isRequired maxLength={L.coverAlt} hint="What the image shows, for people who cannot see it." />
      ) : null}
    </div>
  );
}

/** The publish time the form starts with: a published post's, or a scheduled draft's; empty otherwise. */
const startingPublishAt = (post: Post | null) =>
  post && (post.status === 'published' || new Date(post.publishAt) > new Date()) ? post.publishAt : '';

export function PostForm({ post, projects, onSaved, onCancel }: { post: Post | null; projects: readonly ProjectChoice[]; onSaved: () => void; onCancel: () => void }) {
  const isEdit = post !== null;
  const { formRef, formAction, isPending, errors, values, formMessage } = useActionFeedback<PostFormField>(isEdit ? updatePostAction : createPostAction, { onSuccess: onSaved });
  const [isUploading, setIsUploading] = useState(false);
  const prefix = isEdit ? `post-${post.id}` : 'add-post';
  const fields = formFields(prefix, { errors, values });
  const { id, field, initial } = fields;
  const initialPublishAt = initial('publishAt', startingPublishAt(post));
  const [publishAt, setPublishAt] = useState(initialPublishAt);
  const isFuture = Boolean(publishAt) && new Date(publishAt) > new Date();
  const publishLabel = isEdit && post.status === 'published' && !isFuture ? 'Update Post' : isFuture ? 'Schedule' : 'Publish';

  return (
    <FormCard prefix={prefix} heading={isEdit ? 'Edit Post' : 'Write a Post'} formRef={formRef} action={formAction} message={formMessage}>
      {isEdit ? <input type="hidden" name="postId" value={post.id} /> : null}
      <InputField {...field('title', 'Title', post?.title)} isRequired maxLength={L.title} />
      <InputField
        {...field('slug', 'Slug', post?.slug)}
        maxLength={L.slug}
        placeholder="made-from-the-title"
        hint="The address: /blog/<slug>. Empty: made from the title. A changed slug keeps the old address working."
      />
      <TextareaField {...field('summary', 'Summary', post?.summary)} isRequired rows={3} maxLength={L.summary} hint="One or two sentences, shown in lists, feeds and search results." />
      <MarkdownField
        {...field('body', 'Body', post?.body)}
        maxLength={L.body}
        hint="Markdown: ## headings (each gets a link), **bold**, *italic*, lists, [links](https://…), `code`, ``` code blocks, > quotes, tables."
        placeholder={'Start with the point.\n\n## A section\n\n…'}
        renderPreview={previewPostAction}
      />
      <CoverField fields={fields} post={post} onBusy={setIsUploading} />
      <InputField
        {...field('tags', 'Tags', post?.tags.join(', '))}
        maxLength={400}
        placeholder="WordPress, Performance"
        hint={`Up to ${L.tags}, separated by commas. Written the way their addresses are: "Power BI" becomes power-bi.`}
      />
      <ProjectChoiceField
        field={field('projectId', 'Related project')}
        hint="Optional: the case study this post is about; the post links to it."
        projects={projects}
        initial={initial('projectId', post?.projectId)}
      />
      <PublishTimeField id={id('publishAt')} initial={initialPublishAt} errors={errors?.publishAt} onChange={setPublishAt} />
      <FormButtons onCancel={isEdit ? onCancel : undefined} isPending={isPending}>
        <Button type="submit" name="status" value="draft" variant="outline" disabled={isPending || isUploading}>
          Save as draft
        </Button>
        <Button type="submit" name="status" value="published" disabled={isPending || isUploading} className="sm:min-w-36">
          {isPending ? 'Saving...' : publishLabel}
        </Button>
      </FormButtons>
    </FormCard>
  );
}
