import type { Project } from '@/lib/projects/model';
import { markdownExcerpt } from '@/lib/markdown/excerpt';

/**
 * The chosen case studies: title, main image and a short excerpt. A private one's image address
 * is signed (valid 10 minutes), so it is a plain image, never sent on as a referrer.
 */
export function ProposalCaseStudies({ projects }: { projects: Project[] }) {
  if (!projects.length) return null;
  return (
    <section aria-labelledby="case-studies" className="proposal-section grid gap-4">
      <h2 id="case-studies" className="text-xl font-semibold">
        Related work
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {projects.map((project) => {
          const image = project.images[0];
          return (
            <li key={project.id} className="panel proposal-case grid gap-3">
              {image ? (
                // eslint-disable-next-line @next/next/no-img-element -- a signed, short-lived address the optimiser must not keep
                <img src={image.src} alt={image.alt} referrerPolicy="no-referrer" loading="lazy" className="aspect-video w-full rounded-lg object-cover" />
              ) : null}
              <h3 className="font-semibold">{project.title}</h3>
              <p className="text-sm text-muted-foreground">{markdownExcerpt(project.description)}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
