-- Files in the public buckets were stored with Storage's default Cache-Control (an hour). The
-- admin now uploads with max-age=60, so that once a file is removed, or moved to the private
-- bucket as its project turns private, no shared cache (a CDN, the image optimiser's answer)
-- keeps it longer than a minute. Files stored before get the same.
update storage.objects
set metadata = jsonb_set(metadata, '{cacheControl}', '"max-age=60"')
where bucket_id in ('project-images', 'people', 'profile-files')
  and metadata ? 'cacheControl';
