import { MissingPage } from '@/components/site/missing-page';
import { NOT_FOUND_PAGES } from '@/lib/site/not-found';

/** 'Project Not Found' with a way home: unknown project addresses and projects removed meanwhile. */
export function ProjectNotFound() {
  return <MissingPage title={NOT_FOUND_PAGES.project.title} text={NOT_FOUND_PAGES.project.text} />;
}
