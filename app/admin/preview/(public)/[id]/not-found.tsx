import { ProjectNotFound } from '@/components/projects/project-not-found';

// No such project, or not the owner: the same page a visitor gets for an unknown project.
export default ProjectNotFound;
