// A technology's page, /projects/technology/<slug>: one page per name, whatever its spelling
// ("Power BI" and "power bi" are one). Client-safe: cards link to it.

/** "Power BI" → "power-bi": lowercase, runs of spaces as one hyphen. */
export const technologySlug = (name: string) => name.trim().toLowerCase().replace(/\s+/g, '-');

export const technologyPath = (name: string) => `/projects/technology/${encodeURIComponent(technologySlug(name))}`;

export type TechnologyGroup<T> = { slug: string; name: string; projects: T[] };

/**
 * Every technology of the projects with the projects using it, in the projects' order. The name
 * shown is the first spelling met; the groups are sorted by how many projects use them, then by name.
 */
export function groupByTechnology<T extends { technologies: readonly string[] }>(projects: readonly T[]): TechnologyGroup<T>[] {
  const groups = new Map<string, TechnologyGroup<T>>();
  for (const project of projects) {
    for (const slug of new Set(project.technologies.map(technologySlug))) {
      if (!slug) continue;
      const group = groups.get(slug) ?? { slug, name: project.technologies.find((name) => technologySlug(name) === slug)!, projects: [] };
      group.projects.push(project);
      groups.set(slug, group);
    }
  }
  return [...groups.values()].sort((a, b) => b.projects.length - a.projects.length || a.name.localeCompare(b.name, 'en'));
}

/** The group at a URL's slug (decoded or not, any case), or null. */
export function findTechnology<T extends { technologies: readonly string[] }>(projects: readonly T[], slug: string): TechnologyGroup<T> | null {
  let key = slug;
  try {
    key = decodeURIComponent(slug);
  } catch {
    return null;
  }
  key = technologySlug(key);
  return groupByTechnology(projects).find((group) => group.slug === key) ?? null;
}

/** "1 project", "4 projects". */
export const projectCount = (n: number) => `${n} ${n === 1 ? 'project' : 'projects'}`;
