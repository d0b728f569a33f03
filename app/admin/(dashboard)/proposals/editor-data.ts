import 'server-only';
import type { Db } from '@/lib/supabase/db';
import { listProjects } from '@/lib/projects/admin';
import { serviceList } from '@/lib/services/list';
import { formatPrice } from '@/lib/services/price';

/** What the proposal form chooses from: every service (with its price) and every project (with its visibility). */
export async function editorChoices(db: Db) {
  const [services, projects] = await Promise.all([serviceList.list(db), listProjects(db)]);
  return {
    services: services.map((service) => ({ value: service.id, label: `${service.name} (${formatPrice(service.price)})`, name: service.name, price: service.price?.amount ?? null })),
    projects: projects.map((project) => ({ value: project.id, label: `${project.title} (${project.visibility})` })),
  };
}
